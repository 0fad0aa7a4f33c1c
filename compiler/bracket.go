package compiler

import (
	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
)

// bleg is one bracket leg after decoding.
type bleg struct {
	in   atomInfo
	src  *grammar.BracketLeg
	dirs uint8 // explicit directions (absolute on leg 0, relative after); 0 = default
	mode int32 // modality letters only, no defaults
}

// outwardSet is the candidate set for a bracket leg without direction
// letters: straight on and the two 45° turns. The filter keeps those its
// atom can take (see legOK).
const outwardSet = 0x83

// bracketTerm compiles a bracket term such as "[F?R]" or "v[W?B]". See the
// package documentation for the choices made where the notation's meaning
// in the Interactive Diagram is not known.
func (c *compiler) bracketTerm(t *grammar.Term) error {
	n := len(t.Bracket)
	if n == 0 {
		return grammar.Errorf(t.Pos, "empty brackets")
	}
	if n > MaxLegs {
		pos := t.Pos
		if bl := t.Bracket[MaxLegs]; bl != nil {
			pos = bl.Pos
		}
		return grammar.Errorf(pos, "a move with %d legs: at most %d are allowed", n, MaxLegs)
	}
	// Outer prefixes: directions for the whole path, and i.
	var outerDirs []grammar.Mod
	var initial int32
	for _, m := range t.Outer {
		switch {
		case isDirLetter(m.Letter):
			outerDirs = append(outerDirs, m)
		case m.Letter == 'i':
			initial = legdefs.ModeInitial
		default:
			return grammar.Errorf(m.Pos, "%q before the brackets: only direction letters and i go there; put modality letters inside, on the leg they apply to ([F?cR])", m.Letter)
		}
	}
	legs := make([]bleg, n)
	for k, bl := range t.Bracket {
		if bl == nil || bl.Atom == nil {
			return grammar.Errorf(t.Pos, "bracket leg without an atom")
		}
		in, err := lookupAtom(bl.Atom)
		if err != nil {
			return err
		}
		switch {
		case in.drop, in.castl:
			return grammar.Errorf(bl.Atom.Pos, "%c cannot be a leg inside brackets", bl.Atom.Letter)
		}
		if k > 0 && bl.Sep != '-' && bl.Sep != '?' {
			return grammar.Errorf(bl.Pos, "bracket legs are separated by '-' or '?'")
		}
		sym := in.sym
		if k > 0 {
			sym = symK
		}
		ds, err := dirSet(bl.Mods, sym)
		if err != nil {
			return err
		}
		if k == 0 {
			ds &= classMask(sym)
		}
		var mode int32
		if k == 0 {
			mode = in.mode | initial
		}
		mode, err = modality(bl.Mods, mode, legCtx{first: k == 0, vy: in.base.y, rng: in.rng, atom: bl.Atom.Letter, bracket: true})
		if err != nil {
			return err
		}
		if mode&(legdefs.ModeCrooked|legdefs.ModeCircular) != 0 {
			return grammar.Errorf(firstMod(bl.Mods, zq(mode)), "%q (a curved path) inside brackets is not supported", zq(mode))
		}
		legs[k] = bleg{in: in, src: bl, dirs: ds, mode: mode}
	}

	return c.emitBracket(t, legs, outerDirs)
}

// emitBracket emits the moves of a bracket term's decoded legs: the full
// paths that the outer directions select and, at each '?', the shorter
// moves that start one of them.
func (c *compiler) emitBracket(t *grammar.Term, legs []bleg, outerDirs []grammar.Mod) error {
	n := len(legs)
	kept, err := selectedPaths(t, legs, outerDirs)
	if err != nil {
		return err
	}
	before := len(c.moves)
	for stop := 1; stop <= n; stop++ {
		if stop < n && t.Bracket[stop].Sep != '?' {
			continue
		}
		keep := func(abs []int8) bool {
			key := 0
			for k := range stop {
				key = key*8 + int(abs[k])
			}
			return kept[key*16+stop]
		}
		chain, err := bracketLegs(legs, stop)
		if err != nil {
			return err
		}
		if err := c.emit(chain, keep, t.Pos); err != nil {
			return err
		}
	}
	if len(c.moves) == before {
		pos := t.Pos
		for k := len(legs) - 1; k > 0; k-- {
			if legs[k].dirs != 0 {
				pos = legs[k].src.Pos
			}
		}
		return grammar.Errorf(pos, "these brackets describe no move: check that each leg's directions suit its atom (an orthogonal atom after a diagonal one must turn by 45°, fr or fl)")
	}
	return nil
}

