package gamecourier

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/gamecode"
	"github.com/betzac/betzac/internal/testenv"
)

// probePage runs the staged probe on moves in the interpreter under sw
// as README.txt tells a preset maker to run it on Game Courier: when the
// run stops with an error (or a refusal), the line it names (or the
// first whose answer is missing) is noted "betzac-probe KEY refused" and
// deleted, and the page reloaded. It returns what the maker pastes: the
// page's probe lines, the noted refusals and a highlight line per
// square the Post-Game's setlegal calls light.
func probePage(t *testing.T, moves []string, sw gamecode.Switches) string {
	t.Helper()
	skip := map[int]bool{}
	var notes []string
	for range stagedQuestions {
		res, err := gamecode.Run(looseGC(stagedProbe(skip)), moves, sw)
		i := -1
		var gerr *gamecode.Error
		switch {
		case errors.As(err, &gerr):
			i = stagedLine(gerr.Pos.Field, gerr.Pos.Line, skip)
		case err != nil:
			t.Fatalf("the probe: %v", err)
		case res.Refusal != nil:
			i = firstUnanswered(res.Output, skip)
		default:
			return strings.Join(append(append(res.Output, notes...), highlights(res.Legal)...), "\n") + "\n"
		}
		if i < 0 || stagedQuestions[i].key == "" {
			t.Fatalf("the probe stops at a line that asks nothing (%v, %+v)", err, res.Refusal)
		}
		skip[i] = true
		notes = append(notes, probeMark+" "+stagedQuestions[i].key+" refused")
	}
	t.Fatal("the probe never runs to its end")
	return ""
}

// looseGC is pr as package gamecode runs it outside strict mode: the
// probe asks about forms no source shows.
func looseGC(pr *Preset) gamecode.Preset {
	return gamecode.Preset{
		Files: pr.Files, Ranks: pr.Ranks, FEN: pr.FEN, Pieces: allLabels(pr.Labels),
		PreGame:       pr.PreGame,
		PostMoveWhite: pr.PostMove[0], PostMoveBlack: pr.PostMove[1],
		PostGameWhite: pr.PostGame[0], PostGameBlack: pr.PostGame[1],
	}
}

// firstUnanswered is the first question whose answer is not in output.
func firstUnanswered(output []string, skip map[int]bool) int {
	for i, q := range stagedQuestions {
		if q.key == "" || skip[i] || q.field != "pre" {
			continue
		}
		if !slices.ContainsFunc(output, func(l string) bool { return strings.HasPrefix(l, probeMark+" "+q.key+" ") || l == probeMark+" "+q.key }) {
			return i
		}
	}
	return -1
}

// highlights are the typed highlight lines: what each square lights.
func highlights(legal []gamecode.Legal) []string {
	lit := map[string][]string{}
	for _, l := range legal {
		if coordRE.Get().MatchString(l.To) {
			lit[l.From] = append(lit[l.From], l.To)
		}
	}
	var out []string
	for _, from := range []string{"a2", "b2", "c2", "d2", "e2", "f2", "g2"} {
		to := lit[from]
		if len(to) == 0 {
			to = []string{"none"}
		}
		out = append(out, fmt.Sprintf("%s highlight %s %s", probeMark, from, strings.Join(to, " ")))
	}
	return out
}

// probePaste is what a maker pastes after the two pages of README.txt:
// the start page and the page after e2-e4 e7-e5 and the promotion.
func probePaste(t *testing.T, sw gamecode.Switches) string {
	defer func(n int, steps [len(probeSteps)]struct {
		key   string
		turns int
	}) {
		bigArray, probeSteps = n, steps
	}(bigArray, probeSteps)
	// TestStagedProbeSize runs the 300 KB line and the long loops
	bigArray = 100
	for i := range probeSteps {
		probeSteps[i].turns /= 1000
	}
	return probePage(t, nil, sw) + probePage(t, []string{"e2-e4", "e7-e5", "g7-g8; Q-g8"}, sw)
}

