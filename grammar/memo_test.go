package grammar

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMemo parses each string twice, the second time from the memo: the
// same piece, a copy of its own, and changing that copy, to its atoms
// and modifiers, changes no later Parse.
func TestMemo(t *testing.T) {
	for _, src := range specStrings {
		memo.Lock()
		memo.pieces = nil
		memo.Unlock()
		first, err := Parse(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		kept, err := Parse(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		if d := cmp.Diff(first, kept); d != "" {
			t.Errorf("%s: from the memo (-parsed +kept):\n%s", src, d)
		}
		scribble(first)
		scribble(kept)
		again, _ := Parse(src)
		memo.Lock()
		memo.pieces = nil
		memo.Unlock()
		fresh, _ := Parse(src)
		if d := cmp.Diff(fresh, again); d != "" {
			t.Errorf("%s: changing a piece Parse returned changed the memo (-fresh +kept):\n%s", src, d)
		}
	}
}

// scribble changes every letter and position of p in place.
func scribble(p *Piece) {
	atom := func(a *Atom) {
		if a != nil {
			a.Letter, a.Range, a.Pos.Offset = '?', 99, -1
		}
	}
	mods := func(ms []Mod) {
		for i := range ms {
			ms[i].Letter, ms[i].Pos.Offset = '?', -1
		}
	}
	for _, t := range p.Terms {
		t.Pos.Offset = -1
		atom(t.Atom)
		mods(t.Outer)
		for _, l := range t.Legs {
			l.Pos.Offset = -1
			mods(l.Mods)
		}
		for _, b := range t.Bracket {
			b.Sep = '?'
			mods(b.Mods)
			atom(b.Atom)
		}
	}
}

// TestCheck: for the spec strings, bad ones and every built-in piece's,
// Check returns Parse's error, good or bad, whether or not the
// string is kept; a string Check kept parses to the piece a fresh Parse
// gives; and changing a piece Parse returned after Check changes no later
// Parse.
func TestCheck(t *testing.T) {
	bad := []string{"fmWfcX", "E", "fm", "R100", "[F?R", "F]", "[[F]]", "Wa", "W-F", "3W", "[aW]", "a[W]",
		"[O]", "W(", "W ", strings.Repeat("W", MaxLen+1), " ", ""}
	for _, src := range slices.Concat(specStrings, bad, builtinBetza(t)) {
		forget := func() {
			memo.Lock()
			memo.pieces = nil
			memo.Unlock()
		}
		forget()
		fresh, parseErr := Parse(src)
		for _, kept := range []bool{true, false} {
			if !kept {
				forget()
			}
			if d := cmp.Diff(fmt.Sprint(parseErr), fmt.Sprint(Check(src))); d != "" {
				t.Errorf("%q, kept %v: Check's error (-Parse +Check):\n%s", src, kept, d)
			}
		}
		if parseErr != nil {
			continue
		}
		got, err := Parse(src) // from what Check kept
		if err != nil {
			t.Fatalf("%q: after Check: %v", src, err)
		}
		if d := cmp.Diff(fresh, got); d != "" {
			t.Errorf("%q: after Check (-fresh +kept):\n%s", src, d)
		}
		scribble(got)
		again, _ := Parse(src)
		if d := cmp.Diff(fresh, again); d != "" {
			t.Errorf("%q: changing a piece Parse returned after Check changed the memo (-fresh +kept):\n%s", src, d)
		}
	}
}

// builtinBetza returns the Betza strings of the built-in variants' files
// (every "betza:" value of ../variants/builtin; none is quoted but "").
func builtinBetza(t *testing.T) []string {
	files, err := filepath.Glob("../variants/builtin/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no built-in variant files: %v", err)
	}
	value := regexp.MustCompile(`betza: *([^,}\s]*)`)
	var out []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range value.FindAllStringSubmatch(string(data), -1) {
			out = append(out, strings.Trim(m[1], `"`))
		}
	}
	return out
}
