package vm

import "github.com/betzac/betzac/legdefs"

// Pieces a piece may not hop over or capture (legdefs.PieceType.
// CannotHopOver and CannotCapture), as the Janggi cannon may neither hop
// over nor take a cannon. A barred capture is dropped from the piece's
// moves (genZoned) and its attacks (zonedAttacks).

// buildCannot precomputes the types pt may not hop over or capture.
func (t *tables) buildCannot(z *zoneType, pt *legdefs.PieceType) {
	z.noHop = typeBits(pt.CannotHopOver)
	z.noCapt = typeBits(pt.CannotCapture)
}

// typeBits returns the types (valid indices: Program.Validate) as a bit set.
func typeBits(types []int) uint64 {
	var mask uint64
	for _, k := range types {
		mask |= 1 << uint(k)
	}
	return mask
}

// capturesBarred reports whether move m captures a piece of a type in
// mask (the types a piece may not capture).
func (p *Position) capturesBarred(m *Move, mask uint64) bool {
	if mask == 0 || m.Kind&KindCastle != 0 {
		return false
	}
	b := p.board
	them := colourBit(p.stm ^ 1)
	if v := b[m.To]; v&colMask == them && mask>>(v&typeMask)&1 != 0 {
		return true
	}
	for i := 0; i < int(m.NV); i++ {
		if v := b[m.V[i]]; v&colMask == them && mask>>(v&typeMask)&1 != 0 {
			return true
		}
	}
	return false
}

// cannotHop reports whether a piece of type typ may not hop over the
// square content v.
func (p *Position) cannotHop(typ int, v uint8) bool {
	z := p.t.types[typ].zones
	return z != nil && z.noHop>>(v&typeMask)&1 != 0
}
