package vm

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/internal/quote"
)

// FENError is a malformed FEN (or SFEN, sfen.go): where, which field,
// and what was expected.
type FENError struct {
	Notation string // "" for FEN, "SFEN"
	FEN      string
	// Field is "board", "side to move", "castling", "e.p.", "half-move
	// clock", "move number", "checks", "fields"; an SFEN's are "board",
	// "side to move", "hands", "counter-strike square", "move count".
	Field string
	// Col is the column of the FEN (1 = its first character) where the
	// fault is, or the field starts; 0 when it is about the FEN as a whole.
	Col int
	Msg string
}

// Error names the place and the cause first; the FEN comes last, and a
// long one only in part (package quote).
func (e *FENError) Error() string {
	at := ""
	if e.Col > 0 {
		at = fmt.Sprintf(" column %d,", e.Col)
	}
	notation := e.Notation
	if notation == "" {
		notation = "FEN"
	}
	return fmt.Sprintf("%s%s %s field: %s (in %s)", notation, at, e.Field, e.Msg, quote.Q(e.FEN))
}

// fenAt is a fault at byte offset off of the FEN field being read; the
// field's reader (fenErrf) turns it into a column.
type fenAt struct {
	off int
	msg string
}

func (e *fenAt) Error() string { return e.msg }

// errAt returns a *fenAt.
func errAt(off int, format string, a ...any) error {
	return &fenAt{off: off, msg: fmt.Sprintf(format, a...)}
}

// fenFieldIndex is each field's place among a FEN's fields (after the
// check counts are taken out).
var fenFieldIndex = map[string]int{"board": 0, "side to move": 1, "castling": 2, "e.p.": 3, "half-move clock": 4, "move number": 5, "fields": 6}

// splitFEN splits a FEN into its fields and the byte offset of each.
func splitFEN(fen string) (fields []string, starts []int) {
	for i := 0; i < len(fen); {
		if fen[i] == ' ' || fen[i] == '\t' || fen[i] == '\n' || fen[i] == '\r' {
			i++
			continue
		}
		j := i
		for j < len(fen) && fen[j] != ' ' && fen[j] != '\t' && fen[j] != '\n' && fen[j] != '\r' {
			j++
		}
		fields, starts = append(fields, fen[i:j]), append(starts, i)
		i = j
	}
	return fields, starts
}

// parseBoard reads a FEN board field (with optional "[holdings]") into
// board, which must be zero on entry. It returns the holdings. Its errors
// are *fenAt, at their offset in s.
func (t *tables) parseBoard(s string, board []uint8) (string, error) {
	holdings := ""
	if i := strings.IndexByte(s, '['); i >= 0 {
		if !strings.HasSuffix(s, "]") {
			return "", errAt(i, "holdings %s: expected a closing ']' at the end of the board field", quote.Q(s[i:]))
		}
		holdings = s[i+1 : len(s)-1]
		for j, r := range holdings {
			if r != '-' && t.typeOf(string(r)) < 0 {
				return "", errAt(i+1+j, "holdings %s: %q is not a piece of this variant", quote.Q(holdings), string(r))
			}
		}
		s = s[:i]
	}
	rows := strings.Split(s, "/")
	if len(rows) != t.ranks {
		return "", errAt(0, "%d ranks, expected %d", len(rows), t.ranks)
	}
	off := 0
	for i, row := range rows {
		if err := t.parseRank(row, t.ranks-1-i, board); err != nil {
			err.(*fenAt).off += off
			return "", err
		}
		off += len(row) + 1
	}
	return holdings, nil
}

