package vm

import "strings"

// Blasts (Program.Blast, Atomic chess): a capture removes the capturing
// piece and the pieces around its destination. Make records what a blast
// removed on a stack of its own (blastRec), which Unmake pops; a node of
// a blast variant generates its moves as if no piece were royal and
// blastFilter then keeps the legal ones (legdefs.Rules.Blast says which),
// playing each on the board. MutuallyImmune is applied there too. The
// chess fast path pays one boolean test per node and per Make.

// blastTables are the blast rule's tables: the types spared on the ring
// around a blast, the types never removed, the mutually immune types,
// and the mailbox offsets of the eight neighbours of a square.
type blastTables struct {
	on     bool
	filter bool // on, or some type is mutually immune: blastFilter runs
	spared [maxTypes]bool
	immune [maxTypes]bool
	mutual [maxTypes]bool
	anyMut bool
	ring   [8]int
}

// blastRec is what one blast removed: squares, pieces and virginity, the
// capturing piece first.
type blastRec struct {
	n  uint8
	sq [9]int16
	pc [9]uint8
	vg [9]bool
}

// buildBlast precomputes the blast tables; a blast variant never takes
// the fast legality path.
func (t *tables) buildBlast() {
	r := &t.rules
	b := &t.blast
	b.on = r.Blast
	for i := range t.types {
		l := t.types[i].letter
		b.spared[i] = strings.Contains(r.BlastSpared, l)
		b.immune[i] = strings.Contains(r.BlastImmune, l)
		b.mutual[i] = strings.Contains(r.MutuallyImmune, l)
		b.anyMut = b.anyMut || b.mutual[i]
	}
	s := t.stride
	b.ring = [8]int{-s - 1, -s, -s + 1, -1, 1, s - 1, s, s + 1}
	b.filter = b.on || b.anyMut
	if b.on {
		t.allSimple = false
	}
}

// blastBoard removes from the board the pieces a capture landing on to
// blasts, recording them in rec (virginity is left to the caller).
func (p *Position) blastBoard(to int, rec *blastRec) {
	b := p.board
	bt := &p.t.blast
	rec.n = 0
	if v := b[to]; v != 0 && v != guard && !bt.immune[v&typeMask] { // a petrified capturer stays
		rec.sq[0], rec.pc[0], rec.n = int16(to), v, 1
		b[to] = 0
	}
	for _, off := range bt.ring {
		s := to + off
		v := b[s]
		if v == 0 || v == guard || bt.spared[v&typeMask] || bt.immune[v&typeMask] {
			continue
		}
		rec.sq[rec.n], rec.pc[rec.n] = int16(s), v
		rec.n++
		b[s] = 0
	}
}

// unblast puts back what rec removed.
func (p *Position) unblast(rec *blastRec) {
	for i := int(rec.n) - 1; i >= 0; i-- {
		p.board[rec.sq[i]] = rec.pc[i]
	}
}

// blastMake is Make's blast after a capture landing on to: it removes
// the pieces, records them for Unmake, updates the hash h (returned) and
// virginity, and forgets a royal square whose piece is gone.
func (p *Position) blastMake(to int, u *undoRec, h uint64) uint64 {
	p.blasts = append(p.blasts, blastRec{})
	rec := &p.blasts[len(p.blasts)-1]
	u.blasted = true
	p.blastBoard(to, rec)
	t := p.t
	for i := 0; i < int(rec.n); i++ {
		s := rec.sq[i]
		h ^= t.pieceKey(rec.pc[i], int(s))
		if t.rules.Hand.CapturesToHand {
			h = p.blastToHand(rec.pc[i], u, h)
		}
		rec.vg[i] = p.virgin[s]
		if p.virgin[s] {
			h ^= t.zVirgin[s]
			p.virgin[s] = false
		}
	}
	for c := 0; c < 2; c++ {
		if rs := p.royalSq[c]; rs >= 0 && p.board[rs] == 0 {
			p.royalSq[c] = -1
		}
	}
	return h
}

// blastToHand puts a piece v a blast removed into the hand of the side
// it does not belong to, as its hand type (Fairy-Stockfish's do_move: the
// capturing piece too); Unmake's unmakeHand takes it back.
func (p *Position) blastToHand(v uint8, u *undoRec, h uint64) uint64 {
	c := 1
	if v&colMask != colourBit(0) {
		c = 0
	}
	return p.handAdd(c, int(p.t.types[v&typeMask].dr.handType), true, u, h)
}

// blastUnmake undoes the last blastMake (before Unmake restores the
// squares the move itself touched).
func (p *Position) blastUnmake() {
	rec := &p.blasts[len(p.blasts)-1]
	for i := int(rec.n) - 1; i >= 0; i-- {
		s := rec.sq[i]
		p.board[s], p.virgin[s] = rec.pc[i], rec.vg[i]
	}
	p.blasts = p.blasts[:len(p.blasts)-1]
}

// blastFilter removes from moves (buf's tail from len(buf)) each move the
// blast rules make illegal: a mutually immune capture, and, for a side
// with a lone royal piece, the moves legdefs.Rules.Blast forbids.
func (p *Position) blastFilter(buf, moves []Move) []Move {
	out := moves[:len(buf)]
	ks := p.loneRoyal(p.stm)
	for _, m := range moves[len(buf):] {
		if p.t.blast.anyMut && p.mutualCapture(&m) {
			continue
		}
		if ks >= 0 && p.t.blast.on && !p.blastLegal(&m, ks) {
			continue
		}
		out = append(out, m)
	}
	return out
}

