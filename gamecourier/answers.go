package gamecourier

import (
	"bufio"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/betzac/betzac/gamecode"
	"github.com/betzac/betzac/internal/lazy"
)

// ProbeReport is what a paste of the staged probe's answers says about
// the server: the switches of package gamecode it settles (the others
// stay at zero), and one finding per question.
type ProbeReport struct {
	Switches gamecode.Switches
	Pinned   []string // the Switches fields the answers settle, in order
	Findings []ProbeFinding
}

// ProbeFinding is the answer to one question.
type ProbeFinding struct {
	Key    string
	Status string // "works", "refused", "differs", "unanswered", or a switch value
	Text   string // what it means, for the preset maker
}

// Findings' statuses.
const (
	probeWorks      = "works"
	probeRefused    = "refused"
	probeDiffers    = "differs"
	probeUnanswered = "unanswered"
)

// probeAnswer is one "betzac-probe KEY VALUE" line of a paste.
type probeAnswer struct {
	line  int
	value string
}

// typedKeys are the answers a preset maker types (what the page shows,
// not what the code prints): the highlighted squares and the game ends.
var typedKeys = []string{"highlight", "won", "drawn", "lost"}

// readAnswers collects the paste's answer lines by key, refusing an
// unknown key and a paste without any.
func readAnswers(r io.Reader) (map[string][]probeAnswer, error) {
	known := map[string]bool{}
	for _, q := range stagedQuestions {
		known[q.key] = q.key != ""
	}
	for _, k := range typedKeys {
		known[k] = true
	}
	got := map[string][]probeAnswer{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimRight(sc.Text(), "\r")
		i := strings.Index(text, probeMark+" ")
		if i < 0 {
			continue // the rest of the page
		}
		rest := text[i+len(probeMark)+1:]
		key, value, _ := strings.Cut(rest, " ")
		if !known[key] {
			return nil, fmt.Errorf("line %d: unknown question %q (%q): paste the probe's lines as the page shows them", n, key, strings.TrimSpace(text[i:]))
		}
		got[key] = append(got[key], probeAnswer{n, strings.TrimRight(value, " \t")})
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(got) == 0 {
		return nil, fmt.Errorf("no line starting %q: paste the text of the probe's pages (README.txt, step 4)", probeMark)
	}
	return got, nil
}

// one is the single value of key (several equal lines count as one; a
// refusal marked by the maker is "refused"), or "" and false when there
// is none; two different values are an error.
func one(got map[string][]probeAnswer, key string) (string, bool, error) {
	as := got[key]
	if len(as) == 0 {
		return "", false, nil
	}
	for _, a := range as[1:] {
		if a.value != as[0].value {
			return "", false, fmt.Errorf("line %d: %s %q, but line %d says %q: paste one run of the probe", a.line, key, a.value, as[0].line, as[0].value)
		}
	}
	return as[0].value, true, nil
}

// switchQuestion reads one question that settles a switch: each value
// the server may print, and what it sets.
type switchQuestion struct {
	key, name string
	values    map[string]func(*gamecode.Switches)
	// other, if set, takes any other value (where off the board may
	// name a cell)
	other func(string) (func(*gamecode.Switches), bool)
}

// switchQuestions are the questions that settle a switch, built on first
// use, as this package's other tables: every command paid for them at
// start (issue 31).
var switchQuestions = lazy.Value[[]switchQuestion]{Build: func() []switchQuestion {
	return []switchQuestion{
		{key: "index-base", name: "IndexBase", values: map[string]func(*gamecode.Switches){
			"8": func(s *gamecode.Switches) { s.IndexBase = 0 }, "7": func(s *gamecode.Switches) { s.IndexBase = 1 }}},
		{key: "where-off", name: "WhereOff", values: map[string]func(*gamecode.Switches){
			"[]": func(s *gamecode.Switches) { s.WhereOff = gamecode.WhereEmpty }, "[-]": func(s *gamecode.Switches) { s.WhereOff = gamecode.WhereDash }},
			other: func(v string) (func(*gamecode.Switches), bool) {
				ok := len(v) > 2 && v[0] == '[' && v[len(v)-1] == ']'
				return func(s *gamecode.Switches) { s.WhereOff = gamecode.WhereName }, ok
			}},
		{key: "calls", name: "Calls", values: map[string]func(*gamecode.Switches){
			"103": func(s *gamecode.Switches) { s.Calls = gamecode.CallsExact }, "3": func(s *gamecode.Switches) { s.Calls = gamecode.CallsAll }}},
		{key: "scope", name: "Scope", values: map[string]func(*gamecode.Switches){
			"5 2": func(s *gamecode.Switches) { s.Scope = gamecode.ScopeSub }, "5 1": func(s *gamecode.Switches) { s.Scope = gamecode.ScopeBlock },
			"#pnew 1": func(s *gamecode.Switches) { s.Scope = gamecode.ScopeLocal }}},
		{key: "dynamic", name: "Dynamic", values: map[string]func(*gamecode.Switches){
			"9": func(s *gamecode.Switches) { s.Dynamic = true }, "#pdv": func(s *gamecode.Switches) { s.Dynamic = false }}},
		{key: "return", name: "Return", values: map[string]func(*gamecode.Switches){
			"42": func(s *gamecode.Switches) { s.Return = gamecode.ReturnValue }, "": func(s *gamecode.Switches) { s.Return = gamecode.ReturnBare }}},
		{key: "chains", name: "Chains", values: map[string]func(*gamecode.Switches){
			"0": func(s *gamecode.Switches) { s.Chains = gamecode.ChainsShort }, "1": func(s *gamecode.Switches) { s.Chains = gamecode.ChainsEager }}},
		{key: "verify", name: "Verify", values: map[string]func(*gamecode.Switches){
			"1": func(s *gamecode.Switches) { s.Verify = gamecode.VerifyReturns }}},
		{key: "equality", name: "Equality", values: map[string]func(*gamecode.Switches){
			"bc": func(s *gamecode.Switches) { s.Equality = gamecode.EqualPHP8 }, "ac": func(s *gamecode.Switches) { s.Equality = gamecode.EqualPHP7 },
			"bd": func(s *gamecode.Switches) { s.Equality = gamecode.EqualStrict }}},
	}
}}

// constructQuestion reads a question about a construct: the value that
// says it works.
type constructQuestion struct{ key, want, works string }

var constructQuestions = []constructQuestion{
	{"print", "ok", "print works"},
	{"empty", "[]", `"" is an empty string`},
	{"maxmln", "", "$maxmln is read inside an expression"},
	{"at-dash", "@", `"MOVE: @-SQ" empties a square`},
	{"semicolon", "a;b", `a ";" inside a quoted string stays in the string`},
	{"negative", "2 -2", "a negative literal (-1) is a number, alone and in an array"},
	{"gosub-plain", "1 2", "gosub passes plain values in order"},
	{"gosub-expr", "3 10", "gosub evaluates expression arguments, in order"},
	{"loop-do-while", "3", "do while C: … loop;"},
	{"loop-do-until", "3", "do until C: … loop;"},
	{"loop-while-after", "3", "do: … loop while C;"},
	{"loop-until-after", "3", "do: … loop until C;"},
	{"steps-10k", "10000", "a loop of 10 000 turns (about 50 000 steps) ran"},
	{"steps-100k", "100000", "a loop of 100 000 turns (about 500 000 steps: a 60-ply chess request) ran"},
	{"steps-1m", "1000000", "a loop of 1 000 000 turns (about 5 million steps) ran"},
	{"size-300k", "150000", "a line of 300 KB is kept and parsed (chushogi's Pre-Game is 319 KB)"},
	{"end", "", "the Pre-Game ran to its end"},
	{"setlegal-two", "ran", "setlegal FROM TO runs"},
	{"setlegal-many", "ran", "setlegal FROM TO TO runs"},
	{"setlegal-groups", "ran", "setlegal FROM (TO…) FROM (TO…) runs"},
	{"setlegal-vars", "ran", "setlegal #VAR #VAR runs"},
	{"setlegal-expr", "ran", "setlegal with expression operands runs"},
	{"setlegal-eval", "ran", "setlegal FROM (EXPRESSION) runs"},
}

// ReadProbeAnswers reads the lines a preset maker pasted back from the
// staged probe's pages (README.txt of "betzac gamecourier --probe") and
// says what the server does: the switches it settles and, per question,
// whether the construct works. It refuses a paste it cannot read: no
// answer line, an unknown question, two different answers to one, a
// value no reading of the question gives.
func ReadProbeAnswers(r io.Reader) (*ProbeReport, error) {
	got, err := readAnswers(r)
	if err != nil {
		return nil, err
	}
	rep := &ProbeReport{}
	for _, q := range switchQuestions.Get() {
		if err := rep.readSwitch(got, q); err != nil {
			return nil, err
		}
	}
	for _, q := range constructQuestions {
		if err := rep.readConstruct(got, q); err != nil {
			return nil, err
		}
	}
	for _, f := range []func(map[string][]probeAnswer) error{rep.readMoves, rep.readPostGame, rep.readHighlights, rep.readEnds} {
		if err := f(got); err != nil {
			return nil, err
		}
	}
	return rep, nil
}

func (rep *ProbeReport) add(key, status, format string, args ...any) {
	rep.Findings = append(rep.Findings, ProbeFinding{key, status, fmt.Sprintf(format, args...)})
}

// answered returns key's one answer, or ok false: where reading it
// fails (err), where there is none (noted as unanswered: none says so),
// or where the line was refused (noted: refused says so).
func (rep *ProbeReport) answered(got map[string][]probeAnswer, key, none, refused string) (v string, ok bool, err error) {
	v, ok, err = one(got, key)
	switch {
	case err != nil:
		return "", false, err
	case !ok:
		rep.add(key, probeUnanswered, "%s", none)
	case v == probeRefused:
		rep.add(key, probeRefused, "%s", refused)
		ok = false
	}
	return v, ok, nil
}

func (rep *ProbeReport) readSwitch(got map[string][]probeAnswer, q switchQuestion) error {
	v, ok, err := rep.answered(got, q.key, "no answer: switch "+q.name+" stays unsettled",
		"the line was refused: switch "+q.name+" stays unsettled (the emitted code depends on no switch)")
	if !ok {
		return err
	}
	set, ok := q.values[v]
	if !ok && q.other != nil {
		set, ok = q.other(v)
	}
	if !ok {
		return fmt.Errorf("line %d: %s %q is none of the answers the probe can print (%s): paste the line as the page shows it",
			got[q.key][0].line, q.key, v, strings.Join(slices.Sorted(mapKeys(q.values)), ", "))
	}
	set(&rep.Switches)
	rep.Pinned = append(rep.Pinned, q.name)
	rep.add(q.key, v, "switch %s settled", q.name)
	return nil
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(strconv.Quote(k)) {
				return
			}
		}
	}
}

