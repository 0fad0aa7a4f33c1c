package gamecode

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Each program reaches the switch points worked out by hand, and no
// other: where the readings give one outcome nothing is recorded. The
// programs run in Pre-Game with one move in the log and empty Post-Move
// and Post-Game fields, so StartPost is not reached.
func TestReached(t *testing.T) {
	tests := []struct{ code, want string }{
		{"print 1;", "none"},
		{"print elem 1 (10 20 30);", "IndexBase"},
		{"print elem 1 (5 5 6);", "none"},           // one element at 0 and 1
		{"print elem 7 (5 5 6);", "none"},           // null under both bases
		{"print where h1 1 0;", "WhereOff"},         // off the grid
		{"print where e2 0 1;", "none"},             // e3
		{"print onboard where h1 1 0;", "WhereOff"}, // the point is reached: onboard hides it
		{"sub f x: endsub; set y sub f 1;", "none"},
		{"sub f x: endsub; print join sub f 1 2;", "Calls"},
		{"sub f: my x; set x 1; endsub; gosub f;", "none"},
		{"sub f: if true: my x; endif; endsub; gosub f;", "Scope"},
		{"set g 1; sub f: set g 2; set h 3; endsub; gosub f;", "Scope"}, // h is new
		{"set g 1; sub f: set g 2; endsub; gosub f;", "none"},
		{"set x 1; sub f: my x; gosub g; endsub; sub g: print #x; endsub; gosub f;", "Dynamic"},
		{"set x 1; sub f: gosub g; endsub; sub g: print #x; endsub; gosub f;", "none"},
		{"sub f: return; endsub; gosub f;", "none"},
		{"sub f: return 1; endsub; gosub f;", "Return"},
		{"print or false true;", "none"}, // two operands: no chain
		{"print false or true;", "Chains"},
		{"sub f: verify true; endsub; gosub f; verify true;", "none"},
		{"sub f: verify false; endsub; gosub f;", "Verify"},
		{"print thismove;", "none"},
		{"print mln;", "MlnBase"},
		{"print == mln $maxmln; print == $maxmln mln;", "none"}, // a shift of both
		{"print < mln $maxmln;", "MlnBase"},
		{"print == 1 1; print == K K; print match K (K Q);", "none"},
		{`print == "1" 1;`, "Equality"},
		{"print match K (0 1);", "Equality"},
	}
	for _, tc := range tests {
		p := chess(tc.code)
		prog, err := Compile(p)
		if err != nil {
			t.Fatalf("%s: %v", tc.code, err)
		}
		r, err := prog.Run([]string{"e2-e4"}, Switches{})
		if err != nil {
			t.Fatalf("%s: %v", tc.code, err)
		}
		if got := r.Reached.String(); got != tc.want {
			t.Errorf("%s: reached %s, want %s", tc.code, got, tc.want)
		}
	}
	// before any move: which Post-Game runs shows if their texts
	// differ, or in the name of the field an End records
	for _, tc := range []struct{ white, black, want string }{
		{"print 1;", "print 2;", "StartPost"},
		{"print 1;", "print 1;", "none"},
		{"drawn;", "drawn;", "StartPost"},
		{"verify false;", "verify false;", "StartPost"},
	} {
		p := chess("")
		p.PostGameWhite, p.PostGameBlack = tc.white, tc.black
		r, err := Run(p, nil, Switches{})
		if err != nil || r.Reached.String() != tc.want {
			t.Errorf("Post-Game %q and %q, no move: reached %s (%v), want %s", tc.white, tc.black, r.Reached, err, tc.want)
		}
	}
}

