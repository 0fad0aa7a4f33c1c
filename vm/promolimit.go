package vm

import "github.com/betzac/betzac/legdefs"

// Promotion limits (Promotion.Limit): a promotion to type k is possible
// only while the mover's side has fewer than the limit of k's pieces on
// the board. A promoted form X~ (a type whose letter is X's and "~")
// counts as X and is capped by X's limit, as Fairy-Stockfish counts a
// promoted queen of a drop variant as a queen (grandhouse).

// buildPromoLimits fills ty.promoLimit from pr.Limit: each limited type
// and its X~ form get the limit.
func (t *tables) buildPromoLimits(ty *ptype, pr *legdefs.Promotion) {
	for k, n := range pr.Limit {
		if ty.promoLimit == nil {
			ty.promoLimit = make([]int, len(t.prog.Pieces))
			for j := range ty.promoLimit {
				ty.promoLimit[j] = -1
			}
		}
		ty.promoLimit[k] = n
		if j := t.tildeForm(k); j >= 0 {
			ty.promoLimit[j] = n
		}
	}
}

// tildeForm returns the index of type k's promoted form X~, or -1.
func (t *tables) tildeForm(k int) int {
	if k < 0 || k >= len(t.prog.Pieces) {
		return -1
	}
	x := t.prog.Pieces[k].Letter
	for j := range t.prog.Pieces { // by index: a PieceType is a big struct
		if l := t.prog.Pieces[j].Letter; len(l) == len(x)+1 && l[len(x)] == '~' && l[:len(x)] == x {
			return j
		}
	}
	return -1
}

// buildLimitAs sets t.limitAs: the type each type's pieces count as under
// promotion limits (X for X~, else itself).
func (t *tables) buildLimitAs() {
	t.limitAs = make([]uint8, len(t.prog.Pieces))
	for i := range t.limitAs {
		t.limitAs[i] = uint8(i)
	}
	for k := range t.prog.Pieces {
		if j := t.tildeForm(k); j >= 0 {
			t.limitAs[j] = uint8(k)
		}
	}
}