// parseRank reads rank r of a FEN board field, row, into board; its
// errors are *fenAt at their offset in row.
func (t *tables) parseRank(row string, r int, board []uint8) error {
	f := 0
	qrow := quote.Q(row)
	for tok := range fenboard.Tokens(row) {
		switch {
		case tok.Kind == fenboard.Empty:
			n, ok := tok.Count(maxSize)
			if !ok {
				return errAt(tok.Off, "rank %d (%s): bad empty-square count %s: a count is 1 or more, without a leading 0", r+1, qrow, quote.Q(tok.Text))
			}
			if err := t.checkHoleRun(row, f, r, n); err != nil { // holes.go
				return errAt(tok.Off, "%s", err.Error())
			}
			f += n
		case tok.Kind == fenboard.Hole:
			if err := t.placeStar(row, f, r, board); err != nil { // holes.go
				return errAt(tok.Off, "%s", err.Error())
			}
			f++
		case tok.Kind == fenboard.Piece:
			letter := tok.Letter()
			typ := t.typeOf(letter)
			if tok.Promoted { // a promoted piece (crazyhouse's "Q~"): its own type
				if typ = t.typeOf(letter + "~"); typ < 0 {
					return errAt(tok.Off, "rank %d (%s): %q: this variant has no promoted piece %s~ (its pieces: %s)", r+1, qrow, tok.Text, letter, strings.Join(t.letters, " "))
				}
			}
			if typ < 0 {
				return errAt(tok.Off, "rank %d (%s): %q is not a piece of this variant (pieces: %s)", r+1, qrow, letter, strings.Join(t.letters, " "))
			}
			if f >= t.files {
				return errAt(tok.Off, "rank %d (%s): more than %d files", r+1, qrow, t.files)
			}
			if err := t.checkHoleRun(row, f, r, 1); err != nil {
				return errAt(tok.Off, "%s", err.Error())
			}
			col := 1
			if tok.White() {
				col = 0
			}
			board[t.sq(f, r)] = colourBit(col) | uint8(typ)
			f++
		case tok.Text == "~":
			return errAt(tok.Off, "rank %d (%s): '~' (a promoted piece) after no piece letter", r+1, qrow)
		case tok.Text == "+":
			return errAt(tok.Off, "rank %d (%s): '+' at the end of the rank", r+1, qrow)
		default:
			return errAt(tok.Off, "rank %d (%s): unexpected character %q, expected a piece letter or a digit", r+1, qrow, string(tok.Text[0]))
		}
	}
	if f != t.files {
		return errAt(0, "rank %d (%s) has %d files, expected %d", r+1, qrow, f, t.files)
	}
	return nil
}

// squareOffset returns the offset, in a FEN's board field, of the
// letter of the piece on square sq (0 if there is none), for a message
// about that piece.
func (t *tables) squareOffset(field string, sq int) int {
	off := 0
	for i, row := range strings.Split(field, "/") {
		f := 0
		for tok := range fenboard.Tokens(row) {
			if t.ranks-1-i == int(t.sqRank[sq]) && f == int(t.sqFile[sq]) && tok.Kind == fenboard.Piece {
				return off + tok.Off
			}
			if n, ok := tok.Count(maxSize); ok && tok.Kind == fenboard.Empty {
				f += n
			} else if tok.Kind == fenboard.Piece || tok.Kind == fenboard.Hole {
				f++
			}
		}
		off += len(row) + 1
	}
	return 0
}

// parseSquare reads a square name such as "e4" or "a10" at the start of
// s. It returns the square and the number of bytes read, or -1, 0.
func (t *tables) parseSquare(s string) (int, int) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return -1, 0
	}
	f := int(s[0] - 'a')
	k := 1
	for k < len(s) && k < 3 && s[k] >= '0' && s[k] <= '9' {
		k++
	}
	if k == 1 || s[1] == '0' {
		return -1, 0
	}
	r, _ := strconv.Atoi(s[1:k])
	if f >= t.files || r < 1 || r > t.ranks {
		return -1, 0
	}
	return t.sq(f, r-1), k
}

// squareName returns the name of square s, e.g. "e4", "a10".
func (t *tables) squareName(s int) string {
	if s < 0 || s >= t.size || t.sqFile[s] < 0 {
		return "??"
	}
	return string(rune('a'+t.sqFile[s])) + strconv.Itoa(int(t.sqRank[s])+1)
}

