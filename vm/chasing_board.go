package vm

import (
	"math/bits"

	"github.com/betzac/betzac/legdefs"
)

// The board as Xiangqi's chasing rule (chasing.go) sees it: Fairy-
// Stockfish's piece types (legdefs.ChasingPieces) and their attacks as
// its bitboards give them (src/position.h attacks_from, position.cpp
// attackers_to), on cells numbered file + rank*files. This runs only
// when a Game records a move, never in move generation.

// The kinds of piece the rule knows.
const (
	xqNone = iota
	xqRook
	xqHorse
	xqCannon
	xqElephant
	xqFers
	xqKing
	xqSoldier
	xqKinds
)

var xqKindOf = map[string]int{
	"rook": xqRook, "horse": xqHorse, "cannon": xqCannon, "elephant": xqElephant,
	"fers": xqFers, "king": xqKing, "soldier": xqSoldier,
}

// cells is a set of cells (26x26 boards at most).
type cells [11]uint64

func (c *cells) set(i int)     { c[i>>6] |= 1 << (i & 63) }
func (c *cells) clear(i int)   { c[i>>6] &^= 1 << (i & 63) }
func (c cells) has(i int) bool { return c[i>>6]>>(i&63)&1 != 0 }

func (c cells) and(d cells) cells {
	for i := range c {
		c[i] &= d[i]
	}
	return c
}

func (c cells) or(d cells) cells {
	for i := range c {
		c[i] |= d[i]
	}
	return c
}

func (c cells) andNot(d cells) cells {
	for i := range c {
		c[i] &^= d[i]
	}
	return c
}

func (c cells) xor(d cells) cells {
	for i := range c {
		c[i] ^= d[i]
	}
	return c
}

func (c cells) empty() bool { return c == cells{} }

func (c cells) count() int {
	n := 0
	for _, w := range c {
		n += bits.OnesCount64(w)
	}
	return n
}

