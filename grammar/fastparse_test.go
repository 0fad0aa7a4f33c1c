package grammar

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fastParseInputs are every string of up to four characters of a small
// alphabet (modifiers, atoms with extension and range, every bracket
// token), longer random strings of it, and the spec's strings.
func fastParseInputs() []string {
	const alphabet = "fmaWNR[]-?2*X"
	out := append([]string{}, specStrings...)
	prev := []string{""}
	for n := 1; n <= 4; n++ {
		var next []string
		for _, s := range prev {
			for i := range len(alphabet) {
				next = append(next, s+alphabet[i:i+1])
			}
		}
		out = append(out, next...)
		prev = next
	}
	rng := rand.New(rand.NewPCG(31, 31))
	for range 3000 {
		b := make([]byte, 5+rng.IntN(10))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		out = append(out, string(b))
	}
	return out
}

// fastParse takes exactly the strings participle takes, with participle's
// tree, positions and all.
func TestFastParseAsParticiple(t *testing.T) {
	took := 0
	for _, src := range fastParseInputs() {
		want, err := parser().ParseString("", src)
		got, ok := fastParse(src)
		switch {
		case ok != (err == nil):
			t.Errorf("%q: fastParse takes it %v, participle's error %v", src, ok, err)
		case ok:
			took++
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%q: (-participle +fastParse):\n%s", src, d)
			}
		}
	}
	if took < 1000 {
		t.Errorf("only %d strings taken", took)
	}
}