// SquareName returns the name of square sq, e.g. "e4" or "a10".
func (p *Position) SquareName(sq int) string { return p.t.squareName(sq) }

// ParseSquare returns the square named s, or an error.
func (p *Position) ParseSquare(s string) (int, error) {
	sq, n := p.t.parseSquare(s)
	if sq < 0 || n != len(s) {
		return -1, fmt.Errorf("%s is not a square of a %dx%d board", quote.Q(s), p.t.files, p.t.ranks)
	}
	return sq, nil
}

// fenErrf makes a *FENError naming a field of the FEN being read.
type fenErrf func(field, format string, a ...any) error

// setFEN sets the position from a FEN. Accepted: the board (ranks of
// any width, with multi-digit empty counts, and optional [holdings]), the
// side to move, castling rights (KQkq, X-FEN and Shredder-FEN file
// letters, or -), e.p. square, half-move clock and move number (the last
// two, or last three, fields may be missing).
func (p *Position) setFEN(fen string) error {
	fields, starts := splitFEN(fen)
	ferr := fenErrf(func(field, format string, a ...any) error {
		col := 0
		switch i, ok := fenFieldIndex[field]; {
		case ok && i < len(starts):
			col = starts[i] + 1
		case ok: // a missing field: after the last one
			col = len(strings.TrimRight(fen, " \t\r\n")) + 1
		}
		for _, x := range a {
			if at, ok := x.(*fenAt); ok && col > 0 {
				col += at.off
			}
		}
		return &FENError{FEN: fen, Field: field, Col: col, Msg: fmt.Sprintf(format, a...)}
	})
	p.warnings = p.warnings[:0]
	fields, starts, err := p.checksField(fields, starts) // checkstowin.go
	if at, ok := err.(*fenAt); ok {                      // at.off counts from the FEN's start
		return &FENError{FEN: fen, Field: "checks", Col: at.off + 1, Msg: at.msg}
	}
	if len(fields) == 0 {
		return ferr("board", "empty FEN")
	}
	if len(fields) > 6 {
		return ferr("fields", "%d fields, expected at most 6 (board, side, castling, e.p., half-move clock, move number)", len(fields))
	}
	if err := p.setBoardField(fields[0], ferr); err != nil {
		return err
	}
	if len(fields) < 2 {
		return ferr("side to move", "missing: expected w or b after the board")
	}
	switch fields[1] {
	case "w":
		p.stm = 0
	case "b":
		p.stm = 1
	default:
		return ferr("side to move", "%s, expected w or b (lower case)", quote.Q(fields[1]))
	}
	castling := "-"
	if len(fields) > 2 {
		castling = fields[2]
	}
	if err := p.setCastlingField(castling, ferr); err != nil {
		return err
	}
	p.ep = epState{}
	p.countLimit, p.lion = 0, 0
	if len(fields) > 3 && fields[3] != "-" && !p.countingField(fields[3]) { // counting.go
		set := p.setEPField
		if p.t.csMask != 0 {
			set = p.setLionField // counterstrike.go
		}
		if err := set(fields[3], ferr); err != nil {
			return err
		}
	}
	if err := p.setClockFields(fields, ferr); err != nil {
		return err
	}
	p.undo = p.undo[:0]
	p.blasts = p.blasts[:0]
	p.zh = p.zh[:0]
	p.initRoyals()
	p.cs = lionKept{}                    // unknown: lionsNear scans once (lionsquares.go)
	p.bk = bentKept{}                    // unknown: Make scans once (bentkeep.go)
	p.newID()                            // ridememo.go
	p.ck = chunkKept{}                   // unknown: countPieces scans once (chunkkeep.go)
	if err := p.setWalls(); err != nil { // walls.go
		return ferr("board", "%s", err.Error())
	}
	p.hash = p.computeHash()
	return p.sanity(ferr, fields[0]) // fencheck.go
}

