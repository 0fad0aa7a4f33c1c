package grammar_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/grammar"
)

// TestOneTermAsParticiple: a string parsed without participle (one Term
// token) gives the piece participle's parse builds, and every other
// string goes through participle: every built-in's Betza strings, each of
// their prefixes, deletions and insertions (variantsOf), and every string
// of up to four characters over a small alphabet.
func TestOneTermAsParticiple(t *testing.T) {
	srcs := builtinVariants(t)
	level := []string{""}
	for range 4 {
		var next []string
		for _, s := range level {
			for _, c := range "WfaN3X*[-" {
				next = append(next, s+string(c))
			}
		}
		srcs, level = append(srcs, next...), next
	}
	one := 0
	for _, src := range srcs {
		got, gotErr := grammar.ParseFresh(src)
		want, wantErr := grammar.ParseParticiple(src)
		if grammar.OneTerm(src) {
			one++
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Fatalf("%q: piece (-participle +fresh):\n%s", src, d)
		}
		if g, w := errText(gotErr), errText(wantErr); g != w {
			t.Fatalf("%q: error %q, participle's %q", src, g, w)
		}
	}
	if one < len(srcs)/4 {
		t.Errorf("%d of %d strings are one Term token: the test checks too few", one, len(srcs))
	}
	t.Logf("%d strings, %d one Term token", len(srcs), one)
}
