package fsf

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/internal/quote"
)

// chessKeys is FSF's built-in chess as ini settings on top of the
// default template (which is chess without pieces), for [x:chess].
// A section without a parent has no promotion piece types (FSF's parser
// calls reset_pieces); chess's are nbrq.
var chessKeys = []kv{{key: "pawn", value: "p"}, {key: "knight", value: "n"}, {key: "bishop", value: "b"},
	{key: "rook", value: "r"}, {key: "queen", value: "q"}, {key: "king", value: "k"}, {key: "promotionPieceTypes", value: "nbrq"}}

// builtinKeys are the built-in variants of FSF (src/variant.cpp) a section
// may inherit that the import knows, as settings on the default template.
// They are built on first use: only an import reads them, and every
// command paid for them at start-up (issue 31).
var builtinKeys = lazy.Value[map[string][]kv]{Build: func() map[string][]kv {
	m := map[string][]kv{
		"chess": chessKeys,
		// gardner_variant: chess on 5x5
		"gardner": append(append([]kv(nil), chessKeys...), kv{key: "maxRank", value: "5"}, kv{key: "maxFile", value: "e"},
			kv{key: "startFen", value: "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1"},
			kv{key: "promotionRegionWhite", value: "*5"}, kv{key: "promotionRegionBlack", value: "*1"},
			kv{key: "doubleStep", value: "false"}, kv{key: "castling", value: "false"}),
		// losalamos_variant: chess without bishops on 6x6
		"losalamos": {{key: "pawn", value: "p"}, {key: "knight", value: "n"}, {key: "rook", value: "r"},
			{key: "queen", value: "q"}, {key: "king", value: "k"}, {key: "promotionPieceTypes", value: "qrn"},
			{key: "maxRank", value: "6"}, {key: "maxFile", value: "f"},
			{key: "startFen", value: "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1"},
			{key: "promotionRegionWhite", value: "*6"}, {key: "promotionRegionBlack", value: "*1"},
			{key: "doubleStep", value: "false"}, {key: "castling", value: "false"}},
	}
	addBuiltins(m) // builtins.go
	m["xiangqi"] = xiangqiKeys()
	m["janggi"] = janggiKeys()
	return m
}}

// kv is a setting; level is how many sections below the imported one
// it was set (0: in it, 1: in its parent, ...); line is its line in the
// file (0 for a built-in parent's).
type kv struct {
	key, value string
	level      int
	line       int
}

type section struct {
	name, parent string
	keys         []kv
	line         int
	again        []int       // the lines of later sections of its name
	notes        []LineError // warnings: its keys set again (add) or to nothing
}

// ParseINI reads the sections of a variants.ini file as Fairy-Stockfish
// does (src/variant.cpp, VariantMap::parse_istream, commit c19b5f6), or
// refuses, at the line and column, what betzac cannot read so: a header
// without its ']', a setting FSF would not apply as it looks (setting).
// A line whose first non-space is '#' or ';' is skipped: FSF skips it
// from column 1, and an indented one it ignores too ("Invalid syntax",
// or an invalid option before a '=').
func ParseINI(r io.Reader) (map[string]*section, error) {
	secs := map[string]*section{}
	var cur *section
	sc := bufio.NewScanner(r) // drops a line's last '\r', as FSF does
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		raw := sc.Text()
		line := strings.TrimSpace(raw)
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if line[0] == '[' {
			if raw[0] != '[' {
				return nil, &ColError{n, 1, fmt.Sprintf("%q: a header must start its line: Fairy-Stockfish takes one only from a '[' in the first column and reads this line as a setting without '=', which it ignores", quote.Short(raw))}
			}
			end := strings.IndexByte(line, ']')
			if end < 0 {
				return nil, &ColError{n, 1, fmt.Sprintf("%q: a header without ']' on its line: Fairy-Stockfish reads the name on across the lines that follow, up to the next ']', and loads them as no settings", quote.Short(raw))}
			}
			// the name and parent verbatim, spaces and all, as
			// Fairy-Stockfish reads them (sectionname.go)
			name, parent, _ := strings.Cut(line[1:end], ":")
			cur = &section{name: name, parent: parent, line: n}
			if first, ok := secs[cur.name]; ok { // FSF loads the first: sameName
				first.again = append(first.again, n)
				continue
			}
			secs[cur.name] = cur
			continue
		}
		if cur == nil {
			return nil, &ColError{n, 1, fmt.Sprintf("%q: a line before the first [section]: Fairy-Stockfish skips every line up to its first header", quote.Short(raw))}
		}
		k, err := readSetting(raw, n)
		if err != nil {
			return nil, err
		}
		if k.value == "" {
			cur.notes = append(cur.notes, LineError{n, fmt.Sprintf("%s without a value: Fairy-Stockfish does not set it (its parent's value or default stays), and neither does the import", k.key)})
			continue
		}
		cur.add(k)
	}
	return secs, sc.Err()
}

