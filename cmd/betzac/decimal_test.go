package main

import "testing"

// TestIsDecimal: the integers a numeric flag takes, as written by hand:
// an optional '-', then 0 or digits that do not start with 0.
func TestIsDecimal(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"0", true}, {"7", true}, {"10", true}, {"-3", true}, {"-0", true}, {"123456789", true},
		{"", false}, {"-", false}, {"+1", false}, {"010", false}, {"00", false}, {"-01", false},
		{"0x3", false}, {"1e3", false}, {"1_000", false}, {" 1", false}, {"1 ", false}, {"--1", false}, {"١", false},
	} {
		if got := isDecimal(tc.s); got != tc.want {
			t.Errorf("isDecimal(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}
