package fsf

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Imported is a variants.ini section translated to a betzac variant file.
type Imported struct {
	YAML string
	// Untranslated lists "key = value" settings (and other things) the
	// variant schema cannot say: the YAML leaves them out.
	Untranslated []string
	// Ignored lists settings without effect on the moves (piece values,
	// GUI hints), left out on purpose.
	Ignored []string
	// noPieces: no piece type was translated.
	noPieces bool
}

// fsfPieces are FSF's predefined piece types whose Betza (as FSF's
// variants.ini documents it) says all they do. Types with rules beyond
// their Betza (banner) are not here and are not translated; janggi
// cannons and elephants are added with their rules (xiangqi.go). FSF's
// immobile piece is from_betza("") (piece.cpp): betzac's piece with an
// empty Betza, which never moves.
var fsfPieces = map[string]string{
	"pawn": PawnBetza, "knight": "N", "bishop": "B", "rook": "R", "queen": "Q",
	"fers": "F", "alfil": "A", "fersAlfil": "FA", "silver": "FfW", "aiwok": "RNF",
	"bers": "RF", "archbishop": "BN", "chancellor": "RN", "amazon": "QN",
	"knibis": "mNcB", "biskni": "mBcN", "kniroo": "mNcR", "rookni": "mRcN",
	"shogiPawn": "fW", "lance": "fR", "shogiKnight": "fN", "gold": "WfF",
	"dragonHorse": "BW", "clobber": "cW", "breakthrough": "fmWfF", "cannon": "mRcpR",
	"soldier": "fsW", "horse": "nN", "elephant": "nA", "wazir": "W",
	"commoner": "K", "centaur": "KN", "king": "K", "immobile": "",
}

// ignoredKeys do not change which moves are legal.
var ignoredKeys = map[string]bool{
	"pieceToCharTable": true, "pieceValueMg": true, "pieceValueEg": true,
	"variantTemplate": true, "nMoveRule": true, "nFoldRule": true, "nFoldValue": true,
}

// chessKeys is FSF's built-in chess as ini settings on top of the
// default template (which is chess without pieces), for [x:chess].
// A section without a parent has no promotion piece types (FSF's parser
// calls reset_pieces); chess's are nbrq.
var chessKeys = []kv{{key: "pawn", value: "p"}, {key: "knight", value: "n"}, {key: "bishop", value: "b"},
	{key: "rook", value: "r"}, {key: "queen", value: "q"}, {key: "king", value: "k"}, {key: "promotionPieceTypes", value: "nbrq"}}

// builtinKeys are the built-in variants of FSF (src/variant.cpp) a section
// may inherit that the import knows, as settings on the default template.
var builtinKeys = map[string][]kv{
	"chess": chessKeys,
	// gardner_variant: chess on 5x5
	"gardner": append(append([]kv(nil), chessKeys...), kv{key: "maxRank", value: "5"}, kv{key: "maxFile", value: "e"},
		kv{key: "startFen", value: "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1"},
		kv{key: "promotionRegionWhite", value: "*5"}, kv{key: "promotionRegionBlack", value: "*1"},
		kv{key: "doubleStep", value: "false"}, kv{key: "castling", value: "false"}),
	// losalamos_variant: chess without bishops on 6x6
	"losalamos": {{key: "pawn", value: "p"}, {key: "knight", value: "n"}, {key: "rook", value: "r"},
		{key: "queen", value: "q"}, {key: "king", value: "k"}, {key: "promotionPieceTypes", value: "qrn"},
		{key: "maxRank", value: "6"}, {key: "maxFile", value: "f"},
		{key: "startFen", value: "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1"},
		{key: "promotionRegionWhite", value: "*6"}, {key: "promotionRegionBlack", value: "*1"},
		{key: "doubleStep", value: "false"}, {key: "castling", value: "false"}},
}

// kv is a setting; level is how many sections below the imported one
// it was set (0: in it, 1: in its parent, ...).
type kv struct {
	key, value string
	level      int
}

type section struct {
	name, parent string
	keys         []kv
	line         int
}

