package tsv

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.tsv")
	data := "# a comment\nname\tvalue\n\na\t1\n# another\nb\t2\n"
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Read(path, 2)
	if err != nil {
		t.Fatal(err)
	}
	want := []Record{{Line: 4, Fields: []string{"a", "1"}}, {Line: 6, Fields: []string{"b", "2"}}}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("records (-want +got):\n%s", d)
	}
	if _, err := Read(path, 3); err == nil || err.Error() != path+":4: 2 columns, want 3" {
		t.Errorf("Read with 3 columns: %v", err)
	}
}
