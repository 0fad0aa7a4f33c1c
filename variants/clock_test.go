package variants

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestClock checks the clock piece field: its values and a bad value.
func TestClock(t *testing.T) {
	tests := []struct {
		name, clock, want string
		errs              []string
	}{
		{"absent", "", "", nil},
		{"reset", ", clock: reset", ClockReset, nil},
		{"irreversible", ", clock: irreversible", ClockIrreversible, nil},
		{"keep", ", clock: keep", ClockKeep, nil},
		{"bad", ", clock: never", "", []string{`t.yaml:4:66: clock: "never": want reset, irreversible or keep`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "name: t\ninherit: chess\npieces:\n  - {letter: P, betza: fmWfcF, promote: {zone: 1, to: Q}" + tt.clock + "}\n"
			v, err := LoadBytes("t.yaml", []byte(src))
			if d := cmp.Diff(tt.errs, errorLines(err)); d != "" {
				t.Fatalf("errors (-want +got):\n%s", d)
			}
			if v != nil && v.Pieces[0].Clock != tt.want {
				t.Errorf("Clock = %q, want %q", v.Pieces[0].Clock, tt.want)
			}
		})
	}
}

// TestInitialRegionField checks initial-region: what it loads to, and a
// square off the board.
func TestInitialRegionField(t *testing.T) {
	src := func(r string) string {
		return "name: t\ninherit: chess\npieces:\n  - {letter: P, betza: fmWfcFifmnD, promote: {zone: 1, to: Q}, initial-region: " + r + "}\n"
	}
	v, err := LoadBytes("t.yaml", []byte(src("a2-b2")))
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(Region{{0, 1}, {1, 1}}, v.Pieces[0].InitialRegion); d != "" {
		t.Errorf("InitialRegion (-want +got):\n%s", d)
	}
	_, err = LoadBytes("t.yaml", []byte(src("a9")))
	want := []string{`t.yaml:4:80: piece P: initial-region "a9": square a9 is off the 8x8 board (board at builtin:chess.yaml:4:8)`}
	if d := cmp.Diff(want, errorLines(err)); d != "" {
		t.Errorf("errors (-want +got):\n%s", d)
	}
}
