package variants

import (
	"strings"
	"testing"
)

// TestChasingRuleKey: chasing-rule reads axf and none, on Xiangqi's
// pieces only (the error names the piece and how to switch it off).
func TestChasingRuleKey(t *testing.T) {
	tests := []struct {
		name, src, want, err string
	}{
		{"xiangqi's", "name: r\ninherit: xiangqi\n", "axf", ""},
		{"switched off", "name: r\ninherit: xiangqi\nchasing-rule: none\n", "", ""},
		{"imported pieces", "name: r\ninherit: xiangqi\npieces:\n  - {letter: N, name: Horse, betza: nN}\n  - {letter: B, name: Elephant, betza: nA, confine: a1-i5}\n", "axf", ""},
		{"bad word", "name: r\ninherit: xiangqi\nchasing-rule: asian\n", "", `chasing-rule: "asian": want none or axf`},
		{"chess pieces", "name: r\ninherit: chess\nchasing-rule: axf\n", "",
			`piece P: betza "ifmnDfmWfceF": chasing-rule: axf knows only Xiangqi's pieces`},
		{"a banner", "name: r\ninherit: manchu\nchasing-rule: axf\n", "",
			`piece M: betza "RcpRnN": chasing-rule: axf knows only Xiangqi's pieces`},
		{"a royal rook", "name: r\ninherit: xiangqi\npieces:\n  - {letter: R, name: Chariot, betza: R, royal: true}\n", "",
			`piece R: betza "R": chasing-rule: axf knows only Xiangqi's pieces`},
	}
	for _, tt := range tests {
		v, err := zoneLoadFiles(t, map[string]string{"r.yaml": tt.src}, "r.yaml")
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("%s: error %v, want one holding %q", tt.name, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if v.Rules.ChasingRule != tt.want {
			t.Errorf("%s: chasing rule %q, want %q", tt.name, v.Rules.ChasingRule, tt.want)
		}
	}
}
