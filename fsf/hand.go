package fsf

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// Drops and holdings (legdefs.HandRules) and shogi-style piece
// promotion, as FSF has them (src/position.h drop_region, movegen.cpp
// generate_drops and generate_moves, position.cpp do_move):
//   - pieceDrops: any piece in hand may be dropped on an empty square of
//     dropRegion (the king too: Placement), FSF's pawn type not on its
//     first rank (firstRankPawnDrops) nor in its promotion region
//     (promotionZonePawnDrops), dropNoDoubled not on a file with
//     dropNoDoubledCount of its own type;
//   - capturesToHand: a captured piece goes to the capturer's hand as its
//     unpromoted type, so a promoted pawn as a pawn (unless dropLoop):
//     betzac needs a type of its own for a promoted pawn (Q~, hand P);
//     a shogi-style promoted piece is always one (+X, which gives X and
//     prints its promotion as FSF does, "+");
//   - promotedPieceType X:Y: a move of X from or into the promotion region
//     may make it a Y (optional unless mandatoryPiecePromotion, which
//     forbids the plain move there: betzac's leaving promotion).

// handKeys are the settings readHand reads.
var handKeys = []string{"pieceDrops", "capturesToHand", "dropNoDoubled", "dropNoDoubledCount", "mustDrop", "mustDropType",
	"dropRegionWhite", "dropRegionBlack", "firstRankPawnDrops", "promotionZonePawnDrops", "dropLoop", "dropChecks",
	"immobilityIllegal"}

// readHand translates the drop settings and the start FEN's hand.
func (t *translation) readHand() {
	for _, k := range handKeys {
		t.handled[k] = true
	}
	drops, toHand := t.get["pieceDrops"] == "true", t.get["capturesToHand"] == "true"
	if t.get["immobilityIllegal"] == "true" {
		t.readImmobility()
	}
	if !drops && !toHand {
		if t.handText != "" {
			t.untranslated("startFen pieces in hand %q without pieceDrops", t.handText)
		}
		return
	}
	t.hand = drops
	if drops {
		t.rules = append(t.rules, "drops: true")
	}
	if toHand {
		t.rules = append(t.rules, "captures-to-hand: true")
	}
	if t.get["mustDrop"] == "true" {
		if v := t.get["mustDropType"]; v != "" && v != "*" {
			t.untranslated("mustDropType = %s (betzac's must-drop is any piece)", v)
		}
		t.rules = append(t.rules, "must-drop: true")
	}
	if t.get["dropChecks"] == "false" && drops { // without drops it changes nothing
		t.noDropChecks()
	}
	if !t.readHandText() {
		return
	}
	lo, hi, ok := t.dropRanks()
	if !ok {
		return
	}
	noDoubled := strings.ToUpper(t.get["dropNoDoubled"])
	if noDoubled != "" && noDoubled != "-" && !hasLetter(t.pieces, noDoubled) {
		t.untranslated("dropNoDoubled = %s (not a translated piece)", t.get["dropNoDoubled"])
	}
	limit := orDefault(t.get["dropNoDoubledCount"], "1")
	for i := range t.pieces {
		p := &t.pieces[i]
		plo, phi := lo, hi
		if p.pawn {
			if t.get["firstRankPawnDrops"] != "true" && plo < 2 {
				plo = 2
			}
			if t.get["promotionZonePawnDrops"] != "true" && phi > t.ranks-t.zone {
				phi = t.ranks - t.zone
			}
		}
		var drop []string
		switch {
		case plo > phi, p.letter == noDoubled && limit == "0":
			drop = append(drop, "never: true")
		case plo > 1 || phi < t.ranks:
			drop = append(drop, fmt.Sprintf("ranks: [%d, %d]", plo, phi))
		}
		if p.letter == noDoubled && plo <= phi && limit != "0" {
			drop = append(drop, "file-limit: "+limit)
		}
		p.drop = strings.Join(drop, ", ")
	}
	if toHand && t.get["dropLoop"] != "true" {
		t.promotedPawns()
	}
}

