package variants

import (
	"bytes"
	"testing"

	"github.com/google/go-cmp/cmp"
	"gopkg.in/yaml.v3"
)

// TestBuiltinCommentsBlanked: every built-in file parses to the same
// nodes (kind, tag, value, style, line and column) from builtinData as
// from the file itself: blanking its comment lines changes nothing else.
func TestBuiltinCommentsBlanked(t *testing.T) {
	type node struct {
		Kind         yaml.Kind
		Style        yaml.Style
		Tag, Value   string
		Line, Column int
	}
	flat := func(t *testing.T, data []byte) []node {
		var doc yaml.Node
		if err := yaml.NewDecoder(bytes.NewReader(data)).Decode(&doc); err != nil {
			t.Fatal(err)
		}
		var out []node
		var walk func(n *yaml.Node)
		walk = func(n *yaml.Node) {
			out = append(out, node{n.Kind, n.Style, n.Tag, n.Value, n.Line, n.Column})
			for _, c := range n.Content {
				walk(c)
			}
		}
		walk(&doc)
		return out
	}
	names := BuiltinNames()
	if len(names) == 0 {
		t.Fatal("no built-in variants")
	}
	blanked := 0
	for _, name := range names {
		raw, err := builtinFS.ReadFile(builtinPath(name))
		if err != nil {
			t.Fatal(err)
		}
		data, err := builtinData(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(data) < len(raw) {
			blanked++
		}
		if diff := cmp.Diff(flat(t, raw), flat(t, data)); diff != "" {
			t.Errorf("%s: nodes differ with comment lines blanked (-file +blanked):\n%s", name, diff)
		}
	}
	if blanked == 0 {
		t.Error("no built-in file had a comment line blanked")
	}
}

// TestBlankCommentLines: what blankComments makes of a text, by hand.
func TestBlankCommentLines(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"# a\nname: x\n", "\nname: x\n"},
		{"name: x # kept\n  # b\n\t# c\nboard: 8x8", "name: x # kept\n\n\nboard: 8x8"},
		{"title: 'a #b'\n#", "title: 'a #b'\n"},
	} {
		if got := string(blankComments([]byte(tc.in))); got != tc.want {
			t.Errorf("blankComments(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestBlankCommentsInPlace: blankComments writes over the text it is
// given rather than into a copy.
func TestBlankCommentsInPlace(t *testing.T) {
	text := []byte("# a\nname: x\n  # b\nboard: 8x8\n")
	if allocs := testing.AllocsPerRun(10, func() { blankComments(text) }); allocs != 0 {
		t.Errorf("blankComments allocates %v times, want none", allocs)
	}
}

// TestIsBuiltinAsReadFile: isBuiltin answers as a read of the file would,
// for every built-in and for names that are none.
func TestIsBuiltinAsReadFile(t *testing.T) {
	names := append(BuiltinNames(), "", "nosuch", "Chess", "chess.yaml", "../load", "builtin", ".", "chess/")
	for _, name := range names {
		_, err := builtinFS.ReadFile(builtinPath(name))
		if want := err == nil && validName(name); isBuiltin(name) != want {
			t.Errorf("isBuiltin(%q) = %v, want %v", name, !want, want)
		}
	}
}
