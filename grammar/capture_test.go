package grammar_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/variants"
)

// TestTokensAsPerCapture: the grammar that captures a piece's tokens at
// once accepts and refuses the strings the grammar with a capture per
// token did, captures the same tokens and fails with the same message at
// the same column: every built-in's Betza strings, each of their
// prefixes, each with a character Betza gives a meaning to put in at
// each place, and malformed strings.
func TestTokensAsPerCapture(t *testing.T) {
	srcs := []string{"", "W W", "(W)", "3W", "W**", "[[F]]", "F]", "[F?R", "[F?]", "a[F?R]", "[FaR]",
		"W-F", "mafsWma", "Wa", "NXY", "@X3", "W3*", "[W?RR]", "[WF3]", "[W3NX]", "fm[W?B]", "v[F-R]fX",
		"[W-sR]", "[mW-fcF?sR]", "[mW-O]", "[W?fcaR]", "[f]", "[W-f]", "[fa?R]", "f]", "fr-W", "fr"}
	srcs = append(srcs, builtinVariants(t)...)
	for _, src := range srcs {
		got, gotErr := grammar.Tokens(src)
		want, wantErr := grammar.TokensPerCapture(src)
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%q: tokens (-per capture +at once):\n%s", src, d)
		}
		if g, w := errText(gotErr), errText(wantErr); g != w {
			t.Errorf("%q: error %q, per capture %q", src, g, w)
		}
	}
}

// builtinVariants returns variantsOf every Betza string of every
// built-in.
func builtinVariants(t *testing.T) []string {
	t.Helper()
	var srcs []string
	for _, name := range variants.BuiltinNames() {
		v, err := variants.Builtin(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, src := range betzaStrings(v) {
			srcs = append(srcs, variantsOf(src)...)
		}
	}
	return srcs
}

// variantsOf returns src, its prefixes, src without each of its
// characters, and src with each of the characters a Betza string gives a
// meaning to inserted at each place.
func variantsOf(src string) []string {
	out := []string{src}
	for i := range len(src) {
		out = append(out, src[:i], src[:i]+src[i+1:])
		for _, c := range "[]-?a3*Xf" {
			out = append(out, src[:i]+string(c)+src[i:])
		}
	}
	return out
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
