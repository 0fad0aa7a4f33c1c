package fsf

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// FSF's defaults (src/variant.h, struct Variant) that differ from
// betzac's: a section that does not set them still has them, so the
// import carries them over or names them as untranslated.
const (
	// doubleStepRegion: a piece's initial (i) moves, the pawn's double
	// step among them, are allowed on these squares whether or not it has
	// moved (src/position.h moves_from, src/movegen.cpp); betzac allows
	// them to a piece that has never moved, unless it has an
	// initial-region.
	defaultDoubleStepWhite = "*2"
	defaultDoubleStepBlack = "*7"
	// promotionRegion: absolute ranks, whatever maxRank is.
	defaultPromotionWhite = "*8"
	defaultPromotionBlack = "*1"
)

// fsfSquares reads an FSF [Bitboard] ("*2", "a*", "e4", "-") on a board
// of files x ranks as a set of square indices (file + rank*files). ok is
// false if a token is not FSF's syntax.
func fsfSquares(v string, files, ranks int) (map[int]bool, bool) {
	set := map[int]bool{}
	for _, t := range strings.Fields(v) {
		switch {
		case t == "-":
			return set, true
		case len(t) == 2 && t[1] == '*' && t[0] >= 'a' && t[0] <= 'z':
			f := int(t[0] - 'a')
			for r := 0; r < ranks && f < files; r++ {
				set[f+r*files] = true
			}
		case t[0] == '*':
			r, err := strconv.Atoi(t[1:])
			if err != nil {
				return nil, false
			}
			for f := 0; f < files && r >= 1 && r <= ranks; f++ {
				set[f+(r-1)*files] = true
			}
		case t[0] >= 'a' && t[0] <= 'z':
			r, err := strconv.Atoi(t[1:])
			if err != nil {
				return nil, false
			}
			if f := int(t[0] - 'a'); f < files && r >= 1 && r <= ranks {
				set[f+(r-1)*files] = true
			}
		default:
			return nil, false
		}
	}
	return set, true
}

// mirrored reports whether black is white's region mirrored top to bottom.
func mirrored(white, black map[int]bool, files, ranks int) bool {
	if len(white) != len(black) {
		return false
	}
	for s := range white {
		f, r := s%files, s/files
		if !black[f+(ranks-1-r)*files] {
			return false
		}
	}
	return true
}

// regionText writes a set of squares as a betzac region: one rectangle
// per run of squares on a rank ("a2-h2 c4").
func regionText(set map[int]bool, files int) string {
	var sq []int
	for s := range set {
		sq = append(sq, s)
	}
	sort.Ints(sq)
	name := func(s int) string { return fmt.Sprintf("%c%d", 'a'+s%files, s/files+1) }
	var out []string
	for i := 0; i < len(sq); {
		j := i
		for j+1 < len(sq) && sq[j+1] == sq[j]+1 && sq[j+1]/files == sq[i]/files {
			j++
		}
		if j == i {
			out = append(out, name(sq[i]))
		} else {
			out = append(out, name(sq[i])+"-"+name(sq[j]))
		}
		i = j + 1
	}
	return strings.Join(out, " ")
}

// sameSquares reports whether two sets are equal.
func sameSquares(a, b map[int]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for s := range a {
		if !b[s] {
			return false
		}
	}
	return true
}

// keyOrDefault returns key's value in the section, or FSF's default d,
// and "key = value" to name it in a message.
func keyOrDefault(get map[string]string, key, d string) (value, desc string) {
	if v, ok := get[key]; ok {
		return v, key + " = " + v
	}
	return d, key + " = " + d + " (Fairy-Stockfish's default)"
}

// doubleStepRegion is FSF's double-step region of White as a betzac
// region, from the section's keys or FSF's defaults; "" if it is empty
// (doubleStep = false). It reports a problem (untranslated) if Black's
// is not White's mirrored.
func doubleStepRegion(get map[string]string, files, ranks int, untranslated func(string, ...any)) (map[int]bool, bool) {
	if get["doubleStep"] == "false" {
		return map[int]bool{}, true
	}
	wv, wdesc := keyOrDefault(get, "doubleStepRegionWhite", defaultDoubleStepWhite)
	bv, bdesc := keyOrDefault(get, "doubleStepRegionBlack", defaultDoubleStepBlack)
	w, okW := fsfSquares(wv, files, ranks)
	b, okB := fsfSquares(bv, files, ranks)
	switch {
	case !okW:
		untranslated("%s (not a list of squares)", wdesc)
		return nil, false
	case !okB:
		untranslated("%s (not a list of squares)", bdesc)
		return nil, false
	case !mirrored(w, b, files, ranks):
		untranslated("%s, %s (betzac's initial-region is the same for both sides, mirrored)", wdesc, bdesc)
		return nil, false
	}
	return w, true
}

