package vm

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
)

// Chu Shogi's counter-strike rule (Program.CounterStrike, shogiops's
// lastLionCapture: src/position/position.ts play, rules/chushogi.ts
// moveDests and removeLions in https://github.com/WandererXII/shogiops):
// after a piece not of the counter-strike types takes one of them, on its
// destination or on the way (a Horned Falcon's first step), the reply may
// take one of them with a piece not of those types, on any step, only on
// that square (the destination's, if it took on both). The square
// (Position.lion, 0: none) is part of the position: Make sets it, the
// undo record keeps the old one, the hash has a key for it, and the FEN
// writes it in the e.p. field; it may be empty (the Falcon took and went
// back, or on), and then no such capture is left. The rule is a filter on the finished
// list (filterCounterStrike), chosen by the plan only where the rule is
// set, and Make (makePlain too: plainLion) keeps the square.

// buildCounterStrike sets t.csMask, the counter-strike types, and their
// hash keys; the e.p. field is the square's, so no move may make e.p.
// rights.
func (t *tables) buildCounterStrike() error {
	if t.rules.CounterStrike == "" {
		return nil
	}
	letters := legdefs.SplitLetters(t.rules.CounterStrike)
	for i := range t.types {
		if slices.Contains(letters, t.types[i].letter) {
			t.csMask |= 1 << uint(i)
		}
	}
	if t.hasEPRights {
		return fmt.Errorf("vm: counter-strike: a FEN writes its square in the e.p. field, so no piece may make e.p. squares, and %s does", t.epMaker())
	}
	rng := splitmix64(0x6C696F6E) // "lion"
	t.zLion = make([]uint64, t.size)
	for i := range t.zLion {
		t.zLion[i] = rng.next()
	}
	return nil
}

// strikeSquare returns the counter-strike square m makes, called before
// m is made: its destination if its mover, not of the rule's types, takes
// there an enemy piece of those types, else the first square on the way
// where it takes one; 0: none.
func (p *Position) strikeSquare(m *Move) int16 {
	if m.Kind&(KindDrop|KindCastle) != 0 {
		return 0
	}
	mover := p.board[m.From]
	if m.To != m.From && p.t.setsLion(mover, p.board[m.To]) {
		return m.To
	}
	for i := 0; i < int(m.NV); i++ {
		if p.t.setsLion(mover, p.board[m.V[i]]) {
			return m.V[i]
		}
	}
	return 0
}

// plainLion is lionMade for makePlain's move, which takes victim (0:
// none) on to and nowhere else: the square it makes is to or none
// (strikeSquare).
func (p *Position) plainLion(mover, victim uint8, to int16, h uint64) uint64 {
	var sq int16
	if p.t.setsLion(mover, victim) {
		sq = to
	}
	if p.lion|sq == 0 {
		return h
	}
	return p.lionMade(sq, h)
}

// lionMade returns the hash h with sq (strikeSquare's) as the
// counter-strike square of the move just made.
func (p *Position) lionMade(sq int16, h uint64) uint64 {
	t := p.t
	if p.lion != 0 {
		h ^= t.zLion[p.lion]
	}
	p.lion = sq
	if sq != 0 {
		h ^= t.zLion[sq]
	}
	return h
}

// setsLion reports whether mover (not of the rule's types) taking victim
// (an enemy piece of those types) makes the counter-strike square where
// it takes it.
func (t *tables) setsLion(mover, victim uint8) bool {
	return victim != 0 && victim != guard && victim&colMask != mover&colMask &&
		t.csMask>>(victim&typeMask)&1 != 0 && t.csMask>>(mover&typeMask)&1 == 0
}

// keepCounterStrike returns moves (buf's tail from len(buf) holds the
// node's legal moves) less those the counter-strike square forbids.
func (p *Position) keepCounterStrike(buf, moves []Move) []Move {
	if p.lion == 0 {
		return moves
	}
	return p.dropWhere(buf, moves, (*Position).struckBack)
}

