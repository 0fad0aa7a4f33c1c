package refgen

// Castling terms (atom O), walked apart from the legs.

// castlings generates the castling moves of a castling term: the king
// slides in the term's direction over empty squares to a virgin friendly
// piece on the edge of the board (one square in from it for jO); it moves castleSteps squares and the
// partner lands on the square next to it on the side it came from.
func (w *walker) castlings() {
	l := w.t.legs[0]
	if l.initial && !w.piece.virgin {
		return
	}
	for d := 0; d < 8; d++ {
		if l.dirs&(1<<d) == 0 {
			continue
		}
		dx, dy := w.t.geom.vector(d) // castling is sideways (dy = 0) and absolute: r is towards the last file for both sides
		sq := w.from.add(dx, dy)
		for w.pos.on(sq) && w.pos.at(sq).isEmpty() {
			sq = sq.add(dx, dy)
		}
		edge := sq
		if w.t.castleInner {
			edge = sq.add(dx, dy) // jO: the partner is one square in
		}
		typed := w.g.typedPartners()
		if !w.pos.on(sq) || !typed && (!w.pos.on(edge) || w.pos.onShape(edge.add(dx, dy))) {
			continue // no piece, or the piece is not on (one in from) the edge (a wall is none)
		}
		partner := w.pos.at(sq)
		if partner.white != w.white || !partner.virgin || typed && !w.g.isTypedPartner(partner) {
			continue
		}
		n := w.t.castleSteps
		dest := w.from.add(n*dx, n*dy)
		if !w.pos.on(dest) || !w.pos.at(dest).isEmpty() && dest != sq {
			continue
		}
		if typed && (!w.pos.on(dest.add(-dx, -dy)) || !spanEmpty(w.pos, w.from.r, [4]int{w.from.f, sq.f, dest.f, dest.f - dx}, [2]int{w.from.f, sq.f})) {
			continue // castlepartners.go
		}
		m := move{from: w.from, to: dest, promo: -1, castle: true, partnerFrom: sq, partnerTo: dest.add(-dx, -dy)}
		for k := 0; k < n && w.g.pieces[w.piece.kind].royal; k++ {
			m.royalSquares = append(m.royalSquares, w.from.add(k*dx, k*dy)) // a non-royal castler may pass attacked squares
		}
		w.emit(m)
	}
}
