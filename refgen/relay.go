package refgen

import "slices"

// Relay (x) legs: the mover borrows a friend's moves, or the friend walks
// the remaining legs.

// relay follows an x leg (leg i) that reached the friend c on sq, as the
// Interactive Diagram does (betza.js NextLeg): on the last leg the mover
// borrows the moves of c's type, from its own square, unless c is of its
// own type; on an earlier leg c walks the remaining legs and moves
// itself, while the mover stays on its square.
func (w *walker) relay(i int, sq square, dir, toggles, prevLen int, c cell) {
	if i == len(w.t.legs)-1 {
		if c.kind != w.piece.kind {
			w.borrow(c)
		}
		return
	}
	in := *w
	in.piece, in.from = c, sq
	in.locust = slices.Clone(w.locust)
	in.unloads = slices.Clone(w.unloads)
	if w.emitFor != nil {
		in.emit = w.emitFor(c)
	}
	w.pos.set(w.from, w.piece)
	w.pos.set(sq, empty)
	in.leg(i+1, sq, dir, toggles, prevLen)
	w.pos.set(sq, c)
	w.pos.set(w.from, empty)
	w.hit = w.hit || in.hit
}

// borrow walks the terms of c's type for the mover, x legs left out.
func (w *walker) borrow(c cell) {
	for ti := range w.g.pieces[c.kind].terms {
		t := &w.g.pieces[c.kind].terms[ti]
		if t.castle || t.legs[0].initial && !w.piece.virgin {
			continue
		}
		b := &walker{g: w.g, pos: w.pos, white: w.white, piece: w.piece, from: w.from, t: t,
			emit: w.emit, emitFor: w.emitFor, targets: w.targets, noRelay: true}
		b.leg(0, w.from, 0, 0, 0)
		if b.hit {
			w.hit = true
			return
		}
	}
}
