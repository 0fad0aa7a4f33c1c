package vm

import "strings"

// The parts of a move that algebraic notation (package notation) writes
// and that the Move value does not say by itself.

// Captures reports whether m, a legal move of the side to move not yet
// made, captures an enemy piece (on its destination, e.p., or as a
// locust victim).
func (p *Position) Captures(m Move) bool {
	if m.Kind&KindDrop != 0 {
		return false
	}
	return p.captures(&m)
}

// PromotionText returns what m turns its mover into: "" for no promotion,
// "+" or "-" for a shogi-style promotion or demotion (the new type's
// letter is the old one with or without a leading "+"), else the new
// type's upper-case FEN letter. A drop has none (its Promo is the
// dropped type).
func (p *Position) PromotionText(m Move) string {
	if m.Kind&KindDrop != 0 || m.Promo == 0 {
		return ""
	}
	s := p.promoText(m)
	if s == "+" || s == "-" {
		return s
	}
	return strings.TrimSuffix(p.t.letters[m.Promo-1], "~") // "E~" is a FEN form (promoted E)
}

// DropLetter returns the upper-case FEN letter of the piece m drops, or
// "" if m is not a drop.
func (p *Position) DropLetter(m Move) string {
	if m.Kind&KindDrop == 0 || m.Promo == 0 || int(m.Promo) > len(p.t.letters) {
		return ""
	}
	return p.t.letters[m.Promo-1]
}

// Gating returns the upper-case FEN letter of the piece m puts on the
// board (S-chess gating) and the square it goes to, or "", -1.
func (p *Position) Gating(m Move) (letter string, sq int) {
	if m.Gate == 0 {
		return "", -1
	}
	return p.t.letters[gateType(&m)], gateSquare(&m)
}
