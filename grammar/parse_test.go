package grammar

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func mods(offset int, letters string) []Mod {
	var out []Mod
	for i := range len(letters) {
		out = append(out, Mod{Pos: Pos{offset + i}, Letter: letters[i]})
	}
	return out
}

func TestParseAST(t *testing.T) {
	tests := []struct {
		src  string
		want *Piece
	}{
		{"W", &Piece{Source: "W", Terms: []*Term{{
			Legs: []*Leg{{}},
			Atom: &Atom{Letter: 'W', Range: NoRange},
		}}}},
		{"fmW", &Piece{Source: "fmW", Terms: []*Term{{
			Legs: []*Leg{{Mods: mods(0, "fm")}},
			Atom: &Atom{Pos: Pos{2}, Letter: 'W', Range: NoRange},
		}}}},
		{"R4", &Piece{Source: "R4", Terms: []*Term{{
			Legs: []*Leg{{}},
			Atom: &Atom{Letter: 'R', Range: 4},
		}}}},
		{"NN", &Piece{Source: "NN", Terms: []*Term{{
			Legs: []*Leg{{}},
			Atom: &Atom{Letter: 'N', Range: NoRange, Doubled: true},
		}}}},
		{"KK", &Piece{Source: "KK", Terms: []*Term{
			{Legs: []*Leg{{}}, Atom: &Atom{Letter: 'K', Range: NoRange}},
			{Pos: Pos{1}, Legs: []*Leg{{Pos: Pos{1}}}, Atom: &Atom{Pos: Pos{1}, Letter: 'K', Range: NoRange}},
		}}},
		{"L", &Piece{Source: "L", Terms: []*Term{{Legs: []*Leg{{}}, Atom: &Atom{Letter: 'C', Range: NoRange}}}}},
		{"NX03", &Piece{Source: "NX03", Terms: []*Term{{Legs: []*Leg{{}}, Atom: &Atom{Letter: 'N', Ext: 'X', Range: 3}}}}},
		{"fmW*", &Piece{Source: "fmW*", Terms: []*Term{{
			Legs: []*Leg{{Mods: mods(0, "fm")}},
			Atom: &Atom{Pos: Pos{2}, Letter: 'W', Range: NoRange, Star: true},
		}}}},
		{"mafsW", &Piece{Source: "mafsW", Terms: []*Term{{
			Legs: []*Leg{{Mods: mods(0, "m")}, {Pos: Pos{2}, Mods: mods(2, "fs")}},
			Atom: &Atom{Pos: Pos{4}, Letter: 'W', Range: NoRange},
		}}}},
		{"aK", &Piece{Source: "aK", Terms: []*Term{{
			Legs: []*Leg{{}, {Pos: Pos{1}}},
			Atom: &Atom{Pos: Pos{1}, Letter: 'K', Range: NoRange},
		}}}},
		{"fr[W?B]", &Piece{Source: "fr[W?B]", Terms: []*Term{{
			Outer: mods(0, "fr"),
			Bracket: []*BracketLeg{
				{Pos: Pos{3}, Atom: &Atom{Pos: Pos{3}, Letter: 'W', Range: NoRange}},
				{Pos: Pos{5}, Sep: '?', Atom: &Atom{Pos: Pos{5}, Letter: 'B', Range: NoRange}},
			},
		}}}},
		{"[W-sR]", &Piece{Source: "[W-sR]", Terms: []*Term{{
			Bracket: []*BracketLeg{
				{Pos: Pos{1}, Atom: &Atom{Pos: Pos{1}, Letter: 'W', Range: NoRange}},
				{Pos: Pos{3}, Sep: '-', Mods: mods(3, "s"), Atom: &Atom{Pos: Pos{4}, Letter: 'R', Range: NoRange}},
			},
		}}}},
		{"", &Piece{Source: ""}},
	}
	for _, tc := range tests {
		got, err := Parse(tc.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.src, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("Parse(%q) mismatch (-want +got):\n%s", tc.src, diff)
		}
	}
}

