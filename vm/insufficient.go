package vm

import "github.com/betzac/betzac/legdefs"

// Insufficient material, after Fairy-Stockfish's has_insufficient_material
// (src/apiutil.h), which ffish's result() applies to both sides. FSF
// knows its piece types by identity; betzac's are Betza strings, so the
// classes are taken from the type's Betza, and every type not named below
// counts as able to mate (as FSF counts its custom pieces):
//   - royal pieces never mate;
//   - a knight ("N") is an unbound minor: it mates only with a helper,
//     a second non-royal piece of either side on the board;
//   - a colour-bound piece (colourBound) mates only if the colour-bound
//     pieces stand on both colours of square or another non-royal piece,
//     not colour-bound, is on the board;
//   - a piece that promotes counts as able to mate (FSF: only if a
//     promotion gives a major piece; shogi-like promotions always do).
// FSF's mobility-region restriction (Xiangqi's advisors and elephants,
// which can never reach the enemy king) is not modelled: such a piece
// counts as able to mate, so the answer errs towards "sufficient".

// colourBound are the Betza strings of pieces that keep their square
// colour (bishop, ferz, alfil and their compounds).
var colourBound = map[string]bool{"B": true, "F": true, "A": true, "FA": true, "AF": true}

// insufficient reports whether colour c cannot mate, as above.
func (p *Position) insufficient(c int) bool {
	t := p.t
	r := &t.rules
	// FSF's other win rules, which make any material sufficient
	if r.Hand.CapturesToHand || handCount(&p.hand[c]) > 0 || r.Extinction != "" || r.BareKing != "" ||
		nFold(r.NFoldRule) > 0 && r.NFoldValue != "" || t.end.flagOn || t.connect.on || r.CastlingWins != "" {
		return false
	}
	if r.StalemateValue != "" {
		return false // FSF: a lone custom king may still stalemate and win
	}
	// check counting and makpong make any helper do
	strict := r.ChecksToWin > 0 || r.Makpong
	var bound [2]bool // colour-bound pieces on light, dark squares
	others, mine, myBound, myMinor := 0, false, false, false
	for _, s := range t.squares {
		v := p.board[s]
		if v == 0 || v == guard {
			continue
		}
		ty := &t.types[v&typeMask]
		if ty.royal {
			continue
		}
		own := v&colMask == colourBit(c)
		betza := t.prog.Pieces[v&typeMask].Betza
		switch {
		case colourBound[betza] && ty.promo == nil:
			f, rk := p.FileRank(int(s))
			bound[(f+rk)&1] = true
			myBound = myBound || own
		case betza == "N" && ty.promo == nil:
			others++
			myMinor = myMinor || own
		default:
			if own {
				return false // a piece able to mate
			}
			others++
		}
		mine = mine || own
	}
	if !mine {
		return true
	}
	if myBound && (bound[0] && bound[1] || others > 0 || strict) {
		return false
	}
	if myMinor && (others+boolInt(bound[0] || bound[1]) >= 2 || strict) {
		return false
	}
	return true
}

// nFold is the n-fold rule's count (legdefs.Rules.NFoldRule): 3 by
// default, 0 when off.
func nFold(rule int) int {
	switch {
	case rule == legdefs.NFoldRuleOff:
		return 0
	case rule == 0:
		return 3
	}
	return rule
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
