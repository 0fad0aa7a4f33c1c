package variants

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestBareKing checks bare-king: its values, inheritance, and bad values.
func TestBareKing(t *testing.T) {
	tests := []struct {
		name, src, want string
		errs            []string
	}{
		{"default", "name: t\ninherit: chess\n", "", nil},
		{"ends", "name: t\ninherit: chess\nbare-king: ends\n", "ends", nil},
		{"loses", "name: t\ninherit: chess\nbare-king: loses\n", "loses", nil},
		{"inherited", "name: t\ninherit: shatranj\n", "loses", nil},
		{"overridden", "name: t\ninherit: shatranj\nbare-king: none\n", "", nil},
		{"bad value", "name: t\ninherit: chess\nbare-king: wins\n", "",
			[]string{`t.yaml:3:12: bare-king: "wins": want none, ends or loses`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := LoadBytes("t.yaml", []byte(tt.src))
			if d := cmp.Diff(tt.errs, errorLines(err)); d != "" {
				t.Fatalf("errors (-want +got):\n%s", d)
			}
			if v != nil && v.BareKing != tt.want {
				t.Errorf("BareKing = %q, want %q", v.BareKing, tt.want)
			}
		})
	}
}
