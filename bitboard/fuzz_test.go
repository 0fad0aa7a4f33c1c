package bitboard_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// FuzzFromVM: any FEN the VM takes (chess, Chess960, Los Alamos,
// crazyhouse, and with bent riders hook chess and Capricorn), converted to
// the back end's board, has the VM's divide at depth 2; the seeds are the
// VM's FEN fuzz seeds (vm/fen_test.go) and e.p., castling, promotion and
// drop positions.
func FuzzFromVM(f *testing.F) {
	for _, s := range append(vmtest.ChessPerftFENs(),
		vmtest.ChessStart,
		"rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -",
		"r3k2r/8/8/8/8/8/8/R2K3R w KQkq",
		"r3k2r/8/8/8/8/8/4K3/R6R w HA - 0 1",
		"8/8/8/K2pP2q/8/8/8/7k w - d6 0 2",
		"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
		"rnbqkr/pppppp/6/6/PPPPPP/RNBQKR w - - 0 1",
		"r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[NPnp] b KQkq - 0 1",
		"4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - -",
		"4k3/8/8/8/1b6/8/8/r3K3[QPq] w - - 0 1",
		"2rn1b1r/1pp2n1p/B1PBk1pP/5p1P/P5p1/2P2RP1/RP1QNP2/1NBK4[QPp] w - -",
	) {
		f.Add(s)
	}
	var progs []*vm.Position
	for _, name := range []string{"chess", "chess960", "losalamos", "crazyhouse", "hookchess", "capricorn"} {
		_, prog, err := compiler.Load(name)
		if err != nil {
			f.Fatal(err)
		}
		pos, err := vm.NewPosition(prog, "")
		if err != nil {
			f.Fatal(err)
		}
		progs = append(progs, pos)
	}
	f.Fuzz(func(t *testing.T, fen string) {
		for _, start := range progs {
			pos, err := vm.NewPosition(start.Program(), fen)
			if err != nil {
				continue
			}
			checkDivideIfFits(t, pos, 2)
		}
	})
}

// checkDivideIfFits compares the divides at depth when the back end takes
// pos.
func checkDivideIfFits(t *testing.T, pos *vm.Position, depth int) {
	t.Helper()
	c, err := bitboard.NewCounter(pos, depth)
	if err != nil || c.Reset(pos) != nil {
		return
	}
	if d := cmp.Diff(divide(t, pos, depth, false), divide(t, pos, depth, true)); d != "" {
		t.Fatalf("%s depth %d: divide (-vm +bitboard):\n%s", pos.FEN(), depth, d)
	}
}
