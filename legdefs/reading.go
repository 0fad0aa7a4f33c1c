package legdefs

// The one reading of a leg's meaning (see the package doc, "Reading a
// leg"). Back ends compile from these functions, not from the raw numbers.

// SpecialBits are the mode bits a one-leg leap of class Special may carry.
const SpecialBits = ModeMove | ModeCapture | ModeEP | ModeInitial |
	ModeLame | ModeJump | ModeFinal | ModeFriend | ModeRoyalOnly | ModeEPRights

// Class is how a back end may run a move.
type Class int

const (
	// General moves are walked leg by leg.
	General Class = iota
	// Plain moves are one leg with no bits but m, c and final, and a range
	// of 0 or more: a leap (range 1) or a slide.
	Plain
	// Special moves are one-leg leaps (range 1) whose bits are all in
	// SpecialBits: an initial double step, a lame leap, e.p. and the like.
	Special
)

// Class classifies m. A move with no step, or whose one leg is not
// final, is General.
func (m Move) Class() Class {
	if len(m) != 1 {
		return General
	}
	l := m[0]
	switch {
	case l.DX == 0 && l.DY == 0 || l.Mode&ModeFinal == 0:
		return General
	case l.Mode&^(ModeMove|ModeCapture|ModeFinal) == 0 && l.Range >= 0:
		return Plain
	case l.Range == 1 && l.Mode&^SpecialBits == 0:
		return Special
	}
	return General
}

// Ski reports whether l is a ski leg: j (or jj) on a one-step atom
// that slides, whose first square is skipped.
func (l Leg) Ski() bool {
	return l.Mode&(ModeJump|ModeJump2) != 0 && abs32(l.DX) <= 1 && abs32(l.DY) <= 1 && l.Range != 1
}

// Steps resolves the range of each leg of m on a files×ranks board: the
// most steps the leg may take, where longest is the board's longer side.
// Range 0 is unlimited: longest, or files×ranks for a leg that wraps (o,
// oo), which goes round until it comes home. -1 right after a
// ski-slide's transparent first step (range 1, mode m+hop: jR) is the
// rest of an unlimited slide, longest; any other -1 ('*') is half the
// board, rounded up. rest[k] marks a leg of range -2, which may take the
// steps leg k-1 did not: leg k-1's Steps, less the steps it took (known
// only when the move is walked). A range beyond the board is longest.
func (m Move) Steps(files, ranks int) (steps []int32, rest []bool) {
	steps, rest = make([]int32, len(m)), make([]bool, len(m))
	for k := range m {
		steps[k], rest[k] = m.LegSteps(k, files, ranks)
	}
	return steps, rest
}

// LegSteps is Steps' answer for leg k alone, without allocating: a back
// end that compiles leg by leg reads it.
func (m Move) LegSteps(k, files, ranks int) (steps int32, rest bool) {
	longest := int32(max(files, ranks))
	l := m[k]
	switch r := l.Range; {
	case r == 0 && l.Mode&(ModeCylinder|ModeTorus) != 0:
		return int32(files * ranks), false
	case r == 0:
		return longest, false
	case r == -1 && k > 0 && m[k-1].Range == 1 && m[k-1].Mode == ModeMove|ModeHop:
		return longest, false
	case r == -2 && k > 0:
		steps, _ = m.LegSteps(k-1, files, ranks)
		return steps, true
	case r < 0:
		return (longest + 1) / 2, false
	case r > longest:
		return longest, false
	default:
		return r, false
	}
}

// Passed returns the steps a leap (dx,dy) passes over, from its start:
// the multiples of the unit step of a straight leap, else the square
// halfway, rounded toward zero (as XBoard does for lame oblique leaps).
// A one-square step passes nothing.
func Passed(dx, dy int32) [][2]int32 {
	g := gcd(dx, dy)
	var out [][2]int32
	if g > 1 {
		ux, uy := dx/g, dy/g
		for k := int32(1); k < g; k++ {
			out = append(out, [2]int32{k * ux, k * uy})
		}
	} else if abs32(dx) > 1 || abs32(dy) > 1 {
		out = append(out, [2]int32{dx / 2, dy / 2})
	}
	return out
}

func gcd(a, b int32) int32 {
	a, b = abs32(a), abs32(b)
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func abs32(a int32) int32 {
	if a < 0 {
		return -a
	}
	return a
}
