package gamecode

import (
	"fmt"
	"reflect"
	"strings"
)

// SwitchSet is a set of switches, one bit per field of Switches (in
// their order).
type SwitchSet uint16

// The switches as members of a SwitchSet, in the order of the Switches
// fields (and of dims).
const (
	swIndexBase = iota
	swWhereOff
	swCalls
	swScope
	swDynamic
	swReturn
	swChains
	swVerify
	swMlnBase
	swEquality
	swStartPost
)

// Has reports whether s holds switch number d (the field's index).
func (s SwitchSet) Has(d int) bool { return s&(1<<d) != 0 }

// String names the switches of s, "IndexBase MlnBase" ("none" if empty).
func (s SwitchSet) String() string {
	var names []string
	t := reflect.TypeOf(Switches{})
	for d := range t.NumField() {
		if s.Has(d) {
			names = append(names, t.Field(d).Name)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, " ")
}

// reach records that the run came to a point where switch d decides
// the outcome: another value of d would have given another one.
func (m *machine) reach(d int) { m.res.Reached |= 1 << d }

// Proof is what InvariantReached ran: the switches the runs reached and
// the number of combinations run (every combination of the values of
// those switches, the others at their zero value).
type Proof struct {
	Reached SwitchSet
	Runs    int
}

func (p Proof) String() string {
	return fmt.Sprintf("%d combinations of the switches reached (%s)", p.Runs, p.Reached)
}

// InvariantReached shows that check gives one result under every
// combination of the switches (AllSwitches), running only a few.
// check returns, besides its result, the switches its run reached
// (Result.Reached of every request it made, together). The runs start
// with the zero combination; every combination of the values of the
// switches reached so far is run, until no run reaches another switch.
//
// Why this covers every combination: take any combination c, and c'
// the same values of the reached switches with the others at zero. c'
// was run, and its run never came to a point where another value of an
// unreached switch would have changed anything, so the run under c
// takes the very same steps: the same result.
//
// It returns the result of the zero combination, or a *DiffError naming
// two combinations that disagree (errors compared by their text).
func InvariantReached[T any](check func(Switches) (T, SwitchSet, error)) (T, Proof, error) {
	var first T
	var firstErr error
	var proof Proof
	ran := map[levels]bool{}
	queue := []levels{{}}
	for len(queue) > 0 {
		l := queue[0]
		queue = queue[1:]
		if ran[l] {
			continue
		}
		ran[l] = true
		sw := l.switches()
		got, reached, err := check(sw)
		proof.Runs++
		if proof.Runs == 1 {
			first, firstErr = got, err
		} else if !sameErr(err, firstErr) || !reflect.DeepEqual(got, first) {
			return first, proof, &DiffError{Switches{}, sw,
				fmt.Sprintf("%+v (error %v)", first, firstErr), fmt.Sprintf("%+v (error %v)", got, err)}
		}
		if reached&^proof.Reached != 0 {
			proof.Reached |= reached
			queue = append(queue, productOver(proof.Reached)...)
		}
	}
	return first, proof, firstErr
}

// productOver is every combination of the values of the switches in s,
// the others at zero.
func productOver(s SwitchSet) []levels {
	all := []levels{{}}
	for d, values := range dims {
		if !s.Has(d) {
			continue
		}
		var next []levels
		for _, l := range all {
			for v := range values {
				l[d] = v
				next = append(next, l)
			}
		}
		all = next
	}
	return all
}
