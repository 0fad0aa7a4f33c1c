package variants

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
)

// The field names of the schema, in the order the documentation lists them.
var (
	variantFields = append([]string{"name", "title", "inherit", "board", "castling", "pieces", "start"}, ruleKeyNames("castling")...)
	pieceFields   = append(append([]string{"letter", "name", "betza", "royal", "promote", "remove", "hand", "drop"}, zonePieceFields...), "clock", "initial-region")
	promoteFields = []string{"zone", "to", "optional", "leaving", "capture-inside", "limit", "to-black", "squares", "squares-black"}
)

// str is a string field's value and where its text starts. exact reports
// whether loc.at(i) is the position of the value's i-th byte: true for a
// one-line plain or quoted scalar without escapes.
type str struct {
	val   string
	loc   loc
	exact bool
}

// pos returns the position of byte i of s, or of s itself if positions
// inside it are not exact.
func (s *str) pos(i int) loc {
	if s.exact && i >= 0 && i <= len(s.val) {
		return s.loc.at(i)
	}
	return s.loc
}

// rawVariant is one file's fields, as written, before inheritance. A nil
// field is absent; a field in present but nil was present and invalid (its
// error is already reported), so that no "missing" error follows.
type rawVariant struct {
	file    string
	top     loc // the top-level mapping
	present map[string]loc
	name    *str
	title   *str
	inherit *str
	board   *str
	files   int // from board, when valid
	ranks   int
	start   *str
	pieces  []*rawPiece
	// brokenPieces is set when a piece entry was dropped for want of a
	// valid letter: checks that need every piece (FEN letters, promotion
	// targets) are skipped rather than reporting follow-on errors.
	brokenPieces bool
	// incomplete is set when the variant it inherits from could not be
	// loaded: fields it might have inherited are not required.
	incomplete bool
	// rules are the variant-wide rules (rules.go): the value of each
	// rule key present, or the zero value.
	rules legdefs.Rules
}

// rawPiece is one entry of a pieces list.
type rawPiece struct {
	at      loc
	letter  *str
	name    *str
	betza   *str
	royal   bool
	promote *rawPromote
	remove  bool
	hand    *str          // hand: the letter the capturer gets in hand
	drop    *rawDrop      // drop: where it may be dropped (hand.go)
	zones   rawPieceZones // confine, region-moves (zones.go)
	clock   *str          // clock (clock.go)
	// initialRegion: initial-region (initial.go)
	initialRegion *rawRegion
}

type rawPromote struct {
	at       loc
	zone     int
	to       *str
	optional bool // the piece may decline
	leaving  bool // a move starting in the zone promotes too
	// captureInside: a move starting in the zone promotes only capturing
	captureInside bool
	limit         []rawLimit
	extra         rawPromoteExtra // to-black, squares, squares-black (promote_extra.go)
}

// rawLimit is one entry of promote: limit: {Q: 1}.
type rawLimit struct {
	at     loc
	letter string
	n      int
}

// decode parses one variant file. It reports every problem it finds in e
// and returns what it could read; nil only if nothing could be read.
func decode(file string, data []byte, e *errs) *rawVariant {
	root, ok := parseYAML(file, data, e)
	if !ok {
		return nil
	}
	r := &rawVariant{file: file, top: nodeLoc(file, root), present: map[string]loc{}}
	if root.Kind != yaml.MappingNode {
		// Not a variant file (inherit: may name any file): say what it
		// is, never what it holds.
		e.add(r.top, "not a variant file: want a mapping of fields (name: …, board: …), got %s", rootKindName(root))
		return nil
	}
	d := decoder{file: file, e: e}
	d.fields(root, variantFields, "", func(key string, k, v *yaml.Node) {
		r.present[key] = nodeLoc(file, k)
		switch key {
		case "name":
			r.name = d.str(v, key)
			if r.name != nil && !validName(r.name.val) {
				e.add(r.name.loc, "name %q: want letters, digits, '-', '_' or '.', starting with a letter or digit", r.name.val)
				r.name = nil
			}
		case "title":
			r.title = d.str(v, key)
		case "inherit":
			r.inherit = d.str(v, key)
			if r.inherit != nil && r.inherit.val == "" {
				e.add(r.inherit.loc, "inherit: want a variant name or file, got an empty string")
				r.inherit = nil
			}
		case "board":
			r.board = d.str(v, key)
			if r.board != nil {
				f, rk, err := ParseBoard(r.board.val)
				if err != nil {
					e.add(r.board.loc, "%v", err)
					r.board = nil
				} else {
					r.files, r.ranks = f, rk
				}
			}
		case "start":
			r.start = d.str(v, key)
		case "pieces":
			r.pieces = d.pieces(v, &r.brokenPieces)
		default:
			if rk := findRuleKey(key); rk != nil {
				d.rule(&r.rules, rk, v)
			}
		}
	})
	return r
}

