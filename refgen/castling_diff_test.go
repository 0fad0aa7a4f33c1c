package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/variants"
)

// activeYAML is like FSF's variants.ini [active], with the king on e1 (the
// section's king on d1 castles one square queenside, O1, which refgen
// does not name apart from its step): on 9 files it castles to g1 with the
// rook on h1 (a queen stands in the corner) or to c1 with the rook on a1
// (castling-partners: R).
const activeYAML = `name: active
board: 9x8
castling-partners: R
pieces:
  - {letter: P, name: Pawn, betza: ifmnDfmWfceF, promote: {zone: 1, to: NBRQ}}
  - {letter: N, name: Knight, betza: N}
  - {letter: B, name: Bishop, betza: B}
  - {letter: R, name: Rook, betza: R}
  - {letter: Q, name: Queen, betza: Q}
  - {letter: K, name: King, betza: KisO2, royal: true}
start: rnbqkbnrq/ppppppppp/9/9/9/9/PPPPPPPPP/RNBQKBNRQ w KQkq - 0 1
`

// TestDifferentialCastlingPartners plays random games of [active] (see
// TestDifferential) from the start and from positions where either side
// may castle, an inner rook (b1) stands between the king and the partner,
// or the kingside right names the rook inside the corner queen.
func TestDifferentialCastlingPartners(t *testing.T) {
	v, err := variants.LoadBytes("active.yaml", []byte(activeYAML))
	if err != nil {
		t.Fatal(err)
	}
	c := chessGames("active",
		"r3k2rq/ppppppppp/9/9/9/9/PPPPPPPPP/R3K2RQ w KQkq - 0 1",
		"r3k2rq/p1ppppp1p/9/1q5b1/9/9/P1PPPPP1P/R3K2RQ w KQkq - 0 1",
		"r3k2rr/p1ppppp1p/9/1q5b1/9/9/P1PPPPP1P/RR2K2RQ w Kq - 0 1",
		"r3k1r1r/ppppppppp/9/9/9/9/PPPPPPPPP/R3K1R1R w KQkq - 0 1")
	c.v, c.perft = v, 2
	runDiffs(t, 501, []diffCase{c}, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}

// screenYAML is FSF's variants.ini [screen] as betzac imports it: the
// setup drops of Placement Chess on each side's four first ranks, where a
// royal dropped on a square an enemy piece attacks is illegal.
const screenYAML = `name: screen
board: 8x8
pieces:
  - {letter: P, name: Pawn, betza: ifmnDfmWfceF, promote: {zone: 1, to: NBRQ}, drop: {ranks: [2, 4], file-limit: 1}, initial-region: "a2-h2"}
  - {letter: N, name: Knight, betza: N, drop: {ranks: [1, 4]}}
  - {letter: B, name: Bishop, betza: B, drop: {ranks: [1, 4]}}
  - {letter: R, name: Rook, betza: R, drop: {ranks: [1, 4]}}
  - {letter: Q, name: Queen, betza: Q, drop: {ranks: [1, 4]}}
  - {letter: K, name: King, betza: KisO2, royal: true, drop: {ranks: [1, 4]}}
castling-drops: R
opposite-colour-drops: B
drops: true
must-drop: true
royal-drops: true
start: 8/8/8/8/8/8/8/8[KQRRBBNNPPPPPPPPkqrrbbnnpppppppp] w - - 0 1
`

// TestDifferentialRoyalDrops plays random games of [screen] from
// positions where a king in hand may be dropped on attacked squares.
func TestDifferentialRoyalDrops(t *testing.T) {
	v, err := variants.LoadBytes("screen.yaml", []byte(screenYAML))
	if err != nil {
		t.Fatal(err)
	}
	c := diffCase{variant: "screen", v: v, games: 2, plies: 40, each: 3, splies: 30, need: drop | check, perft: 2,
		starts: []string{"8/8/8/8/8/8/8/B7[KQRRBNNPPPPPPPPkqrrbbnnpppppppp] b - - 0 1", "4k3/8/8/8/8/8/8/R6R[Kbb] w - - 0 1"}}
	runDiffs(t, 601, []diffCase{c}, func(c *diffCase) { c.games, c.each = 1, 1 })
}

// TestDifferentialFlyingCastle plays random games of chess with the
// flying-general rule, where a castling king may not pass a square facing
// the enemy king, from positions with open files beside the kings.
func TestDifferentialFlyingCastle(t *testing.T) {
	v, err := variants.LoadBytes("flying.yaml", []byte("name: flying\ninherit: chess\nflying-general: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	c := chessGames("flying", "r3k2r/8/8/8/8/8/8/5K2 b kq - 0 1", "r3k2r/8/8/8/8/8/8/3K4 b kq - 0 1",
		"r3k2r/p2p3p/8/8/4n3/8/P2P3P/R3K2R w KQkq - 0 1").needs(castle | check)
	c.v, c.perft = v, 2
	runDiffs(t, 701, []diffCase{c}, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}

// TestDifferentialOppositeCastling plays random games of chess where a
// castling takes away the opponent's right on the same side.
func TestDifferentialOppositeCastling(t *testing.T) {
	v, err := variants.LoadBytes("opp.yaml", []byte("name: opposite-castling\ninherit: chess\nopposite-castling: true\n"))
	if err != nil {
		t.Fatal(err)
	}
	c := chessGames("opposite-castling", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
		"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1").needs(castle | check)
	c.v, c.perft = v, 3
	runDiffs(t, 801, []diffCase{c}, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}

// TestDifferentialCastlingWins plays random games of [castle] (Black wins
// by castling queenside and loses once it cannot) from positions where
// Black may castle or lose the right.
func TestDifferentialCastlingWins(t *testing.T) {
	v, err := variants.LoadBytes("castle.yaml", []byte("name: castle\ninherit: chess\ncastling-wins: q\n"))
	if err != nil {
		t.Fatal(err)
	}
	c := chessGames("castle", "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
		"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "r3k2r/p1pppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1").needs(castle | check)
	c.v, c.perft = v, 3
	runDiffs(t, 901, []diffCase{c}, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}

// TestDifferentialPromoteNothing plays random games of [maharajah] (its
// pawns have nothing to promote to: they may not enter their last rank but
// still attack it) from positions with pawns one step from it.
func TestDifferentialPromoteNothing(t *testing.T) {
	const maharajah = `name: maharajah
board: 8x8
pieces:
  - {letter: P, name: Pawn, betza: ifmnDfmWfceF, promote: {zone: 1, to: "-"}}
  - {letter: N, name: Knight, betza: N}
  - {letter: B, name: Bishop, betza: B}
  - {letter: R, name: Rook, betza: R}
  - {letter: Q, name: Queen, betza: Q}
  - {letter: K, name: King, betza: KisO2, royal: true}
  - {letter: M, name: Amazon, betza: QN, royal: true}
start: rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1
`
	v, err := variants.LoadBytes("maharajah.yaml", []byte(maharajah))
	if err != nil {
		t.Fatal(err)
	}
	c := diffCase{variant: "maharajah", v: v, games: 6, plies: 120, each: 4, splies: 60, need: castle | check, perft: 3,
		starts: []string{"4k3/8/8/8/8/8/1p6/3M4 w - - 0 1", "r3k2r/1pp5/8/8/8/8/1p4p1/2M5 w kq - 0 1"}}
	runDiffs(t, 1001, []diffCase{c}, func(c *diffCase) { c.games, c.each = 2, 1 })
}
