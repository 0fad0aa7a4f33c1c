package variants

import "gopkg.in/yaml.v3"

// bareKingFields is the game-end rule this file decodes (see README.md,
// "Bare king").
var bareKingFields = []string{"bare-king"}

// The values of bare-king (Variant.BareKing).
const (
	BareKingNone  = ""      // no bare-king rule (bare-king: none)
	BareKingEnds  = "ends"  // the game ends when a side has only its king (Shatar)
	BareKingLoses = "loses" // a bare king loses unless it bares the other at once (Shatranj)
)

// bareKingRule decodes bare-king: none, ends or loses.
func (d *decoder) bareKingRule(r *rawVariant, key string, v *yaml.Node) {
	s := d.str(v, key)
	if s == nil {
		return
	}
	switch s.val {
	case "none":
		r.bareKing = BareKingNone
	case BareKingEnds, BareKingLoses:
		r.bareKing = s.val
	default:
		d.e.add(s.loc, "bare-king: %q: want none, ends or loses", s.val)
	}
}

// mergeBareKing gives m the parent's bare-king unless the child sets it;
// inherit is merge's helper (true: the child lacks the field).
func mergeBareKing(parent, m *rawVariant, inherit func(string) bool) {
	if inherit("bare-king") {
		m.bareKing = parent.bareKing
	}
}