// yamlLine matches the line number in yaml.v3's syntax errors.
var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// parseYAML parses data as one YAML document and returns its top node.
func parseYAML(file string, data []byte, e *errs) (root *yaml.Node, ok bool) {
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	err := safeDecode(dec, &doc)
	if errors.Is(err, io.EOF) {
		e.add(loc{file: file}, "empty file: want a variant definition")
		return nil, false
	}
	if err != nil {
		if at, ok := indentTab(file, data); ok {
			e.add(at, "YAML syntax: a tab in the indentation: YAML indents with spaces only")
			return nil, false
		}
		e.add(yamlErrorLoc(file, err))
		return nil, false
	}
	var next yaml.Node
	switch err := safeDecode(dec, &next); {
	case err == nil:
		e.add(nodeLoc(file, &next), "a second YAML document: a file holds one variant")
	case !errors.Is(err, io.EOF):
		e.add(yamlErrorLoc(file, err))
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		e.add(loc{file: file}, "empty file: want a variant definition")
		return nil, false
	}
	return resolve(doc.Content[0]), true
}

// safeDecode runs dec.Decode, turning a panic inside the YAML library into an
// error so that no input can crash a caller.
func safeDecode(dec *yaml.Decoder, n *yaml.Node) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("yaml: %v", p)
		}
	}()
	return dec.Decode(n)
}

// indentTab finds the first tab in the indentation of a line: the usual
// cause of a YAML syntax error, which yaml.v3 reports obscurely.
func indentTab(file string, data []byte) (loc, bool) {
	for i, line := range strings.Split(string(data), "\n") {
		indent := len(line) - len(strings.TrimLeft(line, " \t"))
		if col := strings.IndexByte(line[:indent], '\t'); col >= 0 {
			return loc{file: file, line: i + 1, col: col + 1}, true
		}
	}
	return loc{}, false
}

// yamlParserErrors are the yaml.v3 messages of parser (not scanner) errors.
// For these the library reports the 0-based line of the enclosing
// construct's start (a flow sequence's '['), or no line for the first line.
var yamlParserErrors = []string{
	"did not find expected node content",
	"did not find expected key",
	"did not find expected '-' indicator",
	"did not find expected ',' or ']'",
	"did not find expected ',' or '}'",
	"did not find expected <document start>",
}

// yamlErrorLoc splits a yaml.v3 syntax error into its line and message. The
// library gives no column.
func yamlErrorLoc(file string, err error) (loc, string, any) {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	line := 1
	if m := yamlLine.FindStringSubmatch(err.Error()); m != nil {
		if n, err := strconv.Atoi(m[1]); err == nil {
			line, msg = n, m[2]
			if contains(yamlParserErrors, msg) {
				line++
			}
		}
	}
	return loc{file: file, line: line}, "YAML syntax: %s", msg
}

// maxQuoted is the longest YAML value a message quotes.
const maxQuoted = 60

// rootKindName names what a file holds instead of a mapping, without
// its content.
func rootKindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		return "text"
	}
	return "an unexpected YAML node"
}

// resolve follows aliases.
func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	if n == nil {
		return &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null"}
	}
	return n
}

func nodeLoc(file string, n *yaml.Node) loc { return loc{file, n.Line, n.Column} }

// kindName describes what a node is, for "want X, got Y" messages.
func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if len(n.Value) > maxQuoted {
			// Long text is not what the user meant to write here.
			return fmt.Sprintf("a value of %d characters", len(n.Value))
		}
		switch n.ShortTag() {
		case "!!str":
			return fmt.Sprintf("the string %q", n.Value)
		case "!!int":
			return "the integer " + n.Value
		case "!!bool":
			return "the boolean " + n.Value
		case "!!float":
			return "the number " + n.Value
		case "!!null":
			return "nothing (null)"
		}
		return fmt.Sprintf("%q (%s)", n.Value, n.ShortTag())
	}
	return "an unexpected YAML node"
}

