package gamecourier

import (
	"fmt"
	"strings"
)

// The staged probe (issue 24): a first, tiny preset that asks the live
// server one question a line, so that a construct Game Courier rejects
// silences one answer and not all. Every line is whole on its own (a sub
// it calls is defined on an earlier line of its own), and prints one line
// "betzac-probe KEY VALUE" that a preset maker pastes back; the lines that
// may stop the program (limits, verify) come last. When the page shows an
// error instead, the maker deletes the line the error names (or the first
// line whose answer is missing) and reloads: the missing answer then says
// that construct is refused (ReadProbeAnswers). Sources of the forms:
// ../shared/gamecode/NOTES.md, NOTES-2.md, FIDELITY.md (tags S#, N#, F#).

// question is one line of the staged probe.
type question struct {
	key   string // the word after "betzac-probe"
	field string // "pre" (Pre-Game), "move" (Post-Move), "post" (Post-Game)
	line  string // the GAME Code, one line
	asks  string // what it asks, for the README
}

// probeMark starts every answer line.
const probeMark = "betzac-probe"

// stagedQuestions are the probe's lines, in the order they run. A line
// with an empty key answers nothing itself (a sub the next lines call).
var stagedQuestions = []question{
	{"print", "pre", `print "betzac-probe print ok";`, "print works at all (S10)"},
	{"", "pre", `setsystem maxmove 4;`, "(Muller's phase 0, N1b: up to 4 actions a turn, so a typed promotion is two)"},
	{"empty", "pre", `set pe ""; print join "betzac-probe empty [" join #pe "]";`, `an empty string "" is a value: [] (FIDELITY §3)`},
	{"index-base", "pre", `set pa (7 8); print join "betzac-probe index-base " elem 1 #pa;`, "elem counts from 0 (8) or 1 (7) (switch IndexBase)"},
	{"maxmln", "pre", `set pm + 0 $maxmln; print join "betzac-probe maxmln " #pm;`, "$maxmln inside an expression (F4)"},
	{"at-dash", "pre", `eval "MOVE: @-h2"; print join "betzac-probe at-dash " space h2;`, `"MOVE: @-h2" empties h2 (@)`},
	{"semicolon", "pre", `set ps "a;b"; print join "betzac-probe semicolon " #ps;`, `a ";" inside a quoted string (a;b) (F3)`},
	{"negative", "pre", `set pn1 -1; set pna (-1 -1); set pn2 + #pn1 3; set pn3 + elem 0 #pna elem 1 #pna; print join "betzac-probe negative " join #pn2 join " " #pn3;`, "a negative literal is a number, alone and in an array: 2 -2"},
	{"", "pre", `sub PG a b: set pga #a; set pgb #b; endsub;`, "(a sub with two parameters, N3)"},
	{"gosub-plain", "pre", `set pga 0; set pgb 0; gosub PG 1 2; print join "betzac-probe gosub-plain " join #pga join " " #pgb;`, "gosub with plain values: 1 2 (N1)"},
	{"gosub-expr", "pre", `set pga 0; set pgb 0; gosub PG + 1 2 10; print join "betzac-probe gosub-expr " join #pga join " " #pgb;`, "gosub with an expression argument: 3 10 in order, 10 3 backwards (F1)"},
	{"loop-do-while", "pre", `set pi 0; do while < #pi 3: set pi + #pi 1; loop; print join "betzac-probe loop-do-while " #pi;`, "do while C: … loop; (3) (N12)"},
	{"loop-do-until", "pre", `set pi 0; do until >= #pi 3: set pi + #pi 1; loop; print join "betzac-probe loop-do-until " #pi;`, "do until C: … loop; (3)"},
	{"loop-while-after", "pre", `set pi 0; do: set pi + #pi 1; loop while < #pi 3; print join "betzac-probe loop-while-after " #pi;`, "do: … loop while C; (3)"},
	{"loop-until-after", "pre", `set pi 0; do: set pi + #pi 1; loop until >= #pi 3; print join "betzac-probe loop-until-after " #pi;`, "do: … loop until C; (3)"},
	{"scope", "pre", `sub PS: my pm2; set pm2 1; if true: set pnew 5; my pm2; set pm2 2; endif; set psc #pnew; set psd #pm2; endsub; set psc 0; set psd 0; gosub PS; print join "betzac-probe scope " join #psc join " " #psd;`, "block scope: 5 2 (my and set belong to the sub), 5 1 (my to the block), #pnew 1 (both to the block) (switch Scope, N12)"},
	{"dynamic", "pre", `sub PDI: set pdy #pdv; endsub; sub PD: my pdv; set pdv 9; gosub PDI; endsub; set pdy 0; gosub PD; print join "betzac-probe dynamic " #pdy;`, "a sub sees its caller's my variables: 9, or not: #pdv (switch Dynamic)"},
	{"equality", "pre", `set pq1 == "K" 0; set pq2 == "1" 1; print join "betzac-probe equality " join cond #pq1 "a" "b" cond #pq2 "c" "d";`, `== across types: bc (PHP 8), ac (PHP 7), bd (strict) (switch Equality)`},
	{"where-off", "pre", `print join "betzac-probe where-off [" join where a1 -1 0 "]";`, "where off the board: [] [-] or a name (switch WhereOff, S16)"},
	{"return", "pre", `sub PR a: return + #a 1; endsub; set prv sub PR 41; print join "betzac-probe return " #prv;`, "return carries a value: 42, or not: empty (switch Return, S2)"},
	{"calls", "pre", `sub PT a b: return + #a #b; endsub; set pcl + sub PT 1 2 100; print join "betzac-probe calls " #pcl;`, "sub in an expression takes its parameters' worth: 103, or all: 3 (switch Calls)"},
	{"chains", "pre", `sub PSd: set pside 1; return true; endsub; set pside 0; set pch sub PSd or true or false; print join "betzac-probe chains " #pside;`, "an or chain stops at a deciding operand: 0, or evaluates all: 1 (switch Chains, S23)"},
	{"steps-10k", "pre", `set pn 0; do while < #pn %d: set pn + #pn 1; loop; print join "betzac-probe steps-10k " #pn;`, "a loop of 10 000 turns runs (the step or time limit)"},
	{"steps-100k", "pre", `set pn 0; do while < #pn %d: set pn + #pn 1; loop; print join "betzac-probe steps-100k " #pn;`, "100 000 turns"},
	{"steps-1m", "pre", `set pn 0; do while < #pn %d: set pn + #pn 1; loop; print join "betzac-probe steps-1m " #pn;`, "1 000 000 turns"},
	{"verify", "pre", `sub PV: set pvr 1; verify false; set pvr 2; endsub; set pvr 0; gosub PV; print join "betzac-probe verify " #pvr;`, "a failed verify in a sub returns from it: 1; no line: it refuses (switch Verify, F9)"},
	{"size-300k", "pre", `set pbig (%s); print join "betzac-probe size-300k " count #pbig;`, "a line of 300 KB (150 000 numbers) is kept and parsed: chushogi's Pre-Game is 319 KB"},
	{"end", "pre", `print "betzac-probe end";`, "Pre-Game ran to its end"},

	{"move", "move", `print join "betzac-probe move " join mln join " " join $maxmln join " " join cond == mln $maxmln "newest" "older" join " | " thismove;`, "per move: mln, $maxmln, whether it is the newest, and thismove as Game Courier passes it (switch MlnBase; a clicked promotion)"},
	{"", "move", `if == thismove "a2-a3": won; endif; if == thismove "b2-b3": drawn; endif; if == thismove "c2-c3": lost; endif;`, "(won, drawn and lost, each in a fresh game: see README)"},
	{"", "move", `eval join "MOVE: " thismove;`, "(the code performs the move, N1b)"},

	{"postgame", "post", `print join "betzac-probe postgame %d " thismove;`, "which Post-Game field runs; before any move (switch StartPost, N9)"},
	{"setlegal-two", "post", `setlegal a2 a3; print "betzac-probe setlegal-two ran";`, "setlegal FROM TO (F2): a2 lights a3"},
	{"setlegal-many", "post", `setlegal b2 b3 b4; print "betzac-probe setlegal-many ran";`, "setlegal FROM TO1 TO2 (F2): b2 lights b3 b4"},
	{"setlegal-groups", "post", `setlegal c2 (c3 c4) d2 (d3); print "betzac-probe setlegal-groups ran";`, "setlegal FROM (TO…) FROM (TO…) (F2): c2 lights c3 c4, d2 lights d3"},
	{"setlegal-vars", "post", `set lf e2; set lt e3; setlegal #lf #lt; print "betzac-probe setlegal-vars ran";`, "setlegal #VAR #VAR: e2 lights e3"},
	{"setlegal-expr", "post", `setlegal join "f" "2" join "f" "3"; print "betzac-probe setlegal-expr ran";`, "setlegal with expression operands: f2 lights f3 only if they are evaluated"},
	{"setlegal-eval", "post", `setlegal g2 (where g2 0 1); print "betzac-probe setlegal-eval ran";`, "setlegal FROM (EXPRESSION) (F2): g2 lights g3"},
}