// ParseINI reads the sections of a variants.ini file.
func ParseINI(r io.Reader) (map[string]*section, error) {
	secs := map[string]*section{}
	var cur *section
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' || line[0] == ';' {
			continue
		}
		if line[0] == '[' {
			end := strings.IndexByte(line, ']')
			if end < 0 {
				return nil, &LineError{n, fmt.Sprintf("%q: no closing ]", line)}
			}
			name, parent, _ := strings.Cut(line[1:end], ":")
			cur = &section{name: strings.TrimSpace(name), parent: strings.TrimSpace(parent), line: n}
			secs[cur.name] = cur
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			return nil, &LineError{n, fmt.Sprintf("%q: expected key = value", line)}
		}
		if cur == nil {
			return nil, &LineError{n, fmt.Sprintf("%q before the first [section]", line)}
		}
		cur.keys = append(cur.keys, kv{key: strings.TrimSpace(k), value: strings.TrimSpace(v)})
	}
	return secs, sc.Err()
}

// Import translates section name of the variants.ini file r to a betzac
// variant file. Inheritance from another section of the file, or from
// FSF's chess, is resolved first.
func Import(r io.Reader, name string) (*Imported, error) {
	secs, err := ParseINI(r)
	if err != nil {
		return nil, fmt.Errorf("variants.ini: %w", err)
	}
	keys, err := resolve(secs, name, 0)
	if err != nil {
		return nil, err
	}
	imp := translate(name, keys)
	if err := checkImport(name, imp.YAML); err != nil {
		if imp.noPieces && len(imp.Untranslated) > 0 { // the cause
			return nil, fmt.Errorf("section [%s]: not translated: %s (and so %w)", name, strings.Join(imp.Untranslated, "; "), err)
		}
		return nil, fmt.Errorf("section [%s]: %w", name, err)
	}
	return imp, nil
}

func resolve(secs map[string]*section, name string, depth int) ([]kv, error) {
	s, ok := secs[name]
	if !ok {
		if bk, ok := builtinKeys[name]; ok {
			keys := append([]kv(nil), bk...)
			for i := range keys {
				keys[i].level = depth
			}
			return keys, nil
		}
		if depth == 0 {
			return nil, fmt.Errorf("variants.ini has no section [%s]", name)
		}
		return nil, fmt.Errorf("inherits Fairy-Stockfish's built-in variant %q, which the import does not know (it knows %s); copy its settings into the section", name, knownBuiltins())
	}
	if depth > 20 {
		return nil, fmt.Errorf("section [%s]: inheritance too deep (a loop?)", name)
	}
	var keys []kv
	if s.parent != "" {
		pk, err := resolve(secs, s.parent, depth+1)
		if err != nil && depth == 0 { // name the section asked for, once
			return nil, fmt.Errorf("section [%s]: %w", name, err)
		}
		if err != nil {
			return nil, err
		}
		keys = append(keys, pk...)
	}
	// A later setting replaces an earlier one in place (piece order is
	// kept; a piece set to "-" is removed).
	for _, k := range s.keys {
		k.level = depth
		replaced := false
		for i := range keys {
			if keys[i].key == k.key {
				renameType(keys, k.key, keys[i].value, k.value, depth)
				v := k.value
				if pairKeys[k.key] {
					v = mergePairs(keys[i].value, v)
				}
				keys[i].value, keys[i].level = v, depth
				replaced = true
			}
		}
		if !replaced {
			dropReplacedPromotion(keys, k, depth)
			keys = append(keys, k)
		}
	}
	return keys, nil
}

// dropReplacedPromotion: a section's new piece setting k that takes the
// letter of another type its parents define removes that type, and FSF's
// remove_piece (variant.h) takes it out of the inherited promotion
// types too (dragon-chess: customPiece2 = n:NK leaves its pawn only the
// queen).
func dropReplacedPromotion(keys []kv, k kv, depth int) {
	c := strings.ToLower(firstLetter(k.value))
	if _, piece := fsfPieces[k.key]; c == "" || !piece && !strings.HasPrefix(k.key, "customPiece") {
		return
	}
	taken := false
	for _, o := range keys {
		if _, piece := fsfPieces[o.key]; (piece || strings.HasPrefix(o.key, "customPiece")) && o.key != k.key && strings.ToLower(firstLetter(o.value)) == c {
			taken = true
		}
	}
	if !taken {
		return
	}
	for j := range keys {
		switch keys[j].key {
		case "promotionPieceTypes", "promotionPieceTypesWhite", "promotionPieceTypesBlack":
			if keys[j].level > depth {
				keys[j].value = strings.NewReplacer(c, "", strings.ToUpper(c), "").Replace(keys[j].value)
			}
		}
	}
}

