package variants

import "testing"

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
