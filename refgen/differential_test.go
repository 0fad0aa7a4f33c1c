package refgen_test

import (
	"testing"
)

// TestDifferential plays random games and compares, at every position, the
// legal moves of refgen (which walks the Betza AST) with the VM's (which
// runs the compiled legdefs table); see runDiff for what each position is
// checked for.
func TestDifferential(t *testing.T) {
	// Besides the start position, games start from positions rich in
	// castling, e.p. and promotions (the chessprogramming.org perft
	// positions, and bare back ranks), played for fewer plies.
	chessStarts := []string{
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"r3k2r/1b4q1/8/8/8/8/1B4Q1/R3K2R b KQkq - 0 1",
	}
	tests := []diffCase{
		{variant: "chess", games: 24, plies: 160, starts: chessStarts, each: 6, splies: 60, need: chessKinds},
		{variant: "capablanca", games: 16, plies: 160, starts: []string{
			"r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1",
			"r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1",
			"r1a1qk1c1r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1A1QK1C1R w KQkq - 0 1",
			"4k5/1P8/10/2pP6/10/10/8p1/5K4 w - c6 0 1",
		}, each: 6, splies: 60, need: chessKinds},
		{variant: "hookchess", games: 24, plies: 160, starts: chessStarts, each: 6, splies: 60, need: chessKinds},
		// a royal knight that castles, and Manns
		{variant: "knightmate", games: 12, plies: 160, starts: []string{
			"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
		}, each: 4, splies: 60, need: chessKinds},
		// a hopper, and pawns without the double step (so no e.p.)
		{variant: "grasshopper", games: 12, plies: 160, starts: []string{
			"4k3/1P1g2g1/8/2G5/8/5g2/1G4p1/4K3 w - - 0 1",
		}, each: 4, splies: 60, need: chessKinds &^ ep},
		// several royal pieces, and promotions to a royal type
		{variant: "coregal", games: 12, plies: 160, starts: []string{
			"2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72",
			"r3k2r/1P4q1/8/8/8/8/1p4Q1/R3K2R w KQkq - 0 1",
		}, each: 4, splies: 60, need: chessKinds},
		// each side promotes to its own pieces (promote: to-black)
		{variant: "chigorin", games: 12, plies: 160, starts: []string{
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
			"8/1k5P/8/8/8/3K4/p7/8 b - - 0 1",
		}, each: 4, splies: 60, need: chessKinds},
		// a promotion zone of squares (promote: squares); no castling, and
		// pawns without the double step
		{variant: "legan", games: 12, plies: 160, starts: []string{
			"k7/1P6/8/8/8/8/6p1/7K w - - 0 1",
		}, each: 4, splies: 60, need: promo | check},
		// Berolina pawns: diagonal double steps, e.p. in the marked FEN form
		{variant: "berolina", games: 12, plies: 160, starts: []string{
			"rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq c5d6 0 1",
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
		}, each: 4, splies: 60, need: chessKinds},
		// pawns that step sideways or back (initial-region, clock)
		{variant: "pawnsideways", games: 12, plies: 160, starts: []string{
			"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
		}, each: 4, splies: 60, need: chessKinds},
		// Sho Shogi: a Drunk Elephant that may promote to a second royal
		// piece while its King is attacked (royal-extinction)
		{variant: "shoshogi", games: 3, plies: 120, starts: []string{
			"4k4/9/4E4/9/9/9/1r7/9/K8 w - - 0 1",
		}, each: 2, splies: 40, need: check},
		{variant: "pawnback", games: 12, plies: 160, starts: []string{
			"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
			"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
		}, each: 4, splies: 60, need: chessKinds},
	}
	for vi, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			if testing.Short() {
				tt.games, tt.each = max(1, tt.games/6), 1
			}
			runDiff(t, tt, uint64(vi)+1)
		})
	}
}

// TestDifferentialDrops plays random games of the drop variants (see
// TestDifferential): holdings, captures to hand (demoted, colour flipped),
// drops and their restrictions, shogi-style promotion and immobility, and
// crazyhouse's promoted pawns. Besides each start position, games start
// from the first positions of the variant's golden corpus (most have
// pieces in hand) and from positions where a rule decides: a pawn drop
// that would mate (shogi, minishogi), full hands (crazyhouse).
func TestDifferentialDrops(t *testing.T) {
	tests := []diffCase{
		{variant: "shogi", games: 5, plies: 160, corpus: 4, starts: []string{
			"k8/2G6/1G7/9/9/9/9/9/4K4[P] w - - 0 1", // P@a8 would mate: not a move
			"lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL[Bb] b - - 0 1",
		}, each: 3, splies: 100, need: drop | check},
		{variant: "minishogi", games: 12, plies: 120, corpus: 6, starts: []string{
			"k4/2G2/1G3/5/2K2[P] w - - 0 1", // P@a4 would mate
		}, each: 3, splies: 100, need: drop | check},
		{variant: "crazyhouse", games: 6, plies: 160, corpus: 3, starts: []string{
			"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[RNrn] w KQkq - 0 1",
			"4k3/1P6/8/8/8/8/6p1/4K3[Qq] w - - 0 1",
		}, each: 3, splies: 100, need: drop | check},
		{variant: "kyotoshogi", games: 4, plies: 100, corpus: 1, splies: 40, need: drop | check},
		{variant: "torishogi", games: 3, plies: 100, corpus: 1, splies: 40, need: drop | check},
		{variant: "euroshogi", games: 3, plies: 100, corpus: 1, splies: 40, need: drop | check},
		{variant: "yarishogi", games: 3, plies: 100, corpus: 1, splies: 40, need: drop | check},
		{variant: "loop", games: 3, plies: 100, corpus: 2, splies: 40, need: drop | check},
		// chessgi game 1 has a pawn dropped on g1 that takes on f2 and
		// may then double-step, as in Fairy-Stockfish (initial-region)
		{variant: "chessgi", games: 3, plies: 100, corpus: 2, splies: 40, need: drop | check},
		{variant: "pocketknight", games: 3, plies: 100, corpus: 1, splies: 40, need: drop | check},
		// drops on the first rank only, a pawn in hand never dropped
		{variant: "dragon", games: 3, plies: 100, corpus: 4, splies: 40, need: drop | check},
		// a piece turns over only when it captures, and back
		{variant: "micro", games: 4, plies: 100, corpus: 2, splies: 40, need: drop | check},
	}
	for vi, tt := range tests {
		t.Run(tt.variant, func(t *testing.T) {
			if testing.Short() {
				tt.games, tt.each, tt.corpus, tt.plies = 1, min(tt.each, 1), min(tt.corpus, 1), min(tt.plies, 60)
			}
			runDiff(t, tt, uint64(vi)+201)
		})
	}
}