func TestParseTermCount(t *testing.T) {
	tests := []struct {
		src   string
		terms int
		legs  []int // legs per term (0 for a bracket term)
	}{
		{"ifmnDfmWfceF", 3, []int{1, 1, 1}},
		{"KisO2", 2, []int{1, 1}},
		{"KNADcaKcabKmabK", 7, []int{1, 1, 1, 1, 2, 2, 2}},
		{"gabyabsR", 1, []int{3}},
		{"FyafsF", 2, []int{1, 2}},
		{"mRcpR", 2, []int{1, 1}},
		{"WW", 1, []int{1}},
		{"NNN", 2, []int{1, 1}},
		{"BB", 2, []int{1, 1}},
		{"NfN", 2, []int{1, 1}},
	}
	for _, tc := range tests {
		p, err := Parse(tc.src)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.src, err)
			continue
		}
		var legs []int
		for _, term := range p.Terms {
			legs = append(legs, len(term.Legs))
		}
		if diff := cmp.Diff(tc.legs, legs); len(p.Terms) != tc.terms || diff != "" {
			t.Errorf("Parse(%q): %d terms, legs per term (-want +got):\n%s", tc.src, len(p.Terms), diff)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		src    string
		column int
		msg    string
	}{
		{"fmWfcX", 6, "'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY"},
		{"E", 1, "unknown atom 'E': atoms are W F D N A H C Z G (L J), K Q R B, O, U, I and @"},
		{"fmWfmT", 6, "unknown atom 'T': atoms are W F D N A H C Z G (L J), K Q R B, O, U, I and @"},
		{"KX", 2, "'X' must follow a leaper atom (W F D N A H C Z G), not 'K'"},
		{"fm", 1, `modifiers "fm" have no atom: add one, as in fmW`},
		{"NfmW", 0, ""},
		{"Nfc", 2, `modifiers "fc" have no atom: add one, as in fcW`},
		{"R100", 2, "range 100 is too large: a range is 0 to 99 (0 = unlimited)"},
		{"NX123", 3, "range 123 is too large: a range is 0 to 99 (0 = unlimited)"},
		{"[F?R", 1, "unbalanced bracket: '[' is never closed with ']'"},
		{"F]", 2, "unbalanced bracket: ']' has no matching '['"},
		{"[F?]", 4, "a bracket leg needs an atom before ']'"},
		{"[[F]]", 2, "brackets cannot nest"},
		{"[mW-O]", 5, "'O' cannot be a leg inside brackets"},
		{"v[F-R]fX", 8, "'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY"},
		{"[W?fcaR]", 6, "'a' inside brackets: separate the legs with '-' (pass through) or '?' (may stop)"},
		{"Wa", 2, "'a' starts another leg, but nothing follows it: write the next leg's modifiers and the atom, as in mafsW"},
		{"mafsWma", 7, "'a' starts another leg, but nothing follows it: write the next leg's modifiers and the atom, as in mafsW"},
		{"W-F", 2, "'-' outside brackets: chain legs inside brackets, as in [mF-F] or [F?R]"},
		{"3W", 1, "a range must follow an atom, as in R4 or W*"},
		{"W W", 2, "unexpected character ' ': Betza uses modifier letters a-z, atom letters A-Z, '@', digits, '*' and brackets"},
		{"(W)", 1, "parentheses are not supported; write multi-leg moves with 'a' or brackets"},
		{"a[F?R]", 1, "'a' cannot stand before a bracket: the legs of a bracket are separated by '-' or '?'"},
		{"[FaR]", 3, "'a' inside brackets: separate the legs with '-' (pass through) or '?' (may stop)"},
		{"[F?O]", 4, "'O' cannot be a leg inside brackets"},
		{"W**", 3, "a range must follow an atom, as in R4 or W*"},
		{"[WF3]", 3, "a second atom 'F' in a bracket leg: separate the legs with '-' (pass through) or '?' (may stop), as in [W-F]"},
		{"[W3NX]", 4, "a second atom 'N' in a bracket leg: separate the legs with '-' (pass through) or '?' (may stop), as in [W-F]"},
		{"[W?RR]", 5, "a second atom 'R' in a bracket leg: separate the legs with '-' (pass through) or '?' (may stop), as in [W-F]"},
		{"W3*", 3, "a range must follow an atom, as in R4 or W*"},
		{"NXY", 3, "'Y' must follow a leaper atom (W F D N A H C Z G), as in NX or DY"},
		{"@X3", 2, "'X' must follow a leaper atom (W F D N A H C Z G), not '@'"},
		// A string longer than MaxLen is refused before it is parsed: a
		// million W's were "unexpected end of the string" (participle's
		// iteration limit), 200,000 [W-F] a minute and 2.6 GB.
		{strings.Repeat("W", MaxLen), 0, ""},
		{strings.Repeat("W", MaxLen+1), MaxLen + 1, "too long: a piece's Betza is at most 4096 characters"},
		{strings.Repeat("[W-F]", 200000), MaxLen + 1, "too long: a piece's Betza is at most 4096 characters"},
	}
	for _, tc := range tests {
		_, err := Parse(tc.src)
		if tc.column == 0 {
			if err != nil {
				t.Errorf("Parse(%q): unexpected error %v", tc.src, err)
			}
			continue
		}
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("Parse(%q) = %v, want an *Error at column %d", tc.src, err, tc.column)
			continue
		}
		got := struct {
			Column int
			Msg    string
		}{e.Pos.Column(), e.Msg}
		want := struct {
			Column int
			Msg    string
		}{tc.column, tc.msg}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("Parse(%q) error (-want +got):\n%s", tc.src, diff)
		}
	}
}

