package gamecourier

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// highlightWant is what each setlegal line of the probe's Post-Game
// should light, by the square clicked.
var highlightWant = []struct{ key, from, to string }{
	{"setlegal-two", "a2", "a3"},
	{"setlegal-many", "b2", "b3 b4"},
	{"setlegal-groups", "c2", "c3 c4"},
	{"setlegal-groups", "d2", "d3"},
	{"setlegal-vars", "e2", "e3"},
	{"setlegal-expr", "f2", "f3"},
	{"setlegal-eval", "g2", "g3"},
}

// readHighlights reads the typed "highlight FROM TO…" lines (or "FROM
// none"): what clicking each Pawn of the start page lights.
func (rep *ProbeReport) readHighlights(got map[string][]probeAnswer) error {
	lit := map[string]string{}
	for _, a := range got["highlight"] {
		f := strings.Fields(a.value)
		if len(f) < 2 || !coordRE.Get().MatchString(f[0]) {
			return fmt.Errorf("line %d: highlight %q: expected the square clicked, then the squares lit or none", a.line, a.value)
		}
		to := f[1:]
		if len(to) == 1 && to[0] == "none" {
			to = nil
		}
		for _, t := range to {
			if !coordRE.Get().MatchString(t) {
				return fmt.Errorf("line %d: highlight %q: %q is no square", a.line, a.value, t)
			}
		}
		slices.Sort(to)
		lit[f[0]] = strings.Join(to, " ")
	}
	for _, h := range highlightWant {
		key := "highlight-" + h.from
		got, ok := lit[h.from]
		switch {
		case !ok:
			rep.add(key, probeUnanswered, "no highlight line for %s (%s): click it on the start page and type what lights", h.from, h.key)
		case got == h.to:
			rep.add(key, probeWorks, "%s lights %s: %s records what it says", h.from, h.to, h.key)
		default:
			rep.add(key, probeDiffers, "%s lights %q, not %s: %s does not record what betzac means", h.from, got, h.to, h.key)
		}
	}
	return nil
}

var coordRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`^[a-z]\d+$`) }}

// readEnds reads the typed results of won, drawn and lost (each run by
// White's Post-Move after a2-a3, b2-b3, c2-c3 in a fresh game).
func (rep *ProbeReport) readEnds(got map[string][]probeAnswer) error {
	for _, w := range []string{"won", "drawn", "lost"} {
		v, ok, err := one(got, w)
		switch {
		case err != nil:
			return err
		case !ok:
			rep.add(w, probeUnanswered, "no answer: the game end stays printed text")
		case v == "white" || v == "black" || v == "draw":
			rep.add(w, v, "%s in White's Post-Move ends the game: %s", w, map[string]string{"white": "White wins", "black": "Black wins", "draw": "a draw"}[v])
		case v == "none":
			rep.add(w, probeDiffers, "%s ran and the game went on: it does not end the game", w)
		case v == probeRefused:
			rep.add(w, probeRefused, "%s was refused: it is no command", w)
		default:
			return fmt.Errorf("line %d: %s %q: expected white, black, draw, none or refused", got[w][0].line, w, v)
		}
	}
	return nil
}

// constructUse finds, in emitted code, a construct a question asks
// about; a finding that it fails on the server then means the preset
// will not run there.
var constructUse = lazy.Value[map[string]*regexp.Regexp]{Build: func() map[string]*regexp.Regexp {
	return map[string]*regexp.Regexp{
		"print":            regexp.MustCompile(`\bprint `),
		"empty":            regexp.MustCompile(`""`),
		"maxmln":           regexp.MustCompile(`\$maxmln`),
		"negative":         regexp.MustCompile(`[ (]-\d`),
		"newest":           regexp.MustCompile(`== mln \$maxmln`),
		"at-dash":          regexp.MustCompile(`join "@" join "-"|"; @-"|"MOVE: @-`),
		"gosub-plain":      regexp.MustCompile(`gosub \w+ [#\w-]`),
		"gosub-expr":       regexp.MustCompile(`gosub \w+ (?:[^;\n]* )?(?:[-+*&<>]|==|<=|>=|elem|join|cond|not|dec) `),
		"loop-do-while":    regexp.MustCompile(`\bdo while `),
		"loop-do-until":    regexp.MustCompile(`\bdo until `),
		"loop-while-after": regexp.MustCompile(`\bloop while `),
		"loop-until-after": regexp.MustCompile(`\bloop until `),
		"highlight-a2":     regexp.MustCompile(`setlegal [a-z]+\d+ [a-z]+\d+;`),
		"highlight-e2":     regexp.MustCompile(`setlegal #\w+ #\w+;`),
		"highlight-f2":     regexp.MustCompile(`setlegal (?:elem|join|cond|[-+*]) `),
		"won":              regexp.MustCompile(`\bwon;`),
		"drawn":            regexp.MustCompile(`\bdrawn;`),
		"lost":             regexp.MustCompile(`\blost;`),
	}
}}

// Avoid lists the constructs pr's code uses that the server refused or
// reads otherwise, each with a line of pr that uses it: if any, the
// preset will not run there as proven.
func (rep *ProbeReport) Avoid(pr *Preset) []string {
	code := strings.Join([]string{pr.PreGame, pr.PostMove[0], pr.PostMove[1], pr.PostGame[0], pr.PostGame[1]}, "\n")
	var out []string
	for _, f := range rep.Findings {
		if f.Status != probeRefused && f.Status != probeDiffers {
			continue
		}
		var loc []int
		if re := constructUse.Get()[f.Key]; re != nil {
			loc = re.FindStringIndex(code)
		} else if f.Key == "semicolon" {
			loc = semicolonString(code)
		}
		if loc != nil {
			start := strings.LastIndex(code[:loc[0]], "\n") + 1
			end := strings.Index(code[loc[0]:], "\n")
			if end < 0 {
				end = len(code) - loc[0]
			}
			out = append(out, fmt.Sprintf("%s: %s; the preset uses it: %s", f.Key, f.Text, code[start:loc[0]+end]))
		}
	}
	return out
}

// quotedRE is a quoted string: read from the left, the quotes pair up.
var quotedRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`"[^"\n]*"`) }}

// semicolonString is the place of the first quoted string of code that
// holds a ";", or nil.
func semicolonString(code string) []int {
	for _, loc := range quotedRE.Get().FindAllStringIndex(code, -1) {
		if strings.Contains(code[loc[0]:loc[1]], ";") {
			return loc
		}
	}
	return nil
}

// String is the report as the preset maker reads it.
func (rep *ProbeReport) String() string {
	var b strings.Builder
	for _, f := range rep.Findings {
		fmt.Fprintf(&b, "%-18s %-10s %s\n", f.Key, f.Status, f.Text)
	}
	if len(rep.Pinned) > 0 {
		fmt.Fprintf(&b, "settled switches (package gamecode): %+v\n  (%s)\n", rep.Switches, strings.Join(rep.Pinned, ", "))
	}
	return b.String()
}
