package fsf

import (
	"fmt"
	"strings"
)

// Castling as FSF has it (position.cpp set, set_castling_right, legal,
// do_move): the castling king (castlingKingPiece, the king by default)
// on castlingRank (from each side's view) moves to castlingKingsideFile
// or castlingQueensideFile, the partner (a castlingRookPieces type, the
// rook by default: the outermost one on the castling rank that a K or Q
// right finds) lands beside it on the king's side. betzac's O moves the
// king a fixed distance, so both kings must stand on one file; its
// partners are the start position's edge pieces unless the section's
// corners hold other types, then castling-partners names FSF's.
// castlingDroppedPiece and dropOppositeColoredBishop (Placement) are
// castling-drops and opposite-colour-drops.

// castlingKeys are the settings readCastling reads.
var castlingKeys = []string{"castling", "chess960", "castlingKingsideFile", "castlingQueensideFile", "castlingRookPieces",
	"castlingKingPiece", "castlingRank", "castlingKingFile", "castlingDroppedPiece", "dropOppositeColoredBishop",
	"oppositeCastling", "castlingWins"}

// castlingRankOf is FSF's castlingRank (1 by default), from White's view.
func (t *translation) castlingRankOf() int {
	r := 1
	if v, ok := t.get["castlingRank"]; ok {
		fmt.Sscan(v, &r)
	}
	return r
}

// castlingKingFile returns the file (0-based) of the castling king: the
// one White's (else Black's) king stands on on its castling rank, or with
// castlingDroppedPiece castlingKingFile (e by default), where FSF gives a
// dropped king its rights. ok is false if neither, or if the two kings
// stand on different files (betzac's O moves a fixed distance).
func (t *translation) castlingKingFile(letter string) (file int, ok bool, why string) {
	rows := strings.Split(strings.Fields(t.start)[0], "/")
	r := t.castlingRankOf()
	if r < 1 || r > len(rows) {
		return 0, false, fmt.Sprintf("castlingRank = %d (off the board)", r)
	}
	white, black := expandRow(rows[len(rows)-r]), expandRow(rows[r-1])
	wf, bf := strings.Index(white, letter), strings.Index(black, strings.ToLower(letter))
	if strings.Count(white, letter) > 1 || strings.Count(black, strings.ToLower(letter)) > 1 {
		return 0, false, "castling with two castling kings on the castling rank"
	}
	switch {
	case wf >= 0 && bf >= 0 && wf != bf:
		return 0, false, fmt.Sprintf("castling (the kings stand on files %d and %d: betzac's O moves both the same distance)", wf+1, bf+1)
	case wf >= 0:
		return wf, true, ""
	case bf >= 0:
		return bf, true, ""
	case t.get["castlingDroppedPiece"] == "true":
		return fileNumber(orDefault(t.get["castlingKingFile"], "e")) - 1, true, ""
	}
	return 0, false, "castling (no king on the castling rank)"
}

// castlingTerms returns the O terms of castler p ("" and why if FSF's
// castling is not betzac's), and sets castling-partners when the corners
// of the castling rank hold other pieces than FSF's partners.
func (t *translation) castlingTerms(p ipiece) (terms, why string) {
	kf, ok, why := t.castlingKingFile(p.letter)
	if !ok {
		return "", why
	}
	kside := fileNumber(orDefault(t.get["castlingKingsideFile"], "g")) - 1
	qside := fileNumber(orDefault(t.get["castlingQueensideFile"], "c")) - 1
	if kside <= kf || qside >= kf {
		return "", fmt.Sprintf("castling (king on file %d, kingside file %d, queenside file %d: betzac's O castles towards the partner)", kf+1, kside+1, qside+1)
	}
	partners, why := t.castlingPartners()
	if why != "" {
		return "", why
	}
	if partners != "" {
		t.rules = append(t.rules, "castling-partners: "+partners)
	}
	if kside-kf == kf-qside {
		return fmt.Sprintf("isO%d", kside-kf), ""
	}
	// r and l on O are absolute: towards the last file and file a
	return fmt.Sprintf("irO%dilO%d", kside-kf, kf-qside), ""
}