// pawnStartSquares is the set of whole ranks where the pawn (letter, in
// White's case) of either side stands in fen, Black's mirrored: the
// squares where it has its initial moves in betzac without an
// initial-region (it cannot come back to them).
func pawnStartSquares(fen, letter string, files, ranks int) map[int]bool {
	rows := strings.Split(strings.Fields(fen)[0], "/")
	set := map[int]bool{}
	addRank := func(r int) {
		for f := 0; f < files && r >= 0 && r < ranks; f++ {
			set[f+r*files] = true
		}
	}
	for i, row := range rows {
		r := len(rows) - 1 - i
		row = expandRow(row)
		if strings.Contains(row, letter) {
			addRank(r)
		}
		if strings.Contains(row, strings.ToLower(letter)) {
			addRank(ranks - 1 - r) // Black's, mirrored
		}
	}
	return set
}

// fsfHasInitial reports whether an FSF Betza string has initial (i) moves.
func fsfHasInitial(betza string) bool { return strings.ContainsRune(betza, 'i') }

// initialMoves carries FSF's double-step region over to the pieces with
// initial moves: the pawn, and custom pieces whose Betza has i. A pawn
// needs an initial-region only where the region is not the ranks it
// starts on; a custom piece always gets it (it may come back). It
// reports whether the pawn double-steps at all.
func initialMoves(pieces []ipiece, get map[string]string, start string, files, ranks int, untranslated func(string, ...any)) bool {
	need := false
	for _, p := range pieces {
		need = need || p.pawn || fsfHasInitial(p.betza)
	}
	if !need {
		return get["doubleStep"] != "false"
	}
	region, ok := doubleStepRegion(get, files, ranks, untranslated)
	if !ok {
		return true
	}
	for i := range pieces {
		p := &pieces[i]
		switch {
		case p.pawn:
			// FSF's double step is by square: with drops a pawn may reach
			// the region later (dropped behind it, then moving or capturing
			// into it: grandhouse) and betzac's virginity would not say so
			if len(region) > 0 && (!sameSquares(region, pawnStartSquares(start, p.letter, files, ranks)) || dropsBehind(region, get, files)) {
				p.initialRegion = regionText(region, files)
			}
		case !fsfHasInitial(p.betza):
		case len(region) == 0:
			untranslated("%s (%s): initial (i) moves, which Fairy-Stockfish never allows without a double-step region (doubleStep = false)", p.name, p.betza)
		default:
			p.initialRegion = regionText(region, files)
		}
	}
	return len(region) > 0
}

// dropsBehind reports whether a pawn may be dropped on a rank below
// White's double-step region (FSF drops pawns from rank 2, or 1 with
// firstRankPawnDrops).
func dropsBehind(region map[int]bool, get map[string]string, files int) bool {
	if get["pieceDrops"] != "true" {
		return false
	}
	lowest := 1 // 0-based rank 1: the second rank
	if get["firstRankPawnDrops"] == "true" {
		lowest = 0
	}
	for s := range region {
		if s/files <= lowest {
			return false
		}
	}
	return true
}

// promotionTypes keeps the letters of v that name a piece of the section
// (FSF drops a removed piece from the promotion types).
func promotionTypes(v string, pieces []ipiece) string {
	var out strings.Builder
	for _, c := range v {
		for _, p := range pieces {
			if strings.EqualFold(p.letter, string(c)) {
				out.WriteRune(c)
				break
			}
		}
	}
	return out.String()
}