// specStrings are the well-formed Betza strings of the XBetza spec betzac
// was written from (copied from ../shared/spec/xbetza.md, outside the
// repository; docs/xbetza.md summarizes it) and of
// compiler/testdata/id-legdefs.tsv.
var specStrings = []string{
	"W", "F", "D", "N", "A", "H", "C", "Z", "G", "L", "J", "K", "Q", "R", "B", "O", "U", "I", "@",
	"WX", "FX", "DX", "NX", "AX", "HX", "CX", "ZX", "GX", "DY", "NY", "AY", "CY", "ZY",
	"AA", "BB", "DD", "F0", "FF", "KK", "N0", "NN", "R4", "W0", "WW", "WF", "RB",
	"fW", "fsW", "fF", "frF", "fN", "frN", "rfN", "lfN", "flN", "fsN", "fhN", "hrN", "rN", "ffrrN",
	"fK", "frK", "fsK", "fhK", "frW", "cW", "mK", "dQ",
	"ifmnD", "ifmnDfmWfceF", "fmWfceFifmnD", "mRcpR", "pB", "gQ", "nD", "nN", "jR", "iN", "jO",
	"KisO2", "KisO3", "RmasR", "BmasB", "mafsW", "mafF", "caK", "cabK", "mabK", "KNADcaKcabKmabK",
	"fmFfcafmF", "fcafmF", "FyafsF", "yafsF", "yafsW", "cafmR", "gabyabsR", "aK", "aaK", "mamaK",
	"mamcK", "pasR", "casR", "ucaF", "mRaiR", "zB", "gafQ", "gafsR", "gafsW0", "pafR", "mafsR",
	"masR", "mpafN", "afraflWaflafrW", "mafmafsKmafsmafKmaflmafrKmafrmaflK", "fmW*",
	"[F?R]", "[F-R]", "[W?B]", "[D?B]", "[F-B]", "[W-R]", "[W?sR]", "[W-sR]", "[vW?B]",
	"v[F?R]", "v[W?B]", "fr[W?B]", "f@", "fs@3", "j@",
}

func TestRoundTrip(t *testing.T) {
	for _, src := range specStrings {
		p, err := Parse(src)
		if err != nil {
			t.Errorf("Parse(%q): %v", src, err)
			continue
		}
		checkRoundTrip(t, p)
	}
}

// checkRoundTrip parses Print(p) and compares the ASTs, ignoring positions
// (printing may shorten "W03" to "W3") and the source text.
func checkRoundTrip(t *testing.T, p *Piece) {
	t.Helper()
	printed := Print(p)
	q, err := Parse(printed)
	if err != nil {
		t.Fatalf("Parse(Print(Parse(%q))) = Parse(%q): %v", p.Source, printed, err)
	}
	opts := cmp.Options{cmpopts.IgnoreTypes(Pos{}), cmpopts.IgnoreFields(Piece{}, "Source")}
	if diff := cmp.Diff(p, q, opts); diff != "" {
		t.Fatalf("round trip of %q via %q changed the AST (-first +second):\n%s", p.Source, printed, diff)
	}
	if again := Print(q); again != printed {
		t.Fatalf("Print is not stable: %q then %q", printed, again)
	}
}

func TestPrintCanonical(t *testing.T) {
	tests := map[string]string{
		"L":     "C",
		"J3":    "Z3",
		"W03":   "W3",
		"NN":    "NN",
		"fmLfJ": "fmCfZ",
		"[F?R]": "[F?R]",
	}
	for src, want := range tests {
		p, err := Parse(src)
		if err != nil {
			t.Errorf("Parse(%q): %v", src, err)
			continue
		}
		if got := Print(p); got != want {
			t.Errorf("Print(Parse(%q)) = %q, want %q", src, got, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range specStrings {
		f.Add(s)
	}
	for _, s := range []string{"fmWfcX", "R100", "[F?R", "Wa", "", "a", "NNNN", "W-F", "[a]",
		strings.Repeat("W", MaxLen+1), strings.Repeat("[W-F]", MaxLen/5+1)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		p, err := Parse(src)
		if err != nil {
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("Parse(%q) returned %T, want *Error", src, err)
			}
			if e.Pos.Offset < 0 || e.Pos.Offset > len(src) {
				t.Fatalf("Parse(%q): error position %d outside the string", src, e.Pos.Offset)
			}
			return
		}
		checkRoundTrip(t, p)
	})
}

func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		if _, err := Parse("KNADcaKcabKmabK"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseNew parses chushogi's Betza strings without the memo, as
// a variant's first load does.
func BenchmarkParseNew(b *testing.B) {
	srcs := []string{"B", "BW", "BsbRfWfDfcafWfcabWfmabW", "FD", "FfW", "FsbW", "FsfW", "FvW", "K",
		"KNADcaKcabKmabK", "KvR", "Q", "R", "RF", "RbBfFfAfcafFfcabFfmabF", "WA", "WfF", "fR", "fW",
		"sRB", "sRvW", "vR", "vRB", "vRbB", "vRfB", "vRsW", "vW", "vWfF", "[F?R]", "fr[mW-cF?R]"}
	b.ReportAllocs()
	for b.Loop() {
		for _, src := range srcs {
			if _, err := parseNew(src); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkParserBuild builds participle's parser of the grammar, which a
// process does once, at its first Parse.
func BenchmarkParserBuild(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		buildParser()
	}
}
