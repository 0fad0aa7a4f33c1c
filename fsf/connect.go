package fsf

import (
	"fmt"
	"strconv"
	"strings"
)

// connectKeys are FSF's connect settings (position.cpp
// is_immediate_game_end: connect-n, connect regions, connect-nxn,
// collinear-n; each counts the pieces of the side that has just moved).
var connectKeys = []string{"connectN", "connectNxN", "collinearN", "connectHorizontal", "connectVertical",
	"connectDiagonal", "connectPieceTypes", "connectValue",
	"connectRegion1White", "connectRegion2White", "connectRegion1Black", "connectRegion2Black"}

// readConnect translates connectN, connectNxN and collinearN with their
// lines and piece types to connect, connect-square, connect-collinear,
// connect-lines and connect-pieces. connectValue only scores the ended
// game. Connect regions are named.
func (t *translation) readConnect() {
	for _, k := range connectKeys {
		t.handled[k] = true
	}
	rules, ok := t.connectRegions()
	if !ok {
		return
	}
	for _, k := range []struct{ fsf, key string }{{"connectN", "connect"}, {"connectNxN", "connect-square"}, {"collinearN", "connect-collinear"}} {
		v := t.get[k.fsf]
		if v == "" || v == "0" {
			continue
		}
		if n, err := strconv.Atoi(v); err != nil || n < 1 || n > 99 {
			t.untranslated("%s = %s (want 1 to 99)", k.fsf, v)
			return
		}
		rules = append(rules, k.key+": "+v)
	}
	if len(rules) == 0 {
		return
	}
	lines, ok := t.connectLines()
	if !ok {
		return
	}
	if lines != "all" {
		rules = append(rules, "connect-lines: "+lines)
	}
	if v := t.get["connectPieceTypes"]; v != "" && v != "*" {
		letters, bad, ok := t.fsfLetters(strings.ReplaceAll(v, " ", ""))
		if !ok {
			t.untranslated("connectPieceTypes = %s (%s is not a translated piece)", v, bad)
			return
		}
		rules = append(rules, "connect-pieces: "+letters)
	}
	if v := t.get["connectValue"]; v != "" {
		t.imp.Ignored = append(t.imp.Ignored, "connectValue = "+v+" (scores a connection: no move changes)")
	}
	t.rules = append(t.rules, rules...)
}

// connectLines reads connectHorizontal, connectVertical and
// connectDiagonal (each true by default) as connect-lines.
func (t *translation) connectLines() (string, bool) {
	h, v, d := t.get["connectHorizontal"] != "false", t.get["connectVertical"] != "false", t.get["connectDiagonal"] != "false"
	switch {
	case h && v && d:
		return "all", true
	case h && v && !d:
		return "orthogonal", true
	case h && !v && !d:
		return "horizontal", true
	case !h && v && !d:
		return "vertical", true
	case !h && !v && d:
		return "diagonal", true
	}
	t.untranslated("connectHorizontal = %t, connectVertical = %t, connectDiagonal = %t (connect-lines: all, orthogonal, horizontal, vertical or diagonal)", h, v, d)
	return "", false
}

// readDropStack translates enclosingDrop = top (a drop on the first rank
// or on a piece, position.h drop_region: shift<NORTH>(pieces()) |
// Rank1BB) to drop-stack: bottom, anyside to drop-stack: sides, and none
// to nothing; the others are
// named by the caller.
func (t *translation) readDropStack() {
	if t.get["flipEnclosedPieces"] == "none" { // FSF's default
		t.handled["flipEnclosedPieces"] = true
	}
	switch t.get["enclosingDrop"] {
	case "top":
		t.rules = append(t.rules, "drop-stack: bottom")
	case "anyside": // the four loops of drop_region's ANYSIDE
		t.rules = append(t.rules, "drop-stack: sides")
	case "none":
	default:
		return
	}
	t.handled["enclosingDrop"] = true
}

// readFreeDrops translates Ataxx's freeDrops (a side drops any of its
// types without holding it, position.h can_drop) where no piece moves,
// so the board only fills: a hand of as many pieces of each type as the
// start position has empty squares never runs out. There
// adjudicateFullBoard changes nothing either (a full board leaves no
// drop), and passOnStalemate = false is FSF's default. It runs before
// readHand, which reads the hand.
func (t *translation) readFreeDrops() {
	if t.get["freeDrops"] != "true" {
		return
	}
	for _, p := range t.pieces {
		if p.betza != "" {
			return // named by the caller
		}
	}
	empty := 0
	for _, row := range strings.Split(strings.Fields(t.start)[0], "/") {
		empty += strings.Count(expandRow(row), ".")
	}
	if empty > 255 || t.handText != "" {
		return
	}
	var hand strings.Builder
	for _, p := range t.pieces {
		hand.WriteString(strings.Repeat(p.letter, empty))
	}
	for _, p := range t.pieces {
		hand.WriteString(strings.Repeat(strings.ToLower(p.letter), empty))
	}
	t.handText = hand.String()
	t.handled["freeDrops"] = true
	t.imp.Ignored = append(t.imp.Ignored, fmt.Sprintf("freeDrops = true (no piece moves: a hand of %d of each type never runs out)", empty))
	for _, k := range []string{"adjudicateFullBoard", "passOnStalemate"} {
		if v, ok := t.get[k]; ok && (k == "adjudicateFullBoard" || v == "false") {
			t.handled[k] = true
			t.imp.Ignored = append(t.imp.Ignored, k+" = "+v+" (no piece moves, no pass: a full board has no moves anyway)")
		}
	}
}

// connectRegions reads connectRegion1White/2White/1Black/2Black as
// connect-from, connect-to and Black's (a side with only one of its two
// never links: FSF tests both first). ok is false if they cannot be
// translated (named).
func (t *translation) connectRegions() (rules []string, ok bool) {
	var sq [4]map[int]bool
	for i, k := range connectKeys[8:] {
		v := t.get[k]
		g, ok := fsfSquares(v, t.files, t.ranks)
		if !ok {
			t.untranslated("%s = %s (not a list of squares)", k, v)
			return nil, false
		}
		sq[i] = g
	}
	w := len(sq[0]) > 0 && len(sq[1]) > 0
	b := len(sq[2]) > 0 && len(sq[3]) > 0
	switch {
	case !w && !b:
		return nil, true
	case w != b:
		t.untranslated("connect regions for one side only (betzac's connect-from and connect-to are both sides' unless Black's are given)")
		return nil, false
	}
	rules = []string{"connect-from: " + regionText(sq[0], t.files), "connect-to: " + regionText(sq[1], t.files)}
	if !sameSquares(sq[0], sq[2]) || !sameSquares(sq[1], sq[3]) {
		rules = append(rules, "connect-from-black: "+regionText(sq[2], t.files), "connect-to-black: "+regionText(sq[3], t.files))
	}
	return rules, true
}
