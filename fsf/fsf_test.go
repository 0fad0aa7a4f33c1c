package fsf

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

func load(t *testing.T, arg string) (*variants.Variant, *legdefs.Program) {
	t.Helper()
	v, p, err := compiler.Load(arg)
	if err != nil {
		t.Fatal(err)
	}
	return v, p
}

// Export, import, compile: the same moves, rules and start; and the same
// perft counts as a second check.
func TestRoundTrip(t *testing.T) {
	for _, arg := range []string{"chess", "chess960", "capablanca", "testdata/fairy.yaml", "shatranj", "shatar"} {
		t.Run(arg, func(t *testing.T) {
			v, p := load(t, arg)
			section := "betzac-" + v.Name // not FSF's built-in of the name
			text, err := Export(v, p, section)
			if err != nil {
				t.Fatal(err)
			}
			imp, err := Import(strings.NewReader(text), section)
			if err != nil {
				t.Fatal(err)
			}
			if len(imp.Untranslated) > 0 {
				t.Errorf("untranslated: %q", imp.Untranslated)
			}
			_, q, err := compiler.LoadBytes(v.Name+".yaml", []byte(imp.YAML))
			if err != nil {
				t.Fatalf("%v\n%s", err, imp.YAML)
			}
			if d := ProgramDiff(p, q); d != "" {
				t.Errorf("round trip differs:\n%s", d)
			}
			a, _ := vm.NewPosition(p, "")
			b, _ := vm.NewPosition(q, "")
			if na, nb := perft.Count(a, 3), perft.Count(b, 3); na != nb {
				t.Errorf("perft 3: %d before, %d after the round trip", na, nb)
			}
		})
	}
}

func TestExportFairy(t *testing.T) {
	v, p := load(t, "testdata/fairy.yaml")
	text, err := Export(v, p, "spider")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"[spider]\n", "customPiece1 = s:WDNB3\n", "knight = n\n", "promotionPieceTypes = srbn\n",
		"castlingKingsideFile = g\n", "startFen = rnbskbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBSKBNR w KQkq - 0 1\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("export lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "queen") {
		t.Errorf("the removed queen was exported:\n%s", text)
	}
}