// castlingPartners returns the castling-partners letters the section
// needs ("" if betzac's edge pieces are FSF's partners), or why not.
func (t *translation) castlingPartners() (letters, why string) {
	rook := firstLetter(t.get["rook"])
	if v, ok := t.get["castlingRookPieces"]; ok {
		rook = v
	}
	if len(rook) == 1 && castlesWithRooks(t.castlingRows(), rook, func(l string) bool { return hasInitial(t.pieces, l) }) {
		return "", ""
	}
	for _, c := range strings.ToUpper(rook) {
		if !hasLetter(t.pieces, string(c)) {
			return "", fmt.Sprintf("castlingRookPieces = %s (%c is not a translated piece)", rook, c)
		}
		letters += string(c)
	}
	if letters == "" {
		return "", "castlingRookPieces = - (no piece castles with the king)"
	}
	return letters, ""
}

// castlingRows returns the start FEN with only its castling ranks
// (White's and Black's) as its first and last rows, for castlesWithRooks.
func (t *translation) castlingRows() string {
	f := strings.Fields(t.start)
	rows := strings.Split(f[0], "/")
	r := t.castlingRankOf()
	if r > 1 && r <= len(rows) {
		f[0] = rows[r-1] + "/" + rows[len(rows)-r]
	}
	return strings.Join(f, " ")
}

// readCastlingRules maps oppositeCastling (a castling takes away the
// opponent's right on the same side: position.cpp do_move) to
// opposite-castling, and castlingWins (the game ends once a side has lost
// a listed right, by castling or otherwise: is_immediate_game_end) to
// castling-wins.
func (t *translation) readCastlingRules() {
	if t.get["oppositeCastling"] == "true" && t.castling {
		t.rules = append(t.rules, "opposite-castling: true")
	}
	v := strings.Map(func(r rune) rune {
		if strings.ContainsRune("KQkq", r) {
			return r
		}
		return -1
	}, t.get["castlingWins"])
	switch {
	case v != "" && len(v) != len(strings.TrimSpace(t.get["castlingWins"])):
		t.untranslated("castlingWins = %s (not castling rights KQkq)", t.get["castlingWins"])
	case v != "":
		// FSF ends the game at once if a listed right is missing, with
		// castling disabled too
		t.rules = append(t.rules, fmt.Sprintf("castling-wins: %q", v))
	}
}

// readSetupDrops maps Placement's castlingDroppedPiece (a king dropped on
// castlingKingFile of the castling rank castles with partners dropped on
// its corners) and dropOppositeColoredBishop (FSF's bishop type).
func (t *translation) readSetupDrops() {
	if t.get["castlingDroppedPiece"] == "true" && t.castling {
		kf := fileNumber(orDefault(t.get["castlingKingFile"], "e")) - 1
		partners := strings.ToUpper(orDefault(t.get["castlingRookPieces"], firstLetter(t.get["rook"])))
		switch {
		case t.castlingRankOf() != 1:
			t.untranslated("castlingDroppedPiece = true with castlingRank = %d (betzac's castling-drops are on the first rank)", t.castlingRankOf())
		case kf != t.files/2:
			t.untranslated("castlingDroppedPiece = true with the king's file %d (betzac's castling-drops give rights to a king dropped on file %d)", kf+1, t.files/2+1)
		case partners == "":
			t.untranslated("castlingDroppedPiece = true without a rook")
		default:
			t.rules = append(t.rules, "castling-drops: "+partners)
		}
	}
	if t.get["dropOppositeColoredBishop"] == "true" {
		if b := strings.ToUpper(firstLetter(t.get["bishop"])); b != "" && hasLetter(t.pieces, b) {
			t.rules = append(t.rules, "opposite-colour-drops: "+b)
		}
	}
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
