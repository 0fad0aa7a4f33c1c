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

import "reflect"

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
	w := walk{visit: func(owner, field string) bool {
		if name := owner + "." + field; !seen[name] {
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
	w := walk{visit: func(owner, field string) bool {
		if !known[owner+"."+field] { // a name kept on the stack: no allocation
			first = owner + "." + field
		}
		return first != ""
	}}
	w.value(reflect.ValueOf(v), "")
	return first
}

// walk goes through the exported fields reachable from a value, in order
// (see the package comment), and calls visit with the owner and field of
// the name ("Owner.Field") of each that is not zero before it goes into
// it; visit returning true stops it.
type walk struct {
	visit func(owner, field string) (stop bool)
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

// fields is value for the fields of struct v, named for owner. It asks
// the type of a field only where the field is not zero (most rules are
// off): reflect.Type.Field allocates, and a cache of every struct's
// fields and names cost chushogi's start-up ~6 fresh pages (issue 31).
func (w *walk) fields(v reflect.Value, owner string) bool {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		fv := v.Field(i)
		if fv.IsZero() {
			continue
		}
		switch f := t.Field(i); {
		case !f.IsExported():
		case Embedded(f):
			if w.value(fv, owner) {
				return true
			}
		case w.visit(owner, f.Name) || w.value(fv, ""):
			return true
		}
	}
	return false
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
