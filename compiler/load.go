package compiler

import (
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// Load resolves nameOrPath (a built-in variant's name or the path of a
// variant file, as variants.Resolve reads it) and compiles the variant.
// Its errors are variants.ErrorList values, whose lines are
// "file:line:col: message"; an error in an inherited file is given at the
// variant's own inherit line ("mine.yaml:2:10: inherit: base.yaml:…"),
// for compile errors too (Variant.PointInherited). The Variant is
// returned whenever it loaded, even if it did not compile.
func Load(nameOrPath string) (*variants.Variant, *legdefs.Program, error) {
	v, err := variants.Resolve(nameOrPath)
	if err != nil {
		return nil, nil, err
	}
	return compileLoaded(v)
}

// LoadBytes is Load for a variant file given as data; name is the file
// name used in error messages and the directory inherit looks in.
func LoadBytes(name string, data []byte) (*variants.Variant, *legdefs.Program, error) {
	v, err := variants.LoadBytes(name, data)
	if err != nil {
		return nil, nil, err
	}
	return compileLoaded(v)
}

func compileLoaded(v *variants.Variant) (*variants.Variant, *legdefs.Program, error) {
	p, err := Compile(v)
	if err != nil {
		return v, nil, v.PointInherited(err)
	}
	return v, p, nil
}
