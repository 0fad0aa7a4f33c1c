package grammar

import (
	"slices"
	"sync"
)

// The strings parsed so far, with their pieces. Every piece a variant is
// loaded with is parsed twice (package variants checks its Betza, package
// compiler compiles it), variants repeat strings, and participle's parse
// was a third of chushogi's start-up (issue 31). Parse hands out copies,
// so that no caller sees another's changes; Check hands out nothing;
// ParseShared hands out the kept piece to callers that only read it;
// errors are not kept.
var memo struct {
	sync.Mutex
	pieces map[string]*Piece
}

const (
	maxMemo    = 1024 // strings kept; past this the memo starts again
	maxMemoLen = 256  // longer strings (not real pieces) are not kept
)

// memoGet returns a copy of src's piece, or nil if it is not kept.
func memoGet(src string) *Piece {
	if p := memoShared(src); p != nil {
		return p.clone() // a kept piece never changes: no lock needed
	}
	return nil
}

// memoShared returns src's piece itself, or nil if it is not kept.
func memoShared(src string) *Piece {
	memo.Lock()
	defer memo.Unlock()
	return memo.pieces[src]
}

// memoPut keeps p, parsed from src: p itself, which no caller may change.
func memoPut(src string, p *Piece) {
	if len(src) > maxMemoLen {
		return
	}
	memo.Lock()
	defer memo.Unlock()
	if memo.pieces == nil || len(memo.pieces) >= maxMemo {
		memo.pieces = map[string]*Piece{}
	}
	memo.pieces[src] = p
}

// clone is a deep copy of p (nil slices stay nil).
func (p *Piece) clone() *Piece {
	return &Piece{Source: p.Source, Terms: cloneEach(p.Terms, func(t Term) Term {
		t.Legs = cloneEach(t.Legs, func(l Leg) Leg {
			l.Mods = slices.Clone(l.Mods)
			return l
		})
		t.Atom = cloneAtom(t.Atom)
		t.Outer = slices.Clone(t.Outer)
		t.Bracket = cloneEach(t.Bracket, func(b BracketLeg) BracketLeg {
			b.Mods = slices.Clone(b.Mods)
			b.Atom = cloneAtom(b.Atom)
			return b
		})
		return t
	})}
}

// cloneEach copies s and what its pointers point to, each through f, the
// copies in one array (an allocation each was most of a clone's cost).
func cloneEach[T any](s []*T, f func(T) T) []*T {
	if s == nil {
		return nil
	}
	out, vals := make([]*T, len(s)), make([]T, len(s))
	for i, x := range s {
		if x != nil {
			vals[i] = f(*x)
			out[i] = &vals[i]
		}
	}
	return out
}

func cloneAtom(a *Atom) *Atom {
	if a == nil {
		return nil
	}
	b := *a
	return &b
}
