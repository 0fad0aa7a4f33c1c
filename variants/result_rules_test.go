package variants

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/legdefs"
)

// TestResultRuleKeys: the keys of the result rules decode to their
// fields ("0" switching a count off), and bad values are refused by key.
func TestResultRuleKeys(t *testing.T) {
	const base = "name: r\ninherit: chess\n"
	tests := []struct {
		name, src string
		want      legdefs.Rules
		err       string
	}{
		{"defaults", "", legdefs.Rules{}, ""},
		{"shogi's", "stalemate-value: loss\nn-move-rule: 0\nn-fold-rule: 4\nperpetual-check-illegal: true\n",
			legdefs.Rules{StalemateValue: legdefs.ValueLoss, NMoveRule: legdefs.NMoveRuleOff, NFoldRule: 4, PerpetualCheckIllegal: true}, ""},
		{"words back to defaults", "stalemate-value: draw\ncheckmate-value: loss\nn-fold-value: draw\n", legdefs.Rules{}, ""},
		{"losers'", "checkmate-value: win\nstalemate-value: win\n", legdefs.Rules{CheckmateValue: legdefs.ValueWin, StalemateValue: legdefs.ValueWin}, ""},
		{"minishogi's", "n-fold-value: loss\nn-fold-value-absolute: true\nn-fold-rule: 0\n",
			legdefs.Rules{NFoldValue: legdefs.ValueLoss, NFoldValueAbsolute: true, NFoldRule: legdefs.NFoldRuleOff}, ""},
		{"n-move-rule too big", "n-move-rule: 1000\n", legdefs.Rules{}, "n-move-rule: 1000: want 0 to 999"},
		{"n-fold-rule negative", "n-fold-rule: -1\n", legdefs.Rules{}, "n-fold-rule: -1: want 0 to 99"},
		{"checkmate draw", "checkmate-value: draw\n", legdefs.Rules{}, `checkmate-value: "draw": want loss or win`},
		{"stalemate word", "stalemate-value: lose\n", legdefs.Rules{}, `stalemate-value: "lose": want draw, loss or win`},
	}
	for _, tt := range tests {
		v, err := zoneLoadFiles(t, map[string]string{"r.yaml": base + tt.src}, "r.yaml")
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: error %v, want one holding %q", tt.name, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if d := cmp.Diff(tt.want, v.Rules); d != "" {
			t.Errorf("%s: Rules (-want +got):\n%s", tt.name, d)
		}
	}
}
