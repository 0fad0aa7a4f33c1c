package fsf

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// The settings whose type the header of FSF's variants.ini documents
// (../shared/reference/fsf-variants.ini, Fairy-Stockfish c19b5f6) as
// [bool], [File], [Rank] or [int], and the deprecated rank settings its
// parser still reads (src/parser.cpp, VariantParser::parse). Built on
// first use: only commands that read an ini file need them (issue 31).
var (
	boolKeys = lazyKeys{Build: func() map[string]bool {
		return keySet(`adjudicateFullBoard bikjangRule blastOnCapture cambodianMoves capturesToHand castling
		castlingDroppedPiece checkCounting checking chess960 connectDiagonal connectHorizontal connectVertical
		doubleStep dropChecks dropLoop dropOppositeColoredBishop dropPromoted dupleCheck extinctionClaim
		extinctionPseudoRoyal firstRankPawnDrops flagMove flagPieceBlockedWin flagPieceSafe flyingGeneral gating
		immobilityIllegal makpongRule mandatoryPawnPromotion mandatoryPiecePromotion moveRepetitionIllegal
		mustCapture mustDrop nFoldValueAbsolute oppositeCastling pass passBlack passOnStalemate
		passOnStalemateBlack passOnStalemateWhite passWhite perpetualCheckIllegal petrifyBlastPieces
		pieceDemotion pieceDrops piecePromotionOnCapture promotionZonePawnDrops seirawanGating shatarMateRule
		shogiPawnDropMateIllegal sittuyinPromotion sittuyinRookDrop stalematePieceCount twoBoards wallOrMove`)
	}}
	fileKeys = lazyKeys{Build: func() map[string]bool {
		return keySet(`maxFile castlingKingFile castlingKingsideFile castlingQueensideFile
		castlingRookKingsideFile castlingRookQueensideFile`)
	}}
	rankKeys = lazyKeys{Build: func() map[string]bool {
		return keySet(`maxRank castlingRank soldierPromotionRank promotionRank doubleStepRank doubleStepRankMin`)
	}}
	intKeys = lazyKeys{Build: func() map[string]bool {
		return keySet(`collinearN connectN connectNxN dropNoDoubledCount flagPieceCount pocketSize
		extinctionPieceCount extinctionOpponentPieceCount`)
	}}
	// promotionTypeKeys name the types a pawn promotes to, or the pawns.
	promotionTypeKeys = lazyKeys{Build: func() map[string]bool {
		return keySet(`promotionPieceTypes promotionPieceTypesWhite promotionPieceTypesBlack
		promotionPawnTypes promotionPawnTypesWhite promotionPawnTypesBlack`)
	}}
)

// FSF's limits (fsf-variants.ini: [File] 1-12, [Rank] 1-10, the slots
// customPiece1 to customPiece25).
const (
	fsfMaxFiles     = 12
	fsfMaxRanks     = 10
	fsfCustomPieces = 25
)

// maxShown is the longest value a message quotes, as the variant loader's.
const maxShown = 60

// setting is "key = value" for messages; a long value is not repeated.
func setting(k kv) string {
	if len(k.value) > maxShown {
		return fmt.Sprintf("%s = (a value of %d characters)", k.key, len(k.value))
	}
	return k.key + " = " + k.value
}

// lazyKeys is a keySet built on its first use.
type lazyKeys = lazy.Value[map[string]bool]

func keySet(s string) map[string]bool {
	m := map[string]bool{}
	for _, k := range strings.Fields(s) {
		m[k] = true
	}
	return m
}

// checkSettings reads the values of a resolved section (keys) as FSF's
// parser does and rewrites each typed value to what FSF reads, so that
// the translation never reads it otherwise. A value FSF reads in a way
// its author cannot have meant (maxRank = 8.5, maxFile = 0) is an error
// at its line, and so is a custom piece slot FSF does not have, a
// promotion type that names no piece of the section, and a start FEN
// whose empty-square count is larger than the board (before anything
// expands it). What FSF reads otherwise than it looks (castling = maybe
// is false) is a warning.
func checkSettings(section string, keys []kv) (warnings []LineError, err error) {
	warn := func(k kv, format string, args ...any) {
		warnings = append(warnings, LineError{k.line, setting(k) + ": " + fmt.Sprintf(format, args...)})
	}
	for i := range keys {
		k, as := &keys[i], keys[i] // as written
		var w string
		switch {
		case boolKeys.Get()[k.key]:
			if k.value != "true" && k.value != "false" {
				// parser.cpp, set<bool>: target = value == "true"
				warn(as, `Fairy-Stockfish reads every value but "true" as false: read as false`)
				k.value = "false"
			}
		case fileKeys.Get()[k.key]:
			w, err = readNumber(k, fileValue, 1, fsfMaxFiles, "a file 1 to 12 or a to l (Fairy-Stockfish's [File])")
		case rankKeys.Get()[k.key]:
			w, err = readNumber(k, fsfInt, 1, fsfMaxRanks, "a rank 1 to 10 (Fairy-Stockfish's [Rank])")
		case intKeys.Get()[k.key]:
			w, err = readNumber(k, fsfInt, 0, 1<<31-1, "a whole number 0 to 2147483647 (Fairy-Stockfish's [int], a C++ int)")
		case strings.HasPrefix(k.key, "customPiece"):
			n, aerr := strconv.Atoi(k.key[len("customPiece"):])
			if aerr != nil || n < 1 || n > fsfCustomPieces || k.key != fmt.Sprintf("customPiece%d", n) {
				err = &LineError{k.line, fmt.Sprintf("%s: Fairy-Stockfish has no such setting: its custom pieces are customPiece1 to customPiece%d", k.key, fsfCustomPieces)}
			}
		}
		if err != nil {
			return nil, err
		}
		if w != "" {
			warn(as, "%s", w)
		}
	}
	if err := checkPromotionTypes(section, keys); err != nil {
		return nil, err
	}
	return warnings, checkStartCounts(keys)
}

