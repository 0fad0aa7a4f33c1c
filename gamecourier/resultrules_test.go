package gamecourier

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// TestResultRulesIgnored: the rules that decide a game's result without
// changing a move (legdefs.Rules.StalemateValue ... PerpetualCheckIllegal)
// leave the emitted preset as it is for chess.
func TestResultRulesIgnored(t *testing.T) {
	_, plain, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	want, err := Emit(plain)
	if err != nil {
		t.Fatal(err)
	}
	for name, set := range resultRules {
		_, p, _ := compiler.Load("chess")
		set(&p.Rules)
		got, err := Emit(p)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s changes the preset (-chess +with it):\n%s", name, d)
		}
	}
}

// resultRules set each result rule to a value a built-in gives it.
var resultRules = map[string]func(r *legdefs.Rules){
	"StalemateValue":        func(r *legdefs.Rules) { r.StalemateValue = legdefs.ValueLoss },
	"CheckmateValue":        func(r *legdefs.Rules) { r.CheckmateValue = legdefs.ValueWin },
	"ExtinctionValue":       func(r *legdefs.Rules) { r.ExtinctionValue = legdefs.ValueWin },
	"NMoveRule":             func(r *legdefs.Rules) { r.NMoveRule = 70 },
	"NFoldRule":             func(r *legdefs.Rules) { r.NFoldRule = 4 },
	"NFoldValue":            func(r *legdefs.Rules) { r.NFoldValue = legdefs.ValueLoss },
	"NFoldValueAbsolute":    func(r *legdefs.Rules) { r.NFoldValueAbsolute = true },
	"PerpetualCheckIllegal": func(r *legdefs.Rules) { r.PerpetualCheckIllegal = true },
	"Counting":              func(r *legdefs.Rules) { r.Counting = legdefs.CountingMakruk },
	"MaterialCounting":      func(r *legdefs.Rules) { r.MaterialCounting = legdefs.MaterialBlackOdds },
	"ShatarMate":            func(r *legdefs.Rules) { r.ShatarMate = true },
	"MoveRepetitionIllegal": func(r *legdefs.Rules) { r.MoveRepetitionIllegal = true },
}
