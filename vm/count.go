package vm

import (
	"encoding/binary"
	"math/bits"
)

// Counting at perft's last ply (CountLegal, where the plan has no
// filters): countPieces walks the side's pieces and counts each as its
// count kind says (plan.go), without writing the moves that need no test.

// countPieces is appendLegal's loop over the pieces of the side to move
// when counting a node that is not in check, in the scan chunks holding
// one where Make keeps them (ownChunks), else in every chunk: several
// pieces of a swar type in a chunk are counted at once (countSwar), every
// other piece as countAlone says; with count-near, countPiecesNear
// instead.
func (p *Position) countPieces() {
	t := p.t
	if t.nb.on {
		p.countPiecesNear() // near.go
		return
	}
	if p.ck.on&colourBit(p.stm) == 0 && t.chunkTrack {
		p.keepSide(p.stm & 1) // chunkkeep.go
	}
	b := p.board
	scan := t.scan
	// colourBytes without its branch, as countPiecesNear reads it
	flip := uint64(highBytes) >> (p.stm & 1)
	for base := 0; base < len(scan); base += 64 {
		for cm := p.ownChunks(base); cm != 0; cm &= cm - 1 {
			ci := base + bits.TrailingZeros64(cm)
			c := &scan[ci]
			start := int(c.start)
			w := binary.LittleEndian.Uint64(b[start : start+8])
			v := w ^ flip
			m := (v & (v >> 1)) >> 6 & c.mask
			if m == 0 {
				// past this test the loop below needs its registers,
				// which were spilled on each chunk
				continue
			}
			for m != 0 {
				from := start + bits.TrailingZeros64(m)>>3
				v := b[from]
				// the piece's kind by kindOf, one load fewer before each
				// branch than pc's fields
				k := t.kindOf[v]
				pc := t.pcOf[v]
				if k&kindSwar != 0 {
					if tm := sameBytes(w, v) & m; tm&(tm-1) != 0 {
						m &^= tm
						p.countSwar(ci, start, tm, pc)
						continue
					}
				}
				m &= m - 1
				// countAlone, written out: its call took griffon's perft
				// 1.5 % more instructions
				if (k&kindMCAll != 0 || k&kindMCAt != 0 && pc.mcAt[from]) && p.unpinned(from) {
					switch { // countMC, without its call or its branch
					case k&kindRides != 0:
						p.nCounted += countRides(b, from, *pc.ridesAt[from], colourBit(p.stm))
					case k&kindBox != 0:
						p.nCounted += p.countMCBox(from, pc) // leapbox.go
					default:
						p.nCounted += p.countMC(from, pc)
					}
					continue
				}
				if k&kindBentLeaps != 0 && p.unpinned(from) {
					p.nCounted += p.countBentLeaps(from, pc, colourBit(p.stm^1)) // bents.go
					continue
				}
				p.countOne(from, pc)
			}
		}
	}
}

// countAlone counts the piece on from, whose moves are pc: by countMC
// where that counts all (countMCLeaps, or pc.mcAt), unpinned, the royal
// by countRoyal where countOther would (without countOne's and
// countOther's calls: count-near counts the royal alone at every node),
// else by countOne.
func (p *Position) countAlone(from int, pc *ptcol) {
	if (pc.count == countMCLeaps || uint(from) < uint(len(pc.mcAt)) && pc.mcAt[from]) && p.unpinned(from) {
		p.nCounted += p.countMC(from, pc)
		return
	}
	if pc.count == countRoyalLeaps && p.lmode == lmFast { // countOther's first case
		p.countRoyal(from, pc.typ, pc)
		return
	}
	p.countOne(from, pc)
}

// countsAt reports whether countPieces counts the piece of moves pc (with
// countAt) on from: where its zone rules change nothing, unpinned.
func (p *Position) countsAt(from int, pc *ptcol) bool {
	return pc.countAt[from] && p.unpinned(from)
}

