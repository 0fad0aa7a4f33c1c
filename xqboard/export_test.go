package xqboard

import "fmt"

// RoyalMovesAgree checks royalSafe at b against the general test: each
// quiet move of the royal of the side to move, made and tested
// (inCheck). It returns how many moves it checked, or the first
// disagreement.
func RoyalMovesAgree(b *Board) (int, error) {
	c := b.stm
	k := b.king[c]
	tg := b.targets(&b.t.pt[c][b.t.royal], c, k, b.byCol[c]).andNot(b.occ)
	n := 0
	for !tg.empty() {
		m := move{uint8(k), uint8(tg.pop())}
		fast := b.royalSafe(c, int(m.from), int(m.to))
		capt := b.make(m)
		slow := !b.inCheck(c)
		b.unmake(m, capt)
		if fast != slow {
			return n, fmt.Errorf("royal %d-%d: royalSafe %v, made and tested %v", m.from, m.to, fast, slow)
		}
		n++
	}
	return n, nil
}

// ScreenSquares is the number of empty squares where a move of the side
// to move at b adds a screen before an enemy hopper aimed at its royal
// (guard.screen; 0 in check).
func ScreenSquares(b *Board) int {
	g := b.guard(b.stm)
	if g.check {
		return 0
	}
	return g.screen.count()
}

// ShapesAgree checks targets at b against anyTargets for every piece on
// the board, of either colour, and returns the shapes it compared (how
// many pieces of each), or the first disagreement.
func ShapesAgree(b *Board) (map[string]int, error) {
	names := map[shape]string{shapeAny: "any", shapeLeaps: "leaps", shapeLame: "lame", shapeAxes: "axes"}
	seen := map[string]int{}
	for occ := b.occ; !occ.empty(); {
		s := occ.pop()
		c, ty := int(b.sq[s]>>7), int(b.sq[s]&0x7f)-1
		p := &b.t.pt[c][ty]
		fast, slow := b.targets(p, c, s, b.byCol[c]), b.anyTargets(p, c, s, b.byCol[c])
		if fast != slow {
			return seen, fmt.Errorf("square %d (colour %d, type %d, shape %s): targets %v, anyTargets %v", s, c, ty, names[p.shape], fast, slow)
		}
		seen[names[p.shape]]++
	}
	return seen, nil
}