// TestProbeAnswersSettleSwitches runs the staged probe under the zero
// combination and each of gamecode.PairwiseSwitches (every value of every
// switch; outside the full tier: the first two) and holds the reader to the run:
// every switch it settles has the value the run was made under, and the
// switches whose questions use only the sourced core are settled.
func TestProbeAnswersSettleSwitches(t *testing.T) {
	sets := append([]gamecode.Switches{{}}, gamecode.PairwiseSwitches()...)
	if !testenv.Full() {
		sets = sets[:3]
	}
	for _, sw := range sets {
		rep, err := ReadProbeAnswers(strings.NewReader(probePaste(t, sw)))
		if err != nil {
			t.Fatalf("%+v: %v", sw, err)
		}
		var want gamecode.Switches
		for _, name := range rep.Pinned {
			copySwitch(&want, sw, name)
		}
		if d := cmp.Diff(want, rep.Switches); d != "" {
			t.Errorf("%+v: the settled switches differ from the run's (-run +read):\n%s\n%s", sw, d, rep)
		}
		for _, name := range []string{"IndexBase", "Scope", "Dynamic", "Equality", "MlnBase", "StartPost", "WhereOff"} {
			if !slices.Contains(rep.Pinned, name) {
				t.Errorf("%+v: switch %s not settled:\n%s", sw, name, rep)
			}
		}
	}
}

// copySwitch copies the named field of src into dst.
func copySwitch(dst *gamecode.Switches, src gamecode.Switches, name string) {
	switch name {
	case "IndexBase":
		dst.IndexBase = src.IndexBase
	case "WhereOff":
		dst.WhereOff = src.WhereOff
	case "Calls":
		dst.Calls = src.Calls
	case "Scope":
		dst.Scope = src.Scope
	case "Dynamic":
		dst.Dynamic = src.Dynamic
	case "Return":
		dst.Return = src.Return
	case "Chains":
		dst.Chains = src.Chains
	case "Verify":
		dst.Verify = src.Verify
	case "MlnBase":
		dst.MlnBase = src.MlnBase
	case "Equality":
		dst.Equality = src.Equality
	case "StartPost":
		dst.StartPost = src.StartPost
	}
}

// TestProbeAnswersMalformed feeds pastes the reader must refuse, each
// with the cause first.
func TestProbeAnswersMalformed(t *testing.T) {
	for _, tc := range []struct{ name, paste, want string }{
		{"empty", "", "no line starting"},
		{"no probe line", "Chess\nan error on line 3\n", "no line starting"},
		{"unknown question", "betzac-probe print ok\nbetzac-probe bogus 1\n", `line 2: unknown question "bogus"`},
		{"two answers", "betzac-probe index-base 8\nbetzac-probe index-base 7\n", `line 2: index-base "7", but line 1 says "8"`},
		{"no reading", "betzac-probe index-base 9\n", `line 1: index-base "9" is none of the answers`},
		{"scope", "betzac-probe scope 2 5\n", `line 1: scope "2 5" is none of the answers`},
		{"move", "betzac-probe move e2-e4\n", `line 1: move "e2-e4": expected MLN MAXMLN`},
		{"mln base", "betzac-probe move 2 2 newest | e2-e4\n", "the first move's mln is 2"},
		{"postgame", "betzac-probe postgame 3 \n", `line 1: postgame "3": expected 1 or 2`},
		{"highlight", "betzac-probe highlight a2\n", `line 1: highlight "a2": expected the square clicked`},
		{"highlight square", "betzac-probe highlight a2 up\n", `"up" is no square`},
		{"won", "betzac-probe won maybe\n", `line 1: won "maybe": expected white, black, draw, none or refused`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := ReadProbeAnswers(strings.NewReader(tc.paste))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v (%v), want an error containing %q", err, rep, tc.want)
			}
		})
	}
}

