package compiler

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/legdefs"
)

// TestLetterTablesAsMaps: atomOf and modeBits, lookups in a string and an
// array, answer for every byte what the maps they replaced (issue 31)
// answered.
func TestLetterTablesAsMaps(t *testing.T) {
	oldAtoms := map[byte]atomInfo{
		'W': leaper(0, 1, symOrth), 'D': leaper(0, 2, symOrth), 'H': leaper(0, 3, symOrth),
		'F': leaper(0, 1, symDiag), 'A': leaper(0, 2, symDiag), 'G': leaper(0, 3, symDiag),
		'N': leaper(1, 2, symOblique), 'C': leaper(1, 3, symOblique), 'Z': leaper(2, 3, symOblique),
		'K': leaper(0, 1, symK),
		'Q': slider(symK), 'R': slider(symOrth), 'B': slider(symDiag),
		'O': {base: vec{0, 1}, sym: symOrth, rng: 1, castl: true, mode: legdefs.ModeCastle | legdefs.ModeEPTrail},
		'@': {rng: 1, drop: true},
	}
	oldModes := map[byte]int32{
		'm': legdefs.ModeMove, 'c': legdefs.ModeCapture, 'e': legdefs.ModeEP, 'p': legdefs.ModeHop,
		'x': legdefs.ModeRelay, 'd': legdefs.ModeFriend, 'k': legdefs.ModeRoyalOnly,
		'z': legdefs.ModeCrooked, 'q': legdefs.ModeCircular, 'u': legdefs.ModeUnload,
	}
	type answer struct {
		Atom atomInfo
		Bits int32
		OK   [2]bool
	}
	for c := range 256 {
		b := byte(c)
		var want, got answer
		want.Atom, want.OK[0] = oldAtoms[b]
		want.Bits, want.OK[1] = oldModes[b]
		got.Atom, got.OK[0] = atomOf(b)
		got.Bits, got.OK[1] = modeBits(b)
		if d := cmp.Diff(want, got, cmp.AllowUnexported(atomInfo{}, vec{})); d != "" {
			t.Errorf("%q (-maps +tables):\n%s", b, d)
		}
	}
}
