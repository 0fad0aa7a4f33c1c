package fsf

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
)

// TestChasingRuleKey: chasingRule comes from FSF's xiangqi (and a section
// that inherits it) as chasing-rule, "none" takes it away, a value FSF
// does not have or a piece the rule does not know leaves it untranslated;
// writeResults writes it back.
func TestChasingRuleKey(t *testing.T) {
	cases := []struct {
		name, ini    string
		want         string
		untranslated []string
	}{
		{"inherited", "[x:xiangqi]\n", legdefs.ChasingAXF, nil},
		{"switched off", "[x:xiangqi]\nchasingRule = none\n", legdefs.ChasingNone, nil},
		{"unknown value", "[x:xiangqi]\nchasingRule = asian\n", legdefs.ChasingNone,
			[]string{"chasingRule = asian (want axf or none)"}},
		{"chess pieces", "[x:chess]\nchasingRule = axf\n", legdefs.ChasingNone,
			[]string{"chasingRule = axf with piece P (ifmnDfmWfceF): betzac's chasing rule knows only Xiangqi's pieces"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			imp, err := Import(strings.NewReader(c.ini), "x")
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(c.untranslated, imp.Untranslated); d != "" {
				t.Errorf("untranslated (-want +got):\n%s", d)
			}
			_, p, err := compiler.LoadBytes("x.yaml", []byte(imp.YAML))
			if err != nil {
				t.Fatalf("%v\n%s", err, imp.YAML)
			}
			if p.Rules.ChasingRule != c.want {
				t.Errorf("chasing rule %q, want %q", p.Rules.ChasingRule, c.want)
			}
		})
	}
	// export cannot write a Xiangqi yet (confinement): writeResults alone
	for rule, want := range map[string]string{legdefs.ChasingAXF: "chasingRule = axf\n", legdefs.ChasingNone: ""} {
		var sb strings.Builder
		writeResults(&sb, &legdefs.Rules{ChasingRule: rule})
		if sb.String() != want {
			t.Errorf("chasing rule %q written as %q, want %q", rule, sb.String(), want)
		}
	}
}