func (rep *ProbeReport) readConstruct(got map[string][]probeAnswer, q constructQuestion) error {
	if q.key == "maxmln" {
		rep.readMaxmln(got[q.key], q)
		return nil
	}
	v, ok, err := rep.answered(got, q.key, "no answer ("+q.works+"?): if the page stopped before it, delete that line, reload and paste again",
		"refused: avoid it ("+q.works+")")
	switch {
	case !ok:
		return err
	case v == q.want || q.key == "size-300k" && v == strconv.Itoa(bigArray) ||
		stepsOf(q.key) > 0 && v == strconv.Itoa(stepsOf(q.key)):
		rep.add(q.key, probeWorks, "%s", q.works)
	default:
		rep.add(q.key, probeDiffers, "gives %q where %q means %s: avoid it", v, q.want, q.works)
	}
	return nil
}

// readMaxmln reads the $maxmln answers, one a page (its value grows
// with the log): each must be a number.
func (rep *ProbeReport) readMaxmln(as []probeAnswer, q constructQuestion) {
	if len(as) == 0 {
		rep.add(q.key, probeUnanswered, "no answer (%s?)", q.works)
		return
	}
	for _, a := range as {
		if a.value == probeRefused {
			rep.add(q.key, probeRefused, "refused: avoid it (%s)", q.works)
			return
		}
		if _, err := strconv.Atoi(a.value); err != nil {
			rep.add(q.key, probeDiffers, "$maxmln in an expression gives %q, not a number: avoid it", a.value)
			return
		}
	}
	rep.add(q.key, probeWorks, "%s", q.works)
}