type decoder struct {
	file string
	e    *errs
}

// fields calls f for each key of the mapping m that is in known, in order,
// and reports unknown and repeated keys. ctx names the mapping in messages
// ("" at the top level).
func (d *decoder) fields(m *yaml.Node, known []string, ctx string, f func(key string, k, v *yaml.Node)) {
	seen := map[string]loc{}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := resolve(m.Content[i]), resolve(m.Content[i+1])
		kl := nodeLoc(d.file, k)
		if k.Kind != yaml.ScalarNode {
			d.e.add(kl, "%swant a field name, got %s", ctx, kindName(k))
			continue
		}
		key := k.Value
		if first, ok := seen[key]; ok {
			d.e.add(kl, "%sfield %q given twice (first at %s)", ctx, key, first.short())
			continue
		}
		seen[key] = kl
		if !contains(known, key) {
			if s := suggest(key, known); s != "" {
				d.e.add(kl, "%sunknown field %q (did you mean %q?)", ctx, key, s)
			} else {
				d.e.add(kl, "%sunknown field %q (known fields: %s)", ctx, key, strings.Join(known, ", "))
			}
			continue
		}
		f(key, k, v)
	}
}

// str reads a string scalar. It reports anything else and returns nil.
func (d *decoder) str(n *yaml.Node, field string) *str {
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!str" {
		hint := ""
		if field == "betza" && n.Kind == yaml.SequenceNode {
			hint = ` (YAML reads [...] as a list: quote a bracketed Betza string, betza: "[F?R]")`
		}
		if v := n.Value; n.Kind == yaml.ScalarNode && (strings.HasPrefix(v, "0x") || strings.HasPrefix(v, "0o")) {
			hint = fmt.Sprintf(" (YAML reads %s as a number in base %d; quote it to mean text)", v, map[byte]int{'x': 16, 'o': 8}[v[1]])
		}
		d.e.add(nodeLoc(d.file, n), "%s: want a string, got %s%s", field, kindName(n), hint)
		return nil
	}
	s := &str{val: n.Value, loc: nodeLoc(d.file, n), exact: !strings.Contains(n.Value, "\n")}
	switch n.Style {
	case 0, yaml.TaggedStyle, yaml.FlowStyle:
	case yaml.DoubleQuotedStyle, yaml.SingleQuotedStyle:
		s.loc.col++
		// Escapes make the text longer than the value; positions inside
		// such a string fall back to its start.
		s.exact = s.exact && !strings.ContainsAny(n.Value, `\'"`)
	default: // block scalars: the text starts on a later line
		s.exact = false
	}
	return s
}

func (d *decoder) boolean(n *yaml.Node, field string) (val, ok bool) {
	if n.Kind != yaml.ScalarNode || n.ShortTag() != "!!bool" {
		d.e.add(nodeLoc(d.file, n), "%s: want true or false, got %s", field, kindName(n))
		return false, false
	}
	var b bool
	if err := n.Decode(&b); err != nil {
		d.e.add(nodeLoc(d.file, n), "%s: want true or false, got %s", field, kindName(n))
		return false, false
	}
	return b, true
}

func (d *decoder) integer(n *yaml.Node, field string) (int, bool) {
	if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!int" {
		if i, err := strconv.ParseInt(n.Value, 0, 32); err == nil {
			return int(i), true
		}
	}
	d.e.add(nodeLoc(d.file, n), "%s: want an integer, got %s", field, kindName(n))
	return 0, false
}

// pieces reads the pieces list. broken is set when an entry had to be
// dropped because its letter is missing or invalid.
func (d *decoder) pieces(n *yaml.Node, broken *bool) []*rawPiece {
	if n.Kind != yaml.SequenceNode {
		d.e.add(nodeLoc(d.file, n), "pieces: want a list of pieces, got %s", kindName(n))
		*broken = true
		return nil
	}
	var out []*rawPiece
	letters := map[string]loc{}
	for _, item := range n.Content {
		item = resolve(item)
		p := d.piece(item)
		if p == nil || p.letter == nil {
			*broken = true
			continue
		}
		if first, ok := letters[p.letter.val]; ok {
			d.e.add(p.letter.loc, "duplicate piece letter %s (first at %s)", p.letter.val, first.short())
			continue
		}
		letters[p.letter.val] = p.letter.loc
		out = append(out, p)
	}
	return out
}

