package variants

import (
	"fmt"
	"strconv"
	"strings"
)

// This file checks the spelling of names and sizes (boards, piece letters,
// variant names) and suggests the known name nearest to a misspelt one.

// ParseBoard parses a board size written FILESxRANKS ("8x8", "10x8"). Both
// must be 1 to 26.
func ParseBoard(s string) (files, ranks int, err error) {
	f, r, found := strings.Cut(s, "x")
	nf, err1 := strconv.Atoi(f)
	nr, err2 := strconv.Atoi(r)
	if !found || err1 != nil || err2 != nil || !allDigits(f) || !allDigits(r) {
		return 0, 0, fmt.Errorf("board %q: want FILESxRANKS, such as 8x8 or 10x8", s)
	}
	if nf < 1 || nf > 26 || nr < 1 || nr > 26 {
		return 0, 0, fmt.Errorf("board %q: files and ranks must be 1 to 26", s)
	}
	return nf, nr, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// pieceLetters is the number of piece letters (isPieceLetter): A-Z, +A-+Z
// and A~-Z~.
const pieceLetters = 3 * 26

// letterIndex is the index of s among the piece letters, or -1 if s is
// not one.
func letterIndex(s string) int {
	switch {
	case !isPieceLetter(s):
		return -1
	case len(s) == 1:
		return int(s[0] - 'A')
	case s[0] == '+':
		return 26 + int(s[1]-'A')
	}
	return 2*26 + int(s[0]-'A')
}

// letterSet is a set of piece letters, an array on the stack: a map of
// them was 2 KB of chushogi's load (issue 31). has is false for a string
// that is not a piece letter, as a map of piece letters would have it.
type letterSet [pieceLetters]bool

func (s *letterSet) add(l string) {
	if i := letterIndex(l); i >= 0 {
		s[i] = true
	}
}

func (s *letterSet) has(l string) bool {
	i := letterIndex(l)
	return i >= 0 && s[i]
}

// isPieceLetter reports whether s is a piece letter: A-Z, or +X or X~ (a
// promoted form of X, written so in FEN).
func isPieceLetter(s string) bool {
	up := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	switch len(s) {
	case 1:
		return up(s[0])
	case 2:
		return s[0] == '+' && up(s[1]) || up(s[0]) && s[1] == '~'
	}
	return false
}

// ValidName reports whether s may name a variant: letters, digits, '-',
// '_' or '.', starting with a letter or digit (NameRule says it).
func ValidName(s string) bool { return validName(s) }

// NameRule is what a variant's name wants, for an error about one.
const NameRule = "letters, digits, '-', '_' or '.', starting with a letter or digit"

func validName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if !alnum && (i == 0 || c != '-' && c != '_' && c != '.') {
			return false
		}
	}
	return s != ""
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// suggest returns the known name nearest to s, if it is near enough to be
// a likely typo, or "".
func suggest(s string, known []string) string {
	best, bestD := "", 3
	for _, k := range known {
		if d := editDistance(strings.ToLower(s), k); d < bestD {
			best, bestD = k, d
		}
	}
	if bestD > len(s)/2 && bestD > 1 {
		return ""
	}
	return best
}

// editDistance is the Damerau-Levenshtein (optimal string alignment)
// distance between a and b, in bytes.
func editDistance(a, b string) int {
	if len(a) > 64 || len(b) > 64 {
		return 1 << 30
	}
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}
