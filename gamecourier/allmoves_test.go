package gamecourier

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// TestEveryMove: a preset whose White Post-Move goes wrong after one
// ordinary opening move (not castling, e.p., promotion or a drop, so
// only the random sample could reach it) passes the sampled check of
// the start position and fails the every-move one (EveryMove), naming
// the move and the difference. The mutations are written by hand: a
// white pawn appears on a3 after g1-h3 (the VM's board after g1-h3 has
// a3 empty: only the knight moves), and White's hand of the first type
// grows by one after b1-c3 (crazyhouse starts with empty hands, and a
// non-capture adds nothing).
func TestEveryMove(t *testing.T) {
	cases := []struct {
		variant, move, code, want string
	}{
		{"chess", "g1-h3", put(`"P"`, `"a3"`), "a3: P, VM @"},
		{"crazyhouse", "b1-c3", "set hw0 + #hw0 1;", `hw0: "1", VM 0`},
	}
	for _, tc := range cases {
		t.Run(tc.variant, func(t *testing.T) {
			_, p, err := compiler.Load(tc.variant)
			if err != nil {
				t.Fatal(err)
			}
			pr, err := Emit(p)
			if err != nil {
				t.Fatal(err)
			}
			pr.PostMove[0] += "if == thismove \"" + tc.move + "\": " + tc.code + " endif;\n"
			opt := CheckOptions{Games: 1, Plies: 1, Seed: 1}
			if _, err := checkPreset(p, pr, opt); err != nil {
				t.Fatalf("the sample reaches %s (pick another move): %v", tc.move, err)
			}
			opt.EveryMove = 1
			_, err = checkPreset(p, pr, opt)
			if err == nil {
				t.Fatalf("every move: the mutation after %s passes", tc.move)
			}
			for _, w := range []string{"after legal move " + tc.move + " (its Post-Move)", tc.want} {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

// TestEveryMoveLaterGame: a mutation that only a later game's every-move
// check reaches. In chess, seed 1, 3 plies, the knight move f3-g5 is
// legal only at ply 2 of game 7 (White's f3 knight needs g1-f3 first),
// and there the sample does not take it (nor the walk): with every move
// in games 0-6 only, the check passes; with every move in every game
// (CI's), it fails in game 7, naming the move and the square (the VM's
// board after f3-g5 has a3 empty: only the knight moves). The move was
// found by listing the moves each game tries.
func TestEveryMoveLaterGame(t *testing.T) {
	p, pr := emitted(t, "chess")
	pr.PostMove[0] += "if == thismove \"f3-g5\": " + put(`"P"`, `"a3"`) + " endif;\n"
	opt := CheckOptions{Games: 8, Plies: 3, Seed: 1, EveryMove: 7}
	if _, err := checkPreset(p, pr, opt); err != nil {
		t.Fatalf("games 0-6 or game 7's sample reach f3-g5: %v", err)
	}
	opt.EveryMove = -1
	_, err := checkPreset(p, pr, opt)
	if err == nil {
		t.Fatal("every move in every game: the mutation after f3-g5 passes")
	}
	for _, w := range []string{"game 7 ", "after legal move f3-g5 (its Post-Move)", "a3: P, VM @"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not say %q", err, w)
		}
	}
}

// emitted is the variant's program and its preset.
func emitted(t *testing.T, variant string) (*legdefs.Program, *Preset) {
	t.Helper()
	_, p, err := compiler.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	pr, err := Emit(p)
	if err != nil {
		t.Fatal(err)
	}
	return p, pr
}
