package vm_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestBentNotation checks how bent moves are written and read: a hook
// mover's a1-d4 goes by a4 or by d1 and is one move; MoveString writes
// the first path in table order (up first, see Disassemble), ParseMove
// reads it plain or by either path and names the paths when given one
// that does not make it.
func TestBentNotation(t *testing.T) {
	hook := vmtest.BetzaPiece{Letter: "M", Betza: "RmasR"}
	tests := []struct {
		name  string
		fen   string
		in    []string // every spelling of the move
		want  string   // MoveString of it
		wrong string   // a path that does not make it
		why   string   // ParseMove's reason for wrong
	}{
		{
			name: "both corners free", fen: "8/8/8/8/8/8/8/M7 w - - 0 1",
			in: []string{"a1d4", "a1a4,a4d4", "a1d1,d1d4"}, want: "a1a4,a4d4",
			wrong: "a1b1,b1d4", why: "no such path: a1d4 goes a1a4,a4d4 or a1d1,d1d4",
		},
		{
			// a4 is blocked: only the corner d1 is left
			name: "one corner blocked", fen: "8/8/8/8/X7/8/8/M7 w - - 0 1",
			in: []string{"a1d4", "a1d1,d1d4"}, want: "a1d1,d1d4",
			wrong: "a1a4,a4d4", why: "no such path: a1d4 goes a1d1,d1d4",
		},
		{
			// a capture at the end of the bent path: the same notation
			name: "capture", fen: "8/8/8/8/3x4/8/8/M7 w - - 0 1",
			in: []string{"a1d4", "a1a4,a4d4", "a1d1,d1d4"}, want: "a1a4,a4d4",
			wrong: "a1a2,a2d4", why: "no such path",
		},
		{
			// a straight move stays plain even though a bent path (none
			// here) could exist; its plain form is the only spelling
			name: "straight", fen: "8/8/8/8/8/8/8/M7 w - - 0 1",
			in: []string{"a1a5"}, want: "a1a5",
			wrong: "a1a3,a3a5", why: "not legal",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, betza(t, 8, 8, tc.fen, hook, blocker), "")
			var first vm.Move
			for i, s := range tc.in {
				m, err := pos.ParseMove(s)
				if err != nil {
					t.Fatalf("ParseMove(%q): %v", s, err)
				}
				if i == 0 {
					first = m
				} else if m != first {
					t.Errorf("ParseMove(%q) = %+v, want %+v as for %q", s, m, first, tc.in[0])
				}
			}
			if got := pos.MoveString(first); got != tc.want {
				t.Errorf("MoveString = %q, want %q", got, tc.want)
			}
			_, err := pos.ParseMove(tc.wrong)
			var me *vm.MoveError
			if !errors.As(err, &me) || !strings.HasPrefix(me.Reason, tc.why) {
				t.Errorf("ParseMove(%q) = %v, want reason %q", tc.wrong, err, tc.why)
			}
		})
	}
}

// TestFixedShapesStayPlain checks that multi-leg moves that do not bend
// keep plain UCI as Fairy-Stockfish prints them: the Xiangqi horse
// (mafsW, a lame leap written as legs) and the cannon's capture over a
// screen (mRcpR, a hop straight on).
func TestFixedShapesStayPlain(t *testing.T) {
	pos := position(t, builtin(t, "xiangqi"), "")
	got := moveStrings(pos)
	for _, m := range got {
		if strings.Contains(m, ",") {
			t.Errorf("xiangqi move %q is written with a path", m)
		}
	}
	for _, want := range []string{"b1c3", "b3b10", "h3h10"} {
		if _, err := pos.ParseMove(want); err != nil {
			t.Errorf("ParseMove(%q): %v", want, err)
		}
	}
}

// TestBentRoundTrip reads back every move of positions with bent movers.
func TestBentRoundTrip(t *testing.T) {
	for _, c := range []struct{ variant, fen string }{
		{"hookchess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"},
		{"capricorn", "r3k2r/1b4b1/8/8/8/8/1B4B1/R3K2R w KQkq - 0 1"},
		{"isochess", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"},
		{"griffon", "r4k3r/1g6h1/10/10/10/10/10/10/1G6H1/R4K3R w KQkq - 0 1"},
	} {
		pos := position(t, builtin(t, c.variant), c.fen)
		bent := 0
		for _, m := range pos.LegalMoves() {
			s := pos.MoveString(m)
			if strings.Contains(s, ",") {
				bent++
			}
			got, err := pos.ParseMove(s)
			if err != nil || got != m {
				t.Errorf("%s: ParseMove(%q) = %+v, %v; want %+v", c.variant, s, got, err, m)
			}
		}
		if bent == 0 {
			t.Errorf("%s: no move written with a path", c.variant)
		}
	}
}

// FuzzParseBentMove reads arbitrary strings in a position with hook
// movers: ParseMove must not panic, and a move it accepts (plain or by a
// path) must print as a string it reads back to the same move.
func FuzzParseBentMove(f *testing.F) {
	seeds := []string{"a1d4", "a1a4,a4d4", "a1d1,d1d4", "a1b1,b1d4", "a1a4,a4d4,d4d5", "h8h5,h5e5", "a1a4,a4d4q"}
	hook := vmtest.BetzaPiece{Letter: "M", Betza: "RmasR"}
	pos := position(f, betza(f, 8, 8, "7m/8/8/8/X7/8/8/M7 w - - 0 1", hook, blocker), "")
	fuzzParseMove(f, pos, seeds, func(t *testing.T, s string, m vm.Move) {
		back, err := pos.ParseMove(pos.MoveString(m))
		if err != nil || back != m {
			t.Fatalf("ParseMove(%q) = %+v, printed %q, read back %+v, %v", s, m, pos.MoveString(m), back, err)
		}
	})
}