// setBoardField sets the board and the holdings from a FEN's first field.
func (p *Position) setBoardField(field string, ferr fenErrf) error {
	t := p.t
	for i := range p.board {
		p.board[i] = guard
		p.virgin[i] = false
	}
	for _, s := range t.squares {
		p.board[s] = 0
	}
	hold, err := t.parseBoard(t.slashHoldings(field), p.board)
	if err != nil {
		return ferr("board", "%s", err)
	}
	if !t.hands && strings.Trim(hold, "-") != "" {
		shown := "[" + hold + "]"
		if quote.Long(hold) {
			shown = quote.Q(hold)
		}
		return ferr("board", "%s %s: this variant has no pieces in hand (no drops, no captures to hand)", errAt(max(strings.IndexByte(field, '['), 0), "holdings"), shown)
	}
	if t.hands { // drops.go
		if err := p.setHands(hold); err != nil {
			return ferr("board", "%s", err)
		}
	}
	return nil
}

// setEPField sets the e.p. state from a FEN's e.p. field: one square, or
// several one after another (multi-step e.p.).
func (p *Position) setEPField(field string, ferr fenErrf) error {
	t := p.t
	var sqs []int
	for rest := field; rest != ""; {
		sq, n := t.parseSquare(rest)
		if sq < 0 {
			return ferr("e.p.", "%s, expected - or a square of the %dx%d board (or several, one after another)", quote.Q(field), t.files, t.ranks)
		}
		sqs = append(sqs, sq)
		rest = rest[n:]
	}
	victim := p.epMarkedVictim(sqs) // epfield.go
	for _, sq := range sqs {
		if p.board[sq] != 0 {
			continue
		}
		if p.inferEP(sq, victim); p.ep.n > 0 {
			break
		}
	}
	return nil
}

// setClockFields sets the half-move clock and the move number from a
// FEN's fifth and sixth fields, if it has them.
func (p *Position) setClockFields(fields []string, ferr fenErrf) error {
	p.half, p.full = 0, 1
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 {
			return ferr("half-move clock", "%s, expected a number >= 0", quote.Q(fields[4]))
		}
		p.half = n
	}
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 {
			return ferr("move number", "%s, expected a number >= 1", quote.Q(fields[5]))
		}
		p.full = n
	}
	return nil
}

// inferEP finds the piece that made e.p. square sq (a piece of the side
// not to move, which just made a move with e.p. rights over sq, and stands
// on victim unless that is -1) and sets the e.p. state; if there is none
// the square is ignored.
func (p *Position) inferEP(sq, victim int) {
	t := p.t
	them := p.stm ^ 1
	for _, src := range t.epSources[them] {
		for k, io := range src.inter {
			origin := sq - int(io)
			if src.wrap {
				l := &src.leg
				origin, _ = t.wrapStep(sq, -l.interD[k][0], -l.interD[k][1], l.torus)
			}
			if origin < 0 || origin >= t.size || t.sqFile[origin] < 0 {
				continue
			}
			dest := origin + int(src.off)
			if src.wrap {
				dest, _ = t.wrapStep(origin, src.leg.dx, src.leg.dy, src.leg.torus)
			}
			if dest < 0 || dest >= t.size || p.board[dest] != colourBit(them)|src.typ || p.board[origin] != 0 || victim >= 0 && dest != victim {
				continue
			}
			step := src.inter[0]
			if len(src.inter) > 1 {
				step = src.inter[1] - src.inter[0]
			}
			first := origin + int(src.inter[0])
			if src.wrap {
				l := &src.leg
				first, _ = t.wrapStep(origin, l.interD[0][0], l.interD[0][1], l.torus)
			}
			p.ep = epState{first: int16(first), step: int16(step), n: uint8(len(src.inter)), victim: int16(dest)}
			return
		}
	}
}

