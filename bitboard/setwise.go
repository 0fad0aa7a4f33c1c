package bitboard

import "math/bits"

// Setwise leaps: the moves of all unpinned pieces of a type found at once
// by shifting their bitboard by each leap's square difference, for the
// types with few leaps and no rides (pawns), where one shift per leap
// beats one table look-up per piece.

// vec is one leap of a setwise type: the shift, the squares it may start
// from (it lands on the board), what it may do, and for a lame leap the
// number of unit steps of sh it takes, each to an empty square. The e.p.
// squares a lame leap makes are the lameLeap's (setEP).
type vec struct {
	sh    int
	src   uint64
	steps int
	// mMask, cMask: all ones if it moves, captures; anyFrom: all ones if
	// it is not initial (masks instead of branches in setwise)
	mMask, cMask, anyFrom uint64
}

// maxSetVecs is the most leaps a type counted setwise has.
const maxSetVecs = 4

func shift(x uint64, sh int) uint64 {
	if sh >= 0 {
		return x << uint(sh)
	}
	return x >> uint(-sh)
}

// addVec records the leap (dx, dy) of steps unit steps for setwise use;
// a second leap to the same square difference makes the type not setwise.
func (t *Tables) addVec(pc *pieceCol, dx, dy, steps int, m, c, initial bool) {
	ux, uy := dx/steps, dy/steps
	var src uint64
	for s := 0; s < t.n; s++ {
		if t.on(s%t.files+ux, s/t.files+uy) {
			src |= bit(s)
		}
	}
	if steps == 1 {
		src = 0
		for s := 0; s < t.n; s++ {
			if t.on(s%t.files+dx, s/t.files+dy) {
				src |= bit(s)
			}
		}
	}
	sh := uy*t.files + ux
	for _, v := range pc.vecs {
		if v.sh*v.steps == sh*steps {
			pc.noSet = true
		}
	}
	pc.vecs = append(pc.vecs, vec{sh: sh, src: src, steps: steps,
		mMask: allIf(m), cMask: allIf(c), anyFrom: allIf(!initial)})
}

// allIf is all ones if x, else 0.
func allIf(x bool) uint64 {
	if x {
		return ^uint64(0)
	}
	return 0
}

// setwise counts or lists the moves of the unpinned pieces free of type
// pc.
func (c *Counter) setwise(b *Board, n *node, pc *pieceCol, free uint64) {
	for i := range pc.vecs {
		v := &pc.vecs[i]
		cur := free & (b.virgin | v.anyFrom)
		var tg uint64
		if v.steps == 1 {
			tg = shift(cur&v.src, v.sh) & (n.empty&v.mMask | n.enemy&v.cMask)
		} else {
			for k := 0; k < v.steps; k++ {
				cur = shift(cur&v.src, v.sh) & n.empty
			}
			tg = cur
		}
		tg &= n.mask
		if !n.counting {
			c.emitShift(n, pc, tg, v.sh*v.steps)
			continue
		}
		n.n += uint64(popcount(tg &^ pc.zone))
		if z := tg & pc.zone; z != 0 {
			n.n += uint64(popcount(z) * len(pc.promo))
		}
	}
}

// emitShift lists the moves to tg, each from sh squares back.
func (c *Counter) emitShift(n *node, pc *pieceCol, tg uint64, sh int) {
	for tg != 0 {
		q := bits.TrailingZeros64(tg)
		tg &= tg - 1
		if pc.zone&bit(q) == 0 {
			n.list = append(n.list, move{from: int8(q - sh), to: int8(q)})
			continue
		}
		for _, p := range pc.promo {
			n.list = append(n.list, move{from: int8(q - sh), to: int8(q), promo: int8(p) + 1})
		}
	}
}
