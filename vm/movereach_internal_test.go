package vm

import (
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// moveReachAsBefore is moveReach over a copy of the moves (AllMoves).
func moveReachAsBefore(t *tables, i int) int {
	far := 0
	for _, m := range t.prog.AllMoves(i) {
		steps, _ := m.Steps(t.files, t.ranks)
		d := 0
		for k, l := range m {
			if l.Mode&(legdefs.ModeCylinder|legdefs.ModeTorus|legdefs.ModeRelay|legdefs.ModeImitator) != 0 {
				return unbounded
			}
			d += int(steps[k]) * int(max(abs32(l.DX), abs32(l.DY)))
		}
		far = max(far, d)
	}
	return far
}

// moveReach reading the moves in place answers as over a copy, for every
// type of every built-in and of a chess whose rook wraps round the side
// edge (unbounded: no built-in has such a move).
func TestMoveReachInPlace(t *testing.T) {
	tables := builtinTables(t)
	_, wrap, err := compiler.LoadBytes("wrap.yaml", []byte("name: wraprook\ninherit: chess\npieces:\n  - {letter: R, betza: oR}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if tables["wraprook"], err = newTables(wrap); err != nil {
		t.Fatal(err)
	}
	wide := 0 // types with an unbounded reach
	for name, tb := range tables {
		for i := range tb.types {
			got, want := tb.moveReach(i), moveReachAsBefore(tb, i)
			if got != want {
				t.Errorf("%s: type %s: moveReach %d, over a copy %d", name, tb.types[i].letter, got, want)
			}
			if want == unbounded {
				wide++
			}
		}
	}
	if wide == 0 {
		t.Error("no type has an unbounded reach")
	}
}
