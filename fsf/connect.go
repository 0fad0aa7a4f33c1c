package fsf

import (
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
	for _, k := range connectKeys[8:] {
		if v := t.get[k]; v != "" {
			t.untranslated("%s = %s (betzac has no connect regions)", k, v)
			return
		}
	}
	var rules []string
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
