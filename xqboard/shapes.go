package xqboard

// Most piece types use one part of their tables only (the Xiangqi
// advisor, general and soldier leap, the horse and elephant make lame
// leaps of two steps, the chariot and cannon ride and hop along files and
// ranks): targets reads only that part for them, rather than asking of
// every part whether the type has it (anyTargets). The precondition,
// written once, is shapeOf.

// shape is the part of its tables a piece type's targets read.
type shape uint8

const (
	shapeAny   shape = iota // anyTargets
	shapeLeaps              // leapM and leapC only
	shapeLame               // lame only (two-step lame leaps)
	shapeAxes               // two axisLines only: files, then ranks
)

// shapeOf is p's shape: one part only, and nothing special (regions,
// barred hops or captures, three-step lame leaps: specialTargets). The
// confinement need not be free for leaps and lame leaps: their tables
// hold only targets inside it (buildPiece, addLame); rides and hops
// cross it, so shapeAxes needs a free piece.
func (p *pieceTables) shapeOf() shape {
	if p.special || len(p.lines) > 0 {
		return shapeAny
	}
	switch {
	case p.hasLeap && !p.hasLame && len(p.axisLines) == 0:
		return shapeLeaps
	case p.hasLame && !p.hasLeap && len(p.axisLines) == 0:
		return shapeLame
	case !p.hasLeap && !p.hasLame && len(p.axisLines) == 2 && p.free &&
		p.axisLines[0].a == 0 && p.axisLines[1].a == 1:
		return shapeAxes
	}
	return shapeAny
}

// targets returns the squares the piece of colour c and tables p on s may
// move to, pseudo-legally, but those of excl (which holds c's pieces).
func (b *Board) targets(p *pieceTables, c, s int, excl BB) BB {
	switch p.shape {
	case shapeLeaps:
		return p.leapM[s&127].andNot(b.occ).or(p.leapC[s&127].and(b.byCol[(c^1)&1])).andNot(excl)
	case shapeLame:
		var tg BB
		for i := range p.lame[s&127] {
			if l := &p.lame[s&127][i]; !b.occ.has(int(l.pass)) {
				tg = tg.or(l.to)
			}
		}
		return tg.andNot(excl)
	case shapeAxes:
		return b.axesTargets(p, s).andNot(excl)
	}
	return b.anyTargets(p, c, s, excl)
}

// axesTargets is what the piece with tables p (shapeAxes) on s reaches
// along its file and its rank (axisTargets of both its axisLines, in one
// call).
func (b *Board) axesTargets(p *pieceTables, s int) BB {
	t := b.t
	fl, rl := &p.axisLines[0], &p.axisLines[1]
	fa, ra := t.axes[0], t.axes[1]
	fs, rs := t.lineOf[0][s&127], t.lineOf[1][s&127]
	fr := fa.reach[int(fs.pos)<<uint(fa.n)|int(b.lineOcc[fs.slot&63])]
	rr := ra.reach[int(rs.pos)<<uint(ra.n)|int(b.lineOcc[rs.slot&63])]
	fm := fr.quiet&fl.quiet | fr.first&fl.first | fr.hopQuiet&fl.hopQuiet | fr.hopFirst&fl.hopFirst
	rm := rr.quiet&rl.quiet | rr.first&rl.first | rr.hopQuiet&rl.hopQuiet | rr.hopFirst&rl.hopFirst
	return fa.spreadLine(int(fs.slot), fm).or(ra.spreadLine(int(rs.slot)-maxLines, rm))
}
