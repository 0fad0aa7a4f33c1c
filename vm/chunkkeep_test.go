package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// TestChunkKeep holds chunk-keep (Make keeping the scan chunks that hold
// each side's pieces, countPieces reading only the mover's) to the path
// without it and to the moves listed (countsAgree) on random games: chess
// (castling, e.p. and promotion through Make), Capablanca and Griffon; a
// game with drops (Crazyhouse), one taking friends (Friendly Fire), one
// petrifying (Petrified: Make puts the guard on the square) and one
// swapping (Swapper: unload moves); Shogi and Chu Shogi, where
// countPiecesNear reads the chunks (count-near).
func TestChunkKeep(t *testing.T) {
	games, plies := testenv.Pick(2, 10), testenv.Pick(150, 300)
	cases := startCases(t, "chess", "capablanca", "griffon", "crazyhouse", "friendlyfire", "petrified", "swapper", "shogi", "chushogi")
	shortcutGames(t, "chunk-keep", cases, games, plies, 41, countsAgree, nil)
}

// TestChunkKeepFollowsBoard: in every built-in whose plan keeps the
// chunks, after each legal move of random games made and again unmade,
// the chunks kept are those a scan of the board finds.
func TestChunkKeepFollowsBoard(t *testing.T) {
	plies := testenv.Pick(40, 150)
	s := shortcutNamed(t, "chunk-keep")
	for _, name := range variants.BuiltinNames() {
		pos := position(t, builtin(t, name), "")
		if vm.PlanUses(pos)&s == 0 {
			continue
		}
		rng := rand.New(rand.NewPCG(uint64(len(name)), 43))
		for ply := 0; ply < plies; ply++ {
			moves := pos.LegalMoves()
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				pos.Make(m)
				if !vm.ChunksKept(pos) {
					t.Fatalf("%s ply %d: after %v the chunks kept are not the board's", name, ply, m)
				}
				pos.Unmake(m)
				if !vm.ChunksKept(pos) {
					t.Fatalf("%s ply %d: after %v unmade the chunks kept are not the board's", name, ply, m)
				}
			}
			pos.Make(moves[rng.IntN(len(moves))])
		}
	}
}
