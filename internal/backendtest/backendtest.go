// Package backendtest holds the tests that the back ends emitting code
// for another program (rcx, gamecourier) share.
package backendtest

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// resultRules set each rule that decides a game's result without
// changing a move to a value a built-in gives it.
var resultRules = map[string]func(r *legdefs.Rules){
	"StalemateValue":        func(r *legdefs.Rules) { r.StalemateValue = legdefs.ValueLoss },
	"CheckmateValue":        func(r *legdefs.Rules) { r.CheckmateValue = legdefs.ValueWin },
	"ExtinctionValue":       func(r *legdefs.Rules) { r.ExtinctionValue = legdefs.ValueWin },
	"NMoveRule":             func(r *legdefs.Rules) { r.NMoveRule = 70 },
	"NFoldRule":             func(r *legdefs.Rules) { r.NFoldRule = 4 },
	"NFoldValue":            func(r *legdefs.Rules) { r.NFoldValue = legdefs.ValueLoss },
	"NFoldValueAbsolute":    func(r *legdefs.Rules) { r.NFoldValueAbsolute = true },
	"PerpetualCheckIllegal": func(r *legdefs.Rules) { r.PerpetualCheckIllegal = true },
	"ChasingRule":           func(r *legdefs.Rules) { r.ChasingRule = legdefs.ChasingAXF },
	"Counting":              func(r *legdefs.Rules) { r.Counting = legdefs.CountingMakruk },
	"MaterialCounting":      func(r *legdefs.Rules) { r.MaterialCounting = legdefs.MaterialBlackOdds },
	"ShatarMate":            func(r *legdefs.Rules) { r.ShatarMate = true },
	"MoveRepetitionIllegal": func(r *legdefs.Rules) { r.MoveRepetitionIllegal = true },
}

// ruleBase is the variant a rule is set on, if not chess: the chasing
// rule knows only Xiangqi's pieces (legdefs.ChasingPieceError).
var ruleBase = map[string]string{"ChasingRule": "xiangqi"}

// ResultRulesIgnored checks that the result rules (legdefs.ResultOnly),
// each set on chess (or its ruleBase, with the chasing rule off), leave
// what emit writes (what names it) as it is without the rule, except the
// rules named in judged, which must change it.
func ResultRulesIgnored[T any](t *testing.T, what string, emit func(*legdefs.Program) (T, error), judged []string, opts ...cmp.Option) {
	t.Helper()
	for name, set := range resultRules {
		base := ruleBase[name]
		if base == "" {
			base = "chess"
		}
		_, plain, err := compiler.Load(base)
		if err != nil {
			t.Fatal(err)
		}
		plain.ChasingRule = legdefs.ChasingNone
		want, err := emit(plain)
		if err != nil {
			t.Fatalf("%s: %v", base, err)
		}
		_, p, _ := compiler.Load(base)
		p.ChasingRule = legdefs.ChasingNone
		set(&p.Rules)
		got, err := emit(p)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		d := cmp.Diff(want, got, opts...)
		if isJudged := slices.Contains(judged, name); isJudged != (d != "") {
			t.Errorf("%s changes the %s: %v, want %v (-chess +with it):\n%s", name, what, d != "", isJudged, d)
		}
	}
}

// Refusal is a variant a back end must refuse, and the words its refusal
// must hold (legdefs' words for the rule).
type Refusal struct {
	Name string // a built-in, or the file name of YAML
	YAML string // the variant file; empty: Name is a built-in
	Want string
}

// Refuses checks that emit refuses each variant, naming its rule.
func Refuses[T any](t *testing.T, emit func(*legdefs.Program) (T, error), cases []Refusal) {
	t.Helper()
	for _, c := range cases {
		var p *legdefs.Program
		var err error
		if c.YAML == "" {
			_, p, err = compiler.Load(c.Name)
		} else {
			_, p, err = compiler.LoadBytes(c.Name, []byte(c.YAML))
		}
		if err != nil {
			t.Fatal(err)
		}
		if _, err := emit(p); err == nil || !strings.Contains(err.Error(), c.Want) {
			t.Errorf("%s: emit gives %v, want a refusal naming %s", c.Name, err, c.Want)
		}
	}
}

// IronKnights is chess with iron knights (legdefs.Rules.Iron), which a
// back end without iron pieces refuses in these words.
var IronKnights = Refusal{"ironknights.yaml", "name: ironknights\ninherit: chess\niron: N\n",
	"iron pieces, which cannot be captured (iron) (Program.Iron)"}

// BaringRooks is chess whose rooks alone keep a side from being bare
// (baring, the Interactive Diagram's baring=).
var BaringRooks = Refusal{"baringrooks.yaml", "name: baringrooks\ninherit: chess\nbaring: R\n",
	"the Interactive Diagram's baring rule (baring) (Program.Baring)"}

// AntiTradeGroup is chess whose rooks and queens may not capture each
// other (cannot-capture, the Interactive Diagram's antiTrade= group),
// which a back end without cannot-capture refuses in these words.
var AntiTradeGroup = Refusal{"antitrade.yaml", "name: antitrade\ninherit: chess\npieces:\n  - {letter: R, name: Rook, betza: R, cannot-capture: RQ}\n  - {letter: Q, name: Queen, betza: Q, cannot-capture: RQ}\n",
	"pieces it may not capture (cannot-capture; the Diagram's antiTrade=) (PieceType.CannotCapture)"}
