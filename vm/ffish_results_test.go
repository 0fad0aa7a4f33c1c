package vm_test

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// TestFfishResults replays random games that Fairy-Stockfish's ffish
// (npm ffish 0.7.10) played and ended, each with ffish's result(true)
// (game ends, insufficient material, mate and stalemate values, the
// n-move rule, repetition, counting: testdata/ffish-results.js writes
// them), and holds Game.Result to it after the last move; before it the
// game must go on. The file holds ended games of every variant both
// play.
func TestFfishResults(t *testing.T) {
	replayFfish(t, "testdata/ffish-results.tsv")
}

// replayFfish replays the games of file (variant, ffish's result, moves)
// and holds Game.Result to ffish's after the last move, and to ongoing
// before it. It returns how often each reason of betzac's ended a game.
func replayFfish(t *testing.T, file string) map[string]int {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	reasons := map[string]int{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	line := 0
	for sc.Scan() {
		line++
		field := strings.Split(sc.Text(), "\t")
		if len(field) != 3 {
			t.Fatalf("line %d: %d fields, want 3", line, len(field))
		}
		variant, want, moves := field[0], field[1], strings.Fields(field[2])
		g, ok := replayGame(t, line, variant, want, moves)
		if !ok {
			continue
		}
		reasons[g.Result().Reason]++
		if got := pgnResult(g.Result()); got != want {
			t.Errorf("line %d (%s): result %v, ffish %s", line, variant, g.Result(), want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return reasons
}

// replayGame plays moves in variant, each while the game goes on.
func replayGame(t *testing.T, line int, variant, want string, moves []string) (*vm.Game, bool) {
	t.Helper()
	_, p, err := compiler.Load(variant)
	if err != nil {
		t.Fatalf("line %d: %v", line, err)
	}
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatalf("line %d: %v", line, err)
	}
	g := vm.NewGame(pos)
	for i, s := range moves {
		if r := g.Result(); r.Over() {
			t.Errorf("line %d (%s): over before move %d (%s): %v; ffish: %s", line, variant, i+1, s, r, want)
			return nil, false
		}
		m, err := pos.ParseMove(s)
		if err != nil {
			t.Errorf("line %d (%s): move %d: %v", line, variant, i+1, err)
			return nil, false
		}
		g.Play(m)
	}
	return g, true
}

// pgnResult is r as ffish's result() writes it.
func pgnResult(r vm.Result) string {
	return map[vm.Outcome]string{vm.Ongoing: "*", vm.WhiteWins: "1-0", vm.BlackWins: "0-1", vm.Draw: "1/2-1/2", vm.Decided: "?"}[r.Outcome]
}
