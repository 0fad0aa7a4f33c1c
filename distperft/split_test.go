package distperft

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
)

// TestPlan: the split's paths are perft K; its units are the distinct
// positions K plies deep (found here without merging on the way); and
// the units' counts times their multiplicities, summed as a run sums
// them (the last ply streamed: walked again), give perft N and its
// divide, with no NATS: the merge of transpositions loses or doubles
// nothing. Shogi starts after a bishop exchange so that units hold drops;
// hookchess has multi-leg moves; the chess FEN (Kiwipete) has castling
// and e.p.; split 1 has no ply merged, split N units of depth 0.
func TestPlan(t *testing.T) {
	tests := []struct {
		variant, fen, moves string
		depth, split        int
		// merges: some positions are reached twice (1.Nf3 Nf6 2.Nc3 and
		// 1.Nc3 Nf6 2.Nf3 in the three variants with knights); not
		// checked when false
		merges bool
	}{
		{"chess", "", "", 4, 3, true},
		{"chess", "", "", 3, 1, false},
		{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "", 3, 2, false},
		{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "", 3, 3, true},
		{"capablanca", "", "", 3, 3, true},
		{"shogi", "", "c3c4 g7g6 b2h8+", 3, 2, false},
		{"hookchess", "", "", 3, 3, true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s-%d-%d", tc.variant, tc.depth, tc.split), func(t *testing.T) {
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
			plan, err := NewPlan(pos, "0123456789abcdef0123", tc.depth, tc.split)
			if err != nil {
				t.Fatal(err)
			}
			paths, units := plan.Size()
			if want := perft.Count(pos, tc.split); paths != want {
				t.Errorf("paths %d, perft %d: %d", paths, tc.split, want)
			}
			distinct := map[string]bool{}
			positionsAt(pos.Clone(), tc.split, distinct)
			if units != len(distinct) {
				t.Errorf("%d units, %d distinct positions %d plies deep", units, len(distinct), tc.split)
			}
			held := map[string]bool{}
			positionsAt(pos.Clone(), tc.split-1, held)
			if tc.split > 1 && len(plan.parents) != len(held) {
				t.Errorf("the plan holds %d nodes, %d distinct positions %d plies deep: the last ply is not streamed",
					len(plan.parents), len(held), tc.split-1)
			}
			if tc.merges && uint64(units) >= paths {
				t.Errorf("%d units from %d paths: no transposition merged", units, paths)
			}
			c := &coord{root: pos, opt: Options{Depth: tc.depth}, plan: plan, units: newUnitSet()}
			plan.walk(func(d Digest, parent *node, last vm.Move, _ []Reach) {
				if fresh, _ := c.units.add(d); fresh {
					q := pos.Clone()
					for _, m := range path(parent, last) {
						q.Make(m)
					}
					// On the VM: a unit a ply or none deep is counted
					// sooner than a bitboard back end is built for it.
					c.units.setCount(d, perft.CountVM(q, tc.depth-tc.split))
				}
			})
			if c.units.units != units || c.units.known != units {
				t.Errorf("the unit set has %d units, %d counted; Size %d", c.units.units, c.units.known, units)
			}
			r := c.result(time.Now())
			if want := perft.Count(pos, tc.depth); r.Nodes != want {
				t.Errorf("units sum to %d, perft %d: %d", r.Nodes, tc.depth, want)
			}
			want, divide := map[string]uint64{}, map[string]uint64{}
			for _, e := range perft.Divide(pos, tc.depth) {
				want[e.Move] = e.Nodes
			}
			for _, e := range r.Divide {
				divide[e.Move] = e.Nodes
			}
			if diff := cmp.Diff(want, divide); diff != "" {
				t.Errorf("divide (-perft +units):\n%s", diff)
			}
		})
	}
}

// positionsAt adds to seen the PositionKey of every position depth plies
// below pos, walking every path.
func positionsAt(pos *vm.Position, depth int, seen map[string]bool) {
	if depth == 0 {
		seen[PositionKey(pos)] = true
		return
	}
	for _, m := range pos.LegalMoves() {
		pos.Make(m)
		positionsAt(pos, depth-1, seen)
		pos.Unmake(m)
	}
}

// TestUnitSet: counts read before the split meets a unit resume it; a
// count of 0 (a mated unit) is a count; units are counted once.
func TestUnitSet(t *testing.T) {
	s := newUnitSet()
	a, b, c := Digest{1}, Digest{2}, Digest{3}
	if s.setCount(a, 0) {
		t.Error("a count read before the split met a unit is new to the split")
	}
	type added struct{ Fresh, Counted bool }
	var got []added
	for _, d := range []Digest{a, b, a, c} {
		f, k := s.add(d)
		got = append(got, added{f, k})
	}
	want := []added{{true, true}, {true, false}, {false, true}, {true, false}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("add (-want +got):\n%s", diff)
	}
	if !s.setCount(b, 7) || s.setCount(b, 7) {
		t.Error("b's count: new the first time only")
	}
	if n, ok := s.count(a); !ok || n != 0 {
		t.Errorf("a: %d %v, want 0 true", n, ok)
	}
	if _, ok := s.count(c); ok {
		t.Error("c has a count")
	}
	if s.units != 3 || s.known != 2 {
		t.Errorf("%d units, %d known; want 3, 2", s.units, s.known)
	}
	s.setCount(Digest{4}, 1)
	s.prune()
	if len(s.m) != 3 {
		t.Errorf("after prune %d entries, want 3", len(s.m))
	}
}