// readImmobility translates immobilityIllegal to immobility-illegal.
// FSF's test is the piece's quiet moves from the square on an empty board
// (position.cpp legal, PseudoMoves), where a hopper (p, g) slides as if
// it had its screen: it is stuck only where no square is next to it in a
// direction it hops. betzac's piece may move there if it could with one
// friendly piece, its screen, on the board (a square and one beyond it).
// The two agree for a hopper that hops in every direction of its atom (R
// or B lines) on a board of at least 5x5, where each square has two
// squares beyond it in one of them; other hoppers are named.
func (t *translation) readImmobility() {
	for _, p := range t.pieces {
		if h := directedHop(p.betza); h != "" || strings.ContainsAny(p.betza, "pg") && (t.files < 5 || t.ranks < 5) {
			t.untranslated("immobilityIllegal = true with the hopper %s (%s): Fairy-Stockfish lets it move wherever a square is next to it on a line it hops; betzac needs its screen and a square beyond", p.letter, p.betza)
			return
		}
	}
	t.rules = append(t.rules, "immobility-illegal: true")
}

// hopAtom is one atom of a Betza string with its modifiers.
var hopAtom = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`([a-z]*)([A-Z])(\d*)`) }}

// directedHop returns the first hop (p or g) of betza that a direction
// modifier (f b l r s v) restricts, or "".
func directedHop(betza string) string {
	for _, m := range hopAtom.Get().FindAllStringSubmatch(betza, -1) {
		if strings.ContainsAny(m[1], "pg") && strings.ContainsAny(m[1], "fblrsvh") {
			return m[0]
		}
	}
	return ""
}

// readHandText checks the start FEN's hand and puts it into t.start.
func (t *translation) readHandText() bool {
	if t.handText == "" {
		return true
	}
	for _, c := range t.handText {
		l := strings.ToUpper(string(c))
		if !hasLetter(t.pieces, l) {
			t.untranslated("startFen pieces in hand %q: %s is not a translated piece", t.handText, l)
			return false
		}
		for _, p := range t.pieces {
			if p.letter == l && p.royal {
				t.royalDrops = true
			}
		}
	}
	if t.royalDrops {
		t.rules = append(t.rules, "royal-drops: true")
	}
	f := strings.Fields(t.start)
	f[0] += "[" + t.handText + "]"
	t.start = strings.Join(f, " ")
	return true
}

// dropRanks reads dropRegionWhite and dropRegionBlack (Black's White's
// mirrored, whole ranks) as the ranks from each side's view.
func (t *translation) dropRanks() (lo, hi int, ok bool) {
	wv, hasW := t.get["dropRegionWhite"]
	bv, hasB := t.get["dropRegionBlack"]
	if !hasW && !hasB {
		return 1, t.ranks, true
	}
	full := fmt.Sprintf("*1-*%d", t.ranks)
	rw, okW := wholeRanks(orDefault(wv, full), t.ranks)
	rb, okB := wholeRanks(orDefault(bv, full), t.ranks)
	// a side that never holds a piece never drops: its region is moot
	if !t.mayHold(true) && okB {
		rw, okW = mirrorRanks(rb, t.ranks), true
	} else if !t.mayHold(false) && okW {
		rb, okB = mirrorRanks(rw, t.ranks), true
	}
	if !okW || !okB || len(rw) == 0 {
		t.untranslated("dropRegionWhite = %s, dropRegionBlack = %s (betzac's drop ranks are a run of whole ranks)", wv, bv)
		return 0, 0, false
	}
	lo, hi = rw[0], rw[len(rw)-1]
	if hi-lo+1 != len(rw) || len(rb) != len(rw) {
		t.untranslated("dropRegionWhite = %s, dropRegionBlack = %s (betzac's drop ranks are a run of whole ranks, Black's White's mirrored)", wv, bv)
		return 0, 0, false
	}
	for i, r := range rb {
		if t.ranks+1-r != rw[len(rw)-1-i] {
			t.untranslated("dropRegionWhite = %s, dropRegionBlack = %s (Black's drop ranks are not White's mirrored)", wv, bv)
			return 0, 0, false
		}
	}
	return lo, hi, true
}

// mayHold reports whether White (or Black) may ever have a piece in
// hand: captures go to hand, or the start FEN gives it one.
func (t *translation) mayHold(white bool) bool {
	if t.get["capturesToHand"] == "true" {
		return true
	}
	for _, c := range t.handText {
		if (c >= 'A' && c <= 'Z') == white {
			return true
		}
	}
	return false
}

