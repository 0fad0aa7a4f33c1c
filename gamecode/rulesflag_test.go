package gamecode

import (
	"strings"
	"testing"
)

// TestSetflagRules: "setflag rules;" (Duniho 2018, NOTES.md S8) is
// accepted alone, as its source writes it; the word rules anywhere else
// is still outside the subset.
func TestSetflagRules(t *testing.T) {
	for _, tc := range []struct{ code, err string }{
		{"setflag rules;", ""},
		{"setflag rules e1;", "`rules` is outside the emitted subset"},
		{"unsetflag rules;", "`rules` is outside the emitted subset"},
		{"set x rules;", "`rules` is outside the emitted subset"},
	} {
		res, err := Run(Preset{Files: []string{"a"}, Ranks: []string{"1"}, FEN: "1", PreGame: tc.code}, nil, Switches{})
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.code, err)
		case tc.err == "" && strings.Join(res.Flags, " ") != "rules":
			t.Errorf("%s: flags %q", tc.code, res.Flags)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%s: got %v, want %q", tc.code, err, tc.err)
		}
	}
}
