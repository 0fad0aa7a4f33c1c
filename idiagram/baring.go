package idiagram

import (
	"strings"

	"github.com/betzac/betzac/vm"
)

// baring= (ParseGameDef: royalness bits 0-3; baring=0 gives them to every
// type not royal so far) names the pieces that keep a side from being
// bare. betza.js judges it per move in ScoreMove: a bare side's move loses
// unless it bares the other side or promotes to a listed piece, a move
// between two bare sides draws unless it promotes so, and a promotion
// that removes the mover's last listed piece loses. A promotion from a
// listed piece to a listed one changes nothing. betzac's baring rule
// (legdefs.Rules.Baring) judges the position after the move: the side
// that has just moved is bare, so it lost, or drew if the side to move is
// bare too. The two agree on every move except where a promotion changes
// what is listed, and at a start whose side not to move is already bare
// (the Diagram lets the side to move play first). checkBaring refuses
// those definitions, and pieces in hand (the Diagram's generator makes no
// drops, and its count is of the board). H.G. Muller's own account of the
// count (chessvariants.com, comment of 2020-09-28 on Foolish King Chess,
// editcomment.php?reply=40388): the mover whose baring pieces are all gone
// loses unless the move bared the other side, and a move between two bare
// sides is a draw.

// markBaring marks the pieces baring= numbers, or with baring=0 every
// piece not royal (the default royal piece, the last, is cleared by
// ParseGameDef after the lines are read).
func markBaring(pieces []piece, s *settings) error {
	if s.baringAll {
		for i := range pieces {
			pieces[i].baring = !pieces[i].royal
		}
	}
	// the default royal piece loses its baring bits (ParseGameDef)
	set := func(p *piece) { p.baring = !p.royal || len(s.royal) > 0 }
	if err := mark(pieces, s, "baring", s.baring, set); err != nil {
		return err
	}
	for _, p := range pieces {
		if p.baring && p.royal {
			return lineErrorf(s.line["baring"], "baring names piece %s, which is royal: betza.js then counts the royal piece among the baring pieces, which betzac's baring (the pieces beside the royal ones) does not; not translated", p.Name)
		}
	}
	return nil
}

// baringLetters are the letters of the baring pieces, in their order.
func baringLetters(pieces []piece) string {
	return lettersOf(pieces, func(p *piece) bool { return p.baring })
}

// checkBaring refuses, by name, the baring= definitions on which betzac's
// rule and the Diagram's would differ (see above).
func checkBaring(pieces []piece, s *settings, name, yaml string) error {
	listed := baringLetters(pieces)
	if listed == "" {
		return nil
	}
	line := s.line["baring"]
	if s.holdings != 0 || anyHand(pieces) {
		return lineErrorf(line, "baring= with pieces in hand: the Diagram counts the board only and its generator makes no drops; not translated")
	}
	p := compiled(name, yaml)
	if p == nil {
		return nil // check reports it
	}
	for i, pt := range p.Pieces {
		if pt.Promote == nil {
			continue
		}
		from, changes := strings.Contains(listed, pt.Letter), false
		for _, k := range pt.Promote.To {
			changes = changes || strings.Contains(listed, p.Pieces[k].Letter) != from
		}
		if changes && i < len(pieces) {
			return lineErrorf(line, "baring= beside piece %s's promotion, which changes how many baring pieces a side has: betza.js judges such a move by the move (a bare side may promote out of it, a piece promoting away its side's last one loses), betzac's baring by the position after it; not translated", pieces[i].Name)
		}
	}
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		return nil
	}
	if r := pos.Result(); strings.Contains(r.Reason, "baring") {
		return lineErrorf(line, "baring=: Black is bare at the start: betza.js lets White move first and judges Black's reply, betzac's baring ends the game at once; not translated")
	}
	return nil
}