// mirrorRanks is the other side's view of ranks, ascending.
func mirrorRanks(ranks []int, n int) []int {
	out := make([]int, len(ranks))
	for i, r := range ranks {
		out[len(ranks)-1-i] = n + 1 - r
	}
	return out
}

// wholeRanks reads a region of whole ranks ("*1 *2", or "*1-*8", the
// whole board) as rank numbers, ascending.
func wholeRanks(v string, ranks int) ([]int, bool) {
	if v == fmt.Sprintf("*1-*%d", ranks) {
		out := make([]int, ranks)
		for i := range out {
			out[i] = i + 1
		}
		return out, true
	}
	seen := map[int]bool{}
	for _, f := range strings.Fields(v) {
		r, err := strconv.Atoi(strings.TrimPrefix(f, "*"))
		if !strings.HasPrefix(f, "*") || err != nil || r < 1 || r > ranks {
			return nil, false
		}
		seen[r] = true
	}
	var out []int
	for r := 1; r <= ranks; r++ {
		if seen[r] {
			out = append(out, r)
		}
	}
	return out, true
}

// promotedPawns gives each type a pawn promotes to a promoted form X~
// that is a pawn again in hand, and makes the pawn promote to those.
func (t *translation) promotedPawns() {
	var pawn string // FSF's main promotion pawn type: the first
	for _, p := range t.pieces {
		if p.promotes && pawn == "" {
			pawn = p.letter
		}
	}
	if pawn == "" || t.promoTo == "" {
		return
	}
	var to strings.Builder
	for _, c := range strings.ToUpper(t.promoTo) {
		l := string(c)
		for _, p := range t.pieces {
			if p.letter == l {
				t.pieces = append(t.pieces, ipiece{letter: l + "~", name: "Promoted " + p.name, betza: p.betza, hand: pawn})
				t.splitTypes += l
			}
		}
		to.WriteString(l + "~")
	}
	t.pawnTo = to.String()
}

// readPromotionLimit translates promotionLimit: a promotion to a type is
// possible only while the mover's side has fewer than the limit of that
// FSF type on the board (movegen.cpp make_promotions and piece
// promotion), so a pawn's crazyhouse Q~ counts as a Q, as in betzac's
// limit. A limit on the target of a piece promotion S:X becomes a limit
// on betzac's +S where +S pieces are the only X a side can have: no plain
// X on the board or in hand, no pawn promoting to X, no other S':X, and
// no other setting naming X. The plain X type is then left out, so that
// no FEN can put one on the board (betzac's limit would not count it).
func (t *translation) readPromotionLimit() {
	t.handled["promotionLimit"] = true
	v := t.get["promotionLimit"]
	ppt := t.get["promotedPieceType"]
	if v == "" || ppt != "" && ppt != "-" && !t.piecePromoted {
		return // nothing, or readPiecePromotion named why it did not translate
	}
	sources := map[string][]string{} // FSF target type -> its sources
	for _, pair := range strings.Fields(ppt) {
		if from, to, ok := strings.Cut(pair, ":"); ok {
			sources[strings.ToUpper(to)] = append(sources[strings.ToUpper(to)], strings.ToUpper(from))
		}
	}
	pawnChoices := strings.ToUpper(t.promoTo)
	var pawn, plain []string
	pieceLimits := map[string]string{}
	for _, pair := range strings.Fields(v) {
		from, n, ok := strings.Cut(pair, ":")
		letter, bad, known := t.fsfLetters(from)
		if c, err := strconv.Atoi(n); !ok || !known || len(letter) != 1 || err != nil || c < 0 {
			t.untranslated("promotionLimit = %s (%s: %s is not a translated piece or %s not a count)", v, pair, bad, n)
			return
		}
		src := sources[letter]
		switch {
		case len(src) == 0:
			if strings.Contains(pawnChoices, letter) {
				pawn = append(pawn, letter+": "+n)
			}
		case len(src) > 1 || strings.Contains(pawnChoices, letter) || t.plainOnBoard(letter) || strings.Contains(strings.ToUpper(t.handText), letter) ||
			t.namedElsewhere(letter):
			t.untranslated("promotionLimit = %s (%s: Fairy-Stockfish counts every %s; betzac's limit on the promoted +%s counts those only)", v, pair, letter, src[0])
			return
		default:
			pieceLimits[src[0]] = n
			plain = append(plain, letter)
		}
	}
	defer t.dropPlain(plain)
	for i, p := range t.pieces {
		n, ok := pieceLimits[p.letter]
		switch {
		case !ok:
		case p.pawn:
			pawn = append(pawn, strconv.Quote("+"+p.letter)+": "+n)
		default:
			t.pieces[i].promote += ", limit: {" + strconv.Quote("+"+p.letter) + ": " + n + "}"
		}
	}
	if len(pawn) > 0 {
		t.pawnLimit = "{" + strings.Join(pawn, ", ") + "}"
	}
}