// each calls f on every cell of c, in order.
func (c cells) each(f func(int)) {
	for i, w := range c {
		for w != 0 {
			f(i<<6 + bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
}

// xqRules is what the rule needs of the variant: each type's kind, each
// kind's region per colour (FSF's mobility regions: the confinement) and
// where a soldier counts as promoted (FSF's soldierPromotionRank: its
// sideways moves' squares).
type xqRules struct {
	files, ranks int
	kind         []int // per piece type
	region       [2][xqKinds]cells
	promo        [2]cells
	flying       bool
}

func newXQRules(p *Position) *xqRules {
	t := p.t
	x := &xqRules{files: t.files, ranks: t.ranks, kind: make([]int, len(t.types)), flying: t.rules.FlyingGeneral}
	for c := 0; c < 2; c++ {
		for k := range x.region[c] {
			x.region[c][k] = x.all()
		}
		x.promo[c] = x.all()
	}
	for k := range t.types {
		pt := &t.prog.Pieces[k]
		x.kind[k] = xqKindOf[legdefs.ChasingPieces[pt.Betza]] // variants.checkChasing
		for c := 0; c < 2; c++ {
			if m := t.regionMask(pt.Confine, c); m != nil {
				x.region[c][x.kind[k]] = x.mask(t, m)
			}
			if x.kind[k] == xqSoldier && len(pt.RegionMoves) > 0 {
				x.promo[c] = x.mask(t, t.regionMask(pt.RegionMoves[0].From, c))
			}
		}
	}
	return x
}

func (x *xqRules) all() cells {
	var a cells
	for i := 0; i < x.files*x.ranks; i++ {
		a.set(i)
	}
	return a
}

// mask turns a mailbox mask into cells.
func (x *xqRules) mask(t *tables, m []bool) cells {
	var a cells
	for i := 0; i < x.files*x.ranks; i++ {
		if m[t.sq(i%x.files, i/x.files)] {
			a.set(i)
		}
	}
	return a
}

// xqBoard is a position as the rule sees it.
type xqBoard struct {
	*xqRules
	kind []int8 // per cell; xqNone when empty
	col  []int8
	occ  cells
	by   [2][xqKinds]cells
	king [2]int // -1: none
}

func newXQBoard(x *xqRules, p *Position) *xqBoard {
	b := &xqBoard{xqRules: x, kind: make([]int8, x.files*x.ranks), col: make([]int8, x.files*x.ranks), king: [2]int{-1, -1}}
	for i := range b.kind {
		v := p.board[p.t.sq(i%x.files, i/x.files)]
		if v == 0 || v == guard {
			continue
		}
		k, c := x.kind[v&typeMask], colourOf(v)
		b.kind[i], b.col[i] = int8(k), int8(c)
		b.occ.set(i)
		b.by[c][k].set(i)
		if k == xqKing {
			b.king[c] = i
		}
	}
	return b
}

// pieces is every piece of colour c.
func (b *xqBoard) pieces(c int) cells {
	var a cells
	for _, k := range b.by[c] {
		a = a.or(k)
	}
	return a
}

// at is the cell df, dr from cell i, or -1 off the board.
func (x *xqRules) at(i, df, dr int) int {
	f, r := i%x.files+df, i/x.files+dr
	if f < 0 || r < 0 || f >= x.files || r >= x.ranks {
		return -1
	}
	return f + r*x.files
}

var (
	xqOrth = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	xqDiag = [4][2]int{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}
)

// near is the cells one step of dirs from i.
func (x *xqRules) near(i int, dirs [4][2]int) cells {
	var a cells
	for _, d := range dirs {
		if j := x.at(i, d[0], d[1]); j >= 0 {
			a.set(j)
		}
	}
	return a
}

// lines is the cells on i's file and rank (FSF's PseudoAttacks of a rook).
func (x *xqRules) lines(i int) cells {
	var a cells
	for j := 0; j < x.files*x.ranks; j++ {
		if j != i && (j%x.files == i%x.files || j/x.files == i/x.files) {
			a.set(j)
		}
	}
	return a
}

// between is the cells strictly between i and j on a line.
func (x *xqRules) between(i, j int) cells {
	var a cells
	df, dr := sign(j%x.files-i%x.files), sign(j/x.files-i/x.files)
	for s := x.at(i, df, dr); s >= 0 && s != j; s = x.at(s, df, dr) {
		a.set(s)
	}
	return a
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// attacks is what a piece of kind k and colour c on i attacks with occ
// occupied, on the bare geometry (FSF's attacks_bb): a cannon the first
// piece beyond its screen, a horse and an elephant where their leg is
// free, a soldier forward and sideways.
func (x *xqRules) attacks(k, c, i int, occ cells) cells {
	var a cells
	switch k {
	case xqRook, xqCannon:
		for _, d := range xqOrth {
			screens := 0
			for s := x.at(i, d[0], d[1]); s >= 0; s = x.at(s, d[0], d[1]) {
				if k == xqRook || screens == 1 {
					a.set(s)
				}
				if occ.has(s) {
					if screens++; k == xqRook || screens == 2 {
						break
					}
				}
			}
		}
	case xqHorse:
		for _, d := range xqOrth {
			if leg := x.at(i, d[0], d[1]); leg >= 0 && !occ.has(leg) {
				for _, side := range [2]int{1, -1} {
					if s := x.at(i, 2*d[0]+side*d[1], 2*d[1]+side*d[0]); s >= 0 {
						a.set(s)
					}
				}
			}
		}
	case xqElephant:
		for _, d := range xqDiag {
			if eye := x.at(i, d[0], d[1]); eye >= 0 && !occ.has(eye) {
				if s := x.at(i, 2*d[0], 2*d[1]); s >= 0 {
					a.set(s)
				}
			}
		}
	case xqFers:
		a = x.near(i, xqDiag)
	case xqKing:
		a = x.near(i, xqOrth)
	case xqSoldier:
		for _, d := range [3][2]int{{0, 1 - 2*c}, {1, 0}, {-1, 0}} {
			if s := x.at(i, d[0], d[1]); s >= 0 {
				a.set(s)
			}
		}
	}
	if k == xqCannon { // only pieces are attacked
		a = a.and(occ)
	}
	return a
}

// attacksFrom is FSF's attacks_from: attacks with the board's occupancy,
// an unpromoted soldier only forward, within the kind's region.
func (b *xqBoard) attacksFrom(k, c, i int) cells {
	a := b.attacks(k, c, i, b.occ)
	if k == xqSoldier && !b.promo[c].has(i) {
		for _, df := range [2]int{1, -1} {
			if s := b.at(i, df, 0); s >= 0 {
				a.clear(s)
			}
		}
	}
	return a.and(b.region[c][k])
}

// attackersTo is FSF's attackers_to: the pieces of colour c that attack
// cell s with occ occupied, each kind only where its region holds s, an
// unpromoted soldier only from behind.
func (b *xqBoard) attackersTo(s int, occ cells, c int) cells {
	var a cells
	for k := xqRook; k < xqKinds; k++ {
		if !b.region[c][k].has(s) || b.by[c][k].empty() {
			continue
		}
		if k == xqHorse {
			b.attacks(xqHorse, c, s, cells{}).and(b.by[c][k]).each(func(h int) {
				if b.attacks(xqHorse, c, h, occ).has(s) {
					a.set(h)
				}
			})
			continue
		}
		a = a.or(b.attacks(k, c^1, s, occ).and(b.by[c][k]))
	}
	if soldiers := a.and(b.by[c][xqSoldier]); !soldiers.empty() && !b.promo[c].has(s) {
		a = a.andNot(soldiers)
		if behind := b.at(s, 0, 2*c-1); behind >= 0 && soldiers.has(behind) {
			a.set(behind)
		}
	}
	return a
}