func (d *decoder) piece(n *yaml.Node) *rawPiece {
	at := nodeLoc(d.file, n)
	if n.Kind != yaml.MappingNode {
		d.e.add(at, "pieces: want a piece ({letter: …, betza: …}), got %s", kindName(n))
		return nil
	}
	p := &rawPiece{at: at}
	var keys []string
	var keyLocs []loc
	d.fields(n, pieceFields, "piece: ", func(key string, k, v *yaml.Node) {
		keys = append(keys, key)
		keyLocs = append(keyLocs, nodeLoc(d.file, k))
		switch key {
		case "letter":
			p.letter = d.str(v, key)
			if p.letter != nil && !isPieceLetter(p.letter.val) {
				d.e.add(p.letter.loc, "letter %q: want one upper-case letter A-Z%s", p.letter.val, promotedHint(p.letter.val))
				p.letter = nil
			}
		case "name":
			p.name = d.str(v, key)
		case "betza":
			p.betza = d.str(v, key)
			if p.betza != nil {
				d.betza(p.betza)
			}
		case "royal":
			p.royal, _ = d.boolean(v, key)
		case "promote":
			p.promote = d.promote(v)
		case "remove":
			p.remove, _ = d.boolean(v, key)
		case "hand":
			p.hand = d.str(v, key)
			if p.hand != nil && !isPieceLetter(p.hand.val) {
				d.e.add(p.hand.loc, "hand %q: want a piece letter", p.hand.val)
				p.hand = nil
			}
		case "drop":
			p.drop = d.drop(v)
		case "confine", "region-moves", "cannot-hop-over", "cannot-capture", "initial-not-in-check", "loses-initial-to", "sittuyin-promotion":
			d.pieceZone(p, key, v)
		case "clock":
			p.clock = d.pieceClock(v)
		case "initial-region":
			d.pieceInitialRegion(p, v)
		}
	})
	if p.letter == nil {
		if !contains(keys, "letter") {
			d.e.add(at, "piece: missing required field letter")
		}
		return nil
	}
	if p.remove {
		for i, k := range keys {
			if k != "letter" && k != "remove" {
				d.e.add(keyLocs[i], "piece %s: a piece with remove: true takes no other field than letter, got %s", p.letter.val, k)
				return nil // neither removed nor kept
			}
		}
		return p
	}
	if !contains(keys, "betza") {
		d.e.add(at, "piece %s: missing required field betza (betza: \"\" is a piece that never moves)", p.letter.val)
	}
	return p
}

// betza checks a Betza string's syntax and reports an error at its column.
func (d *decoder) betza(s *str) {
	if s.val == "" {
		return // a piece that never moves
	}
	_, err := parseBetza(s.val)
	if err == nil {
		return
	}
	var ge *grammar.Error
	if errors.As(err, &ge) {
		d.e.add(s.pos(ge.Pos.Offset), "betza %q: %s", s.val, ge.Msg)
		return
	}
	d.e.add(s.loc, "betza %q: %v", s.val, err)
}

// parseBetza is grammar.Parse, guarded so that a bug in the parser shows
// as an error rather than a crash.
func parseBetza(src string) (p *grammar.Piece, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error in the Betza parser: %v", r)
		}
	}()
	return grammar.Parse(src)
}

