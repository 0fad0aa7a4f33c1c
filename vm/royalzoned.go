package vm

// Counting a royal piece confined to a region (the Xiangqi general) or
// under the flying-general rule at perft's last ply, as countRoyal counts
// a free one: each destination tested with the royal lifted off its
// square. Lifted, the board is the board after the move but for the
// destination, which attacked does not read (liftAny in buildPlan) and
// facesEnemyRoyal reads only beyond; so the counts are legalSimple's.

// royalZoned reports whether the royal type ty, moves pc, colour c may be
// counted by countRoyalZoned, and returns the squares its moves may end
// on (nil: anywhere): plain leaps and slides only (as countRoyalLeaps),
// no promotion, and zone rules that are confinement alone (no region
// moves, no barred captures or hops, no spoiling, no Sittuyin rule); no
// Chess960 castling, no duple check or royal extinction. buildPlan adds
// liftAny.
func (t *tables) royalZoned(ty *ptype, pc *ptcol, c int) ([]bool, bool) {
	r := &t.rules
	if ty.dedupe || len(pc.special) != 0 || len(pc.hops) != 0 || len(pc.bents) != 0 || len(pc.general) != 0 ||
		ty.zone[c] != nil || ty.pr.leaving || ty.pr.captureIn ||
		r.Castling960 || r.DupleCheck || r.RoyalExtinction {
		return nil, false
	}
	z := ty.zones
	if z == nil {
		return nil, r.FlyingGeneral
	}
	if len(z.sets) != 0 || z.noHop != 0 || z.noCapt != 0 || z.spoiledBy != 0 || z.sitt != nil {
		return nil, false
	}
	return z.confine[c], true
}

// countRoyalZoned counts the moves of the royal piece on from (moves pc)
// that end inside pc.countIn, leave it unattacked and, under the
// flying-general rule, not facing the enemy royal; outside the fast mode,
// through genPiece.
func (p *Position) countRoyalZoned(from int, pc *ptcol) {
	if p.lmode != lmFast {
		p.genPiece(from, pc.typ)
		return
	}
	b := p.board
	in := pc.countIn
	us := p.stm
	fly := p.t.rules.FlyingGeneral
	ok := func(to int) bool {
		return (in == nil || in[to]) && !p.attacked(to, us^1) && !(fly && p.facesEnemyRoyal(to, us))
	}
	royal := b[from]
	b[from] = 0
	n := 0
	for _, l := range pc.plain {
		if to := from + int(l.off); b[to]&l.end.mask == l.end.want && ok(to) {
			n++
		}
	}
	for _, l := range pc.slides {
		for to, v := range ride(b, from, int(l.off), l.max) {
			if v&l.end.mask == l.end.want && ok(to) {
				n++
			}
		}
	}
	b[from] = royal
	p.nCounted += n
}
