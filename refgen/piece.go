package refgen

import (
	"errors"
	"fmt"
	"strings"

	"github.com/betzac/betzac/grammar"
)

// Directions are numbered 0..7 clockwise in 45° steps, starting at "forward"
// (docs/xbetza.md §1.2): 0 f, 1 fr, 2 r, 3 br, 4 b, 5 bl, 6 l, 7 fl. For an
// oblique atom such as N, direction 0 is (1,2), 1 is (2,1), 2 is (2,-1) and so
// on clockwise. A set of directions is a byte with bit d for direction d.
const (
	orthMask = 0x55 // the 4 orthogonal directions
	diagMask = 0xAA // the 4 diagonal directions
	allDirs  = 0xFF
	notBack  = 0xEF // default of a continuation leg: anything but straight back
)

// atom classes, which decide how direction letters combine.
const (
	classOrth    = iota // W D H R and other (0,n) atoms
	classDiag           // F A G B and other (n,n) atoms
	classOblique        // N C Z and other (x,y) atoms, 0 < x < y
	classK              // K and Q: 8 directions of a one-step atom
)

// step is one leg's geometry: the atom's vector in every direction.
// vector(d) rotates the base vector: base is the (x,y) leap with 0 <= x <= y
// (for 4-fold atoms, the orthogonal one, (0,n)); even directions keep its
// shape and odd directions take the 45°-turned shape: (0,n) <-> (n,n) for
// 4-fold atoms (W<->F, R<->B, D<->A), (x,y) -> (y,x) for oblique ones.
type atomGeom struct {
	x, y int // base vector, 0 <= x <= y; for 4-fold atoms x == 0
}

// vector returns the step in direction d for White (+y = forward).
func (a atomGeom) vector(d int) (int, int) {
	x, y := a.x, a.y
	if d&1 != 0 {
		if x == 0 {
			x = y // (0,n) -> (n,n)
		} else {
			x, y = y, x
		}
	}
	if d&2 != 0 {
		x, y = y, -x // 90° clockwise
	}
	if d&4 != 0 {
		x, y = -x, -y
	}
	return x, y
}

// leg is one leg of a move, as the prefix group before (or between) 'a's
// says.
type leg struct {
	dirs    byte // leg 1: absolute directions; later legs: relative to the previous leg
	m, c, d bool // move to empty / capture enemy / capture friend ("destroy")
	e       bool // e.p. capture
	p       bool // hop over an occupied square (the occupant stays)
	k       bool // capture royal pieces only
	toggle  bool // g or y: toggle the range for the rest of the move
	initial bool // i on leg 1: virgin pieces only
	iso     bool // i on a later leg: exactly as long as the previous slide
	lame    bool // n: the squares in between must be empty
	epRight bool // in (or nn) on a leap: the squares passed become e.p. squares
	jump    bool // j on a leaper: the square(s) in between must be occupied
	ski     bool // j on a W/F slider: skip the first square
	unload  bool // u: a victim of the move reappears on this leg's start square
	relay   bool // x: on a friend, borrow its moves (last leg) or make it walk the rest
	// rest: the landing leg of a hopper with a range above 1 ("pK2"): the
	// range counts the whole path, so it may go as far as the hop leg
	// left.
	rest bool
	// wrapFiles (o): the board is a cylinder, a step off the left or
	// right edge comes back on the other side; wrapRanks (oo, with
	// wrapFiles): a torus, the top and bottom edges too.
	wrapFiles, wrapRanks bool
}

// term is one atom term of a piece, ready to walk.
type term struct {
	geom   atomGeom
	letter byte // the atom letter
	ext    byte // its X or Y extension, 0 if none
	rng    int  // steps per leg, 0 = unlimited
	legs   []leg
	// curve: 'z' for a crooked path (it turns 90° one way, then back, at
	// each step), 'q' for a circular one (it turns one direction step,
	// always the same way); 0 for a straight one. See walker.curve.
	curve byte
	// castling (atom O): the king moves castleSteps squares toward a
	// virgin friendly piece on the edge file.
	castle      bool
	castleSteps int
	// castleInner (jO): the partner stands one square in from the edge.
	castleInner bool
}