// selectedPaths returns the full paths that the outer directions select,
// and every start of one: the absolute directions of the first k legs,
// packed base 8 into key, are kept[key*16+k].
func selectedPaths(t *grammar.Term, legs []bleg, outerDirs []grammar.Mod) (map[int]bool, error) {
	n := len(legs)
	sel := &outerSel{mods: outerDirs, leg0: legs[0].in.sym}
	full, err := bracketLegs(legs, n)
	if err != nil {
		return nil, err
	}
	var selErr error
	kept := map[int]bool{}
	_, err = expand(nil, full, func(abs []int8) bool {
		if !bracketPathOK(legs, abs[:n]) {
			return false
		}
		ok, err := sel.selects(legs, abs[:n])
		if err != nil {
			selErr = err
			return false
		}
		if ok {
			key := 0
			for k := range n {
				key = key*8 + int(abs[k])
				kept[key*16+k+1] = true
			}
		}
		return false
	})
	if err == errTooMany {
		return nil, grammar.Errorf(t.Pos, "this term expands to more than %d moves", MaxTermMoves)
	}
	if selErr != nil {
		return nil, selErr
	}
	return kept, nil
}

// bracketPathOK reports whether every leg after the first may take its
// absolute direction in abs (bracketLegOK).
func bracketPathOK(legs []bleg, abs []int8) bool {
	for k := 1; k < len(abs); k++ {
		if !bracketLegOK(legs, k, abs[k-1], abs[k]) {
			return false
		}
	}
	return true
}

// bracketLegOK reports whether leg k (k >= 1) may take absolute direction
// abs after a leg in direction prev: its atom must be able to move that
// way, and a leg without direction letters goes outward.
func bracketLegOK(legs []bleg, k int, prev, abs int8) bool {
	in := legs[k].in
	if in.sym == symOrth && abs&1 != 0 || in.sym == symDiag && abs&1 == 0 {
		return false
	}
	if legs[k].dirs == 0 {
		rel := (abs - prev) & 7
		if rel != 0 && (in.sym == symOblique || legs[k-1].in.sym == symOblique) {
			return false
		}
	}
	return true
}

// bracketLegs builds the leg chain of the first n bracket legs, the last
// of them final.
func bracketLegs(legs []bleg, n int) ([]legSpec, error) {
	out := make([]legSpec, 0, n+1)
	for k := range n - 1 {
		l := legs[k]
		mode := l.mode
		if mode&(legdefs.ModeMove|legdefs.ModeCapture|legdefs.ModeEP|legdefs.ModeCastle|legdefs.ModeHop|legdefs.ModeRelay|legdefs.ModeFriend) == 0 {
			mode |= legdefs.ModeMove
		}
		if l.in.rng != legs[k+1].in.rng {
			mode |= legdefs.ModeToggle
		}
		out = append(out, legSpec{base: l.in.base, rng: l.in.rng, mode: mode, dirs: legDirs(legs, k)})
	}
	l := legs[n-1]
	return finalLeg(out, l.in.base, ranger{cur: l.in.rng}, l.mode, legDirs(legs, n-1), l.src.Mods)
}

func legDirs(legs []bleg, k int) uint8 {
	switch d := legs[k].dirs; {
	case d != 0:
		return d
	case k == 0:
		return classMask(legs[0].in.sym)
	default:
		return outwardSet
	}
}

// outerSel applies the direction letters written before the brackets. A
// path that bends by 45° after a four-fold first leg ([F?R], [W?B]) is
// read as an oblique atom, the way H.G. Muller describes it: "v[F?R]" is
// the Ship, the Griffon paths that end vertically. Any other path (one
// leg, straight on, or bending more) is selected by its first leg's
// direction, with the letters read for that leg's atom.
type outerSel struct {
	mods []grammar.Mod
	leg0 int // symmetry class of the first leg's atom

	first, oblique       uint8
	firstErr, obliqueErr error
	firstDone, oblDone   bool
}

func (s *outerSel) selects(legs []bleg, abs []int8) (bool, error) {
	if len(s.mods) == 0 {
		return true, nil
	}
	a0 := abs[0]
	if len(abs) >= 2 && (s.leg0 == symOrth || s.leg0 == symDiag) {
		switch rel := (abs[1] - a0) & 7; rel {
		case 1, 7:
			if !s.oblDone {
				s.oblique, s.obliqueErr = dirSet(s.mods, symOblique)
				s.oblDone = true
			}
			if s.obliqueErr != nil {
				return false, s.obliqueErr
			}
			nd := a0
			if rel == 7 {
				nd = (a0 + 7) & 7
			}
			return s.oblique>>nd&1 != 0, nil
		}
	}
	if !s.firstDone {
		s.first, s.firstErr = dirSet(s.mods, s.leg0)
		s.first &= classMask(s.leg0)
		s.firstDone = true
	}
	if s.firstErr != nil {
		return false, s.firstErr
	}
	return s.first>>a0&1 != 0, nil
}