// InvariantReached agrees with Invariant over every combination: it
// finds the difference in each program of TestSwitchesAreReal's, and
// finds none in code written in the safe forms (tinyGen), running
// fewer combinations.
func TestInvariantReached(t *testing.T) {
	programs := map[string]bool{ // code: whether every combination agrees
		"print elem 1 (10 20 30);":                       false,
		"print where h1 1 0;":                            false,
		"sub f x: return #x; endsub; print + sub f 1 2;": false,
		"sub f: if true: my x; set x 1; set y 2; endif; print #x; print #y; endsub; gosub f; print #y;": false,
		"set x 1; sub f: my x; set x 2; gosub g; endsub; sub g: print #x; endsub; gosub f;":             false,
		"sub f: return 5; endsub; print sub f;":                                                         false,
		"set n 0; sub bump: set n + #n 1; endsub; set r sub bump or true; print #n;":                    false,
		"sub f: verify false; print 1; endsub; gosub f; print 2;":                                       false,
		`print == K 0;`: false,
		"print mln;":    false,
		"print 1;":      true,
		"print onboard where h1 1 0; print elem + - 1 elem 1 (0 1) 1 (10 20);": true,
		"set base - 1 elem 1 (0 1); print == mln $maxmln;":                     true,
		"print < mln $maxmln;": true,
	}
	for code, same := range programs {
		prog, err := Compile(chess(code))
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		check := func(sw Switches) ([]string, SwitchSet, error) {
			r, err := prog.Run([]string{"e2-e4"}, sw)
			return printed(r, err), r.Reached, nil
		}
		_, proof, err := InvariantReached(check)
		var diff *DiffError
		if got := !errors.As(err, &diff); got != same {
			t.Errorf("%s: InvariantReached says the combinations agree: %v, want %v (%v)", code, got, same, err)
		}
		_, errAll := Invariant(func(sw Switches) ([]string, error) {
			s, _, err := check(sw)
			return s, err
		})
		if got := !errors.As(errAll, &diff); got != same {
			t.Errorf("%s: Invariant says the combinations agree: %v, want %v", code, got, same)
		}
		if same && proof.Runs >= len(AllSwitches()) {
			t.Errorf("%s: %v, no fewer than all", code, proof)
		}
	}
}

// FuzzReached: on any program that compiles, InvariantReached and
// Invariant over every combination agree on whether the switches can
// change the result (a switch point not recorded would let a
// difference through).
func FuzzReached(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		p := chess(src)
		p.Limits = Limits{Steps: 2000, Depth: 20}
		prog, err := Compile(p)
		if err != nil {
			return
		}
		check := func(sw Switches) (outcome, SwitchSet, error) {
			r, err := prog.Run([]string{"e2-e4", "e7-e5"}, sw)
			return outcomeOf(r), r.Reached, err
		}
		_, _, errR := InvariantReached(check)
		_, errAll := Invariant(func(sw Switches) (outcome, error) {
			o, _, err := check(sw)
			return o, err
		})
		var d1, d2 *DiffError
		if a, b := errors.As(errR, &d1), errors.As(errAll, &d2); a != b {
			t.Fatalf("%q: InvariantReached sees a difference: %v, Invariant: %v\n%v\n%v", src, a, b, errR, errAll)
		}
	})
}

func TestProductOver(t *testing.T) {
	s := SwitchSet(1<<swIndexBase | 1<<swWhereOff)
	got := len(productOver(s))
	if diff := cmp.Diff(2*3, got); diff != "" {
		t.Error(diff)
	}
}

// TestPlainEqual: the fast path of == (two ints, two strings) gives what
// each reading gives, and is taken only where the readings agree (PHP's
// == on two numeric strings compares numbers: "1" == "01", not under
// EqualStrict).
func TestPlainEqual(t *testing.T) {
	vals := []Value{0, 1, 7, -1, "0", "1", "01", "-1", "+1", "", "a1", "K", "7x", nil, true, false}
	for _, a := range vals {
		for _, b := range vals {
			same, ok := plainEqual(a, b)
			if !ok {
				continue
			}
			for _, mode := range []Equality{EqualPHP8, EqualPHP7, EqualStrict} {
				if got := equal(a, b, mode); got != same {
					t.Errorf("%#v == %#v: fast path %v, mode %d %v", a, b, same, mode, got)
				}
			}
		}
	}
	if _, ok := plainEqual("1", "01"); ok {
		t.Error(`"1" == "01" taken by the fast path; the readings differ`)
	}
}
