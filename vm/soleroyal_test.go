package vm_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// countLegal is perft through CountLegal at the last ply (the counting
// path perft takes).
func countLegal(pos *vm.Position, depth int, buf []vm.Move) uint64 {
	if depth == 1 {
		n, _ := pos.CountLegal(buf[:0])
		return uint64(n)
	}
	ms := pos.LegalMoves()
	var n uint64
	for _, m := range ms {
		pos.Make(m)
		n += countLegal(pos, depth-1, buf)
		pos.Unmake(m)
	}
	return n
}

// TestSoleRoyalPerft: where a promotion makes a royal piece (Sho Shogi's
// Drunk Elephant becomes a royal Crown Prince, Spartan's Hoplite a
// king, Coregal's pawn a royal queen), a side with one royal piece takes the fast legality path, one
// with two the slow one. Both paths give Fairy-Stockfish's counts
// (native Fairy-Stockfish 241126, `position fen F` + `go perft D`).
func TestSoleRoyalPerft(t *testing.T) {
	tests := []struct {
		name, variant, fen string
		depth              int
		nodes              uint64
	}{
		{"king and prince both attacked", "shoshogi", "4r3k/9/2b6/9/+E8/9/9/9/4K4 w - - 0 1", 4, 141472},
		{"the prince alone (king taken)", "shoshogi", "4r3k/9/9/9/9/9/2P6/9/3G+E4 w - - 0 1", 4, 14491},
		{"black's elephant promotes in front of its king", "shoshogi", "4k4/4e4/9/9/9/9/9/4R4/4K4 b - - 0 1", 4, 21012},
		{"black's elephant promotes, a rook beside the king", "shoshogi", "4k4/9/9/2e6/9/9/9/9/4K1R2 b - - 0 1", 4, 59650},
		{"a Hoplite promotes to a second king", "spartan", "4k3/8/8/8/8/8/1h6/4K3 b - - 0 1", 4, 5132},
		{"a Hoplite may promote, black king in check", "spartan", "4k3/8/8/8/8/8/1h6/4R1K1 b - - 0 1", 4, 14314},
		{"two kings, two Hoplites", "spartan", "r3k3/1h6/8/8/8/8/1h6/4K2R b - - 0 1", 3, 8602},
		{"white's one king against a Hoplite", "spartan", "4k3/8/8/8/8/8/1h6/4KR2 w - - 0 1", 4, 25719},
		// the king alone: a pawn may not promote to a royal queen that the
		// black queen (rook) attacks on d8
		{"a royal queen may not be made capturable", "coregal", "5q1k/3P4/8/8/8/8/8/K7 w - - 0 1", 4, 12860},
		{"a royal queen may not be made capturable, two pawns", "coregal", "5r1k/3P4/8/8/8/8/1P6/K7 w - - 0 1", 4, 11035},
	}
	buf := make([]vm.Move, 0, 256)
	for _, slow := range []bool{false, true} {
		for _, tt := range tests {
			t.Run(fmt.Sprintf("%s/slow=%v", tt.name, slow), func(t *testing.T) {
				vm.SetForceSlow(slow)
				defer vm.SetForceSlow(false)
				pos := position(t, builtin(t, tt.variant), tt.fen)
				if got := countLegal(pos, tt.depth, buf); got != tt.nodes {
					t.Errorf("perft %d = %d, Fairy-Stockfish %d", tt.depth, got, tt.nodes)
				}
			})
		}
	}
}

// TestSoleRoyalFastPath: the legality path is chosen per node from the
// side's royal pieces on the board, not per variant.
func TestSoleRoyalFastPath(t *testing.T) {
	tests := []struct {
		name, variant, fen, moves string
		fast                      bool
	}{
		{"Sho Shogi start: the king alone", "shoshogi", "", "", true},
		{"king and prince", "shoshogi", "4r3k/9/2b6/9/+E8/9/9/9/4K4 w - - 0 1", "", false},
		{"the prince alone", "shoshogi", "4r3k/9/9/9/9/9/2P6/9/3G+E4 w - - 0 1", "", true},
		{"after the elephant promotes", "shoshogi", "4k4/9/9/2E6/9/9/9/9/4K4 w - - 0 1", "c6c7+ e9d9", false},
		{"after the elephant declines", "shoshogi", "4k4/9/9/2E6/9/9/9/9/4K4 w - - 0 1", "c6c7 e9d9", true},
		{"after the prince is taken", "shoshogi", "4k4/9/9/9/r8/+E8/9/9/4K4 b - - 0 1", "a5a4", true},
		{"Spartan start: White's one king", "spartan", "", "", true},
		{"Spartan start: Black's two kings", "spartan", "", "e2e4", false},
		{"a Hoplite became a second king", "spartan", "4k3/8/8/8/8/8/1h6/4K3 b - - 0 1", "b2a1k e1e2", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos := position(t, builtin(t, tt.variant), tt.fen)
			play(t, pos, tt.moves)
			if got := vm.FastLegality(pos); got != tt.fast {
				t.Errorf("%s: fast legality %v, want %v", pos.FEN(), got, tt.fast)
			}
		})
	}
}

// TestSoleRoyalRandomGames: along random games of the variants that
// promote to a royal type, the fast path (taken while the side has one
// royal piece) gives the moves of the slow path.
func TestSoleRoyalRandomGames(t *testing.T) {
	starts := []struct{ variant, fen string }{
		{"shoshogi", ""},
		{"shoshogi", "4r3k/9/9/3E5/9/9/9/9/4K4 w - - 0 1"},
		{"shoshogi", "lnsgkgsnl/1r2e2b1/9/9/9/9/9/1B2E2R1/LNSGKGSNL w - - 0 1"},
		{"spartan", ""},
		{"spartan", "4k3/8/8/8/8/8/1h1h4/R3K3 b Q - 0 1"},
		{"coregal", "4k3/2pp4/8/8/8/8/2PP4/4K3 w - - 0 1"},
	}
	games, plies := 6, 120
	if !testenv.Full() {
		games = 2
	}
	for _, st := range starts {
		p := builtin(t, st.variant)
		for g := 0; g < games; g++ {
			rng := rand.New(rand.NewPCG(uint64(g), 16))
			pos := position(t, p, st.fen)
			for ply := 0; ply < plies; ply++ {
				fast := moveStrings(pos)
				restore := vm.WithoutShortcuts(pos, vm.AllShortcuts)
				slow := moveStrings(pos)
				restore()
				slices.Sort(fast)
				slices.Sort(slow)
				if d := cmp.Diff(slow, fast); d != "" {
					t.Fatalf("%s game %d: %s: fast path moves differ (-slow +fast):\n%s", st.variant, g, pos.FEN(), d)
				}
				ms := pos.LegalMoves()
				if len(ms) == 0 {
					break
				}
				pos.Make(ms[rng.IntN(len(ms))])
			}
		}
	}
}
