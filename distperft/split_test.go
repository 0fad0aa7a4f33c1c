package distperft

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// TestSplitTree: the split's paths are perft K, and the units' counts
// times their multiplicities give perft N and its divide, with no NATS:
// the merge of transpositions loses or doubles nothing. Shogi starts after
// a bishop exchange so that units hold drops; hookchess has multi-leg moves;
// the chess FEN (Kiwipete) has castling and e.p.
func TestSplitTree(t *testing.T) {
	tests := []struct {
		variant, fen, moves string
		depth, split        int
		// merges: some positions are reached twice (1.Nf3 Nf6 2.Nc3 and
		// 1.Nc3 Nf6 2.Nf3 in the three variants with knights); not
		// checked when false
		merges bool
	}{
		{"chess", "", "", 4, 3, true},
		{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "", 3, 2, false},
		{"capablanca", "", "", 3, 3, true},
		{"shogi", "", "c3c4 g7g6 b2h8+", 3, 2, false},
		{"hookchess", "", "", 3, 3, true},
	}
	for _, tc := range tests {
		t.Run(tc.variant, func(t *testing.T) {
			_, p, err := compiler.Load(tc.variant)
			if err != nil {
				t.Fatal(err)
			}
			pos, err := vm.NewPosition(p, tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range strings.Fields(tc.moves) {
				m, err := pos.ParseMove(s)
				if err != nil {
					t.Fatal(err)
				}
				pos.Make(m)
			}
			s, err := SplitTree(pos, "0123456789abcdef0123", tc.depth, tc.split)
			if err != nil {
				t.Fatal(err)
			}
			if want := perft.Count(pos, tc.split); s.Paths != want {
				t.Errorf("paths %d, perft %d: %d", s.Paths, tc.split, want)
			}
			if tc.merges && uint64(len(s.Units)) >= s.Paths {
				t.Errorf("%d units from %d paths: no transposition merged", len(s.Units), s.Paths)
			}
			divide := map[string]uint64{}
			var total uint64
			for _, u := range s.Units {
				q := pos.Clone()
				for _, m := range u.Moves {
					q.Make(m)
				}
				n := perft.Count(q, u.Depth)
				for _, r := range u.Reach {
					divide[s.RootMoves[r.Root]] += n * r.Paths
					total += n * r.Paths
				}
			}
			if want := perft.Count(pos, tc.depth); total != want {
				t.Errorf("units sum to %d, perft %d: %d", total, tc.depth, want)
			}
			want := map[string]uint64{}
			for _, e := range perft.Divide(pos, tc.depth) {
				want[e.Move] = e.Nodes
			}
			if diff := cmp.Diff(want, divide); diff != "" {
				t.Errorf("divide (-perft +units):\n%s", diff)
			}
		})
	}
}
