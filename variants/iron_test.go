package variants

import (
	"fmt"
	"strings"
	"testing"
)

// TestIron checks iron: its value, inheritance and errors (positioned).
func TestIron(t *testing.T) {
	get := func(v *Variant) any { return v.Iron }
	runFieldCases(t, get, []fieldCase{
		{"default", "name: t\ninherit: chess\n", "", nil},
		{"set", "name: t\ninherit: chess\niron: NB\n", "NB", nil},
		{"no such piece", "name: t\ninherit: chess\niron: NZ\n", "",
			[]string{`t.yaml:3:8: iron "NZ": no piece Z`}},
		{"royal", "name: t\ninherit: chess\niron: QK\n", "",
			[]string{`t.yaml:3:8: iron "QK": piece K is royal; a royal piece cannot be iron`}},
		{"not with blast", "name: t\ninherit: atomic\niron: Q\n", "",
			[]string{`t.yaml:3:7: iron: not with blast`}},
	})
}

// TestCounterStrike checks counter-strike: its value (promoted forms
// too), switching it off, and errors (positioned).
func TestCounterStrike(t *testing.T) {
	get := func(v *Variant) any { return v.CounterStrike }
	runFieldCases(t, get, []fieldCase{
		{"default", "name: t\ninherit: chess\n", "", nil},
		{"chushogi", "name: t\ninherit: chushogi\n", "N+O", nil},
		{"switched off", "name: t\ninherit: chushogi\ncounter-strike: \"\"\nprotected-lion: \"\"\n", "", nil},
		{"no such piece", "name: t\ninherit: chushogi\ncounter-strike: N+Z\n", "",
			[]string{`t.yaml:3:18: counter-strike "N+Z": no piece +Z`}},
		{"twice", "name: t\ninherit: chushogi\ncounter-strike: NN\n", "",
			[]string{`t.yaml:3:18: counter-strike "NN": piece N twice`}},
		{"royal", "name: t\ninherit: chushogi\ncounter-strike: NK\n", "",
			[]string{`t.yaml:3:18: counter-strike "NK": piece K is royal`}},
		{"not with pass", "name: t\ninherit: chushogi\npass: true\n", "",
			[]string{fmt.Sprintf("t.yaml:2:10: inherit: builtin:chushogi.yaml:%d:17: counter-strike: not with pass",
				builtinLine(t, "chushogi.yaml", "counter-strike:"))}},
	})
}

// TestProtectedLion checks protected-lion: its value and errors.
func TestProtectedLion(t *testing.T) {
	get := func(v *Variant) any { return v.ProtectedLion }
	runFieldCases(t, get, []fieldCase{
		{"chushogi", "name: t\ninherit: chushogi\n", "PI", nil},
		{"no such piece", "name: t\ninherit: chushogi\nprotected-lion: PZ\n", "",
			[]string{`t.yaml:3:18: protected-lion "PZ": no piece Z`}},
		{"without counter-strike", "name: t\ninherit: chess\nprotected-lion: P\n", "",
			[]string{`t.yaml:3:17: protected-lion: only with counter-strike (its types are the Lions)`}},
	})
}

// builtinLine is the number of the first line of a built-in file that
// starts with prefix, so that a positioned error's expected line follows
// edits of the file.
func builtinLine(t *testing.T, file, prefix string) int {
	t.Helper()
	b, err := builtinFS.ReadFile("builtin/" + file)
	if err != nil {
		t.Fatal(err)
	}
	for i, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, prefix) {
			return i + 1
		}
	}
	t.Fatalf("%s has no line starting %q", file, prefix)
	return 0
}
