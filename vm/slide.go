package vm

import (
	"iter"
	"math"
)

// The walks along a line of the board, each written once: ride forward
// (moves), firstBack and slideBack backward (attacks, pins; firstBack
// with the step negated finds the first piece ahead).
// The guard band ends every line, so no walk tests the board's edge.

// ride is the slide walk of the move generators: it yields each square a
// ride of at most max steps of off from from reaches on board b, and
// what the square holds, up to and including the first that is not
// empty (a piece, the guard). The compiler inlines it with the loop
// body; where a count loop's body is tiny it still costs a little more
// than the loop written out, and those few loops are written out (each
// says so, with the figure measured).
func ride(b []uint8, from, off int, max int32) iter.Seq2[int, uint8] {
	return func(yield func(int, uint8) bool) {
		to := from
		for k := int32(0); k < max; k++ {
			to += off
			v := b[to]
			if !yield(to, v) || v != 0 {
				return
			}
		}
	}
}

// noLimit is a firstBack limit never reached: the walk stops at a piece
// or at the guard ring.
const noLimit = math.MaxInt32

// firstBack walks from sq back along off and returns the first square
// that is not empty, or the last one looked at if all max of them are,
// and how many squares it looked at.
func firstBack(b []uint8, sq, off int, max int32) (int, int32) {
	s, k := sq-off, int32(1)
	for b[s] == 0 && k < max {
		s -= off
		k++
	}
	return s, k
}

// slideBack walks from s, an empty square, by -off to the first occupied
// one (the guard band ends every line) and returns it, what stands there
// and its distance in steps from where the walk began one step before s.
// It is the attack rays' walk, kept small enough to be inlined.
func slideBack(b []uint8, s, off int) (int, uint8, int32) {
	k := int32(2)
	for {
		s -= off
		if v := b[s]; v != 0 {
			return s, v, k
		}
		k++
	}
}

// countRide returns the number of squares a ride of at most max steps
// of off from s may end on (mayEnd): each empty one if it moves, and the
// first piece if it captures and the piece is an enemy (colour bit
// them). It is ride for a count loop whose body is too small to pay for
// ride's iterator (countBents).
func countRide(b []uint8, s, off int, max int32, move, capt bool, them uint8) int {
	n := 0
	for k := int32(0); k < max; k++ {
		s += off
		v := b[s]
		if v == 0 {
			if move {
				n++
			}
			continue
		}
		if capt && v&colMask == them {
			n++
		}
		break
	}
	return n
}
