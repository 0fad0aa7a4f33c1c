package perft_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestFairyFSFGameFENs plays the games of testdata/fsf-fairy-fens.txt and
// checks, after every move, that betzac prints the FEN Fairy-Stockfish
// printed (board, castling rights, the e.p. field in both its forms, the
// clocks), that Fairy-Stockfish's FEN read back prints the same, and that
// unmaking every move gives the start position again.
func TestFairyFSFGameFENs(t *testing.T) {
	f, err := os.Open("testdata/fsf-fairy-fens.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type game struct {
		variant string
		moves   []string
		fens    []string
	}
	var games []*game
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "game "):
			w := strings.Fields(line)
			games = append(games, &game{variant: w[1], moves: w[2:]})
		case strings.HasPrefix(line, "fen ") && len(games) > 0:
			g := games[len(games)-1]
			g.fens = append(g.fens, strings.TrimPrefix(line, "fen "))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(games) == 0 {
		t.Fatal("no games")
	}
	n := 0
	for gi, g := range games {
		prog := compile(t, g.variant)
		pos, err := vm.NewPosition(prog, "")
		if err != nil {
			t.Fatal(err)
		}
		start := pos.FEN()
		var played []vm.Move
		for i, s := range g.moves {
			m, err := pos.ParseMove(s)
			if err != nil {
				t.Errorf("%s game %d move %d %s: %v", g.variant, gi, i+1, s, err)
				break
			}
			pos.Make(m)
			played = append(played, m)
			n++
			want := g.fens[i]
			if d := cmp.Diff(want, pos.FEN()); d != "" {
				t.Errorf("%s game %d after %s (move %d): FEN (-fsf +betzac):\n%s", g.variant, gi, s, i+1, d)
			}
			back, err := vm.NewPosition(prog, want)
			if err != nil {
				t.Errorf("%s: reading %q: %v", g.variant, want, err)
			} else if d := cmp.Diff(want, back.FEN()); d != "" {
				t.Errorf("%s: FEN read back (-fsf +betzac):\n%s", g.variant, d)
			}
		}
		for i := len(played) - 1; i >= 0; i-- {
			pos.Unmake(played[i])
		}
		if got := pos.FEN(); got != start {
			t.Errorf("%s game %d: after unmaking every move %s, want %s", g.variant, gi, got, start)
		}
	}
	t.Logf("%d games, %d positions", len(games), n)
}
