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
	runGoodInputs(t, []goodInput{
		{name: "troitzky ascii", args: []string{"show", "troitzky", "--ascii"}, has: []string{
			"    " + pad + "+---+---+\n 10 " + pad + "| q | k |\n",
			"\n  1 " + pad + "| Q | K |\n    " + pad + "+---+---+\n",
			"\n  7     |   |   |   |   |   |   |   |   |\n    +---+---+---+---+---+---+---+---+---+---+\n  6 |   |",
		}},
		{name: "troitzky", args: []string{"show", "troitzky"}, has: []string{
			"\n  7     │   │   │   │   │   │   │   │   │\n    ┌───┼───┼───┼───┼───┼───┼───┼───┼───┼───┐\n",
			"\n  5 │   │   │   │   │   │   │   │   │   │   │\n    └───┼───┼───┼───┼───┼───┼───┼───┼───┼───┘\n",
			"    " + pad + "┌───┬───┐\n 10 " + pad + "│ ♛ │ ♚ │\n",
		}},
		{name: "gustav3", args: []string{"show", "gustav3"}, has: []string{
			"\n  8 │ a │ r │ n │ b │ q │ k │ b │ n │ r │ a │\n    └───┼───┼───┼───┼───┼───┼───┼───┼───┼───┘\n  7     │ p │ p │ p │ p │ p │ p │ p │ p │\n",
			"\n  2     │ P │ P │ P │ P │ P │ P │ P │ P │\n    ┌───┼───┼───┼───┼───┼───┼───┼───┼───┼───┐\n  1 │ A │",
		}},
	})
}
