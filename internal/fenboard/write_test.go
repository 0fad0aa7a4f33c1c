package fenboard

import "testing"

func TestPlacement(t *testing.T) {
	// a 3×2 board with a King on a1, a "+p" on c2 and 10 files for the runs
	tests := []struct {
		files, ranks int
		pieces       map[[2]int]string
		want         string
	}{
		{3, 2, map[[2]int]string{{0, 0}: "K", {2, 1}: "+p"}, "2+p/K2"},
		{3, 2, nil, "3/3"},
		{10, 1, map[[2]int]string{{9, 0}: "q"}, "9q"},
		{12, 1, nil, "12"},
	}
	for _, tt := range tests {
		got := Placement(tt.files, tt.ranks, func(f, r int) string { return tt.pieces[[2]int{f, r}] })
		if got != tt.want {
			t.Errorf("Placement(%d, %d, %v) = %q, want %q", tt.files, tt.ranks, tt.pieces, got, tt.want)
		}
	}
}

// The expected FENs are counted by hand.
func TestWithoutHoles(t *testing.T) {
	for fen, want := range map[string]string{
		"8/8 w - - 0 1":                  "8/8 w - - 0 1",
		"****qk****/*8*/10 w - - 0 1":    "4qk4/10/10 w - - 0 1",
		"w**********w/*P2*1*p* b KQkq -": "w10w/1P5p1 b KQkq -",
		"*k*":                            "1k1",
	} {
		if got := WithoutHoles(fen); got != want {
			t.Errorf("WithoutHoles(%q) = %q, want %q", fen, got, want)
		}
	}
}
