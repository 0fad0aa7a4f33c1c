package vm

import "slices"

// answerSet keeps the distinct answers of one per-type table built at
// start-up (a promotion zone's far squares, a zone code by square), so
// that the types with equal answers share one array: nothing writes such
// an answer once built. Chu Shogi's 36 zoneFar have 5 answers, its 36
// built zoneCode as few (16 KB of its start-up, issue 31).
type answerSet[E bool | uint8] struct {
	work []E   // the answer being worked out (start)
	kept [][]E // the answers kept, each once
	// byInput: the answers kept by the input arrays they were worked
	// out from, for a caller whose answer depends on those alone
	// (markZoneCode)
	byInput []inputAnswer[E]
}

// inputAnswer is an answer kept with its input arrays (answerSet.byInput).
type inputAnswer[E bool | uint8] struct {
	in     [2]*bool
	answer []E
}

// answerFor returns the answer kept for the input arrays in, or nil.
func (a *answerSet[E]) answerFor(in [2]*bool) []E {
	for _, k := range a.byInput {
		if k.in == in {
			return k.answer
		}
	}
	return nil
}

// start returns the work array, n entries, all zero.
func (a *answerSet[E]) start(n int) []E {
	if len(a.work) != n {
		a.work = make([]E, n)
	}
	clear(a.work)
	return a.work
}

// keep returns the kept answer equal to the work array, else a copy of
// it, kept.
func (a *answerSet[E]) keep() []E {
	for _, k := range a.kept {
		if slices.Equal(k, a.work) {
			return k
		}
	}
	k := slices.Clone(a.work)
	a.kept = append(a.kept, k)
	return k
}
