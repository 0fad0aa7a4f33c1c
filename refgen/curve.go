package refgen

// Crooked (z) and circular (q) paths, walked step by step.

// curve walks a crooked (z) or circular (q) path: a chain of single steps
// of the atom, the first in any of the term's directions, each next one
// turned from the first by 90° to one side and back again (z: a zig-zag)
// or turned one more direction step from the one before, always to the
// same side (q: a circle). The move may stop on any empty square of the
// path (with m) or capture on the first occupied one (with c), which ends
// the path. As in the Interactive Diagram, a path has as many steps as the
// range, or, for an unlimited range, one less than the board's longer
// side, and a circular one at most 7 (the eighth would come home).
func (w *walker) curve() {
	l := w.t.legs[0]
	steps := w.t.rng
	if steps < 2 {
		steps = max(w.pos.files, w.pos.ranks) - 1
	}
	if w.t.curve == 'q' {
		steps = min(steps, 7)
	}
	for d := 0; d < 8; d++ {
		if l.dirs&(1<<d) == 0 {
			continue
		}
		for _, side := range []int{-1, 1} {
			sq := w.from
			for n := 0; n < steps && !w.hit; n++ {
				dir := d + n*side // q
				if w.t.curve == 'z' {
					dir = d + n%2*2*side
				}
				dx, dy := w.vector(dir & 7)
				prev := sq
				sq = sq.add(dx, dy)
				if !w.pos.on(sq) {
					break
				}
				if w.targets != nil && l.c && w.isTarget(sq) {
					w.hit = true // a target may be empty: a square castling passes
					return
				}
				c := w.pos.at(sq)
				if c.isEmpty() {
					if l.m {
						w.final(sq, prev, l, dx, dy, nil)
					}
					continue
				}
				if c.white != w.white && l.c {
					w.final(sq, prev, l, dx, dy, nil)
				}
				break
			}
		}
	}
}