// legRange is the range of a leg after n g/y toggles. Betza's page
// (XBoard's Betza.html, on g): W, F and K turn into R, B and Q and back,
// whatever range was written (so gafsW0 rides a bishop line after the hop,
// gafsR takes one step); on any other atom a range of 1 becomes unlimited
// and any other range 1.
func (t *term) legRange(n int) int {
	rng := t.rng
	family := t.ext == 0 && strings.IndexByte("WFKRBQ", t.letter) >= 0
	slider := strings.IndexByte("RBQ", t.letter) >= 0
	for range n {
		if family {
			slider = !slider
			rng = 1
			if slider {
				rng = 0
			}
		} else if rng == 1 {
			rng = 0
		} else {
			rng = 1
		}
	}
	return rng
}

// direction-letter tables (docs/xbetza.md §1.2): wide and narrow direction
// sets for oblique and diagonal atoms (dirSpec) and for the K system
// (dirSpecK), which the continuation legs also use.
type wideNarrow struct{ wide, narrow byte }

var dirSpec = map[byte]wideNarrow{
	'f': {0xC3, 0x81}, 'b': {0x3C, 0x18}, 'v': {0x99, 0x99},
	'l': {0xF0, 0x60}, 'r': {0x0F, 0x06}, 's': {0x66, 0x66},
}

var dirSpecK = map[byte]wideNarrow{
	'f': {0x83, 0x01}, 'b': {0x38, 0x10}, 'v': {0xBB, 0x11},
	'l': {0xE0, 0x40}, 'r': {0x0E, 0x04}, 's': {0xEE, 0x44},
}

// diagWide is the wide set of a letter for a diagonal atom, where v and s
// (both sides) mean all directions: vF = fF + bF.
func diagWide(c byte) byte {
	if c == 'v' || c == 's' {
		return allDirs
	}
	return dirSpec[c].wide
}

func isVertical(c byte) bool   { return c == 'f' || c == 'b' || c == 'v' }
func isHorizontal(c byte) bool { return c == 'l' || c == 'r' || c == 's' }

// pairs reports whether two adjacent direction letters combine into one
// direction set: perpendicular letters ("fr", "rf", "fs") or the same
// letter twice ("ff").
func pairs(a, b byte) bool {
	return a == b || isVertical(a) && isHorizontal(b) || isHorizontal(a) && isVertical(b)
}

// includes reports whether one of two different letters includes the
// other (fv, vb, ls, sr): betza.js reads such a pair as the first letter
// alone, so it is refused, as the compiler does.
func includes(a, b byte) bool {
	return a != b && (a == 'v' && (b == 'f' || b == 'b') || b == 'v' && (a == 'f' || a == 'b') ||
		a == 's' && (b == 'l' || b == 'r') || b == 's' && (a == 'l' || a == 'r'))
}

// dirSet turns the direction letters of one leg into a set, by the rules of
// docs/xbetza.md §1.2 for the atom class (continuation legs use classK).
func dirSet(letters []byte, class int) (byte, error) {
	var set byte
	for i := 0; i < len(letters); {
		a := letters[i]
		if a == 'h' {
			// "hr"/"hl": the chiral half of an oblique atom.
			if i+1 < len(letters) && (letters[i+1] == 'r' || letters[i+1] == 'l') && class == classOblique {
				if letters[i+1] == 'r' {
					set |= 0x55
				} else {
					set |= 0xAA
				}
				i += 2
				continue
			}
			return 0, fmt.Errorf("'h' must follow a direction letter, or come before r/l on an oblique atom")
		}
		spec := dirSpec
		if class == classK {
			spec = dirSpecK
		}
		sa := spec[a]
		// letter + h: the wide set of the letter.
		if i+1 < len(letters) && letters[i+1] == 'h' {
			set |= sa.wide
			i += 2
			continue
		}
		if i+1 < len(letters) && class != classOrth && includes(a, letters[i+1]) {
			return 0, fmt.Errorf("%q is ambiguous: one letter includes the other", string(letters[i:i+2]))
		}
		if i+1 < len(letters) && letters[i+1] != 'h' && pairs(a, letters[i+1]) {
			sb := spec[letters[i+1]]
			switch class {
			case classOrth:
				// Orthogonal atoms never combine letters: each adds its own.
				set |= sa.narrow | sb.narrow
			case classDiag:
				set |= diagWide(a) & diagWide(letters[i+1])
			case classOblique:
				set |= sa.wide & sb.narrow
			case classK:
				if a == letters[i+1] {
					set |= sa.narrow
				} else {
					set |= sa.wide & sb.wide
				}
			}
			i += 2
			continue
		}
		// A single letter.
		switch class {
		case classDiag:
			// f, b, l, r: the pair of diagonals on that side; v and s
			// (both sides) all four.
			set |= diagWide(a)
		default:
			set |= sa.narrow
		}
		i++
	}
	return set, nil
}

