package vm

import (
	"fmt"
	"slices"
	"strings"
)

// Sanity checks of a FEN, after its fields are read: a position no game
// could reach is refused (a *FENError), one that is merely odd is kept
// with a warning (Position.Warnings). The rules are in doc.go, "FEN".

// colourName is "White" or "Black".
func colourName(c int) string {
	if c == 0 {
		return "White"
	}
	return "Black"
}

// duplicateLetter returns the first letter that appears twice in a
// castling field, or "".
func duplicateLetter(castling string) string {
	seen := map[rune]bool{}
	for _, r := range castling {
		if r != '-' && seen[r] {
			return string(r)
		}
		seen[r] = true
	}
	return ""
}

// sanity refuses a position no game could reach (unless the position
// is lax: NewAnyPosition) and collects the warnings. It runs at the end
// of setFEN, royal squares known.
func (p *Position) sanity(ferr fenErrf, board string) error {
	if err := p.unreachable(ferr, board); err != nil {
		if !p.lax {
			return err
		}
		p.warnings = append(p.warnings, err.(*FENError).Msg)
	}
	if why := p.tooManyPieces(); why != "" { // fencount.go
		p.warnings = append(p.warnings, why)
	}
	for c := 0; c < 2; c++ {
		if p.t.hasRoyal && !p.hasRoyalPiece(c) {
			p.warnings = append(p.warnings, fmt.Sprintf("%s has no royal piece: its moves are not tested for check", colourName(c)))
		}
	}
	return nil
}

// unreachable returns an error if no game could reach the position: a
// piece stands where no move could have left it, there are royal pieces
// no game could have, or the side not to move is in check. board is the
// FEN's board field, to place a message.
func (p *Position) unreachable(ferr fenErrf, board string) error {
	if sq, why := p.misplaced(); sq >= 0 {
		return ferr("board", "%s on %s: %s", errAt(p.t.squareOffset(board, sq), "%s", p.Piece(sq)), p.t.squareName(sq), why)
	}
	if why, sq := p.tooManyRoyals(); why != "" { // fencount.go
		off := max(strings.IndexByte(board, '['), 0) // the holdings
		if sq >= 0 {
			off = p.t.squareOffset(board, sq)
		}
		return ferr("board", "%s", errAt(off, "%s", why))
	}
	them := p.stm ^ 1
	if !p.leftInCheck(them) {
		return nil
	}
	msg := fmt.Sprintf("%s to move, but %s is in check", lower(colourName(p.stm)), colourName(them))
	if ksq, from := p.checker(them); ksq >= 0 && from >= 0 {
		msg += fmt.Sprintf(" (%s on %s attacked by %s on %s)", p.Piece(ksq), p.t.squareName(ksq), p.Piece(from), p.t.squareName(from))
	}
	return ferr("side to move", "%s: the side not to move cannot be in check", msg)
}

// Warnings returns what the last FEN read had that is odd but allowed
// (see doc.go, "FEN"), one message each; nil if nothing.
func (p *Position) Warnings() []string {
	if len(p.warnings) == 0 {
		return nil
	}
	return append([]string(nil), p.warnings...)
}

// hasRoyalPiece reports whether colour c has a royal piece on the board
// or in hand.
func (p *Position) hasRoyalPiece(c int) bool {
	t := p.t
	for k := range t.types {
		if t.types[k].royal && p.hand[c][k] > 0 {
			return true
		}
	}
	cb := colourBit(c)
	for _, s := range t.squares {
		if v := p.board[s]; v&colMask == cb && t.types[v&typeMask].royal {
			return true
		}
	}
	return false
}

// leftInCheck reports whether colour c's royal pieces are capturable as
// the legality rules forbid after c's own move (legal.go).
func (p *Position) leftInCheck(c int) bool {
	t := p.t
	if !t.hasRoyal {
		return false
	}
	switch {
	case t.rules.RoyalExtinction:
		return !p.extinctionSafe(c)
	case t.rules.DupleCheck && p.royalCount(c) >= 2:
		return !p.someRoyalSafe(c)
	}
	return !p.royalsSafe(c) || t.rules.FlyingGeneral && p.generalsFace(c)
}

// checker returns a royal piece of colour c that is attacked and a piece
// that attacks it, or -1s.
func (p *Position) checker(c int) (royal, from int) {
	t := p.t
	cb, tb := colourBit(c), colourBit(c^1)
	for _, s := range t.squares {
		if v := p.board[s]; v&colMask != cb || !t.types[v&typeMask].royal {
			continue
		}
		for _, f := range t.squares {
			if w := p.board[f]; w&colMask == tb && p.pieceAttacks(int(f), int(w&typeMask), c^1, int(s)) {
				return int(s), int(f)
			}
		}
	}
	return -1, -1
}

// misplaced returns the first piece standing where no move could have
// left it, and why: unpromoted where every move that ends there must
// promote (its promotion zone, without optional, unless a promotion
// makes its type), or, with
// immobility-illegal, where it could never move again (unless a
// promotion makes its type); unless the start position has it there or
// it could have been dropped there. -1 if none.
func (p *Position) misplaced() (int, string) {
	t := p.t
	for _, s := range t.squares {
		v := p.board[s]
		if v == 0 || v == guard || t.startBoard[s] == v {
			continue
		}
		c, k := 0, int(v&typeMask)
		if v&colMask != colourBit(0) {
			c = 1
		}
		ty := &t.types[k]
		if p.droppable(k, c, int(s)) {
			continue
		}
		if st := ty.pr.stuck[c]; st != nil && st[s] && !t.promotedTo(k, c) {
			return int(s), "it could never move from there, and immobility-illegal forbids a move or drop that leaves it there"
		}
		// (under no-ep-promotion an e.p. capture may have left it there;
		// a promotion may have made it, as a demotion its base piece)
		if z := ty.pr.inZone[c]; ty.promo != nil && !ty.promo.Optional && z != nil && z[s] && len(ty.choices(c)) > 0 && !t.rules.NoEPPromotion && !t.promotedTo(k, c) {
			return int(s), fmt.Sprintf("it is in its promotion zone, where it must promote (to %s)", t.choiceLetters(ty.choices(c)))
		}
	}
	return -1, ""
}

// promotedTo reports whether some type of colour c promotes to type k: a
// promotion may leave a piece where it never moves (immobility-illegal,
// as Fairy-Stockfish's immobilityIllegal, is for other moves and drops:
// Mandala's pawn promotes to an immobile piece on the last rank).
func (t *tables) promotedTo(k, c int) bool {
	for i := range t.types {
		if slices.Contains(t.types[i].choices(c), uint8(k)) {
			return true
		}
	}
	return false
}

// droppable reports whether a piece of type k could have been dropped by
// colour c on s.
func (p *Position) droppable(k, c, s int) bool {
	t := p.t
	if !t.rules.Hand.Drops || !t.types[k].dr.ok[c][s] {
		return false
	}
	for i := range t.types {
		h := int(t.types[i].dr.handType)
		if h == k || t.rules.Hand.DropPromoted && t.types[h].dr.promoted == k {
			return true
		}
	}
	return false
}

// choiceLetters lists the letters of promotion choices, "Q R B N".
func (t *tables) choiceLetters(ks []uint8) string {
	s := make([]string, len(ks))
	for i, k := range ks {
		s[i] = t.letters[k]
	}
	return strings.Join(s, " ")
}
