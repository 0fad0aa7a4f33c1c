package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/vm/vmtest"
)

// TestDifferential plays random games and compares, at every position, the
// legal moves of refgen (which walks the Betza AST) with the VM's (which
// runs the compiled legdefs table); see runDiff for what each position is
// checked for.
func TestDifferential(t *testing.T) {
	// Besides the start position, games start from positions rich in
	// castling, e.p. and promotions (the chessprogramming.org perft
	// positions, and bare back ranks), played for fewer plies.
	chessStarts := append(vmtest.ChessPerftFENs(),
		"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
		"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"r3k2r/1b4q1/8/8/8/8/1B4Q1/R3K2R b KQkq - 0 1",
	)
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
		chessGames("knightmate", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1"),
		// a hopper, and pawns without the double step (so no e.p.)
		chessGames("grasshopper", "4k3/1P1g2g1/8/2G5/8/5g2/1G4p1/4K3 w - - 0 1").needs(chessKinds &^ ep),
		// several royal pieces, and promotions to a royal type
		chessGames("coregal", "2Q5/3Pq2k/6p1/4Bp1p/5P1P/8/8/K7 w - - 2 72", "r3k2r/1P4q1/8/8/8/8/1p4Q1/R3K2R w KQkq - 0 1"),
		// each side promotes to its own pieces (promote: to-black)
		chessGames("chigorin", "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1", "8/1k5P/8/8/8/3K4/p7/8 b - - 0 1"),
		// a promotion zone of squares (promote: squares); no castling, and
		// pawns without the double step
		chessGames("legan", "k7/1P6/8/8/8/8/6p1/7K w - - 0 1").needs(promo | check),
		// Berolina pawns: diagonal double steps, e.p. in the marked FEN form
		chessGames("berolina", "rnbqkbnr/pp1p1ppp/8/2pPp3/8/8/PP1PPPPP/RNBQKBNR w KQkq c5d6 0 1", "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1"),
		// pawns that step sideways or back (initial-region, clock)
		chessGames("pawnsideways", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1"),
		// Sho Shogi: a Drunk Elephant that may promote to a second royal
		// piece while its King is attacked (royal-extinction)
		{variant: "shoshogi", games: 3, plies: 120, starts: []string{
			"4k4/9/4E4/9/9/9/1r7/9/K8 w - - 0 1",
		}, each: 2, splies: 40, need: check},
		chessGames("pawnback", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1"),
	}
	runDiffs(t, 1, tests, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
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
		// FSF's pieceDemotion and dropPromoted (chennis: a confined king;
		// gethenian: pseudo-royal K and +K), piecePromotionOnCapture on
		// the whole board (cetus), as betzac import fsf writes them
		{variant: "testdata/fsf-chennis.yaml", games: 3, plies: 100, splies: 40, need: drop},
		{variant: "testdata/fsf-gethenian.yaml", games: 3, plies: 100, splies: 40, need: drop},
		{variant: "testdata/fsf-cetus.yaml", games: 3, plies: 60, splies: 40, starts: []string{
			"9/9/9/1b7/4o4/3O+o4/5+O3/2B6/9[PNpn] w - - 0 1", // O and +O capture: promote and demote
		}, each: 2, need: drop},
	}
	runDiffs(t, 201, tests, func(c *diffCase) {
		c.games, c.each, c.corpus, c.plies = 1, min(c.each, 1), min(c.corpus, 1), min(c.plies, 60)
	})
}

// TestDifferentialLarge runs the differential games of TestDifferential on
// the larger-board chess variants whose rules refgen models: Shako (jO
// castling with the rook one square in from its corner cannon, on the
// second rank; cannons; pawns double-stepping from the third rank), Janus
// (castling 4 squares one way and 3 the other) and Torpedo (a double step
// from any square, each one giving the e.p. right).
func TestDifferentialLarge(t *testing.T) {
	tests := []diffCase{
		chessGames("shako", "c8c/er3k2re/pppppppppp/10/10/10/10/PPPPPPPPPP/ER3K2RE/C8C w KQkq - 0 1", "10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1", "5k4/1P3c4/10/2pP6/10/10/10/10/7p2/C4K4 w - c8 0 1").withGames(6, 140),
		chessGames("janus", "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1", "r3k4r/10/10/10/10/10/10/R3K4R w KQkq - 0 1").withGames(6, 140),
		chessGames("torpedo", "r3k2r/pp4pp/8/2p1p3/3P4/8/PP4PP/R3K2R w KQkq - 0 1").withGames(8, 140),
	}
	runDiffs(t, 101, tests, func(c *diffCase) { c.games, c.each = 1, 1 })
}

// TestDifferentialZones plays random games of the variants with zone rules
// (confinement, region moves, flying general, Makpong) and of the Makruk
// family, comparing the VM with refgen at every position (see
// TestDifferential), from the start and from positions where the rules
// bite: soldiers across the river, generals on open files, a checked
// Makpong king. It also compares perft counts at those positions.
func TestDifferentialZones(t *testing.T) {
	// games of 120 plies from the start, 4 of 60 from each start, and
	// perft to depth 2 at each start
	zone := func(variant string, games int, starts ...string) diffCase {
		return diffCase{variant: variant, games: games, plies: 120, starts: starts, each: 4, splies: 60, perft: 2}
	}
	tests := []diffCase{
		zone("xiangqi", 12, "4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1", "3k5/4a4/4b4/2P1P1P2/9/9/2p1p1p2/4B4/4A4/5K3 w - - 0 1", "2bak4/4a4/4c4/9/4C4/9/9/9/4A4/3AK4 b - - 0 1", "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1"),
		zone("manchu", 6),
		zone("makruk", 12, "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1"),
		zone("makpong", 12, "3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1", "4k3/8/8/8/8/8/4r3/r3K3 w - - 0 1"),
		zone("ai-wok", 6),
		// region moves that must end in a region (Janggi's palace lines)
		zone("testdata/palace.yaml", 4, "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1", "3k5/4r4/9/9/9/9/9/9/4R4/5K3 w - - 0 1"),
		zone("shatranj", 6),
	}
	runDiffs(t, 101, tests, func(c *diffCase) { c.games, c.each, c.perft = max(1, c.games/6), min(c.each, 1), 1 })
}
