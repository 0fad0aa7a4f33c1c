package fsf

import (
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// Blasts, petrification, walls and holes: the rules of a section that
// change what a move leaves on the board (legdefs.Rules Blast, Petrify,
// Walling, Holes).

// readBlast translates blastOnCapture (position.cpp do_move: a capture
// removes the capturer and every piece around its destination but those
// of FSF's pawn type, except blastImmuneTypes anywhere) to blast,
// blast-spared (the letter of FSF's pawn type: a custom piece moving as a
// pawn is blown up) and blast-immune, and mutuallyImmuneTypes (legal: a
// piece may not capture one of its own type) to mutually-immune.
// Its royal piece is FSF's pseudo-royal one (atomic's commoner), not
// FSF's king, whose legality test ignores blasts: those are named.
func (t *translation) readBlast() {
	for _, k := range []string{"blastOnCapture", "blastImmuneTypes", "mutuallyImmuneTypes"} {
		t.handled[k] = true
	}
	if v := t.get["mutuallyImmuneTypes"]; v != "" && v != "-" {
		if l, ok := t.ruleLetters("mutuallyImmuneTypes", v); ok {
			t.rules = append(t.rules, "mutually-immune: "+l)
		}
	}
	if t.get["blastOnCapture"] != "true" {
		if v := t.get["blastImmuneTypes"]; v != "" && v != "-" {
			t.imp.Ignored = append(t.imp.Ignored, "blastImmuneTypes = "+v+" (without blastOnCapture: no move changes)")
		}
		return
	}
	for _, p := range t.pieces {
		if p.key.key == "king" {
			t.untranslated("blastOnCapture = true with king = %s (Fairy-Stockfish's king's legality does not see blasts; betzac's blast makes a royal piece pseudo-royal, FSF's extinctionPseudoRoyal commoner)", p.key.value)
			return
		}
	}
	t.rules = append(t.rules, "blast: true")
	for _, p := range t.pieces {
		if p.key.key == "pawn" {
			t.rules = append(t.rules, "blast-spared: "+p.letter)
		}
	}
	if v := t.get["blastImmuneTypes"]; v != "" && v != "-" {
		if l, ok := t.ruleLetters("blastImmuneTypes", v); ok {
			t.rules = append(t.rules, "blast-immune: "+l)
		}
	}
}

// readPetrify translates petrifyOnCaptureTypes (a piece of these types
// that captures becomes a wall on its destination, and with blasts is not
// blown up: do_move's blast loop) to petrify, which betzac takes for
// pieces that are not royal; petrifyBlastPieces (every blasted piece a
// wall) is named.
func (t *translation) readPetrify() {
	t.handled["petrifyOnCaptureTypes"], t.handled["petrifyBlastPieces"] = true, true
	v := t.get["petrifyOnCaptureTypes"]
	if v == "" || v == "-" {
		return
	}
	if t.get["blastOnCapture"] == "true" && t.get["petrifyBlastPieces"] == "true" {
		t.untranslated("petrifyBlastPieces = true (betzac's blast leaves no walls but the capturer's)")
		return
	}
	l, ok := t.ruleLetters("petrifyOnCaptureTypes", v)
	if !ok {
		return
	}
	for _, p := range t.pieces {
		if p.royal && strings.Contains(l, p.letter) {
			t.untranslated("petrifyOnCaptureTypes = %s (%s is royal; betzac's petrify is for pieces that are not)", v, p.letter)
			return
		}
	}
	t.rules = append(t.rules, "petrify: "+l)
}

// fsfWalling are FSF's wallingRule values betzac's walling has.
var fsfWalling = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"past": true, "static": true, "arrow": true, "duck": true, "edge": true}
}}

