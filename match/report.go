package match

import (
	"github.com/betzac/betzac/legdefs"
	"math"
	"time"
)

// Report is a match's outcome: the games and each engine's tally.
type Report struct {
	Variant string    `json:"variant"`
	Date    string    `json:"date"` // "2006.01.02", PGN's form
	Players [2]*Tally `json:"players"`
	Games   []*Game   `json:"games"`
	prog    *legdefs.Program
}

// Tally is one engine's results. Losses include the games it lost by an
// illegal move, on time or by crashing, which are also counted apart.
type Tally struct {
	Name    string `json:"name"`
	Command string `json:"command"`
	Wins    int    `json:"wins"`
	Draws   int    `json:"draws"`
	Losses  int    `json:"losses"`
	// Undecided: games over by a rule that does not say who won (vm.Decided).
	Undecided  int `json:"undecided"`
	Illegal    int `json:"illegal_moves"`
	TimeLosses int `json:"time_losses"`
	Crashes    int `json:"crashes"`
}

func newReport(prog *legdefs.Program, specs [2]Spec) *Report {
	r := &Report{Variant: prog.Name, prog: prog, Date: time.Now().UTC().Format("2006.01.02")}
	for k, sp := range specs {
		r.Players[k] = &Tally{Name: sp.Text, Command: sp.Text}
	}
	return r
}

// add counts g.
func (r *Report) add(g *Game) {
	r.Games = append(r.Games, g)
	w, b := r.Players[g.White], r.Players[g.White^1]
	switch g.Result {
	case "1-0":
		w.Wins++
		b.Losses++
	case "0-1":
		b.Wins++
		w.Losses++
	case "1/2-1/2":
		w.Draws++
		b.Draws++
	default:
		w.Undecided++
		b.Undecided++
	}
	if g.Failed < 0 {
		return
	}
	t := r.Players[g.Failed]
	switch {
	case g.Illegal != nil:
		t.Illegal++
	case g.Termination == "time forfeit":
		t.TimeLosses++
	default:
		t.Crashes++
	}
}

// Elo is the first engine's Elo difference to the second estimated from
// the score, with the half-width of its 95% confidence interval. Diff
// is nil when the score is 0 or 100% (no finite estimate), Margin when
// the interval reaches 0 or 100%.
type Elo struct {
	Games  int      `json:"games"`
	Score  float64  `json:"score"` // the first engine's points per game, 0 to 1
	Diff   *float64 `json:"elo"`
	Margin *float64 `json:"margin"`
}

// Elo estimates the difference from the decided and drawn games: the
// score p gives -400·log10(1/p - 1); the interval is p ± 1.96 standard
// errors of the per-game score, converted alike (the method of
// fast-chess's Elo class, its elo.cpp, read, not copied).
func (r *Report) Elo() Elo {
	t := r.Players[0]
	n := t.Wins + t.Draws + t.Losses
	e := Elo{Games: n}
	if n == 0 {
		return e
	}
	p := (float64(t.Wins) + float64(t.Draws)/2) / float64(n)
	e.Score = p
	if p <= 0 || p >= 1 {
		return e
	}
	d := eloOf(p)
	if math.Abs(d) < 1e-9 { // no "-0" for an even score
		d = 0
	}
	e.Diff = &d
	dev := (float64(t.Wins)*sq(1-p) + float64(t.Draws)*sq(0.5-p) + float64(t.Losses)*sq(p)) / float64(n)
	se := math.Sqrt(dev / float64(n))
	lo, hi := p-1.96*se, p+1.96*se
	if lo > 0 && hi < 1 {
		m := (eloOf(hi) - eloOf(lo)) / 2
		e.Margin = &m
	}
	return e
}

func eloOf(p float64) float64 { return -400 * math.Log10(1/p-1) }

func sq(x float64) float64 { return x * x }
