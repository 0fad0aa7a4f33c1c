package main

import (
	"strings"
	"testing"
)

// show draws a hole (a square of the rectangle off the board) as no
// square: no lines of its own, blank inside. The lines are drawn by hand
// from the variants' start FENs: Troitzky's corners are holes (rank 1 is
// e1 f1 only, rank 6 the whole a-j), Gustav III's a and j files but for
// the corners.
func TestShowHoles(t *testing.T) {
	pad := strings.Repeat(" ", 16) // files a-d of Troitzky's rank 1 and 10: holes
	tests := []struct {
		args []string
		has  []string
	}{
		{[]string{"show", "troitzky", "--ascii"}, []string{
			"    " + pad + "+---+---+\n 10 " + pad + "| q | k |\n",
			"\n  1 " + pad + "| Q | K |\n    " + pad + "+---+---+\n",
			"\n  7     |   |   |   |   |   |   |   |   |\n    +---+---+---+---+---+---+---+---+---+---+\n  6 |   |",
		}},
		{[]string{"show", "troitzky"}, []string{
			"\n  7     │   │   │   │   │   │   │   │   │\n    ┌───┼───┼───┼───┼───┼───┼───┼───┼───┼───┐\n",
			"\n  5 │   │   │   │   │   │   │   │   │   │   │\n    └───┼───┼───┼───┼───┼───┼───┼───┼───┼───┘\n",
			"    " + pad + "┌───┬───┐\n 10 " + pad + "│ ♛ │ ♚ │\n",
		}},
		{[]string{"show", "gustav3"}, []string{
			"\n  8 │ a │ r │ n │ b │ q │ k │ b │ n │ r │ a │\n    └───┼───┼───┼───┼───┼───┼───┼───┼───┼───┘\n  7     │ p │ p │ p │ p │ p │ p │ p │ p │\n",
			"\n  2     │ P │ P │ P │ P │ P │ P │ P │ P │\n    ┌───┼───┼───┼───┼───┼───┼───┼───┼───┼───┐\n  1 │ A │",
		}},
	}
	for _, tc := range tests {
		out, errOut, status := execute(t, tc.args...)
		if status != 0 {
			t.Fatalf("%v: status %d: %s", tc.args, status, errOut)
		}
		for _, h := range tc.has {
			if !strings.Contains(out, h) {
				t.Errorf("%v: stdout lacks %q:\n%s", tc.args, h, out)
			}
		}
	}
}
