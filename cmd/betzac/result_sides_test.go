package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestResultSideNames: show and a refused move after the game's end word
// the result's reason with the variant's side names: Armageddon's
// stalemate won by Black's draw odds, in a file naming the sides Light and
// Dark.
func TestResultSideNames(t *testing.T) {
	file := filepath.Join(t.TempDir(), "lightdark.yaml")
	if err := os.WriteFile(file, []byte("name: lightdark\ninherit: armageddon\nsides: Light Dark\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const stalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"
	runGoodInputs(t, []goodInput{
		{name: "armageddon", args: []string{"show", "armageddon", "--fen", stalemate}, has: []string{"Result: 0-1 (stalemate, Black's draw odds)\n"}},
		{name: "named", args: []string{"show", file, "--fen", stalemate}, has: []string{"Dark to move\n", "Result: 0-1 (stalemate, Dark's draw odds)\n"}},
	})
	runBadInputs(t, []badInput{
		{name: "move after the end", args: []string{"moves", file, "--fen", stalemate, "--moves", "h8g8"}, wantExit: 1,
			wantFirst: "betzac: --moves: move 1 (h8g8): the game is over: 0-1 (stalemate, Dark's draw odds)"},
	})
}