// add appends the setting k to s, or replaces the value of an earlier
// one of its key: FSF keeps a section's settings in a map (parser.h,
// Config), where the last of a key wins. The import warns of it (again).
func (s *section) add(k kv) {
	for i := range s.keys {
		if s.keys[i].key == k.key {
			s.notes = append(s.notes, LineError{s.keys[i].line, fmt.Sprintf("%s set again at line %d: Fairy-Stockfish takes the last value, and so does the import", k.key, k.line)})
			s.keys[i].value, s.keys[i].line = k.value, k.line
			return
		}
	}
	s.keys = append(s.keys, k)
}

// stdWS is what C++'s std::ws skips (isspace in the "C" locale).
const stdWS = " \t\n\v\f\r"

// exactKeys are the settings whose value FSF's parser compares whole
// with its words (parser.cpp, set<bool>, set<Value> and the rules'
// set<...>: value == "true"), so that a space after the value changes it.
var exactKeys = lazyKeys{Build: func() map[string]bool {
	return keySet(`enclosingDrop wallingRule flipEnclosedPieces nFoldValue chasingRule stalemateValue
	checkmateValue extinctionValue connectValue materialCounting countingRule`)
}}

// readSetting reads the setting line raw (line n) as parse_istream does:
// the key up to the first '=', less the spaces (only ' ') at its end,
// the value after it less the std::ws at its start. Where FSF would not
// apply it as it looks, it is refused: a key with a space or tab before
// it or a tab after it (FSF: "Invalid option: ..."), no key, or a typed
// value FSF compares whole with a space after it. A line without '='
// (FSF: "Invalid syntax") is refused too. A value that is empty FSF
// does not set (getline fails after std::ws at the line's end): the
// setting is left out and the import warns (ParseINI).
func readSetting(raw string, n int) (kv, error) {
	k, v, ok := strings.Cut(raw, "=")
	if !ok {
		return kv{}, &ColError{n, 1, fmt.Sprintf("%q: a setting without '=': Fairy-Stockfish ignores the line (its check command says \"Invalid syntax\")", quote.Short(raw))}
	}
	key := strings.TrimRight(k, " ")
	switch {
	case strings.TrimSpace(key) == "":
		return kv{}, &ColError{n, 1, fmt.Sprintf("%q: no key before '=': Fairy-Stockfish ignores the line", quote.Short(raw))}
	case strings.TrimLeft(key, stdWS) != key:
		return kv{}, &ColError{n, 1, fmt.Sprintf("%q: a setting must start its line: Fairy-Stockfish reads the key %q with the indentation, which names no setting, and ignores it (\"Invalid option\")", quote.Short(raw), key)}
	case strings.TrimRight(key, stdWS) != key:
		return kv{}, &ColError{n, len(strings.TrimRight(key, stdWS)) + 1, fmt.Sprintf("%q: a tab after the key: Fairy-Stockfish drops only the spaces (' ') before '=' and reads the key %q, which names no setting, and ignores it (\"Invalid option\")", quote.Short(raw), key)}
	}
	value := strings.TrimLeft(v, stdWS)
	trimmed := strings.TrimRight(value, stdWS)
	if trimmed != value && (boolKeys.Get()[key] || exactKeys.Get()[key]) {
		reads := "none" // set<WallingRule> ...: NO_WALLING, VALUE_NONE, ...
		if boolKeys.Get()[key] {
			reads = "false" // set<bool>: target = value == "true"
		}
		return kv{}, &ColError{n, len(raw) - (len(value) - len(trimmed)) + 1, fmt.Sprintf("%s = %q: a space after the value: Fairy-Stockfish compares the whole value with its words and reads %q as %s (its check command: \"Invalid value\")", key, value, value, reads)}
	}
	// FSF reads every other value in a way that skips a space at its end
	// (a number, letters, squares, a FEN, a Betza string): trimmed
	return kv{key: key, value: trimmed, line: n}, nil
}