func (d *decoder) promote(n *yaml.Node) *rawPromote {
	at := nodeLoc(d.file, n)
	if n.Kind != yaml.MappingNode {
		d.e.add(at, "promote: want {zone: N, to: LETTERS}, got %s", kindName(n))
		return nil
	}
	p := &rawPromote{at: at}
	ok := true
	var haveZone, haveTo bool
	d.fields(n, promoteFields, "promote: ", func(key string, k, v *yaml.Node) {
		switch key {
		case "zone":
			haveZone = true
			z, good := d.integer(v, "promote: zone")
			switch {
			case !good:
				ok = false
			case z < 1:
				d.e.add(nodeLoc(d.file, v), "promote: zone %d: want at least 1 rank", z)
				ok = false
			default:
				p.zone = z
			}
		case "to":
			haveTo = true
			p.to = d.str(v, "promote: to")
			if p.to == nil {
				ok = false
				break
			}
			if p.to.val == "" {
				d.e.add(p.to.loc, "promote: to: want the letters of the pieces it may promote to, got an empty string")
				ok = false
			}
			var seen []string
			for _, tk := range letterTokens(p.to.val) {
				switch {
				case !isPieceLetter(tk.s):
					d.e.add(p.to.pos(tk.at), "promote: to %q: want upper-case piece letters, got '%s'%s", p.to.val, tk.s, promotedHint(tk.s))
					ok = false
				case contains(seen, tk.s):
					d.e.add(p.to.pos(tk.at), "promote: to %q: letter %s given twice", p.to.val, tk.s)
					ok = false
				}
				seen = append(seen, tk.s)
			}
		case "optional":
			p.optional, _ = d.boolean(v, "promote: optional")
		case "leaving":
			p.leaving, _ = d.boolean(v, "promote: leaving")
		case "capture-inside":
			p.captureInside, _ = d.boolean(v, "promote: capture-inside")
		case "to-black", "squares", "squares-black":
			if !d.promoteExtra(key, v, p) {
				ok = false
			}
		case "limit":
			if !d.promoteLimit(v, p) {
				ok = false
			}
		}
	})
	if !haveZone && !p.hasSquares() {
		d.e.add(at, "promote: missing required field zone")
	}
	if !haveTo {
		d.e.add(at, "promote: missing required field to")
	}
	if !ok || (!haveZone && !p.hasSquares()) || !haveTo {
		return nil
	}
	return p
}

// promoteLimit reads promote: limit, a mapping from piece letters to the
// most pieces of that type a side may have for a promotion to it.
func (d *decoder) promoteLimit(n *yaml.Node, p *rawPromote) bool {
	if n.Kind != yaml.MappingNode {
		d.e.add(nodeLoc(d.file, n), "promote: limit: want a mapping of piece letters to counts ({Q: 1, R: 2}), got %s", kindName(n))
		return false
	}
	ok := true
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if !isPieceLetter(k.Value) {
			d.e.add(nodeLoc(d.file, k), "promote: limit: %q: want a piece letter", k.Value)
			ok = false
			continue
		}
		c, good := d.integer(v, "promote: limit: "+k.Value)
		if good && c < 0 {
			d.e.add(nodeLoc(d.file, v), "promote: limit: %s: %d: want a count >= 0", k.Value, c)
			good = false
		}
		if !good {
			ok = false
			continue
		}
		p.limit = append(p.limit, rawLimit{at: nodeLoc(d.file, k), letter: k.Value, n: c})
	}
	return ok
}

// ParseBoard parses a board size written FILESxRANKS ("8x8", "10x8"). Both
// must be 1 to 26.
func ParseBoard(s string) (files, ranks int, err error) {
	f, r, found := strings.Cut(s, "x")
	nf, err1 := strconv.Atoi(f)
	nr, err2 := strconv.Atoi(r)
	if !found || err1 != nil || err2 != nil || !allDigits(f) || !allDigits(r) {
		return 0, 0, fmt.Errorf("board %q: want FILESxRANKS, such as 8x8 or 10x8", s)
	}
	if nf < 1 || nf > 26 || nr < 1 || nr > 26 {
		return 0, 0, fmt.Errorf("board %q: files and ranks must be 1 to 26", s)
	}
	return nf, nr, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// isPieceLetter reports whether s is a piece letter: A-Z, or +X or X~ (a
// promoted form of X, written so in FEN).
func isPieceLetter(s string) bool {
	up := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	switch len(s) {
	case 1:
		return up(s[0])
	case 2:
		return s[0] == '+' && up(s[1]) || up(s[0]) && s[1] == '~'
	}
	return false
}

func validName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if !alnum && (i == 0 || c != '-' && c != '_' && c != '.') {
			return false
		}
	}
	return s != ""
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// suggest returns the known name nearest to s, if it is near enough to be
// a likely typo, or "".
func suggest(s string, known []string) string {
	best, bestD := "", 3
	for _, k := range known {
		if d := editDistance(strings.ToLower(s), k); d < bestD {
			best, bestD = k, d
		}
	}
	if bestD > len(s)/2 && bestD > 1 {
		return ""
	}
	return best
}

// editDistance is the Damerau-Levenshtein (optimal string alignment)
// distance between a and b, in bytes.
func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 30
	}
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
