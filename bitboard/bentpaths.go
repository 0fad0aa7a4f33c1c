package bitboard

import "math/bits"

// The capturing paths of a bent type as masks: where no pair of squares
// has more than two paths (twoPaths: the Hook's, the Capricorn's, the
// Griffon's), the attack test and the bent pins read the paths from h to
// k as two masks (corner and squares between), instead of walking the
// corners and joining two rows of the between-squares table for each.

// pathPair is the capturing paths from one square to another; bit(h),
// h the bent piece's square, where it has fewer than two. bit(h) is
// never open (the piece on h stands in every occupancy the tests read)
// and never pins (what blocks it is that enemy piece).
type pathPair [2]uint64

// twoPaths reports whether no pair of squares has more than two of tab's
// capturing paths: the precondition of tab.paths.
func twoPaths(tab *bentTab) bool {
	for h := range tab.corner {
		for _, cs := range tab.corner[h] {
			if bits.OnesCount64(cs) > 2 {
				return false
			}
		}
	}
	return true
}

// buildPaths fills tab.paths if twoPaths allows it.
func (t *Tables) buildPaths(tab *bentTab) {
	if !twoPaths(tab) {
		return
	}
	tab.paths = new([64][64]pathPair)
	for h := range tab.corner {
		for k, cs := range tab.corner[h] {
			pp := &tab.paths[h][k]
			for j := range pp {
				pp[j] = bit(h)
				if cs != 0 {
					q := bits.TrailingZeros64(cs)
					cs &= cs - 1
					pp[j] = bit(q) | t.between[h][q] | t.between[q][k]
				}
			}
		}
	}
}

// shareTabs makes Black's bent tables White's where they are equal (a
// bent type symmetric under Black's negated legs), so that both colours'
// tests read one table.
func (t *Tables) shareTabs() {
	for i := 0; i < t.types; i++ {
		w, b := t.pc[0][i].tab, t.pc[1][i].tab
		if w != nil && b != nil && w.corner == b.corner {
			t.pc[1][i].tab = w
		}
	}
}
