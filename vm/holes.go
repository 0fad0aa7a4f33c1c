package vm

import (
	"fmt"

	"github.com/betzac/betzac/internal/quote"
)

// Holes (legdefs.Rules.Holes) are squares of the board's rectangle that
// are not on the board. The mailbox holds the guard value on them, as on
// the guard band, so every slide, lame leg and hop stops there with the
// test it makes at the edge, and no move lands there; a leap passes over
// them. They are not in tables.squares and their sqFile and sqRank are -1.
// Move generation never looks for them: chess pays nothing.

// markHoles sets t.hole from the Program's holes (nil: none).
func (t *tables) markHoles() {
	if len(t.rules.Holes) == 0 {
		return
	}
	t.hole = make([]bool, t.size)
	for _, h := range t.rules.Holes {
		t.hole[t.sq(h.File, h.Rank)] = true
	}
}

// isHole reports whether mailbox index s is a hole.
func (t *tables) isHole(s int) bool { return t.hole != nil && t.hole[s] }

// holeName names the hole at 0-based file f and rank r, e.g. "a2".
func holeName(f, r int) string { return fmt.Sprintf("%c%d", 'a'+f, r+1) }

// checkHoleRun returns an error if one of the n squares from file f of
// rank r (0-based) that a FEN rank row gives as a piece (n = 1) or as
// empty is a hole: a FEN writes each hole as '*'.
func (t *tables) checkHoleRun(row string, f, r, n int) error {
	for k := f; k < f+n && k < t.files; k++ {
		if t.isHole(t.sq(k, r)) {
			return fmt.Errorf("rank %d (%s): %s is a hole of this variant, written '*'", r+1, quote.Q(row), holeName(k, r))
		}
	}
	return nil
}

// placeStar puts a FEN's '*' at file f of rank r (0-based) on board: a
// wall in a walling variant (walls.go), else a hole of the variant or a
// wall that petrification made (checkHoleStar).
func (t *tables) placeStar(row string, f, r int, board []uint8) error {
	if t.walls == nil {
		if err := t.checkHoleStar(row, f, r); err != nil {
			return err
		}
	} else if f >= t.files {
		return fmt.Errorf("rank %d (%s): more than %d files", r+1, quote.Q(row), t.files)
	}
	board[t.sq(f, r)] = guard
	return nil
}

// checkHoleStar returns an error if a FEN's '*' at file f of rank r
// (0-based) is not a hole of the variant, nor a wall of a variant that
// petrifies (petrify.go).
func (t *tables) checkHoleStar(row string, f, r int) error {
	if f >= t.files {
		return fmt.Errorf("rank %d (%s): more than %d files", r+1, quote.Q(row), t.files)
	}
	if !t.isHole(t.sq(f, r)) && t.petrify == 0 {
		return fmt.Errorf("rank %d (%s): '*' on %s, which is not a hole of this variant", r+1, quote.Q(row), holeName(f, r))
	}
	return nil
}

// castleEdge reports whether x, where a castling leg of step off found
// its partner, is at the edge in that direction: the next square (with
// jO, in = 1, the one after) is off the board or a hole.
func (t *tables) castleEdge(x, off, in int) bool {
	beyond := x + off
	if in == 1 {
		if t.sqFile[beyond] < 0 {
			return false
		}
		beyond += off
	}
	return t.sqFile[beyond] < 0
}

// castleFile returns the file where a FEN's castling right on side dir
// (1: towards the last file, -1: towards file a) finds its partner on
// rank kr for the royal on file kf: the last square before the edge or a
// hole, or the one before that for jO (in = 1).
func (t *tables) castleFile(kf, kr, dir, in int) int {
	f := kf
	for t.sqFile[t.sq(f+dir, kr)] >= 0 {
		f += dir
	}
	return f - in*dir
}
