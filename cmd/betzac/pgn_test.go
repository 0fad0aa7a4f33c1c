package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/pgn"
	"github.com/betzac/betzac/vm"
)

// TestPGNOperaGame replays a famous game whose final position is
// published (testdata/opera.pgn says where from; its FEN was written by
// hand from the diagram, not by betzac).
func TestPGNOperaGame(t *testing.T) {
	stdout, stderr, status := execute(t, "pgn", "testdata/opera.pgn")
	want := "game 1 (line 6): chess, 33 plies, result 1-0: 1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17\n"
	if status != 0 || stdout != want {
		t.Errorf("exit %d, stderr %s\n(-want +got):\n%s", status, stderr, cmp.Diff(want, stdout))
	}
}

// TestPGNWriteReadBack writes moves as PGN, then replays the file: the
// same final position as --moves gives.
func TestPGNWriteReadBack(t *testing.T) {
	for _, tc := range []struct{ variant, fen, moves string }{
		{"chess", "", "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O"},
		{"crazyhouse", "", "e2e4 d7d5 e4d5 d8d5 P@e4"},
		{"shogi", "", "c3c4 g7g6 b2h8+ g9h8 B@f5"},
		{"chess", "4k3/8/8/8/8/8/8/R3K2R b KQ - 5 40", "Kd7 O-O-O+"},
	} {
		args := []string{"pgn", "--write", tc.variant, "--moves", tc.moves}
		if tc.fen != "" {
			args = append(args, "--fen", tc.fen)
		}
		text, stderr, status := execute(t, args...)
		if status != 0 {
			t.Fatalf("%v: exit %d: %s", args, status, stderr)
		}
		file := filepath.Join(t.TempDir(), "g.pgn")
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		got, stderr, status := execute(t, "pgn", file)
		if status != 0 {
			t.Errorf("%v: the PGN written does not replay: %s\n%s", args, stderr, text)
			continue
		}
		if want := finalFEN(t, tc.variant, tc.fen, tc.moves); !strings.HasSuffix(got, ": "+want+"\n") {
			t.Errorf("%v: replay ends at\n  %s\nwant FEN %s\nPGN:\n%s", args, got, want, text)
		}
	}
}

// finalFEN plays moves (SAN or UCI) from fen in variant.
func finalFEN(t *testing.T, variant, fen, moves string) string {
	t.Helper()
	_, prog, err := compiler.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(prog, fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range strings.Fields(moves) {
		m, err := parseMove(pos, s)
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(m)
	}
	return pos.FEN()
}

// TestMovesSAN: moves --san after moves in SAN; the list checked by hand
// (the Ruy Lopez after 3...a6: the b5 bishop's seven moves, two king
// moves, castling, seven knight moves, Qe2, two rook moves, twelve pawn
// moves).
func TestMovesSAN(t *testing.T) {
	stdout, stderr, status := execute(t, "moves", "chess", "--moves", "e4 e5 Nf3 Nc6 Bb5 a6", "--san", "--oneline")
	want := "Ba4 Bc4 Bd3 Be2 Bf1 Bxa6 Bxc6 Ke2 Kf1 Na3 Nc3 Nd4 Ng1 Ng5 Nh4 Nxe5 O-O Qe2 Rf1 Rg1 a3 a4 b3 b4 c3 c4 d3 d4 g3 g4 h3 h4\n"
	if status != 0 || stdout != want {
		t.Errorf("exit %d, stderr %s\n(-want +got):\n%s", status, stderr, cmp.Diff(want, stdout))
	}
}

// TestPGNFromFFish replays PGNs that ffish wrote (testdata/ffish-games.pgn
// says how) and compares each final position with ffish's, read through
// betzac's FEN reader so that both are written alike; the move clocks
// are left out (see san.TestFFishPGN).
func TestPGNFromFFish(t *testing.T) {
	const file = "testdata/ffish-games.pgn"
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	games, err := pgn.Parse(string(data))
	if err != nil {
		t.Fatal(err)
	}
	stdout, stderr, status := execute(t, "pgn", file)
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	if status != 0 || len(lines) != len(games) {
		t.Fatalf("exit %d, %d lines for %d games: %s", status, len(lines), len(games), stderr)
	}
	for i, g := range games {
		_, prog, err := compiler.Load(g.Tag("Variant"))
		if err != nil {
			t.Fatal(err)
		}
		want, err := vm.NewPosition(prog, g.Tag("FinalFEN"))
		if err != nil {
			t.Fatalf("game %d: ffish's FEN: %v", i+1, err)
		}
		got := lines[i][strings.LastIndex(lines[i], ": ")+2:]
		if clockless(got) != clockless(want.FEN()) {
			t.Errorf("game %d (%s): betzac ends at\n  %s\nffish at\n  %s", i+1, g.Tag("Variant"), got, want.FEN())
		}
	}
}

// clockless is a FEN's first four fields.
func clockless(fen string) string {
	f := strings.Fields(fen)
	if len(f) > 4 {
		f = f[:4]
	}
	return strings.Join(f, " ")
}

// TestVariantOfTag: the Variant tags lichess and Fairy-Stockfish write
// name betzac's built-ins.
func TestVariantOfTag(t *testing.T) {
	for tag, want := range map[string]string{
		"": "chess", "Standard": "chess", "From Position": "chess", "Three-check": "3check",
		"King of the Hill": "kingofthehill", "Racing Kings": "racingkings", "Crazyhouse": "crazyhouse",
		"Chess960": "chess960", "shogi": "shogi", "Antichess": "antichess",
	} {
		got := variantOfTag(tag)
		if got != want {
			t.Errorf("%q: %q, want %q", tag, got, want)
		}
		if _, _, err := compiler.Load(got); err != nil {
			t.Errorf("%q: %v", tag, err)
		}
	}
}
