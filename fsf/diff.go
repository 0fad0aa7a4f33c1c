package fsf

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
)

// maxDiffs bounds how many differences valueDiff lists.
const maxDiffs = 20

// valueDiff lists the differences between a and b, values of one type, one
// line per differing field or element: "Pieces[2].Promotion.Zone: -1 +2"
// (- a, + b). Unexported fields are compared too. "" means equal.
func valueDiff(a, b any) string {
	var d differ
	d.walk("", reflect.ValueOf(a), reflect.ValueOf(b))
	return d.String()
}

// setDiff lists what one sorted list lacks and the other adds:
// "name: -x" for x only in a, "name: +y" for y only in b.
func setDiff(name string, a, b []string) string {
	var d differ
	for _, x := range a {
		if _, found := slices.BinarySearch(b, x); !found {
			d.add(name + ": -" + x)
		}
	}
	for _, y := range b {
		if _, found := slices.BinarySearch(a, y); !found {
			d.add(name + ": +" + y)
		}
	}
	return d.String()
}

type differ struct {
	lines []string
	more  int // differences found beyond maxDiffs
}

func (d *differ) add(line string) {
	if len(d.lines) < maxDiffs {
		d.lines = append(d.lines, line)
	} else {
		d.more++
	}
}

func (d *differ) String() string {
	if d.more > 0 {
		d.lines = append(d.lines, fmt.Sprintf("… and %d more", d.more))
	}
	if len(d.lines) == 0 {
		return ""
	}
	return strings.Join(d.lines, "\n") + "\n"
}

func (d *differ) leaf(path string, a, b reflect.Value) {
	sa, sb := fmt.Sprintf("%#v", a), fmt.Sprintf("%#v", b)
	if sa != sb {
		d.add(fmt.Sprintf("%s: -%s +%s", strings.TrimPrefix(path, "."), sa, sb))
	}
}

// walk compares a and b, which have the same type, field by field.
func (d *differ) walk(path string, a, b reflect.Value) {
	switch a.Kind() {
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				d.leaf(path, a, b)
			}
			return
		}
		d.walk(path, a.Elem(), b.Elem())
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			d.walk(path+"."+a.Type().Field(i).Name, a.Field(i), b.Field(i))
		}
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			d.add(fmt.Sprintf("%s: length -%d +%d", strings.TrimPrefix(path, "."), a.Len(), b.Len()))
		}
		for i := 0; i < min(a.Len(), b.Len()); i++ {
			d.walk(fmt.Sprintf("%s[%d]", path, i), a.Index(i), b.Index(i))
		}
	case reflect.Map:
		d.walkMap(path, a, b)
	default:
		d.leaf(path, a, b)
	}
}

// walkMap compares two maps key by key, in the order of the keys' printed
// forms; a key missing on one side shows as an invalid (zero) value.
func (d *differ) walkMap(path string, a, b reflect.Value) {
	keys := map[string]reflect.Value{}
	for _, m := range []reflect.Value{a, b} {
		for _, k := range m.MapKeys() {
			keys[fmt.Sprintf("%#v", k)] = k
		}
	}
	names := make([]string, 0, len(keys))
	for name := range keys {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		va, vb := a.MapIndex(keys[name]), b.MapIndex(keys[name])
		p := path + "[" + name + "]"
		if !va.IsValid() || !vb.IsValid() {
			if va.IsValid() != vb.IsValid() {
				d.add(fmt.Sprintf("%s: -%s +%s", strings.TrimPrefix(p, "."), present(va), present(vb)))
			}
			continue
		}
		d.walk(p, va, vb)
	}
}

func present(v reflect.Value) string {
	if !v.IsValid() {
		return "(absent)"
	}
	return fmt.Sprintf("%#v", v)
}