// compilePiece turns a parsed Betza string into terms.
func compilePiece(p *grammar.Piece) ([]term, error) {
	var terms []term
	for _, t := range p.Terms {
		if t.IsBracket() {
			return nil, fmt.Errorf("column %d: bracket notation is not supported", t.Pos.Column())
		}
		ct, err := compileTerm(t)
		if err != nil {
			return nil, err
		}
		terms = append(terms, ct)
	}
	return terms, nil
}

// compileTerm turns one parsed term (an atom and its legs) into a term:
// the atom's shape and range, each leg's modifiers and directions, then a
// final hopper leg split in two.
func compileTerm(t *grammar.Term) (term, error) {
	a := t.Atom
	fail := func(err error) (term, error) {
		return term{}, fmt.Errorf("column %d: %v", t.Pos.Column(), err)
	}
	if a.Star {
		return fail(errors.New("range '*' is not supported"))
	}
	if a.Letter == 'O' {
		return compileCastling(t)
	}
	geom, class, err := atomShape(a.Letter, a.Ext)
	if err != nil {
		return fail(err)
	}
	out := term{letter: a.Letter, ext: a.Ext, geom: geom, rng: atomRange(a)}
	for i, lg := range t.Legs {
		l, err := compileLeg(lg, &out, class, i == 0, i == len(t.Legs)-1)
		if err != nil {
			return fail(err)
		}
		out.legs = append(out.legs, l)
	}
	if out.curve != 0 {
		return curveTerm(t, out)
	}
	if err := finishLastLeg(&out); err != nil {
		return fail(err)
	}
	return out, nil
}

// atomShape returns the leap of an atom letter with its X or Y extension,
// and its class.
func atomShape(letter, ext byte) (atomGeom, int, error) {
	geom, class := atomGeom{0, 1}, classOrth
	switch letter {
	case 'W', 'R':
	case 'F', 'B':
		class = classDiag
	case 'D':
		geom = atomGeom{0, 2}
	case 'A':
		geom, class = atomGeom{0, 2}, classDiag
	case 'H':
		geom = atomGeom{0, 3}
	case 'G':
		geom, class = atomGeom{0, 3}, classDiag
	case 'N':
		geom, class = atomGeom{1, 2}, classOblique
	case 'C':
		geom, class = atomGeom{1, 3}, classOblique
	case 'Z':
		geom, class = atomGeom{2, 3}, classOblique
	case 'K', 'Q':
		class = classK
	default:
		return atomGeom{}, 0, fmt.Errorf("atom %q is not supported", letter)
	}
	if ext == 0 {
		return geom, class, nil
	}
	// Work on the real leap, then reclassify.
	x, y := geom.x, geom.y
	if class == classDiag {
		x = y
	}
	if ext == 'X' {
		y += 3
	} else {
		x, y = x+2, y+2
	}
	switch {
	case x == 0:
		return atomGeom{0, y}, classOrth, nil
	case x == y:
		return atomGeom{0, y}, classDiag, nil
	default:
		return atomGeom{x, y}, classOblique, nil
	}
}

// atomRange is an atom's range: 1 for leapers, unlimited (0) for R B Q;
// a written range or a doubled letter overrides.
func atomRange(a *grammar.Atom) int {
	rng := 1
	if a.Letter == 'R' || a.Letter == 'B' || a.Letter == 'Q' || a.Doubled {
		rng = 0
	}
	if a.Range != grammar.NoRange {
		rng = a.Range
	}
	return rng
}

