package vm

import (
	"fmt"
	"strings"
)

// Why a move string names no legal move: the reasons ParseMove gives, in
// the order it looks for them.

// caseHint returns a reason if s is a move written in the wrong case or
// in SAN ("Nf3", "E2E4"), else "".
func caseHint(s string) string {
	if s == "" || s[0] < 'A' || s[0] > 'Z' || strings.IndexByte(s, '@') >= 0 {
		return ""
	}
	if low := strings.ToLower(s); len(s) >= 4 && s[1] >= '0' && s[1] <= '9' {
		return fmt.Sprintf("squares are written in lower case: %s", low)
	}
	return "expected a move in lower-case UCI coordinates such as g1f3, not SAN such as Nf3 (package san reads SAN)"
}

// offBoard returns a reason if s names a square, "e9", that is off the
// board, else "".
func (t *tables) offBoard(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			continue
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+1 || i > 0 && s[i-1] >= 'a' && s[i-1] <= 'z' {
			continue
		}
		if sq, n := t.parseSquare(s[i:j]); sq < 0 || n != j-i {
			return fmt.Sprintf("square %s is off the %dx%d board", s[i:j], t.files, t.ranks)
		}
		i = j - 1
	}
	return ""
}

// whyIllegal explains why s, a well-formed move, is none of the legal
// moves.
func (p *Position) whyIllegal(s string, moves []Move) string {
	t := p.t
	side := colourName(p.stm)
	if len(moves) == 0 {
		if p.t.rules.BareKing != "" && p.bareKingOver() {
			return "the game is over: a side has only its king left (bare-king rule)"
		}
		if p.t.baring != 0 && p.baringOver() {
			return "the game is over: the side that moved last has none of the pieces baring names left (baring rule)"
		}
		if p.t.end.extOn && p.extinct() {
			return "the game is over: a side has lost its last pieces of a type (extinction rule)"
		}
		if p.t.end.flagOn && (p.onFlag(0, false) || p.onFlag(1, false)) {
			return "the game is over: a flag piece has reached a goal square (flag-squares)"
		}
		if p.leftInCheck(p.stm) {
			return fmt.Sprintf("the game is over: %s is checkmated (no legal move)", side)
		}
		return fmt.Sprintf("the game is over: %s has no legal move", side)
	}
	if at := strings.IndexByte(s, '@'); at >= 0 {
		if !t.rules.Hand.Drops {
			return "this variant has no drops"
		}
		if k := t.typeOf(s[:at]); k >= 0 && p.hand[p.stm][t.types[k].dr.handType] == 0 {
			return fmt.Sprintf("%s has no %s in hand", side, s[:at])
		}
		return "the drop is not legal here"
	}
	from, n := t.parseSquare(s)
	to, k := t.parseSquare(s[n:])
	v := p.board[from]
	switch {
	case v == 0:
		return fmt.Sprintf("there is no piece on %s", t.squareName(from))
	case v&colMask != colourBit(p.stm):
		return fmt.Sprintf("the piece on %s is %s's, and it is %s's move", t.squareName(from), colourName(p.stm^1), side)
	}
	var promos, plain, dests []string
	for _, m := range moves {
		if int(m.From) != from || m.Kind&KindDrop != 0 {
			continue
		}
		ms := p.MoveString(m)
		if int(m.To) == to && m.Promo != 0 {
			promos = append(promos, ms)
		} else if int(m.To) == to {
			plain = append(plain, ms)
		}
		dests = append(dests, ms)
	}
	rest := s[n+k:]
	switch {
	case len(promos) > 0 && rest == "":
		return fmt.Sprintf("a promotion: add the piece to promote to, as in %s", strings.Join(promos, " "))
	case len(promos) > 0:
		return fmt.Sprintf("%q is not a promotion it may make: %s", rest, strings.Join(promos, " "))
	case len(plain) > 0 && rest != "" && !strings.Contains(s, ","):
		return fmt.Sprintf("it does not promote: write %s", plain[0])
	}
	if why := p.whyNoCastling(from, to); why != "" {
		return why
	}
	if why := p.whyIron(to); why != "" { // iron.go
		return why
	}
	if why := p.whyCounterStrike(&Move{From: int16(from), To: int16(to)}); why != "" { // counterstrike.go
		return why
	}
	if why := p.whyMustCapture(to, moves); why != "" { // mustcapture.go
		return why
	}
	piece := p.Piece(from)
	if len(dests) == 0 {
		return fmt.Sprintf("the %s on %s has no legal move", piece, t.squareName(from))
	}
	return fmt.Sprintf("the %s on %s cannot do that; its legal moves: %s", piece, t.squareName(from), strings.Join(dests, " "))
}

// whyNoCastling returns a reason if from-to is a castling move of the
// side to move's castling royal that has no castling right, else "".
func (p *Position) whyNoCastling(from, to int) string {
	t := p.t
	v := p.board[from]
	if t.castleRoyal>>(v&typeMask)&1 == 0 || t.sqRank[from] != t.sqRank[to] {
		return ""
	}
	df := int(t.sqFile[to]) - int(t.sqFile[from])
	w := p.board[to]
	toPartner := w&colMask == v&colMask && t.partnerMask>>(w&typeMask)&1 != 0
	if df > -2 && df < 2 && !toPartner {
		return ""
	}
	side := colourName(p.stm)
	if !p.virgin[from] {
		return fmt.Sprintf("no castling right: %s's %s has moved", side, p.Piece(from))
	}
	dir := 1
	if df < 0 {
		dir = -1
	}
	for f := int(t.sqFile[from]) + dir; f >= 0 && f < t.files; f += dir {
		s := t.sq(f, int(t.sqRank[from]))
		if w := p.board[s]; w&colMask == v&colMask && t.partnerMask>>(w&typeMask)&1 != 0 && p.virgin[s] {
			return "castling is not legal here: the royal piece is in check, passes or lands on an attacked square, or a square it needs is occupied"
		}
	}
	return fmt.Sprintf("no castling right on that side (castling field %s)", p.castlingField())
}
