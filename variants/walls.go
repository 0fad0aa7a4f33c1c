package variants

import "github.com/betzac/betzac/legdefs"

// checkWalling refuses what walls do not go with (legdefs.Rules.Walling):
// royal pieces, whose checks would have to see the wall (but a blast's
// pseudo-royal test does), petrify and drops; and a walling-region
// without walls.
func checkWalling(r *rawVariant, e *errs) {
	w := r.rules.Walling
	if l, ok := r.present["walling-region"]; ok && w == legdefs.WallingNone {
		e.add(l, "walling-region: needs walling")
	}
	if l, ok := r.present["wall-or-move"]; ok && r.rules.WallOrMove && w == legdefs.WallingNone {
		e.add(l, "wall-or-move: needs walling")
	}
	l, ok := r.present["walling"]
	if !ok || w == legdefs.WallingNone {
		return
	}
	if r.rules.Hand.Drops {
		e.add(l, "walling: %s: not with drops", w)
	}
	if r.rules.Gating {
		e.add(l, "walling: %s: not with gating", w)
	}
	if r.rules.WallOrMove && r.rules.Blast {
		e.add(l, "walling: %s: wall-or-move not with blast", w)
	}
	if r.rules.Petrify != "" {
		e.add(l, "walling: %s: not with petrify (it changes what a capture leaves)", w)
	}
	for _, p := range r.pieces {
		if p.royal && !p.remove && !r.rules.Blast && !r.rules.WallOrMove {
			e.add(l, "walling: %s: not with a royal piece (%s)", w, p.letter.val)
			return
		}
	}
}