// countOne counts the moves of the piece on from, whose moves are pc, as
// its count kind says (plan.go); a pinned piece, or one on a square where
// its kind does not apply, through genPiece. The leaps are counted here,
// a free hopper's hops too, the other kinds by countOther.
func (p *Position) countOne(from int, pc *ptcol) {
	switch pc.count {
	case countGen:
		p.genPiece(from, pc.typ)
		return
	case countFreeLeaps, countMCLeaps:
		if !p.unpinned(from) {
			p.genPiece(from, pc.typ)
			return
		}
	case countZoneLeaps:
		if !p.countsAt(from, pc) {
			p.genPiece(from, pc.typ)
			return
		}
	case countFreeHops:
		if p.unpinned(from) {
			p.countHops(from, pc.typ, pc, colourBit(p.stm^1), 0) // hops.go
		} else {
			p.genPiece(from, pc.typ)
		}
		return
	case countFreeBents:
		switch {
		case !p.unpinned(from):
		case pc.bentLeaps: // it never promotes (bents.go)
			p.nCounted += p.countBentLeaps(from, pc, colourBit(p.stm^1))
			return
		default:
			p.countFreeBents(from, pc) // bents.go
			return
		}
		p.genPiece(from, pc.typ)
		return
	default:
		p.countOther(from, pc)
		return
	}
	zone := pc.zoneOf[pc.zoneCode[from]] // nil where zoneFar, else promoZone
	switch {
	case zone == nil:
		p.nCounted += p.countFree(from, pc) // countPlain's first step, without its call
	case pc.mcZone:
		p.countMCZone(from, pc, zone)
	default:
		p.countPlain(from, pc, zone, pc.ty)
	}
	if len(pc.special) > 0 {
		p.countSpecial(from, colourBit(p.stm^1), pc, zone, pc.ty)
	}
}

// countOther is countOne for the royal, zoned hopper, confined, mixed
// and lame count kinds.
func (p *Position) countOther(from int, pc *ptcol) {
	switch pc.count {
	case countRoyalLeaps:
		if p.lmode == lmFast {
			p.countRoyal(from, pc.typ, pc)
			return
		}
	case countZoneHops:
		if p.countsAt(from, pc) {
			p.countHops(from, pc.typ, pc, colourBit(p.stm^1), pc.ty.zones.noCapt) // hops.go
			return
		}
	case countZoneConfined:
		if p.countsAt(from, pc) {
			p.countConfined(from, pc, colourBit(p.stm^1)) // confine.go
			return
		}
	case countRoyalZoned:
		p.countRoyalZoned(from, pc) // royalzoned.go
		return
	case countFreeMixed:
		if p.unpinned(from) {
			p.countMixed(from, pc) // hops.go
			return
		}
	case countHopSlides:
		if p.unpinned(from) {
			p.countHopSlides(from, pc) // hops.go
			return
		}
	case countLameGroups:
		if p.unpinned(from) {
			p.nCounted += p.countFree(from, pc) + p.countLame(from, pc) // lamegroups.go
			return
		}
	case countLionLeaps:
		if p.unpinned(from) {
			p.countLionLeaps(from, pc) // lioncount.go
			return
		}
	}
	p.genPiece(from, pc.typ)
}

// countRoyal is countPieces for the royal piece (ptcol.countRoyal), not
// in check: its plain leaps and slides are counted where the destination
// is not attacked, tested with the royal lifted off its square (attacked
// does not read the square it tests when no attacker is exotic).
func (p *Position) countRoyal(from, typ int, pc *ptcol) {
	t := p.t
	b := p.board
	them := p.stm ^ 1
	royal := b[from]
	b[from] = 0
	var n int
	if t.royalMapOn() && pc.royalMapFits() {
		n = p.countRoyalMapped(from, pc, them) // royalmap.go
	} else {
		n = p.countRoyalTested(from, pc, them)
	}
	b[from] = royal
	p.nCounted += n
	p.pieceStart = len(p.out)
	if len(pc.general) > 0 && !p.castlesShut(from, pc) {
		p.genGeneral(from, typ, pc)
	}
	if t.rules.Castling960 && p.virgin[from] {
		p.gen960(from)
	}
}

// countRoyalTested is countRoyal's count of the plain leaps and slides
// of pc from from, each destination tested by attacked.
func (p *Position) countRoyalTested(from int, pc *ptcol, them int) int {
	b := p.board
	n := 0
	if pc.mc {
		ub := colourBit(p.stm)
		for i, off := range *pc.leapsAt[from] { // on the board (ridesat.go)
			if to := from + int(off); b[to]&ub == 0 && !p.destAttacked(i, to, them) { // royalmemo.go
				n++
			}
		}
	} else {
		for _, l := range pc.plain {
			to := from + int(l.off)
			if b[to]&l.end.mask == l.end.want && !p.attacked(to, them) {
				n++
			}
		}
	}
	for _, l := range pc.slides {
		for to, v := range ride(b, from, int(l.off), l.max) {
			if v&l.end.mask == l.end.want && !p.attacked(to, them) {
				n++
			}
		}
	}
	return n
}

// countPlain counts the plain moves and slides of pc from from, genMoves's
// fast path when counting; those ending in zone go through push, which
// may promote.
func (p *Position) countPlain(from int, pc *ptcol, zone []bool, ty *ptype) {
	if zone == nil {
		p.nCounted += p.countFree(from, pc)
		return
	}
	b := p.board
	n := 0
	for _, l := range pc.plain {
		to := from + int(l.off)
		if b[to]&l.end.mask == l.end.want {
			if zone != nil && zone[to] {
				p.push(Move{From: int16(from), To: int16(to)}, ty)
			} else {
				n++
			}
		}
	}
	for _, l := range pc.slides {
		// written out, not ride: through ride Minishogi's perft took
		// 0.45 % more instructions (countPlain 5 % more)
		to := from
		off := int(l.off)
		for k := int32(0); k < l.max; k++ {
			to += off
			v := b[to]
			if v&l.end.mask == l.end.want {
				if zone != nil && zone[to] {
					p.push(Move{From: int16(from), To: int16(to)}, ty)
				} else {
					n++
				}
			}
			if v != 0 {
				break
			}
		}
	}
	p.nCounted += n
}

