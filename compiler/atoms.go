package compiler

import (
	"strings"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
)

// Symmetry classes of an atom (betza.js "sym"). They decide which absolute
// directions a first leg may take and how direction letters combine.
const (
	symOrth    = 0 // W D H R (and O): 4 orthogonal directions, the even ones
	symK       = 1 // K Q and every continuation leg: 8 directions, one per letter
	symDiag    = 2 // F A G B: 4 diagonal directions, the odd ones
	symOblique = 3 // N C Z and the X/Y atoms: 8 directions
)

// classMask is the set of absolute directions an atom of the class can take.
func classMask(sym int) uint8 {
	switch sym {
	case symOrth:
		return 0x55
	case symDiag:
		return 0xAA
	}
	return 0xFF
}

// vec is a step in "direction 0" form: (0,n) for orthogonal, diagonal and
// K-system atoms, (short,long) for oblique ones. dirVector turns it into
// the absolute step for a direction 0..7.
type vec struct{ x, y int32 }

// dirVector returns base v turned to absolute direction d (0 forward, then
// clockwise in 45° steps). An odd direction first converts the shape:
// (0,n) becomes (n,n), (x,y) becomes (y,x); then the vector is rotated 90°
// clockwise d>>1 times.
func dirVector(v vec, d int) vec {
	x, y := v.x, v.y
	if d&1 != 0 {
		switch {
		case x == 0:
			x = y
		case x == y:
			y = 0
		default:
			x, y = y, x
		}
	}
	if d&2 != 0 {
		x, y = y, -x
	}
	if d&4 != 0 {
		x, y = -x, -y
	}
	return vec{x, y}
}

// atomInfo is what an atom letter with its suffixes means.
type atomInfo struct {
	base  vec
	sym   int
	rng   int32 // repeat count: 1 leaper, 0 unlimited, -1 '*'
	mode  int32 // mode bits the atom itself contributes to its first leg
	drop  bool  // '@': contributes no moves
	castl bool  // 'O'
}

// atomLetters are the atom letters as lookupAtom reads them before X, Y
// and the range, and atomInfos what each means, at the same index:
// leapers by symmetry class (orthogonal, diagonal, oblique, the K
// system), the sliders, castling O and the drop '@'. A string and an
// array, which the compiler lays out as data, not a map, which package
// initialization would build (issue 31).
const atomLetters = "WDHFAGNCZKQRBO@"

var atomInfos = [len(atomLetters)]atomInfo{
	leaper(0, 1, symOrth), leaper(0, 2, symOrth), leaper(0, 3, symOrth),
	leaper(0, 1, symDiag), leaper(0, 2, symDiag), leaper(0, 3, symDiag),
	leaper(1, 2, symOblique), leaper(1, 3, symOblique), leaper(2, 3, symOblique),
	leaper(0, 1, symK),
	slider(symK), slider(symOrth), slider(symDiag),
	{base: vec{0, 1}, sym: symOrth, rng: 1, castl: true, mode: legdefs.ModeCastle | legdefs.ModeEPTrail},
	{rng: 1, drop: true},
}

// atomOf returns what atom letter c means, and whether it is one.
func atomOf(c byte) (atomInfo, bool) {
	if i := strings.IndexByte(atomLetters, c); i >= 0 {
		return atomInfos[i], true
	}
	return atomInfo{}, false
}

// leaper is an atom that leaps once by (x,y) in direction-0 form.
func leaper(x, y int32, sym int) atomInfo { return atomInfo{base: vec{x, y}, sym: sym, rng: 1} }

// slider is an atom that slides by one-square steps without limit.
func slider(sym int) atomInfo { return atomInfo{base: vec{0, 1}, sym: sym} }

// lookupAtom decodes an atom, or reports why it cannot be compiled.
func lookupAtom(a *grammar.Atom) (atomInfo, error) {
	if a == nil {
		return atomInfo{}, grammar.Errorf(grammar.Pos{}, "missing atom")
	}
	in, ok := atomOf(a.Letter)
	if !ok {
		return in, unknownAtom(a)
	}
	if a.Ext != 0 {
		if err := extendAtom(&in, a); err != nil {
			return in, err
		}
	}
	if err := atomRange(&in, a); err != nil {
		return in, err
	}
	if in.castl && in.rng < 1 {
		return in, grammar.Errorf(a.Pos, "castling O needs the number of squares the piece moves, 1 or more (O2, O3)")
	}
	return in, nil
}

