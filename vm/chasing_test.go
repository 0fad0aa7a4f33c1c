package vm_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// chaseCase is a game from a position; want is ffish 0.7.10's
// result(true) after the last move, with betzac's reason
// (TestChasingAsFFish asks ffish again where node and ffish are there).
type chaseCase struct {
	name, variant, fen, moves string
	want                      vm.Result
}

// Each side moves one piece back and forth, so that the first position
// stands for the third time after eight plies.
var chaseCases = func() []chaseCase {
	draw := vm.Result{Outcome: vm.Draw, Reason: "3-fold repetition"}
	chasedByRed := vm.Result{Outcome: vm.BlackWins, Reason: "3-fold repetition with perpetual chasing"}
	twice := func(s string) string { return s + " " + s }
	return []chaseCase{
		// a rook follows an unprotected cannon along the first rank,
		// attacking it up its file with every move: Red loses
		{"rook chases a cannon", "xiangqi", "4k4/c8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", twice("b1a1 a9b9 a1b1 b9a9"), chasedByRed},
		// the same without the rule (minixiangqi has none in FSF): a draw
		{"no rule: minixiangqi", "minixiangqi", "2k4/c6/7/7/7/7/1R1K3 w - - 0 1", twice("b1a1 a6b6 a1b1 b6a6"), draw},
		// a rook attacks a rook: both attack, neither chases
		{"rook against rook", "xiangqi", "4k4/r8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", twice("b1a1 a9b9 a1b1 b9a9"), draw},
		// the cannon is protected by the rook on i9 wherever it goes
		{"protected cannon", "xiangqi", "4k4/c7r/9/9/9/9/9/9/9/1R1K5 w - - 0 1", twice("b1a1 a9b9 a1b1 b9a9"), draw},
		// the rook on e9 would protect it, but it is pinned to its general
		{"pinned root", "xiangqi", "4k4/c3r4/9/9/9/4R4/9/9/9/1R1K5 w - - 0 1", twice("b1a1 a9b9 a1b1 b9a9"), chasedByRed},
		// a cannon, over the soldiers on a4 and b4, attacks a rook, a
		// stronger piece: a chase, protected or not
		{"cannon chases a rook", "xiangqi", "9/r3k4/9/9/9/9/PP7/9/9/1C1K5 w - - 0 1", twice("b1a1 a9b9 a1b1 b9a9"), chasedByRed},
		// the rook lines up with the general a horse that would give
		// discovered check: the elephant it attacks is chased, protected
		// or not (the general steps between d10 and e10, the rook follows)
		{"discovered check", "xiangqi", "4k4/9/9/9/2b6/4N4/3N5/9/9/3R1K3 w - - 0 1", twice("d1e1 e10d10 e1d1 d10e10"), chasedByRed},
		// the rook pins the horse on e6, then the one on d5, to the
		// general: the cannon on f4 they protect has a fake root, and the
		// horse on h3 attacks it
		{"fake root", "xiangqi", "4k4/9/9/9/4n4/3n5/5c3/7N1/9/3R1K3 w - - 0 1", twice("d1e1 e10d10 e1d1 d10e10"), chasedByRed},
		// without the horse on h3 nothing attacks the cannon
		{"fake root, no attacker", "xiangqi", "4k4/9/9/9/4n4/3n5/5c3/9/9/3R1K3 w - - 0 1", twice("d1e1 e10d10 e1d1 d10e10"), draw},
		// a horse attacks a rook, a stronger piece: a chase (the rooks on
		// b1 and c1 protect the horse where Black's rook attacks it)
		{"horse chases a rook", "xiangqi", "r4k3/9/9/1N7/9/9/9/9/9/1RRK5 w - - 0 1", twice("b7c9 a10a9 c9b7 a9a10"), chasedByRed},
		// without them the rook attacks the unprotected horse, but only
		// with every other move: Red's chase still
		{"rook attacks back every other move", "xiangqi", "r4k3/9/9/1N7/9/9/9/9/9/3K5 w - - 0 1", twice("b7c9 a10a9 c9b7 a9a10"), chasedByRed},
		// a soldier across the river may be chased
		{"promoted soldier", "xiangqi", "4k4/9/9/9/9/9/p8/9/9/R2K5 b - - 0 1", twice("a4b4 a1b1 b4a4 b1a1"), chasedByRed},
		// attacking a different soldier each time is no chase
		{"two soldiers in turn", "xiangqi", "4k4/9/9/9/9/9/p1p6/9/9/R2K5 w - - 0 1", twice("a1c1 e10e9 c1a1 e9e10"), draw},
		// nor are soldiers on their own side of the river
		{"unpromoted soldiers", "xiangqi", "4k4/9/9/p1p6/9/9/9/9/9/R2K5 w - - 0 1", twice("a1c1 e10e9 c1a1 e9e10"), draw},
		// nothing attacked: a plain repetition
		{"no attack", "xiangqi", "4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1", twice("e10e9 a1b1 e9e10 b1a1"), draw},
	}
}()

// TestChasing holds Game.Result to ffish's answers after each chase
// sequence, and to ongoing one ply before its end.
func TestChasing(t *testing.T) {
	for _, c := range chaseCases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, c.variant, c.fen)
			moves := strings.Fields(c.moves)
			for i, s := range moves {
				if i == len(moves)-1 {
					if r := g.Result(); r.Over() {
						t.Fatalf("over before the last move: %v", r)
					}
				}
				m, err := g.Position().ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				g.Play(m)
			}
			if d := cmp.Diff(c.want, g.Result()); d != "" {
				t.Errorf("result (-want +got):\n%s", d)
			}
		})
	}
}

// TestChasingAsFFish asks ffish (testdata/ffish-result.js) the results
// of chaseCases, so that their wants are ffish's. It skips, naming what is
// missing, without node or ffish (npm ci in CI/ffish), unless
// BETZAC_FFISH=1 (CI/ffish/sancheck.sh) makes that a failure.
func TestChasingAsFFish(t *testing.T) {
	modules, _ := filepath.Abs("../CI/ffish/node_modules")
	missing := ""
	if _, err := exec.LookPath("node"); err != nil {
		missing = "node is not on PATH"
	} else if _, err := os.Stat(filepath.Join(modules, "ffish")); err != nil {
		missing = "ffish is not installed (npm ci in CI/ffish)"
	}
	switch {
	case missing != "" && os.Getenv("BETZAC_FFISH") == "1":
		t.Fatalf("BETZAC_FFISH=1 but %s", missing)
	case missing != "":
		t.Skipf("%s: the check against ffish needs it (CI/ffish/sancheck.sh runs it)", missing)
	}
	var in strings.Builder
	for _, c := range chaseCases {
		in.WriteString(c.variant + "\t" + c.fen + "\t" + c.moves + "\n")
	}
	cmd := exec.Command("node", "testdata/ffish-result.js")
	cmd.Env = append(os.Environ(), "NODE_PATH="+modules)
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("ffish-result.js: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(chaseCases) {
		t.Fatalf("ffish answered %d games, want %d:\n%s", len(lines), len(chaseCases), out)
	}
	for i, c := range chaseCases {
		t.Run(c.name, func(t *testing.T) {
			res := strings.Fields(lines[i])
			want := strings.Repeat("* ", len(res)-1) + pgnResult(c.want)
			if got := strings.Join(res, " "); got != want {
				t.Errorf("ffish %s, want %s", got, want)
			}
		})
	}
}