// readNumber reads k's value with read (FSF's reader of its type), which
// must give lo to hi, and rewrites it as that number. FSF's ini has no
// end-of-line comments (variant.cpp, parse_istream: a line is a comment
// only if it starts with '#' or ';', and the value is the rest of the
// line), but its number readers (parser.cpp, set<int>, set<Rank>,
// set<File>: "ss >> i") stop at the first character that is not part
// of the number: "maxFile = 8 # comment" is 8 to FSF, and is read so,
// with a warning. Any other text after the number (8.5, 8x, abc) is an
// error: FSF would drop it too, but it is not what the author meant.
func readNumber(k *kv, read func(string) (int, string, bool), lo, hi int, want string) (warning string, err error) {
	n, rest, ok := read(k.value)
	comment := rest != "" && (rest[0] == ' ' || rest[0] == '\t') && strings.ContainsAny(strings.TrimSpace(rest)[:1], "#;")
	if !ok || n < lo || n > hi || rest != "" && !comment {
		msg := fmt.Sprintf("%s: want %s", setting(*k), want)
		if ok && rest != "" && !comment && len(rest) <= maxShown {
			msg += fmt.Sprintf("; Fairy-Stockfish would read %q and drop %q", k.value[:len(k.value)-len(rest)], rest)
		}
		return "", &LineError{k.line, msg}
	}
	if comment {
		warning = fmt.Sprintf("read as %d, as Fairy-Stockfish reads it: an ini line has no end-of-line comment, but its number reader stops before %q", n, rest)
	}
	k.value = strconv.Itoa(n)
	return warning, nil
}

// fsfInt reads a whole number at the start of v as C++'s "ss >> i" does
// (an optional sign, then digits); ok is false if there is none or it
// overflows. rest is what follows.
func fsfInt(v string) (n int, rest string, ok bool) {
	i := 0
	if i < len(v) && (v[i] == '-' || v[i] == '+') {
		i++
	}
	j := i
	for j < len(v) && isDigit(v[j]) {
		j++
	}
	if j == i {
		return 0, v, false
	}
	n64, err := strconv.ParseInt(v[:j], 10, 32)
	return int(n64), v[j:], err == nil
}

// fileValue reads an FSF [File] (parser.cpp, set<File>): a number of
// files if it starts with a digit, else a file letter (a = 1 file).
func fileValue(v string) (int, string, bool) {
	if v != "" && isDigit(v[0]) {
		return fsfInt(v)
	}
	if v != "" && v[0] >= 'a' && v[0] <= 'z' {
		return int(v[0]-'a') + 1, v[1:], true
	}
	return 0, v, false
}

// checkPromotionTypes refuses a letter of a promotion type setting of the
// section itself that names no piece type of it (FSF's parser stops
// reading the set there and complains: parser.cpp, parse_attribute with
// pieceToChar).
func checkPromotionTypes(section string, keys []kv) error {
	letters := map[byte]bool{}
	for _, k := range keys {
		if typeRank(k.key) >= 0 && firstLetter(k.value) != "" {
			letters[lower(k.value[0])] = true
		}
	}
	for _, k := range keys {
		if !promotionTypeKeys.Get()[k.key] || k.level != 0 || k.line == 0 {
			continue
		}
		for i := 0; i < len(k.value); i++ {
			c := k.value[i]
			switch {
			case c == '-':
				return nil
			case c == ' ' || c == '\t' || c == '*' || letters[lower(c)]:
			default:
				return &LineError{k.line, fmt.Sprintf("%s: %q names no piece type of section [%s]", setting(k), c, section)}
			}
		}
	}
	return nil
}

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c - 'A' + 'a'
	}
	return c
}

// checkStartCounts refuses an empty-square count in the board of a
// startFen set in the file that is larger than the board's files (FSF's
// own FEN check refuses it too), before any code expands it.
func checkStartCounts(keys []kv) error {
	files, start := 8, kv{}
	for _, k := range keys {
		switch k.key {
		case "maxFile":
			files, _ = strconv.Atoi(k.value) // read by checkSettings
		case "startFen":
			start = k
		}
	}
	if start.line == 0 {
		return nil
	}
	board, _, _ := strings.Cut(start.value, " ")
	board, _, _ = strings.Cut(board, "[") // not the pieces in hand
	for i := 0; i < len(board); {
		j := i
		for j < len(board) && isDigit(board[j]) {
			j++
		}
		if j == i {
			i++
			continue
		}
		if n, err := strconv.Atoi(board[i:j]); err != nil || n > files {
			count := board[i:j]
			if len(count) > 24 {
				count = fmt.Sprintf("of %d digits", len(count))
			}
			return &LineError{start.line, fmt.Sprintf("startFen: empty-square count %s is more than the board's %d files", count, files)}
		}
		i = j
	}
	return nil
}
