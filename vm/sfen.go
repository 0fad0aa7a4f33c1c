package vm

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
)

// SFEN and USI, the shogi family's position and move notation (the USI
// protocol's "position sfen" and move forms, as Fairy-Stockfish and
// shogiops write them). They are converted to and from betzac's FEN and
// UCI forms, whose parsers do the checking; nothing here runs in move
// generation.
//
// An SFEN has up to four fields: the board, as a FEN's (promoted pieces
// "+P", rank 9 first, file 9, the FEN's file a, first), the side to move
// ("b" for the first player, sente, who is White in a FEN, "w" for the
// second), the third field, and the move count, plies from 1. The last
// two may be left out, as shogiops reads them. The third field is:
//
//   - in a variant with drops, the pieces in hand ("-", or each piece
//     with a count before it when there are several, the first player's
//     upper case first, in the order the variant's FEN holdings print:
//     "2P3p");
//   - in a variant without (Chu and Sho Shogi), "-", or with the
//     counter-strike rule (counterstrike.go) the square of the piece that
//     has just taken a Lion, in USI ("6f"), as shogiops writes Chu
//     Shogi's lastLionCapture in place of the hands:
//     https://github.com/WandererXII/shogiops/blob/master/src/sfen.ts
//     (makeSfen, parseSfen).
//
// The FEN form takes the same board, the holdings in brackets (with
// drops), no castling, the counter-strike square as the e.p. field, a
// half-move clock of 0, and the move number (count+1)/2; written back,
// the count is 2*(move number-1)+1, plus 1 with the second player to move.
// A FEN keeps move numbers, not plies: a count whose parity does not fit
// the side to move ("w 1", which shogiops writes for a position set up
// with the second player to move) is written back as the next ply ("w 2").
//
// A USI square is the file's number, counted from the first player's
// right (the FEN's last file is 1), and the rank's letter, counted from
// the top (the FEN's last rank is "a"): c3 is 7g on a 9x9 board. A drop
// is "P*5e", a promotion ends in "+" as in UCI (usi.go).

// USIFamily reports whether p is of the shogi family with hands: captures
// go to hand and are dropped, and a piece promotes to a "+X" form.
func USIFamily(p *legdefs.Program) bool {
	return p.Hand.Drops && p.Hand.CapturesToHand && plusPromotions(p)
}

// HasSFEN reports whether p's positions have an SFEN and its moves USI:
// a variant of the shogi family with hands (USIFamily), or one whose
// pieces promote to "+X" forms and which has no hands at all (Chu and
// Sho Shogi).
func HasSFEN(p *legdefs.Program) bool {
	return USIFamily(p) || !p.Hand.Drops && !p.Hand.CapturesToHand && plusPromotions(p)
}

// plusPromotions reports whether a piece of p promotes to a "+X" type.
func plusPromotions(p *legdefs.Program) bool {
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

// SFENToFEN converts sfen, a position of the variant p (HasSFEN), to
// betzac's FEN form, which NewPosition then checks (NewPositionSFEN
// gives its errors the SFEN's columns).
func SFENToFEN(p *legdefs.Program, sfen string) (string, error) {
	f, starts := splitFEN(sfen)
	bad := func(i int, off int, format string, args ...any) error {
		col := len(strings.TrimRight(sfen, " \t\r\n")) + 1 // a missing field: after the last
		if i < len(starts) {
			col = starts[i] + 1 + off
		}
		return &FENError{Notation: "SFEN", FEN: sfen, Field: sfenFields(p)[i], Col: col, Msg: fmt.Sprintf(format, args...)}
	}
	if !HasSFEN(p) {
		return "", &FENError{Notation: "SFEN", FEN: sfen, Field: "fields", Msg: fmt.Sprintf("variant %s is not of the shogi family (+X promotions, and drops with captures to hand or no hands): give a FEN", p.Name)}
	}
	if len(f) < 2 || len(f) > 4 {
		return "", &FENError{Notation: "SFEN", FEN: sfen, Field: "fields", Msg: fmt.Sprintf("%d fields, expected 2 to 4 (board, side to move, %s, move count)", len(f), sfenFields(p)[2])}
	}
	if i := strings.IndexAny(f[0], "[]"); i >= 0 {
		return "", bad(0, i, "an SFEN's pieces in hand go in the third field, not in brackets")
	}
	side, ok := map[string]string{"b": "w", "w": "b"}[f[1]]
	if !ok {
		return "", bad(1, 0, "%s, expected b (the first player) or w", quote.Q(f[1]))
	}
	third := "-"
	if len(f) > 2 {
		third = f[2]
	}
	hands, ep := "", "-"
	var err error
	if USIFamily(p) {
		if hands, err = sfenHands(p, third); err != nil {
			var at *fenAt
			errors.As(err, &at)
			return "", bad(2, at.off, "%s", at.msg)
		}
		hands = "[" + hands + "]"
	} else if ep, err = sfenLion(p, third); err != nil {
		return "", bad(2, 0, "%v", err)
	}
	count := 1
	if len(f) == 4 {
		if count, err = strconv.Atoi(f[3]); err != nil || count < 1 {
			return "", bad(3, 0, "%s, expected a number >= 1", quote.Q(f[3]))
		}
	}
	return fmt.Sprintf("%s%s %s - %s 0 %d", f[0], hands, side, ep, (count+1)/2), nil
}

// sfenFields names the four fields of p's SFEN.
func sfenFields(p *legdefs.Program) [4]string {
	if USIFamily(p) {
		return [4]string{"board", "side to move", "hands", "move count"}
	}
	return [4]string{"board", "side to move", "counter-strike square", "move count"}
}

// sfenHands expands an SFEN hands field ("2P3p", "-") into FEN holdings;
// its errors are *fenAt, at their offset in s.
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
			return "", errAt(i, "%s: %q at %d is not a piece of %s that can be in hand", quote.Q(s), string(r), i+1, p.Name)
		}
		n := 1
		if digits != "" {
			n, _ = strconv.Atoi(digits)
			if n < 2 || n > 99 {
				return "", errAt(i-len(digits), "%s: count %s before %s: a count is 2 to 99 (none for one)", quote.Q(s), digits, string(r))
			}
		}
		sb.WriteString(strings.Repeat(string(r), n))
		digits = ""
	}
	if digits != "" {
		return "", errAt(len(s)-len(digits), "%s: a count at the end without its piece", quote.Q(s))
	}
	return sb.String(), nil
}

