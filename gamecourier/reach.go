package gamecourier

import "github.com/betzac/betzac/legdefs"

// reachTable writes #vat: for each piece type and mailbox displacement
// (to - from, White's; Black's are negated), which of its moves could
// capture there, found by walking its legs on an empty, unbounded board
// where every square may be entered, stopped on or hopped over: bit j
// for the j-th move of any of the type's lists (the last bit for every
// move from maskBits-1 on). It is a superset of what the moves can do on
// a real board, so Gen's attack task (#task 3) may skip a piece whose
// entry is 0, and GenList a move whose bit is clear, without missing a
// capture; the moves themselves then decide. #vsz is the size of one
// type's part, #vc the index of displacement 0 in it.
func reachTable(p *legdefs.Program, b board) []string {
	span := (b.files - 1) + (b.ranks-1)*b.w
	size := 2*span + 1
	vat := make([]int, size*len(p.Pieces))
	for i := range p.Pieces {
		for _, off := range lists(p, i) {
			for j, m := range p.Table.Moves(off) {
				if m[0].Mode&legdefs.ModeCastle != 0 {
					continue // castling captures nothing
				}
				bit := 1 << min(j, maskBits-1)
				steps, _ := m.Steps(b.files, b.ranks)
				reach(m, steps, 0, 0, 0, b, func(dx, dy int) {
					vat[i*size+span+dx+dy*b.w] |= bit
				})
			}
		}
	}
	return []string{
		"set vsz " + itoa(size) + ";",
		"set vc " + itoa(span) + ";",
		"set vat " + ints(vat) + ";",
	}
}

// maskBits is how many bits a #vat entry uses: few enough for any
// integer type GAME Code may use.
const maskBits = 30 // GenList doubles its bit up to 1 << 29

// captures are the mode bits with which a leg may take a piece where it
// stops (or, e.p., the piece beside it: the victim is not the target of
// an attack test, so e is left out).
const captures = legdefs.ModeCapture | legdefs.ModeFriend | legdefs.ModeRoyalOnly

// reach walks leg k of m from (x, y), calling hit for every point where a
// capture could happen.
func reach(m legdefs.Move, steps []int32, k, x, y int, b board, hit func(dx, dy int)) {
	if k == len(m) {
		return
	}
	l := m[k]
	n := int(steps[k])
	if n < 0 {
		n = -n
	}
	for s := 1; s <= n; s++ {
		x, y = x+int(l.DX), y+int(l.DY)
		if abs(x) >= b.files || abs(y) >= b.ranks {
			return
		}
		if l.Mode&captures != 0 {
			hit(x, y)
		}
		reach(m, steps, k+1, x, y, b, hit)
	}
}
