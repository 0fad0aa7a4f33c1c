package compiler

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// compileHand fills Program.Hand and each PieceType's Hand and Drop.
func compileHand(v *variants.Variant, p *legdefs.Program) {
	p.Hand = legdefs.HandRules{
		Drops:             v.Hand.Drops,
		CapturesToHand:    v.Hand.CapturesToHand,
		DropPromoted:      v.Hand.DropPromoted,
		ImmobilityIllegal: v.Hand.ImmobilityIllegal,
	}
	for i := range p.Pieces {
		pt := &p.Pieces[i]
		h := ""
		if i < len(v.Pieces) {
			h = v.Pieces[i].Hand
			if vp := v.Pieces[i]; vp.Promote != nil && pt.Promote != nil {
				pt.Promote.Optional, pt.Promote.Leaving = vp.Promote.Optional, vp.Promote.Leaving
				pt.Promote.CaptureInside = vp.Promote.CaptureInside
			}
			if d := v.Pieces[i].Drop; d != nil {
				pt.Drop = &legdefs.DropRule{Ranks: d.Ranks, FileLimit: d.FileLimit, NoMate: d.NoMate}
			}
		}
		if h == "" && strings.HasPrefix(pt.Letter, "+") {
			h = pt.Letter[1:]
		}
		pt.Hand = h
	}
}
