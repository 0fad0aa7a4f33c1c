package fsf

import (
	"fmt"
	"sort"
	"strings"
)

// Game ends and legality rules of a section that map onto betzac's rules
// (legdefs.Rules): capture the flag, extinction, extinction pseudo-royals
// and checking = false. Each reads its keys, marks them handled, and adds
// YAML lines to t.rules or names what it cannot translate.

// noMoveKeys change no move FSF generates, so no perft (its
// generate<LEGAL> asks only is_immediate_game_end, legal() and the
// move generators, src/movegen.cpp): each is only read elsewhere, for the
// reason given.
var noMoveKeys = map[string]string{
	// the result of a position without legal moves: perft counts 0 there
	// whatever the value (position.cpp is_game_end, search only)
	"stalemateValue": "scores a stalemate", "checkmateValue": "scores a checkmate",
	"stalematePieceCount": "scores a stalemate",
	// repetition and move-count adjudication: is_optional_game_end, which
	// only the search calls
	"perpetualCheckIllegal": "adjudicates repetitions (search only)",
	"moveRepetitionIllegal": "adjudicates repetitions (search only)",
	"materialCounting":      "adjudicates the n-move rule (search only)",
	"nMoveRuleTypes":        "the n-move rule's clock (search only)",
	"nMoveRuleTypesWhite":   "the n-move rule's clock (search only)",
	"nMoveRuleTypesBlack":   "the n-move rule's clock (search only)",
	"countingRule":          "adjudication by counting (search only)",
	// a pawn drop that mates is generated, and the mate scored as a
	// loss for the dropper (position.h checkmate_value)
	"shogiPawnDropMateIllegal": "scores a mate by a pawn drop",
	// the number of pocket slots a GUI shows (ucioption.cpp only)
	"pocketSize": "the size of a GUI's pocket",
	// the search's evaluation
	"extinctionValueEval": "evaluation only",
}

// fsfLetters turns an FSF piece-type list ("kq", "*") into betzac letters
// of the section's pieces; ok is false (with the letter) if one is not a
// translated piece.
func (t *translation) fsfLetters(v string) (string, string, bool) {
	var out strings.Builder
	for _, c := range v {
		l := strings.ToUpper(string(c))
		found := false
		for _, p := range t.pieces {
			found = found || p.letter == l
		}
		if !found {
			return "", l, false
		}
		out.WriteString(l)
	}
	return out.String(), "", true
}

// allLetters is every translated piece letter (FSF's ALL_PIECES); ok is
// false if one is a promoted form (+X), which betzac's rule lists cannot
// name.
func (t *translation) allLetters() (string, bool) {
	var out strings.Builder
	for _, p := range t.pieces {
		if len(p.letter) != 1 {
			return "", false
		}
		out.WriteString(p.letter)
	}
	return out.String(), true
}

// readFlag translates capture the flag (flagPiece, flagRegion, flagMove,
// flagPieceSafe) to flag-squares, flag-squares-black, flag-pieces,
// flag-move and flag-safe.
func (t *translation) readFlag() {
	keys := []string{"flagPiece", "flagPieceWhite", "flagPieceBlack", "flagRegion", "flagRegionWhite", "flagRegionBlack",
		"flagMove", "flagPieceSafe", "flagPieceCount", "flagPieceBlockedWin"}
	set := false
	for _, k := range keys {
		_, ok := t.get[k]
		set = set || ok
		t.handled[k] = true
	}
	if !set {
		return
	}
	w, b, ok := t.flagRegions()
	if !ok {
		return
	}
	if v := t.get["flagPieceCount"]; v != "" && v != "1" {
		t.untranslated("flagPieceCount = %s (betzac's flag rule wins with one piece on a goal square)", v)
		return
	}
	if t.get["flagPieceBlockedWin"] == "true" {
		t.untranslated("flagPieceBlockedWin = true")
		return
	}
	letters, ok := t.flagLetters()
	if !ok {
		return
	}
	move, safe := t.get["flagMove"] == "true", t.get["flagPieceSafe"] == "true"
	if move && safe {
		t.untranslated("flagMove = true with flagPieceSafe = true (betzac's flag-safe is not with flag-move)")
		return
	}
	t.rules = append(t.rules, "flag-squares: "+regionText(w, t.files))
	if !sameSquares(w, b) {
		t.rules = append(t.rules, "flag-squares-black: "+regionText(b, t.files))
	}
	t.rules = append(t.rules, "flag-pieces: "+letters)
	if move {
		t.rules = append(t.rules, "flag-move: true")
	}
	if safe {
		t.rules = append(t.rules, "flag-safe: true")
	}
}

