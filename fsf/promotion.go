package fsf

import (
	"strconv"
	"strings"
)

// readPromotion reads the types a pawn promotes to and its zone.
func (t *translation) readPromotion(hasPawn bool) {
	get := t.get
	promoTo := promotionTypes(get["promotionPieceTypes"], t.pieces)
	t.handled["promotionPieceTypes"] = true
	w, hasW := get["promotionPieceTypesWhite"]
	b, hasB := get["promotionPieceTypesBlack"]
	t.handled["promotionPieceTypesWhite"], t.handled["promotionPieceTypesBlack"] = true, true
	if hasW || hasB {
		promoTo = t.sidePromotionTypes(promoTo, w, hasW, b, hasB) // sides.go
	}
	// FSF's pawn may also promote by promotedPieceType (hand.go), and
	// without mandatoryPawnPromotion it may enter the zone unpromoted
	t.handled["mandatoryPawnPromotion"] = true
	t.pawnOptional = get["mandatoryPawnPromotion"] == "false"
	complain := hasPawn && promoTo == "" && !t.pawnOptional && t.pawnPiecePromotion() == ""
	// FSF (movegen.cpp): a pawn with no type to promote to may not enter
	// the zone while mandatoryPawnPromotion (the default) holds, and
	// still attacks it: betzac's "to: -"
	t.promoNothing = complain
	for _, key := range []string{"promotionRank", "promotionRegionWhite", "promotionRegionBlack"} {
		t.handled[key] = true
	}
	t.promoTo, t.zone = promoTo, 1
	if hasPawn && !t.promotionSquares() {
		t.zone = promotionZone(get, t.ranks, t.untranslated)
	}
}

// readEPPromotion reads the promotion regions for epPromotion, if a pawn
// has a double step. (A double step into its own promotion region makes
// no e.p. square, in FSF and in betzac: a move that promotes makes none.)
func (t *translation) readEPPromotion(doubleStep bool) {
	if !doubleStep {
		return
	}
	w, okW := fsfSquares(orDefault(t.get["promotionRegionWhite"], defaultPromotionWhite), t.files, t.ranks)
	b, okB := fsfSquares(orDefault(t.get["promotionRegionBlack"], defaultPromotionBlack), t.files, t.ranks)
	if !okW || !okB {
		return
	}
	t.epPromotion(w, b)
}

// epPromotion finds a pawn's double step (from its side's double-step
// region, where a pawn starts or may be dropped) past a square of the
// other side's promotion region w or b: FSF's e.p. capture there does
// not promote (its EN_PASSANT moves never do), so no-ep-promotion.
func (t *translation) epPromotion(w, b map[int]bool) {
	dsW, okW := fsfSquares(orDefault(t.get["doubleStepRegionWhite"], defaultDoubleStepWhite), t.files, t.ranks)
	dsB, okB := fsfSquares(orDefault(t.get["doubleStepRegionBlack"], defaultDoubleStepBlack), t.files, t.ranks)
	if !okW || !okB {
		return
	}
	drops := t.get["pieceDrops"] == "true"
	rows := strings.Split(strings.Fields(t.start)[0], "/")
	for _, p := range t.pieces {
		if !p.pawn {
			continue
		}
		for i, row := range rows {
			r := len(rows) - 1 - i
			for f, c := range expandRow(row) {
				sq := f + r*t.files
				white := (drops || string(c) == strings.ToUpper(p.letter)) && dsW[sq]
				black := (drops || string(c) == strings.ToLower(p.letter)) && dsB[sq]
				if white && b[sq+t.files] || black && r >= 1 && w[sq-t.files] {
					t.rules = append(t.rules, "no-ep-promotion: true")
					return
				}
			}
		}
	}
}

// promotionSquares reads promotion regions that are not the last whole
// ranks as promote squares (moves that end on them promote, as FSF's
// pawn's); it reports whether it did.
func (t *translation) promotionSquares() bool {
	if _, ok := t.get["promotionRank"]; ok {
		return false
	}
	wv := orDefault(t.get["promotionRegionWhite"], defaultPromotionWhite)
	bv := orDefault(t.get["promotionRegionBlack"], defaultPromotionBlack)
	zw, okW := regionZone(wv, t.ranks, false)
	zb, okB := regionZone(bv, t.ranks, true)
	if okW && okB && zw == zb {
		return false // a zone of whole ranks
	}
	w, okW := fsfSquares(wv, t.files, t.ranks)
	b, okB := fsfSquares(bv, t.files, t.ranks)
	if !okW || !okB || len(w) == 0 || len(b) == 0 {
		return false
	}
	t.promoSquares, t.promoSquaresBlack = regionText(w, t.files), regionText(b, t.files)
	return true
}

// promotesTo is what a promotion pawn type promotes to, "" if nothing.
func (t *translation) promotesTo(p ipiece) string {
	if !p.promotes {
		return ""
	}
	to := orDefault(t.pawnTo, strings.ToUpper(t.promoTo))
	if p.pawn {
		to += t.pawnExtra
	}
	to += p.promoteExtra
	if to == "" && t.promoNothing {
		return "-"
	}
	return to
}

// regionZone reads a region of whole ranks ("*7 *8") and returns its depth
// if it is the last ranks from White's view (black: the first ranks).
func regionZone(v string, ranks int, black bool) (int, bool) {
	seen := map[int]bool{}
	for _, f := range strings.Fields(v) {
		r, err := strconv.Atoi(strings.TrimPrefix(f, "*"))
		if !strings.HasPrefix(f, "*") || err != nil {
			return 0, false
		}
		seen[r] = true
	}
	for z := 1; z <= len(seen); z++ {
		r := ranks - z + 1
		if black {
			r = z
		}
		if !seen[r] {
			return 0, false
		}
	}
	return len(seen), len(seen) > 0
}
