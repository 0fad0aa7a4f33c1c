package variants

import "gopkg.in/yaml.v3"

// This file holds the promotion fields that differ by colour or name their
// squares: to-black (Black's own choices: Chigorin, Sort-of-almost Chess),
// squares and squares-black (a promotion zone that is not a set of whole
// ranks: Legan Chess).

// rawPromoteExtra are a promote rule's to-black, squares and
// squares-black fields, as written.
type rawPromoteExtra struct {
	toBlack      *str
	squares      *rawRegion
	squaresBlack *rawRegion
}

// promoteExtra decodes to-black, squares or squares-black into p; it
// reports false if the value is bad.
func (d *decoder) promoteExtra(key string, v *yaml.Node, p *rawPromote) bool {
	switch key {
	case "to-black":
		s := d.str(v, "promote: to-black")
		if s == nil {
			return false
		}
		if s.val == "" {
			d.e.add(s.loc, "promote: to-black: want the letters of the pieces Black may promote to, got an empty string")
			return false
		}
		var seen []string
		for tk := range letterTokens(s.val) {
			switch {
			case !isPieceLetter(tk.s):
				d.e.add(s.pos(tk.at), "promote: to-black %q: want upper-case piece letters, got '%s'%s", s.val, tk.s, promotedHint(tk.s))
				return false
			case contains(seen, tk.s):
				d.e.add(s.pos(tk.at), "promote: to-black %q: letter %s given twice", s.val, tk.s)
				return false
			}
			seen = append(seen, tk.s)
		}
		p.extra.toBlack = s
	case "squares":
		p.extra.squares = d.region(v, "promote: squares")
		return p.extra.squares != nil
	case "squares-black":
		p.extra.squaresBlack = d.region(v, "promote: squares-black")
		return p.extra.squaresBlack != nil
	}
	return true
}

// hasSquares reports whether the rule names its zone's squares (then zone
// is not needed).
func (p *rawPromote) hasSquares() bool { return p.extra.squares != nil }

// validatePromoteExtras checks to-black letters against the pieces and the
// squares against the board.
func validatePromoteExtras(r *rawVariant, names *letterSet, complete bool, e *errs) {
	for _, p := range r.pieces {
		pr := p.promote
		if pr == nil {
			continue
		}
		if pr.extra.squaresBlack != nil && pr.extra.squares == nil {
			e.add(pr.extra.squaresBlack.s.loc, "piece %s: promote: squares-black needs squares (White's)", p.letter.val)
		}
		checkRegion(r, p, pr.extra.squares, "promote: squares", e)
		checkRegion(r, p, pr.extra.squaresBlack, "promote: squares", e)
		if tb := pr.extra.toBlack; tb != nil && complete {
			for tk := range letterTokens(tb.val) {
				if !names.has(tk.s) {
					e.add(tb.pos(tk.at), "piece %s: promote: to-black %q: no piece %s", p.letter.val, tb.val, tk.s)
				}
			}
		}
	}
}

// finishPromoteExtra copies to-black and the squares into q.
func finishPromoteExtra(q *Promote, p *rawPromote) {
	q.ToBlack = p.extra.toBlack.value()
	q.Squares = p.extra.squares.region()
	if q.Squares != nil {
		q.SquaresBlack = p.extra.squaresBlack.region()
	}
}
