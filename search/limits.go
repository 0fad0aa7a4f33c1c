package search

import "time"

// Limits says when a search stops; zero fields are no limit. With none
// set (or Infinite) it runs until Stop or MaxDepth.
type Limits struct {
	Depth    int
	Nodes    uint64
	MoveTime time.Duration
	// WTime, BTime: the clocks; WInc, BInc: the increments per move
	WTime, BTime, WInc, BInc time.Duration
	Infinite                 bool // until Stop (UCI "go infinite")
}

// budget is the time the side to move may spend: MoveTime, or a
// fortieth of its clock plus three quarters of its increment, at most
// half its clock; 0 means no time limit.
func (l Limits) budget(side int) time.Duration {
	if l.Infinite {
		return 0
	}
	if l.MoveTime > 0 {
		return l.MoveTime
	}
	left, inc := l.WTime, l.WInc
	if side == 1 {
		left, inc = l.BTime, l.BInc
	}
	if l.WTime <= 0 && l.BTime <= 0 {
		return 0 // no clock given
	}
	if left <= 0 {
		return time.Millisecond // flagged, or nearly: move at once
	}
	b := left/40 + inc*3/4
	return max(min(b, left/2), time.Millisecond)
}