// typeSetKeys are settings whose value names piece types by letter. FSF
// parses them into types, so a section that gives a type another letter
// (gemini's "archbishop = a" on janus's j) keeps the type in its
// parent's sets: renameType writes the new letter there.
var typeSetKeys = map[string]bool{
	"promotionPieceTypes": true, "promotionPawnTypes": true, "extinctionPieceTypes": true,
	"flagPiece": true, "pawnTypes": true, "enPassantTypes": true, "castlingRookPieces": true,
	"castlingKingPiece": true, "mutuallyImmuneTypes": true, "blastImmuneTypes": true,
	"petrifyOnCaptureTypes": true, "promotedPieceType": true, "promotionLimit": true,
}

// renameType writes letter to for letter from in the type sets keys
// inherited from below depth when key is a piece type's setting.
func renameType(keys []kv, key, from, to string, depth int) {
	if _, piece := fsfPieces[key]; !piece && !strings.HasPrefix(key, "customPiece") {
		return
	}
	from, to = strings.ToLower(firstLetter(from)), strings.ToLower(firstLetter(to))
	if from == "" || to == "" || from == to {
		return
	}
	for j := range keys {
		if typeSetKeys[keys[j].key] && keys[j].level > depth {
			keys[j].value = strings.NewReplacer(from, to, strings.ToUpper(from), strings.ToUpper(to)).Replace(keys[j].value)
		}
	}
}

// firstLetter is the piece letter a piece setting's value starts with
// ("a", or "a:BN" for a custom piece), "" if none.
func firstLetter(v string) string {
	v = strings.TrimSpace(v)
	if v == "" || v == "-" {
		return ""
	}
	return v[:1]
}

// pairKeys are settings of "type:value" pairs that FSF's parser sets
// pair by pair on the parent's (parser.cpp): a section adds to them.
var pairKeys = map[string]bool{"promotedPieceType": true, "promotionLimit": true}

// mergePairs sets the pairs of v on those of parent, by their type.
func mergePairs(parent, v string) string {
	out := strings.Fields(parent)
	for _, pair := range strings.Fields(v) {
		from, _, _ := strings.Cut(pair, ":")
		replaced := false
		for i, q := range out {
			if f, _, _ := strings.Cut(q, ":"); strings.EqualFold(f, from) {
				out[i], replaced = pair, true
			}
		}
		if !replaced {
			out = append(out, pair)
		}
	}
	return strings.Join(out, " ")
}

type ipiece struct {
	letter, name, betza string
	royal, pawn         bool
	promotes            bool // a promotion pawn type (FSF's pawn by default)
	initialRegion       string
	promote             string   // YAML of its shogi-style promotion (hand.go)
	hand, drop          string   // YAML of its hand type and drop rule
	confine             string   // its mobility region (rules.go)
	asType              string   // the FSF type a +X counts as (hand.go)
	regionMoves         []string // YAML of its region-moves (xiangqi.go)
	promoteExtra        string   // a +X it also promotes to (hand.go forwardOnly)
	extra               []string // more YAML fields (xiangqi.go)
	key                 kv       // its setting
}

// translation is the state of translating one section: what it says
// (get), the keys already read (handled), and what has been made of it.
type translation struct {
	imp          *Imported
	get          map[string]string
	handled      map[string]bool
	files, ranks int
	start        string
	pieces       []ipiece
	castling     bool
	promoTo      string // the types a pawn promotes to
	promoToBlack string // Black's, where not promoTo (sides.go)
	zone         int    // its promotion zone
	hand         bool   // pieces may be dropped (pieceDrops)
	handText     string // the start FEN's hand, FSF's letters
	royalDrops   bool   // the hand holds a royal piece
	splitTypes   string // FSF types betzac splits in two (hand.go)
	pawnTo       string // the pawn's promote.to letters, if not promoTo
	pawnExtra    string // FSF's pawn's promotedPieceType, as promoted
	pawnOptional bool   // the pawn may decline (mandatoryPawnPromotion)
	pawnLimit    string // the pawn's promote.limit mapping ("{Q: 1}"), if any
	// piecePromoted: promotedPieceType was translated (+X types made)
	piecePromoted bool
	promoNothing  bool // it has nothing to promote to ("to: -")
	// the pawns' promotion regions where they are not whole last ranks
	promoSquares, promoSquaresBlack string
	rules                           []string // YAML lines of variant-wide rules (rules.go)
}

