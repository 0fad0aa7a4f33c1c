package san_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/internal/tsv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/pgn"
	"github.com/betzac/betzac/san"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// ffishDir holds the node driver and its npm package (CI/ffish).
const ffishDir = "../CI/ffish"

// needFFish skips the test when node or the ffish package is missing,
// naming what is missing, unless BETZAC_FFISH=1 (CI/ffish/sancheck.sh)
// makes that a failure.
func needFFish(t *testing.T) {
	t.Helper()
	missing := ""
	if _, err := exec.LookPath("node"); err != nil {
		missing = "node is not on PATH"
	} else if _, err := os.Stat(filepath.Join(ffishDir, "node_modules", "ffish")); err != nil {
		missing = "ffish is not installed (npm ci in CI/ffish)"
	}
	if missing == "" {
		return
	}
	if os.Getenv("BETZAC_FFISH") == "1" {
		t.Fatalf("BETZAC_FFISH=1 but %s", missing)
	}
	t.Skipf("%s: the SAN check against ffish needs it (CI/ffish/sancheck.sh runs it)", missing)
}

// ffishPosition is one line of driver.js: a position and ffish's SAN of
// each legal move, or a game as PGN.
type ffishPosition struct {
	Variant string      `json:"variant"`
	FEN     string      `json:"fen"`
	Moves   [][2]string `json:"moves"`
	PGN     string      `json:"pgn"`
	Final   string      `json:"final"`
	UCI     []string    `json:"uci"`  // --fens: the moves played
	FENs    []string    `json:"fens"` // --fens: ffish's FEN after each`
	Error   string      `json:"error"`
}

// runDriver runs driver.js and returns its lines.
func runDriver(t *testing.T, args ...string) []ffishPosition {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(ffishDir, "variants.txt"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("node", append(append([]string{filepath.Join(ffishDir, "driver.js")}, args...), strings.Fields(string(data))...)...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("driver.js: %v", err)
	}
	var ps []ffishPosition
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var p ffishPosition
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatalf("driver.js line %q: %v", sc.Text(), err)
		}
		ps = append(ps, p)
	}
	return ps
}

// expectedDifferences reads CI/ffish/san-expected.tsv: variant, what
// differs, why (FSF's choice).
func expectedDifferences(t *testing.T) map[string]string {
	t.Helper()
	rows, err := tsv.Read(filepath.Join(ffishDir, "san-expected.tsv"), 3)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]string{}
	for _, r := range rows {
		m[r.Fields[0]] = r.Fields[1] + ": " + r.Fields[2]
	}
	return m
}

// TestFFishSAN compares the SAN of every legal move with ffish's (FSF's
// move_to_san) in the positions of random games of every variant both
// play; a variant of san-expected.tsv may differ (its differences are
// logged), any other fails.
func TestFFishSAN(t *testing.T) {
	needFFish(t)
	if !testenv.Full() && os.Getenv("BETZAC_FFISH") != "1" {
		t.Skip("the full tier: " + testenv.Var + "=1 (or BETZAC_FFISH=1) runs it")
	}
	expected := expectedDifferences(t)
	byVariant := map[string][]ffishPosition{}
	var names []string
	for _, p := range runDriver(t, "4", "30", "26") {
		if byVariant[p.Variant] == nil {
			names = append(names, p.Variant)
		}
		byVariant[p.Variant] = append(byVariant[p.Variant], p)
	}
	progs := vmtest.Programs{}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			var diffs []string
			n := 0
			for _, fp := range byVariant[name] {
				if fp.Error != "" {
					t.Fatalf("driver: %s", fp.Error)
				}
				d, k := compareSAN(t, progs.Get(t, name), fp)
				diffs = append(diffs, d...)
				n += k
			}
			switch why, ok := expected[name]; {
			case len(diffs) == 0:
			case ok:
				t.Logf("%d of %d moves differ, as expected (%s), e.g. %s", len(diffs), n, why, strings.Join(first(diffs, 3), "; "))
			default:
				t.Errorf("%d of %d moves differ:\n  %s", len(diffs), n, strings.Join(first(diffs, 10), "\n  "))
			}
		})
	}
}

// compareSAN compares betzac's SAN with ffish's in one position.
func compareSAN(t *testing.T, prog *legdefs.Program, fp ffishPosition) (diffs []string, n int) {
	pos, err := vm.NewPosition(prog, fp.FEN)
	if err != nil {
		return []string{fmt.Sprintf("%s: %v", fp.FEN, err)}, 1
	}
	ours := map[string]string{}
	moves := pos.LegalMoves()
	for i, s := range san.List(pos) {
		ours[pos.MoveString(moves[i])] = s
	}
	for _, m := range fp.Moves {
		n++
		if got, ok := ours[m[0]]; !ok {
			diffs = append(diffs, fmt.Sprintf("%s: %s (ffish %s) is not a betzac move", fp.FEN, m[0], m[1]))
		} else if got != m[1] {
			diffs = append(diffs, fmt.Sprintf("%s: %s: betzac %s, ffish %s", fp.FEN, m[0], got, m[1]))
		}
	}
	return diffs, n
}

func first(s []string, n int) []string {
	sort.Strings(s)
	if len(s) > n {
		return s[:n]
	}
	return s
}

// TestFFishPGN replays, with package pgn and Read, games that ffish
// writes as PGN (variationSan, Notation.SAN) and compares the final
// position with ffish's. Variants whose SAN differs by FSF's choice
// (san-expected.tsv) are left out: betzac does not read FSF's letters.
func TestFFishPGN(t *testing.T) {
	needFFish(t)
	if !testenv.Full() && os.Getenv("BETZAC_FFISH") != "1" {
		t.Skip("the full tier: " + testenv.Var + "=1 (or BETZAC_FFISH=1) runs it")
	}
	expected := expectedDifferences(t)
	progs := vmtest.Programs{}
	for _, g := range runDriver(t, "--pgn", "2", "40", "26") {
		if _, ok := expected[g.Variant]; ok {
			continue
		}
		t.Run(g.Variant, func(t *testing.T) {
			prog := progs.Get(t, g.Variant)
			text := fmt.Sprintf("[Variant %q]\n[FEN %q]\n[SetUp \"1\"]\n\n%s *\n", g.Variant, g.FEN, g.PGN)
			games, err := pgn.Parse(text)
			if err != nil || len(games) != 1 {
				t.Fatalf("%v (%d games) in\n%s", err, len(games), text)
			}
			pos, err := vm.NewPosition(prog, games[0].Tag("FEN"))
			if err != nil {
				t.Fatal(err)
			}
			for i, m := range games[0].Moves {
				mv, err := san.Read(pos, m.Text)
				if err != nil {
					t.Fatalf("ply %d: %v\n%s", i+1, err, text)
				}
				pos.Make(mv)
			}
			want, err := vm.NewPosition(prog, g.Final)
			if err != nil {
				t.Fatalf("ffish's final FEN: %v", err)
			}
			// the move clocks too (TestFFishClocks compares them after each ply)
			if got, w := pos.FEN(), want.FEN(); got != w {
				t.Errorf("final position\n  %s\nffish's\n  %s\nPGN:\n%s", got, w, text)
			}
		})
	}
}
