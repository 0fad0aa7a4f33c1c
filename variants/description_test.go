package variants

import "testing"

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
