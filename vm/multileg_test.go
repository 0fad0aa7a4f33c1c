package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestMultiLegByHand checks multi-leg pieces against move lists worked out
// by hand (the comment of each case says how).
func TestMultiLegByHand(t *testing.T) {
	tests := []struct {
		name         string
		betza        string
		files, ranks int
		fen          string
		want         []string
	}{
		{
			// A hook mover on b2 of an empty 4x4 board reaches every other
			// square: its own lines directly, the rest by a turn (b2-b4-d4
			// or b2-d2-d4 for d4); each once, written by the first path in
			// table order (first legs left, down, up, right: see
			// Disassemble).
			name: "hook mover, empty 4x4", betza: "RmasR", files: 4, ranks: 4,
			fen: "4/4/1M2/4 w - - 0 1",
			want: []string{"b2a2", "b2a2,a2a3", "b2a2,a2a4", "b2b1", "b2b1,b1a1", "b2b3",
				"b2b3,b3c3", "b2b3,b3d3", "b2b4", "b2b4,b4c4", "b2b4,b4d4", "b2c2", "b2c2,c2c1",
				"b2d2", "b2d2,d2d1"},
		},
		{
			// Blocked: b3 holds a friend, so the hook mover cannot go up;
			// it reaches a2 and c2..d2 and b1 directly, turns at a2 (a1,
			// a3, a4), c2 (c1, c3, c4), d2 (d1, d3, d4), b1 (a1, c1, d1).
			name: "hook mover, blocked", betza: "RmasR", files: 4, ranks: 4,
			fen: "4/1X2/1M2/4 w - - 0 1",
			want: []string{"b2a2", "b2a2,a2a3", "b2a2,a2a4", "b2b1", "b2b1,b1a1", "b2c2",
				"b2c2,c2c1", "b2c2,c2c3", "b2c2,c2c4", "b2d2", "b2d2,d2d1", "b2d2,d2d3", "b2d2,d2d4"},
		},
		{
			// Capricorn on a1 of an empty 4x4 board: the long diagonal
			// b2 c3 d4, and a right-angle turn at b2 (to c1 or a3) or at c3
			// (to d2, b4, or via b4 no further: a5 is off the board).
			name: "capricorn, empty 4x4", betza: "BmasB", files: 4, ranks: 4,
			fen:  "4/4/4/M3 w - - 0 1",
			want: []string{"a1b2", "a1b2,b2a3", "a1b2,b2c1", "a1c3", "a1c3,c3b4", "a1c3,c3d2", "a1d4"},
		},
		{
			// Spec §5: Lion on e4, enemies on e5 and f6, a friend on d4.
			// One-step and two-step leaps: the 24 squares of the 5x5 around
			// e4 but d4 (23 moves; e5 and f6 are captures). Through e5 (a
			// locust capture) on to its neighbours d5 d6 e6 f4 f5 f6 (not
			// d4, a friend): 6 moves; igui e5 and back: 1; a pass, the
			// same move by six empty neighbours: 1. 31 moves.
			name: "lion among pieces", betza: "KNADcaKcabKmabK", files: 8, ranks: 8,
			fen: "8/8/5x2/4x3/3XM3/8/8/8 w - - 0 1",
			want: []string{
				"e4c2", "e4c3", "e4c4", "e4c5", "e4c6", "e4d2", "e4d3", "e4d5", "e4d6",
				"e4e2", "e4e3", "e4e4", "e4e5", "e4e5,e5d5", "e4e5,e5d6", "e4e5,e5e4", "e4e5,e5e6",
				"e4e5,e5f4", "e4e5,e5f5", "e4e5,e5f6", "e4e6", "e4f2", "e4f3", "e4f4", "e4f5",
				"e4f6", "e4g2", "e4g3", "e4g4", "e4g5", "e4g6",
			},
		},
		{
			// Horned Falcon on c1 of a 5x5 board, enemies on c2 and c3:
			// bishop b2 a3 d2 e3; rook sideways a1 b1 d1 e1 (backward is
			// off the board; forward is the lion power only); forward:
			// take c2, jump to take c3, take both (c2 then c3), or take c2
			// and return (igui).
			name: "horned falcon", betza: "BsbRfWfDfcafWfcabW", files: 5, ranks: 5,
			fen: "5/5/2x2/2x2/2M2 w - - 0 1",
			want: []string{"c1a1", "c1a3", "c1b1", "c1b2", "c1c2", "c1c2,c2c1", "c1c2,c2c3", "c1c3",
				"c1d1", "c1d2", "c1e1", "c1e3"},
		},
		{
			// Checker man on c3 with enemies on b4 and d4: the jump over d4
			// to e5 (empty); over b4 to a5 is blocked by a friend; no plain
			// steps (both forward diagonals are occupied).
			name: "checker man", betza: "fmFfcafmF", files: 8, ranks: 8,
			fen:  "8/8/8/X7/1x1x4/2M5/8/8 w - - 0 1",
			want: []string{"c3d4,d4e5"},
		},
		{
			// Griffon on a1 of an empty 4x4 board: b2, then a rook ride
			// outward from b2: up b3 b4, right c2 d2.
			name: "griffon, empty 4x4", betza: "FyafsF", files: 4, ranks: 4,
			fen:  "4/4/4/M3 w - - 0 1",
			want: []string{"a1b2", "a1b2,b2b3", "a1b2,b2b4", "a1b2,b2c2", "a1b2,b2d2"},
		},
		{
			// Rhino on a1: a2 or b1, then a bishop ride outward: from a2
			// b3 c4; from b1 c2 d3.
			name: "rhino, empty 4x4", betza: "WyafsW", files: 4, ranks: 4,
			fen:  "4/4/4/M3 w - - 0 1",
			want: []string{"a1a2", "a1a2,a2b3", "a1a2,a2c4", "a1b1", "a1b1,b1c2", "a1b1,b1d3"},
		},
		{
			// Swapper: the knight on b1 swaps with the friend on c3 (the
			// friend lands on b1) or moves to the empty a3 or d2.
			name: "knight swap", betza: "NudN", files: 4, ranks: 4,
			fen:  "4/2X1/4/1M2 w - - 0 1",
			want: []string{"b1a3", "b1c3", "b1d2"},
		},
		{
			// Iso corner rook on a1: straight a2..a4 and b1..d1, or k
			// squares and k squares after a right angle: b2, c3, d4 (by
			// either corner: the first path in table order goes up first);
			// nothing else.
			name: "iso corner rook, empty 4x4", betza: "RmRaisR", files: 4, ranks: 4,
			fen:  "4/4/4/M3 w - - 0 1",
			want: []string{"a1a2", "a1a2,a2b2", "a1a3", "a1a3,a3c3", "a1a4", "a1a4,a4d4", "a1b1", "a1c1", "a1d1"},
		},
		{
			// Ski-bishop on a non-final leg (jfamB) in a 4x4 corner: the
			// first leg skips b2 (even occupied) and may stop on c3 or d4,
			// never on b2. From there a second bishop leg in any direction
			// but straight back; the 45° and 135° turns make it a rook. From
			// c3: d4 straight on, d3 and c4 (45°), b4 and d2 (90°), b3 a3
			// and c2 c1 (135°). From d4 only the 135° turns stay on the
			// board: c4 b4 a4 and d3 d2 d1. Moves that turn list where the
			// first leg stopped; d4 straight on is plain.
			name: "ski leg", betza: "jfamB", files: 4, ranks: 4,
			fen: "4/4/1X2/M3 w - - 0 1",
			want: []string{"a1c3,c3a3", "a1c3,c3b3", "a1c3,c3c1", "a1c3,c3c2", "a1c3,c3d2", "a1c3,c3d3",
				"a1d4", "a1d4,d4a4", "a1d4,d4b4", "a1d4,d4c4", "a1d4,d4d1"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := betza(t, tc.files, tc.ranks, tc.fen, vmtest.BetzaPiece{Letter: "M", Betza: tc.betza}, blocker)
			pos := position(t, p, "")
			if diff := cmp.Diff(tc.want, moveStrings(pos)); diff != "" {
				t.Errorf("moves (-want +got):\n%s", diff)
			}
		})
	}
}

