package fields_test

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/fields"
	"github.com/betzac/betzac/variants"
)

// TestFirstUnknownAsSet: on every built-in's Program, Set gives the names
// a plain walk of the value gives (referenceSet), and FirstUnknown, which
// stops at the first name known does not hold, names the first of
// them that known does not hold, for known maps that leave out each name
// in turn, none of them, and all of them.
func TestFirstUnknownAsSet(t *testing.T) {
	for _, name := range variants.BuiltinNames() {
		_, p, err := compiler.Load(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		set := referenceSet(p)
		if d := cmp.Diff(set, fields.Set(p)); d != "" {
			t.Errorf("%s: Set (-reference +Set):\n%s", name, d)
		}
		for _, known := range knownMaps(set) {
			if got, want := fields.FirstUnknown(p, known), firstBySet(set, known); got != want {
				t.Errorf("%s, %d names known: FirstUnknown %q, Set's first unknown %q", name, len(known), got, want)
			}
		}
	}
}

// knownMaps returns sets of the names: each but one, none, all.
func knownMaps(names []string) []map[string]bool {
	out := []map[string]bool{{}}
	for skip := -1; skip < len(names); skip++ {
		m := map[string]bool{}
		for i, n := range names {
			if i != skip {
				m[n] = true
			}
		}
		out = append(out, m)
	}
	return out
}

// firstBySet is the first of set that known does not hold, or "".
func firstBySet(set []string, known map[string]bool) string {
	for _, n := range set {
		if !known[n] {
			return n
		}
	}
	return ""
}

// referenceSet is Set written plainly, as the package comment says it:
// the names of the non-zero exported fields, each once, in the order a
// walk into struct fields, pointers and unnamed slices meets them, an
// embedded struct's fields named as the embedding type's.
func referenceSet(v any) []string {
	var out []string
	seen := map[string]bool{}
	var walk func(v reflect.Value, owner string)
	walk = func(v reflect.Value, owner string) {
		switch {
		case v.Kind() == reflect.Pointer && !v.IsNil():
			walk(v.Elem(), "")
		case v.Kind() == reflect.Slice && v.Type().Name() == "":
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), "")
			}
		case v.Kind() == reflect.Struct:
			if owner == "" {
				owner = v.Type().Name()
			}
			for i := 0; i < v.NumField(); i++ {
				f, fv := v.Type().Field(i), v.Field(i)
				switch {
				case !f.IsExported() || fv.IsZero():
				case fields.Embedded(f):
					walk(fv, owner)
				default:
					if n := owner + "." + f.Name; !seen[n] {
						seen[n] = true
						out = append(out, n)
					}
					walk(fv, "")
				}
			}
		}
	}
	walk(reflect.ValueOf(v), "")
	return out
}

// TestFirstUnknownAllocs: FirstUnknown of a Program whose names known all
// holds allocates nothing: it names a field only where the field is set,
// and then on the stack. Every VM's start-up asks it (vm.Unsupported),
// and a cache of every struct's fields and names was ~6 fresh pages of
// chushogi's (issue 31).
func TestFirstUnknownAllocs(t *testing.T) {
	_, p, err := compiler.Load("chushogi")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, n := range fields.Set(p) {
		known[n] = true
	}
	if n := testing.AllocsPerRun(3, func() { fields.FirstUnknown(p, known) }); n != 0 {
		t.Errorf("FirstUnknown: %v allocations, want 0", n)
	}
}
