package gamecourier

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/gamecode"
	"github.com/betzac/betzac/vm"
)

// TestEndWithCommands: with Preset.Ends the fool's mate runs won in
// the Post-Game (Move 4: after the log; the statement stands in a sub of
// the Pre-Game) and a stalemate by White's quiet move drawn, or, with
// the variant's values (stalemate-value, checkmate-value), won when the
// side to move loses and lost when it wins; both presets print the
// verdict with its value (verdict). The proof's comparison
// (checker.position) accepts each, and refuses the Result of the preset
// that only prints the verdict, and the reverse.
func TestEndWithCommands(t *testing.T) {
	for _, tc := range []struct {
		name, start string
		mate, stale string // the variant's checkmate-value and stalemate-value
		moves       []string
		verdict     string
		want        []gamecode.End
	}{
		{"fool's mate", "", "", "", foolsMate, "checkmate: White loses", []gamecode.End{{Word: "won", Field: "Pre-Game", Move: 4}}},
		{"stalemate", stalemated, "", "", []string{"a1-a2"}, "stalemate: draw", []gamecode.End{{Word: "drawn", Field: "Pre-Game", Move: 1}}},
		{"stalemate, value loss", stalemated, "", "loss", []string{"a1-a2"}, "stalemate: Black loses", []gamecode.End{{Word: "won", Field: "Pre-Game", Move: 1}}},
		{"stalemate, value win", stalemated, "", "win", []string{"a1-a2"}, "stalemate: White loses", []gamecode.End{{Word: "lost", Field: "Pre-Game", Move: 1}}},
		{"fool's mate, value win", "", "win", "", foolsMate, "checkmate: Black loses", []gamecode.End{{Word: "lost", Field: "Pre-Game", Move: 4}}},
	} {
		_, p, err := compiler.Load("chess")
		if err != nil {
			t.Fatal(err)
		}
		if tc.start != "" {
			p.Start = tc.start
		}
		p.CheckmateValue, p.StalemateValue = tc.mate, tc.stale
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
		for _, res := range results {
			if !slices.Contains(res.Output, tc.verdict) {
				t.Errorf("%s: the preset prints %q, not %q", tc.name, res.Output, tc.verdict)
			}
		}
		if d := cmp.Diff(tc.want, results[true].Ends); d != "" {
			t.Errorf("%s: Ends (-want +got):\n%s", tc.name, d)
		}
		if tc.mate+tc.stale != "" {
			// the preset of the variant without its values prints
			// another verdict, which the proof refuses
			q := *p
			q.CheckmateValue, q.StalemateValue = "", ""
			other, err := Emit(&q)
			if err != nil {
				t.Fatal(err)
			}
			res, err := gamecode.Run(gcPreset(other), tc.moves, gamecode.Switches{})
			if err != nil {
				t.Fatal(err)
			}
			c, err := newChecker(p, plain)
			if err != nil {
				t.Fatal(err)
			}
			c.rep = &CheckReport{}
			if err := c.position(pos, pos.LegalMoves(), res); err == nil || !strings.Contains(err.Error(), "the preset says") {
				t.Errorf("%s: the preset without the values: %v", tc.name, err)
			}
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

// foolsMate mates White; stalemated is a position whose White move a1-a2
// stalemates Black.
var (
	foolsMate  = []string{"f2-f3", "e7-e5", "g2-g4", "d8-h4"}
	stalemated = "k7/8/1Q6/8/8/8/8/K7 w - - 0 1"
)

// TestEndsWork: the answers allow --ends only when every command the
// variant's preset would run works: won and drawn for chess; lost too
// for a variant whose stalemated side wins.
func TestEndsWork(t *testing.T) {
	const wonDrawn = "betzac-probe won white\nbetzac-probe drawn draw\n"
	for _, tc := range []struct {
		name, stale, answers string
		want                 bool
	}{
		{"chess", "", wonDrawn, true},
		{"chess, drawn unanswered", "", "betzac-probe won white\n", false},
		{"chess, won gives Black the game", "", "betzac-probe won black\nbetzac-probe drawn draw\n", false},
		{"stalemate loss", "loss", "betzac-probe won white\n", true},
		{"stalemate win, lost unanswered", "win", wonDrawn, false},
		{"stalemate win", "win", wonDrawn + "betzac-probe lost black\n", true},
	} {
		_, p, err := compiler.Load("chess")
		if err != nil {
			t.Fatal(err)
		}
		p.StalemateValue = tc.stale
		pr, err := Emit(p)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := ReadProbeAnswers(strings.NewReader(tc.answers))
		if err != nil {
			t.Fatal(err)
		}
		if got := rep.EndsWork(pr); got != tc.want {
			t.Errorf("%s: EndsWork = %v, want %v", tc.name, got, tc.want)
		}
	}
}
