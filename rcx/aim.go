package rcx

import (
	"slices"

	"github.com/betzac/betzac/legdefs"
)

// aimNever is core.c's AIM_NEVER: a final leg that takes nothing.
const aimNever = -128

// aimOf is core.c's leg_t aim for leg k of m (core.c misses): for a
// final leg, the shortest step of its line (lay.step), or aimNever if it
// cannot take; 0 (no test) for other legs and castling.
func (lay layout) aimOf(m legdefs.Move, k int) int {
	if k != len(m)-1 || m[0].Mode&legdefs.ModeCastle != 0 {
		return 0
	}
	l := m[k]
	if l.Mode&(legdefs.ModeCapture|legdefs.ModeRoyalOnly|legdefs.ModeFriend) == 0 {
		return aimNever
	}
	return lay.step(int(l.DX), int(l.DY))
}

// step is the mailbox offset of the shortest step along (dx, dy), 0 if
// it does not fit an s8 (or dx = dy = 0).
func (lay layout) step(dx, dy int) int {
	g := gcd(abs(dx), abs(dy))
	if g == 0 {
		return 0
	}
	s := dy/g*lay.stride + dx/g
	if s < -127 || s > 127 {
		return 0
	}
	return s
}

// lineAmbiguous is core.c's LINE_AMBIG: a mailbox displacement that
// two on-board displacements of different lines share (a row is shorter
// than twice the board's width: (7, 0) and (-3, 1) on chess's).
const lineAmbiguous = -128

// lineMap is core.c's line[]: per displacement target - square + size
// - 1 (White's view) on the board, lay.step of it among the steps that
// matter (the legs' aims and the files' and ranks' for the flying
// general; the others are 0), or lineAmbiguous where two that matter
// share the index.
func (t *tables) lineMap() []int {
	lay := t.lay
	matter := map[int]bool{1: true, -1: true, lay.stride: true, -lay.stride: true}
	for _, l := range t.legs {
		if l.aim != 0 && l.aim != aimNever {
			matter[l.aim] = true
		}
	}
	line := make([]int, 2*lay.size-1)
	for dy := -(lay.ranks - 1); dy < lay.ranks; dy++ {
		for dx := -(lay.files - 1); dx < lay.files; dx++ {
			i, st := dy*lay.stride+dx+lay.size-1, lay.step(dx, dy)
			switch {
			case !matter[st]:
			case line[i] == 0:
				line[i] = st
			case line[i] != st:
				line[i] = lineAmbiguous
			}
		}
	}
	return line
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// slides reports whether a leg of m before the last has a range above
// one: walking it in attack mode is worth a reach map of the move's own
// (core.c move_hdr_t map).
func slides(m legdefs.Move, rngs []int32) bool {
	for k := 0; k < len(m)-1; k++ {
		if rngs[k] > 1 {
			return true
		}
	}
	return false
}

// maxMoveMaps bounds the moves' own reach maps: enough for a hook's
// and a cannon's, few enough to leave a variant of many sliding
// multi-leg moves (testdata/legs.yaml) its move area.
const maxMoveMaps = 8

// moveMap gives a move that slides (a hook, a cannon's capture) a reach
// map of its own, shared by the moves with the same one, and returns
// its number + 1 (core.c move_hdr_t map), 0 for none.
func (t *tables) moveMap(m legdefs.Move) int {
	if len(m) < 2 || m[0].Mode&legdefs.ModeCastle != 0 {
		return 0
	}
	rngs, _ := m.Steps(t.lay.files, t.lay.ranks)
	if !slides(m, rngs) {
		return 0
	}
	rowLen := (2*t.lay.size - 1 + 7) / 8
	row := make([]int, rowLen)
	moveReach(m, t.lay, row)
	for k := 0; k*rowLen < len(t.mreach); k++ {
		if slices.Equal(t.mreach[k*rowLen:(k+1)*rowLen], row) {
			return k + 1
		}
	}
	if len(t.mreach)/rowLen >= maxMoveMaps {
		return 0 // walked: the memory goes to the move area
	}
	t.mreach = append(t.mreach, row...)
	return len(t.mreach) / rowLen
}