// struckBack reports whether m, in a position with a counter-strike
// square, takes a piece of the rule's types, on its destination or on the
// way, elsewhere than on that square, with a piece not of those types.
func (p *Position) struckBack(m *Move) bool {
	t := p.t
	if m.Kind&(KindDrop|KindCastle) != 0 {
		return false
	}
	mover := p.board[m.From]
	if m.To != p.lion && m.To != m.From && t.setsLion(mover, p.board[m.To]) {
		return true
	}
	for i := 0; i < int(m.NV); i++ {
		if m.V[i] != p.lion && t.setsLion(mover, p.board[m.V[i]]) {
			return true
		}
	}
	return false
}

// setLionField reads a FEN's e.p. field as the counter-strike square:
// a square holding a piece of the side that has just moved, or empty (the
// piece took on the way).
func (p *Position) setLionField(field string, ferr fenErrf) error {
	t := p.t
	sq, n := t.parseSquare(field)
	if sq < 0 || n != len(field) || t.sqFile[sq] < 0 {
		return ferr("e.p.", "%s: with counter-strike the field is - or the square where a counter-strike piece has just been taken (one square of the %dx%d board)", quote.Q(field), t.files, t.ranks)
	}
	if v := p.board[sq]; v == guard || v != 0 && v&colMask != colourBit(p.stm^1) {
		return ferr("e.p.", "%s: the counter-strike square must be empty or hold a piece of the side that has just moved", quote.Q(field))
	}
	p.lion = int16(sq)
	return nil
}

// whyCounterStrike returns why m is illegal if the counter-strike square
// decides it, else "".
func (p *Position) whyCounterStrike(m *Move) string {
	if p.t.csMask == 0 || p.lion == 0 || !p.struckBack(m) {
		return ""
	}
	return fmt.Sprintf("a counter-strike piece was taken on %s by a piece of another type: in reply one may be taken elsewhere only by a piece of its types (counter-strike)", p.t.squareName(int(p.lion)))
}

// epMaker names a piece whose moves make e.p. squares, for an error.
func (t *tables) epMaker() string {
	for i, pt := range t.prog.Pieces {
		for _, m := range t.prog.AllMoves(i) {
			for _, l := range m {
				if l.Mode&legdefs.ModeEPRights != 0 {
					return fmt.Sprintf("piece %s (%s)", pt.Letter, pt.Betza)
				}
			}
		}
	}
	return "a piece"
}

// buildProtectedLion sets t.cheapMask, the types of Program.ProtectedLion
// (taking only these before the Lion does not lift the rule), t.protLion
// and t.csReach.
func (t *tables) buildProtectedLion() {
	if t.rules.ProtectedLion == "" {
		return
	}
	t.protLion = true
	for i := range t.types {
		if t.csMask>>uint(i)&1 != 0 {
			t.csReach = max(t.csReach, t.moveReach(i))
		}
	}
	t.buildCSPats()
	t.buildCSBox()
	for i := range t.types {
		if strings.Contains(t.rules.ProtectedLion, t.types[i].letter) && len(t.types[i].letter) == 1 {
			t.cheapMask |= 1 << uint(i)
		}
	}
}

// keepUnprotected returns moves (buf's tail from len(buf) holds the
// node's legal moves) less the Lion trades the protected-Lion rule
// forbids (lionTrade).
func (p *Position) keepUnprotected(buf, moves []Move) []Move {
	return p.dropWhere(buf, moves, (*Position).lionTrade)
}