// flagRegions reads the goal squares of each side; ok is false if there
// are none (nothing to translate) or they cannot be translated (named).
func (t *translation) flagRegions() (w, b map[int]bool, ok bool) {
	side := func(color string) (string, string) {
		if v, ok := t.get["flagRegion"+color]; ok {
			return v, "flagRegion" + color + " = " + v
		}
		if v, ok := t.get["flagRegion"]; ok {
			return v, "flagRegion = " + v
		}
		return "", "no flagRegion" + color
	}
	wv, wdesc := side("White")
	bv, bdesc := side("Black")
	w, okW := fsfSquares(wv, t.files, t.ranks)
	b, okB := fsfSquares(bv, t.files, t.ranks)
	switch {
	case !okW:
		t.untranslated("%s (not a list of squares)", wdesc)
		return nil, nil, false
	case !okB:
		t.untranslated("%s (not a list of squares)", bdesc)
		return nil, nil, false
	case len(w) == 0 && len(b) == 0:
		return nil, nil, false // no goal: the other flag settings do nothing
	case len(w) == 0 || len(b) == 0:
		t.untranslated("%s, %s (only one side has goal squares; betzac's flag-squares are both sides')", wdesc, bdesc)
		return nil, nil, false
	}
	return w, b, true
}

// flagLetters reads flagPiece (FSF's default: every piece type) as
// betzac letters, the same for both sides.
func (t *translation) flagLetters() (string, bool) {
	pw, pb := orDefault(t.get["flagPiece"], "*"), orDefault(t.get["flagPiece"], "*")
	pw, pb = orDefault(t.get["flagPieceWhite"], pw), orDefault(t.get["flagPieceBlack"], pb)
	if pw != pb {
		t.untranslated("flagPieceWhite = %s, flagPieceBlack = %s (betzac's flag-pieces are both sides')", pw, pb)
		return "", false
	}
	letters, ok := t.allLetters()
	if pw != "*" {
		var bad string
		if letters, bad, ok = t.fsfLetters(pw); !ok {
			t.untranslated("flagPiece = %s (%s is not a translated piece)", pw, bad)
			return "", false
		}
	} else if !ok {
		t.untranslated("flagPiece = * (every piece, promoted forms too, which flag-pieces cannot name)")
		return "", false
	}
	if x := t.splitTypesIn(letters); x != "" && pw != "*" {
		t.untranslated("flagPiece = %s (Fairy-Stockfish counts a promoted %s as one; betzac has two types)", pw, x)
		return "", false
	}
	return letters, true
}

// readChecking translates checking = false (a move that gives check is
// illegal, position.cpp legal) to no-checks.
func (t *translation) readChecking() {
	t.handled["checking"] = true
	if t.get["checking"] == "false" {
		t.rules = append(t.rules, "no-checks: true")
	}
}

// readMustCapture translates FSF's forced captures (mustCapture).
func (t *translation) readMustCapture() {
	t.handled["mustCapture"] = true
	if t.get["mustCapture"] == "true" {
		t.rules = append(t.rules, "must-capture: true")
	}
}

// readExtinction translates FSF's extinction rule (extinctionValue not
// none, the game ends when a side has extinctionPieceCount or fewer of a
// type, board and hand: is_immediate_game_end) to extinction and
// extinction-count, and extinctionPseudoRoyal (which turns that game end
// off and makes the types royal while a side has at most
// extinctionPieceCount + 1 of one) to royal pieces where a side can never
// have two. The bare-king settings (bareKingKeys) are read before.
func (t *translation) readExtinction() {
	keys := []string{"extinctionValue", "extinctionPieceTypes", "extinctionPieceCount", "extinctionOpponentPieceCount",
		"extinctionClaim", "extinctionPseudoRoyal"}
	for _, k := range keys {
		t.handled[k] = true
	}
	types := t.get["extinctionPieceTypes"]
	if t.get["extinctionPseudoRoyal"] == "true" {
		t.readPseudoRoyal(types)
		if t.get["blastOnCapture"] != "true" {
			return // the pseudo-royal pieces are never captured
		}
		// with blasts FSF's extinction holds too (is_immediate_game_end):
		// a blast may remove a pseudo-royal piece
	}
	if v := t.get["extinctionValue"]; v == "" || v == "none" || types == "" {
		return // no extinction rule: the other settings do nothing
	}
	n := t.get["extinctionPieceCount"]
	noneLeft := types == "*" && (n == "" || n == "0")
	if v := t.get["extinctionOpponentPieceCount"]; v != "" && v != "0" && !(v == "1" && noneLeft) {
		// (with every piece counted, none left and the opponent needing
		// one, the game ends only where the opponent has a piece: where
		// it has none, the side to move has no piece, so no move either)
		t.untranslated("extinctionOpponentPieceCount = %s", v)
		return
	}
	if t.get["extinctionClaim"] == "true" {
		t.untranslated("extinctionClaim = true")
		return
	}
	letters := "*"
	if types != "*" {
		var bad string
		var ok bool
		if letters, bad, ok = t.fsfLetters(types); !ok {
			t.untranslated("extinctionPieceTypes = %s (%s is not a translated piece)", types, bad)
			return
		}
		if x := t.splitTypesIn(letters); x != "" {
			t.untranslated("extinctionPieceTypes = %s (Fairy-Stockfish counts a promoted %s as one; betzac has two types)", types, x)
			return
		}
	}
	t.rules = append(t.rules, "extinction: "+strconvQuote(letters))
	if n := t.get["extinctionPieceCount"]; n != "" && n != "0" {
		t.rules = append(t.rules, "extinction-count: "+n)
	}
}