// readWalling translates wallingRule (past, static, arrow, duck, edge:
// the square the mover leaves, any empty square, an arrow shot from the
// destination, the duck, the board's edge or next to a wall),
// wallingRegionWhite/Black and wallOrMove (a wall instead of a move: the
// null move of the side's lowest piece, legal when not in check, as
// legal() tests it before the wall) to walling, walling-region and
// wall-or-move. betzac's walls are not with drops or royal pieces
// (FSF's checks do not see walls) but a blast's (its pseudo-royal test
// does: position.cpp legal, occupied with the gating square).
func (t *translation) readWalling() {
	for _, k := range []string{"wallingRule", "wallingRegionWhite", "wallingRegionBlack", "wallOrMove"} {
		t.handled[k] = true
	}
	rule := t.get["wallingRule"]
	if rule == "" || rule == "none" {
		return
	}
	if !fsfWalling.Get()[rule] {
		t.untranslated("wallingRule = %s (betzac's walling is past, static, arrow, duck or edge)", rule)
		return
	}
	wallOrMove := t.get["wallOrMove"] == "true"
	if wallOrMove && t.get["blastOnCapture"] == "true" {
		t.untranslated("wallOrMove = true with blastOnCapture (betzac's wall-only moves are not with blasts)")
		return
	}
	if t.hand {
		t.untranslated("wallingRule = %s with drops (betzac's walls are not with drops)", rule)
		return
	}
	for _, p := range t.pieces {
		if p.royal && t.get["blastOnCapture"] != "true" && !wallOrMove { // the blast's royal test sees walls; a wall-only move is tested before its wall
			t.untranslated("wallingRule = %s with a royal %s (Fairy-Stockfish's checks do not see walls; betzac's walls are not with royal pieces)", rule, p.letter)
			return
		}
	}
	line := "walling: " + rule
	if wallOrMove {
		line += "\nwall-or-move: true"
	}
	wv, hasW := t.get["wallingRegionWhite"]
	bv, hasB := t.get["wallingRegionBlack"]
	if hasW || hasB {
		w, okW := fsfSquares(orDefault(wv, "*"), t.files, t.ranks)
		b, okB := fsfSquares(orDefault(bv, "*"), t.files, t.ranks)
		if !okW || !okB || !sameSquares(w, b) || len(w) == 0 {
			t.untranslated("wallingRegionWhite = %s, wallingRegionBlack = %s (betzac's walling-region is both sides')", wv, bv)
			return
		}
		if len(w) < t.files*t.ranks {
			line += "\nwalling-region: " + regionText(w, t.files)
		}
	}
	t.rules = append(t.rules, line)
}

// readHoles names a hopper in a section with walls, placed by a walling
// rule, by petrification or as '*' squares of its start FEN: FSF's wall is an occupied
// square (byTypeBB[ALL_PIECES]), so a hopper's screen, while betzac's
// wall and hole end its path (legdefs.Rules.Holes, Walling).
func (t *translation) readHoles() {
	walls := ""
	if r := t.get["wallingRule"]; r != "" && r != "none" {
		walls = "wallingRule = " + r
	} else if v := t.get["petrifyOnCaptureTypes"]; v != "" && v != "-" {
		walls = "petrifyOnCaptureTypes = " + v
	} else if strings.Contains(strings.Fields(t.start)[0], "*") {
		walls = "startFen = " + t.get["startFen"] + " with wall squares"
	}
	if walls == "" {
		return
	}
	for _, p := range t.pieces {
		if strings.ContainsAny(p.betza, "pg") {
			t.untranslated("%s and the hopper %s (Fairy-Stockfish's wall is a hopper's screen; betzac's ends its path)", walls, p.letter)
			return
		}
	}
}

// ruleLetters is an FSF piece-type list as betzac letters; ok is false
// (and it is named) if one is not a translated piece or betzac splits it
// in two types.
func (t *translation) ruleLetters(key, v string) (string, bool) {
	l, bad, ok := t.fsfLetters(v)
	if !ok {
		t.untranslated("%s = %s (%s is not a translated piece)", key, v, bad)
		return "", false
	}
	if x := t.splitTypesIn(l); x != "" {
		t.untranslated("%s = %s (Fairy-Stockfish counts a promoted %s as one; betzac has two types)", key, v, x)
		return "", false
	}
	return l, true
}
