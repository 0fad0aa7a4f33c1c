package vm

import "strings"

// Paths of bent moves, for the notation only.
//
// Moves are deduplicated on what they do, so a Hook Mover's a1-d4 is one
// move whether it turns on a4 or on d1, and the generator does not keep
// the path. The notation still lists the squares a move that really bends
// stops on ("a1a4,a4d4"): MoveString finds them again here by a tracing
// walk over the mover's multi-leg moves, which runs only when a move is
// printed or parsed, never in move generation or perft.
//
// A multi-leg move bends if two of its legs go in different directions
// and one of them is a slide. Lame leaps written as legs (the Xiangqi
// horse mafsW, a pass mabK) are fixed shapes, and hoppers (mRcpR) go
// straight on: both keep plain UCI, as Fairy-Stockfish prints them.

// bends reports whether gm is a bent multi-leg move (see above).
func (gm *gmove) bends() bool {
	turns, slides := false, false
	for i := range gm.legs {
		l := &gm.legs[i]
		slides = slides || l.rng > 1 || l.rest
		if i > 0 {
			k := &gm.legs[i-1]
			turns = turns || l.dx*k.dy != l.dy*k.dx || l.dx*k.dx+l.dy*k.dy < 0
		}
	}
	return len(gm.legs) > 1 && turns && slides
}

// tracer collects the paths by which the mover reaches a plain move.
type tracer struct {
	p      *Position
	from   int
	to     int
	us     uint8
	typ    int
	stops  []int16 // the ends of the legs walked so far
	unload bool    // a u leg was walked
	first  bool    // stop at the first path found
	paths  [][]int16
}

// movePaths returns the paths (the squares where each leg before the last
// ends) by which the bent moves of m's mover make m, in table order; only
// the first if first is set. straight reports that a move that does not
// bend (a single leg, or a multi-leg move that does not bend) makes m
// too. m must be a plain move: no locust, unload, castling, drop or e.p.
func (p *Position) movePaths(m Move, first bool) (paths [][]int16, straight bool) {
	from := int(m.From)
	v := p.board[from]
	if v == 0 || v == guard || m.Kind&^KindEPRights != 0 || m.NV != 0 {
		return nil, true
	}
	typ := int(v & typeMask)
	c := 0
	if v&colMask == blackBit {
		c = 1
	}
	pc := &p.t.types[typ].col[c]
	tr := &tracer{p: p, from: from, to: int(m.To), us: v & colMask, typ: typ}
	for i := range pc.general {
		gm := &pc.general[i]
		if gm.bends() || gm.initial && !p.virgin[from] {
			continue
		}
		tr.first = true
		tr.stops, tr.unload = tr.stops[:0], false
		if tr.walk(gm, 0, from, 0); len(tr.paths) > 0 {
			return nil, true
		}
	}
	if p.singleLeg(pc, from, int(m.To)) {
		return nil, true
	}
	for i := range pc.general {
		gm := &pc.general[i]
		if !gm.bends() || gm.initial && !p.virgin[from] {
			continue
		}
		tr.first = first
		tr.stops, tr.unload = tr.stops[:0], false
		if tr.walk(gm, 0, from, 0); first && len(tr.paths) > 0 {
			break
		}
	}
	return tr.paths, false
}

// singleLeg reports whether a single-leg move of pc (plain, slide or
// special leap) goes from from to to.
func (p *Position) singleLeg(pc *ptcol, from, to int) bool {
	b := p.board
	v := b[to]
	enemy := v != 0 && v&colMask != b[from]&colMask
	for _, l := range pc.plain {
		if from+int(l.off) == to && (v == 0 && l.move || enemy && l.capt) {
			return true
		}
	}
	for _, l := range pc.slides {
		for s := range ride(b, from, int(l.off), l.max) {
			if s == to {
				if v == 0 && l.move || enemy && l.capt {
					return true
				}
				break
			}
		}
	}
	for i := range pc.special {
		l := &pc.special[i]
		if from+int(l.off) == to && (!l.initial || p.virgin[from]) {
			return true // its rights were checked when the move was generated
		}
	}
	typ := int(b[from] & typeMask)
	for i := range pc.hops {
		if p.hopReaches(from, typ, &pc.hops[i], to) {
			return true
		}
	}
	return false
}

