package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
)

// TestDifferentialWrapCurve plays random games of two test variants (not
// built in) and compares refgen and the VM at every position: cylinder
// chess, whose pieces all wrap round the side edges (o), and a chess with
// a crooked bishop (zB), a circular knight (qN) and a torus rook (ooR).
func TestDifferentialWrapCurve(t *testing.T) {
	chessLike := func(name, n, b, r, q, k string) *variants.Variant {
		return &variants.Variant{Name: name, Files: 8, Ranks: 8,
			Start: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			Pieces: []variants.Piece{
				{Letter: "P", Betza: "ifmnDfmWfceoF", Promote: &variants.Promote{Zone: 1, To: "QRBN"}},
				{Letter: "N", Betza: n}, {Letter: "B", Betza: b}, {Letter: "R", Betza: r},
				{Letter: "Q", Betza: q}, {Letter: "K", Betza: k, Royal: true},
			}}
	}
	games, plies, depth := 12, 120, 3
	if !testenv.Full() {
		games, plies, depth = 3, 60, 2
	}
	// perft from the start and from a middle game where the pieces have
	// room to wrap and curve
	starts := []string{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/pp1n1ppp/2pbpn2/q2p4/3P1B2/2NBPN2/PPPQ1PPP/R3K2R w KQkq - 0 1"}
	tests := []diffCase{
		{variant: "cylinder chess", v: chessLike("cylinderchess", "oN", "oB", "oR", "oQ", "oKisO2"),
			games: games, plies: plies, need: castle | check, starts: starts, perft: depth},
		{variant: "curved chess", v: chessLike("curvedchess", "qN", "zB", "ooR", "Q", "KisO2"),
			games: games, plies: plies, need: check, starts: starts, perft: depth},
	}
	for _, c := range tests {
		t.Run(c.variant, func(t *testing.T) { runDiff(t, c, 10) })
	}
}

// TestWrapEPRights: a cylinder Berolina pawn's double step round the side
// edge (a2 to g4 over h3, worked out by hand) makes h3 its e.p. square.
// (Read back from a FEN, refgen takes the victim to be straight ahead of
// the square, as for any Berolina pawn: the VM's test checks the capture.)
func TestWrapEPRights(t *testing.T) {
	g, err := refgen.New(&variants.Variant{Name: "t", Files: 8, Ranks: 8, Pieces: []variants.Piece{
		{Letter: "P", Betza: "oifmnAofmF"}, {Letter: "E", Betza: "eW"}}, Start: "8/8/8/8/7e/8/P7/8 w - - 0 1"})
	if err != nil {
		t.Fatal(err)
	}
	fen, err := g.Play("8/8/8/8/7e/8/P7/8 w - - 0 1", "a2g4")
	if err != nil {
		t.Fatal(err)
	}
	if want := "8/8/8/8/6Pe/8/8/8 b - h3 0 1"; fen != want {
		t.Errorf("after a2g4: %s, want %s", fen, want)
	}
}