func resolve(secs map[string]*section, name string, depth int) ([]kv, error) {
	s, ok := secs[name]
	if !ok {
		if bk, ok := builtinKeys.Get()[name]; ok {
			keys := append([]kv(nil), bk...)
			for i := range keys {
				keys[i].level = depth
			}
			return keys, nil
		}
		if depth == 0 && Builtin(name) {
			return nil, fmt.Errorf("variants.ini has no section [%s]: Fairy-Stockfish's %s is built in (src/variant.cpp), and the import does not know its settings (it knows %s)", name, name, knownBuiltins())
		}
		if depth == 0 {
			return nil, fmt.Errorf("variants.ini has no section [%s]", quote.Short(name))
		}
		if !Builtin(name) {
			return nil, fmt.Errorf("its parent [%s] is neither a section of the file nor a Fairy-Stockfish built-in variant (\"Variant template '%s' does not exist.\")", quote.Short(name), quote.Short(name))
		}
		return nil, fmt.Errorf("inherits Fairy-Stockfish's built-in variant %q, which the import does not know (it knows %s); copy its settings into the section", name, knownBuiltins())
	}
	if depth > 1000 { // no loop: a parent comes first (below)
		return nil, &LineError{s.line, fmt.Sprintf("section [%s]: inheritance more than 1000 sections deep", name)}
	}
	var keys []kv
	if s.parent != "" {
		if p, ok := secs[s.parent]; ok && p.line >= s.line {
			return nil, &LineError{s.line, fmt.Sprintf("section [%s]: its parent [%s] is not before it (line %d): Fairy-Stockfish reads a file in order and loads no section whose parent it has not read (\"Variant template '%s' does not exist\")", name, s.parent, p.line, s.parent)}
		}
		pk, err := resolve(secs, s.parent, depth+1)
		var le *LineError
		if err != nil && !errors.As(err, &le) { // an unknown parent: at this section's header
			err = &LineError{s.line, fmt.Sprintf("section [%s]: %v", name, err)}
		}
		if err != nil {
			return nil, err
		}
		keys = append(keys, pk...)
	}
	// A later setting replaces an earlier one in place (piece order is
	// kept; a piece set to "-" is removed).
	for _, k := range s.keys {
		k.level = depth
		replaced := false
		for i := range keys {
			if keys[i].key == k.key {
				renameType(keys, k.key, keys[i].value, k.value, depth)
				v := k.value
				if pairKeys.Get()[k.key] {
					v = mergePairs(keys[i].value, v)
				}
				keys[i].value, keys[i].level, keys[i].line = v, depth, k.line
				replaced = true
			}
		}
		if !replaced {
			dropReplacedPromotion(keys, k, depth)
			keys = append(keys, k)
		}
	}
	return keys, nil
}