// unknownAtom says why atom a, not in atoms, cannot be compiled.
func unknownAtom(a *grammar.Atom) error {
	switch a.Letter {
	case 'U':
		return grammar.Errorf(a.Pos, "the universal leaper U is not supported yet")
	case 'I':
		return grammar.Errorf(a.Pos, "the imitator I is not supported yet")
	}
	return grammar.Errorf(a.Pos, "unknown atom %q", a.Letter)
}

// extendAtom applies a's X or Y extension to in.
func extendAtom(in *atomInfo, a *grammar.Atom) error {
	switch a.Letter {
	case 'O', '@':
		return grammar.Errorf(a.Pos, "%c%c means nothing: the X and Y extensions apply to leapers (W F D N A H C Z G) and K Q R B", a.Letter, a.Ext)
	}
	switch a.Ext {
	case 'X': // three more along the long axis
		if in.sym == symDiag {
			in.base = vec{in.base.y, in.base.y + 3}
			in.sym = symOblique
		} else {
			in.base.y += 3
		}
	case 'Y': // (2,2) more
		in.base.y += 2
		if in.sym != symDiag {
			in.base.x += 2
			in.sym = symOblique
		}
	default:
		return grammar.Errorf(a.Pos, "unknown atom extension %q (X or Y)", a.Ext)
	}
	return nil
}

// atomRange applies a's doubling, '*' or range to in.
func atomRange(in *atomInfo, a *grammar.Atom) error {
	switch {
	case a.Doubled:
		if a.Range != grammar.NoRange || a.Star {
			return grammar.Errorf(a.Pos, "%c%c already means an unlimited range: write either %c%c or %c with a range", a.Letter, a.Letter, a.Letter, a.Letter, a.Letter)
		}
		in.rng = 0
	case a.Star:
		in.rng = -1
		in.mode |= legdefs.ModeEPRights
	case a.Range != grammar.NoRange:
		if a.Range < 0 || a.Range > 99 {
			return grammar.Errorf(a.Pos, "range %d out of bounds (0-99)", a.Range)
		}
		in.rng = int32(a.Range)
	}
	return nil
}

// DirSpec and DirSpecK of betza.js: (wide << 8) | narrow for each direction
// letter, h = 16 as a marker. dirSpec is used by oblique atoms, dirSpecK by
// the K system, diagonal atoms and continuation legs; orthogonal atoms use
// only the narrow part of dirSpec.
func dirSpec(c byte) uint16 {
	switch c {
	case 'f':
		return 0xC381
	case 'b':
		return 0x3C18
	case 'v':
		return 0x9999
	case 'l':
		return 0xF060
	case 'r':
		return 0x0F06
	case 's':
		return 0x6666
	case 'h':
		return 16
	}
	return 0
}

func dirSpecK(c byte) uint16 {
	switch c {
	case 'f':
		return 0x8301
	case 'b':
		return 0x3810
	case 'v':
		return 0xBB11
	case 'l':
		return 0xE040
	case 'r':
		return 0x0E04
	case 's':
		return 0xEE44
	case 'h':
		return 16
	}
	return 0
}

func isDirLetter(c byte) bool { return dirSpec(c) != 0 }

// dirSet combines the direction letters among mods into a set of direction
// bits, following the betza.js combining rules for symmetry class sym (see
// docs/xbetza.md §1.2): a letter may combine with the letter right
// after it. An empty result means "no direction letters".
func dirSet(mods []grammar.Mod, sym int) (uint8, error) {
	var set uint16
	for i := 0; i < len(mods); i++ {
		if dirSpec(mods[i].Letter) == 0 {
			continue
		}
		var next byte
		if i+1 < len(mods) {
			next = mods[i+1].Letter
		}
		dirs, both, err := dirLetter(mods[i], next, sym)
		if err != nil {
			return 0, err
		}
		set |= dirs
		if both {
			i++
		}
	}
	return uint8(set), nil
}

