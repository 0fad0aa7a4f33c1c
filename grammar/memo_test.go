package grammar

import (
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