// bigArray is the number of elements of the size question's array (a
// variable so that tests may run the probe with a small one).
var bigArray = 150_000

// probeSteps are the turns of the step-limit questions' loops by key (a
// variable so that tests may run the probe with short ones; an array, not
// a map, so that it needs no package init).
var probeSteps = [...]struct {
	key   string
	turns int
}{{"steps-10k", 10_000}, {"steps-100k", 100_000}, {"steps-1m", 1_000_000}}

// stepsOf is probeSteps' turns for key, 0 if key is no step question.
func stepsOf(key string) int {
	for _, s := range probeSteps {
		if s.key == key {
			return s.turns
		}
	}
	return 0
}

// probeFEN is chess with a White Pawn on g7 and g8 empty, so a promotion
// can be clicked at once (g7-g8), and h2 emptied by the at-dash line.
const probeFEN = "rnbqkb1r/ppppppPp/8/8/8/8/PPPPPPP1/RNBQKBNR"

// stagedField is the text of one field of the staged probe: its lines,
// one question a line, but those in skip (indices of stagedQuestions).
// side is 1 or 2 for the Post-Game fields (which print it).
func stagedField(field string, side int, skip map[int]bool) string {
	var b strings.Builder
	for i, q := range stagedQuestions {
		if q.field != field || skip[i] {
			continue
		}
		line := q.line
		switch q.key {
		case "postgame":
			line = fmt.Sprintf(line, side)
		case "steps-10k", "steps-100k", "steps-1m":
			line = fmt.Sprintf(line, stepsOf(q.key))
		case "size-300k":
			line = fmt.Sprintf(line, strings.TrimSpace(strings.Repeat("0 ", bigArray)))
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// StagedProbe is the staged probe as a preset: chess labels on an 8x8
// board (probeFEN), the questions in its code fields.
func StagedProbe() *Preset { return stagedProbe(nil) }

// stagedProbe is StagedProbe without the questions in skip, as a preset
// maker leaves out the lines the server refuses.
func stagedProbe(skip map[int]bool) *Preset {
	pr := &Preset{Name: "betzac-probe", FEN: probeFEN, Labels: []string{"P", "N", "B", "R", "Q", "K"},
		PieceSet: "Chess pieces: any of Game Courier's chess sets.\n"}
	for f := 0; f < 8; f++ {
		pr.Files = append(pr.Files, string(rune('a'+f)))
		pr.Ranks = append(pr.Ranks, fmt.Sprint(f+1))
	}
	pr.PreGame = stagedField("pre", 0, skip)
	pr.PostMove = [2]string{stagedField("move", 0, skip), stagedField("move", 0, skip)}
	pr.PostGame = [2]string{stagedField("post", 1, skip), stagedField("post", 2, skip)}
	return pr
}

// stagedLine is the index in stagedQuestions of line n (1-based) of the
// field named by Game Courier's field name, in the probe without skip;
// -1 if there is none.
func stagedLine(fieldName string, n int, skip map[int]bool) int {
	field := map[string]string{"Pre-Game": "pre", "Post-Move 1": "move", "Post-Move 2": "move",
		"Post-Game 1": "post", "Post-Game 2": "post"}[fieldName]
	for i, q := range stagedQuestions {
		if q.field != field || skip[i] {
			continue
		}
		if n--; n == 0 {
			return i
		}
	}
	return -1
}
