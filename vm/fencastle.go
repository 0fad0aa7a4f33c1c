package vm

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/quote"
)

// Reading a FEN's castling field: the rights set the virginity of the
// royal pieces that castle and of their partners. A right is refused when
// its royal or partner stands where it could not castle from.

// setCastlingField sets virginity from a FEN's castling field (or its
// gates).
func (p *Position) setCastlingField(castling string, ferr fenErrf) error {
	if l := duplicateLetter(castling); l != "" {
		first := strings.Index(castling, l)
		return ferr("castling", "%s: %q is given twice", errAt(first+1+strings.Index(castling[first+1:], l), "%s", quote.Q(castling)), l)
	}
	rights := castling
	if p.t.rules.Gating {
		rights = castlingLettersOnly(castling) // gating.go: files are gates
	}
	if err := p.setVirginity(rights); err != nil {
		if p.t.rules.Gating {
			return ferr("castling", "%s", err.Error()) // its offset is in rights
		}
		return ferr("castling", "%s", err)
	}
	if p.t.rules.Gating {
		if err := p.setGating(castling); err != nil { // gating.go
			return ferr("castling", "%s", err.Error())
		}
	}
	if p.t.rules.Gates {
		if err := p.setGates(castling); err != nil { // gates.go
			return ferr("castling", "%s", err.Error())
		}
	}
	return nil
}

// setVirginity marks pieces that have never moved. The royal pieces that
// castle and their partners get it from the castling field; every other
// piece is virgin iff it stands where the start position has the same
// piece. Its errors are *fenAt, at their offset in castling.
func (p *Position) setVirginity(castling string) error {
	t := p.t
	castlers := t.castleRoyal | t.partnerMask
	for _, s := range t.squares {
		v := p.board[s]
		if v == 0 || v == guard {
			continue
		}
		if t.castleRoyal != 0 && castlers>>(v&typeMask)&1 != 0 {
			continue
		}
		// none virgin where no rule reads it (no-virgin, virgin.go)
		p.virgin[s] = t.startBoard[s] == v && !t.noVirgin
		p.setRegionVirgin(int(s)) // initial.go
	}
	if castling == "-" {
		return nil
	}
	for i, r := range castling {
		if err := p.castlingRight(castling, i, r); err != nil {
			return err
		}
	}
	return nil
}

// castlingRight reads right r, at offset i of the castling field: it
// makes the royal and its partner virgin, or warns that the right is
// ignored (nothing to castle with), or refuses it (they stand where they
// could not castle from).
func (p *Position) castlingRight(castling string, i int, r rune) error {
	t := p.t
	c := 0
	if r >= 'a' && r <= 'z' {
		c = 1
	}
	up := r &^ 0x20
	if !(up >= 'A' && up <= 'Z') {
		return errAt(i, "%s: unexpected %q, expected - or letters KQkq or files (A-%c, a-%c)", quote.Q(castling), string(r), 'A'+t.files-1, 'a'+t.files-1)
	}
	if up != 'K' && up != 'Q' && int(up-'A') >= t.files {
		return errAt(i, "%s: file %q is off the board", quote.Q(castling), string(r))
	}
	king := p.castlingKing(c)
	if king < 0 {
		p.ignoreRight(r, colourName(c)+" has no royal piece that castles")
		return nil
	}
	if why := p.misplacedCastler(king, c); why != "" && !t.rules.Gates {
		return errAt(i, "%q: %s%s", string(r), why, chess960Hint(t))
	}
	if up != 'K' && up != 'Q' && !t.rules.Castling960 && !t.rules.Gates && !t.rules.Gating {
		p.warnings = append(p.warnings, fmt.Sprintf("castling right %q: a file letter (Shredder-FEN, X-FEN), but this variant castles as chess, not as Chess960: read as the right of the piece on file %c%s", string(r), up|0x20, chess960Hint(t)))
	}
	partner := p.rightPartner(king, c, up)
	if partner < 0 {
		p.ignoreRight(r, "no castling partner there")
		return nil
	}
	if !t.rules.Castling960 && t.rules.CastlingPartners == "" && t.startBoard[partner] != p.board[partner] && t.startSquare(p.board[partner]) >= 0 && !t.rules.Gates {
		return errAt(i, "%q: %s on %s is not on a square where the start position has it, so it cannot castle%s",
			string(r), p.Piece(partner), t.squareName(partner), chess960Hint(t))
	}
	p.virgin[king] = true
	p.virgin[partner] = true
	return nil
}