// countFree returns the number of plain moves and slides of pc from
// from: countPlain where no move promotes.
func (p *Position) countFree(from int, pc *ptcol) int {
	if pc.mc {
		return p.countMC(from, pc)
	}
	b := p.board
	n := 0
	for _, l := range pc.plain {
		if b[from+int(l.off)]&l.end.mask == l.end.want {
			n++
		}
	}
	for _, l := range pc.slides {
		off := int(l.off)
		if l.open {
			to := from + off
			for b[to] == 0 {
				n++
				to += off
			}
			if b[to]&l.end.mask == l.end.want {
				n++
			}
			continue
		}
		for _, v := range ride(b, from, off, l.max) {
			if v&l.end.mask == l.end.want {
				n++
			}
		}
	}
	return n
}

// countMC is countFree for moves that all move and capture (ptcol.mc):
// a leap or a ride's last square counts where the mover's colour bit is
// clear (empty or an enemy; the guard has both bits). It walks the rides
// from from whose first square is on the board (ridesAt).
func (p *Position) countMC(from int, pc *ptcol) int {
	if pc.mcBox != nil {
		return p.countMCBox(from, pc) // leapbox.go
	}
	b := p.board
	ub := colourBit(p.stm)
	n := 0
	for _, off := range pc.leapOffs {
		if b[from+int(off)]&ub == 0 {
			n++
		}
	}
	return n + countRides(b, from, *pc.ridesAt[from], ub)
}

// countRides is countMC's count of the rides rides from from (ridesAt):
// each empty square, and the first piece unless it has the mover's colour
// bit ub (the guard has both). Small enough to be inlined: countPieces
// calls it for a type that only rides (kindRides), without countMC's call.
func countRides(b []uint8, from int, rides []int32, ub uint8) int {
	n := 0
	for _, off := range rides {
		to := from + int(off)
		for b[to] == 0 {
			n++
			to += int(off)
		}
		if b[to]&ub == 0 {
			n++
		}
	}
	return n
}

// countMCZone is countPlain for moves that all move and capture
// (ptcol.mcZone): countMC, but those ending in zone go through push.
func (p *Position) countMCZone(from int, pc *ptcol, zone []bool) {
	b := p.board
	ub := colourBit(p.stm)
	n := 0
	for _, off := range pc.leapOffs {
		if to := from + int(off); b[to]&ub == 0 {
			if zone[to] {
				p.push(Move{From: int16(from), To: int16(to)}, pc.ty)
			} else {
				n++
			}
		}
	}
	for _, off := range pc.rideOffs {
		for to := from + int(off); b[to]&ub == 0; to += int(off) {
			if zone[to] {
				p.push(Move{From: int16(from), To: int16(to)}, pc.ty)
			} else {
				n++
			}
			if b[to] != 0 {
				break // an enemy
			}
		}
	}
	p.nCounted += n
}

// countSpecial counts the special legs of pc from from, genMoves's fast
// path when counting (like countPlain): quick shapes that end on an enemy
// (quickCapt), an empty square (quickPush) or either (quickLame) outside
// zone are counted; e.p., promotions and other shapes go through
// genSpecial.
func (p *Position) countSpecial(from int, themBit uint8, pc *ptcol, zone []bool, ty *ptype) {
	b := p.board
	n := 0
	special := pc.special // not reloaded after each call below
	for i := range special {
		l := &special[i]
		to := from + int(l.off)
		switch l.quick {
		case quickCapt:
			v := b[to]
			if v&colMask == themBit {
				if zone == nil || !zone[to] {
					n++
					continue
				}
			} else if v != 0 || !l.ep || !p.isEP(to) {
				continue // a friend, the guard, or no e.p. capture there
			}
		case quickPush:
			if l.initial && !p.virgin[from] || !p.passFree(from, l) || b[to] != 0 {
				continue
			}
			if zone == nil || !zone[to] {
				n++
				continue
			}
		case quickLame:
			if !p.passFree(from, l) {
				continue
			}
			if v := b[to]; v != 0 && v&colMask != themBit {
				continue // a friend or the guard
			}
			if zone == nil || !zone[to] {
				n++
				continue
			}
		}
		p.genSpecial(from, ty, l, true)
	}
	p.nCounted += n
}
