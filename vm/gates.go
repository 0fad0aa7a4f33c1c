package vm

import (
	"fmt"

	"github.com/betzac/betzac/internal/quote"
)

// Gates (legdefs.Rules.Gates, Cambodian chess): the FEN castling field
// names, by file, the back-rank pieces that have not moved and so may make
// their initial moves; a gate once left stays closed.

// closeGates takes their initial moves from the pieces the move just made
// touched: a gate once left stays closed, even back on its start square.
func (p *Position) closeGates() {
	t := p.t
	u := &p.undo[len(p.undo)-1]
	for i := 0; i < int(u.n); i++ {
		if s := u.sq[i]; p.virgin[s] {
			p.virgin[s] = false
			p.hash ^= t.zVirgin[s]
		}
	}
}

// setGates sets virginity from a FEN castling field of gates (Program.Gates):
// only the pieces on the named back-rank files have not moved.
func (p *Position) setGates(field string) error {
	t := p.t
	for _, s := range t.squares {
		p.virgin[s] = false
	}
	if field == "-" {
		return nil
	}
	for _, r := range field {
		c, f := 0, int(r-'A')
		if r >= 'a' && r <= 'z' {
			c, f = 1, int(r-'a')
		}
		if f < 0 || f >= t.files {
			return fmt.Errorf("%s: %q is not a file of the board (gates are file letters: A-%c for White, a-%c for Black)", quote.Q(field), string(r), 'A'+t.files-1, 'a'+t.files-1)
		}
		rank := 0
		if c == 1 {
			rank = t.ranks - 1
		}
		s := t.sq(f, rank)
		if p.board[s]&colMask == colourBit(c) {
			p.virgin[s] = true
		}
	}
	return nil
}

// gatesField is the FEN castling field of gates: the files of the back-rank
// pieces that have not moved, White's then Black's, or "-".
func (p *Position) gatesField() string {
	t := p.t
	var b []byte
	for c := 0; c < 2; c++ {
		rank := 0
		if c == 1 {
			rank = t.ranks - 1
		}
		for f := 0; f < t.files; f++ {
			s := t.sq(f, rank)
			if p.board[s]&colMask == colourBit(c) && p.virgin[s] {
				b = append(b, byte('A'+f)|byte(c*0x20))
			}
		}
	}
	if len(b) == 0 {
		return "-"
	}
	return string(b)
}
