// Package fields names the fields of a rule struct (legdefs.Program,
// variants.Variant) by reflection, so that a back end can refuse a rule
// it does not know instead of ignoring it, and the back-end guard test
// can list every rule. A field is named "Type.Field" ("Program.Start",
// "DropRule.NoMate"); the walk goes into struct fields, pointers to
// structs and unnamed slices of structs ([]PieceType), not into named
// slices, which are values (a Region is a list of squares). The fields of
// an embedded struct are named as the embedding type's, as Go promotes
// them: the Makpong of the legdefs.Rules that a Program embeds is
// "Program.Makpong", that of a variants.Variant "Variant.Makpong", and
// the embedded field itself has no name of its own.
package fields

import (
	"reflect"
	"sync"
)

// All returns the names of every exported field reachable from type t,
// in declaration order, each once.
func All(t reflect.Type) []string {
	var out []string
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type, owner string)
	walk = func(t reflect.Type, owner string) {
		t = elem(t)
		if t.Kind() != reflect.Struct || seen[t] {
			return
		}
		seen[t] = true
		owner = ownerName(owner, t)
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			switch {
			case !f.IsExported():
			case Embedded(f):
				walk(f.Type, owner)
			default:
				out = append(out, owner+"."+f.Name)
				walk(f.Type, "")
			}
		}
	}
	walk(t, "")
	return out
}

// Set returns the names of the exported fields reachable from v that are
// not zero, each once, in the order met.
func Set(v any) []string {
	var out []string
	seen := map[string]bool{}
	w := walk{visit: func(name string) bool {
		if !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
		return false
	}}
	w.value(reflect.ValueOf(v), "")
	return out
}

// FirstUnknown returns the first name in Set(v) that known does not hold,
// or "". It walks v as Set does and stops there.
func FirstUnknown(v any, known map[string]bool) string {
	first := ""
	w := walk{visit: func(name string) bool {
		if !known[name] {
			first = name
		}
		return first != ""
	}}
	w.value(reflect.ValueOf(v), "")
	return first
}

// walk goes through the exported fields reachable from a value, in order
// (see the package comment), and calls visit with the name of each that
// is not zero before it goes into it; visit returning true stops it.
type walk struct {
	visit func(name string) (stop bool)
}

// typeOwner is a struct type and the name its fields are named for.
type typeOwner struct {
	t     reflect.Type
	owner string
}

// value walks v, whose fields are named for owner if it is an embedded
// struct; it reports whether visit stopped it.
func (w *walk) value(v reflect.Value, owner string) bool {
	switch v.Kind() {
	case reflect.Pointer:
		return !v.IsNil() && w.value(v.Elem(), "")
	case reflect.Slice:
		if v.Type().Name() == "" {
			for i := 0; i < v.Len(); i++ {
				if w.value(v.Index(i), "") {
					return true
				}
			}
		}
	case reflect.Struct:
		return w.fields(v, ownerName(owner, v.Type()))
	}
	return false
}

// fields is value for the fields of struct v, named for owner.
func (w *walk) fields(v reflect.Value, owner string) bool {
	for _, f := range structFields(v.Type(), owner) {
		fv := v.Field(f.index)
		switch {
		case fv.IsZero():
		case f.name == "":
			if w.value(fv, owner) {
				return true
			}
		case w.visit(f.name) || w.value(fv, ""):
			return true
		}
	}
	return false
}

// field is an exported field of a struct, as Set walks it: its index and
// its name ("Owner.Field"), or "" for an embedded struct.
type field struct {
	index int
	name  string
}

// fieldCache holds structFields' answers: Set walks every piece of a
// Program, and naming the same fields again for each cost chushogi's
// load a third of a million instructions (issue 31).
var fieldCache sync.Map // typeOwner -> []field

// structFields returns the exported fields of struct type t, named for
// owner.
func structFields(t reflect.Type, owner string) []field {
	if fs, ok := fieldCache.Load(typeOwner{t, owner}); ok {
		return fs.([]field)
	}
	fs := make([]field, 0, t.NumField()) // made once, not grown (issue 31)
	for i := 0; i < t.NumField(); i++ {
		switch f := t.Field(i); {
		case !f.IsExported():
		case Embedded(f):
			fs = append(fs, field{index: i})
		default:
			fs = append(fs, field{index: i, name: owner + "." + f.Name})
		}
	}
	fieldCache.Store(typeOwner{t, owner}, fs)
	return fs
}

// Embedded reports whether f is an embedded struct, whose fields are
// named as the embedding type's (see the package comment).
func Embedded(f reflect.StructField) bool {
	return f.Anonymous && f.Type.Kind() == reflect.Struct
}

// ownerName is the type name that names the fields of struct type t:
// owner, for a struct embedded in owner, else t's own name.
func ownerName(owner string, t reflect.Type) string {
	if owner != "" {
		return owner
	}
	return t.Name()
}

// elem is t without pointers and unnamed slices around it.
func elem(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice && t.Name() == "" {
		t = t.Elem()
	}
	return t
}