// dropReplacedPromotion: a section's new piece setting k that takes the
// letter of another type its parents define removes that type, and FSF's
// remove_piece (variant.h) takes it out of the inherited promotion
// types too (dragon-chess: customPiece2 = n:NK leaves its pawn only the
// queen).
func dropReplacedPromotion(keys []kv, k kv, depth int) {
	c := strings.ToLower(firstLetter(k.value))
	if _, piece := fsfPieces.Get()[k.key]; c == "" || !piece && !strings.HasPrefix(k.key, "customPiece") {
		return
	}
	taken := false
	for _, o := range keys {
		if _, piece := fsfPieces.Get()[o.key]; (piece || strings.HasPrefix(o.key, "customPiece")) && o.key != k.key && strings.ToLower(firstLetter(o.value)) == c {
			taken = true
		}
	}
	if !taken {
		return
	}
	for j := range keys {
		switch keys[j].key {
		case "promotionPieceTypes", "promotionPieceTypesWhite", "promotionPieceTypesBlack":
			if keys[j].level > depth {
				keys[j].value = strings.NewReplacer(c, "", strings.ToUpper(c), "").Replace(keys[j].value)
			}
		}
	}
}

// typeSetKeys are settings whose value names piece types by letter. FSF
// parses them into types, so a section that gives a type another letter
// (gemini's "archbishop = a" on janus's j) keeps the type in its
// parent's sets: renameType writes the new letter there.
var typeSetKeys = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{
		"promotionPieceTypes": true, "promotionPawnTypes": true, "extinctionPieceTypes": true,
		"flagPiece": true, "pawnTypes": true, "enPassantTypes": true, "castlingRookPieces": true,
		"castlingKingPiece": true, "mutuallyImmuneTypes": true, "blastImmuneTypes": true,
		"petrifyOnCaptureTypes": true, "promotedPieceType": true, "promotionLimit": true,
	}
}}

// renameType writes letter to for letter from in the type sets keys
// inherited from below depth when key is a piece type's setting.
func renameType(keys []kv, key, from, to string, depth int) {
	if _, piece := fsfPieces.Get()[key]; !piece && !strings.HasPrefix(key, "customPiece") {
		return
	}
	from, to = strings.ToLower(firstLetter(from)), strings.ToLower(firstLetter(to))
	if from == "" || to == "" || from == to {
		return
	}
	for j := range keys {
		if typeSetKeys.Get()[keys[j].key] && keys[j].level > depth {
			keys[j].value = strings.NewReplacer(from, to, strings.ToUpper(from), strings.ToUpper(to)).Replace(keys[j].value)
		}
	}
}

// firstLetter is the piece letter a piece setting's value starts with
// ("a", or "a:BN" for a custom piece), "" if none.
func firstLetter(v string) string {
	v = strings.TrimSpace(v)
	if v == "" || v == "-" {
		return ""
	}
	return v[:1]
}

// pairKeys are settings of "type:value" pairs that FSF's parser sets
// pair by pair on the parent's (parser.cpp): a section adds to them.
var pairKeys = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"promotedPieceType": true, "promotionLimit": true}
}}

// mergePairs sets the pairs of v on those of parent, by their type.
func mergePairs(parent, v string) string {
	out := strings.Fields(parent)
	for _, pair := range strings.Fields(v) {
		from, _, _ := strings.Cut(pair, ":")
		replaced := false
		for i, q := range out {
			if f, _, _ := strings.Cut(q, ":"); strings.EqualFold(f, from) {
				out[i], replaced = pair, true
			}
		}
		if !replaced {
			out = append(out, pair)
		}
	}
	return strings.Join(out, " ")
}

// knownBuiltins lists the names of builtinKeys.
func knownBuiltins() string {
	names := make([]string, 0, len(builtinKeys.Get()))
	for n := range builtinKeys.Get() {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// notes are the warnings of ParseINI on the lines of section name and
// of the sections of the file it inherits.
func notes(secs map[string]*section, name string) []LineError {
	var out []LineError
	for s, n := secs[name], 0; s != nil && n <= len(secs); s, n = secs[s.parent], n+1 {
		out = append(out, s.notes...)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}

// sameName warns of the sections FSF does not load because an earlier
// one has their name (variant.cpp, parse_istream: "Variant 'x' already
// exists"); the import reads the first, as FSF does.
func sameName(secs map[string]*section) []LineError {
	var out []LineError
	for _, s := range secs {
		for _, n := range s.again {
			out = append(out, LineError{n, fmt.Sprintf("section [%s] again (first at line %d): Fairy-Stockfish loads only the first, and so does the import", s.name, s.line)})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}
