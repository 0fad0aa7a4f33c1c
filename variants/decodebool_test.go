package variants

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"gopkg.in/yaml.v3"
)

// TestDecodeBoolAsYAML: decodeBool reads every !!bool scalar as yaml.v3's
// Node.Decode does, the value and whether it decodes at all, "true" and
// "false" (which it reads itself) and other spellings and tags alike.
func TestDecodeBoolAsYAML(t *testing.T) {
	docs := []string{"true", "false", "True", "FALSE", "!!bool true", "!!bool false", `!!bool "true"`,
		`!!bool 'false'`, "!!bool yes", "!!bool 1", "!!bool TRUE"}
	type result struct{ Val, OK bool }
	for _, doc := range docs {
		var root yaml.Node
		if err := yaml.Unmarshal([]byte(doc), &root); err != nil {
			t.Fatalf("%s: %v", doc, err)
		}
		n := root.Content[0]
		if n.ShortTag() != "!!bool" {
			t.Fatalf("%s: tag %s, want !!bool", doc, n.ShortTag())
		}
		var want result
		want.OK = n.Decode(&want.Val) == nil
		var got result
		got.Val, got.OK = decodeBool(n)
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s (-Decode +decodeBool):\n%s", doc, d)
		}
	}
}
