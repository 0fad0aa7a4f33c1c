package distperft

// unitSet holds, for each unit of a run, its count once known, in 24
// bytes of map entry (its digest and one word) rather than its path and
// reach: a run's memory grows with the units by that much. It also
// holds counts read from the Results bucket for positions the run's split
// has not met (yet): when it meets them, they are resumed.
type unitSet struct {
	m map[Digest]uint64 // inSplit | (count + 1); count + 1 = 0: not known
	// units are the entries in the split; known, those with a count.
	units, known int
}

// inSplit marks an entry the split has met.
const inSplit = 1 << 63

func newUnitSet() *unitSet { return &unitSet{m: map[Digest]uint64{}} }

// add enters d in the split; fresh reports that it was not in it yet,
// and counted that its count is known.
func (s *unitSet) add(d Digest) (fresh, counted bool) {
	v := s.m[d]
	if v&inSplit != 0 {
		return false, v != inSplit
	}
	s.m[d] = v | inSplit
	s.units++
	if v != 0 {
		s.known++
	}
	return true, v != 0
}

// setCount records the count n of d; it reports whether d is a unit of
// the split whose count was not known yet.
func (s *unitSet) setCount(d Digest, n uint64) bool {
	v := s.m[d]
	if v&^inSplit != 0 {
		return false
	}
	s.m[d] = v | (n + 1)
	if v&inSplit != 0 {
		s.known++
		return true
	}
	return false
}

// count returns the count of d, if known.
func (s *unitSet) count(d Digest) (uint64, bool) {
	v := s.m[d] &^ inSplit
	return v - 1, v != 0
}

// has reports whether the split has met d.
func (s *unitSet) has(d Digest) bool { return s.m[d]&inSplit != 0 }

// prune drops the counts of positions the split did not meet.
func (s *unitSet) prune() {
	for d, v := range s.m {
		if v&inSplit == 0 {
			delete(s.m, d)
		}
	}
}
