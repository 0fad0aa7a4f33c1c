package main

import (
	"errors"
	"testing"

	"github.com/spf13/cobra"
)

// TestArgNames: checkArgNames accepts what the names allow and refuses the
// rest with a usage error naming it; with no names it refuses any
// argument (it indexed past the names and panicked before).
func TestArgNames(t *testing.T) {
	for _, tc := range []struct {
		names   []string
		args    []string
		wantErr string // "" for none
	}{
		{nil, nil, ""},
		{nil, []string{"x"}, `too many arguments (want none): "x"`},
		{[]string{"FILE"}, nil, "missing argument FILE"},
		{[]string{"FILE"}, []string{"a"}, ""},
		{[]string{"FILE"}, []string{"a", "b"}, `too many arguments (want FILE): "b"`},
		{[]string{"[FILE]"}, nil, ""},
		{[]string{"FILE..."}, nil, "missing argument FILE"},
		{[]string{"FILE..."}, []string{"a", "b", "c"}, ""},
		{[]string{"FORMAT", "FILE", "[SECTION]"}, []string{"fsf", "f"}, ""},
	} {
		err := checkArgNames(&cobra.Command{Use: "x"}, tc.args, tc.names...)
		var ue *usageError
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("checkArgNames(%q, %q): %v, want nil", tc.names, tc.args, err)
		case tc.wantErr != "" && (err == nil || err.Error() != tc.wantErr || !errors.As(err, &ue)):
			t.Errorf("checkArgNames(%q, %q): %v, want the usage error %q", tc.names, tc.args, err, tc.wantErr)
		}
	}
}
