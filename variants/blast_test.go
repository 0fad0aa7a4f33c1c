package variants

import "testing"

// TestBlast checks blast, blast-spared, blast-immune and mutually-immune:
// values, inheritance and errors (positioned).
func TestBlast(t *testing.T) {
	get := func(v *Variant) any { return [4]any{v.Blast, v.BlastSpared, v.BlastImmune, v.MutuallyImmune} }
	none := [4]any{false, "", "", ""}
	runFieldCases(t, get, []fieldCase{
		{"default", "name: t\ninherit: chess\n", none, nil},
		{"atomic", "name: t\ninherit: atomic\n", [4]any{true, "P", "", ""}, nil},
		{"atomar", "name: t\ninherit: atomar\n", [4]any{true, "P", "K", "K"}, nil},
		{"mutually immune alone", "name: t\ninherit: chess\nmutually-immune: QR\n", [4]any{false, "", "", "QR"}, nil},
		{"no such piece", "name: t\ninherit: atomic\nblast-immune: KZ\n", none,
			[]string{`t.yaml:3:16: blast-immune "KZ": no piece Z`}},
		{"spared without blast", "name: t\ninherit: chess\nblast-spared: P\n", none,
			[]string{`t.yaml:3:15: blast-spared: only with blast: true`}},
		{"with captures-to-hand", "name: t\ninherit: crazyhouse\nblast: true\n", [4]any{true, "", "", ""}, nil},
		{"with petrify", "name: t\ninherit: chess\nblast: true\npetrify: Q\n", [4]any{true, "", "", ""}, nil},
		{"not with flying-general", "name: t\ninherit: atomic\nflying-general: true\n", none,
			[]string{`t.yaml:2:10: inherit: builtin:atomic.yaml:9:1: blast: not with flying-general`}},
	})
}
