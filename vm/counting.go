package vm

import "strconv"

// The counting limit (legdefs.Rules.FENCounting, the Makruk family): a
// FEN may give a number instead of the e.p. square; it is kept and printed
// back, and changes no move.

// countingField reads a FEN e.p. field that holds a counting limit
// (Program.FENCounting); it reports whether it did.
func (p *Position) countingField(field string) bool {
	n, err := strconv.Atoi(field)
	if !p.t.rules.FENCounting || err != nil || n < 0 {
		return false
	}
	p.countLimit = n
	return true
}
