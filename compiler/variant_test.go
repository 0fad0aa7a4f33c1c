package compiler

import (
	"errors"
	"strings"
	"testing"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
)

func TestCompileVariant(t *testing.T) {
	v := &variants.Variant{
		Name: "mini", Files: 5, Ranks: 5, Start: "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", File: "mini.yaml",
		Pieces: []variants.Piece{
			{Letter: "P", Name: "Pawn", Betza: "fmWfcF", Promote: &variants.Promote{Zone: 1, To: "NK"}},
			{Letter: "N", Name: "Knight", Betza: "N"},
			{Letter: "X", Name: "Blocker", Betza: ""},
			{Letter: "K", Name: "King", Betza: "K", Royal: true},
		},
	}
	p, err := Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	var want legdefs.Table
	var offsets []int
	for _, s := range []string{"fmWfcF", "N", "", "K"} {
		offsets = append(offsets, len(want))
		tb, err := CompileBetza(s, 5, 5)
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, tb...)
	}
	if diff := cmp.Diff(want, p.Table); diff != "" {
		t.Errorf("table (-want +got):\n%s", diff)
	}
	wantPieces := []legdefs.PieceType{
		{Letter: "P", Name: "Pawn", Betza: "fmWfcF", Offset: offsets[0], Promote: &legdefs.Promotion{Zone: 1, To: []int{1, 3}}, Promoted: -1, Clock: legdefs.ClockReset},
		{Letter: "N", Name: "Knight", Betza: "N", Offset: offsets[1], Hand: 1, Promoted: -1},
		{Letter: "X", Name: "Blocker", Offset: offsets[2], Hand: 2, Promoted: -1},
		{Letter: "K", Name: "King", Betza: "K", Offset: offsets[3], Royal: true, Hand: 3, Promoted: -1},
	}
	if diff := cmp.Diff(wantPieces, p.Pieces); diff != "" {
		t.Errorf("pieces (-want +got):\n%s", diff)
	}
	if p.Name != "mini" || p.Files != 5 || p.Ranks != 5 || p.Start != v.Start {
		t.Errorf("program header = %q %dx%d %q", p.Name, p.Files, p.Ranks, p.Start)
	}
	if len(p.Moves(2)) != 0 || len(p.Moves(3)) != 8 {
		t.Errorf("blocker has %d moves, king %d", len(p.Moves(2)), len(p.Moves(3)))
	}
}

func TestCompileVariantErrors(t *testing.T) {
	v := &variants.Variant{
		Name: "bad", Files: 8, Ranks: 8, File: "bad.yaml",
		Pieces: []variants.Piece{
			{Letter: "P", Betza: "fmnWfcF", BetzaPos: variants.FilePos{Line: 7, Column: 30}},
			{Letter: "N", Betza: "N"},
			{Letter: "Q", Betza: "Q[", BetzaPos: variants.FilePos{Line: 9, Column: 12}},
			{Letter: "K", Betza: "wK", File: "base.yaml", BetzaPos: variants.FilePos{Line: 3, Column: 5}},
			{Letter: "G", Betza: "xpN"},
		},
	}
	_, err := Compile(v)
	var list variants.ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("Compile = %v, want an ErrorList", err)
	}
	if len(list) != 4 {
		t.Fatalf("%d errors, want 4:\n%v", len(list), err)
	}
	lines := strings.Split(err.Error(), "\n")
	want := []string{
		`bad.yaml:7:32: betza "fmnWfcF": 'n' (lame) means nothing`,
		`bad.yaml:9:13: betza "Q[": `,
		`base.yaml:3:5: betza "wK": 'w' means nothing in XBetza`,
		`bad.yaml: piece G: betza "xpN": a hopper's last leg (p or g) keeps only m and c`,
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("error %d = %q\nwant prefix %q", i, lines[i], w)
		}
	}
	var ge *grammar.Error
	if !errors.As(err, &ge) {
		t.Errorf("errors.As(*grammar.Error) failed on %v", err)
	}
	if list[0].File != "bad.yaml" || list[0].Line != 7 || list[0].Column != 32 {
		t.Errorf("first error = %+v", list[0])
	}

	if _, err := Compile(&variants.Variant{File: "big.yaml", Files: 30, Ranks: 8}); err == nil || !strings.HasPrefix(err.Error(), "big.yaml: board 30x8 is out of bounds") {
		t.Errorf("Compile(30x8) = %v", err)
	}
}

