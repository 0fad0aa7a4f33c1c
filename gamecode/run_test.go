package gamecode

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// mover is Muller's phase-0 preset [N1, N1b]: the code performs each
// move itself, and each Post-Game prints which field ran.
func mover(fen string) Preset {
	p := chess(`setsystem maxmove 4; ban commands;
sub HandleMove black:
  eval join "MOVE: " thismove;
endsub;`)
	if fen != "" {
		p.FEN = fen
	}
	p.PostMoveWhite = "gosub HandleMove false;"
	p.PostMoveBlack = "gosub HandleMove true;"
	p.PostGameWhite = "print \"Post-Game 1\";"
	p.PostGameBlack = "print \"Post-Game 2\";"
	return p
}

func TestReplay(t *testing.T) {
	start := outcomeOf(mustRun(t, mover(""), nil)).Pieces
	with := func(edits map[string]string) map[string]string {
		b := map[string]string{}
		for c, l := range start {
			b[c] = l
		}
		for c, l := range edits {
			if l == "@" {
				delete(b, c)
			} else {
				b[c] = l
			}
		}
		return b
	}
	tests := []struct {
		name  string
		fen   string
		moves []string
		want  outcome
	}{
		{"start", "", nil, outcome{Pieces: start, Output: []string{"Post-Game 2"}}},
		{"three moves", "", []string{"e2-e4", "e7-e5", "N g1-f3"}, outcome{
			Pieces: with(map[string]string{"e2": "@", "e4": "P", "e7": "@", "e5": "p", "g1": "@", "f3": "N"}),
			Output: []string{"Post-Game 1"}}},
		{"promotion as a second action [S14]", "4k3/P7/8/8/8/8/8/4K3", []string{"a7-a8; Q-a8"}, outcome{
			Pieces: map[string]string{"e8": "k", "a8": "Q", "e1": "K"},
			Output: []string{"Post-Game 1"}}},
		{"drop and removal", "4k3/8/8/3p4/8/8/8/4K3", []string{"P*e4", "@-d5"}, outcome{
			Pieces: map[string]string{"e8": "k", "e4": "P", "e1": "K"},
			Output: []string{"Post-Game 2"}}},
		{"no piece: refused, the rest not run", "", []string{"e2-e4", "e3-e4", "g1-f3"}, outcome{
			Pieces:  with(map[string]string{"e2": "@", "e4": "P"}),
			Refusal: &Refusal{Move: 1, Message: `move "e3-e4": no piece on e3`}}},
		{"wrong label", "", []string{"N e2-e4"}, outcome{
			Pieces:  start,
			Refusal: &Refusal{Move: 0, Message: `move "N e2-e4": P is on e2, not N`}}},
		{"unreadable", "", []string{"e2e4"}, outcome{
			Pieces:  start,
			Refusal: &Refusal{Move: 0, Message: `move "e2e4": cannot read "e2e4"`}}},
		{"off the board", "", []string{"e2-e9"}, outcome{
			Pieces:  start,
			Refusal: &Refusal{Move: 0, Message: `move "e2-e9": e9 is not a square`}}},
	}
	for _, tc := range tests {
		// the Post-Game prints name the field, which before any move
		// is a switch: pinned here, shown in TestStartPostIsReal
		got, err := runInvariant(t, mover(tc.fen), tc.moves, func(sw *Switches) { sw.StartPost = StartPostBlack })
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}

func mustRun(t *testing.T, p Preset, moves []string) Result {
	t.Helper()
	r, err := Run(p, moves, Switches{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// The code refuses a move with die; later moves and Post-Game do not run.
func TestDieRefuses(t *testing.T) {
	p := mover("")
	p.PostMoveBlack = `if == thismove "e7-e5": die "Black may not play e7-e5"; endif; gosub HandleMove true;`
	got, err := runInvariant(t, p, []string{"e2-e4", "d7-d5", "e4-d5", "e7-e5", "g1-f3"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := &Refusal{Move: 3, Message: "Black may not play e7-e5"}
	if diff := cmp.Diff(want, got.Refusal); diff != "" || got.Output != nil {
		t.Errorf("refusal (-want +got):\n%s\noutput %v", diff, got.Output)
	}
	if got.Pieces["d5"] != "P" || got.Pieces["e7"] != "p" {
		t.Errorf("board after the refusal: d5 %q e7 %q, want P and p", got.Pieces["d5"], got.Pieces["e7"])
	}
}

func TestCollected(t *testing.T) {
	p := chess("setflag a1 h1 e1 a8; unsetflag h1; set sq a8; unsetflag #sq; setsystem maxmove 4; ban commands;")
	p.PostGameBlack = "setlegal e2 e4; setlegal g1 f3; setlegal e2 e4; setlegal e2 where e2 0 1; drawn;"
	r := mustRun(t, p, nil)
	type collected struct {
		Flags, System []string
		Legal         []Legal
		Ends          []End
	}
	got := collected{r.Flags, r.System, r.Legal, r.Ends}
	want := collected{[]string{"a1", "e1"}, []string{"setsystem maxmove 4", "ban commands"},
		[]Legal{{"e2", "e3"}, {"e2", "e4"}, {"g1", "f3"}},
		[]End{{Word: "drawn", Field: "Post-Game 2", Move: 0}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// Costs counted by hand: statements set, if, set, endif, do ×3, loop ×2
// and print; operators +, ==, < ×3, + ×2 and the two joins.
func TestCost(t *testing.T) {
	p := chess(`set a + 1 2; if == #a 3: set i 0; endif;
do while < #i 2: set i + #i 1; loop; print join "i=" join #i "";`)
	r := mustRun(t, p, nil)
	want := Cost{Statements: 4 + 3 + 2*2 + 1, Ops: 2 + 3 + 2 + 2}
	if diff := cmp.Diff(want, r.Cost); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"i=2"}, r.Output); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestLimits(t *testing.T) {
	tests := []struct{ code, want string }{
		{"do while true: loop;", "Pre-Game: line 1, col 1: step limit 1000 exceeded"},
		{"sub f: gosub f; endsub; gosub f;", "Pre-Game: line 1, col 8: call depth 20 exceeded"},
		{"sub f x: return + 1 sub f #x; endsub; print sub f 1;", "Pre-Game: line 1, col 21: call depth 20 exceeded"},
	}
	for _, tc := range tests {
		p := chess(tc.code)
		p.Limits = Limits{Steps: 1000, Depth: 20}
		_, err := Run(p, nil, Switches{})
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v, want %s", tc.code, err, tc.want)
		}
	}
}

// A MOVE: line written in the code, with a ";" inside its string.
func TestEval(t *testing.T) {
	r := mustRun(t, chess(`eval "MOVE: e2-e4; Q-d8";`), nil)
	if r.Board["e4"] != "P" || r.Board["e2"] != "@" || r.Board["d8"] != "Q" {
		t.Errorf("e4 %q e2 %q d8 %q, want P @ Q", r.Board["e4"], r.Board["e2"], r.Board["d8"])
	}
	_, err := Run(chess(`eval "e2-e4";`), nil, Switches{})
	if want := `Pre-Game: line 1, col 1: eval takes a "MOVE: …" line, not "e2-e4"`; err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

// TestNextMove: the request stopped after the last move's Post-Move has
// the board of the whole request (the Post-Game here only prints) and no
// Post-Game output; a refusal is the move's; the variables are read after
// the move (counted by hand: the Pre-Game's 5, plus 1 per White move
// run, two here: e2-e4 from the prefix and g1-f3; "" for a name never
// set).
func TestNextMove(t *testing.T) {
	p := mover("")
	p.PreGame += "set n 5;"
	p.PostMoveWhite = "set n + #n 1; " + p.PostMoveWhite
	prog, err := Compile(p)
	if err != nil {
		t.Fatal(err)
	}
	pre := prog.Prefix([]string{"e2-e4", "e7-e5"}, Switches{})
	whole, err := pre.Next("g1-f3")
	if err != nil {
		t.Fatal(err)
	}
	got, vars, err := pre.NextMove("g1-f3", "n", "never")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(whole.Board, got.Board); diff != "" || got.Output != nil || got.Refusal != nil {
		t.Errorf("board (-whole +post-move):\n%s\noutput %v refusal %v", diff, got.Output, got.Refusal)
	}
	if diff := cmp.Diff([]string{"7", ""}, vars); diff != "" {
		t.Errorf("vars (-want +got):\n%s", diff)
	}
	bad, _, err := pre.NextMove("g3-f5")
	if err != nil {
		t.Fatal(err)
	}
	if want := (&Refusal{Move: 2, Message: `move "g3-f5": no piece on g3`}); !cmp.Equal(want, bad.Refusal) {
		t.Errorf("refusal %+v, want %+v", bad.Refusal, want)
	}
}
