package legdefs

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The expected values are worked out by hand from the package doc.
func TestSteps(t *testing.T) {
	skiStep := Leg{Range: 1, DX: 0, DY: 1, Mode: ModeMove | ModeHop}
	for _, tc := range []struct {
		name  string
		m     Move
		steps []int32
		rest  []bool
	}{
		{"rook on 8x8: unlimited is 8", Move{{Range: 0, DY: 1, Mode: ModeMove | ModeFinal}}, []int32{8}, []bool{false}},
		{"star on 9x10: half of 10", Move{{Range: -1, DY: 1, Mode: ModeMove | ModeFinal}}, []int32{5}, []bool{false}},
		{"range beyond the board", Move{{Range: 12, DY: 1, Mode: ModeMove | ModeFinal}}, []int32{8}, []bool{false}},
		{"jR: -1 after the ski step is unlimited", Move{skiStep, {Range: -1, DY: 1, Mode: ModeMove | ModeFinal}}, []int32{1, 8}, []bool{false, false}},
		{"pK2: -2 is the rest of 2", Move{{Range: 2, DY: 1, Mode: ModeHop}, {Range: -2, DY: 1, Mode: ModeMove | ModeFinal}}, []int32{2, 2}, []bool{false, true}},
		{"torus: files×ranks", Move{{Range: 0, DY: 1, Mode: ModeMove | ModeTorus | ModeFinal}}, []int32{64}, []bool{false}},
	} {
		files, ranks := 8, 8
		if tc.name == "star on 9x10: half of 10" {
			files, ranks = 9, 10
		}
		steps, rest := tc.m.Steps(files, ranks)
		if diff := cmp.Diff(tc.steps, steps); diff != "" {
			t.Errorf("%s: steps (-want +got):\n%s", tc.name, diff)
		}
		if diff := cmp.Diff(tc.rest, rest); diff != "" {
			t.Errorf("%s: rest (-want +got):\n%s", tc.name, diff)
		}
	}
}

func TestPassed(t *testing.T) {
	for _, tc := range []struct {
		dx, dy int32
		want   [][2]int32
	}{
		{0, 1, nil},                        // W passes nothing
		{0, 2, [][2]int32{{0, 1}}},         // D: its middle
		{3, 3, [][2]int32{{1, 1}, {2, 2}}}, // G: two squares on its line
		{1, 2, [][2]int32{{0, 1}}},         // N: halfway, toward zero
		{-1, -2, [][2]int32{{0, -1}}},      // N, Black's view
		{2, 4, [][2]int32{{1, 2}}},         // the (2,4) leap: on its line
		{2, 3, [][2]int32{{1, 1}}},         // Z: halfway (1,1.5) toward zero
	} {
		if diff := cmp.Diff(tc.want, Passed(tc.dx, tc.dy)); diff != "" {
			t.Errorf("Passed(%d,%d) (-want +got):\n%s", tc.dx, tc.dy, diff)
		}
	}
}

func TestClassAndSki(t *testing.T) {
	for _, tc := range []struct {
		name  string
		m     Move
		class Class
		ski   bool
	}{
		{"N", Move{{Range: 1, DX: 1, DY: 2, Mode: ModeMove | ModeCapture | ModeFinal}}, Plain, false},
		{"R", Move{{Range: 0, DY: 1, Mode: ModeMove | ModeCapture | ModeFinal}}, Plain, false},
		{"pawn double step", Move{{Range: 1, DY: 2, Mode: ModeMove | ModeInitial | ModeLame | ModeEPRights | ModeFinal}}, Special, false},
		{"star rider is walked", Move{{Range: -1, DY: 1, Mode: ModeMove | ModeFinal}}, General, false},
		{"hopper slide", Move{{Range: 0, DY: 1, Mode: ModeHop | ModeFinal}}, General, false},
		{"jR ski leg", Move{{Range: 0, DY: 1, Mode: ModeJump | ModeMove | ModeFinal}}, General, true},
		{"jN is not a ski", Move{{Range: 1, DX: 1, DY: 2, Mode: ModeJump | ModeMove | ModeFinal}}, Special, false},
		{"two legs", Move{{Range: 1, DY: 1, Mode: ModeMove}, {Range: 1, DX: 1, DY: 1, Mode: ModeMove | ModeFinal}}, General, false},
	} {
		if got := tc.m.Class(); got != tc.class {
			t.Errorf("%s: Class = %d, want %d", tc.name, got, tc.class)
		}
		if got := tc.m[0].Ski(); got != tc.ski {
			t.Errorf("%s: Ski = %v, want %v", tc.name, got, tc.ski)
		}
	}
}
