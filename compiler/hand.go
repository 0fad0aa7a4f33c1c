package compiler

import (
	"strings"

	"github.com/betzac/betzac/variants"
)

// HandRules are a variant's rules of drops and holdings. A position holds,
// besides the board, the pieces each side has in hand (FEN holdings,
// "[Nn]"); a drop puts one of them on an empty square as a move.
type HandRules struct {
	// Drops: the side to move may drop a piece from its hand on an empty
	// square instead of moving (subject to PieceType.Drop).
	Drops bool
	// CapturesToHand: every piece a move captures goes to the capturer's
	// hand as the type PieceType.Hand of the captured piece (demoted, and
	// of the capturer's colour).
	CapturesToHand bool
	// DropPromoted: a piece in hand may also be dropped as its promoted
	// form, the type whose letter is "+" and its own (Kyoto shogi).
	DropPromoted bool
	// ImmobilityIllegal: a move or drop may not leave a piece on a square
	// from which it could never move again, that is, where it has no move
	// on an otherwise empty board (shogi: a pawn or lance on the last
	// rank, a knight on the last two). A move that can promote there must
	// promote.
	ImmobilityIllegal bool
}

// DropRule restricts where a piece may be dropped.
type DropRule struct {
	// Ranks: the lowest and highest rank, counted from the owner's side
	// (1 = its first rank); 0, 0 = any rank.
	Ranks [2]int
	// FileLimit > 0: no drop on a file that already holds this many of
	// the dropping side's pieces of this type (shogi's nifu: 1).
	FileLimit int
	// NoMate: a drop of this piece that checkmates is illegal (shogi's
	// uchifuzume).
	NoMate bool
}

// compileHand fills Program.Hand and each PieceType's Hand and Drop.
func compileHand(v *variants.Variant, p *Program) {
	p.Hand = HandRules{
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
				pt.Drop = &DropRule{Ranks: d.Ranks, FileLimit: d.FileLimit, NoMate: d.NoMate}
			}
		}
		if h == "" && strings.HasPrefix(pt.Letter, "+") {
			h = pt.Letter[1:]
		}
		pt.Hand = h
	}
}