// TestMultiLegMakeUnmake plays random games in the variants of multi-leg
// pieces and makes and unmakes every legal move at every position: the
// FEN and the hash must come back, and the incremental hash must equal
// the one computed from scratch.
func TestMultiLegMakeUnmake(t *testing.T) {
	games, plies := 4, 100
	if !testenv.Full() {
		games, plies = 1, 40
	}
	for _, name := range []string{"hookchess", "capricorn", "isochess", "locust", "friendlyfire", "swapper", "griffon", "chushogi"} {
		t.Run(name, func(t *testing.T) {
			p := builtin(t, name)
			made := 0
			for g := range games {
				rng := rand.New(rand.NewPCG(uint64(g), 5))
				pos := position(t, p, "")
				var played []vm.Move
				for range plies {
					ms := pos.LegalMoves()
					if len(ms) == 0 {
						break
					}
					before, h := pos.FEN(), pos.Hash()
					made += len(ms)
					for _, m := range ms {
						pos.Make(m)
						if pos.Hash() != pos.HashFromScratch() {
							t.Fatalf("after %s in %q: incremental hash differs from scratch", pos.MoveString(m), before)
						}
						pos.Unmake(m)
						if pos.FEN() != before || pos.Hash() != h {
							t.Fatalf("Make/Unmake %s in %q gave %q", pos.MoveString(m), before, pos.FEN())
						}
					}
					m := ms[rng.IntN(len(ms))]
					pos.Make(m)
					played = append(played, m)
				}
				for i := len(played) - 1; i >= 0; i-- {
					pos.Unmake(played[i])
				}
				if start := position(t, p, ""); pos.FEN() != start.FEN() || pos.Hash() != start.Hash() {
					t.Fatalf("after unmaking a whole game: %q, want %q", pos.FEN(), start.FEN())
				}
			}
			t.Logf("%s: %d moves made and unmade", name, made)
		})
	}
}