// mutualCapture reports whether m captures, with a mutually immune piece,
// a piece of its own type on its destination.
func (p *Position) mutualCapture(m *Move) bool {
	if m.Kind&(KindCastle|KindDrop) != 0 || m.From == m.To {
		return false
	}
	mv, v := p.board[m.From], p.board[m.To]
	return v != 0 && v&colMask != mv&colMask && v&typeMask == mv&typeMask && p.t.blast.mutual[mv&typeMask]
}

// loneRoyal returns the square of colour c's royal piece if it has
// exactly one, else -1.
func (p *Position) loneRoyal(c int) int {
	rs := int(p.royalSq[c])
	if rs != -2 {
		return rs
	}
	rs = -1
	cb := colourBit(c)
	for _, s := range p.t.squares {
		if v := p.board[s]; v&colMask == cb && p.t.types[v&typeMask].royal {
			if rs >= 0 {
				return -1
			}
			rs = int(s)
		}
	}
	return rs
}

// blastLegal tests move m of the side to move, whose lone royal piece
// stands on ks, under the blast rules: the royal piece may not be
// blasted, nor left capturable unless the move blasts the enemy's lone
// royal piece or the royal piece touches it; a castling royal may not
// start on or pass an attacked square.
func (p *Position) blastLegal(m *Move, ks int) bool {
	us := p.stm
	theirs := p.loneRoyal(us ^ 1)
	var sq [7]int16
	var pc [7]uint8
	n := p.touchedPieces(m, &sq, &pc)
	b := p.board
	duck := p.duckAside() // walls.go
	ok := m.Kind&KindCastle == 0 || p.blastCastlePath(m, theirs)
	if ok {
		if int(m.From) == ks && m.Kind&KindDrop == 0 {
			ks = int(m.To)
		}
		var rec blastRec
		if p.applyBoard(m) && m.Kind&(KindCastle|KindDrop) == 0 {
			p.blastBoard(int(m.To), &rec)
			if b[m.To] == guard {
				b[m.To] = 0 // petrified: the royal test sees the square empty
			}
			if m.Kind&KindWall != 0 && m.Wall == m.From && p.touches(int(m.From), int(m.To)) && !p.t.blast.spared[pc[0]&typeMask] {
				b[m.From] = 0 // the mover's square is in the blast: the royal test sees it empty
			}
		}
		ok = p.blastSafe(ks, us, theirs)
		p.unblast(&rec)
	}
	for i := n - 1; i >= 0; i-- {
		b[sq[i]] = pc[i]
	}
	p.duckBack(duck)
	return ok
}

// blastSafe reports, on the board after a move of colour c, whether c's
// lone royal piece, now on ks, stands and is safe: theirs is the square
// the enemy's lone royal piece stood on before the move, or -1.
func (p *Position) blastSafe(ks, c, theirs int) bool {
	v := p.board[ks]
	if v&colMask != colourBit(c) || !p.t.types[v&typeMask].royal {
		return false // blasted
	}
	if theirs >= 0 {
		w := p.board[theirs]
		if w&colMask != colourBit(c^1) || !p.t.types[w&typeMask].royal {
			return true // the enemy's royal piece is gone: the game is won
		}
		if p.touches(ks, theirs) {
			return true
		}
	}
	return !p.attacked(ks, c^1)
}

// touches reports whether squares a and b are neighbours.
func (p *Position) touches(a, b int) bool {
	for _, off := range p.t.blast.ring {
		if a+off == b {
			return true
		}
	}
	return false
}

// blastCastlePath reports whether no square a castling royal starts on or
// passes (its destination aside, which blastSafe tests) is attacked,
// unless it touches the enemy's lone royal piece on theirs.
func (p *Position) blastCastlePath(m *Move, theirs int) bool {
	from, to := int(m.From), int(m.To)
	step := 1
	if p.t.sqFile[to] < p.t.sqFile[from] {
		step = -1
	}
	b := p.board
	pc := b[from]
	them := p.stm ^ 1
	// the move's wall stands while the royal passes (on its start square
	// once it has left)
	left, wall := uint8(0), int(m.Wall)
	if m.Kind&KindWall != 0 {
		if wall == from {
			left = guard
		} else {
			b[wall] = guard
			defer func() { b[wall] = 0 }()
		}
	}
	for s := from; ; s += step {
		if s != from && s == to {
			return true
		}
		if theirs < 0 || !p.touches(s, theirs) {
			old := b[s]
			b[from], b[s] = left, pc
			bad := p.attacked(s, them)
			b[s], b[from] = old, pc
			if bad {
				return false
			}
		}
		if from == to {
			return true
		}
	}
}

// blastRoyalSafe is royalsSafe under the blast rules: only a lone royal
// piece can be in check, and not while it touches the enemy's lone royal
// piece.
func (p *Position) blastRoyalSafe(c int) bool {
	ks := p.loneRoyal(c)
	if ks < 0 {
		return true
	}
	if theirs := p.loneRoyal(c ^ 1); theirs >= 0 && p.touches(ks, theirs) {
		return true
	}
	return !p.attacked(ks, c^1)
}