// epCapturable returns the e.p. squares that a piece of the side to move
// could capture on, legality aside (Fairy-Stockfish's convention for the
// FEN e.p. field: a square nobody can take is not written).
func (p *Position) epCapturable() []int {
	if p.ep.n == 0 {
		return nil
	}
	save := p.out
	p.out = make([]Move, 0, 64)
	p.setupLegality()
	p.lmode, p.inCheck, p.bents.ok = lmAll, false, false
	ub := colourBit(p.stm)
	for _, s := range p.t.squares {
		if v := p.board[s]; v&colMask == ub {
			p.genPiece(int(s), int(v&typeMask))
		}
	}
	var eps []int
	s := int(p.ep.first)
	for k := 0; k < int(p.ep.n); k++ {
		for _, m := range p.out {
			if m.Kind&KindEP != 0 && int(m.To) == s {
				eps = append(eps, s)
				break
			}
		}
		s += int(p.ep.step)
	}
	p.out = save
	return eps
}

// FEN returns the position as a FEN. Castling rights are written KQkq for
// O-atom castling and as Shredder-FEN file letters for Chess960 castling;
// the e.p. field names the e.p. squares a piece of the side to move could
// capture on (legality aside), one after another, or "-".
func (p *Position) FEN() string {
	t := p.t
	var sb strings.Builder
	sb.WriteString(fenboard.Placement(t.files, t.ranks, func(f, r int) string {
		if p.board[t.sq(f, r)] == guard { // a hole or a wall (holes.go, petrify.go, walls.go)
			return "*"
		}
		return p.Piece(t.sq(f, r))
	}))
	if t.hands {
		sb.WriteString(p.holdingsField()) // drops.go
	}
	if p.stm == 0 {
		sb.WriteString(" w ")
	} else {
		sb.WriteString(" b ")
	}
	sb.WriteString(p.castlingField())
	sb.WriteByte(' ')
	if p.countLimit > 0 {
		sb.WriteString(strconv.Itoa(p.countLimit)) // counting.go
	} else if p.lion != 0 {
		sb.WriteString(t.squareName(int(p.lion))) // counterstrike.go
	} else if t.rules.EPFieldMarked {
		sb.WriteString(p.epFieldMarked()) // epfield.go
	} else if eps := p.epCapturable(); len(eps) > 0 {
		for _, s := range eps {
			sb.WriteString(t.squareName(s))
		}
	} else {
		sb.WriteByte('-')
	}
	if t.rules.ChecksToWin > 0 {
		sb.WriteString(p.checksString()) // checkstowin.go
	}
	sb.WriteString(" " + strconv.Itoa(p.half) + " " + strconv.Itoa(p.full))
	return sb.String()
}

func (p *Position) castlingField() string {
	t := p.t
	if t.rules.Gates {
		return p.gatesField() // gates.go
	}
	var sb strings.Builder
	for c := 0; c < 2; c++ {
		n := sb.Len()
		p.castlingRights(&sb, c)
		if t.rules.Gating {
			sb.WriteString(p.gateLetters(c, sb.String()[n:])) // gating.go
		}
	}
	if sb.Len() == 0 {
		return "-"
	}
	return sb.String()
}

// castlingRights writes colour c's castling rights (KQ, or files for
// Chess960; lower case for Black).
func (p *Position) castlingRights(sb *strings.Builder, c int) {
	t := p.t
	king := p.castlingKing(c)
	if king < 0 || !p.virgin[king] {
		return
	}
	kf, kr := int(t.sqFile[king]), int(t.sqRank[king])
	cb := colourBit(c)
	isPartner := func(f int) bool {
		s := t.sq(f, kr)
		v := p.board[s]
		return v&colMask == cb && t.partnerMask>>(v&typeMask)&1 != 0 && p.virgin[s]
	}
	for _, side := range []int{1, -1} {
		if t.rules.Castling960 {
			f0, f1 := t.files-1, kf
			if side < 0 {
				f0, f1 = 0, kf
			}
			for f := f0; f != f1; f -= side {
				if isPartner(f) {
					l := byte('A' + f)
					if c == 1 {
						l += 32
					}
					sb.WriteByte(l)
				}
			}
			continue
		}
		l := byte('K')
		if side < 0 {
			l = 'Q'
		}
		if p.sideRight(king, side) {
			if c == 1 {
				l += 32
			}
			sb.WriteByte(l)
		}
	}
}