// promotionZone is the depth of the pawn's promotion zone from
// promotionRank (deprecated) or the promotion regions, with FSF's
// defaults *8 and *1 (absolute ranks, whatever maxRank is).
func promotionZone(get map[string]string, ranks int, untranslated func(string, ...any)) int {
	if v, ok := get["promotionRank"]; ok {
		r, _ := strconv.Atoi(v)
		return ranks - r + 1
	}
	wv, wdesc := keyOrDefault(get, "promotionRegionWhite", defaultPromotionWhite)
	bv, bdesc := keyOrDefault(get, "promotionRegionBlack", defaultPromotionBlack)
	zone, ok := regionZone(wv, ranks, false)
	if !ok {
		untranslated("%s (not the last ranks)", wdesc)
		return 1
	}
	if z, ok := regionZone(bv, ranks, true); !ok || z != zone {
		untranslated("%s (not White's mirrored)", bdesc)
	}
	return zone
}

// castlesWithRooks reports whether the corner pieces betzac's O would
// castle with are FSF's rook (the piece of rookValue, "r" or "r:..."):
// FSF castles only with castlingRookPieces, by default the rook, where
// betzac castles with the piece on the edge, whose type then takes its
// virginity from the castling rights. So a corner must hold the rook if
// the rights name it, or if its piece has initial moves (initial).
func castlesWithRooks(start, rookValue string, initial func(letter string) bool) bool {
	rows := strings.Split(strings.Fields(start)[0], "/")
	first, last := expandRow(rows[len(rows)-1]), expandRow(rows[0])
	rook := "-"
	if rookValue != "" && rookValue != "-" {
		rook = strings.ToUpper(rookValue[:1])
	}
	rights := fenCastling(start)
	corner := func(row string, right byte, kingside bool) bool {
		if row == "" {
			return true
		}
		pc := row[:1]
		if kingside {
			pc = row[len(row)-1:]
		}
		up := strings.ToUpper(pc)
		if pc == "." || (pc == up) != (right <= 'Z') {
			return true // empty, or the other side's
		}
		named := strings.IndexByte(rights, right) >= 0
		return up == rook || !named && !initial(up)
	}
	return corner(first, 'K', true) && corner(first, 'Q', false) && corner(last, 'k', true) && corner(last, 'q', false)
}

// fenCastling is the castling field of a FEN ("-" if it has none).
func fenCastling(fen string) string {
	if f := strings.Fields(fen); len(f) >= 3 {
		return f[2]
	}
	return "-"
}

// fsfTypeOrder is the order in which FSF's parser reads the piece types
// of a section (its enum PieceType, src/types.h), custom pieces and the
// king after these.
var fsfTypeOrder = lazy.Value[[]string]{Build: func() []string {
	return strings.Fields(`pawn knight bishop rook queen fers alfil fersAlfil silver aiwok bers
	archbishop chancellor amazon knibis biskni kniroo rookni shogiPawn lance shogiKnight gold dragonHorse
	clobber breakthrough immobile cannon janggiCannon soldier horse elephant janggiElephant banner wazir
	commoner centaur`)
}}

// typeRank is a piece key's place in fsfTypeOrder.
func typeRank(key string) int {
	if n, ok := strings.CutPrefix(key, "customPiece"); ok {
		i, _ := strconv.Atoi(n)
		return len(fsfTypeOrder.Get()) + i
	}
	if key == "king" {
		return 1 << 20
	}
	for i, k := range fsfTypeOrder.Get() {
		if k == key {
			return i
		}
	}
	return -1
}

// addPiece adds p to pieces as FSF's add_piece does: a piece with the
// same letter is removed, the one FSF reads later winning (a section's
// over its parent's, then in type order).
func addPiece(imp *Imported, pieces []ipiece, p ipiece) []ipiece {
	for i, q := range pieces {
		if q.letter != p.letter {
			continue
		}
		later := p.key.level < q.key.level || p.key.level == q.key.level && typeRank(p.key.key) > typeRank(q.key.key)
		winner, loser := p, q
		if !later {
			winner, loser = q, p
		}
		imp.Ignored = append(imp.Ignored, fmt.Sprintf("%s = %s (replaced by %s = %s: the same letter)", loser.key.key, loser.key.value, winner.key.key, winner.key.value))
		if later {
			pieces[i] = p
		}
		return pieces
	}
	return append(pieces, p)
}

// hasInitial reports whether the piece of letter has initial (i) moves.
func hasInitial(pieces []ipiece, letter string) bool {
	for _, p := range pieces {
		if p.letter == letter {
			return fsfHasInitial(p.betza)
		}
	}
	return false
}
