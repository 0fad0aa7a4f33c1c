package vm

import "slices"

// keptStale reports whether the squares k keeps (if known) differ from
// those scan found on the board (in square order), as sets.
func keptStale[A keptArray](k, scan *keptSquares[A]) bool {
	if k.state != keptOK {
		return false
	}
	for c := range 2 {
		kept := make([]int16, k.n[c])
		found := make([]int16, scan.n[c])
		for i := range kept {
			kept[i] = k.sq[c][i]
		}
		for i := range found {
			found[i] = scan.sq[c][i]
		}
		slices.Sort(kept)
		if scan.state != keptOK || !slices.Equal(kept, found) {
			return true
		}
	}
	return false
}
