package gamecode

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/betzac/betzac/internal/lazy"
)

// Switches picks one reading of each point of GAME Code that no source
// settles (package doc, "Switches"). The zero value is one valid
// combination.
type Switches struct {
	IndexBase int        // elem's first index: 0 or 1
	WhereOff  WhereOff   // what where yields off the grid
	Calls     Calls      // how many values sub in an expression takes
	Scope     Scope      // where my and a new set put a variable
	Dynamic   bool       // a sub sees its callers' variables
	Return    ReturnForm // whether return carries a value
	Chains    Chains     // how an and/or chain is evaluated
	Verify    VerifyForm // what a failed verify does in a sub
	MlnBase   int        // the first move's mln: 0 or 1
	Equality  Equality   // how == and match compare values of two types
	StartPost StartPost  // which Post-Game runs before any move
}

// WhereOff is what where yields for a square off the grid.
type WhereOff int

const (
	WhereEmpty WhereOff = iota // ""
	WhereDash                  // "-"
	WhereName                  // the name the grid would give it, "i1", "a0"
)

// Calls is how many values `sub NAME` takes from the stack.
type Calls int

const (
	CallsExact Calls = iota // one per parameter
	CallsAll                // every value to its right
)

// Scope is where a variable lives.
type Scope int

const (
	ScopeSub   Scope = iota // my: the sub; new set: global
	ScopeBlock              // my: the innermost if/do block; new set: global
	ScopeLocal              // my and new set: the innermost block (or sub)
)

// ReturnForm says whether return carries a value.
type ReturnForm int

const (
	ReturnValue ReturnForm = iota // return EXPR yields EXPR
	ReturnBare                    // return takes no operand; a sub yields null
)

// Chains is how an infix and/or chain is evaluated.
type Chains int

const (
	ChainsShort Chains = iota // right to left, stopping at a deciding operand
	ChainsEager               // every operand, then combined left to right
)

// VerifyForm is what a failed verify does inside a sub.
type VerifyForm int

const (
	VerifyReturns VerifyForm = iota // the sub returns false
	VerifyRefuses                   // the move is refused, as at top level
)

// dims lists each switch with a setter per value, in the order of the
// Switches fields.
var dims = [][]func(*Switches){
	{func(s *Switches) { s.IndexBase = 0 }, func(s *Switches) { s.IndexBase = 1 }},
	{func(s *Switches) { s.WhereOff = WhereEmpty }, func(s *Switches) { s.WhereOff = WhereDash },
		func(s *Switches) { s.WhereOff = WhereName }},
	{func(s *Switches) { s.Calls = CallsExact }, func(s *Switches) { s.Calls = CallsAll }},
	{func(s *Switches) { s.Scope = ScopeSub }, func(s *Switches) { s.Scope = ScopeBlock },
		func(s *Switches) { s.Scope = ScopeLocal }},
	{func(s *Switches) { s.Dynamic = false }, func(s *Switches) { s.Dynamic = true }},
	{func(s *Switches) { s.Return = ReturnValue }, func(s *Switches) { s.Return = ReturnBare }},
	{func(s *Switches) { s.Chains = ChainsShort }, func(s *Switches) { s.Chains = ChainsEager }},
	{func(s *Switches) { s.Verify = VerifyReturns }, func(s *Switches) { s.Verify = VerifyRefuses }},
	{func(s *Switches) { s.MlnBase = 0 }, func(s *Switches) { s.MlnBase = 1 }},
	{func(s *Switches) { s.Equality = EqualPHP8 }, func(s *Switches) { s.Equality = EqualPHP7 },
		func(s *Switches) { s.Equality = EqualStrict }},
	{func(s *Switches) { s.StartPost = StartPostBlack }, func(s *Switches) { s.StartPost = StartPostWhite }},
}

// levels is one combination as a value index per switch.
type levels [11]int

func (l levels) switches() Switches {
	var s Switches
	for d, v := range l {
		dims[d][v](&s)
	}
	return s
}