// walk follows leg d of gm from x as nextLeg does, but only along paths
// that capture nothing on the way, recording where each leg ends.
func (tr *tracer) walk(gm *gmove, d int, x int, iso int32) {
	p := tr.p
	l := &gm.legs[d]
	wasUnload := tr.unload
	tr.unload = tr.unload || l.unload
	defer func() { tr.unload = wasUnload }()
	final := d == len(gm.legs)-1
	rng := l.steps(iso)
	wrapped := false
	for n := int32(1); n <= rng; n++ {
		if tr.first && len(tr.paths) > 0 {
			return
		}
		prev := x
		var crossed bool
		x, crossed = p.t.step(l, x)
		wrapped = wrapped || crossed
		v := p.board[x]
		if v == guard {
			return
		}
		if l.ski && n == 1 {
			continue
		}
		if x == tr.from {
			if wrapped {
				return
			}
			v = 0
		}
		if tr.blocked(l, prev) {
			return
		}
		next := iso
		if l.rng > 1 {
			next = n
		}
		if v != 0 {
			if !(l.iso && n < iso) {
				tr.onPiece(gm, d, x, v, next)
			}
			return
		}
		if l.curve {
			if l.move && x == tr.to {
				tr.found()
			}
			tr.descend(gm, d, x, next)
			continue
		}
		if !l.move || l.iso && n < iso {
			continue
		}
		if final {
			if x == tr.to {
				tr.found()
			}
		} else {
			tr.descend(gm, d, x, next)
		}
		if l.iso && n >= iso {
			return
		}
	}
}

// blocked reports whether a lame leg l's step from prev is blocked, or a
// jumping one's has nothing to jump over (the mover's square counts as
// empty).
func (tr *tracer) blocked(l *cleg, prev int) bool {
	if !l.lame && !l.jump {
		return false
	}
	b := tr.p.board
	for k := range l.inter {
		s := tr.p.t.interSquare(l, prev, k)
		occ := b[s] != 0 && s != tr.from
		if l.lame && occ || l.jump && !occ {
			return true
		}
	}
	return false
}

// onPiece handles leg d of gm reaching the piece v on x: a capture (or a
// friend's square for a relay) of the target ends a path there; a hop
// goes on to the next leg.
func (tr *tracer) onPiece(gm *gmove, d int, x int, v uint8, next int32) {
	p := tr.p
	l := &gm.legs[d]
	final := d == len(gm.legs)-1
	if (final || l.curve) && x == tr.to && !tr.unload {
		friend := v&colMask == tr.us
		royal := p.t.types[v&typeMask].royal
		if friend && l.friend && !royal || !friend && (l.capt || l.royalOnly && royal) {
			tr.found()
		}
	}
	if l.hop && !final && !p.cannotHop(tr.typ, v) {
		tr.descend(gm, d, x, next)
	}
}

// descend walks the next leg of gm from x, where leg d ended.
func (tr *tracer) descend(gm *gmove, d int, x int, next int32) {
	tr.stops = append(tr.stops, int16(x))
	tr.walk(gm, d+1, x, next)
	tr.stops = tr.stops[:len(tr.stops)-1]
}

func (tr *tracer) found() {
	tr.paths = append(tr.paths, append([]int16(nil), tr.stops...))
}

// pathString writes a path from from to to through stops, comma separated.
func (t *tables) pathString(sb *strings.Builder, from, to int, stops []int16) {
	at := from
	for _, s := range stops {
		sb.WriteString(t.squareName(at) + t.squareName(int(s)) + ",")
		at = int(s)
	}
	sb.WriteString(t.squareName(at) + t.squareName(to))
}

// bentSpelling returns how ParseMove reads want as a plain move of a
// bending piece written as a path: the legal move it names, or found
// false; reason explains a path that does not exist.
func (p *Position) bentSpelling(want string, moves []Move) (m Move, found bool, reason string) {
	parts := strings.Split(want, ",")
	if len(parts) < 2 {
		return Move{}, false, ""
	}
	t := p.t
	first, _ := t.parseSquare(parts[0])
	if first < 0 {
		return Move{}, false, ""
	}
	last := parts[len(parts)-1]
	a, n1 := t.parseSquare(last)
	b, n2 := t.parseSquare(last[n1:])
	if a < 0 || b < 0 {
		return Move{}, false, ""
	}
	suffix := last[n1+n2:]
	var match []Move
	var spelled []string
	for _, c := range moves {
		if int(c.From) != first || int(c.To) != b || c.Kind&^KindEPRights != 0 || c.NV != 0 {
			continue
		}
		if strings.ToLower(p.promoText(c)) != suffix {
			continue
		}
		paths, _ := p.movePaths(c, false)
		for _, path := range paths {
			var sb strings.Builder
			t.pathString(&sb, first, b, path)
			s := strings.ToLower(sb.String())
			if s+suffix == want {
				match = append(match, c)
				break
			}
			spelled = append(spelled, s)
		}
	}
	switch {
	case len(match) == 1:
		return match[0], true, ""
	case len(match) > 1:
		return Move{}, false, "ambiguous: several legal moves take this path"
	case len(spelled) > 0:
		return Move{}, false, "no such path: " + t.squareName(first) + t.squareName(b) + suffix + " goes " + strings.Join(spelled, " or ")
	}
	return Move{}, false, ""
}

// bendingMover reports whether the piece on from has a bent multi-leg move.
func (p *Position) bendingMover(from int) bool {
	v := p.board[from]
	if v == 0 || v == guard {
		return false
	}
	c := 0
	if v&colMask == blackBit {
		c = 1
	}
	pc := &p.t.types[v&typeMask].col[c]
	for i := range pc.general {
		if pc.general[i].bends() {
			return true
		}
	}
	return false
}
