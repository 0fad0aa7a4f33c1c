package grammar

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAtomLetterAsMap: atomLetter, an array lookup, answers for every
// byte what the map it replaced (issue 31) answered.
func TestAtomLetterAsMap(t *testing.T) {
	old := map[byte]byte{
		'W': 'W', 'F': 'F', 'D': 'D', 'N': 'N', 'A': 'A', 'H': 'H', 'C': 'C', 'Z': 'Z', 'G': 'G',
		'L': 'C', 'J': 'Z',
		'K': 'K', 'Q': 'Q', 'R': 'R', 'B': 'B',
		'O': 'O', 'U': 'U', 'I': 'I', '@': '@',
	}
	type answer struct {
		Letter byte
		OK     bool
	}
	for c := range 256 {
		letter, ok := old[byte(c)]
		want := answer{letter, ok}
		letter, ok = atomLetter(byte(c))
		if d := cmp.Diff(want, answer{letter, ok}); d != "" {
			t.Errorf("atomLetter(%q) (-map +array):\n%s", byte(c), d)
		}
	}
}
