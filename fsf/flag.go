package fsf

import (
	"strconv"
	"strings"
)

// readFlag translates capture the flag (flagPiece, flagRegion, flagMove,
// flagPieceSafe, flagPieceCount, flagPieceBlockedWin) to flag-squares,
// flag-squares-black, flag-side, flag-pieces, flag-move, flag-safe,
// flag-count and flag-blocked.
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
	letters, ok := t.flagLetters()
	if !ok {
		return
	}
	var blocked []string
	if t.get["flagPieceBlockedWin"] == "true" {
		if blocked, ok = t.flagBlocked(len(w) > 0, len(b) > 0); !ok {
			return
		}
	}
	switch {
	case len(b) == 0: // FSF: an empty region is never reached
		t.rules = append(t.rules, "flag-squares: "+regionText(w, t.files), "flag-side: white")
	case len(w) == 0:
		t.rules = append(t.rules, "flag-squares: "+regionText(b, t.files), "flag-side: black")
	default:
		t.rules = append(t.rules, "flag-squares: "+regionText(w, t.files))
		if !sameSquares(w, b) {
			t.rules = append(t.rules, "flag-squares-black: "+regionText(b, t.files))
		}
	}
	t.rules = append(t.rules, "flag-pieces: "+letters)
	for _, f := range []struct{ key, rule string }{{"flagMove", "flag-move"}, {"flagPieceSafe", "flag-safe"}} {
		if t.get[f.key] == "true" {
			t.rules = append(t.rules, f.rule+": true")
		}
	}
	t.rules = append(t.rules, blocked...)
	if v := t.get["flagPieceCount"]; v != "" && v != "1" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > 99 {
			t.untranslated("flagPieceCount = %s (not 1 to 99)", v)
			return
		}
		t.rules = append(t.rules, "flag-count: "+v)
	}
}

// flagBlocked translates flagPieceBlockedWin for the sides that have
// goal squares (ok false if it cannot). FSF's test is that no square of
// the region as it parsed it is empty (position.h flag_reached), and "*3"
// or "a*" spans its whole bitboard (12 files, 10 ranks: largeboards), so
// a region with a square off the board is never blocked.
func (t *translation) flagBlocked(white, black bool) (lines []string, ok bool) {
	var off [2]bool
	for i, c := range []string{"White", "Black"} {
		v, ok := t.get["flagRegion"+c]
		if !ok {
			v = t.get["flagRegion"]
		}
		off[i] = fsfRegionOffBoard(v, t.files, t.ranks)
	}
	switch {
	case (!white || off[0]) && (!black || off[1]):
		return nil, true // never blocked: nothing to translate
	case (!white || !off[0]) && (!black || !off[1]):
		return []string{"flag-blocked: true"}, true
	}
	t.untranslated("flagPieceBlockedWin = true with one side's flagRegion off the board (Fairy-Stockfish never finds that one blocked)")
	return nil, false
}

// fsfRegionOffBoard reports whether FSF's region v holds a square off the
// files x ranks board: a whole rank or file of its 12x10 bitboard, or a
// square beyond the board.
func fsfRegionOffBoard(v string, files, ranks int) bool {
	for _, s := range strings.Fields(v) {
		switch {
		case s == "-":
			return false
		case s[0] == '*':
			if files < 12 {
				return true
			}
		case len(s) == 2 && s[1] == '*':
			if ranks < 10 {
				return true
			}
		default:
			if r, err := strconv.Atoi(s[1:]); err == nil && (int(s[0]-'a') >= files || r > ranks) {
				return true
			}
		}
	}
	return false
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
	}
	return w, b, true
}

// flagLetters reads flagPiece (FSF's default: every piece type) as
// betzac letters, the same for both sides. FSF's type counts its
// promoted pieces too, which betzac's promoted types (+X, X~) are.
func (t *translation) flagLetters() (string, bool) {
	pw, pb := orDefault(t.get["flagPiece"], "*"), orDefault(t.get["flagPiece"], "*")
	pw, pb = orDefault(t.get["flagPieceWhite"], pw), orDefault(t.get["flagPieceBlack"], pb)
	if pw != pb {
		t.untranslated("flagPieceWhite = %s, flagPieceBlack = %s (betzac's flag-pieces are both sides')", pw, pb)
		return "", false
	}
	if pw == "*" {
		var all strings.Builder
		for _, p := range t.pieces {
			all.WriteString(p.letter)
		}
		return all.String(), true
	}
	letters, bad, ok := t.fsfLetters(pw)
	if !ok {
		t.untranslated("flagPiece = %s (%s is not a translated piece)", pw, bad)
		return "", false
	}
	return letters + t.promotedForms(letters), true
}

// promotedForms are the letters of betzac's promoted types that FSF
// counts as one of letters: +X promoted to it, and its X~.
func (t *translation) promotedForms(letters string) string {
	var out strings.Builder
	for _, p := range t.pieces {
		typ := p.asType
		if strings.HasSuffix(p.letter, "~") {
			typ = strings.TrimSuffix(p.letter, "~")
		}
		if typ != "" && strings.Contains(letters, typ) {
			out.WriteString(p.letter)
		}
	}
	return out.String()
}

// readChecking translates checking = false (a move that gives check is
// illegal, position.cpp legal) to no-checks.
// flagRegionsQuiet returns the flag regions as flagRegions does, naming
// nothing.
func (t *translation) flagRegionsQuiet() (w, b map[int]bool, ok bool) {
	side := func(c string) string { return orDefault(t.get["flagRegion"+c], t.get["flagRegion"]) }
	w, okW := fsfSquares(side("White"), t.files, t.ranks)
	b, okB := fsfSquares(side("Black"), t.files, t.ranks)
	return w, b, okW && okB
}
