package gamecode

import (
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// Each program depends on one unverified point: Invariant must report
// the difference, and each value of the switch gives the output worked
// out by hand (the other switches at their zero value).
func TestSwitchesAreReal(t *testing.T) {
	tests := []struct {
		name   string
		code   string
		values []func(*Switches)
		want   [][]string // per value
	}{
		{"IndexBase", "print elem 1 (10 20 30);",
			[]func(*Switches){func(s *Switches) { s.IndexBase = 0 }, func(s *Switches) { s.IndexBase = 1 }},
			[][]string{{"20"}, {"10"}}},
		{"WhereOff", "print where h1 1 0;",
			[]func(*Switches){
				func(s *Switches) { s.WhereOff = WhereEmpty },
				func(s *Switches) { s.WhereOff = WhereDash },
				func(s *Switches) { s.WhereOff = WhereName }},
			[][]string{{""}, {"-"}, {"i1"}}},
		// exact: f takes 1, then + adds 2; all: f eats 1 and 2, + lacks one
		{"Calls", "sub f x: return #x; endsub; print + sub f 1 2;",
			[]func(*Switches){func(s *Switches) { s.Calls = CallsExact }, func(s *Switches) { s.Calls = CallsAll }},
			[][]string{{"3"}, {"error: Pre-Game: line 1, col 35: + needs 2 operands, has 1"}}},
		// my inside if: gone after endif when blocks scope; a new set
		// inside a block: global unless ScopeLocal
		{"Scope", "sub f: if true: my x; set x 1; set y 2; endif; print #x; print #y; endsub; gosub f; print #y;",
			[]func(*Switches){
				func(s *Switches) { s.Scope = ScopeSub },
				func(s *Switches) { s.Scope = ScopeBlock },
				func(s *Switches) { s.Scope = ScopeLocal }},
			[][]string{{"1", "2", "2"}, {"#x", "2", "2"}, {"#x", "#y", "#y"}}},
		{"Dynamic", "set x 1; sub f: my x; set x 2; gosub g; endsub; sub g: print #x; endsub; gosub f;",
			[]func(*Switches){func(s *Switches) { s.Dynamic = false }, func(s *Switches) { s.Dynamic = true }},
			[][]string{{"1"}, {"2"}}},
		{"Return", "sub f: return 5; endsub; print sub f;",
			[]func(*Switches){func(s *Switches) { s.Return = ReturnValue }, func(s *Switches) { s.Return = ReturnBare }},
			[][]string{{"5"}, {""}}},
		// the left operand of the chain has an effect: short evaluation
		// stops at the deciding true on the right and never calls bump
		{"Chains", "set n 0; sub bump: set n + #n 1; endsub; set r sub bump or true; print #n;",
			[]func(*Switches){func(s *Switches) { s.Chains = ChainsShort }, func(s *Switches) { s.Chains = ChainsEager }},
			[][]string{{"0"}, {"1"}}},
		{"Verify", "sub f: verify false; print 1; endsub; gosub f; print 2;",
			[]func(*Switches){func(s *Switches) { s.Verify = VerifyReturns }, func(s *Switches) { s.Verify = VerifyRefuses }},
			[][]string{{"2"}, {"refused: verify failed (Pre-Game: line 1, col 8)"}}},
		{"Equality", `print == K 0; print == "1" 1; print match "3" (1 2 3);`,
			[]func(*Switches){
				func(s *Switches) { s.Equality = EqualPHP8 },
				func(s *Switches) { s.Equality = EqualPHP7 },
				func(s *Switches) { s.Equality = EqualStrict }},
			[][]string{{"", "1", "1"}, {"1", "1", "1"}, {"", "", ""}}},
	}
	for _, tc := range tests {
		p := chess(tc.code)
		prog, err := Compile(p)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for i, set := range tc.values {
			sw := Switches{}
			set(&sw)
			if diff := cmp.Diff(tc.want[i], printed(prog.Run(nil, sw))); diff != "" {
				t.Errorf("%s value %d (-want +got):\n%s", tc.name, i, diff)
			}
		}
		check := func(sw Switches) ([]string, error) { return printed(prog.Run(nil, sw)), nil }
		for set, all := range map[string][]Switches{"all": AllSwitches(), "pairwise": PairwiseSwitches()} {
			_, err = InvariantOver(all, check)
			var diff *DiffError
			if !errors.As(err, &diff) {
				t.Errorf("%s: Invariant over %s did not see the difference (%v)", tc.name, set, err)
			}
		}
	}
}

// printed is a run's output, or its error or refusal as one line.
func printed(r Result, err error) []string {
	switch {
	case err != nil:
		return []string{"error: " + err.Error()}
	case r.Refusal != nil:
		return []string{"refused: " + r.Refusal.Message}
	}
	return r.Output
}

func TestMlnBaseIsReal(t *testing.T) {
	p := chess("")
	p.PostMoveWhite = "print mln; print == mln $maxmln;"
	p.PostMoveBlack = p.PostMoveWhite
	moves := []string{"e2-e4", "e7-e5"}
	for base, want := range [][]string{{"0", "", "1", "1"}, {"1", "", "2", "1"}} {
		if diff := cmp.Diff(want, printed(Run(p, moves, Switches{MlnBase: base}))); diff != "" {
			t.Errorf("MlnBase %d (-want +got):\n%s", base, diff)
		}
	}
}

func TestStartPostIsReal(t *testing.T) {
	p := chess("")
	p.PostGameWhite = "print 1;"
	p.PostGameBlack = "print 2;"
	for sp, want := range map[StartPost][]string{StartPostBlack: {"2"}, StartPostWhite: {"1"}} {
		if diff := cmp.Diff(want, printed(Run(p, nil, Switches{StartPost: sp}))); diff != "" {
			t.Errorf("StartPost %d (-want +got):\n%s", sp, diff)
		}
	}
}

func TestAllSwitches(t *testing.T) {
	all := AllSwitches()
	seen := map[Switches]bool{}
	for _, sw := range all {
		seen[sw] = true
	}
	// 2 bases × 3 where × 2 calls × 3 scopes × 2 dynamic × 2 returns ×
	// 2 chains × 2 verifies × 2 mln bases × 3 equalities × 2 start fields
	if want := 2 * 3 * 2 * 3 * 2 * 2 * 2 * 2 * 2 * 3 * 2; len(all) != want || len(seen) != want {
		t.Errorf("AllSwitches: %d combinations, %d distinct, want %d", len(all), len(seen), want)
	}
}

func TestPairwiseSwitches(t *testing.T) {
	set := PairwiseSwitches()
	// every value of every switch meets every value of every other
	type pair struct{ d1, v1, d2, v2 int }
	met := map[pair]bool{}
	for _, sw := range set {
		var l levels
		for d := range dims {
			for v, setter := range dims[d] {
				probe := sw
				setter(&probe)
				if probe == sw {
					l[d] = v
				}
			}
		}
		for d1 := range l {
			for d2 := d1 + 1; d2 < len(l); d2++ {
				met[pair{d1, l[d1], d2, l[d2]}] = true
			}
		}
	}
	want := 0
	for d1 := range dims {
		for d2 := d1 + 1; d2 < len(dims); d2++ {
			want += len(dims[d1]) * len(dims[d2])
		}
	}
	if len(met) != want || len(set) > 20 {
		t.Errorf("%d combinations meet %d pairs of values, want all %d (in at most 20)", len(set), len(met), want)
	}
	t.Logf("%d combinations", len(set))
}
