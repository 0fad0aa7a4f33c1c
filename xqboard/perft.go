package xqboard

import (
	"sync/atomic"

	"github.com/betzac/betzac/vm"
)

// attacked reports whether a piece of colour by could capture on k.
func (b *Board) attacked(k, by int) bool {
	t := b.t
	for ty := range t.pt[by] {
		p := &t.pt[by][ty]
		if !p.revLeapC[k].and(b.byType[by][ty]).empty() {
			return true
		}
		for _, l := range p.revLame[k] {
			if b.sq[l.from] == code(by, ty) && !b.occ.has(int(l.pass)) {
				return true
			}
		}
	}
	for e := range t.dirs {
		rl, hl := t.rideLook[by][e], t.hopLook[by][e]
		if rl|hl == 0 {
			continue
		}
		_, x := b.slide(k, e)
		if x < 0 {
			continue
		}
		if rl != 0 && b.isOf(x, by, rl, k) {
			return true
		}
		if hl != 0 {
			if _, y := b.slide(x, e); y >= 0 && b.isOf(y, by, hl, k) {
				return true
			}
		}
	}
	return false
}

// inCheck reports whether colour c's royal could be taken, or (flying
// general) faces the enemy royal on an open file or rank.
func (b *Board) inCheck(c int) bool {
	k := b.king[c]
	if b.t.flying {
		e := b.king[c^1]
		if d := b.t.lineDir(k, e); d >= 0 {
			if _, x := b.slide(k, d); x == e {
				return true
			}
		}
	}
	return b.attacked(k, c^1)
}

// lineDir is the direction (0-3: up, down, right, left) from k to e on
// their common file or rank, or -1.
func (t *Tables) lineDir(k, e int) int {
	switch {
	case k%t.files == e%t.files:
		if e > k {
			return 0
		}
		return 1
	case k/t.files == e/t.files:
		if e > k {
			return 2
		}
		return 3
	}
	return -1
}

// targets returns the squares the piece of colour c and type ty on s may
// move to, pseudo-legally.
func (b *Board) targets(c, ty, s int) BB {
	p := &b.t.pt[c][ty]
	them := b.byCol[c^1]
	tg := p.leapM[s].andNot(b.occ).or(p.leapC[s].and(them))
	for _, l := range p.lame[s] {
		if !b.occ.has(int(l.pass)) {
			tg = tg.or(bit(int(l.to)))
		}
	}
	for _, d := range p.rideM {
		r, _ := b.slide(s, d)
		tg = tg.or(r.andNot(b.occ))
	}
	for _, d := range p.rideC {
		if _, x := b.slide(s, d); x >= 0 {
			tg = tg.or(bit(x).and(them))
		}
	}
	for _, d := range p.hopM {
		if _, x := b.slide(s, d); x >= 0 {
			r, _ := b.slide(x, d)
			tg = tg.or(r.andNot(b.occ))
		}
	}
	for _, d := range p.hopC {
		if _, x := b.slide(s, d); x >= 0 {
			if _, y := b.slide(x, d); y >= 0 {
				tg = tg.or(bit(y).and(them))
			}
		}
	}
	return tg.and(p.confine).andNot(b.byCol[c])
}

// gen appends the pseudo-legal moves of the side to move to buf.
func (b *Board) gen(buf []move) []move {
	c := b.stm
	for ty := range b.t.pt[c] {
		pcs := b.byType[c][ty]
		for !pcs.empty() {
			s := pcs.pop()
			tg := b.targets(c, ty, s)
			for !tg.empty() {
				buf = append(buf, move{uint8(s), uint8(tg.pop())})
			}
		}
	}
	return buf
}

// Poll is how a count reports progress and is stopped, as package perft
// does: every node Depth plies above the leaves checks Stop (if not nil)
// and passes its count to Publish (if not nil).
type Poll struct {
	Stop    *atomic.Bool
	Depth   int
	Publish func(uint64)
}

// Count counts the leaves depth plies below pos on this back end; ok is
// false, with nothing counted, if pos does not fit (FromPosition).
func Count(pos *vm.Position, depth int, poll Poll) (n uint64, ok bool) {
	b, err := FromPosition(pos)
	if err != nil {
		return 0, false
	}
	return b.Perft(depth, poll), true
}

// Perft counts the leaves depth plies below b.
func (b *Board) Perft(depth int, poll Poll) uint64 {
	if depth <= 0 {
		return 1
	}
	for len(b.bufs) <= depth {
		b.bufs = append(b.bufs, make([]move, 0, 256))
	}
	return b.perft(depth, &poll)
}

func (b *Board) perft(depth int, poll *Poll) uint64 {
	moves := b.gen(b.bufs[depth][:0])
	b.bufs[depth] = moves[:0]
	c := b.stm
	var n uint64
	for _, m := range moves {
		capt := b.make(m)
		if !b.inCheck(c) {
			if depth == 1 {
				n++
			} else {
				n += b.perft(depth-1, poll)
			}
		}
		b.unmake(m, capt)
		if depth > poll.Depth && poll.Stop != nil && poll.Stop.Load() {
			return n
		}
	}
	if depth == poll.Depth && poll.Publish != nil {
		poll.Publish(n)
	}
	return n
}
