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
// the variant's values (stalemate-value, checkmate-value, the bare-king
// rule), won when the side to move loses, lost when it wins and drawn;
// both presets print the verdict with its value (verdict). The proof's comparison
// (checker.position) accepts each, and refuses the Result of the preset
// that only prints the verdict, and the reverse.
func TestEndWithCommands(t *testing.T) {
	for _, tc := range []struct {
		name, start string
		mate, stale string // the variant's checkmate-value and stalemate-value
		moves       []string
		verdict     string
		want        []gamecode.End
		bare        string // the variant's bare-king rule
	}{
		{"fool's mate", "", "", "", foolsMate, "checkmate: White loses", []gamecode.End{{Word: "won", Field: "Pre-Game", Move: 4}}, ""},
		{"stalemate", stalemated, "", "", []string{"a1-a2"}, "stalemate: draw", []gamecode.End{{Word: "drawn", Field: "Pre-Game", Move: 1}}, ""},
		{"stalemate, value loss", stalemated, "", "loss", []string{"a1-a2"}, "stalemate: Black loses", []gamecode.End{{Word: "won", Field: "Pre-Game", Move: 1}}, ""},
		{"stalemate, value win", stalemated, "", "win", []string{"a1-a2"}, "stalemate: White loses", []gamecode.End{{Word: "lost", Field: "Pre-Game", Move: 1}}, ""},
		{"fool's mate, value win", "", "win", "", foolsMate, "checkmate: Black loses", []gamecode.End{{Word: "lost", Field: "Pre-Game", Move: 4}}, ""},
		{"bare king, loses: Black bared", bared3, "", "", []string{"a1-a2"}, "bare king: Black loses", []gamecode.End{{Word: "won", Field: "Pre-Game", Move: 1}}, "loses"},
		{"bare king, loses: White bares itself", baring, "", "", []string{"a1-a2"}, "bare king: White loses", []gamecode.End{{Word: "lost", Field: "Pre-Game", Move: 1}}, "loses"},
		{"bare king, ends", bared3, "", "", []string{"a1-a2"}, "bare king: draw", []gamecode.End{{Word: "drawn", Field: "Pre-Game", Move: 1}}, "ends"},
	} {
		_, p, err := compiler.Load("chess")
		if err != nil {
			t.Fatal(err)
		}
		if tc.start != "" {
			p.Start = tc.start
		}
		p.CheckmateValue, p.StalemateValue, p.BareKing = tc.mate, tc.stale, tc.bare
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
		if tc.mate+tc.stale+tc.bare != "" {
			// the preset of the variant without its values prints
			// another verdict (or, without the bare-king rule, lists
			// moves), which the proof refuses
			q := *p
			q.CheckmateValue, q.StalemateValue, q.BareKing = "", "", ""
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
			if err := c.position(pos, pos.LegalMoves(), res); err == nil {
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
// stalemates Black; in bared3 it takes Black's last piece but the king
// (White keeps three), in baring White's king, alone, steps away.
var (
	foolsMate  = []string{"f2-f3", "e7-e5", "g2-g4", "d8-h4"}
	stalemated = "k7/8/1Q6/8/8/8/8/K7 w - - 0 1"
	bared3     = "7k/8/8/8/8/8/r7/KRR5 w - - 0 1"
	baring     = "7k/8/8/8/8/8/8/K6r w - - 0 1"
)

// TestEndsWork: the answers allow --ends only when every command the
// variant's preset would run works: won and drawn for chess; lost too
// for a variant whose stalemated side wins or whose bare king loses.
func TestEndsWork(t *testing.T) {
	const wonDrawn = "betzac-probe won white\nbetzac-probe drawn draw\n"
	for _, tc := range []struct {
		name, stale, bare, answers string
		want                       bool
	}{
		{"chess", "", "", wonDrawn, true},
		{"chess, drawn unanswered", "", "", "betzac-probe won white\n", false},
		{"chess, won gives Black the game", "", "", "betzac-probe won black\nbetzac-probe drawn draw\n", false},
		{"stalemate loss", "loss", "", "betzac-probe won white\n", true},
		{"stalemate win, lost unanswered", "win", "", wonDrawn, false},
		{"stalemate win", "win", "", wonDrawn + "betzac-probe lost black\n", true},
		{"bare king loses, lost unanswered", "loss", "loses", "betzac-probe won white\n", false},
		{"bare king loses", "loss", "loses", "betzac-probe won white\nbetzac-probe lost black\n", true},
		{"bare king ends, drawn unanswered", "loss", "ends", "betzac-probe won white\n", false},
	} {
		_, p, err := compiler.Load("chess")
		if err != nil {
			t.Fatal(err)
		}
		p.StalemateValue, p.BareKing = tc.stale, tc.bare
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
