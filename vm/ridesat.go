package vm

// Rides by square (rides-at, countMC): a ride whose first square is off
// the board counts nothing there, as countMC reads it (the guard has the
// mover's colour bit), so countMC walks, from each square, only the rides
// whose first square is on the board: a rook in a corner two of its four.

// markRidesAt fills pc.ridesAt for a type countMC counts (pc.mc) with
// rides: from each square, its rides whose first square is on the board,
// or all of them without rides-at. The squares with the same rides share
// one list; the types without rides share t.noRides.
//
// Precondition of rides-at: a square off the board (sqFile -1: the guard
// band and the holes) holds the guard forever; walls and petrification
// make squares of the board guard, never the other way round.
func (t *tables) markRidesAt(pc *ptcol) {
	if !pc.mc {
		return
	}
	if len(pc.rideOffs) == 0 {
		if t.noRides == nil {
			t.noRides = make([][]int32, t.size)
		}
		pc.ridesAt = t.noRides
		return
	}
	pc.ridesAt = make([][]int32, t.size)
	if shortcutsOff&scRidesAt != 0 || len(pc.rideOffs) > 64 {
		for _, s := range t.squares {
			pc.ridesAt[s] = pc.rideOffs
		}
		return
	}
	t.plan.uses |= scRidesAt
	lists := map[uint64][]int32{} // by the rides kept, one bit each
	for _, s := range t.squares {
		var kept uint64
		for k, off := range pc.rideOffs {
			if to := int(s) + int(off); uint(to) < uint(t.size) && t.sqFile[to] >= 0 {
				kept |= 1 << k
			}
		}
		if _, ok := lists[kept]; !ok {
			l := []int32{}
			for k, off := range pc.rideOffs {
				if kept>>k&1 != 0 {
					l = append(l, off)
				}
			}
			lists[kept] = l
		}
		pc.ridesAt[s] = lists[kept]
	}
}
