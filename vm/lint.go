package vm

import (
	"fmt"

	"github.com/betzac/betzac/legdefs"
)

// Warning is something in a variant that is allowed but probably not
// meant (betzac check prints it). Piece is the letter of the piece it is
// about, or ""; Start says it is about the start position.
type Warning struct {
	Piece string
	Start bool
	Msg   string
}

// Lint looks for what is odd in a compiled variant: no royal piece,
// castling O on a piece that is not royal (it never castles), a royal
// piece that castles with no partner in the start position, and the
// start position's own FEN warnings (a side with no royal piece, a
// castling right with no partner). It returns an error if the start
// position is refused.
func Lint(p *legdefs.Program) ([]Warning, error) {
	pos, err := NewPosition(p, "")
	if err != nil {
		return nil, err
	}
	t := pos.t
	var ws []Warning
	if !t.hasRoyal {
		msg := "no piece is royal: no move is illegal because of check"
		if !t.endsOtherwise() {
			msg += ", and a game ends only when a side cannot move"
		}
		ws = append(ws, Warning{Msg: msg})
	}
	for i := range t.types {
		ty := &t.types[i]
		switch {
		case ty.castles && t.castleRoyal>>uint(i)&1 == 0:
			ws = append(ws, Warning{Piece: ty.letter, Msg: "castling O on a piece that is not royal while a royal piece castles: only the royal piece does, so it never castles"})
		case ty.castles && t.partnerMask == 0 && !t.rules.Castling960:
			ws = append(ws, Warning{Piece: ty.letter, Msg: "castling O, but in the start position no piece stands where its castling looks for a partner (the edge of the board, or one in for jO), so it never castles"})
		}
	}
	for _, w := range pos.Warnings() {
		ws = append(ws, Warning{Start: true, Msg: w})
	}
	return ws, nil
}

// endsOtherwise reports whether a rule other than having no move can end
// a game: goal squares, connections, extinction, castling wins (gameEnd),
// the zone rules (passes, bikjang, checks to win), a bare king or baring.
func (t *tables) endsOtherwise() bool {
	return t.gameEndOn || t.zoneNode || t.zoneEnd || t.rules.BareKing != "" || t.rules.Baring != ""
}

// String formats w for a message.
func (w Warning) String() string {
	switch {
	case w.Piece != "":
		return fmt.Sprintf("piece %s: %s", w.Piece, w.Msg)
	case w.Start:
		return "start: " + w.Msg
	}
	return w.Msg
}
