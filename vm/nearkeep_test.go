package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestNearKeep holds what Make and Unmake keep for count-near (each
// square's directions, each side's neighbours: nearkeep.go; the chunks
// holding its pieces: chunkkeep.go) to what is found from the board, on random games
// of Chu Shogi (from the start and from golden/chushogi.yaml random3,
// with Lion double moves and promotions), the shogis (drops, captures to
// hand) and Sho Shogi (a promotion makes a royal): after each legal move made and unmade at every
// ply (from the view CountLegal finds, and the other side's), and CountLegal with
// count-near, without it and the moves listed agree; in each game Make
// keeps it at some ply.
func TestNearKeep(t *testing.T) {
	games, plies := testenv.Pick(2, 8), testenv.Pick(80, 200)
	known := false
	check := func(t *testing.T, p *shortcutPly) {
		t.Helper()
		p.pos.CountLegal(nil) // finds the side to move's view (nearScan)
		known = known || vm.NearKept(p.pos) != 0
		vm.NearKeepBoth(p.pos) // and the other side's, for its pieces taken
		for _, m := range p.moves {
			p.pos.Make(m)
			if vm.NearStale(p.pos) || !vm.ChunksKept(p.pos) {
				t.Fatalf("%v: after %v the kept count-near view or chunks differ from the board's", p, m)
			}
			p.pos.Unmake(m)
			if vm.NearStale(p.pos) || !vm.ChunksKept(p.pos) {
				t.Fatalf("%v: after %v unmade the kept count-near view or chunks differ from the board's", p, m)
			}
		}
		countsAgree(t, p)
	}
	done := func(t *testing.T, p *shortcutPly) {
		t.Helper()
		if !known {
			t.Fatalf("%s seed %d: Make never kept the count-near view", p.name, p.seed)
		}
		known = false
	}
	cases := append(chuCases(t, "", chuRandom3), startCases(t, "shogi", "minishogi", "shoshogi")...)
	shortcutGames(t, "count-near", cases, games, plies, 53, check, done)
}