// lionTrade reports whether m is a capture the protected-Lion rule
// forbids: a piece of the counter-strike types takes one on its
// destination, not next to its origin, having taken nothing or only
// pieces of the cheap types before, and the other side could then
// capture on that square. A Lion next to the origin may always be taken
// (shogiops's secondLionStepDests tests the distance first, and so does
// HaChu's Search).
func (p *Position) lionTrade(m *Move) bool {
	t := p.t
	if m.Kind&(KindDrop|KindCastle) != 0 || m.To == m.From {
		return false
	}
	v, mover := p.board[m.To], p.board[m.From]
	if v == 0 || v == guard || v&colMask == mover&colMask || t.csMask>>(v&typeMask)&1 == 0 || t.csMask>>(mover&typeMask)&1 == 0 {
		return false
	}
	df, dr := int(t.sqFile[m.To])-int(t.sqFile[m.From]), int(t.sqRank[m.To])-int(t.sqRank[m.From])
	if df >= -1 && df <= 1 && dr >= -1 && dr <= 1 {
		return false // next to its origin, whatever it took before
	}
	for i := 0; i < int(m.NV); i++ {
		if w := p.board[m.V[i]]; w != 0 && w != guard && w&colMask != mover&colMask && t.cheapMask>>(w&typeMask)&1 == 0 {
			return false // it took something worth the trade first
		}
	}
	them := p.stm ^ 1
	p.Make(*m)
	protected := p.attacked(int(m.To), them)
	p.Unmake(*m)
	return protected
}

// unbounded is a reach no board has.
const unbounded = 1 << 30

// moveReach returns how far (in king steps) a move of type i may end from
// its origin: each leg's steps times its step's length, summed;
// unbounded for a leg that wraps, relays or imitates. It reads the moves
// in place (EachMove): a copy of them all (AllMoves) was 16 KB of Chu
// Shogi's start-up (issue 31), and each leg's steps by LegSteps (Steps'
// two slices a move were 171 of its allocations).
func (t *tables) moveReach(i int) int {
	far := 0
	t.prog.EachMove(i, func(m legdefs.Move) bool {
		d := 0
		for k, l := range m {
			if l.Mode&(legdefs.ModeCylinder|legdefs.ModeTorus|legdefs.ModeRelay|legdefs.ModeImitator) != 0 {
				far = unbounded
				return false
			}
			steps, _ := m.LegSteps(k, t.files, t.ranks)
			d += int(steps) * int(max(abs32(l.DX), abs32(l.DY)))
		}
		far = max(far, d)
		return true
	})
	return far
}

// buildCSPats fills t.csPats and t.csBytes for lionsNear: with no
// counter-strike type 0, a byte's type bits equal a counter-strike type
// only on a piece of that type of either colour (empty squares and the
// guard, 0xC0, keep 0), so one pattern a type; else one a piece.
func (t *tables) buildCSPats() {
	const ones = 0x0101010101010101
	t.csPats, t.csBytes = nil, ones*uint64(typeMask)
	if t.csMask&1 != 0 {
		t.csBytes = ^uint64(0)
	}
	for i := range t.types {
		if t.csMask>>uint(i)&1 == 0 {
			continue
		}
		if t.csMask&1 == 0 {
			t.csPats = append(t.csPats, uint64(i)*ones)
			continue
		}
		for c := range 2 {
			t.csPats = append(t.csPats, uint64(colourBit(c)|uint8(i))*ones)
		}
	}
}

// lionsNear reports whether a piece of the counter-strike types of the
// side to move stands within t.csReach of an enemy one: only then may a
// move be a Lion trade (lionTrade's victim is such a piece). More than
// four of a side's (lionArray) are reported near, unchecked. Where csTrack holds
// it reads the squares Make keeps (lionsquares.go), scanning only when
// they are unknown.
func (p *Position) lionsNear() bool {
	if n := p.cs.near; n != nearUnknown { // the memo (set only where csTrack)
		return n == nearYes
	}
	return p.lionsNearScan()
}

// lionsNearScan is lionsNear without an answer in the memo.
func (p *Position) lionsNearScan() bool {
	t := p.t
	c := &p.cs // not copied
	if !t.csTrack || c.state == keptUnknown {
		scan := p.scanLions()
		if c = &scan; t.csTrack {
			p.cs = scan
		}
	}
	return t.lionsNearKept(c)
}

