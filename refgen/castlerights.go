package refgen

import (
	"fmt"

	"github.com/betzac/betzac/internal/quote"
)

// Reading a FEN's castling field: which king castles, with which
// partner, and so which of them are virgin.

// castler returns the square of the castling piece of one side (see
// castlingKind). It prefers the one on the side's back rank.
func (g *Generator) castler(p *position, white bool) (square, bool) {
	var found square
	ok := false
	for f := 0; f < p.files; f++ {
		for r := 0; r < p.ranks; r++ {
			c := p.board[f][r]
			if c.isEmpty() || c.white != white || !g.castlingKind(c.kind) {
				continue
			}
			back := r == 0 && white || r == p.ranks-1 && !white
			if !ok || back {
				found, ok = square{f, r}, true
			}
		}
	}
	return found, ok
}

// outermost returns the outermost piece of the king's colour on the king's
// rank, on the side dir (-1 toward file a, +1 toward the last file).
func outermost(p *position, king square, dir int) (square, bool) {
	white := p.at(king).white
	f, end := 0, king.f
	if dir > 0 {
		f, end = p.files-1, king.f
	}
	for ; f != end; f -= dir {
		c := p.board[f][king.r]
		if !c.isEmpty() && c.white == white {
			return square{f, king.r}, true
		}
	}
	return square{}, false
}

// inner reports whether the castling king on k castles toward dir (-1
// file a, +1 the last file) with the piece one square in from the edge
// (jO).
func (g *Generator) inner(p *position, k square, dir int) bool {
	c := p.at(k)
	for _, t := range g.pieces[c.kind].terms {
		if !t.castle || !t.castleInner {
			continue
		}
		for d, dx := range map[int]int{2: 1, 6: -1} { // r, l from the owner's view
			if !c.white {
				dx = -dx
			}
			if t.legs[0].dirs&(1<<d) != 0 && dx == dir {
				return true
			}
		}
	}
	return false
}

// partner returns the piece a K/Q castling right names on the side dir of
// the king on k: the outermost friendly piece on the king's rank, or for
// jO the friendly piece one square in from the edge.
func (g *Generator) partner(p *position, k square, dir int) (square, bool) {
	if g.typedPartners() {
		return g.typedPartner(p, k, dir) // castlepartners.go
	}
	if !g.inner(p, k, dir) {
		return outermost(p, k, dir)
	}
	s := edgeSquare(p, k, dir).add(-dir, 0) // holes.go
	if c := p.at(s); s != k && !c.isEmpty() && c.white == p.at(k).white {
		return s, true
	}
	return square{}, false
}

// hasRight reports whether the castling field gives the side any right.
func hasRight(field string, white bool) bool {
	for i := 0; i < len(field); i++ {
		if c := field[i]; c != '-' && (c >= 'A' && c <= 'Z') == white {
			return true
		}
	}
	return false
}

func (g *Generator) applyCastling(p *position, field string) error {
	type side struct {
		king square
		ok   bool
	}
	var sides [2]side // 0 white, 1 black
	for i := range sides {
		white := i == 0
		k, ok := g.castler(p, white)
		sides[i] = side{king: k, ok: ok}
		if !ok {
			continue
		}
		p.board[k.f][k.r].virgin = false
		if g.typedPartners() {
			g.unvirginPartners(p, white) // castlepartners.go
		}
		// Only a king with a castling right can castle, and then its
		// possible partners are virgin only if the field says so.
		if !hasRight(field, white) {
			continue
		}
		for _, dir := range []int{-1, 1} {
			if s, ok := g.partner(p, k, dir); ok {
				p.board[s.f][s.r].virgin = false
			}
		}
	}
	if field == "-" {
		return nil
	}
	for i := 0; i < len(field); i++ {
		c := field[i]
		white := c >= 'A' && c <= 'Z'
		lower := c | 0x20
		if lower < 'a' || lower > 'z' {
			return fmt.Errorf("FEN castling field %s: unexpected %q", quote.Q(field), c)
		}
		si := 1
		if white {
			si = 0
		}
		sd := &sides[si]
		if !sd.ok {
			continue // no castling king: the right means nothing
		}
		if !g.startPlaced(p, sd.king) { // fencheck.go
			return fmt.Errorf("FEN castling field %s: %q: the king on %s is not on its start square, so it cannot castle", quote.Q(field), c, sd.king)
		}
		var partner square
		found := false
		switch lower {
		case 'k':
			partner, found = g.partner(p, sd.king, 1)
		case 'q':
			partner, found = g.partner(p, sd.king, -1)
		default:
			f := int(lower - 'a')
			if f >= p.files {
				return fmt.Errorf("FEN castling field %s: file %q is off the board", quote.Q(field), c)
			}
			s := square{f, sd.king.r}
			if o := p.at(s); !o.isEmpty() && o.white == white && s != sd.king {
				partner, found = s, true
			}
		}
		if !found {
			continue
		}
		if !g.typedPartners() && !g.startPlaced(p, partner) {
			return fmt.Errorf("FEN castling field %s: %q: its partner on %s is not where the start position has it, so it cannot castle", quote.Q(field), c, partner)
		}
		p.board[partner.f][partner.r].virgin = true
		p.board[sd.king.f][sd.king.r].virgin = true
	}
	return nil
}