// namedElsewhere reports whether a setting other than promotedPieceType
// and promotionLimit names the FSF type letter.
func (t *translation) namedElsewhere(letter string) bool {
	l := strings.ToLower(letter)
	for _, k := range []string{"promotionPieceTypes", "promotionPieceTypesWhite", "promotionPieceTypesBlack",
		"extinctionPieceTypes", "flagPiece", "flagPieceWhite", "flagPieceBlack", "castlingKingPiece", "pawnTypes", "promotionPawnTypes",
		"mutuallyImmuneTypes", "blastImmuneTypes", "petrifyOnCaptureTypes", "enPassantTypes", "nMoveRuleTypes"} {
		if v := t.get[k]; strings.Contains(strings.ToLower(v), l) || v == "*" {
			return true
		}
	}
	return false
}

// dropPlain leaves out the piece types of letters, which can never be on
// the board (readPromotionLimit).
func (t *translation) dropPlain(letters []string) {
	for _, l := range letters {
		for i, p := range t.pieces {
			if p.letter == l {
				t.imp.Ignored = append(t.imp.Ignored, p.key.key+" = "+p.key.value+" (never on the board: its pieces are the promoted +X types)")
				t.pieces = append(t.pieces[:i:i], t.pieces[i+1:]...)
				break
			}
		}
	}
}

// plainOnBoard reports whether the start position has a piece of type
// letter (either side) not written as a promoted "+X".
func (t *translation) plainOnBoard(letter string) bool {
	board := strings.Fields(t.start)[0]
	for i := 0; i < len(board); i++ {
		if strings.EqualFold(board[i:i+1], letter) && (i == 0 || board[i-1] != '+') {
			return true
		}
	}
	return false
}

// castlingAtom is the castling setPieceBetza gives a king ("isO2",
// "irO1ilO3").
var castlingAtom = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`i[a-z]*O[0-9]+`) }}

// readPiecePromotion translates promotedPieceType (shogi-style
// promotion of pieces other than FSF's pawn).
func (t *translation) readPiecePromotion() {
	for _, k := range []string{"promotedPieceType", "mandatoryPiecePromotion"} {
		t.handled[k] = true
	}
	v := t.get["promotedPieceType"]
	if v == "" || v == "-" {
		return
	}
	zone, where := t.pieceZone()
	when, demote, ok := t.pieceWhen(v, zone) // demote.go
	if !ok {
		return
	}
	optional := t.get["mandatoryPiecePromotion"] != "true"
	promoted := map[string]bool{}
	for _, pair := range strings.Fields(v) {
		from, _, _ := strings.Cut(pair, ":")
		promoted[strings.ToUpper(from)] = true
	}
	for _, pair := range strings.Fields(v) {
		from, to, ok := strings.Cut(pair, ":")
		from, to = strings.ToUpper(from), strings.ToUpper(to)
		fi, ti := t.pieceIndex(from), t.pieceIndex(to)
		switch {
		case !ok || fi < 0 || ti < 0:
			t.untranslated("promotedPieceType = %s (%s: not translated pieces)", v, pair)
			return
		case t.pieces[fi].promotes && !t.pieces[fi].pawn && !(zone == 1 && forwardOnly.Get()[t.pieces[fi].key.key]):
			t.untranslated("promotedPieceType = %s (%s: a pawn type's piece promotion besides its promotion)", v, pair)
			return
		case promoted[to]:
			t.untranslated("promotedPieceType = %s (%s: the promoted %s may promote again)", v, pair, to)
			return
		case (demote || when != "leaving: true") && (t.pieces[fi].pawn || t.pieces[fi].promotes):
			t.untranslated("promotedPieceType = %s (%s: a pawn type's piece promotion with pieceDemotion or piecePromotionOnCapture)", v, pair)
			return
		}
		// a +X that moves as the Y, is an X again in hand, and prints
		// its promotion as "+", as FSF's piece promotion
		target := "+" + from
		q := t.pieces[ti]
		// the promoted piece never castles (it has moved): no O atom
		betza := castlingAtom.Get().ReplaceAllString(q.betza, "")
		t.pieces = append(t.pieces, ipiece{letter: target, name: "Promoted " + t.pieces[fi].name, betza: betza, royal: q.royal, asType: to})
		if demote {
			t.pieces[len(t.pieces)-1].promote = demotion(where, when, from, optional)
		}
		t.splitTypes += to
		if t.pieces[fi].pawn { // into the zone, as its other promotions
			t.pawnExtra = target
			continue
		}
		if t.pieces[fi].promotes { // a forwardOnly type: the same
			t.pieces[fi].promoteExtra = target
			continue
		}
		promote := fmt.Sprintf("%s, to: %s, %s", where, strconv.Quote(target), when)
		if optional {
			promote += ", optional: true"
		}
		t.pieces[fi].promote = promote
	}
	t.piecePromoted = true
}