// legMods are the modifiers of a leg that compileLeg reads after the
// others: the direction letters, and the ones that may be repeated.
type legMods struct {
	letters []byte // direction letters
	n, j, o int    // how many times n, j and o are written
}

// compileLeg compiles one leg of term out (whose atom has the given
// class): its modifiers, its directions, and what n and j mean on it.
func compileLeg(lg *grammar.Leg, out *term, class int, first, final bool) (leg, error) {
	l, mods, err := legModifiers(lg, out, first)
	if err != nil {
		return leg{}, err
	}
	if mods.o > 2 {
		return leg{}, errors.New("'o' more than twice")
	}
	l.wrapFiles, l.wrapRanks = mods.o > 0, mods.o == 2
	if l.dirs, err = legDirs(mods.letters, class, first); err != nil {
		return leg{}, err
	}
	if err := legLameJump(&l, mods, out); err != nil {
		return leg{}, err
	}
	if !final && !(l.m || l.c || l.e || l.p || l.d || l.relay) {
		l.m = true // a non-final leg passes over an empty square by default
	}
	return l, nil
}

// legModifiers reads a leg's modifier letters into a leg, and notes on
// out the curve (z, q) a leg asks for.
func legModifiers(lg *grammar.Leg, out *term, first bool) (leg, legMods, error) {
	var l leg
	var mods legMods
	for _, m := range lg.Mods {
		switch m.Letter {
		case 'f', 'b', 'l', 'r', 'v', 's', 'h':
			mods.letters = append(mods.letters, m.Letter)
		case 'm':
			l.m = true
		case 'c':
			l.c = true
		case 'd':
			l.d = true
		case 'e':
			l.e = true
		case 'p':
			l.p = true
		case 'g':
			l.p, l.toggle = true, true
		case 'y':
			l.m, l.toggle = true, true
		case 'k':
			l.k = true
		case 't':
			// "tame"/friendly hops in XBoard; the Interactive Diagram
			// ignores it, and so do we.
		case 'i':
			if first {
				l.initial = true
			} else {
				l.iso = true
			}
		case 'n':
			mods.n++
		case 'j':
			mods.j++
		case 'u':
			l.unload = true
		case 'x':
			l.relay = true
		case 'o':
			mods.o++
		case 'z', 'q':
			if out.curve != 0 && out.curve != m.Letter {
				return leg{}, mods, errors.New("a path cannot be both crooked (z) and circular (q)")
			}
			out.curve = m.Letter
		default:
			return leg{}, mods, fmt.Errorf("modifier %q is not supported", m.Letter)
		}
	}
	return l, mods, nil
}

// legDirs is the direction set of a leg's direction letters: on the first
// leg within the atom's class (all of them by default), on a later leg
// relative to the previous one (anything but straight back by default).
func legDirs(letters []byte, class int, first bool) (byte, error) {
	cls := class
	if !first {
		cls = classK
	}
	set, err := dirSet(letters, cls)
	if err != nil {
		return 0, err
	}
	if first {
		switch class {
		case classOrth:
			set &= orthMask
		case classDiag:
			set &= diagMask
		}
		if set == 0 && len(letters) == 0 {
			switch class {
			case classOrth:
				set = orthMask
			case classDiag:
				set = diagMask
			default:
				set = allDirs
			}
		}
	} else if set == 0 && len(letters) == 0 {
		set = notBack
	}
	if set == 0 {
		return 0, errors.New("the direction letters select no direction")
	}
	return set, nil
}

