package xqboard

import "math/bits"

// BB is a set of up to 128 squares: bit s of lo for s < 64, bit s-64 of
// hi otherwise.
type BB struct{ lo, hi uint64 }

// bit is the set of square s alone, looked up (cheaper than a branch
// and a shift on the hot paths).
func bit(s int) BB { return single[s&127] }

var single = func() (t [128]BB) {
	for s := range t {
		if s < 64 {
			t[s].lo = 1 << uint(s)
		} else {
			t[s].hi = 1 << uint(s-64)
		}
	}
	return t
}()

func (a BB) and(b BB) BB    { return BB{a.lo & b.lo, a.hi & b.hi} }
func (a BB) or(b BB) BB     { return BB{a.lo | b.lo, a.hi | b.hi} }
func (a BB) xor(b BB) BB    { return BB{a.lo ^ b.lo, a.hi ^ b.hi} }
func (a BB) andNot(b BB) BB { return BB{a.lo &^ b.lo, a.hi &^ b.hi} }
func (a BB) empty() bool    { return a.lo|a.hi == 0 }
func (a BB) has(s int) bool { b := &single[s&127]; return a.lo&b.lo|a.hi&b.hi != 0 }
func (a BB) count() int     { return bits.OnesCount64(a.lo) + bits.OnesCount64(a.hi) }

// low is the lowest square of a non-empty set.
func (a BB) low() int {
	if a.lo != 0 {
		return bits.TrailingZeros64(a.lo)
	}
	return 64 + bits.TrailingZeros64(a.hi)
}

// high is the highest square of a non-empty set.
func (a BB) high() int {
	if a.hi != 0 {
		return 127 - bits.LeadingZeros64(a.hi)
	}
	return 63 - bits.LeadingZeros64(a.lo)
}

// pop removes the lowest square of a non-empty set and returns it.
func (a *BB) pop() int {
	if a.lo != 0 {
		s := bits.TrailingZeros64(a.lo)
		a.lo &= a.lo - 1
		return s
	}
	s := 64 + bits.TrailingZeros64(a.hi)
	a.hi &= a.hi - 1
	return s
}