// lionsNearKept is lionsNear on the lists c: true where a side has more
// than fit, else the memo's answer, found first if unknown (lions-near
// memo, lionsquares.go).
func (t *tables) lionsNearKept(c *lionKept) bool {
	if c.near == nearUnknown { // short, to be inlined in lionsNearScan
		c.near = nearNo
		if t.lionsWithin(c) {
			c.near = nearYes
		}
	}
	return c.near == nearYes
}

// lionsWithin reports whether a counter-strike piece of either side on
// c's lists stands within t.csReach of an enemy one (the distance is the
// same seen from either side: lionsNear's answer for both sides to move),
// or a side has more than the lists hold (keptOver: reported near).
func (t *tables) lionsWithin(c *lionKept) bool {
	if c.state != keptOK {
		return true
	}
	if box := t.csBox; box != nil {
		if c.n == [2]uint8{1, 1} { // most nodes: a Lion a side
			o := int(c.sq[0][0]) - int(c.sq[1][0]) + t.csBoxMid
			return uint(o) < uint(len(box)) && box[o]
		}
		for _, a := range c.sq[0][:c.n[0]] {
			for _, e := range c.sq[1][:c.n[1]] {
				if o := int(a) - int(e) + t.csBoxMid; uint(o) < uint(len(box)) && box[o] {
					return true
				}
			}
		}
		return false
	}
	for _, a := range c.sq[0][:c.n[0]] {
		for _, e := range c.sq[1][:c.n[1]] {
			df, dr := abs32(int32(t.sqFile[a])-int32(t.sqFile[e])), abs32(int32(t.sqRank[a])-int32(t.sqRank[e]))
			if int(max(df, dr)) <= t.csReach {
				return true
			}
		}
	}
	return false
}

// buildCSBox fills t.csBox (csbox shortcut): by the displacement a-e
// between two squares, plus t.csBoxMid, whether a is within t.csReach
// files and ranks of e.
//
// Precondition of csbox: a guard band at least csReach wide, so that a
// displacement of at most csReach files and ranks names one: another
// (files, ranks) pair with it would be stride = files+gb apart in files,
// farther than a board's files. Else csBox is nil and lionsWithin reads
// the squares' files and ranks.
func (t *tables) buildCSBox() {
	r := t.csReach
	if t.gb < r || shortcutsOff&scCSBox != 0 {
		return
	}
	t.csBoxMid = r*t.stride + r
	t.csBox = make([]bool, 2*t.csBoxMid+1)
	for dy := -r; dy <= r; dy++ {
		for dx := -r; dx <= r; dx++ {
			t.csBox[t.csBoxMid+dy*t.stride+dx] = true
		}
	}
	t.plan.uses |= scCSBox
}

// scanLions finds each side's counter-strike squares on the board;
// keptOver: a side has more than four.
func (p *Position) scanLions() lionKept {
	t := p.t
	l := lionKept{state: keptOK}
	b := p.board
	// one or two patterns (a Lion and a promoted one) are read without
	// the loop over them, the one then twice
	pats, two := t.csPats, len(t.csPats) == 1 || len(t.csPats) == 2
	var p0, p1 uint64
	if two {
		p0, p1 = pats[0], pats[len(pats)-1]
	}
	for _, c := range t.scan {
		// the counter-strike pieces' bytes, eight squares at once: a
		// guard byte (0xC0) or an empty square equals no piece
		w := binary.LittleEndian.Uint64(b[c.start:]) & t.csBytes
		var m uint64
		if two {
			m = equalBytes(w, p0) | equalBytes(w, p1) // bentcache.go
		} else {
			for _, pat := range pats {
				m |= equalBytes(w, pat)
			}
		}
		for m &= c.mask & 0x0101010101010101; m != 0; m &= m - 1 {
			s := int(c.start) + bits.TrailingZeros64(m)>>3
			col := 0
			if b[s]&colMask != colourBit(0) {
				col = 1
			}
			if !l.add(col, int16(s)) {
				return l
			}
		}
	}
	return l
}
