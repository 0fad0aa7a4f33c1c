package picture

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMargins: Labels by side, and their ASCII form (the style's letters).
func TestMargins(t *testing.T) {
	tests := []struct {
		style Style
		ascii bool
		want  Margins
	}{
		{Chess, false, Margins{Top: []string{"", ""}, Bottom: []string{"a", "b"}, Left: []string{"1", "2", "3"}, Right: []string{"", "", ""}}},
		{Shogi, false, Margins{Top: []string{"2", "1"}, Bottom: []string{"", ""}, Left: []string{"", "", ""}, Right: []string{"三", "二", "一"}}},
		{Shogi, true, Margins{Top: []string{"2", "1"}, Bottom: []string{"", ""}, Left: []string{"", "", ""}, Right: []string{"c", "b", "a"}}},
		{Xiangqi, true, Margins{Top: []string{"1", "2"}, Bottom: []string{"2", "1"}, Left: []string{"", "", ""}, Right: []string{"", "", ""}}},
		{Janggi, false, Margins{Top: []string{"", ""}, Bottom: []string{"1", "2"}, Left: []string{"3", "2", "1"}, Right: []string{"", "", ""}}},
	}
	for _, tt := range tests {
		got := Board{Style: tt.style, Files: 2, Ranks: 3}.Margins(tt.ascii)
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("%s ascii %v (-want +got):\n%s", tt.style, tt.ascii, d)
		}
	}
}

// TestCellText: a label centred on a cell's middle column, by terminal
// width (a kanji takes two columns).
func TestCellText(t *testing.T) {
	tests := []struct {
		s          string
		width, mid int
		want       string
	}{
		{"a", 4, 2, "  a "}, {"10", 4, 2, " 10 "}, {"九", 4, 2, " 九 "}, {"十二", 4, 2, "十二"},
		{"a", 3, 1, " a "}, {"九", 3, 1, "九 "}, {"", 3, 1, "   "},
	}
	for _, tt := range tests {
		if got := CellText(tt.s, tt.width, tt.mid); got != tt.want {
			t.Errorf("CellText(%q, %d, %d) = %q, want %q", tt.s, tt.width, tt.mid, got, tt.want)
		}
	}
}
