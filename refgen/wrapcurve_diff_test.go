package refgen_test

import (
	"testing"

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
	games, plies := 12, 120
	if testing.Short() {
		games, plies = 3, 60
	}
	tests := []diffCase{
		{variant: "cylinder chess", v: chessLike("cylinderchess", "oN", "oB", "oR", "oQ", "oKisO2"),
			games: games, plies: plies, need: castle | check},
		{variant: "curved chess", v: chessLike("curvedchess", "qN", "zB", "ooR", "Q", "KisO2"),
			games: games, plies: plies, need: check},
	}
	for _, c := range tests {
		t.Run(c.variant, func(t *testing.T) { runDiff(t, c, 10) })
	}
}
