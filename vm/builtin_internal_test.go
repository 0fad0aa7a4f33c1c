package vm

import (
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// builtinProgram compiles the built-in variant called name.
func builtinProgram(t testing.TB, name string) *legdefs.Program {
	t.Helper()
	v, err := variants.Builtin(name)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := compiler.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}