// readPseudoRoyal makes the extinction types royal where that is the
// same: FSF's pseudo-royal pieces are those of a type of which their side
// has at most extinctionPieceCount + 1 on the board, so with a count of 0
// a type is royal exactly while a side has one of it. That holds for the
// whole game when no side starts with two, none can promote to it and
// none starts in hand (with captures to hand, one gets there only by
// capturing a royal one, which is never legal).
func (t *translation) readPseudoRoyal(types string) {
	if n := t.get["extinctionPieceCount"]; n != "" && n != "0" {
		t.untranslated("extinctionPseudoRoyal = true with extinctionPieceCount = %s", n)
		return
	}
	if types == "*" || types == "" {
		t.untranslated("extinctionPseudoRoyal = true with extinctionPieceTypes = %s", types)
		return
	}
	letters, bad, ok := t.fsfLetters(types)
	if !ok {
		t.untranslated("extinctionPieceTypes = %s (%s is not a translated piece)", types, bad)
		return
	}
	if t.get["dupleCheck"] == "true" {
		t.untranslated("extinctionPseudoRoyal = true with dupleCheck = true")
		return
	}
	board := strings.Fields(t.start)[0]
	// what promotions and the hand may add; a pseudo-royal type that
	// promotes to another (forward's g:k) adds one at most for its one
	made := strings.ToUpper(t.promoTo + t.pawnExtra + t.handText)
	sources := map[string]string{}
	for _, pair := range strings.Fields(t.get["promotedPieceType"]) {
		from, to, _ := strings.Cut(pair, ":")
		from, to = strings.ToUpper(from), strings.ToUpper(to)
		if strings.Contains(letters, from) {
			sources[to] += from
		} else {
			made += to
		}
	}
	for _, l := range letters {
		s := string(l)
		white, black := strings.Count(board, s), strings.Count(board, strings.ToLower(s))
		for _, src := range sources[s] {
			white += strings.Count(board, string(src))
			black += strings.Count(board, strings.ToLower(string(src)))
		}
		switch {
		case white > 1 || black > 1:
			t.untranslated("extinctionPseudoRoyal = true (a side has two %s, or pieces that become one, which are royal only when one is left)", s)
			return
		case strings.Contains(made, s) || t.hand && t.get["capturesToHand"] != "true":
			t.untranslated("extinctionPseudoRoyal = true (a side may get a second %s, by promotion or drop, and then neither is royal)", s)
			return
		}
	}
	for i, p := range t.pieces {
		if strings.Contains(letters, p.letter) || p.asType != "" && strings.Contains(letters, p.asType) {
			t.pieces[i].royal = true
		}
	}
}

// readFlyingGeneral translates flyingGeneral (the kings may not face
// each other on a file or rank: position.cpp legal) to flying-general.
// FSF also forbids castling through a square facing the enemy king, as
// betzac's castling does with the rule.
func (t *translation) readFlyingGeneral() {
	t.handled["flyingGeneral"] = true
	if t.get["flyingGeneral"] != "true" {
		return
	}
	switch {
	case t.get["extinctionPseudoRoyal"] == "true":
		t.untranslated("flyingGeneral = true with extinctionPseudoRoyal (Fairy-Stockfish's rule is for its king type)")
	default:
		t.rules = append(t.rules, "flying-general: true")
	}
}

