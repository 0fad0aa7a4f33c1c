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
	longest := int32(max(files, ranks))
	steps, rest = make([]int32, len(m)), make([]bool, len(m))
	for k, l := range m {
		r := l.Range
		switch {
		case r == 0 && l.Mode&(ModeCylinder|ModeTorus) != 0:
			r = int32(files * ranks)
		case r == 0:
			r = longest
		case r == -1 && k > 0 && m[k-1].Range == 1 && m[k-1].Mode == ModeMove|ModeHop:
			r = longest
		case r == -2 && k > 0:
			r, rest[k] = steps[k-1], true
		case r < 0:
			r = (longest + 1) / 2
		case r > longest:
			r = longest
		}
		steps[k] = r
	}
	return steps, rest
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
