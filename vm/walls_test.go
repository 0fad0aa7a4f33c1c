package vm_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestWallMovesByHand checks walling moves written as Fairy-Stockfish
// writes them ("MOVE,TOWALL") on positions worked out by hand.
func TestWallMovesByHand(t *testing.T) {
	cases := []struct {
		name, variant, fen string
		has, not           []string
		why                string
	}{
		{"trail", "snailtrail", "", []string{"a1a2,a2a1", "a1b1,b1a1", "a1b2,b2a1"}, []string{"a1b2", "a1b2,b2b1"},
			"the snail on a1 walls the square it leaves, and only that one"},
		{"static region", "isolation", "", []string{"c1b1,b1a1", "c1b1,b1f8"}, []string{"c1b1,b1c1", "c1b1,b1d8", "c1b1,b1b1"},
			"never on c1 or d8 (walling-region), nor on a piece"},
		{"arrow", "amazons", "10/10/10/10/10/10/10/10/*9/Q*8 w - - 0 1",
			[]string{"a1b2,b2a1", "a1c3,c3a1", "a1j10,j10a1", "a1c3,c3c1"}, []string{"a1b2,b2b1", "a1b2,b2a2", "a1a2,a2a3", "a1c3,c3d1"},
			"the amazon on a1 can only go up the diagonal; its arrow flies a queen's move from where it lands, over the square it left, never through a wall nor a knight's move away"},
		{"duck moves", "duck", "rnbqkbnr/pppppppp/8/8/8/5*2/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
			[]string{"g8f6,f6e3", "g8f6,f6g8", "e7e5,e5e7"}, []string{"g8f6,f6f3", "g8f6,f6f6", "g8f6,f6e2"},
			"the duck leaves f3 for an empty square (its own or a piece's is not)"},
		{"duck blocks", "duck", "4k3/8/8/8/4*3/8/8/4R2K w - - 0 1",
			[]string{"e1e3,e3e1"}, []string{"e1e5,e5e1", "e1e8,e8e1"},
			"the rook stops before the duck on e4: no capture of the king through it"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := position(t, builtin(t, c.variant), c.fen)
			wantMoves(t, pos, c.has, c.not)
			for _, s := range c.has {
				if m, err := pos.ParseMove(s); err != nil || pos.MoveString(m) != s {
					t.Errorf("ParseMove(%q) = %s, %v", s, pos.MoveString(m), err)
				}
			}
		})
	}
}

// TestWallMissing: a move written without its wall says so.
func TestWallMissing(t *testing.T) {
	pos := position(t, builtin(t, "snailtrail"), "")
	_, err := pos.ParseMove("a1b2")
	want := `move "a1b2": incomplete: a move of this variant names its wall square too, as a1b2,b2a1`
	if err == nil || err.Error() != want {
		t.Errorf("ParseMove(a1b2): got %v, want %s", err, want)
	}
}

// TestWallCountsByHand counts walling moves worked out by hand (golden/
// has Fairy-Stockfish's counts for longer runs).
func TestWallCountsByHand(t *testing.T) {
	cases := []struct {
		name, variant, fen string
		depth              int
		want               uint64
		why                string
	}{
		{"trail", "snailtrail", "", 2, 9, "three steps from each corner, each walling its own square"},
		{"trail blocked", "snailtrail", "6p/7/7/7/7/**5/P*5 w - - 0 1", 1, 0, "a2, b2 and b1 are walls: the snail cannot move"},
		{"isolation", "isolation", "", 1, 5 * 45, "5 steps from c1, 48 squares less the two pawns and c1, d8"},
		{"lone duck", "duck", "4k3/8/8/8/8/8/8/4K2* w - - 0 1", 1, 5 * 61,
			"the king has 5 steps; the duck goes to any of the 62 empty squares but h1, where it stands (a wall on h1, in Black's promotion rank, is no pawn)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := position(t, builtin(t, c.variant), c.fen)
			if diff := cmp.Diff(c.want, countBelow(pos, c.depth)); diff != "" {
				t.Errorf("%s depth %d (%s): (-want +got)\n%s", c.fen, c.depth, c.why, diff)
			}
		})
	}
}

// TestWallsMakeUnmake plays every walling move two plies deep and checks
// that the FEN and the hash come back, and that the incremental hash is the
// hash from scratch (the duck leaving its square included).
func TestWallsMakeUnmake(t *testing.T) {
	for _, c := range []struct{ variant, fen string }{
		{"duck", "r1bqkbnr/ppppp3/2n3*p/5pp1/4P3/3P1NP1/PPP2P1P/RNBQKB1R w KQkq - 1 5"},
		{"snailtrail", "6*/5*1/5*1/5p1/2P4/**5/*6 w - - 6 4"},
		{"amazons", "*5q3/3*2*3/1q5**1/*9/3Qq5/q*1*2Q3/8Q1/10/10/3Q6 w - - 8 5"},
	} {
		pos := position(t, builtin(t, c.variant), c.fen)
		if got := pos.FEN(); got != c.fen {
			t.Errorf("%s: FEN %q reads back as %q", c.variant, c.fen, got)
		}
		checkWalk(t, pos, 2, c.fen)
	}
}

func checkWalk(t *testing.T, pos *vm.Position, depth int, fen string) {
	t.Helper()
	if depth == 0 {
		return
	}
	before, hash := pos.FEN(), pos.Hash()
	for i, m := range pos.LegalMoves() {
		if i%7 != 0 && depth == 1 { // a sample below the root
			continue
		}
		pos.Make(m)
		if pos.Hash() != pos.HashFromScratch() {
			t.Fatalf("%s: after %s the hash is not the hash from scratch", fen, pos.MoveString(m))
		}
		if n := strings.Count(pos.FEN(), "*"); n > strings.Count(before, "*")+1 {
			t.Fatalf("%s: after %s: %d walls", fen, pos.MoveString(m), n)
		}
		checkWalk(t, pos, depth-1, fen)
		pos.Unmake(m)
		if pos.FEN() != before || pos.Hash() != hash {
			t.Fatalf("%s: %s unmade gives %s", fen, pos.MoveString(m), pos.FEN())
		}
	}
}

// TestWallFENErrors: a FEN's walls where the variant has none, and two
// ducks; a wall is no piece standing where it could not (h1 is in
// Black's promotion rank).
func TestWallFENErrors(t *testing.T) {
	if _, err := vm.NewPosition(builtin(t, "duck"), "4k3/8/8/8/8/8/8/4K2* w - - 0 1"); err != nil {
		t.Errorf("a duck on h1: %v", err)
	}
	for _, c := range []struct{ variant, fen, want string }{
		{"chess", "rnbqkbnr/pppppppp/8/8/4*3/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "which is not a hole of this variant"},
		{"duck", "rnbqkbnr/pppppppp/8/8/4*3/*7/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "two ducks (a3 and e4)"},
	} {
		_, err := vm.NewPosition(builtin(t, c.variant), c.fen)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: got %v, want an error containing %q", c.variant, c.fen, err, c.want)
		}
	}
}
