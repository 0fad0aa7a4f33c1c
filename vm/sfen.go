package vm

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// SFEN and USI, the shogi family's position and move notation (the USI
// protocol's "position sfen" and move forms, as Fairy-Stockfish and
// shogiops write them). They are converted to and from betzac's FEN and
// UCI forms, whose parsers do the checking; nothing here runs in move
// generation.
//
// An SFEN has four fields: the board, as a FEN's (promoted pieces "+P",
// rank 9 first, file 9, the FEN's file a, first), the side to move ("b"
// for the first player, sente, who is White in a FEN, "w" for the
// second), the pieces in hand ("-", or each piece with a count before
// it when there are several, the first player's upper case first, in
// the order the variant's FEN holdings print: "2P3p"), and the move
// count, plies from 1 (optional). The FEN form takes the same board, the
// holdings in brackets, no castling or e.p. squares, a half-move clock of
// 0, and the move number (count+1)/2; written back, the count is
// 2*(move number-1)+1, plus 1 with the second player to move.
//
// A USI square is the file's number, counted from the first player's
// right (the FEN's last file is 1), and the rank's letter, counted from
// the top (the FEN's last rank is "a"): c3 is 7g on a 9x9 board. A drop
// is "P*5e", a promotion ends in "+" as in UCI.

// SFENError is an SFEN that cannot be read: which field, and why.
type SFENError struct {
	SFEN  string
	Field string // "fields", "board", "side to move", "hands", "move count"
	Msg   string
}

func (e *SFENError) Error() string {
	return fmt.Sprintf("SFEN %q: %s field: %s", e.SFEN, e.Field, e.Msg)
}

// USIFamily reports whether p is of the shogi family, which SFEN and USI
// write: captures go to hand and are dropped, and a piece promotes to a
// "+X" form.
func USIFamily(p *legdefs.Program) bool {
	if !p.Hand.Drops || !p.Hand.CapturesToHand {
		return false
	}
	for _, pt := range p.Pieces {
		if pt.Promote == nil {
			continue
		}
		for _, k := range pt.Promote.To {
			if strings.HasPrefix(p.Pieces[k].Letter, "+") {
				return true
			}
		}
	}
	return false
}

// SFENToFEN converts sfen, a position of the shogi-family variant p, to
// betzac's FEN form, which NewPosition then checks.
func SFENToFEN(p *legdefs.Program, sfen string) (string, error) {
	bad := func(field, format string, args ...any) error {
		return &SFENError{SFEN: sfen, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if !USIFamily(p) {
		return "", bad("fields", "variant %s is not of the shogi family (drops, captures to hand, +X promotions): give a FEN", p.Name)
	}
	f := strings.Fields(sfen)
	if len(f) < 3 || len(f) > 4 {
		return "", bad("fields", "%d fields, expected 3 or 4 (board, side to move, hands, move count)", len(f))
	}
	if strings.ContainsAny(f[0], "[]") {
		return "", bad("board", "an SFEN's pieces in hand go in the third field, not in brackets")
	}
	side, ok := map[string]string{"b": "w", "w": "b"}[f[1]]
	if !ok {
		return "", bad("side to move", "%q, expected b (the first player) or w", f[1])
	}
	hands, err := sfenHands(p, f[2])
	if err != nil {
		return "", bad("hands", "%v", err)
	}
	count := 1
	if len(f) == 4 {
		if count, err = strconv.Atoi(f[3]); err != nil || count < 1 {
			return "", bad("move count", "%q, expected a number >= 1", f[3])
		}
	}
	return fmt.Sprintf("%s[%s] %s - - 0 %d", f[0], hands, side, (count+1)/2), nil
}

// sfenHands expands an SFEN hands field ("2P3p", "-") into FEN holdings.
func sfenHands(p *legdefs.Program, s string) (string, error) {
	if s == "-" {
		return "", nil
	}
	var sb strings.Builder
	digits := ""
	for i, r := range s {
		if r >= '0' && r <= '9' {
			digits += string(r)
			continue
		}
		if !handLetter(p, string(r)) {
			return "", fmt.Errorf("%q: %q at %d is not a piece of %s that can be in hand", s, string(r), i+1, p.Name)
		}
		n := 1
		if digits != "" {
			n, _ = strconv.Atoi(digits)
			if n < 2 || n > 99 {
				return "", fmt.Errorf("%q: count %s before %s: a count is 2 to 99 (none for one)", s, digits, string(r))
			}
		}
		sb.WriteString(strings.Repeat(string(r), n))
		digits = ""
	}
	if digits != "" {
		return "", fmt.Errorf("%q: a count at the end without its piece", s)
	}
	return sb.String(), nil
}

// handLetter reports whether l (either case) is a piece type of p that
// captures put in hand.
func handLetter(p *legdefs.Program, l string) bool {
	for _, pt := range p.Pieces {
		if strings.EqualFold(pt.Letter, l) && p.Pieces[pt.Hand].Letter == pt.Letter {
			return true
		}
	}
	return false
}

// SFEN returns the position as an SFEN (see above); "" for a variant
// not of the shogi family.
func (p *Position) SFEN() string {
	if !USIFamily(p.t.prog) {
		return ""
	}
	f := strings.Fields(p.FEN())
	board, hold, _ := strings.Cut(f[0], "[")
	hold = strings.TrimSuffix(hold, "]")
	var hands strings.Builder
	for i := 0; i < len(hold); {
		j := i
		for j < len(hold) && hold[j] == hold[i] {
			j++
		}
		if j-i > 1 {
			hands.WriteString(strconv.Itoa(j - i))
		}
		hands.WriteByte(hold[i])
		i = j
	}
	if hands.Len() == 0 {
		hands.WriteByte('-')
	}
	side := "b"
	if p.stm == 1 {
		side = "w"
	}
	return fmt.Sprintf("%s %s %s %d", board, side, hands.String(), 2*(p.full-1)+1+p.stm)
}
