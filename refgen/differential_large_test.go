package refgen_test

import (
	"testing"
)

// TestDifferentialLarge runs the differential games of TestDifferential on
// the larger-board chess variants whose rules refgen models: Shako (jO
// castling with the rook one square in from its corner cannon, on the
// second rank; cannons; pawns double-stepping from the third rank), Janus
// (castling 4 squares one way and 3 the other) and Torpedo (a double step
// from any square, each one giving the e.p. right).
func TestDifferentialLarge(t *testing.T) {
	tests := []diffCase{
		{variant: "shako", games: 6, plies: 140, starts: []string{
			"c8c/er3k2re/pppppppppp/10/10/10/10/PPPPPPPPPP/ER3K2RE/C8C w KQkq - 0 1",
			"10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1",
			"5k4/1P3c4/10/2pP6/10/10/10/10/7p2/C4K4 w - c8 0 1",
		}, each: 4, splies: 60, need: chessKinds},
		{variant: "janus", games: 6, plies: 140, starts: []string{
			"r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1",
			"r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1",
		}, each: 4, splies: 60, need: chessKinds},
		{variant: "torpedo", games: 8, plies: 140, starts: []string{
			"r3k2r/pp4pp/8/2p1p3/3P4/8/PP4PP/R3K2R w KQkq - 0 1",
		}, each: 4, splies: 60, need: chessKinds},
	}
	for vi, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			if testing.Short() {
				tt.games, tt.each = 1, 1
			}
			runDiff(t, tt, uint64(vi)+101)
		})
	}
}