// TestProbeAnswersServer reads a hand-written paste from a server unlike
// the interpreter (a ";" cuts a string, gosub takes no expressions, setlegal
// takes only coordinates, won makes White win, the 1M loop times out),
// copied in a browser with the page around it, and holds Avoid to the
// constructs a preset using them would need.
func TestProbeAnswersServer(t *testing.T) {
	paste := `Chess probe
Pre-Game output: betzac-probe print ok
betzac-probe empty []
betzac-probe index-base 8
betzac-probe maxmln -1
betzac-probe at-dash @
betzac-probe semicolon a
betzac-probe negative 2 -1
betzac-probe gosub-plain 1 2
betzac-probe gosub-expr refused
betzac-probe loop-do-while 3
betzac-probe steps-10k 10000
betzac-probe steps-100k 100000
betzac-probe steps-1m refused
betzac-probe end
betzac-probe postgame 2 
betzac-probe setlegal-two ran
betzac-probe setlegal-vars ran
betzac-probe setlegal-expr ran
betzac-probe highlight a2 a3
betzac-probe highlight e2 e3
betzac-probe highlight f2 none
betzac-probe move 1 2 older | e2-e4
betzac-probe move 2 2 newest | P g7-g8; Q-g8
betzac-probe won white
`
	rep, err := ReadProbeAnswers(strings.NewReader(paste))
	if err != nil {
		t.Fatal(err)
	}
	status := map[string]string{}
	for _, f := range rep.Findings {
		status[f.Key] = f.Status
	}
	want := map[string]string{"print": "works", "semicolon": "differs", "negative": "differs", "gosub-expr": "refused", "gosub-plain": "works",
		"loop-do-while": "works", "steps-1m": "refused", "maxmln": "works", "move": "1", "postgame": "2",
		"highlight-a2": "works", "highlight-e2": "works", "highlight-f2": "differs", "highlight-b2": "unanswered",
		"promotion": "works", "won": "white", "drawn": "unanswered", "index-base": "8"}
	got := map[string]string{}
	for k := range want {
		got[k] = status[k]
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("findings (-want +got):\n%s\n%s", d, rep)
	}
	if d := cmp.Diff(gamecode.Switches{MlnBase: 1}, rep.Switches); d != "" {
		t.Errorf("switches (-want +got):\n%s", d)
	}
	pr := &Preset{PreGame: "set t \"a; b\";\nsub F a:\nendsub;\ngosub F + 1 2;\nsetlegal elem 0 #s elem 1 #s;\nset u (1 -1);\n",
		PostMove: [2]string{"gosub F 1;\n", "gosub F 1;\n"}}
	var keys []string
	for _, a := range rep.Avoid(pr) {
		keys = append(keys, strings.SplitN(a, ":", 2)[0])
	}
	if d := cmp.Diff([]string{"semicolon", "negative", "gosub-expr", "highlight-f2"}, keys); d != "" {
		t.Errorf("Avoid (-want +got):\n%s\n%q", d, rep.Avoid(pr))
	}
	if a := rep.Avoid(&Preset{PreGame: "gosub F 1;\nset x \"a\"; set y \"b\";\n"}); len(a) != 0 {
		t.Errorf("Avoid of a preset using only what works: %q", a)
	}
}

// TestStagedProbeSize runs the whole staged probe once, its 300 KB line
// included, and reads the answers.
func TestStagedProbeSize(t *testing.T) {
	rep, err := ReadProbeAnswers(strings.NewReader(probePage(t, nil, gamecode.Switches{})))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range rep.Findings {
		if f.Key == "size-300k" && f.Status != probeWorks {
			t.Errorf("size-300k: %s %s", f.Status, f.Text)
		}
	}
	if n := len(StagedProbe().PreGame); n < 300_000 {
		t.Errorf("the Pre-Game is %d bytes, not the 300 KB it claims", n)
	}
}
