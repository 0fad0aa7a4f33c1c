package fsf

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
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
	// Warnings are settings FSF reads otherwise than they look
	// (castling = maybe is false), at their lines; the YAML has what FSF
	// reads.
	Warnings []LineError
	// noPieces: no piece type was translated.
	noPieces bool
}

// fsfPieces are FSF's predefined piece types whose Betza (as FSF's
// variants.ini documents it) says all they do. Types with rules beyond
// their Betza (banner) are not here and are not translated; janggi
// cannons and elephants are added with their rules (xiangqi.go). FSF's
// immobile piece is from_betza("") (piece.cpp): betzac's piece with an
// empty Betza, which never moves. Built on first use, as the other
// tables of this package that only import reads (issue 31).
var fsfPieces = lazy.Value[map[string]string]{Build: func() map[string]string {
	m := map[string]string{
		"pawn": PawnBetza, "knight": "N", "bishop": "B", "rook": "R", "queen": "Q",
		"fers": "F", "alfil": "A", "fersAlfil": "FA", "silver": "FfW", "aiwok": "RNF",
		"bers": "RF", "archbishop": "BN", "chancellor": "RN", "amazon": "QN",
		"knibis": "mNcB", "biskni": "mBcN", "kniroo": "mNcR", "rookni": "mRcN",
		"shogiPawn": "fW", "lance": "fR", "shogiKnight": "fN", "gold": "WfF",
		"dragonHorse": "BW", "clobber": "cW", "breakthrough": "fmWfF", "cannon": "mRcpR",
		"soldier": "fsW", "horse": "nN", "elephant": "nA", "wazir": "W",
		"commoner": "K", "centaur": "KN", "king": "K", "immobile": "",
	}
	for typ, betza := range janggiPieces.Get() {
		m[typ] = betza
	}
	return m
}}

// ignoredKeys do not change which moves are legal.
var ignoredKeys = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{
		"pieceToCharTable": true, "pieceValueMg": true, "pieceValueEg": true,
		"variantTemplate": true,
	}
}}

// Import translates section name of the variants.ini file r to a betzac
// variant file. Inheritance from another section of the file, or from
// FSF's chess, is resolved first. A section named as one of FSF's
// built-in variants is refused, since FSF skips it; as a parent, FSF's
// built-in is inherited, as in FSF. A name no section header can carry
// (a:b is the section a with the parent b) is refused by name.
func Import(r io.Reader, name string) (*Imported, error) {
	secs, err := ParseINI(r)
	if err != nil {
		return nil, fmt.Errorf("variants.ini: %w", err)
	}
	if err := sectionNameError(name, false); err != nil {
		return nil, err
	}
	if err := sectionSpaces(secs, name); err != nil {
		return nil, err
	}
	if s := secs[name]; s != nil && Builtin(name) {
		return nil, &LineError{s.line, fmt.Sprintf("section [%s] has the name of a Fairy-Stockfish built-in variant: FSF skips the section (\"Variant '%s' already exists.\") and plays its own %s; give the section another name", name, name, name)}
	}
	skipped := skipBuiltins(secs)
	keys, err := resolve(secs, name, 0)
	if err != nil {
		return nil, err
	}
	warnings, err := checkSettings(name, keys) // values.go
	if err != nil {
		return nil, err
	}
	imp := translate(name, keys)
	imp.Warnings = append(append(sameName(secs), notes(secs, name)...), warnings...)
	imp.Warnings = append(skipped, imp.Warnings...)
	if setting, err := checkImport(name, imp.YAML); err != nil {
		msg := fmt.Sprintf("section [%s]: %v", name, err)
		if imp.noPieces && len(imp.Untranslated) > 0 { // the cause
			msg, setting = fmt.Sprintf("section [%s]: not translated: %s (and so %v)", name, strings.Join(imp.Untranslated, "; "), err), ""
		}
		if line := settingLine(secs, name, keys, setting); line > 0 {
			return nil, &LineError{line, msg}
		}
		return nil, errors.New(msg)
	}
	return imp, nil
}

// settingLine is the line of setting (as checkImport names it) in the
// file, or else of the section's header; 0 for neither (a built-in
// section).
func settingLine(secs map[string]*section, name string, keys []kv, setting string) int {
	for _, k := range keys {
		if k.line > 0 && (k.key == setting || setting == "maxFile, maxRank" && (k.key == "maxFile" || k.key == "maxRank")) {
			return k.line
		}
	}
	if s := secs[name]; s != nil {
		return s.line
	}
	return 0
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
	t.kingTypeReset(keys) // xiangqi.go
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
	t.readClock()          // clock.go
	bareKing := importBareKing(t.get, t.handled)
	if bareKing == "" {
		t.readExtinction()
	}
	t.readFlag()
	t.readChecking()
	t.readMustCapture()
	t.readPassOnStalemate()
	t.readResults() // results.go
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
		if ignoredKeys.Get()[k.key] {
			t.imp.Ignored = append(t.imp.Ignored, k.key+" = "+k.value)
			continue
		}
		if why, ok := noMoveKeys.Get()[k.key]; ok {
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
		betza, builtin := fsfPieces.Get()[typ]
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
