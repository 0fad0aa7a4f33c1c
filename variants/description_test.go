package variants

import (
	"strings"
	"testing"
)

// description is read as written, and never inherited (as title).
func TestDescription(t *testing.T) {
	for _, tc := range []struct{ file, want string }{
		{"name: d\ninherit: chess\ndescription: Chess, described.\n", "Chess, described."},
		{"name: d\ninherit: gustav3\n", ""}, // gustav3 has one
	} {
		v, err := LoadBytes("d.yaml", []byte(tc.file))
		if err != nil {
			t.Fatal(err)
		}
		if v.Description != tc.want {
			t.Errorf("%q: description %q, want %q", tc.file, v.Description, tc.want)
		}
	}
}

// sides: the players' names, inherited; White and Black by default; two
// names or an error.
func TestSides(t *testing.T) {
	for _, tc := range []struct {
		file string
		want [2]string
	}{
		{"name: d\ninherit: chess\n", [2]string{"White", "Black"}},
		{"name: d\ninherit: xiangqi\n", [2]string{"Red", "Black"}},
		{"name: d\ninherit: shogi\nsides: Black White\n", [2]string{"Black", "White"}},
	} {
		v, err := LoadBytes("d.yaml", []byte(tc.file))
		if err != nil {
			t.Fatal(err)
		}
		if v.Sides != tc.want {
			t.Errorf("%q: sides %q, want %q", tc.file, v.Sides, tc.want)
		}
	}
	_, err := LoadBytes("d.yaml", []byte("name: d\ninherit: chess\nsides: Red\n"))
	if want := `d.yaml:3:8: sides "Red": want two names`; err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("sides: Red: %v, want %s…", err, want)
	}
}