func (t *translation) untranslated(format string, args ...any) {
	t.imp.Untranslated = append(t.imp.Untranslated, fmt.Sprintf(format, args...))
}

// translate turns a section's keys into a betzac variant, one group of
// settings after another: the board, the pieces, the start position,
// pawns and promotion, castling, the bare-king rule; what it cannot
// translate it lists.
func translate(name string, keys []kv) *Imported {
	t := &translation{imp: &Imported{}, get: map[string]string{}, handled: map[string]bool{}}
	for _, k := range keys {
		t.get[k.key] = k.value
	}
	t.readBoard()
	notPieces := t.readPieces(keys)
	t.castling = t.get["castling"] != "false"
	t.checkField()
	letters := startLetters(t.pieces, notPieces, t.get["promotedPieceType"])
	noPlus := letters
	noPlus.keepPlus = false
	// FSF's "+X" as its promoted type, if the +X types are not made
	plainStart := fsfStartFEN(t.start, t.files, t.ranks, t.castling, noPlus, func(string, ...any) {})
	t.start = fsfStartFEN(t.start, t.files, t.ranks, t.castling, letters, t.untranslated)
	t.dropAbsentPawn()
	hasPawn := t.readPawnTypes()
	doubleStep := initialMoves(t.pieces, t.get, t.start, t.files, t.ranks, t.untranslated)
	for _, key := range []string{"doubleStep", "doubleStepRegionWhite", "doubleStepRegionBlack"} {
		t.handled[key] = true
	}
	t.readPromotion(hasPawn)
	t.readEPPromotion(doubleStep)
	t.readCastling()
	t.setPieceBetza(doubleStep)
	t.readXiangqi()
	t.readTripleStep()
	t.readFreeDrops() // connect.go
	t.readEPRegion()  // epregion.go
	t.readHand()
	t.readPiecePromotion()
	if board, _, _ := strings.Cut(strings.Fields(t.start)[0], "["); !t.piecePromoted && strings.Contains(board, "+") {
		t.start = strings.Fields(plainStart)[0] + t.start[len(board):] // the hand stays
	}
	t.readPromotionLimit() // hand.go
	bareKing := importBareKing(t.get, t.handled)
	if bareKing == "" {
		t.readExtinction()
	}
	t.readFlag()
	t.readChecking()
	t.readMustCapture()
	t.readPassOnStalemate()
	t.readFlyingGeneral()
	t.readMobility()
	t.readBlast() // atomic.go
	t.readPetrify()
	t.readWalling()
	t.readHoles()
	t.readConnect() // connect.go
	t.readDropStack()
	for _, k := range keys {
		if t.handled[k.key] {
			continue
		}
		if ignoredKeys[k.key] {
			t.imp.Ignored = append(t.imp.Ignored, k.key+" = "+k.value)
			continue
		}
		if why, ok := noMoveKeys[k.key]; ok {
			t.imp.Ignored = append(t.imp.Ignored, k.key+" = "+k.value+" ("+why+": no move changes)")
			continue
		}
		t.untranslated("%s = %s", k.key, k.value)
	}
	t.imp.YAML = t.yaml(name, bareKing)
	t.imp.noPieces = len(t.pieces) == 0
	return t.imp
}

