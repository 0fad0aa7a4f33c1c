package compiler

// The modifier letters of a leg: what each adds to the leg's mode bits
// (docs/xbetza.md lists the letters; legdefs names the bits).

import (
	"strings"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
)

// legCtx is what modifier letters need to know about the leg they are on.
type legCtx struct {
	first   bool  // the move's first leg: 'i' means initial, else iso
	vy      int32 // the long component of the atom's base vector
	rng     int32 // the leg's range
	atom    byte
	bracket bool
	castle  bool // the O atom
}

// modeLetters are the modifier letters that only add mode bits, wherever
// they stand, and letterModes the bits of each, at the same index (a
// string and an array rather than a map, which package initialization
// would build; issue 31).
const modeLetters = "mcepxdkzqu"

var letterModes = [len(modeLetters)]int32{
	legdefs.ModeMove,
	legdefs.ModeCapture,
	legdefs.ModeEP,
	legdefs.ModeHop,
	legdefs.ModeRelay,
	legdefs.ModeFriend,
	legdefs.ModeRoyalOnly,
	legdefs.ModeCrooked,
	legdefs.ModeCircular,
	legdefs.ModeUnload,
}

// modeBits returns the mode bits modifier letter c adds, and whether it
// is one of modeLetters.
func modeBits(c byte) (int32, bool) {
	if i := strings.IndexByte(modeLetters, c); i >= 0 {
		return letterModes[i], true
	}
	return 0, false
}

// modality ORs the mode bits of the non-direction letters among mods into
// mode, as betza.js does, and rejects letters that mean nothing here.
func modality(mods []grammar.Mod, mode int32, lc legCtx) (int32, error) {
	nj, no := 0, 0
	for _, m := range mods {
		c := m.Letter
		if err := castleLetter(m, lc); err != nil {
			return 0, err
		}
		if isDirLetter(c) {
			continue
		}
		var err error
		switch c {
		case 'j':
			nj++
			mode, err = jumpMode(m, mode, lc, nj)
		case 'o':
			if no++; no > 2 {
				return 0, grammar.Errorf(m.Pos, "'o' written more than twice: o is a cylinder board, oo a torus")
			}
			mode += legdefs.ModeCylinder
		default:
			mode, err = letterMode(m, mode, lc)
		}
		if err != nil {
			return 0, err
		}
	}
	if mode&legdefs.ModeCrooked != 0 && mode&legdefs.ModeCircular != 0 {
		return 0, grammar.Errorf(firstMod(mods, 'q'), "a path cannot be both crooked (z) and circular (q)")
	}
	return mode, nil
}

// castleLetter refuses a letter that means nothing on castling O.
func castleLetter(m grammar.Mod, lc legCtx) error {
	c := m.Letter
	switch {
	case !lc.castle:
	case isDirLetter(c) && c != 'l' && c != 'r' && c != 's':
		return grammar.Errorf(m.Pos, "direction %q means nothing on castling O: the King castles sideways, use l, r or s (isO2)", c)
	case !isDirLetter(c) && c != 'i' && c != 'j':
		return grammar.Errorf(m.Pos, "%q means nothing on castling O: O takes only i (virgin pieces), j (castle with the piece next to the corner) and l, r, s", c)
	}
	return nil
}

// letterMode adds the mode bits of modifier m (not j or o) to mode.
func letterMode(m grammar.Mod, mode int32, lc legCtx) (int32, error) {
	if bits, ok := modeBits(m.Letter); ok {
		return mode | bits, nil
	}
	switch m.Letter {
	case 'g':
		return toggleMode(m, mode, lc, legdefs.ModeHop, "[pR-K] rather than gR")
	case 'y':
		return toggleMode(m, mode, lc, legdefs.ModeMove, "[F-R] rather than yafsF")
	case 'i':
		if lc.first {
			return mode | legdefs.ModeInitial, nil
		}
		return mode | legdefs.ModeIso, nil
	case 'n':
		return lameMode(m, mode, lc)
	case 't':
		return 0, grammar.Errorf(m.Pos, "'t' is not supported yet (the Interactive Diagram ignores it)")
	case 'w':
		return 0, grammar.Errorf(m.Pos, "'w' means nothing in XBetza")
	case 'a':
		if lc.bracket {
			return 0, grammar.Errorf(m.Pos, "'a' inside brackets: separate the legs with '-' or '?'")
		}
		return 0, grammar.Errorf(m.Pos, "unexpected 'a'")
	}
	return 0, grammar.Errorf(m.Pos, "unknown modifier %q", m.Letter)
}

// toggleMode adds a range toggle (g: with hop, y: with move) to mode;
// inside brackets, where each leg has its own atom (as instead shows),
// it is refused.
func toggleMode(m grammar.Mod, mode int32, lc legCtx, with int32, instead string) (int32, error) {
	if lc.bracket {
		return 0, grammar.Errorf(m.Pos, "%q inside brackets: a range toggle is not needed there, give the next leg its own atom (%s)", m.Letter, instead)
	}
	return mode | with | legdefs.ModeToggle, nil
}

// lameMode adds n to mode: lame on a leap (with e.p. rights for an initial
// or lame leap shorter than 5), an e.p. trail on a slider.
func lameMode(m grammar.Mod, mode int32, lc legCtx) (int32, error) {
	if lc.vy <= 1 && lc.rng == 1 {
		return 0, grammar.Errorf(m.Pos, "'n' (lame) means nothing on a one-step %c: there is no square in between to block; use it on longer leaps (nD, nN) or on sliders", lc.atom)
	}
	switch {
	case lc.vy > 1 && mode&(legdefs.ModeInitial|legdefs.ModeLame) != 0 && lc.vy < 5:
		return mode | legdefs.ModeLame | legdefs.ModeEPRights, nil
	case lc.vy > 1:
		return mode | legdefs.ModeLame, nil
	}
	return mode | legdefs.ModeEPTrail, nil
}

// jumpMode adds the nj-th j to mode (jj is ModeJump2).
func jumpMode(m grammar.Mod, mode int32, lc legCtx, nj int) (int32, error) {
	if lc.vy <= 1 && lc.rng == 1 && !lc.castle {
		return 0, grammar.Errorf(m.Pos, "'j' (jump) means nothing on a one-step %c: there is no square to jump over; use it on longer leaps (jD) or on W/F sliders (jR, a ski-slide)", lc.atom)
	}
	if nj > 2 {
		return 0, grammar.Errorf(m.Pos, "'j' written more than twice")
	}
	return mode + legdefs.ModeJump, nil
}

func firstMod(mods []grammar.Mod, c byte) grammar.Pos {
	for _, m := range mods {
		if m.Letter == c {
			return m.Pos
		}
	}
	return grammar.Pos{}
}