// sfenLion reads the third field of a variant without hands: "-", or with
// the counter-strike rule a USI square ("6f"), returned as the FEN's e.p.
// field ("g7").
func sfenLion(p *legdefs.Program, s string) (string, error) {
	if s == "-" {
		return "-", nil
	}
	if p.Rules.CounterStrike == "" {
		return "", fmt.Errorf("%s: %s has no pieces in hand and no counter-strike rule: the field is -", quote.Q(s), p.Name)
	}
	sq, err := usiSquare(s, p.Files, p.Ranks)
	if err != nil || len(sq.text) != len(s) {
		return "", fmt.Errorf("%s: expected - or the square (file number and rank letter, as 6f) where a counter-strike piece has just been taken", quote.Q(s))
	}
	return sq.uci, nil
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

// NewPositionSFEN reads sfen (SFENToFEN, then NewPosition); an error of
// the FEN form in its board, holdings or counter-strike square is given
// as an *FENError (Notation "SFEN") at the SFEN's column.
func NewPositionSFEN(p *legdefs.Program, sfen string) (*Position, error) {
	fen, err := SFENToFEN(p, sfen)
	if err != nil {
		return nil, err
	}
	pos, err := NewPosition(p, fen)
	var fe *FENError
	if !errors.As(err, &fe) {
		return pos, err
	}
	f, starts := splitFEN(sfen)
	switch {
	case fe.Field == "board" && fe.Col > 0 && fe.Col <= len(f[0]):
		return nil, &FENError{Notation: "SFEN", FEN: sfen, Field: "board", Col: starts[0] + fe.Col, Msg: fe.Msg}
	case fe.Field == "board" && fe.Col > len(f[0]) && len(f) > 2: // in the holdings
		return nil, &FENError{Notation: "SFEN", FEN: sfen, Field: "hands", Col: starts[2] + 1, Msg: fe.Msg}
	case fe.Field == "e.p." && len(f) > 2:
		return nil, &FENError{Notation: "SFEN", FEN: sfen, Field: "counter-strike square", Col: starts[2] + 1, Msg: strings.ReplaceAll(fe.Msg, quote.Q(fenEP(fen)), quote.Q(f[2]))}
	}
	return nil, fmt.Errorf("SFEN %s, as the FEN %s: %w", quote.Q(sfen), quote.Q(fen), err)
}

// fenEP returns the e.p. field of a FEN SFENToFEN wrote.
func fenEP(fen string) string { return strings.Fields(fen)[3] }

// SFEN returns the position as an SFEN (see above); "" for a variant
// without one (HasSFEN).
func (p *Position) SFEN() string {
	if !HasSFEN(p.t.prog) {
		return ""
	}
	f := strings.Fields(p.FEN())
	board, hold, _ := strings.Cut(f[0], "[")
	hold = strings.TrimSuffix(hold, "]")
	var third strings.Builder
	for i := 0; i < len(hold); {
		j := i
		for j < len(hold) && hold[j] == hold[i] {
			j++
		}
		if j-i > 1 {
			third.WriteString(strconv.Itoa(j - i))
		}
		third.WriteByte(hold[i])
		i = j
	}
	if p.lion != 0 {
		third.WriteString(p.uciToUSI(p.t.squareName(int(p.lion))))
	}
	if third.Len() == 0 {
		third.WriteByte('-')
	}
	side := "b"
	if p.stm == 1 {
		side = "w"
	}
	return fmt.Sprintf("%s %s %s %d", board, side, third.String(), 2*(p.full-1)+1+p.stm)
}