// dropAbsentPawn leaves out FSF's pawn where it never appears: not in
// the start position or its hand, without drops or captures to hand, and
// named by no other setting (a promotion, extinction or flag type). Its
// double-step and promotion regions then change nothing.
func (t *translation) dropAbsentPawn() {
	for i, p := range t.pieces {
		if !p.pawn {
			continue
		}
		l := strings.ToLower(p.letter)
		board := strings.Fields(t.start)[0]
		if strings.Contains(strings.ToLower(board+t.handText), l) || t.get["pieceDrops"] == "true" || t.get["capturesToHand"] == "true" {
			return
		}
		for _, k := range []string{"promotionPieceTypes", "promotionPieceTypesWhite", "promotionPieceTypesBlack", "promotedPieceType",
			"extinctionPieceTypes", "flagPiece", "flagPieceWhite", "flagPieceBlack", "castlingKingPiece", "pawnTypes", "promotionPawnTypes"} {
			if v := t.get[k]; strings.Contains(strings.ToLower(v), l) || v == "*" && strings.HasPrefix(k, "ext") {
				return
			}
		}
		t.imp.Ignored = append(t.imp.Ignored, p.key.key+" = "+p.key.value+" (never on the board)")
		t.pieces = append(t.pieces[:i:i], t.pieces[i+1:]...)
		return
	}
}

// readBoard reads the board's size and the start FEN, without its pieces
// in hand.
func (t *translation) readBoard() {
	t.files, t.ranks = 8, 8
	if v, ok := t.get["maxFile"]; ok {
		t.files = fileNumber(v)
	}
	if v, ok := t.get["maxRank"]; ok {
		t.ranks, _ = strconv.Atoi(v)
	}
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	if v, ok := t.get["startFen"]; ok {
		start = v
	}
	if i, j := strings.IndexByte(start, '['), strings.IndexByte(start, ']'); i >= 0 && j > i {
		if h := start[i+1 : j]; h != "-" { // "[]", "[-]": an empty hand
			t.handText = h // readHand
		}
		start = start[:i] + start[j+1:]
	}
	if len(strings.Fields(start)) == 0 {
		t.untranslated("startFen = %q", start)
		start = "8/8/8/8/8/8/8/8 w - - 0 1"
	}
	t.start = start
	for _, key := range []string{"maxFile", "maxRank", "startFen"} {
		t.handled[key] = true
	}
}

// readPieces reads the piece types (predefined and custom) into t.pieces.
// It returns the letters of the piece types not translated, for the start
// FEN.
func (t *translation) readPieces(keys []kv) map[byte]string {
	notPieces := map[byte]string{}
	for _, k := range keys {
		typ := k.key
		betza, builtin := fsfPieces[typ]
		custom := strings.HasPrefix(typ, "customPiece")
		if k.value != "" && k.value != "-" && (custom || typeRank(typ) >= 0) {
			notPieces[upper(k.value[0])] = typ + " = " + k.value
		}
		if !builtin && !custom {
			continue
		}
		t.handled[typ] = true
		if k.value == "-" {
			continue
		}
		letter, own, hasOwn := strings.Cut(k.value, ":")
		if len(letter) != 1 || letter[0] < 'a' || letter[0] > 'z' {
			t.untranslated("%s = %s (letter)", typ, k.value)
			continue
		}
		pname := strings.ToUpper(typ[:1]) + typ[1:]
		if custom {
			pname = "Custom piece " + strings.TrimPrefix(typ, "customPiece")
			betza = own
		} else if hasOwn {
			if typ != "king" {
				t.untranslated("%s = %s (a predefined type with its own Betza)", typ, k.value)
				continue
			}
			betza = own
		}
		if hasOwn {
			xb, ok := xbetzaOf(own) // betza.go
			if !ok {
				t.untranslated("%s = %s (a direction on KK or QQ)", typ, k.value)
				continue
			}
			betza = xb
		}
		t.pieces = addPiece(t.imp, t.pieces, ipiece{letter: strings.ToUpper(letter), name: pname, betza: betza, royal: typ == "king", pawn: typ == "pawn", key: k})
	}
	return notPieces
}

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

// readCastling marks the castling keys read (castling.go); setPieceBetza
// gives the king its castling.
func (t *translation) readCastling() {
	for _, key := range castlingKeys {
		t.handled[key] = true
	}
	if v, ok := t.get["castlingKingPiece"]; ok && t.castling && fenCastling(t.start) != "-" && !hasLetter(t.pieces, strings.ToUpper(v)) {
		t.untranslated("castlingKingPiece = %s (not a translated piece)", v)
	}
	t.readSetupDrops()    // castling.go
	t.readCastlingRules() // castling.go
}

