package variants

import (
	"errors"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/picture"
)

// The field names of the schema, in the order the documentation lists them.
var (
	variantFields = append([]string{"name", "title", "description", "sides", "board-style", "inherit", "board", "castling", "pieces", "start", "shuffle", "shuffle-black"}, ruleKeyNames("castling")...)
	pieceFields   = append(append([]string{"letter", "name", "betza", "royal", "promote", "remove", "hand", "drop"}, zonePieceFields...), "clock", "initial-region")
	promoteFields = []string{"zone", "to", "optional", "leaving", "capture-inside", "limit", "to-black", "squares", "squares-black"}
)

// pieceKeysRoom is room for the keys of a piece on the stack: every
// field of pieceFields (TestPieceKeysRoom); a piece with more keys than
// that would take room on the heap.
const pieceKeysRoom = 24

// rawVariant is one file's fields, as written, before inheritance. A nil
// field is absent; a field in present but nil was present and invalid (its
// error is already reported), so that no "missing" error follows.
type rawVariant struct {
	file    string
	top     loc // the top-level mapping
	present map[string]loc
	name    *str
	title   *str
	descr   *str // description
	sides   *str // "Red Black": the players' names, the first to move first
	style   *str // board-style: how the board and pieces are drawn (picture.ParseStyle)
	inherit *str
	board   *str
	files   int // from board, when valid
	ranks   int
	start   *str
	// shuffle, shuffleBlack: "shuffle", "shuffle-black" (shuffle.go)
	shuffle, shuffleBlack *str
	pieces                []*rawPiece
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
	// ruleStrs are some rules' values as written (rules.go).
	ruleStrs map[string]ruleStr
}

// rawPiece is one entry of a pieces list.
type rawPiece struct {
	at      loc
	letter  *str
	name    *str
	betza   *str
	royal   bool
	remove  bool // beside royal: a rawPiece is 176 bytes, not 192
	promote *rawPromote
	hand    *str          // hand: the letter the capturer gets in hand
	drop    *rawDrop      // drop: where it may be dropped (hand.go)
	zones   rawPieceZones // confine, region-moves (zones.go)
	clock   *str          // clock (clock.go)
	// initialRegion: initial-region (initial.go)
	initialRegion *rawRegion
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
	if n := len(root.Content) / 2; n > 0 && !hasVariantField(root) {
		// A mapping of other things (a JSON object, /etc/shadow's
		// "user:hash:..." lines): not a variant file either, and its
		// keys are not shown.
		e.add(r.top, "not a variant file: want a mapping of fields (name: …, board: …), got a mapping of %d other %s", n, plural(n, "key", "keys"))
		return nil
	}
	d := decoder{file: file, e: e}
	d.fields(root, variantFields, "", func(key string, k, v *yaml.Node) {
		r.present[key] = nodeLoc(file, k)
		switch key {
		case "inherit":
			r.inherit = d.str(v, key)
			if r.inherit != nil && r.inherit.val == "" {
				e.add(r.inherit.loc, "inherit: want a variant name or file, got an empty string")
				r.inherit = nil
			}
			if r.inherit == nil {
				// What it meant to inherit is unknown: do not report the
				// fields that it might have given as missing.
				r.incomplete, r.brokenPieces = true, true
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
		case "shuffle":
			r.shuffle = d.str(v, key)
		case "shuffle-black":
			r.shuffleBlack = d.str(v, key)
		case "pieces":
			r.pieces = d.pieces(v, &r.brokenPieces)
		default:
			if d.heading(r, key, v) {
				return
			}
			if rk := findRuleKey(key); rk != nil {
				d.rule(r, rk, v)
			}
		}
	})
	return r
}

// heading reads the fields that name and describe the variant (name,
// title, description, sides, board-style) and reports whether key was one.
func (d *decoder) heading(r *rawVariant, key string, v *yaml.Node) bool {
	e := d.e
	switch key {
	case "name":
		r.name = d.str(v, key)
		if r.name != nil && !validName(r.name.val) {
			e.add(r.name.loc, "name %q: want %s", r.name.val, NameRule)
			r.name = nil
		}
	case "title":
		r.title = d.str(v, key)
	case "description":
		r.descr = d.str(v, key)
	case "sides":
		if r.sides = d.str(v, key); r.sides != nil && len(strings.Fields(r.sides.val)) != 2 {
			e.add(r.sides.loc, "sides %q: want two names, the side that moves first's then the other's, as in sides: Red Black", r.sides.val)
			r.sides = nil
		}
	case "board-style":
		if r.style = d.str(v, key); r.style != nil {
			if _, err := picture.ParseStyle(r.style.val); err != nil {
				e.add(r.style.loc, "%v", err)
				r.style = nil
			}
		}
	default:
		return false
	}
	return true
}

// pieces reads the pieces list. broken is set when an entry had to be
// dropped because its letter is missing or invalid.
func (d *decoder) pieces(n *yaml.Node, broken *bool) []*rawPiece {
	if n.Kind != yaml.SequenceNode {
		d.e.add(nodeLoc(d.file, n), "pieces: want a list of pieces, got %s", kindName(n))
		*broken = true
		return nil
	}
	out := make([]*rawPiece, 0, len(n.Content)) // room for all, not grown
	// where each letter is first, on the stack (a map was 3 KB of
	// chushogi's load, issue 31); a piece's letter is a piece letter
	var seen letterSet
	var first [pieceLetters]loc
	for _, item := range n.Content {
		item = resolve(item)
		p := d.piece(item)
		if p == nil || p.letter == nil {
			*broken = true
			continue
		}
		i := letterIndex(p.letter.val)
		if seen[i] {
			d.e.add(p.letter.loc, "duplicate piece letter %s (first at %s)", p.letter.val, first[i].short())
			continue
		}
		seen[i], first[i] = true, p.letter.loc
		out = append(out, p)
	}
	return out
}

func (d *decoder) piece(n *yaml.Node) *rawPiece {
	at := nodeLoc(d.file, n)
	p := &rawPiece{at: at}
	// the keys read, each a known field once: room for every one on the
	// stack (two slices on the heap were 6 KB of chushogi's load, issue 31)
	var keysRoom [pieceKeysRoom]string
	var locsRoom [pieceKeysRoom]loc
	keys, keyLocs := keysRoom[:0], locsRoom[:0]
	isMap := d.mapping(n, "pieces: want a piece ({letter: …, betza: …})", "piece: ", pieceFields, func(key string, k, v *yaml.Node) {
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
			p.hand = d.letter(v, key)
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
	if !isMap {
		return nil
	}
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
	err := checkBetza(s.val)
	if err == nil {
		return
	}
	var ge *grammar.Error
	if errors.As(err, &ge) {
		d.e.add(s.pos(ge.Pos.Offset), "betza %s: %s", grammar.Quote(s.val), ge.Msg)
		return
	}
	d.e.add(s.loc, "betza %s: %v", grammar.Quote(s.val), err)
}

// checkBetza is grammar.Check, guarded so that a bug in the parser shows
// as an error rather than a crash.
func checkBetza(src string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error in the Betza parser: %v", r)
		}
	}()
	return grammar.Check(src)
}

// hasVariantField reports whether a key of the mapping m is a field of a
// variant file, or a misspelt one (which the unknown field error names).
func hasVariantField(m *yaml.Node) bool {
	for i := 0; i+1 < len(m.Content); i += 2 {
		k := resolve(m.Content[i])
		if k.Kind == yaml.ScalarNode && (contains(variantFields, k.Value) || suggest(k.Value, variantFields) != "") {
			return true
		}
	}
	return false
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
