package fsf

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
)

// The rules of a game's result (legdefs.Rules.StalemateValue through
// PerpetualCheckIllegal) and their variants.ini keys (src/variant.h:
// stalemateValue, checkmateValue, nMoveRule, nFoldRule, nFoldValue,
// nFoldValueAbsolute, perpetualCheckIllegal; values "win", "loss",
// "draw", src/parser.cpp). FSF's defaults are betzac's zero values:
// draw, loss, 50, 3, draw. extinctionValue is read with the extinction
// rule (rules.go readExtinction). countingRule (makruk, cambodian,
// asean) is Rules.Counting, with fen-counting (FSF reads a FEN's counting
// limit with any counting rule); materialCounting is
// Rules.MaterialCounting; shatarMateRule and moveRepetitionIllegal are
// Rules.ShatarMate and MoveRepetitionIllegal; chasingRule (axf, none)
// is Rules.ChasingRule, which knows Xiangqi's pieces only.
// stalematePieceCount has no betzac rule and stays ignored (noMoveKeys).

// materialYAML is each materialCounting value's YAML form.
var materialYAML = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		"janggi": legdefs.MaterialJanggi, "unweighted": legdefs.MaterialUnweighed,
		"whitedrawodds": legdefs.MaterialWhiteOdds, "blackdrawodds": legdefs.MaterialBlackOdds,
	}
}}

// resultValueKeys are the value keys, with the default a zero field
// means and the YAML key.
var resultValueKeys = []struct {
	ini, yaml, def string
	field          func(r *legdefs.Rules) *string
}{
	{"stalemateValue", "stalemate-value", legdefs.ValueDraw, func(r *legdefs.Rules) *string { return &r.StalemateValue }},
	{"checkmateValue", "checkmate-value", legdefs.ValueLoss, func(r *legdefs.Rules) *string { return &r.CheckmateValue }},
	{"nFoldValue", "n-fold-value", legdefs.ValueDraw, func(r *legdefs.Rules) *string { return &r.NFoldValue }},
}

// resultCountKeys are the count keys, with FSF's default and the largest
// value betzac takes.
var resultCountKeys = []struct {
	ini, yaml string
	def, hi   int
	field     func(r *legdefs.Rules) *int
}{
	{"nMoveRule", "n-move-rule", 50, 999, func(r *legdefs.Rules) *int { return &r.NMoveRule }},
	{"nFoldRule", "n-fold-rule", 3, 99, func(r *legdefs.Rules) *int { return &r.NFoldRule }},
}

// readResults translates the result keys to YAML rules.
func (t *translation) readResults() {
	for _, k := range resultValueKeys {
		t.handled[k.ini] = true
		switch v := t.get[k.ini]; v {
		case "", k.def:
		case legdefs.ValueWin, legdefs.ValueLoss, legdefs.ValueDraw:
			t.rules = append(t.rules, k.yaml+": "+v)
		default:
			t.untranslated("%s = %s (want win, loss or draw)", k.ini, v)
		}
	}
	for _, k := range resultCountKeys {
		t.handled[k.ini] = true
		v, ok := t.get[k.ini]
		if !ok {
			continue
		}
		n, err := strconv.Atoi(v)
		switch {
		case err != nil || n < 0 || n > k.hi:
			t.untranslated("%s = %s (want 0 to %d)", k.ini, v, k.hi)
		case n != k.def:
			t.rules = append(t.rules, fmt.Sprintf("%s: %d", k.yaml, n))
		}
	}
	t.handled["countingRule"] = true
	switch v := t.get["countingRule"]; v {
	case "", "none":
	case legdefs.CountingMakruk, legdefs.CountingCambodian, legdefs.CountingASEAN:
		t.rules = append(t.rules, "counting: "+v, "fen-counting: true")
	default:
		t.untranslated("countingRule = %s (want makruk, cambodian, asean or none)", v)
	}
	t.handled["materialCounting"] = true
	switch v := t.get["materialCounting"]; v {
	case "", "none":
	case "janggi", "unweighted", "whitedrawodds", "blackdrawodds":
		t.rules = append(t.rules, "material-counting: "+materialYAML.Get()[v])
	default:
		t.untranslated("materialCounting = %s (want janggi, unweighted, whitedrawodds, blackdrawodds or none)", v)
	}
	t.readChasing()
	for _, k := range []struct{ ini, yaml string }{
		{"nFoldValueAbsolute", "n-fold-value-absolute"}, {"perpetualCheckIllegal", "perpetual-check-illegal"},
		{"shatarMateRule", "shatar-mate"}, {"moveRepetitionIllegal", "move-repetition-illegal"},
	} {
		t.handled[k.ini] = true
		if t.get[k.ini] == "true" {
			t.rules = append(t.rules, k.yaml+": true")
		}
	}
}

// readChasing translates chasingRule, for Xiangqi's pieces only
// (legdefs.ChasingPieceError: betzac's rule reads them by their Betza).
func (t *translation) readChasing() {
	t.handled["chasingRule"] = true
	switch v := t.get["chasingRule"]; v {
	case "", "none":
	case legdefs.ChasingAXF:
		for _, p := range t.pieces {
			if legdefs.ChasingPieceError(v, p.betza, p.royal) != nil {
				t.untranslated("chasingRule = axf with piece %s (%s): betzac's chasing rule knows only Xiangqi's pieces", p.letter, p.betza)
				return
			}
		}
		t.rules = append(t.rules, "chasing-rule: axf")
	default:
		t.untranslated("chasingRule = %s (want axf or none)", v)
	}
}

// writeResults writes the result rules that differ from FSF's defaults.
func writeResults(sb *strings.Builder, r *legdefs.Rules) {
	r2 := *r
	for _, k := range resultValueKeys {
		if v := *k.field(&r2); v != "" {
			fmt.Fprintf(sb, "%s = %s\n", k.ini, v)
		}
	}
	for _, k := range resultCountKeys {
		switch v := *k.field(&r2); v {
		case 0:
		case -1: // legdefs.NMoveRuleOff, NFoldRuleOff
			fmt.Fprintf(sb, "%s = 0\n", k.ini)
		default:
			fmt.Fprintf(sb, "%s = %d\n", k.ini, v)
		}
	}
	if r.NFoldValueAbsolute {
		sb.WriteString("nFoldValueAbsolute = true\n")
	}
	if r.PerpetualCheckIllegal {
		sb.WriteString("perpetualCheckIllegal = true\n")
	}
	if r.ChasingRule != legdefs.ChasingNone {
		fmt.Fprintf(sb, "chasingRule = %s\n", r.ChasingRule)
	}
	for ini, yaml := range materialYAML.Get() {
		if r.MaterialCounting == yaml {
			fmt.Fprintf(sb, "materialCounting = %s\n", ini)
		}
	}
	if r.ShatarMate {
		sb.WriteString("shatarMateRule = true\n")
	}
	if r.MoveRepetitionIllegal {
		sb.WriteString("moveRepetitionIllegal = true\n")
	}
	if r.Counting != "" {
		// FSF 0.7.10's parser sets "cambodian" but warns that it is not
		// a valid value (src/parser.cpp)
		fmt.Fprintf(sb, "countingRule = %s\n", r.Counting)
	}
}
