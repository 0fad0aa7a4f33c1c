package gamecode

import (
	"strconv"
	"strings"
)

// Value is a GAME Code value: nil (null), bool, int, string or *Array.
type Value any

// Array is a parenthesised group: literal elements, and the group's
// tokens compiled as an expression for cond, which evaluates a chosen
// branch. Elems is nil when the group holds anything but literals.
type Array struct {
	Elems []Value
	code  *expr
}

// truthy is PHP's truth: null, false, 0, "", "0" and an empty array are false.
func truthy(v Value) bool {
	switch x := v.(type) {
	case nil:
		return false
	case bool:
		return x
	case int:
		return x != 0
	case string:
		return x != "" && x != "0"
	case *Array:
		return len(x.Elems) > 0
	}
	return true
}

// text is a value's string form, as PHP prints it.
func text(v Value) string {
	switch x := v.(type) {
	case nil:
		return ""
	case bool:
		if x {
			return "1"
		}
		return ""
	case int:
		return strconv.Itoa(x)
	case string:
		return x
	case *Array:
		parts := make([]string, len(x.Elems))
		for i, e := range x.Elems {
			parts[i] = text(e)
		}
		return "(" + strings.Join(parts, " ") + ")"
	}
	return ""
}

// number reads a value as an integer: ints, numeric strings and bools.
func number(v Value) (int, bool) {
	switch x := v.(type) {
	case int:
		return x, true
	case bool:
		if x {
			return 1, true
		}
		return 0, true
	case nil:
		return 0, true
	case string:
		n, err := strconv.Atoi(x)
		return n, err == nil
	}
	return 0, false
}

// equal is a loose equality close to PHP 8's ==: numbers (and numeric
// strings) compare as numbers, a bool or null against anything compares
// truth, strings compare as text, arrays element by element.
func equal(a, b Value) bool {
	switch {
	case isBoolish(a) || isBoolish(b):
		if a == nil && b == nil {
			return true
		}
		if _, ok := a.(string); ok && b == nil {
			return a == ""
		}
		if _, ok := b.(string); ok && a == nil {
			return b == ""
		}
		return truthy(a) == truthy(b)
	}
	if x, ok := a.(*Array); ok {
		y, ok := b.(*Array)
		if !ok || len(x.Elems) != len(y.Elems) {
			return false
		}
		for i := range x.Elems {
			if !equal(x.Elems[i], y.Elems[i]) {
				return false
			}
		}
		return true
	}
	if _, ok := b.(*Array); ok {
		return false
	}
	na, okA := number(a)
	nb, okB := number(b)
	if okA && okB {
		return na == nb
	}
	return text(a) == text(b)
}

func isBoolish(v Value) bool {
	switch v.(type) {
	case nil, bool:
		return true
	}
	return false
}

// lowerUpper says whether s has letters and all of them are lower (or
// upper) case, like PHP's ctype_lower on a piece label.
func allCase(s string, lower bool) bool {
	letters := 0
	for _, r := range s {
		switch {
		case r >= 'a' && r <= 'z':
			if !lower {
				return false
			}
			letters++
		case r >= 'A' && r <= 'Z':
			if lower {
				return false
			}
			letters++
		}
	}
	return letters > 0
}
