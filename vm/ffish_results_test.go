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

// replayFfish replays the games of file (variant, ffish's result, moves,
// and the FEN they start from if not the start position) and holds Game.Result to ffish's after the last move, and to ongoing
// before it. It returns betzac's result of each game it replayed, with
// the game's length in plies.
func replayFfish(t *testing.T, file string) []ended {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []ended
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	line := 0
	for sc.Scan() {
		line++
		field := strings.Split(sc.Text(), "\t")
		if len(field) != 3 && len(field) != 4 {
			t.Fatalf("line %d: %d fields, want 3 or 4", line, len(field))
		}
		variant, want, moves := field[0], field[1], strings.Fields(field[2])
		fen := ""
		if len(field) == 4 {
			fen = field[3]
		}
		g, ok := replayGame(t, line, variant, fen, want, moves)
		if !ok {
			continue
		}
		out = append(out, ended{g.Result(), len(moves)})
		if got := pgnResult(g.Result()); got != want {
			t.Errorf("line %d (%s): result %v, ffish %s", line, variant, g.Result(), want)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// ended is a replayed game's result and length.
type ended struct {
	result vm.Result
	plies  int
}

// replayGame plays moves in variant from fen, each while the game goes
// on.
func replayGame(t *testing.T, line int, variant, fen, want string, moves []string) (*vm.Game, bool) {
	t.Helper()
	_, p, err := compiler.Load(variant)
	if err != nil {
		t.Fatalf("line %d: %v", line, err)
	}
	pos, err := vm.NewPosition(p, fen)
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

// TestFfishChasing replays random Xiangqi games that ffish played to
// their end (testdata/ffish-chasing.js writes them: pendulums, where one
// side attacks a piece of the other with a move and again after it has
// moved, both moving back and forth, from the start position after an
// opening or from sparse positions; and games from sparse positions full
// of checks without captures or third repetitions), holding Game.Result
// to ffish's result(true). The file holds four runs of 50 pendulum games
// (seeds 101, 202, 303 and 404) and one of 30 check games (seed 9,
// "checks"), their ended games. It must hold games that perpetual chasing
// decided and games that the n-move rule ended later than 100 plies (the
// checks beyond ten), or it shows nothing of the rule.
func TestFfishChasing(t *testing.T) {
	reasons := map[string]int{}
	longer := 0
	for _, e := range replayFfish(t, "testdata/ffish-chasing.tsv") {
		reasons[e.result.Reason]++
		if strings.Contains(e.result.Reason, "move rule") && e.plies > 100 {
			longer++
		}
	}
	chasing := 0
	for r, n := range reasons {
		if strings.Contains(r, "chasing") {
			chasing += n
		}
	}
	t.Logf("betzac's reasons: %v; the n-move rule lengthened by checks: %d", reasons, longer)
	if chasing == 0 || longer == 0 {
		t.Errorf("%d games ended by perpetual chasing, %d by an n-move rule checks lengthened: want some of each", chasing, longer)
	}
}
