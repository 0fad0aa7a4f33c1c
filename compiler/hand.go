package compiler

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// compileHand fills each PieceType's Hand and Drop, and the promotion
// flags of the pieces that promote.
func compileHand(v *variants.Variant, p *legdefs.Program) {
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