// setPieceBetza gives the pawns their Betza (with or without the double
// step) and a castling king its O atom, where betzac's castling is the
// section's.
func (t *translation) setPieceBetza(doubleStep bool) {
	for i, p := range t.pieces {
		switch {
		case p.pawn:
			b := PawnBetza
			if !doubleStep {
				b = PawnNoDoubleBetza
			}
			t.pieces[i].betza = b
		case t.castling && t.isCastler(p):
			terms, why := t.castlingTerms(p) // castling.go
			if why == "" {
				t.pieces[i].betza += terms
				continue
			}
			if fenCastling(t.start) == "-" && t.get["castlingDroppedPiece"] != "true" {
				// FSF castles only by the rights of the FEN
				t.imp.Ignored = append(t.imp.Ignored, why+", but the start position has no castling rights")
			} else {
				t.untranslated("%s", why)
			}
		}
	}
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

// isCastler reports whether p castles: FSF's castlingKingPiece (the
// king by default; a commoner castles without the king's test for
// attacks, as betzac's non-royal castler).
func (t *translation) isCastler(p ipiece) bool {
	v, ok := t.get["castlingKingPiece"]
	if !ok {
		return p.royal
	}
	return strings.EqualFold(p.letter, v)
}

// yaml writes the variant as betzac's YAML, headed by what was not
// translated.
func (t *translation) yaml(name, bareKing string) string {
	var out strings.Builder
	fmt.Fprintf(&out, "# Imported from Fairy-Stockfish variants.ini section [%s] by betzac import fsf.\n", name)
	for _, u := range t.imp.Untranslated {
		fmt.Fprintf(&out, "# not translated: %s\n", u)
	}
	fmt.Fprintf(&out, "name: %s\ntitle: %s\nboard: %dx%d\npieces:\n", name, strconv.Quote(name), t.files, t.ranks)
	for _, p := range t.pieces {
		letter := p.letter
		if len(letter) > 1 {
			letter = strconv.Quote(letter)
		}
		fmt.Fprintf(&out, "  - {letter: %s, name: %s, betza: %s", letter, strconv.Quote(p.name), strconv.Quote(p.betza))
		if p.royal {
			out.WriteString(", royal: true")
		}
		if to := t.promotesTo(p); to != "" {
			if strings.ContainsAny(to, "+~-") {
				to = strconv.Quote(to)
			}
			where := fmt.Sprintf("zone: %d", t.zone)
			if t.promoSquares != "" {
				where = fmt.Sprintf("squares: %q, squares-black: %q", t.promoSquares, t.promoSquaresBlack)
			}
			fmt.Fprintf(&out, ", promote: {%s, to: %s", where, to)
			if t.promoToBlack != "" {
				fmt.Fprintf(&out, ", to-black: %s", strings.ToUpper(t.promoToBlack))
			}
			if t.pawnOptional {
				out.WriteString(", optional: true")
			}
			if t.pawnLimit != "" {
				out.WriteString(", limit: " + t.pawnLimit)
			}
			out.WriteString("}")
		}
		if p.promote != "" {
			fmt.Fprintf(&out, ", promote: {%s}", p.promote)
		}
		if p.hand != "" {
			fmt.Fprintf(&out, ", hand: %s", strconv.Quote(p.hand))
		}
		if p.confine != "" {
			fmt.Fprintf(&out, ", confine: %s", strconv.Quote(p.confine))
		}
		if p.drop != "" {
			fmt.Fprintf(&out, ", drop: {%s}", p.drop)
		}
		if p.initialRegion != "" {
			fmt.Fprintf(&out, ", initial-region: %s", strconv.Quote(p.initialRegion))
		}
		if len(p.regionMoves) > 0 {
			fmt.Fprintf(&out, ", region-moves: [%s]", strings.Join(p.regionMoves, ", "))
		}
		for _, e := range p.extra {
			fmt.Fprintf(&out, ", %s", e)
		}
		out.WriteString("}\n")
	}
	if t.get["chess960"] == "true" {
		out.WriteString("castling: chess960\n")
	}
	if bareKing != "" {
		fmt.Fprintf(&out, "bare-king: %s\n", bareKing)
	}
	for _, r := range t.rules {
		fmt.Fprintf(&out, "%s\n", r)
	}
	fmt.Fprintf(&out, "start: %s\n", t.start)
	return out.String()
}

// bareKingKeys are FSF's extinction settings of the bare-king rule
// (legdefs.Rules.BareKing), as Shatranj ("loses") and Shatar ("ends") set
// them: every piece counts, the game is decided at one piece left.
var bareKingKeys = map[string]map[string]string{
	"loses": {"extinctionPieceTypes": "*", "extinctionPieceCount": "1", "extinctionOpponentPieceCount": "2", "extinctionClaim": "true"},
	"ends":  {"extinctionPieceTypes": "*", "extinctionPieceCount": "1"},
}

// importBareKing recognises the settings of bareKingKeys (with any
// extinctionValue but none) and marks them handled; anything else is left
// for the caller to report as not translated.
func importBareKing(get map[string]string, handled map[string]bool) string {
	if v, ok := get["extinctionValue"]; !ok || v == "none" {
		return ""
	}
	extinctionKeys := []string{"extinctionPieceTypes", "extinctionPieceCount", "extinctionOpponentPieceCount", "extinctionClaim", "extinctionPseudoRoyal"}
	defaults := map[string]string{"extinctionPieceCount": "0", "extinctionOpponentPieceCount": "0", "extinctionClaim": "false", "extinctionPseudoRoyal": "false"}
	for _, rule := range []string{"loses", "ends"} {
		want := bareKingKeys[rule]
		match := true
		for _, k := range extinctionKeys {
			got, ok := get[k]
			if !ok {
				got = defaults[k]
			}
			w, ok := want[k]
			if !ok {
				w = defaults[k]
			}
			if got != w {
				match = false
			}
		}
		if match {
			handled["extinctionValue"] = true
			for _, k := range extinctionKeys {
				handled[k] = true
			}
			return rule
		}
	}
	return ""
}

// knownBuiltins lists the names of builtinKeys.
func knownBuiltins() string {
	names := make([]string, 0, len(builtinKeys))
	for n := range builtinKeys {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// hasLetter reports whether a piece of the section has the letter.
func hasLetter(pieces []ipiece, letter string) bool {
	for _, p := range pieces {
		if p.letter == letter {
			return true
		}
	}
	return false
}

func orDefault(v, d string) string {
	if v == "" {
		return d
	}
	return v
}

// fileNumber reads an FSF [File]: a letter a..l or a number 1..12.
func fileNumber(v string) int {
	if len(v) == 1 && v[0] >= 'a' && v[0] <= 'z' {
		return int(v[0]-'a') + 1
	}
	n, _ := strconv.Atoi(v)
	return n
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

// startFileOf returns the file of White's letter on the first rank.
func startFileOf(fen, letter string) (int, bool) {
	rows := strings.Split(strings.Fields(fen)[0], "/")
	row := expandRow(rows[len(rows)-1])
	if strings.Count(row, letter) != 1 {
		return 0, false
	}
	return strings.Index(row, letter), true
}

// startLetters is what fsfStartFEN needs to know of the pieces: the
// translated letters, the settings of the others by letter, and
// promotedPieceType ("p:g s:g"; "-" is none) by letter.
func startLetters(pieces []ipiece, notPieces map[byte]string, promoted string) fenLetters {
	l := fenLetters{pieces: map[byte]bool{}, untranslate: map[byte]string{}, promoted: map[byte]byte{}}
	for _, p := range pieces {
		l.pieces[p.letter[0]] = true
	}
	for c, setting := range notPieces {
		if !l.pieces[c] {
			l.untranslate[c] = setting
		}
	}
	for _, pair := range strings.Fields(promoted) {
		if from, to, ok := strings.Cut(pair, ":"); ok && len(from) == 1 && len(to) == 1 && to != "-" {
			l.promoted[upper(from[0])] = upper(to[0])
		}
	}
	l.keepPlus = promoted != "" && promoted != "-"
	return l
}
