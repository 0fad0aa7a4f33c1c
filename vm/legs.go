package vm

// The leg interpreter: a general move walked leg by leg, as the
// Interactive Diagram's NextLeg does (doc.go, "Moves").

// genState is the state of the leg interpreter while it walks one
// general move: the victims and the unload square collected so far.
type genState struct {
	col    int   // colour of the moving piece
	us     uint8 // its colour bit
	them   uint8
	from   int
	typ    int
	nv     int
	v      [4]int16
	unload int
	epSet  bool // the last leg made e.p. rights
	// attack mode: report whether a complete move captures on target
	attack bool
	target int
	found  bool
}

// tookTarget reports whether a locust victim of the move being walked is
// the attack target: a completed move takes it.
func (gs *genState) tookTarget() bool {
	for _, v := range gs.v[:gs.nv] {
		if int(v) == gs.target {
			return true
		}
	}
	return false
}

// nextLeg interprets leg d of move gm from square x (the Interactive
// Diagram's NextLeg): iso is the length of the previous slide. It is long
// because it is the interpreter's loop over the squares of a leg, run for
// every square of every multi-leg move: each case (wrap, ski, lame and
// jump, capture, hop, castling, relay, e.p., curve, iso) reads the leg's
// state in place rather than through a call.
func (p *Position) nextLeg(gs *genState, gm *gmove, d int, x int, iso int32) {
	l := &gm.legs[d]
	b := p.board
	saveUnload := gs.unload
	if l.unload {
		gs.unload = x
	}
	final := d == len(gm.legs)-1
	rng := l.steps(iso)
	wrapped := false
	for n := int32(1); n <= rng; n++ {
		prev := x
		if l.wrap { // not p.t.step: this loop is hot
			var crossed bool
			x, crossed = p.t.wrapStep(x, l.dx, l.dy, l.torus)
			wrapped = wrapped || crossed
		} else {
			x += int(l.off)
		}
		v := b[x]
		if v == guard {
			break
		}
		if l.ski && n == 1 {
			continue // a ski-slide skips its first square
		}
		if x == gs.from {
			if wrapped {
				break // round the board back to the mover: it blocks itself
			}
			v = 0 // the mover has left its square
		}
		if l.lame || l.jump {
			blocked := false
			for k, io := range l.inter {
				s := prev + int(io)
				if l.wrap {
					s = p.t.interSquare(l, prev, k)
				}
				occ := b[s] != 0 && s != gs.from
				if (l.lame && occ) || (l.jump && !occ) {
					blocked = true
					break
				}
			}
			if blocked {
				break
			}
		}
		next := iso
		if l.rng > 1 {
			next = n
		}
		if v != 0 {
			if l.iso && n < iso {
				break
			}
			friend := v&colMask == gs.us
			if friend && l.castle {
				if !gs.attack {
					p.tryCastle(gs.from, gs.typ, gm, x)
				}
				break
			}
			if friend && l.relay {
				p.relay(gs, gm, d, x, next, int(v&typeMask))
			}
			var canCapt bool
			if friend {
				// d never takes a royal piece: a side cannot remove its own
				canCapt = l.friend && !p.t.types[v&typeMask].royal
			} else {
				canCapt = l.capt || (l.royalOnly && p.t.types[v&typeMask].royal)
			}
			if canCapt {
				if final || l.curve {
					p.emitG(gs, gm, x, prev, l)
				} else if gs.nv < len(gs.v)-1 {
					// in attack mode a locust victim counts only if the
					// move can be completed (emitG)
					gs.v[gs.nv] = int16(x)
					gs.nv++
					p.nextLeg(gs, gm, d+1, x, next)
					gs.nv--
				}
			}
			if l.hop && !final && !p.cannotHop(gs.typ, v) {
				p.nextLeg(gs, gm, d+1, x, next)
			}
			break
		}
		if l.ep && final && p.isEP(x) {
			p.emitEP(gs, x)
		}
		if l.curve {
			// a z/q path may end on any empty square it passes (with m)
			// and goes on over it (with m or not)
			if l.move {
				p.emitG(gs, gm, x, prev, l)
			}
			p.nextLeg(gs, gm, d+1, x, next)
			continue
		}
		if !l.move || (l.iso && n < iso) {
			continue
		}
		if final {
			p.emitG(gs, gm, x, prev, l)
		} else {
			p.nextLeg(gs, gm, d+1, x, next)
		}
		if l.iso && n >= iso {
			break
		}
		if gs.found {
			break
		}
	}
	gs.unload = saveUnload
}

// emitG emits a general move ending on x (reached from prev by leg l).
func (p *Position) emitG(gs *genState, gm *gmove, x, prev int, l *cleg) {
	if gs.attack {
		if x == gs.target && p.board[x] != 0 || gs.tookTarget() {
			gs.found = true
		}
		return
	}
	m := Move{From: int16(gs.from), To: int16(x), NV: uint8(gs.nv)}
	copy(m.V[:], gs.v[:gs.nv])
	if gs.nv > 0 {
		m.Kind |= KindLocust
	}
	if gs.unload >= 0 && (gs.nv > 0 || x != gs.from && p.board[x] != 0) {
		m.Kind |= KindUnload
		m.Unload = int16(gs.unload)
	}
	if l.epRights && len(l.inter) > 0 && p.board[x] == 0 {
		m.Kind |= KindEPRights
		m.EPFirst = int16(p.t.interSquare(l, prev, 0))
		m.EPStep = int16(l.inter[0])
		if len(l.inter) > 1 {
			m.EPStep = int16(l.inter[1] - l.inter[0])
		}
		m.EPN = uint8(len(l.inter))
	}
	p.addMove(m, &p.t.types[gs.typ])
}

// emitEP emits an e.p. capture to x.
func (p *Position) emitEP(gs *genState, x int) {
	if gs.nv >= len(gs.v)-1 {
		return
	}
	if gs.attack {
		gs.found = gs.found || gs.tookTarget()
		return
	}
	m := Move{From: int16(gs.from), To: int16(x), Kind: KindEP, NV: uint8(gs.nv + 1)}
	copy(m.V[:], gs.v[:gs.nv])
	if gs.nv > 0 {
		m.Kind |= KindLocust
	}
	m.V[gs.nv] = p.ep.victim
	p.addMove(m, &p.t.types[gs.typ])
}
