package fenboard

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// show writes a token as its kind (E, P, O, H), offset and text, with
// "(promoted)" for a Piece followed by '~'.
func show(t Token) string {
	s := fmt.Sprintf("%c%d%q", "EPOH"[t.Kind], t.Off, t.Text)
	if t.Promoted {
		s += "(promoted)"
	}
	return s
}

// The expected tokens are worked out by hand from the package doc's
// rules: digits run together, '+' takes the next byte, one '~' joins the
// piece before it, '*' is a hole, anything else stands alone.
func TestTokens(t *testing.T) {
	tests := map[string]string{
		"":         ``,
		"rnbqkbnr": `P0"r" P1"n" P2"b" P3"q" P4"k" P5"b" P6"n" P7"r"`,
		"10P01":    `E0"10" P2"P" E3"01"`,
		"+pQ~~":    `P0"+p" P2"Q~"(promoted) O4"~"`,
		"+P~+":     `P0"+P~"(promoted) O3"+"`,
		"+1+~":     `P0"+1" P2"+~"`,
		"~2*":      `O0"~" E1"2" H2"*"`,
		"*8*":      `H0"*" E1"8" H2"*"`,
		"\xc3\xa9": `O0"\xc3" O1"\xa9"`,
	}
	for rank, want := range tests {
		var got []string
		for tok := range Tokens(rank) {
			got = append(got, show(tok))
		}
		if g := strings.Join(got, " "); g != want {
			t.Errorf("Tokens(%q) = %s, want %s", rank, g, want)
		}
	}
}

// TestPiece checks Letter and White on pieces as Tokens reads them.
func TestPiece(t *testing.T) {
	tests := map[string]string{ // a piece: its letter and colour
		"P":   "P white",
		"p":   "p black",
		"+p":  "+p black",
		"+P~": "+P white",
		"q~":  "q black",
	}
	for text, want := range tests {
		for tok := range Tokens(text) {
			colour := map[bool]string{true: "white", false: "black"}[tok.White()]
			if got := tok.Letter() + " " + colour; got != want {
				t.Errorf("%q: got %s, want %s", text, got, want)
			}
		}
	}
}

// TestCount checks the value and the range of counts of empty squares.
func TestCount(t *testing.T) {
	tests := map[string]string{ // "count max": the value, and whether it is in 1..max
		"8 8":                     "8 true",
		"10 12":                   "10 true",
		"01 8":                    "1 false", // a count 0 and a count 1 (issue 23)
		"9 8":                     "9 false",
		"0 8":                     "0 false",
		"99999999999999999999 99": "9223372036854775807 false", // strconv.Atoi's value on overflow
	}
	for in, want := range tests {
		text, max, _ := strings.Cut(in, " ")
		m, _ := strconv.Atoi(max)
		n, ok := Token{Kind: Empty, Text: text}.Count(m)
		if got := fmt.Sprint(n, " ", ok); got != want {
			t.Errorf("Count(%q, %d) = %s, want %s", text, m, got, want)
		}
	}
}
