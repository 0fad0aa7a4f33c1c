package gamecourier

import (
	"fmt"
	"strings"
)

// The dialect: every construct whose form public sources do not pin down
// (NOTES-2.md §5.1, Tier B and C) is written by exactly one function
// here, so that the probe's answer (Probe) changes one place. The rest of
// the code is Tier A: set, my, sub/endsub, gosub, if/elseif/else/endif
// with ':' headers, prefix + - * == < <= > >= not & join, space, flag,
// setflag, thismove. No and/or, no sub in an expression, no return, no
// where, no loop header (a loop is a sub calling itself): results are
// left in globals. EVIDENCE.md gives the source of each construct.

// elem reads element idx (an expression, counted from 0) of the global
// array arr. The array base is not known (0 or 1): Pre-Game measures it
// into #ib (baseProbe), and every read adds it. A table of biasedTables
// holds its values plus #tb: the read subtracts it.
func elem(idx, arr string) string {
	if biasedTables.Get()[arr] {
		return fmt.Sprintf("- elem + #ib %s #%s #tb", idx, arr)
	}
	return fmt.Sprintf("elem + #ib %s #%s", idx, arr)
}

// noneValue sets #none, -1: the "none" of a square, a type or a
// promotion limit (no square index, type or limit is negative). No
// source shows a negative literal read as a number, but F1 shows
// subtraction ("- 8 3" is 5), so it is computed once, here.
func noneValue() string { return "set none - 0 1;" }

// baseProbe sets #ib to the index of an array's first element: 0 or 1.
func baseProbe() []string {
	return []string{
		"set ibp (7 8);",
		"set ib 0;",
		"if == elem 1 #ibp 7:",
		"set ib 1;",
		"endif;",
	}
}

// arrayLit is an array of numbers or words, in parentheses.
func arrayLit(items []string) string {
	return "(" + strings.Join(items, " ") + ")"
}

// put puts the piece with label lab (an expression: "@" empties) on the
// square whose coordinate the expression sq yields. The code performs
// every board change itself (the preset is made with "do not include
// moves in GAME code"), in Game Courier's move notation: LABEL-SQ.
func put(lab, sq string) string {
	return fmt.Sprintf("eval join \"MOVE: \" join %s join \"-\" %s;", lab, sq)
}

// move performs a plain move, in the user's notation FROM-TO (Muller's
// phase-0 preset performs thismove this way, NOTES-2 N1b); from and to
// are #variables holding coordinates.
func move(from, to string) string {
	return fmt.Sprintf("eval join \"MOVE: \" join %s join \"-\" %s;", from, to)
}

// separator sets #sep, what separates the actions of one move's text
// ("e7-e8; Q-e8"). It is the one string of the code holding a ";": no
// source says whether Game Courier cuts its program at a ";" inside
// quotes (FIDELITY.md §3), so it is written once, here.
func separator() string { return `set sep "; ";` }

// setLegal records a legal move for the move highlighter.
func setLegal(from, to string) string {
	return fmt.Sprintf("setlegal %s %s;", from, to)
}

// newest is the condition "this is the newest move of the log".
func newest() string { return "== mln $maxmln" }

// gameOver ends the game when the side to move has no legal move or a
// rule ends it: side is the loser (an expression, 0 White, 1 Black) or
// -1 for a draw; word is "checkmate", "stalemate" or the rule ("bare
// king"). Game Courier's game-ending commands are unverified, so the
// verdict is printed (ends.go adds them).
func gameOver(side, word string) string {
	if side == "-1" {
		return fmt.Sprintf("print %q;", word+": draw")
	}
	return fmt.Sprintf("print join %q cond %s %q %q;", word+": ", side, "Black loses", "White loses")
}

// refuse stops the processing of an illegal move with a message.
func refuse(text string) string {
	return "die " + text + ";"
}