// TestCompileUnknownLetters: a rule that names a piece the variant lacks
// is an error at the piece, naming it and the letter (the variants
// package checks files; this Variant is built by hand).
func TestCompileUnknownLetters(t *testing.T) {
	v := &variants.Variant{
		Name: "bad", Files: 8, Ranks: 8, File: "bad.yaml",
		Pieces: []variants.Piece{
			{Letter: "P", Betza: "fmWfcF", BetzaPos: variants.FilePos{Line: 7, Column: 30},
				Promote: &variants.Promote{Zone: 1, To: "Q+R", ToBlack: "Z", Limit: map[string]int{"Y": 1}}, Hand: "H"},
			{Letter: "C", Betza: "mRpcR", CannotHopOver: "CD", CannotCapture: "E", LosesInitialTo: "F",
				SittuyinPromotion: &variants.SittuyinPromotion{To: "G"}, Clock: "sometimes"},
		},
	}
	_, err := Compile(v)
	want := []string{
		`bad.yaml:7:30: piece P: promote: to: no piece Q`,
		`bad.yaml:7:30: piece P: promote: to: no piece +R`,
		`bad.yaml:7:30: piece P: promote: to-black: no piece Z`,
		`bad.yaml:7:30: piece P: promote: limit: no piece Y`,
		`bad.yaml:7:30: piece P: hand: no piece H`,
		`bad.yaml: piece C: clock "sometimes": want reset, irreversible or keep`,
		`bad.yaml: piece C: cannot-hop-over: no piece D`,
		`bad.yaml: piece C: cannot-capture: no piece E`,
		`bad.yaml: piece C: loses-initial-to: no piece F`,
		`bad.yaml: piece C: sittuyin-promotion: to: no piece G`,
	}
	var got []string
	if err != nil {
		got = strings.Split(err.Error(), "\n")
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Compile errors (-want +got):\n%s", diff)
	}
}

// TestProgramMovesBounded: pieces each within MaxPieceMoves must not add up
// to more than MaxProgramMoves (the table's memory).
func TestProgramMovesBounded(t *testing.T) {
	big := strings.Repeat("[Q-Q-Q-Q-Q-Q-Q-Q]", 3) // 3 × 17496 (8 × 3^7) moves; K has 8
	v := &variants.Variant{Name: "big", Files: 8, Ranks: 8, Start: "4k3/8/8/8/8/8/8/4K3 w - - 0 1", File: "big.yaml",
		Pieces: []variants.Piece{{Letter: "K", Betza: "K", Royal: true}}}
	for _, l := range "ABCDEF" {
		v.Pieces = append(v.Pieces, variants.Piece{Letter: string(l), Betza: big})
	}
	_, err := Compile(v)
	var l variants.ErrorList
	if !errors.As(err, &l) || len(l) == 0 {
		t.Fatalf("Compile = %v, want an ErrorList", err)
	}
	want := `big.yaml: piece E: betza "[Q-Q-Q-Q-Q-Q-Q-Q][Q-Q-Q-Q-Q-Q-Q-Q][Q-Q-Q-Q-Q-Q-Q-Q]": with this piece the variant has 262448 moves, more than the 262144 all pieces together may have`
	if got := l[0].Error(); got != want {
		t.Errorf("first error:\n%s\nwant:\n%s", got, want)
	}

	// Region moves count too: one piece, its moves again and again on a
	// square (a 1 MB file holds thousands).
	v.Pieces = v.Pieces[:2]
	for range 5 {
		v.Pieces[1].RegionMoves = append(v.Pieces[1].RegionMoves, variants.RegionMove{Betza: big, From: variants.Region{{File: 0, Rank: 0}}})
	}
	_, err = Compile(v)
	want = `big.yaml: piece A: betza "[Q-Q-Q-Q-Q-Q-Q-Q][Q-Q-Q-Q-Q-Q-Q-Q][Q-Q-Q-Q-Q-Q-Q-Q]": with this piece the variant has 262448 moves, more than the 262144 all pieces together may have`
	if !errors.As(err, &l) || len(l) == 0 || l[0].Error() != want {
		t.Errorf("Compile with region moves = %v, want first:\n%s", err, want)
	}
}

// TestCompileBuiltinsTable compiles every built-in and checks its Table
// against each Betza string compiled alone (CompileBetza), in order: the
// pieces' own moves, then their region moves, each at its Offset. A
// piece whose string an earlier piece has gets that piece's moves
// (compiled), which this checks too.
func TestCompileBuiltinsTable(t *testing.T) {
	for _, name := range variants.BuiltinNames() {
		v, err := variants.Builtin(name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Compile(v)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var want legdefs.Table
		var offsets []int
		add := func(betza string) {
			tb, err := CompileBetza(betza, v.Files, v.Ranks)
			if err != nil {
				t.Fatalf("%s: %s: %v", name, betza, err)
			}
			offsets = append(offsets, len(want))
			want = append(want, tb...)
		}
		for _, vp := range v.Pieces {
			add(vp.Betza)
		}
		for _, vp := range v.Pieces {
			for _, rm := range vp.RegionMoves {
				add(rm.Betza)
			}
		}
		var got []int
		for _, pt := range p.Pieces {
			got = append(got, pt.Offset)
		}
		for _, pt := range p.Pieces {
			for _, rm := range pt.RegionMoves {
				got = append(got, rm.Offset)
			}
		}
		if d := cmp.Diff(want, p.Table); d != "" {
			t.Errorf("%s: table (-each alone +compiled):\n%s", name, d)
		}
		if d := cmp.Diff(offsets, got); d != "" {
			t.Errorf("%s: offsets (-each alone +compiled):\n%s", name, d)
		}
	}
}
