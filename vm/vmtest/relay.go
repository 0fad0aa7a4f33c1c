package vmtest

import (
	"slices"
	"strings"
	"testing"
)

// RelayCase is a position for relay (x) moves worked out by hand from the
// Interactive Diagram's rule (betza.js NextLeg; H.G. Muller's comments of
// 2020 on chessvariants.com, see vm/doc.go "Relay"): a final x leg that
// reaches a friend of another type gives the mover that friend's moves,
// from the mover's own square; a non-final x leg has the friend make the
// remaining legs. x alone gives no move of its own. The VM's and refgen's
// tests both check it. X is a blocker that never moves.
type RelayCase struct {
	Name, FEN string
	Pieces    []BetzaPiece
	From      []string // only the moves from these squares are compared
	Want      []string // sorted
}

// Moves keeps the moves of all that start on one of c.From, sorted.
func (c RelayCase) Moves(all []string) []string {
	var out []string
	for _, m := range all {
		for _, sq := range c.From {
			if strings.HasPrefix(m, sq) && (len(m) == len(sq) || m[len(sq)] >= 'a') {
				out = append(out, m)
			}
		}
	}
	slices.Sort(out)
	return out
}

// Check reports the moves of all from c.From that differ from c.Want.
func (c RelayCase) Check(t testing.TB, all []string) {
	t.Helper()
	if got := c.Moves(all); !slices.Equal(got, c.Want) {
		t.Errorf("%s: moves from %v\n got %v\nwant %v", c.FEN, c.From, got, c.Want)
	}
}

// RelayCases are the relay positions worked out by hand.
var RelayCases = []RelayCase{
	{
		// xQ on d4 looks along the queen lines for the first piece: up,
		// the knight on d6 (d5 empty): it borrows the knight's moves from
		// d4, b3 b5 c2 c6 e2 e6 (taking the enemy there) f3 f5. Right, the
		// blocker on f4 has no moves to lend; down-left, the enemy on b2
		// lends nothing; the other lines reach the edge.
		Name: "xQ borrows a knight", FEN: "8/8/3Nx3/8/3M1X2/8/1x6/8 w - - 0 1",
		Pieces: []BetzaPiece{{Letter: "M", Betza: "xQ"}, {Letter: "N", Betza: "N"}},
		From:   []string{"d4"},
		Want:   []string{"d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5"},
	},
	{
		// Odin's Rune Chess king, xK, on e4 with a rook on e5 and a bishop
		// on d3 beside it: rook moves from e4 (e5 is the rook itself: up is
		// blocked; down e3 e2 e1; right f4 g4 and the enemy on h4; left d4
		// c4 b4 a4) and bishop moves (d3 blocked; f5 g6 h7, f3 g2 h1, d5 c6
		// b7 a8): 20 moves.
		Name: "xK borrows a rook and a bishop", FEN: "8/8/8/4R3/4M2x/3B4/8/8 w - - 0 1",
		Pieces: []BetzaPiece{{Letter: "M", Betza: "xK"}, {Letter: "R", Betza: "R"}, {Letter: "B", Betza: "B"}},
		From:   []string{"e4"},
		Want: []string{"e4a4", "e4a8", "e4b4", "e4b7", "e4c4", "e4c6", "e4d4", "e4d5", "e4e1", "e4e2",
			"e4e3", "e4f3", "e4f4", "e4f5", "e4g2", "e4g4", "e4g6", "e4h1", "e4h4", "e4h7"},
	},
	{
		// A friend of the mover's own type lends nothing (betza.js: "but
		// not if same type"): two xK side by side have no moves.
		Name: "same type lends nothing", FEN: "8/8/8/8/3MM3/8/8/8 w - - 0 1",
		Pieces: []BetzaPiece{{Letter: "M", Betza: "xK"}},
		From:   []string{"d4", "e4"},
		Want:   nil,
	},
	{
		// Knight-relay knight mNxaN on b1 (H.G. Muller's example): it moves
		// without capturing to a3 and d2, and makes the friendly blocker on
		// c3, a knight's move away, jump like a knight: a2 a4 b5 d5 d1 e2
		// and the capture on e4 (not back to b1, which is straight back and
		// occupied anyway). The induced moves are the blocker's: they start
		// on c3.
		Name: "knight relay", FEN: "8/8/8/8/4x3/2X5/8/1M6 w - - 0 1",
		Pieces: []BetzaPiece{{Letter: "M", Betza: "mNxaN"}},
		From:   []string{"b1", "c3"},
		Want:   []string{"b1a3", "b1d2", "c3a2", "c3a4", "c3b5", "c3d1", "c3d5", "c3e2", "c3e4"},
	},
	{
		// Black borrows Black's moves: the black xK on d5 borrows the
		// forward step (fW) of the pawn on e5 beside it, down the board
		// for Black: d5d4 alone (White's form would give d5d6).
		Name: "black borrows black's moves", FEN: "8/8/8/3mp3/8/8/8/8 b - - 0 1",
		Pieces: []BetzaPiece{{Letter: "M", Betza: "xK"}, {Letter: "P", Betza: "fW"}},
		From:   []string{"d5"},
		Want:   []string{"d5d4"},
	},
}

// RelayRoyals are the pieces of the relay positions with a king: K is
// royal, M (xK) borrows its neighbours' moves, N (mNxaN) makes a friend a
// knight's move away jump like a knight.
var RelayRoyals = []BetzaPiece{
	{Letter: "K", Betza: "K", Royal: true},
	{Letter: "M", Betza: "xK"},
	{Letter: "R", Betza: "R"},
	{Letter: "N", Betza: "mNxaN"},
}
