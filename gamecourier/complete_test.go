package gamecourier

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
)

// TestCompletePreset: the settings a preset needs besides the code
// (complete.go), for variants whose needs are known without betzac:
// chess (a move, castling as a two-leg move, promotion: 3 actions at
// most; all chess pieces), makruk (one-leg moves and promotion: 2),
// capablanca (the Archbishop A and Chancellor C are no chess pieces).
func TestCompletePreset(t *testing.T) {
	for _, tc := range []struct {
		variant string
		actions int
		images  []string
	}{
		{"chess", 3, nil},
		{"makruk", 2, []string{"S", "M"}},
		{"capablanca", 3, []string{"A", "C"}},
	} {
		_, p, err := compiler.Load(tc.variant)
		if err != nil {
			t.Fatal(err)
		}
		pr, err := Emit(p)
		if err != nil {
			t.Fatal(err)
		}
		if got := maxActions(p); got != tc.actions {
			t.Errorf("%s: maxActions %d, want %d", tc.variant, got, tc.actions)
		}
		head := "setsystem maxmove " + string(rune('0'+tc.actions)) + ";\nsetflag rules;\n"
		if !strings.HasPrefix(pr.PreGame, head) {
			t.Errorf("%s: Pre-Game begins %q, want %q", tc.variant, pr.PreGame[:40], head)
		}
		for _, pg := range pr.PostGame {
			if !strings.Contains(pg, "check") || !strings.Contains(pg, "stalemate") {
				t.Errorf("%s: Post-Game %q lacks the words check and stalemate", tc.variant, pg)
			}
		}
		if d := cmp.Diff(tc.images, pr.NeedImages); d != "" {
			t.Errorf("%s: labels needing images (-want +got):\n%s", tc.variant, d)
		}
		settings := pr.settingsText()
		for _, key := range []string{"game ", "files ", "ranks ", "cols ", "code ", "shape ", "sides ", "rulesurl ", "set "} {
			if !strings.Contains(settings, "\n"+key) && !strings.HasPrefix(settings, key) {
				t.Errorf("%s: settings.txt has no %q line:\n%s", tc.variant, key, settings)
			}
		}
		if !strings.Contains(settings, "code      "+pr.FEN) {
			t.Errorf("%s: settings.txt lacks the FEN %s", tc.variant, pr.FEN)
		}
	}
}
