package fsf

// readTripleStep translates tripleStepRegionWhite and Black: FSF's pawn
// on its side's region may also step three squares straight forward
// through two empty squares, whether it has moved or not, each passed
// square an e.p. square (movegen.cpp generate_pawn_moves, position.cpp
// do_move). That is a region-moves fmnnH (nn: a lame leap whose passed
// squares are e.p. squares); Black's region must be White's mirrored.
func (t *translation) readTripleStep() {
	wv, hasW := t.get["tripleStepRegionWhite"]
	bv, hasB := t.get["tripleStepRegionBlack"]
	t.handled["tripleStepRegionWhite"], t.handled["tripleStepRegionBlack"] = true, true
	if !hasW && !hasB {
		return
	}
	w, okW := fsfSquares(wv, t.files, t.ranks)
	b, okB := fsfSquares(bv, t.files, t.ranks)
	if !okW || !okB || !mirrored(w, b, t.files, t.ranks) {
		t.untranslated("tripleStepRegionWhite = %s, tripleStepRegionBlack = %s (betzac's region-moves are White's and Black's mirrored)", wv, bv)
		return
	}
	if len(w) == 0 {
		return
	}
	for i := range t.pieces {
		if p := &t.pieces[i]; p.pawn {
			p.regionMoves = append(p.regionMoves, "{from: "+strconvQuote(regionText(w, t.files))+", betza: fmnnH}")
		}
	}
}