// allLevels is every combination of the values of all the switches.
func allLevels() []levels { return productOver(1<<len(dims) - 1) }

// Equality is how == and match compare values of different types: Game
// Courier runs on PHP, whose == changed in version 8 [NOTES-2 §5.2].
type Equality int

const (
	EqualPHP8   Equality = iota // numbers and numeric strings as numbers, else as text
	EqualPHP7                   // also a number and a non-numeric string as numbers ("K" == 0)
	EqualStrict                 // only values of one type can be equal ("1" != 1)
)

// StartPost is the Post-Game field that runs when the log is empty: N9
// names "the last side to move", and before any move there is none.
type StartPost int

const (
	StartPostBlack StartPost = iota // Post-Game 2, as if Black had moved
	StartPostWhite                  // Post-Game 1, the side to move's
)

// AllSwitches lists every combination of the switches.
func AllSwitches() []Switches {
	var all []Switches
	for _, l := range allLevels() {
		all = append(all, l.switches())
	}
	return all
}

// PairwiseSwitches is a small set of combinations in which every value
// of every switch meets every value of every other switch at least
// once: a cheaper check than AllSwitches for long runs (whole games),
// which catches any dependence on one point or on two together.
func PairwiseSwitches() []Switches { return slices.Clone(pairwise.Get()) }

var pairwise = lazy.Value[[]Switches]{Build: func() []Switches {
	type pair struct{ d1, v1, d2, v2 int }
	uncovered := map[pair]bool{}
	for d1 := range dims {
		for d2 := d1 + 1; d2 < len(dims); d2++ {
			for v1 := range dims[d1] {
				for v2 := range dims[d2] {
					uncovered[pair{d1, v1, d2, v2}] = true
				}
			}
		}
	}
	gain := func(l levels) int {
		n := 0
		for d1 := range l {
			for d2 := d1 + 1; d2 < len(l); d2++ {
				if uncovered[pair{d1, l[d1], d2, l[d2]}] {
					n++
				}
			}
		}
		return n
	}
	var picked []Switches
	candidates := allLevels()
	for len(uncovered) > 0 {
		best, bestGain := candidates[0], -1
		for _, l := range candidates { // the first best, so the set is fixed
			if g := gain(l); g > bestGain {
				best, bestGain = l, g
			}
		}
		for d1 := range best {
			for d2 := d1 + 1; d2 < len(best); d2++ {
				delete(uncovered, pair{d1, best[d1], d2, best[d2]})
			}
		}
		picked = append(picked, best.switches())
	}
	return picked
}}

// Invariant runs check under every combination of the switches and
// returns its result if all agree (errors compared by their text), or a
// *DiffError naming two combinations that disagree and what each gave.
func Invariant[T any](check func(Switches) (T, error)) (T, error) {
	return InvariantOver(AllSwitches(), check)
}

// InvariantOver is Invariant over the given combinations (such as
// PairwiseSwitches).
func InvariantOver[T any](set []Switches, check func(Switches) (T, error)) (T, error) {
	var first T
	var firstErr error
	var firstSw Switches
	for i, sw := range set {
		got, err := check(sw)
		if i == 0 {
			first, firstErr, firstSw = got, err, sw
			continue
		}
		if !sameErr(err, firstErr) || !reflect.DeepEqual(got, first) {
			return first, &DiffError{firstSw, sw,
				fmt.Sprintf("%+v (error %v)", first, firstErr), fmt.Sprintf("%+v (error %v)", got, err)}
		}
	}
	return first, firstErr
}

// DiffError is two combinations of the switches that give different
// results: the checked code depends on an unverified point.
type DiffError struct {
	A, B       Switches
	GotA, GotB string
}

func (e *DiffError) Error() string {
	return fmt.Sprintf("results differ:\n%+v gives %s\n%+v gives %s", e.A, e.GotA, e.B, e.GotB)
}

func sameErr(a, b error) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Error() == b.Error()
}