// dirLetter reads the direction letter m, followed by the letter next (0
// at the end), on an atom of class sym: the directions they stand for, and
// whether next combined with m (both letters are used).
func dirLetter(m grammar.Mod, next byte, sym int) (dirs uint16, both bool, err error) {
	c := m.Letter
	d := dirSpec(c)
	switch {
	case sym == symOrth:
		if c == 'h' {
			return 0, false, grammar.Errorf(m.Pos, "'h' means nothing on an orthogonal atom: its directions are f, b, l, r (and v, s)")
		}
		return d & 0xFF, false, nil
	case d == 16: // h first: chirality, oblique atoms only
		return chirality(m, next, sym)
	}
	var d2 uint16
	if sym != symOblique {
		d = dirSpecK(c)
		d2 = dirSpecK(next)
	} else {
		d2 = dirSpec(next)
	}
	switch {
	case d2 == 0:
		if sym&1 != 0 {
			return d & 0xFF, false, nil
		}
		return d >> 8, false, nil
	case d2 == 16: // "fh": the wide set
		return d >> 8, true, nil
	case sym == symK:
		return combineK(m, next, d, d2)
	case sym == symDiag:
		return combineDiag(m, next, d, d2)
	}
	return combineOblique(m, next, d, d2)
}

// chirality reads 'h' written first: hr and hl on an oblique atom.
func chirality(m grammar.Mod, next byte, sym int) (uint16, bool, error) {
	switch {
	case sym == symOblique && next == 'r':
		return 0x55, true, nil
	case sym == symOblique && next == 'l':
		return 0xAA, true, nil
	case sym == symOblique:
		return 0, false, grammar.Errorf(m.Pos, "'h' here means nothing: write hr or hl for a chiral piece, or put h after a direction (fh)")
	}
	return 0, false, grammar.Errorf(m.Pos, "'h' here means nothing: put it after a direction letter (fh = forward and the forward diagonals)")
}

// combineK combines direction letters m and next (specs d, d2) on a K-system
// atom or continuation leg.
func combineK(m grammar.Mod, next byte, d, d2 uint16) (uint16, bool, error) {
	switch {
	case d&d2&0xFF00 == 0: // b after f: no combining
		return d & 0xFF, false, nil
	case m.Letter == next: // doubled (ff): the single direction, both letters used
		return d & 0xFF, true, nil
	case d&(d2>>8) != 0: // fv, ls: the Diagram drops the second letter
		return 0, false, overlapping(m, next)
	}
	return (d & d2) >> 8, true, nil // perpendicular letters: the wide sets intersect
}

// combineDiag combines direction letters m and next (specs d, d2) on a
// diagonal atom.
func combineDiag(m grammar.Mod, next byte, d, d2 uint16) (uint16, bool, error) {
	if m.Letter != next && d&(d2>>8) != 0 {
		return 0, false, overlapping(m, next)
	}
	if d&d2&0xFF00 != 0 {
		return (d & d2) >> 8, true, nil
	}
	return d >> 8, false, nil
}

// combineOblique combines direction letters m and next (specs d, d2) on an
// oblique atom: the wide set of the first ∩ the narrow set of the second.
func combineOblique(m grammar.Mod, next byte, d, d2 uint16) (uint16, bool, error) {
	if m.Letter != next && dirSpecK(m.Letter)&(dirSpecK(next)>>8) != 0 {
		return 0, false, overlapping(m, next)
	}
	if x := d2 & (d >> 8); x != 0 {
		return x, true, nil
	}
	return d & 0xFF, false, nil
}

// overlapping refuses two adjacent letters where one includes the other
// (fv, vb, ls, sr) on an atom whose letters combine: betza.js reads "fv"
// as f and drops the v, which is hardly what anyone means.
func overlapping(m grammar.Mod, next byte) error {
	a, b := m.Letter, next
	return grammar.Errorf(m.Pos, "\"%c%c\" is ambiguous (the Interactive Diagram reads it as %c): write %c or %c alone, or %c%c%c for both", a, b, a, a, b, a, a, b)
}
