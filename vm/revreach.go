package vm

import (
	"encoding/binary"
	"math/bits"
)

// Reach maps: a cheaper question asked before the reverse attack patterns
// (attackrev.go) and their pins (revpins.go). For each piece type with
// reverse patterns, colour and square, a reach map holds the squares the
// piece could attack from there whatever stands between: the board's edge
// and the static conditions of its patterns (confinement, the From and To
// squares of region moves) applied, the squares that must be empty, the
// screens, virginity and the types it may not capture ignored.
// setupLegality ORs the maps of the enemy's pieces once per node (fast
// mode). A square outside that union cannot be attacked by those pieces,
// nor can a royal there be pinned by them, on the node's board or on any
// board a legality test of the node makes: such a test moves the mover's
// pieces and takes enemy ones, never puts an enemy piece on a new square.
// Most Janggi and Xiangqi pieces are far from the palace, so that the
// general's moves and the node's check and pin search mostly end here.
//
// The maps cover only the squares where the attacked side's royal pieces
// may stand, their confinement region, numbered by tables.reachIdx;
// other squares are always "may be reached". They are built only where
// every royal type is confined (to at most reachMax squares): on a board
// whose royal roams free the union costs more than it saves (Grasshopper
// chess, hook mover chess and Capricorn perft 4: 5-7 % more
// instructions).
//
// The plan's scReach says where the maps are built (buildPlan); its precondition, besides
// confined royals and the fast legality path with reverse patterns for
// every exotic type (fastRev): no unload leg (XBetza u puts a captured
// enemy piece back on another square). Position.reachOn says the union of
// the node is valid: setupLegality sets it, Make and Unmake clear it.

const reachMax = 64

// reachSet is a set of squares numbered by tables.reachIdx.
type reachSet uint64

func (r reachSet) has(i int) bool { return r>>(uint(i)&63)&1 != 0 }

func (r *reachSet) add(i int) { *r |= 1 << (uint(i) & 63) }

// reachPair is the squares reached by the leap patterns (revLeap) and by
// the line patterns (revRide, revHop, revBent).
type reachPair struct{ leap, line reachSet }

// buildReach builds the reach maps where pre, their precondition
// (buildPlan), holds and every royal type is confined, and reports
// whether it built them.
func (t *tables) buildReach(pre bool) bool {
	if !pre {
		return false
	}
	var idx [2][]int8
	for by := 0; by < 2; by++ {
		if idx[by] = t.royalZone(by ^ 1); idx[by] == nil {
			return false
		}
	}
	t.reachIdx = idx
	onBoard := func(s int) bool { return s >= 0 && s < t.size && t.sqFile[s] >= 0 }
	for c := 0; c < 2; c++ {
		m := make([]reachPair, len(t.types)*t.size)
		rt := t.rev[c]
		for _, s := range t.squares {
			sq := int(s)
			i := int(idx[c][sq])
			if i < 0 {
				continue
			}
			for k := range rt.leaps {
				r := &rt.leaps[k]
				a := sq - int(r.off)
				if !onBoard(a) || r.chain && (int32(t.sqFile[a])+r.dx != int32(t.sqFile[sq]) || int32(t.sqRank[a])+r.dy != int32(t.sqRank[sq])) {
					continue
				}
				if r.mayHold(a, sq) {
					m[int(r.typ)*t.size+a].leap.add(i)
				}
			}
			for k := range rt.rides {
				r := &rt.rides[k]
				t.reachLine(sq, int(r.off), r.max, func(a int) {
					if r.mayHold(a, sq) {
						m[int(r.typ)*t.size+a].line.add(i)
					}
				})
			}
			// twoLegs: a line to a turn (a hopper's screen, a bent
			// rider's corner), a second line from there to the attacker
			twoLegs := func(z *zoneMasks, typ uint8, off1, max1, off0, max0 int32) {
				t.reachLine(sq, int(off1), max1, func(turn int) {
					t.reachLine(turn, int(off0), max0, func(a int) {
						if z.mayHold(a, sq) {
							m[int(typ)*t.size+a].line.add(i)
						}
					})
				})
			}
			for k := range rt.hops {
				r := &rt.hops[k]
				twoLegs(&r.zoneMasks, r.typ, r.off, r.max1, r.off, r.max0)
			}
			for k := range rt.bents {
				r := &rt.bents[k]
				twoLegs(&r.zoneMasks, r.typ, r.off1, r.max1, r.off0, r.max0)
			}
		}
		t.reach[c] = m
	}
	return true
}

// royalZone numbers the squares where a royal piece of colour c may
// stand: the union of the royal types' confinement regions. It returns
// nil if there is no royal type, some royal type is not confined, or the
// squares are more than reachMax.
func (t *tables) royalZone(c int) []int8 {
	in := make([]bool, t.size)
	royal := false
	for i := range t.types {
		ty := &t.types[i]
		if !ty.royal {
			continue
		}
		if ty.zones == nil || ty.zones.confine[c] == nil {
			return nil
		}
		royal = true
		for _, s := range t.squares {
			in[s] = in[s] || ty.zones.confine[c][s]
		}
	}
	if !royal {
		return nil
	}
	idx := make([]int8, t.size)
	n := 0
	for s := range idx {
		idx[s] = -1
		if in[s] {
			if n == reachMax {
				return nil
			}
			idx[s] = int8(n)
			n++
		}
	}
	return idx
}

// reachLine calls f with each square back from sq along off, up to max
// steps (0 or less: to the edge), while on the board.
func (t *tables) reachLine(sq, off int, max int32, f func(int)) {
	s := sq
	for k := int32(1); max <= 0 || k <= max; k++ {
		s -= off
		if s < 0 || s >= t.size || t.sqFile[s] < 0 {
			return
		}
		f(s)
	}
}

// mayHold reports whether the static conditions of z allow an attacker on
// a to attack target (zoneMasks.ok without the target's type).
func (z *zoneMasks) mayHold(a, target int) bool {
	return (z.confine == nil || z.confine[target]) && (z.from == nil || z.from[a]) && (z.to == nil || z.to[target])
}

// findReach ORs into p.reach the reach maps of the pieces of colour by
// whose types have reverse patterns, and marks it valid for attacks by by.
func (p *Position) findReach(by int) {
	t := p.t
	m := t.reach[by]
	b := p.board
	var leap, line reachSet
	for _, c := range t.scan {
		w := colourBytes(binary.LittleEndian.Uint64(b[c.start:]), by) & c.mask
		for w != 0 {
			s := int(c.start) + bits.TrailingZeros64(w)>>3
			w &= w - 1
			e := &m[int(b[s]&typeMask)*t.size+s]
			leap |= e.leap
			line |= e.line
		}
	}
	p.reach, p.reachBy, p.reachOn = reachPair{leap, line}, by, true
}

// reachParts reports whether the leap and the line patterns of colour by
// may attack sq: false where the node's reach maps say no piece of by can.
func (p *Position) reachParts(sq, by int) (leaps, lines bool) {
	if !p.reachOn || by != p.reachBy {
		return true, true
	}
	i := int(p.t.reachIdx[by][sq])
	if i < 0 {
		return true, true
	}
	return p.reach.leap.has(i), p.reach.line.has(i)
}
