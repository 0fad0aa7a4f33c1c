package fsf

import "strings"

// Promotion settings that differ by side (FSF's promotionPawnTypesWhite
// and Black, promotionPieceTypesWhite and Black): betzac's promote rule
// is a piece type's for both sides, with to-black for Black's choices.
// A type that promotes for one side only is translated where the other
// side never has a piece of it (khans: White's pawns, Black's s).

// oneSidedPawnTypes reads differing promotion pawn types w and b (FSF's
// pawn where a side's is not set): it marks the pieces that promote for
// either side and reports false, naming it, if a piece that promotes for
// one side only may also be the other side's.
func (t *translation) oneSidedPawnTypes(w string, hasW bool, b string, hasB bool) bool {
	side := func(v string, has bool) func(p ipiece) bool {
		return func(p ipiece) bool {
			if !has {
				return p.pawn
			}
			return strings.Contains(strings.ToUpper(v), p.letter)
		}
	}
	inW, inB := side(w, hasW), side(b, hasB)
	for _, p := range t.pieces {
		if inW(p) != inB(p) && t.mayHave(p.letter, !inW(p)) {
			t.untranslated("promotionPawnTypesWhite = %s, promotionPawnTypesBlack = %s (%s promotes for one side only, and the other may have one)", w, b, p.letter)
			return false
		}
	}
	for i := range t.pieces {
		t.pieces[i].promotes = inW(t.pieces[i]) || inB(t.pieces[i])
	}
	return true
}

// mayHave reports whether White (or Black) may ever have a piece of
// letter: in the start position or hand, by captures to hand, or by a
// promotion.
func (t *translation) mayHave(letter string, white bool) bool {
	if t.get["capturesToHand"] == "true" {
		return true
	}
	l := letter
	if !white {
		l = strings.ToLower(letter)
	}
	if strings.Contains(strings.Fields(t.start)[0]+t.handText, l) {
		return true
	}
	for _, k := range []string{"promotionPieceTypes", "promotionPieceTypesWhite", "promotionPieceTypesBlack", "promotedPieceType"} {
		if strings.Contains(strings.ToUpper(t.get[k]), letter) {
			return true
		}
	}
	return false
}

// sidePromotionTypes reads promotionPieceTypesWhite and Black (each
// side's, where set, over promotionPieceTypes, all): it returns White's
// and sets Black's as t.promoToBlack where they differ. With captures to
// hand (betzac's promoted X~ types, hand.go) that is named.
func (t *translation) sidePromotionTypes(all, w string, hasW bool, b string, hasB bool) string {
	white, black := all, all
	if hasW {
		white = promotionTypes(w, t.pieces)
	}
	if hasB {
		black = promotionTypes(b, t.pieces)
	}
	switch {
	case strings.EqualFold(white, black):
	case t.get["capturesToHand"] == "true":
		t.untranslated("promotionPieceTypesWhite = %s, promotionPieceTypesBlack = %s with capturesToHand (betzac's promoted pieces in hand are the same for both sides)", w, b)
	default:
		t.promoToBlack = black
	}
	return white
}
