package compiler

import (
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// compileHand fills Program.Hand (each PieceType's Hand and Drop are
// pieceRules').
func compileHand(v *variants.Variant, p *legdefs.Program) {
	p.Hand = legdefs.HandRules{
		Drops:             v.Hand.Drops,
		CapturesToHand:    v.Hand.CapturesToHand,
		DropPromoted:      v.Hand.DropPromoted,
		ImmobilityIllegal: v.Hand.ImmobilityIllegal,
	}
}
