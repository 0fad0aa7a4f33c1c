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
	f, err := os.Open("testdata/ffish-results.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
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
		_, p, err := compiler.Load(variant)
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		pos, err := vm.NewPosition(p, "")
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		g := vm.NewGame(pos)
		ok := true
		for i, s := range moves {
			if r := g.Result(); r.Over() {
				t.Errorf("line %d (%s): over before move %d (%s): %v; ffish: %s", line, variant, i+1, s, r, want)
				ok = false
				break
			}
			m, err := pos.ParseMove(s)
			if err != nil {
				t.Errorf("line %d (%s): move %d: %v", line, variant, i+1, err)
				ok = false
				break
			}
			g.Play(m)
		}
		if !ok {
			continue
		}
		if got := pgnResult(g.Result()); got != want {
			t.Errorf("line %d (%s): result %v, ffish %s", line, variant, g.Result(), want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}

// pgnResult is r as ffish's result() writes it.
func pgnResult(r vm.Result) string {
	return map[vm.Outcome]string{vm.Ongoing: "*", vm.WhiteWins: "1-0", vm.BlackWins: "0-1", vm.Draw: "1/2-1/2", vm.Decided: "?"}[r.Outcome]
}