// moveLineRE reads a "move" answer: mln, $maxmln, newest or older, thismove.
var moveLineRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`^(-?\d+) (-?\d+) (newest|older) \| (.*)$`) }}

// readMoves reads the Post-Move lines: the first move's mln (switch
// MlnBase), that mln = $maxmln marks the newest move only, and how a
// promotion on g8 arrives in thismove.
func (rep *ProbeReport) readMoves(got map[string][]probeAnswer) error {
	as := got["move"]
	if len(as) == 0 {
		rep.add("move", probeUnanswered, "no Post-Move line: play a move (README.txt, step 5)")
		return nil
	}
	first := -1
	var promo string
	for _, a := range as {
		m := moveLineRE.Get().FindStringSubmatch(a.value)
		if m == nil {
			return fmt.Errorf("line %d: move %q: expected MLN MAXMLN newest|older | THISMOVE", a.line, a.value)
		}
		mln, _ := strconv.Atoi(m[1])
		maxmln, _ := strconv.Atoi(m[2])
		if (mln == maxmln) != (m[3] == "newest") {
			rep.add("newest", probeDiffers, "line %d: == mln $maxmln does not say which move is the newest: avoid it", a.line)
		}
		if first < 0 || mln < first {
			first = mln
		}
		if strings.Contains(m[4], "g7") && strings.Contains(m[4], "g8") {
			promo = m[4]
		}
	}
	if first != 0 && first != 1 {
		return fmt.Errorf("line %d: the first move's mln is %d (0 or 1 expected): paste the lines of every move, from the first", as[0].line, first)
	}
	rep.Switches.MlnBase = first
	rep.Pinned = append(rep.Pinned, "MlnBase")
	rep.add("move", strconv.Itoa(first), "switch MlnBase settled: the first move's mln is %d", first)
	switch {
	case promo == "":
		rep.add("promotion", probeUnanswered, "no move from g7 to g8: click the promotion g7-g8 (README.txt, step 5)")
	case promoRE.Get().MatchString(promo):
		rep.add("promotion", probeWorks, "a clicked promotion arrives as %q, a form the emitted code accepts", promo)
	default:
		rep.add("promotion", probeDiffers, "a clicked promotion arrives as %q, which the emitted code refuses: players must type the promotion as g7-g8; Q-g8", promo)
	}
	return nil
}

// promoRE is the promotion texts the emitted code accepts (MoveText2 in
// library.go): the move, then the new piece on the square.
var promoRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`^(P )?g7-g8; [A-Z]+-g8$`) }}

// readPostGame reads which Post-Game field runs before any move (the
// "postgame" line printed with an empty thismove).
func (rep *ProbeReport) readPostGame(got map[string][]probeAnswer) error {
	for _, a := range got["postgame"] {
		side, mv, _ := strings.Cut(a.value, " ")
		if side != "1" && side != "2" {
			return fmt.Errorf("line %d: postgame %q: expected 1 or 2, then the move", a.line, a.value)
		}
		if mv != "" {
			continue
		}
		rep.Switches.StartPost = map[string]gamecode.StartPost{"1": gamecode.StartPostWhite, "2": gamecode.StartPostBlack}[side]
		rep.Pinned = append(rep.Pinned, "StartPost")
		rep.add("postgame", side, "switch StartPost settled: before any move Post-Game %s runs", side)
		return nil
	}
	rep.add("postgame", probeUnanswered, "no Post-Game line of the page before any move: paste that page too")
	return nil
}