// pieceZone is the promotion region of shogi-style promotions: its depth
// in whole ranks (0 if it is not that) and as the YAML of promote, a zone
// or, where Black's is not White's mirrored, squares and squares-black.
func (t *translation) pieceZone() (int, string) {
	if _, ok := t.get["promotionRank"]; !ok {
		wv := orDefault(t.get["promotionRegionWhite"], defaultPromotionWhite)
		bv := orDefault(t.get["promotionRegionBlack"], defaultPromotionBlack)
		zw, okW := regionZone(wv, t.ranks, false)
		zb, okB := regionZone(bv, t.ranks, true)
		w, okWs := fsfSquares(wv, t.files, t.ranks)
		b, okBs := fsfSquares(bv, t.files, t.ranks)
		if !(okW && okB && zw == zb) && okWs && okBs && len(w) > 0 && len(b) > 0 {
			return 0, fmt.Sprintf("squares: %q, squares-black: %q", regionText(w, t.files), regionText(b, t.files))
		}
	}
	zone := promotionZone(t.get, t.ranks, t.untranslated)
	return zone, fmt.Sprintf("zone: %d", zone)
}

// forwardOnly are the predefined types that never leave the last rank
// once on it: as promotion pawn types (promotionPawnTypes) with a
// promotedPieceType they make, as FSF's pawn, both promotions on each
// move into or within a one-rank zone (movegen.cpp generate_moves: the
// pawn-style PROMOTION and the shogi-style PIECE_PROMOTION).
var forwardOnly = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"soldier": true, "shogiPawn": true}
}}

// pawnPiecePromotion is the type promotedPieceType gives FSF's pawn, "".
func (t *translation) pawnPiecePromotion() string {
	for _, pair := range strings.Fields(t.get["promotedPieceType"]) {
		from, to, _ := strings.Cut(pair, ":")
		for _, p := range t.pieces {
			if p.pawn && p.letter == strings.ToUpper(from) {
				return strings.ToUpper(to)
			}
		}
	}
	return ""
}

// pieceIndex is the index of the piece of letter in t.pieces, or -1.
func (t *translation) pieceIndex(letter string) int {
	for i, p := range t.pieces {
		if p.letter == letter {
			return i
		}
	}
	return -1
}

// splitTypesIn names a letter of letters that betzac splits into two
// types (X and X~, or a promoted +Y that FSF counts as a Y): a rule
// counting FSF's type would count both.
func (t *translation) splitTypesIn(letters string) string {
	for _, c := range letters {
		if strings.ContainsRune(t.splitTypes, c) {
			return string(c)
		}
	}
	return ""
}

// noDropChecks translates dropChecks = false to no-drop-checks, which
// FSF's gives_check tests only against a king: without one (atomiczh's
// pseudo-royal commoner) no drop gives check and the setting is ignored.
func (t *translation) noDropChecks() {
	for _, p := range t.pieces {
		if p.key.key == "king" {
			t.rules = append(t.rules, "no-drop-checks: true")
			return
		}
	}
	t.imp.Ignored = append(t.imp.Ignored, "dropChecks = false (without a king no drop gives check in Fairy-Stockfish)")
}