// readPawnTypes marks the pieces that promote to promotionPieceTypes:
// FSF's pawn, or pawnTypes, or promotionPawnTypes (read after it). A
// pawnTypes piece other than FSF's pawn also captures e.p. with its
// capture-only moves (enPassantTypes, movegen.cpp) on the squares a
// piece's initial moves pass, which betzac's Betza says with e: without e
// in its Betza, where some piece has initial moves, it is named. It reports whether a
// piece promotes.
func (t *translation) readPawnTypes() bool {
	for _, k := range []string{"pawnTypes", "promotionPawnTypes", "promotionPawnTypesWhite", "promotionPawnTypesBlack"} {
		t.handled[k] = true
	}
	list, set := "", false
	for _, k := range []string{"pawnTypes", "promotionPawnTypes"} {
		if v, ok := t.get[k]; ok {
			list, set = v, true
		}
	}
	w, hasW := t.get["promotionPawnTypesWhite"]
	b, hasB := t.get["promotionPawnTypesBlack"]
	switch {
	case hasW && hasB && w == b:
		list, set = w, true
	case hasW || hasB:
		t.untranslated("promotionPawnTypesWhite = %s, promotionPawnTypesBlack = %s (the same for both sides in betzac)", w, b)
	}
	if list == "-" {
		list = ""
	}
	if set {
		if _, bad, ok := t.fsfLetters(list); !ok {
			t.untranslated("pawn types %q (%s is not a translated piece)", list, bad)
		}
	}
	epMade := false // a piece makes e.p. squares: its initial moves
	for _, p := range t.pieces {
		epMade = epMade || p.pawn && t.get["doubleStep"] != "false" || fsfHasInitial(p.betza)
	}
	if v, ok := t.get["pawnTypes"]; ok && epMade {
		for _, p := range t.pieces {
			if strings.Contains(strings.ToUpper(v), p.letter) && !p.pawn && strings.Contains(p.betza, "c") && !strings.Contains(p.betza, "e") {
				t.untranslated("pawnTypes = %s (%s captures e.p. with its capture-only moves; write e in its Betza)", v, p.letter)
			}
		}
	}
	any := false
	for i := range t.pieces {
		p := &t.pieces[i]
		p.promotes = p.pawn && !set || set && strings.Contains(strings.ToUpper(list), p.letter)
		any = any || p.promotes
	}
	return any
}

// readMobility translates mobilityRegionWhite<Type> and
// mobilityRegionBlack<Type> (the squares a type's moves and attacks may
// end on, position.h board_bb) to confine, which is White's region and
// Black's mirrored. FSF also drops a piece only inside its region; a
// confined piece that may be dropped is named.
func (t *translation) readMobility() {
	var keys []string
	for key := range t.get {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		wv := t.get[key]
		typ, ok := strings.CutPrefix(key, "mobilityRegionWhite")
		if !ok {
			if typ, ok = strings.CutPrefix(key, "mobilityRegionBlack"); ok {
				if _, hasW := t.get["mobilityRegionWhite"+typ]; !hasW {
					t.handled[key] = true
					t.untranslated("%s = %s without mobilityRegionWhite%s (betzac's confine is both sides')", key, wv, typ)
				}
			}
			continue
		}
		bkey := "mobilityRegionBlack" + typ
		t.handled[key], t.handled[bkey] = true, true
		bv, hasB := t.get[bkey]
		w, okW := fsfSquares(wv, t.files, t.ranks)
		b, okB := fsfSquares(bv, t.files, t.ranks)
		pkey := strings.ToLower(typ[:1]) + typ[1:]
		i := -1
		for j, p := range t.pieces {
			if p.key.key == pkey {
				i = j
			}
		}
		switch {
		case !hasB || !okW || !okB || !mirrored(w, b, t.files, t.ranks):
			t.untranslated("%s = %s, %s = %s (betzac's confine is White's region and Black's mirrored)", key, wv, bkey, bv)
		case i < 0:
			t.untranslated("%s = %s (%s is not a translated piece)", key, wv, pkey)
		case t.hand && (!t.pieces[i].royal || t.royalDrops):
			t.untranslated("%s = %s with drops (Fairy-Stockfish drops the piece only in its region)", key, wv)
		default:
			t.pieces[i].confine = regionText(w, t.files)
		}
	}
}

// checkField translates checkCounting (a side that has given its
// checks wins: is_immediate_game_end) to checks-to-win, taking the
// checks each side needs from the start FEN ("3+3" after the e.p. field,
// or after the side to move; FSF reads one digit each) and taking that field out of t.start (the
// start position of betzac's variant needs checks-to-win each).
func (t *translation) checkField() {
	t.handled["checkCounting"] = true
	if t.get["checkCounting"] != "true" {
		return
	}
	f := strings.Fields(t.start)
	for i := 2; i < len(f); i++ { // after the board and the side
		if c := f[i]; len(c) == 3 && c[1] == '+' && isDigit(c[0]) && c[0] == c[2] && c[0] != '0' {
			t.rules = append(t.rules, "checks-to-win: "+c[:1])
			t.start = strings.Join(append(f[:i:i], f[i+1:]...), " ")
			return
		}
	}
	t.untranslated("checkCounting = true with startFen %q (no checks field N+N, the same for both sides)", t.start)
}

func strconvQuote(s string) string { return fmt.Sprintf("%q", s) }
