package fsf

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
)

// Game ends and legality rules of a section that map onto betzac's rules
// (legdefs.Rules): capture the flag, extinction, extinction pseudo-royals
// and checking = false. Each reads its keys, marks them handled, and adds
// YAML lines to t.rules or names what it cannot translate.

// noMoveKeys change no move FSF generates, so no perft (its
// generate<LEGAL> asks only is_immediate_game_end, legal() and the
// move generators, src/movegen.cpp): each is only read elsewhere, for the
// reason given.
var noMoveKeys = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		// the result of a position without legal moves: perft counts 0 there
		// whatever the value (position.cpp is_game_end, search only)
		"stalematePieceCount": "scores a stalemate",
		// a pawn drop that mates is generated, and the mate scored as a
		// loss for the dropper (position.h checkmate_value)
		"shogiPawnDropMateIllegal": "scores a mate by a pawn drop",
		// the number of pocket slots a GUI shows (ucioption.cpp only)
		"pocketSize": "the size of a GUI's pocket",
		// the search's evaluation
		"extinctionValueEval": "evaluation only",
	}
}}

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

func (t *translation) readChecking() {
	t.handled["checking"] = true
	if t.get["checking"] == "false" {
		t.rules = append(t.rules, "no-checks: true")
	}
}

// readPassOnStalemate translates FSF's passOnStalemate (a side without a
// legal move, not in check, passes: movegen.cpp adds the pass and
// position.cpp legal keeps it only then) to pass-on-stalemate.
// passOnStalemateWhite and passOnStalemateBlack (one side's) stay
// untranslated.
func (t *translation) readPassOnStalemate() {
	t.handled["passOnStalemate"] = true
	if t.get["passOnStalemate"] == "true" {
		t.rules = append(t.rules, "pass-on-stalemate: true")
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
	if v := t.get["extinctionValue"]; v == legdefs.ValueWin || v == legdefs.ValueDraw {
		t.rules = append(t.rules, "extinction-value: "+v) // loss is the default
	}
	if n := t.get["extinctionPieceCount"]; n != "" && n != "0" {
		t.rules = append(t.rules, "extinction-count: "+n)
	}
}

// readPseudoRoyal makes the extinction types royal where that is the
// same: FSF's pseudo-royal pieces are those of a type of which their side
// has at most extinctionPieceCount + 1 on the board (set_check_info), and
// a move is legal only if none of the mover's is attacked afterwards
// (legal). So a type is royal for the whole game when no side starts with
// more than count + 1 of it, none can promote to it and none starts in
// hand: its number never grows, and it never falls, since capturing a
// pseudo-royal piece needs one left attacked (with captures to hand, one
// gets to a hand only that way). Each royal piece must then be safe,
// which is betzac's rule for several royal pieces.
func (t *translation) readPseudoRoyal(types string) {
	most := 1
	if n := t.get["extinctionPieceCount"]; n != "" {
		c, err := strconv.Atoi(n)
		if err != nil || c < 0 {
			t.untranslated("extinctionPieceCount = %s (not a count)", n)
			return
		}
		most = c + 1
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
	byPiece := "" // made by piece promotion
	for _, pair := range strings.Fields(t.get["promotedPieceType"]) {
		from, to, _ := strings.Cut(pair, ":")
		from, to = strings.ToUpper(from), strings.ToUpper(to)
		if strings.Contains(letters, from) {
			sources[to] += from
		} else {
			byPiece += to
		}
	}
	notRoyal := "" // types whose promoted +X forms stay not royal
	for _, l := range letters {
		if s := string(l); strings.Contains(byPiece, s) && !strings.Contains(made, s) && t.promotionWins(s) {
			notRoyal += s
		}
	}
	made += byPiece
	for _, l := range letters {
		s := string(l)
		white, black := strings.Count(board, s), strings.Count(board, strings.ToLower(s))
		for _, src := range sources[s] {
			white += strings.Count(board, string(src))
			black += strings.Count(board, strings.ToLower(string(src)))
		}
		switch {
		case white > most || black > most:
			t.untranslated("extinctionPseudoRoyal = true (a side has %d %s, or pieces that become one, royal only while a side has at most %d)", max(white, black), s, most)
			return
		case strings.Contains(made, s) && !strings.Contains(notRoyal, s) || t.hand && t.get["capturesToHand"] != "true":
			t.untranslated("extinctionPseudoRoyal = true (a side may get a second %s, by promotion or drop, and then neither is royal)", s)
			return
		}
	}
	for i, p := range t.pieces {
		if strings.Contains(letters, p.letter) || p.asType != "" && strings.Contains(letters, p.asType) && !strings.Contains(notRoyal, p.asType) {
			t.pieces[i].royal = true
		}
	}
}

// promotionWins reports whether a piece promotion to the pseudo-royal
// type s ends the game at once (backrank): s is the flag piece, the
// promotion is forced on entering the promotion region, which lies in
// the flag region, and the flag wins without the reply (flagMove). Then
// only the promoting move's legality matters, and for FSF a piece
// promotion (PIECE_PROMOTION, not PROMOTION in legal) leaves the pseudo-
// royal pieces as they were: the royal piece alone must be safe, so the
// promoted +X is not royal.
func (t *translation) promotionWins(s string) bool {
	flag := func(c string) string { return strings.ToUpper(orDefault(t.get["flagPiece"+c], t.get["flagPiece"])) }
	if flag("White") != s || flag("Black") != s || t.get["flagMove"] == "true" || t.get["blastOnCapture"] == "true" ||
		t.get["mandatoryPiecePromotion"] != "true" {
		return false
	}
	fw, fb, ok := t.flagRegionsQuiet()
	pw, okW := fsfSquares(orDefault(t.get["promotionRegionWhite"], defaultPromotionWhite), t.files, t.ranks)
	pb, okB := fsfSquares(orDefault(t.get["promotionRegionBlack"], defaultPromotionBlack), t.files, t.ranks)
	if !ok || !okW || !okB || len(pw) == 0 || len(pb) == 0 {
		return false
	}
	for sq := range pw {
		if !fw[sq] {
			return false
		}
	}
	for sq := range pb {
		if !fb[sq] {
			return false
		}
	}
	return true
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
	list, set, oneSided := "", false, false
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
		oneSided = t.oneSidedPawnTypes(w, hasW, b, hasB) // sides.go
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
		if !oneSided {
			p.promotes = p.pawn && !set || set && strings.Contains(strings.ToUpper(list), p.letter)
		}
		any = any || p.promotes
	}
	return any
}

// readMobility translates mobilityRegionWhite<Type> and
// mobilityRegionBlack<Type> (the squares a type's moves and attacks may
// end on, position.h board_bb) to confine, which is White's region and
// Black's mirrored. A colour without a region (FSF: the whole board) that
// never holds the type takes the other's mirrored (mobilityFor). FSF also
// drops a piece only inside its region, as betzac drops a confined
// piece.
func (t *translation) readMobility() {
	var keys []string
	for key := range t.get {
		keys = append(keys, key)
	}
	sort.Strings(keys)
	for _, key := range keys {
		typ, ok := strings.CutPrefix(key, "mobilityRegionWhite")
		if !ok {
			if typ, ok = strings.CutPrefix(key, "mobilityRegionBlack"); !ok {
				continue
			}
			if _, hasW := t.get["mobilityRegionWhite"+typ]; hasW {
				continue // read with White's
			}
		}
		t.readMobilityType(typ)
	}
}

// readMobilityType translates the mobility regions of FSF's piece type
// typ ("CustomPiece2").
func (t *translation) readMobilityType(typ string) {
	wkey, bkey := "mobilityRegionWhite"+typ, "mobilityRegionBlack"+typ
	t.handled[wkey], t.handled[bkey] = true, true
	pkey := strings.ToLower(typ[:1]) + typ[1:]
	i := -1
	for j, p := range t.pieces {
		if p.key.key == pkey {
			i = j
		}
	}
	w, hasW, okW := t.mobilityFor(wkey, bkey, i, 0)
	b, hasB, okB := t.mobilityFor(bkey, wkey, i, 1)
	switch {
	case !hasW || !hasB || !okW || !okB || !mirrored(w, b, t.files, t.ranks):
		t.untranslated("%s = %s, %s = %s (betzac's confine is White's region and Black's mirrored)", wkey, t.get[wkey], bkey, t.get[bkey])
	case i < 0:
		t.untranslated("%s = %s (%s is not a translated piece)", wkey, t.get[wkey], pkey)
	default:
		t.pieces[i].confine = regionText(w, t.files)
		for j, p := range t.pieces { // FSF's promoted pieces of the type
			if slices.Contains(legdefs.SplitLetters(t.promotedForms(t.pieces[i].letter)), p.letter) {
				t.pieces[j].confine = t.pieces[i].confine
			}
		}
	}
}

// mobilityFor reads one colour's region of piece i (key; other is the
// other colour's): if the colour has none and never holds the piece (not
// on the start board, and no drops nor promotion that could give it
// one), the other's mirrored, which then confines nothing.
func (t *translation) mobilityFor(key, other string, i, colour int) (region map[int]bool, has, ok bool) {
	v, has := t.get[key]
	if !has {
		if ov, ok := t.get[other]; ok && i >= 0 && t.neverHeld(t.pieces[i].letter, colour) {
			r, ok := fsfSquares(ov, t.files, t.ranks)
			return mirror(r, t.files, t.ranks), true, ok
		}
	}
	region, ok = fsfSquares(v, t.files, t.ranks)
	return region, has, ok
}

// neverHeld reports whether colour (0 White) can never have a piece of
// letter: none on the start board, none that it may drop, and no
// promotion to it.
func (t *translation) neverHeld(letter string, colour int) bool {
	if len(letter) != 1 || t.mayDrop(letter, colour) {
		return false
	}
	board := strings.Fields(t.start)[0]
	own := letter
	if colour == 1 {
		own = strings.ToLower(letter)
	}
	made := strings.ToUpper(t.promoTo + t.pawnTo + t.pawnExtra)
	for _, pair := range strings.Fields(t.get["promotedPieceType"]) {
		_, to, _ := strings.Cut(pair, ":")
		made += strings.ToUpper(to)
	}
	return !strings.Contains(board, own) && !strings.Contains(made, letter)
}

// mayDrop reports whether colour (0 White) may ever drop a piece of
// letter: with drops, it is in the start hand, or captures go to hand.
func (t *translation) mayDrop(letter string, colour int) bool {
	if !t.hand {
		return false
	}
	own := letter
	if colour == 1 {
		own = strings.ToLower(letter)
	}
	return t.get["capturesToHand"] == "true" || strings.Contains(t.handText, own)
}

// mirror is region mirrored top to bottom.
func mirror(region map[int]bool, files, ranks int) map[int]bool {
	out := map[int]bool{}
	for s := range region {
		out[s%files+(ranks-1-s/files)*files] = true
	}
	return out
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
