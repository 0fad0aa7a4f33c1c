package perft_test

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestBitboardRunMatchesVM: Run's divide with the bitboard back end (the
// default where it fits) equals the VM's (Options.VMOnly), on two
// threads, for chess positions with castling, e.p. and promotions, and
// hook chess and Capricorn positions with bent checks and pins, and
// crazyhouse positions with pieces in hand, promoted pieces and a check
// that drops may block.
func TestBitboardRunMatchesVM(t *testing.T) {
	cases := []struct{ variant, fen string }{
		{"hookchess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
		{"hookchess", "4k3/8/8/8/6r1/4N3/8/4KB2 w - - 0 1"},
		{"capricorn", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
		{"capricorn", "4k3/8/8/4b3/8/8/5P2/1N2K3 w - - 0 1"},
		{"crazyhouse", "r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[NPbp] b KQkq - 0 1"},
		{"crazyhouse", "4k3/1Q~6/8/8/4b3/8/Kpp5/8[Rn] b - - 0 1"},
		{"crazyhouse", "4k3/8/8/8/1b6/8/8/4K3[QRBNPqrbnp] w - - 0 1"},
	}
	for _, f := range vmtest.ChessPerftFENs() {
		cases = append(cases, struct{ variant, fen string }{"chess", f})
	}
	for _, tc := range cases {
		fen := tc.variant + " " + tc.fen
		pos := position(t, tc.variant, tc.fen)
		if b := perft.Backend(pos); b != "bitboard" {
			t.Fatalf("%s: back end %q, want bitboard", fen, b)
		}
		bb, err := perft.Run(context.Background(), pos, 3, perft.Options{Threads: 2})
		if err != nil {
			t.Fatal(err)
		}
		vmr, err := perft.Run(context.Background(), pos, 3, perft.Options{Threads: 2, VMOnly: true})
		if err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(vmr.Divide, bb.Divide); d != "" {
			t.Errorf("%s: divide (-vm +bitboard):\n%s", fen, d)
		}
		if n := perft.Count(pos, 3); n != vmr.Nodes || perft.CountVM(pos, 3) != n {
			t.Errorf("%s: Count %d, CountVM %d, Run %d", fen, n, perft.CountVM(pos, 3), vmr.Nodes)
		}
	}
}

// TestBackendReason: a variant neither back end fits stays on the VM,
// and Backend says why for each.
func TestBackendReason(t *testing.T) {
	got := perft.Backend(position(t, "shogi", ""))
	if !strings.HasPrefix(got, "vm (bitboard: ") || !strings.Contains(got, "; xqboard: ") {
		t.Errorf("shogi: %q", got)
	}
}
