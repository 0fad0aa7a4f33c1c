package vm

import "slices"

// Steps listing: listSteps appends a piece's plain leaps and slides in a
// loop without calls (appendMC, appendSteps) and looks at the zone once
// after, as a call to push in the loop had the loop's values reloaded on
// every step (Chu Shogi's perft 4: 2.8 % of its instructions). The
// moves and their order are those of the loop through freeMove it
// replaced, which listZoned still is where a move ends in the zone.

// listSteps lists the plain leaps and slides of the piece on from, of
// type ty moving as pc, where they need no legality test: genMoves's
// free path, which genPieces takes alone for a piece with no other moves.
func (p *Position) listSteps(from int, pc *ptcol, ty *ptype) {
	start := len(p.out)
	p.pieceStart = start
	var out []Move
	if pc.mc {
		out = p.appendMC(from, pc)
	} else {
		out = appendSteps(p.out, p.board, from, pc)
	}
	if len(out) > start {
		if zone := p.listZone(from, pc, ty); zone != nil && endsIn(out[start:], zone) {
			out = p.listZoned(out[:start], from, pc, zone, ty)
		}
	}
	p.out = out
}

// listZone is promoZone for listSteps, but nil where zoneFar (no move
// from there ends in the zone) once buildSwar has filled pc.zoneCode
// (genPiece lists moves before, for the promotion tables).
func (p *Position) listZone(from int, pc *ptcol, ty *ptype) []bool {
	if uint(from) < uint(len(pc.zoneCode)) {
		return pc.zoneOf[pc.zoneCode[from]]
	}
	return p.promoZone(from, ty)
}

// appendSteps appends to out the plain leaps and slides of pc from from,
// unpromoted, and returns the extended slice.
func appendSteps(out []Move, b []uint8, from int, pc *ptcol) []Move {
	f16 := int16(from)
	for _, l := range pc.plain {
		to := from + int(l.off)
		if b[to]&l.end.mask == l.end.want {
			out = append(out, Move{From: f16, To: int16(to)})
		}
	}
	for _, l := range pc.slides {
		for to, v := range ride(b, from, int(l.off), l.max) {
			if v&l.end.mask == l.end.want {
				out = append(out, Move{From: f16, To: int16(to)})
			}
		}
	}
	return out
}

// appendMC is appendSteps for moves that all move and capture (ptcol.mc,
// as countMC): p.out with the piece on from's leaps and rides appended,
// each to a leap's or a ride's last square where the mover's colour bit
// ub is clear. It reads p's fields itself: listSteps passing them had six
// words loaded and shuffled into registers on every call.
func (p *Position) appendMC(from int, pc *ptcol) []Move {
	out, b, ub := p.out, p.board, colourBit(p.stm)
	f16 := int16(from)
	// Room for the most moves at once (mcMost): the loops then write
	// without append's grow path, whose call had their values spilled
	// and reloaded on every step.
	out = slices.Grow(out, pc.mcMost)
	n, room := len(out), out[:cap(out)]
	for _, off := range pc.leapOffs {
		if to := from + int(off); b[to]&ub == 0 {
			room[n] = Move{From: f16, To: int16(to)}
			n++
		}
	}
	for _, off := range pc.rideOffs {
		to := from + int(off)
		for b[to] == 0 {
			room[n] = Move{From: f16, To: int16(to)}
			n++
			to += int(off)
		}
		if b[to]&ub == 0 {
			room[n] = Move{From: f16, To: int16(to)}
			n++
		}
	}
	return room[:n]
}

// endsIn reports whether one of ms ends on a square of zone.
func endsIn(ms []Move, zone []bool) bool {
	for i := range ms {
		if zone[ms[i].To] {
			return true
		}
	}
	return false
}

// listZoned is listSteps where a move may end in zone: each that does
// goes through push, which may promote.
func (p *Position) listZoned(out []Move, from int, pc *ptcol, zone []bool, ty *ptype) []Move {
	b := p.board
	f16 := int16(from)
	for _, l := range pc.plain {
		to := from + int(l.off)
		if b[to]&l.end.mask == l.end.want {
			out = p.freeMove(out, zone, ty, Move{From: f16, To: int16(to)})
		}
	}
	for _, l := range pc.slides {
		for to, v := range ride(b, from, int(l.off), l.max) {
			if v&l.end.mask == l.end.want {
				out = p.freeMove(out, zone, ty, Move{From: f16, To: int16(to)})
			}
		}
	}
	return out
}

// freeMove appends the plain move m of type ty to out, genMoves's fast
// path, through push when it ends in zone (where it may promote).
func (p *Position) freeMove(out []Move, zone []bool, ty *ptype, m Move) []Move {
	if zone == nil || !zone[m.To] {
		return append(out, m)
	}
	return p.pushTo(out, m, ty)
}

// pushTo is push on the moves out, for freeMove.
func (p *Position) pushTo(out []Move, m Move, ty *ptype) []Move {
	p.out = out
	p.push(m, ty)
	return p.out
}
