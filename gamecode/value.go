package gamecode

import (
	"reflect"
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
		return atoi(x)
	}
	return 0, false
}

// equal compares two values as the switch Equality says.
func equal(a, b Value, mode Equality) bool {
	switch mode {
	case EqualStrict:
		return equalStrict(a, b)
	case EqualPHP7:
		if n, ok := a.(int); ok && !isNumeric(b) {
			if t, ok := b.(string); ok {
				return n == leadingNumber(t)
			}
		}
		if n, ok := b.(int); ok && !isNumeric(a) {
			if t, ok := a.(string); ok {
				return n == leadingNumber(t)
			}
		}
	}
	return equalLoose(a, b, mode)
}

// equal compares two values under the switch Equality, recording the
// switch when the readings disagree on them.
func (m *machine) equal(a, b Value) bool {
	if same, ok := plainEqual(a, b); ok {
		return same
	}
	if !sameUnderEvery(a, b) {
		m.reach(swEquality)
	}
	return equal(a, b, m.sw.Equality)
}

// plainEqual is == of two ints, or of two strings that are one text or
// not both numeric: every reading of == agrees on them (ok false: the
// general case, equal).
func plainEqual(a, b Value) (same, ok bool) {
	switch x := a.(type) {
	case int:
		y, ok := b.(int)
		return x == y, ok
	case string:
		y, ok := b.(string)
		if !ok {
			return false, false
		}
		if x == y {
			return true, true
		}
		_, numX := atoi(x)
		_, numY := atoi(y)
		return false, !numX || !numY
	}
	return false, false
}

// sameUnderEvery reports whether every reading of == agrees on a and b.
func sameUnderEvery(a, b Value) bool {
	switch a.(type) {
	case int, bool, nil:
		if reflect.TypeOf(a) == reflect.TypeOf(b) {
			return true // one type, not a string: compared as it is
		}
	}
	x := equal(a, b, EqualPHP8)
	return equal(a, b, EqualPHP7) == x && equal(a, b, EqualStrict) == x
}

// identical reports whether a and b are one value: an array is one only
// with itself (a group's code may differ where its elements agree).
func identical(a, b Value) bool {
	x, okA := a.(*Array)
	y, okB := b.(*Array)
	if okA || okB {
		return x == y
	}
	return a == b
}

// equalStrict is PHP's ===: one type, one value, arrays element by element.
func equalStrict(a, b Value) bool {
	x, okA := a.(*Array)
	y, okB := b.(*Array)
	if okA || okB {
		return okA && okB && sameElems(x, y, EqualStrict)
	}
	return a == b
}

func sameElems(x, y *Array, mode Equality) bool {
	if len(x.Elems) != len(y.Elems) {
		return false
	}
	for i := range x.Elems {
		if !equal(x.Elems[i], y.Elems[i], mode) {
			return false
		}
	}
	return true
}

func isNumeric(v Value) bool {
	s, ok := v.(string)
	if !ok {
		return false
	}
	_, ok = atoi(s)
	return ok
}

// atoi is strconv.Atoi's reading, without making an error for the
// strings that are plainly not numbers (labels, coordinates: most).
func atoi(s string) (int, bool) {
	if s == "" || s[0] != '+' && s[0] != '-' && (s[0] < '0' || s[0] > '9') {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// leadingNumber is PHP 7's reading of a string as a number: its leading
// digits, or 0.
func leadingNumber(s string) int {
	end := 0
	for end < len(s) && (s[end] >= '0' && s[end] <= '9' || end == 0 && s[end] == '-') {
		end++
	}
	n, _ := strconv.Atoi(s[:end])
	return n
}

// equalLoose is close to PHP 8's ==: numbers (and numeric strings)
// compare as numbers, a bool or null against anything compares truth,
// strings compare as text, arrays element by element.
func equalLoose(a, b Value, mode Equality) bool {
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
		return ok && sameElems(x, y, mode)
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
