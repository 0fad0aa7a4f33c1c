package gamecode

import (
	"fmt"
	"reflect"
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

// AllSwitches lists every combination of the switches.
func AllSwitches() []Switches {
	var all []Switches
	for _, base := range []int{0, 1} {
		for _, w := range []WhereOff{WhereEmpty, WhereDash, WhereName} {
			for _, c := range []Calls{CallsExact, CallsAll} {
				for _, sc := range []Scope{ScopeSub, ScopeBlock, ScopeLocal} {
					for _, dyn := range []bool{false, true} {
						for _, r := range []ReturnForm{ReturnValue, ReturnBare} {
							for _, ch := range []Chains{ChainsShort, ChainsEager} {
								for _, v := range []VerifyForm{VerifyReturns, VerifyRefuses} {
									for _, m := range []int{0, 1} {
										all = append(all, Switches{base, w, c, sc, dyn, r, ch, v, m})
									}
								}
							}
						}
					}
				}
			}
		}
	}
	return all
}

// Invariant runs check under every combination of the switches and
// returns its result if all agree (errors compared by their text), or an
// error naming two combinations that disagree and what each gave.
func Invariant[T any](check func(Switches) (T, error)) (T, error) {
	var first T
	var firstErr error
	var firstSw Switches
	for i, sw := range AllSwitches() {
		got, err := check(sw)
		if i == 0 {
			first, firstErr, firstSw = got, err, sw
			continue
		}
		if !sameErr(err, firstErr) || !reflect.DeepEqual(got, first) {
			return first, fmt.Errorf("results differ:\n%+v gives %+v (error %v)\n%+v gives %+v (error %v)",
				firstSw, first, firstErr, sw, got, err)
		}
	}
	return first, firstErr
}

func sameErr(a, b error) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Error() == b.Error()
}