func TestExportRefuses(t *testing.T) {
	tests := []struct {
		name, yaml string
		want       []Problem
	}{
		{"hook mover", "name: x\ninherit: chess\npieces:\n  - {letter: R, name: Hook, betza: RmasR}\n",
			[]Problem{{Piece: "R", Name: "Hook", Betza: "RmasR", Reason: "multi-leg move (the a modifier); Fairy-Stockfish reads single-leg Betza only and ignores a"}}},
		{"bracket", "name: x\ninherit: chess\npieces:\n  - {letter: N, name: Gryphon, betza: \"[F?R]\"}\n",
			[]Problem{{Piece: "N", Name: "Gryphon", Betza: "[F?R]", Reason: "bracket notation (multi-leg moves); Fairy-Stockfish reads single-leg Betza only"}}},
		{"modifiers", "name: x\ninherit: chess\npieces:\n  - {letter: N, name: Odd, betza: oNjB}\n",
			[]Problem{
				{Piece: "N", Name: "Odd", Betza: "oNjB", Reason: "modifier o is not in Fairy-Stockfish's Betza"},
				{Piece: "N", Name: "Odd", Betza: "oNjB", Reason: "modifier j is not in Fairy-Stockfish's Betza"},
			}},
		{"direction on K", "name: x\ninherit: chess\npieces:\n  - {letter: S, name: Silver, betza: fKbR}\n",
			[]Problem{{Piece: "S", Name: "Silver", Betza: "fKbR", Reason: "a direction on K: Fairy-Stockfish gives it to each of W and F (fK is fW+fF there); write those moves apart"}}},
		{"two kings", "name: x\ninherit: chess\npieces:\n  - {letter: Q, name: Queen, betza: Q, royal: true}\n",
			[]Problem{{Reason: "2 royal piece types; Fairy-Stockfish has one king"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, p, err := compiler.LoadBytes("x.yaml", []byte(tt.yaml))
			if err != nil {
				t.Fatal(err)
			}
			_, err = Export(v, p, "")
			var ee *ExportError
			if !errors.As(err, &ee) {
				t.Fatalf("want an *ExportError, got %v", err)
			}
			if d := cmp.Diff(tt.want, ee.Problems); d != "" {
				t.Errorf("problems (-want +got):\n%s", d)
			}
		})
	}
}

func TestImport(t *testing.T) {
	f, err := os.ReadFile("testdata/sample.ini")
	if err != nil {
		t.Fatal(err)
	}
	imp, err := Import(strings.NewReader(string(f)), "leaper")
	if err != nil {
		t.Fatal(err)
	}
	wantUn := []string{"enclosingDrop = reversi"}
	if d := cmp.Diff(wantUn, imp.Untranslated); d != "" {
		t.Errorf("untranslated (-want +got):\n%s", d)
	}
	if d := cmp.Diff([]string{"pieceToCharTable = PNBRQ...K:pnbrq...k"}, imp.Ignored); d != "" {
		t.Errorf("ignored (-want +got):\n%s", d)
	}
	v, err := variants.LoadBytes("leaper.yaml", []byte(imp.YAML))
	if err != nil {
		t.Fatalf("%v\n%s", err, imp.YAML)
	}
	var got []string
	for _, p := range v.Pieces {
		got = append(got, p.Letter+":"+p.Betza)
	}
	// castlingKingsideFile = f: the king on e castles one square
	// right, and two left to FSF's default queenside file c
	want := []string{"P:ifmnDfmWfceF", "N:N", "B:B", "R:R", "K:KirO1ilO2", "L:WDN"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("pieces (-want +got):\n%s\n%s", d, imp.YAML)
	}
	if v.Piece("P").Promote.To != "LRBN" {
		t.Errorf("promotion to %q, want LRBN", v.Piece("P").Promote.To)
	}

	// Inheriting FSF's chess.
	imp, err = Import(strings.NewReader(string(f)), "grandish")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(imp.YAML, "board: 10x10\n") || !strings.Contains(imp.YAML, `betza: "KisO2"`) {
		t.Errorf("grandish:\n%s", imp.YAML)
	}

	for _, tt := range []struct{ section, err string }{
		{"fromfsf", "inherits Fairy-Stockfish's built-in variant \"seirawan\""},
		{"nosuch", "no section [nosuch]"},
	} {
		if _, err := Import(strings.NewReader(string(f)), tt.section); err == nil || !strings.Contains(err.Error(), tt.err) {
			t.Errorf("Import %s: got %v, want %q", tt.section, err, tt.err)
		}
	}
}

// TestImportBareKing: FSF's extinction settings become bare-king only as
// Shatranj and Shatar set them (variants.cpp); other extinction rules are
// not translated.
func TestImportBareKing(t *testing.T) {
	const base = "[x]\nking = k\nrook = r\nstartFen = 4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n"
	tests := []struct {
		name, keys, want string
		untranslated     []string
	}{
		{"shatranj", "extinctionValue = loss\nextinctionClaim = true\nextinctionPieceTypes = *\nextinctionPieceCount = 1\nextinctionOpponentPieceCount = 2\n", "bare-king: loses\n", nil},
		{"shatar", "extinctionValue = draw\nextinctionPieceTypes = *\nextinctionPieceCount = 1\n", "bare-king: ends\n", nil},
		// extinctionValue none (FSF's default) turns the rule off
		// (position.cpp is_immediate_game_end): the rest does nothing
		{"no value", "extinctionPieceTypes = *\nextinctionPieceCount = 1\n", "", nil},
		// other extinction rules are extinction (rules_test.go), and a
		// type the section lacks is named
		{"other types", "extinctionValue = loss\nextinctionPieceTypes = q\nextinctionPieceCount = 1\n", "",
			[]string{"extinctionPieceTypes = q (Q is not a translated piece)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			imp, err := Import(strings.NewReader(base+tt.keys), "x")
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.untranslated, imp.Untranslated); d != "" {
				t.Errorf("untranslated (-want +got):\n%s", d)
			}
			if got := strings.Contains(imp.YAML, "bare-king"); got != (tt.want != "") || tt.want != "" && !strings.Contains(imp.YAML, tt.want) {
				t.Errorf("want %q in:\n%s", tt.want, imp.YAML)
			}
		})
	}
}

