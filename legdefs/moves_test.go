package legdefs

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMoves decodes hand-written tables: whole lists, malformed ones, and
// moves that stay apart though their legs share one array.
func TestMoves(t *testing.T) {
	w := Leg{Range: 1, DX: 0, DY: 1, Mode: ModeMove}
	r := Leg{Range: 0, DX: 1, DY: 0, Mode: ModeMove | ModeCapture}
	for _, tc := range []struct {
		name   string
		t      Table
		offset int
		want   []Move
	}{
		{"two moves", Table{1, 1, 0, 1, ModeMove, 2, 1, 0, 1, ModeMove, 0, 1, 0, ModeMove | ModeCapture, 0}, 0,
			[]Move{{w}, {w, r}}},
		{"second list", Table{0, 1, 0, 1, 0, ModeMove | ModeCapture, 0}, 1, []Move{{r}}},
		{"empty list", Table{0}, 0, nil},
		{"no terminator", Table{1, 1, 0, 1, ModeMove}, 0, nil},
		{"legs past the end", Table{2, 1, 0, 1, ModeMove, 0}, 0, nil},
		{"negative legs", Table{-1, 0}, 0, nil},
		{"offset past the end", Table{0}, 1, nil},
		{"more legs than any valid move", longMove(MaxBoard + 1), 0, []Move{slices.Repeat(Move{w}, MaxBoard+1)}},
	} {
		if d := cmp.Diff(tc.want, tc.t.Moves(tc.offset)); d != "" {
			t.Errorf("%s: Moves (-want +got):\n%s", tc.name, d)
		}
		var buf MoveBuf // grown by the first, reused by the second
		for range 2 {
			if d := cmp.Diff(tc.want, tc.t.MovesIn(tc.offset, &buf)); d != "" {
				t.Errorf("%s: MovesIn (-want +got):\n%s", tc.name, d)
			}
		}
		var each []Move // EachMove's moves, copied
		tc.t.EachMove(tc.offset, func(m Move) bool {
			each = append(each, append(Move(nil), m...))
			return true
		})
		if d := cmp.Diff(tc.want, each); d != "" {
			t.Errorf("%s: EachMove (-want +got):\n%s", tc.name, d)
		}
	}
	var first []Move
	Table{1, 1, 0, 1, ModeMove, 2, 1, 0, 1, ModeMove, 0, 1, 0, ModeMove | ModeCapture, 0}.EachMove(0, func(m Move) bool {
		first = append(first, append(Move(nil), m...))
		return false
	})
	if d := cmp.Diff([]Move{{w}}, first); d != "" {
		t.Errorf("EachMove did not stop after the first (-want +got):\n%s", d)
	}
	two := Table{1, 1, 0, 1, ModeMove, 1, 0, 1, 0, ModeMove | ModeCapture, 0}
	ms := two.Moves(0)
	_ = append(ms[0], r) // must not write over the next move's leg
	if d := cmp.Diff([]Move{{w}, {r}}, ms); d != "" {
		t.Errorf("append to a move changed the list (-want +got):\n%s", d)
	}
	buf := two.BufFor([]int{5, 0})
	in := two.MovesIn(0, &buf)
	_ = append(in[0], w) // nor MovesIn's over the next move's
	if d := cmp.Diff([]Move{{w}, {r}}, in); d != "" {
		t.Errorf("append to a move changed MovesIn's list (-want +got):\n%s", d)
	}
}

// longMove is a table of one move of n legs w (wW...).
func longMove(n int) Table {
	t := Table{int32(n)}
	for range n {
		t = append(t, 1, 0, 1, ModeMove)
	}
	return append(t, 0)
}

// TestMovesAllocs: a list's moves share one array of legs, and MovesIn
// decodes into a buffer sized by BufFor with no allocation (issue 31).
func TestMovesAllocs(t *testing.T) {
	tb := Table{1, 1, 0, 1, ModeMove, 2, 1, 0, 1, ModeMove, 0, 1, 0, ModeMove, 1, 1, 1, 1, ModeCapture, 0}
	if n := testing.AllocsPerRun(10, func() { tb.Moves(0) }); n != 2 {
		t.Errorf("Moves of 3 moves allocates %v times, want 2 (the list and its legs)", n)
	}
	legBufs.Put(legBufs.Get()) // the pool's first buffer
	if n := testing.AllocsPerRun(10, func() { tb.EachMove(0, func(Move) bool { return true }) }); n != 0 {
		t.Errorf("EachMove allocates %v times, want 0", n)
	}
	buf := tb.BufFor([]int{19, 0})
	if n := testing.AllocsPerRun(10, func() { tb.MovesIn(0, &buf); tb.MovesIn(19, &buf) }); n != 0 {
		t.Errorf("MovesIn into BufFor's buffer allocates %v times, want 0", n)
	}
}
