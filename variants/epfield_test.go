package variants

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestEPField checks ep-field: its values, inheritance, and a bad value.
func TestEPField(t *testing.T) {
	tests := []struct {
		name, src string
		want      bool
		errs      []string
	}{
		{"default", "name: t\ninherit: chess\n", false, nil},
		{"marked", "name: t\ninherit: chess\nep-field: marked\n", true, nil},
		{"capturable", "name: t\ninherit: chess\nep-field: capturable\n", false, nil},
		{"inherited", "name: t\ninherit: berolina\n", true, nil},
		{"overridden", "name: t\ninherit: berolina\nep-field: capturable\n", false, nil},
		{"bad value", "name: t\ninherit: chess\nep-field: all\n", false,
			[]string{`t.yaml:3:11: ep-field: "all": want capturable or marked`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := LoadBytes("t.yaml", []byte(tt.src))
			if d := cmp.Diff(tt.errs, errorLines(err)); d != "" {
				t.Fatalf("errors (-want +got):\n%s", d)
			}
			if v != nil && v.EPFieldMarked != tt.want {
				t.Errorf("EPFieldMarked = %v, want %v", v.EPFieldMarked, tt.want)
			}
		})
	}
}
