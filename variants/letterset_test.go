package variants

import (
	"slices"
	"testing"

	"github.com/betzac/betzac/legdefs"
)

// TestLetterSet: letterIndex numbers the piece letters 0..77, each its
// own, and no other string; a letterSet answers as a map of the letters
// added would, for every string of up to two bytes of a few kinds.
func TestLetterSet(t *testing.T) {
	var strs []string
	chars := "AMZ@[+~az1 "
	for i := range len(chars) {
		strs = append(strs, chars[i:i+1])
		for j := range len(chars) {
			strs = append(strs, chars[i:i+1]+chars[j:j+1])
		}
	}
	for c := 'A'; c <= 'Z'; c++ {
		strs = append(strs, string(c), "+"+string(c), string(c)+"~")
	}
	strs = append(strs, "", "+A~", "AA")
	seen := map[int]string{}
	for _, s := range strs {
		i := letterIndex(s)
		if (i >= 0) != isPieceLetter(s) || i >= pieceLetters {
			t.Fatalf("letterIndex(%q) = %d, isPieceLetter %v", s, i, isPieceLetter(s))
		}
		if o, ok := seen[i]; ok && i >= 0 && o != s {
			t.Fatalf("letterIndex(%q) = letterIndex(%q) = %d", s, o, i)
		}
		seen[i] = s
	}
	if len(seen) != pieceLetters+1 { // and -1
		t.Fatalf("%d indices, want %d", len(seen)-1, pieceLetters)
	}
	var set letterSet
	m := map[string]bool{}
	for _, s := range []string{"A", "+M", "Z~", "+Z", "B"} {
		set.add(s)
		m[s] = true
	}
	for _, s := range strs {
		if set.has(s) != m[s] {
			t.Errorf("has(%q) = %v, want %v", s, set.has(s), m[s])
		}
	}
}

// TestLetterTokens: letterTokens splits as legdefs.SplitLetters does, at
// the offsets of the letters, and stops when its loop breaks.
func TestLetterTokens(t *testing.T) {
	for _, s := range []string{"", "QRBN", "+P", "Q~R~", "+", "~", "+~", "++A", "A~~", "+A~B", "a+", "Q~+R", "N+O"} {
		want := legdefs.SplitLetters(s)
		var got []string
		at := 0
		for tk := range letterTokens(s) {
			if tk.at != at {
				t.Errorf("%q: %q at %d, want %d", s, tk.s, tk.at, at)
			}
			got = append(got, tk.s)
			at += len(tk.s)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
		for tk := range letterTokens(s) {
			if tk.at != 0 {
				t.Errorf("%q: the loop went on after break", s)
			}
			break
		}
	}
}
