package vmtest

import (
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// Program loads a variant by name or path (compiler.Load), failing the
// test on an error.
func Program(t testing.TB, name string) *legdefs.Program {
	t.Helper()
	_, p, err := compiler.Load(name)
	if err != nil {
		t.Fatalf("variant %s: %v", name, err)
	}
	return p
}

// Programs loads each variant once, for tests that run many positions.
type Programs map[string]*legdefs.Program

// Get returns the variant's Program, loading it the first time.
func (ps Programs) Get(t testing.TB, name string) *legdefs.Program {
	t.Helper()
	if ps[name] == nil {
		ps[name] = Program(t, name)
	}
	return ps[name]
}
