package variants

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fieldCase is a variant source and what one field of the Variant it
// loads to must be, or the errors it must give.
type fieldCase struct {
	name, src string
	want      any
	errs      []string
}

// runFieldCases loads each case's src and compares field of the Variant
// with want, or the errors with errs.
func runFieldCases(t *testing.T, field func(v *Variant) any, tests []fieldCase) {
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v, err := LoadBytes("t.yaml", []byte(tt.src))
			if d := cmp.Diff(tt.errs, errorLines(err)); d != "" {
				t.Fatalf("errors (-want +got):\n%s", d)
			}
			if v == nil {
				return
			}
			if d := cmp.Diff(tt.want, field(v)); d != "" {
				t.Errorf("%s (-want +got):\n%s", tt.src, d)
			}
		})
	}
}

// TestBareKing checks bare-king: its values, inheritance, and bad values.
func TestBareKing(t *testing.T) {
	runFieldCases(t, func(v *Variant) any { return v.BareKing }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", "", nil},
		{"ends", "name: t\ninherit: chess\nbare-king: ends\n", "ends", nil},
		{"loses", "name: t\ninherit: chess\nbare-king: loses\n", "loses", nil},
		{"inherited", "name: t\ninherit: shatranj\n", "loses", nil},
		{"overridden", "name: t\ninherit: shatranj\nbare-king: none\n", "", nil},
		{"bad value", "name: t\ninherit: chess\nbare-king: wins\n", "",
			[]string{`t.yaml:3:12: bare-king: "wins": want none, ends or loses`}},
	})
}

// TestEPField checks ep-field: its values, inheritance, and a bad value.
func TestEPField(t *testing.T) {
	runFieldCases(t, func(v *Variant) any { return v.EPFieldMarked }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", false, nil},
		{"marked", "name: t\ninherit: chess\nep-field: marked\n", true, nil},
		{"capturable", "name: t\ninherit: chess\nep-field: capturable\n", false, nil},
		{"inherited", "name: t\ninherit: berolina\n", true, nil},
		{"overridden", "name: t\ninherit: berolina\nep-field: capturable\n", false, nil},
		{"bad value", "name: t\ninherit: chess\nep-field: all\n", false,
			[]string{`t.yaml:3:11: ep-field: "all": want capturable or marked`}},
	})
}

// TestClock checks the clock piece field: its values and a bad value.
func TestClock(t *testing.T) {
	src := func(clock string) string {
		return "name: t\ninherit: chess\npieces:\n  - {letter: P, betza: fmWfcF, promote: {zone: 1, to: Q}" + clock + "}\n"
	}
	runFieldCases(t, func(v *Variant) any { return v.Pieces[0].Clock }, []fieldCase{
		{"absent", src(""), "", nil},
		{"reset", src(", clock: reset"), ClockReset, nil},
		{"irreversible", src(", clock: irreversible"), ClockIrreversible, nil},
		{"keep", src(", clock: keep"), ClockKeep, nil},
		{"bad", src(", clock: never"), "", []string{`t.yaml:4:66: clock: "never": want reset, irreversible or keep`}},
	})
}

// TestInitialRegionField checks initial-region: what it loads to, and a
// square off the board.
func TestInitialRegionField(t *testing.T) {
	src := func(r string) string {
		return "name: t\ninherit: chess\npieces:\n  - {letter: P, betza: fmWfcFifmnD, promote: {zone: 1, to: Q}, initial-region: " + r + "}\n"
	}
	runFieldCases(t, func(v *Variant) any { return v.Pieces[0].InitialRegion }, []fieldCase{
		{"a2-b2", src("a2-b2"), Region{{0, 1}, {1, 1}}, nil},
		{"off the board", src("a9"), nil,
			[]string{`t.yaml:4:80: piece P: initial-region "a9": square a9 is off the 8x8 board (board at builtin:chess.yaml:4:8)`}},
	})
}
