// Package fields names the fields of a rule struct (legdefs.Program,
// variants.Variant) by reflection, so that a back end can refuse a rule
// it does not know instead of ignoring it, and the back-end guard test
// can list every rule. A field is named "Type.Field" ("Program.Makpong",
// "DropRule.NoMate"); the walk goes into struct fields, pointers to
// structs and unnamed slices of structs ([]PieceType), not into named
// slices, which are values (a Region is a list of squares).
package fields

import "reflect"

// All returns the names of every exported field reachable from type t,
// in declaration order, each once.
func All(t reflect.Type) []string {
	var out []string
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		t = elem(t)
		if t.Kind() != reflect.Struct || seen[t] {
			return
		}
		seen[t] = true
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			out = append(out, t.Name()+"."+f.Name)
			walk(f.Type)
		}
	}
	walk(t)
	return out
}

// Set returns the names of the exported fields reachable from v that are
// not zero, each once, in the order met.
func Set(v any) []string {
	var out []string
	seen := map[string]bool{}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Slice:
			if v.Type().Name() == "" {
				for i := 0; i < v.Len(); i++ {
					walk(v.Index(i))
				}
			}
		case reflect.Struct:
			t := v.Type()
			for i := 0; i < t.NumField(); i++ {
				f := t.Field(i)
				if !f.IsExported() || v.Field(i).IsZero() {
					continue
				}
				if n := t.Name() + "." + f.Name; !seen[n] {
					seen[n] = true
					out = append(out, n)
				}
				walk(v.Field(i))
			}
		}
	}
	walk(reflect.ValueOf(v))
	return out
}

// FirstUnknown returns the first name in Set(v) that known does not hold,
// or "".
func FirstUnknown(v any, known map[string]bool) string {
	for _, n := range Set(v) {
		if !known[n] {
			return n
		}
	}
	return ""
}

// elem is t without pointers and unnamed slices around it.
func elem(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice && t.Name() == "" {
		t = t.Elem()
	}
	return t
}