// legLameJump applies n and j to a leg of out: lame or jumping on a leap
// longer than one step, e.p. rights for "in" or "nn", a ski-slide for j
// on a slider.
func legLameJump(l *leg, mods legMods, out *term) error {
	leapLen := max(out.geom.x, out.geom.y) // Chebyshev length of the leap
	if mods.n > 0 {
		if leapLen > 1 {
			l.lame = true
		} else if out.rng != 1 {
			return errors.New("'n' on a one-step slider (an e.p. trail) is not supported")
		}
		// 'n' on a one-step leaper means nothing.
	}
	// "in" (or "nn") on a leap: the move makes e.p. rights.
	l.epRight = l.lame && (l.initial || mods.n > 1)
	if mods.j > 1 {
		return errors.New("'jj' (may jump many, XBoard) is not supported")
	}
	if mods.j > 0 {
		switch {
		case leapLen > 1:
			l.jump = true
		case out.rng != 1:
			l.ski = true
		default:
			return errors.New("'j' here is not supported")
		}
	}
	return nil
}

// finishLastLeg splits a final hopper leg (p/g) in two, slide to the
// platform and hop it, then go on straight; and makes a final leg with
// no move rights move or capture.
func finishLastLeg(out *term) error {
	last := &out.legs[len(out.legs)-1]
	if last.p && last.relay {
		return errors.New("'x' on a hopper's last leg is not supported")
	}
	if last.p {
		hop := leg{dirs: last.dirs, p: true, toggle: last.toggle, initial: last.initial, iso: last.iso, lame: last.lame, jump: last.jump, ski: last.ski, unload: last.unload}
		land := leg{dirs: 0x01, m: last.m, c: last.c, d: last.d, k: last.k, rest: !last.toggle && out.rng > 1}
		out.legs[len(out.legs)-1] = hop
		out.legs = append(out.legs, land)
		last = &out.legs[len(out.legs)-1]
	}
	if !(last.m || last.c || last.e || last.d || last.k || last.relay) {
		last.m, last.c = true, true // a final leg moves or captures by default
	}
	return nil
}

// curveTerm checks a z or q term: one leg that may only move (m) and
// capture (c), be initial (i) and choose directions; it moves and captures
// by default.
func curveTerm(t *grammar.Term, out term) (term, error) {
	if len(t.Legs) != 1 {
		return term{}, fmt.Errorf("column %d: a crooked or circular path (z, q) with 'a' is not supported", t.Pos.Column())
	}
	for _, m := range t.Legs[0].Mods {
		switch m.Letter {
		case 'f', 'b', 'l', 'r', 'v', 's', 'h', 'm', 'c', 'i', 'z', 'q':
		default:
			return term{}, fmt.Errorf("column %d: %q on a crooked or circular path (z, q) is not supported", t.Pos.Column(), m.Letter)
		}
	}
	l := &out.legs[0]
	if !l.m && !l.c {
		l.m, l.c = true, true
	}
	return out, nil
}

// compileCastling reads an O term: "isO2" castles to both sides, the king
// moving 2 squares.
func compileCastling(t *grammar.Term) (term, error) {
	a := t.Atom
	fail := func(format string, args ...any) (term, error) {
		return term{}, fmt.Errorf("column %d: %s", t.Pos.Column(), fmt.Sprintf(format, args...))
	}
	if len(t.Legs) != 1 {
		return fail("castling (O) cannot have several legs")
	}
	if a.Range == grammar.NoRange || a.Range < 1 {
		return fail("castling needs the king's step count, as in O2")
	}
	if a.Range == 1 {
		// refgen names a castling move by the king's squares alone, so a
		// one-square castling would merge with the king's own step.
		return fail("castling by one square (O1) is not supported")
	}
	out := term{letter: 'O', geom: atomGeom{0, 1}, castle: true, castleSteps: a.Range}
	var l leg
	var letters []byte
	for _, m := range t.Legs[0].Mods {
		switch m.Letter {
		case 'f', 'b', 'l', 'r', 'v', 's', 'h':
			letters = append(letters, m.Letter)
		case 'i':
			l.initial = true
		case 'j':
			out.castleInner = true
		default:
			return fail("modifier %q on castling is not supported", m.Letter)
		}
	}
	set, err := dirSet(letters, classOrth)
	if err != nil {
		return fail("%v", err)
	}
	set &= orthMask
	if len(letters) == 0 {
		set = 0x44 // sideways
	}
	if set == 0 {
		return fail("the direction letters select no direction")
	}
	l.dirs = set
	out.legs = []leg{l}
	return out, nil
}