func TestParseINIErrors(t *testing.T) {
	for _, in := range []string{"[open\n", "[a]\nnovalue\n", "key = v\n"} {
		if _, err := ParseINI(strings.NewReader(in)); err == nil {
			t.Errorf("ParseINI(%q): want an error", in)
		}
	}
}

func FuzzImport(f *testing.F) {
	f.Add("[a:chess]\nmaxFile = 10\ncustomPiece1 = x:WD\n", "a")
	f.Add("[a]\npawn = p\nking = k:KN\npromotionRegionWhite = *7 *8\n", "a")
	f.Add("[a:chess]\nimmobile = o\npromotedPieceType = p:o\nstartFen = k*+p~o/8/8/8/8/8/8/K+ w KQ0 z 1\n", "a")
	// empty-square counts that expandRow once allocated (or overflowed)
	f.Add("[a:chess]\nstartFen = 99999999999999999999/8/8/8/8/8/8/8 w - - 0 1\n", "a")
	f.Add("[a:chess]\nstartFen = 200000000/8/8/8/8/8/8/8 w - - 0 1\n", "a")
	f.Add("[a:chess]\nmaxFile = 2000000000\nmaxRank = 2000000000\npromotionRegionWhite = *1\n", "a")
	f.Fuzz(func(t *testing.T, ini, section string) {
		imp, err := Import(strings.NewReader(ini), section)
		if err != nil {
			return
		}
		// What Import hands out must load and compile.
		if _, _, err := compiler.LoadBytes(section+".yaml", []byte(imp.YAML)); err != nil {
			t.Errorf("Import wrote a file that does not compile: %v\n%s", err, imp.YAML)
		}
	})
}

// TestImportRefusesWhatDoesNotLoad: a section whose translation betzac
// cannot load, compile or set up is an error naming the setting, not a
// variant file.
func TestImportRefusesWhatDoesNotLoad(t *testing.T) {
	tests := []struct{ ini, want string }{
		{"[a:chess]\ncustomPiece1 = x:((((((((W\n",
			`line 2: section [a]: customPiece1: the variant file it translates to is wrong: betza "((((((((W": parentheses are not supported; write multi-leg moves with 'a' or brackets`},
		{"[a]\nmaxFile = 8\n",
			"line 1: section [a]: the piece types: the variant file it translates to is wrong: pieces: want a list of pieces, got nothing (null)"},
		{"[a:chess]\nstartFen = hello world\n",
			"line 2: section [a]: startFen: the variant file it translates to is wrong: start: the FEN board has 1 ranks, the board 8"},
	}
	for _, tt := range tests {
		imp, err := Import(strings.NewReader(tt.ini), "a")
		if err == nil || err.Error() != tt.want {
			t.Errorf("Import(%q): error %v, want %q", tt.ini, err, tt.want)
			if imp != nil {
				t.Logf("YAML:\n%s", imp.YAML)
			}
		}
	}
}

// TestImportMustCapture: FSF's mustCapture becomes must-capture.
func TestImportMustCapture(t *testing.T) {
	const base = "[x]\nking = k\nrook = r\nstartFen = 4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n"
	for _, tt := range []struct {
		keys string
		want bool
	}{{"mustCapture = true\n", true}, {"mustCapture = false\n", false}, {"", false}} {
		imp, err := Import(strings.NewReader(base+tt.keys), "x")
		if err != nil {
			t.Fatal(err)
		}
		if len(imp.Untranslated) > 0 || strings.Contains(imp.YAML, "must-capture: true\n") != tt.want {
			t.Errorf("%q: untranslated %q, want must-capture %v in:\n%s", tt.keys, imp.Untranslated, tt.want, imp.YAML)
		}
	}
}
