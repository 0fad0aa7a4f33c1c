package gamecourier

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecode"
	"github.com/betzac/betzac/vm"
)

// TestEndWithCommands: with Preset.Ends the fool's mate runs won in
// the Post-Game (Move 4: after the log; the statement stands in a sub of
// the Pre-Game) and a stalemate by White's quiet move drawn; the proof's comparison (checker.position) accepts
// each, and refuses the Result of the preset that only prints the
// verdict, and the reverse.
func TestEndWithCommands(t *testing.T) {
	for _, tc := range []struct {
		name, start string
		moves       []string
		want        []gamecode.End
	}{
		{"fool's mate", "", []string{"f2-f3", "e7-e5", "g2-g4", "d8-h4"}, []gamecode.End{{Word: "won", Field: "Pre-Game", Move: 4}}},
		{"stalemate", "k7/8/1Q6/8/8/8/8/K7 w - - 0 1", []string{"a1-a2"}, []gamecode.End{{Word: "drawn", Field: "Pre-Game", Move: 1}}},
	} {
		_, p, err := compiler.Load("chess")
		if err != nil {
			t.Fatal(err)
		}
		if tc.start != "" {
			p.Start = tc.start
		}
		plain, err := Emit(p)
		if err != nil {
			t.Fatal(err)
		}
		ends, _ := Emit(p)
		if err := ends.EndWithCommands(); err != nil {
			t.Fatal(err)
		}
		pos, err := vm.NewPosition(p, p.Start)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range tc.moves {
			found := false
			for _, lm := range pos.LegalMoves() {
				f, to := (&checker{p: p, pr: plain}).squares(pos, lm)
				if f+"-"+to == m {
					pos.Make(lm)
					found = true
					break
				}
			}
			if !found {
				t.Fatalf("%s: %s is not legal", tc.name, m)
			}
		}
		results := map[bool]gamecode.Result{}
		for _, pr := range []*Preset{plain, ends} {
			res, err := gamecode.Run(gcPreset(pr), tc.moves, gamecode.Switches{})
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			results[pr.Ends] = res
		}
		if d := cmp.Diff(tc.want, results[true].Ends); d != "" {
			t.Errorf("%s: Ends (-want +got):\n%s", tc.name, d)
		}
		for _, pr := range []*Preset{plain, ends} {
			c, err := newChecker(p, pr)
			if err != nil {
				t.Fatal(err)
			}
			c.rep = &CheckReport{}
			if err := c.position(pos, pos.LegalMoves(), results[pr.Ends]); err != nil {
				t.Errorf("%s (Ends %v): %v", tc.name, pr.Ends, err)
			}
			err = c.position(pos, pos.LegalMoves(), results[!pr.Ends])
			if err == nil || !strings.Contains(err.Error(), "ends the game with") {
				t.Errorf("%s (Ends %v): the other preset's Result: %v", tc.name, pr.Ends, err)
			}
		}
	}
}
