package grammar_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/variants"
)

// TestCompilerLeavesSharedPieces: package compiler reads the pieces that
// ParseShared hands out without changing them. After every built-in is
// loaded and compiled, each of its Betza strings (pieces' and region
// moves') is still, from ParseShared, the piece a parse without the memo
// gives, and ParseShared hands out that one piece, not copies.
func TestCompilerLeavesSharedPieces(t *testing.T) {
	for _, name := range variants.BuiltinNames() {
		v, _, err := compiler.Load(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, src := range betzaStrings(v) {
			shared, err := grammar.ParseShared(src)
			if err != nil {
				t.Fatalf("%s: %q: %v", name, src, err)
			}
			fresh, _ := grammar.ParseFresh(src)
			if d := cmp.Diff(fresh, shared); d != "" {
				t.Errorf("%s: %q changed after compiling (-fresh +shared):\n%s", name, src, d)
			}
			if again, _ := grammar.ParseShared(src); again != shared {
				t.Errorf("%s: %q: ParseShared handed out two pieces", name, src)
			}
		}
	}
}

// betzaStrings returns v's Betza strings that are not blank: each
// piece's and each of its region moves'.
func betzaStrings(v *variants.Variant) []string {
	var out []string
	for _, p := range v.Pieces {
		if p.Betza != "" {
			out = append(out, p.Betza)
		}
		for _, rm := range p.RegionMoves {
			out = append(out, rm.Betza)
		}
	}
	return out
}