// chess960Hint points a position that looks like Chess960 at a variant
// that castles so.
func chess960Hint(t *tables) string {
	if t.rules.Castling960 {
		return ""
	}
	return " (a Chess960 position? read it with a variant that has Chess960 castling, such as chess960)"
}

// misplacedCastler says why colour c's royal on king could not castle, or
// "": it stands where the start position has no such piece, though the
// start position's board has one (Chess960: it is not on its first rank).
func (p *Position) misplacedCastler(king, c int) string {
	t := p.t
	v := p.board[king]
	if t.rules.Castling960 {
		back := 0
		if c == 1 {
			back = t.ranks - 1
		}
		if int(t.sqRank[king]) == back {
			return ""
		}
		return fmt.Sprintf("%s's %s on %s is not on its first rank, so it cannot castle", colourName(c), p.Piece(king), t.squareName(king))
	}
	if s := t.startSquare(v); t.startBoard[king] != v && s >= 0 {
		return fmt.Sprintf("%s's %s on %s is not on its start square %s, so it cannot castle", colourName(c), p.Piece(king), t.squareName(king), t.squareName(s))
	}
	return ""
}

// startSquare returns a square where the start position's board has
// piece v, or -1 (placement's pieces start in hand: no square to compare).
func (t *tables) startSquare(v uint8) int {
	for _, s := range t.squares {
		if t.startBoard[s] == v {
			return int(s)
		}
	}
	return -1
}

// rightPartner returns the partner that right up (K, Q or a file letter)
// of colour c's royal on king names, or -1: for K and Q the partner
// nearest to the edge (one in for jO), else the one on that file.
func (p *Position) rightPartner(king, c int, up rune) int {
	t := p.t
	kf, kr := int(t.sqFile[king]), int(t.sqRank[king])
	cb := colourBit(c)
	isPartner := func(s int) bool {
		v := p.board[s]
		return v&colMask == cb && t.partnerMask>>(v&typeMask)&1 != 0
	}
	if up != 'K' && up != 'Q' {
		if s := t.sq(int(up-'A'), kr); isPartner(s) {
			return s
		}
		return -1
	}
	// from the partner's file (the edge, or one in for jO) inward
	dir, f := 1, t.files-1-t.castleIn[0]
	if up == 'Q' {
		dir, f = -1, t.castleIn[1]
	}
	for ; f != kf; f -= dir {
		if isPartner(t.sq(f, kr)) {
			return t.sq(f, kr)
		}
	}
	return -1
}

// ignoreRight warns that castling right r is ignored (as Fairy-Stockfish
// ignores it), and why; with gates the field is not castling rights.
func (p *Position) ignoreRight(r rune, why string) {
	if !p.t.rules.Gates && !p.t.rules.Gating {
		p.warnings = append(p.warnings, fmt.Sprintf("castling right %q ignored: %s", string(r), why))
	}
}

// castlingKing returns the square of colour c's royal piece that castles,
// or -1. When there are several (non-royal kings that pawns promote to),
// it is the one on its start square, else one on c's first rank, else
// the first (Fairy-Stockfish: the castling king on the castling rank).
func (p *Position) castlingKing(c int) int {
	t := p.t
	cb := colourBit(c)
	backRank := 0
	if c == 1 {
		backRank = t.ranks - 1
	}
	found, onRank := -1, -1
	for _, s := range t.squares {
		v := p.board[s]
		if v&colMask != cb || t.castleRoyal>>(v&typeMask)&1 == 0 {
			continue
		}
		switch {
		case t.startBoard[s] == v:
			return int(s)
		case onRank < 0 && int(t.sqRank[s]) == backRank:
			onRank = int(s)
		case found < 0:
			found = int(s)
		}
	}
	if onRank >= 0 {
		return onRank
	}
	return found
}
