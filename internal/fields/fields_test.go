package fields

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
)

type inner struct {
	Flag  bool
	Count int
}

type part struct{ Letter string }

// TestEmbedded: the fields of an embedded struct are named as the
// embedding type's, and the embedded field has no name of its own.
func TestEmbedded(t *testing.T) {
	// inner is unexported, so embed an exported alias of it.
	type Rules = inner
	type Program struct {
		Name string
		Rules
		Parts []part
	}
	wantAll := []string{"Program.Name", "Program.Flag", "Program.Count", "Program.Parts", "part.Letter"}
	if d := cmp.Diff(wantAll, All(reflect.TypeOf(Program{}))); d != "" {
		t.Errorf("All (-want +got):\n%s", d)
	}
	p := Program{Rules: Rules{Count: 2}, Parts: []part{{"N"}}}
	wantSet := []string{"Program.Count", "Program.Parts", "part.Letter"}
	if d := cmp.Diff(wantSet, Set(p)); d != "" {
		t.Errorf("Set (-want +got):\n%s", d)
	}
	known := map[string]bool{"Program.Parts": true, "part.Letter": true}
	if got := FirstUnknown(p, known); got != "Program.Count" {
		t.Errorf("FirstUnknown = %q, want Program.Count", got)
	}
}
