package refgen_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// ironYAML is chess's king, rook and pawn with the pawns iron.
const ironYAML = `name: irontest
board: 8x8
pieces:
  - {letter: P, name: Pawn, betza: ifmnDfmWfceF, promote: {zone: 1, to: R}}
  - {letter: R, name: Rook, betza: R}
  - {letter: I, name: Iron man, betza: W}
  - {letter: K, name: King, betza: K, royal: true}
start: 4k3/8/8/8/8/8/8/4K3 w - - 0 1
iron: PI
`

// TestIron checks iron pieces (legdefs.Rules.Iron) in refgen and the VM,
// on positions where the rule decides a move; each full move list is
// argued from the rule's text, and the same positions without the rule
// show the moves it takes away.
func TestIron(t *testing.T) {
	tests := []struct {
		name, fen string
		want      []string // with iron: PI
		without   []string // the moves iron takes away
	}{
		// The rook on d1 slides up to d4, not onto the iron piece on d5,
		// and along the first rank; the king on a1 has its three steps.
		{"no capture of an iron piece", "7k/8/8/3i4/8/8/8/K2R4 w - - 0 1",
			[]string{"a1a2", "a1b1", "a1b2", "d1b1", "d1c1", "d1d2", "d1d3", "d1d4", "d1e1", "d1f1", "d1g1", "d1h1"},
			[]string{"d1d5"}},
		// The iron piece on e2 checks the king on e1 (W) and cannot be
		// taken, by the king or the rook: the king steps out of its reach
		// (d1, f1; d2 and f2 it attacks).
		{"an iron piece gives check", "7k/8/8/8/8/8/R3i3/4K3 w - - 0 1",
			[]string{"e1d1", "e1f1"},
			[]string{"a2e2", "e1e2"}},
		// The black pawn has just made its double step to d5: taking it
		// e.p. on d6 takes an iron pawn, so the white pawn may only step.
		{"no e.p. capture of an iron pawn", "7k/8/8/3pP3/8/8/8/K7 w - d6 0 1",
			[]string{"a1a2", "a1b1", "a1b2", "e5e6"},
			[]string{"e5d6"}},
	}
	iron, err := variants.LoadBytes("irontest.yaml", []byte(ironYAML))
	if err != nil {
		t.Fatal(err)
	}
	plain := *iron
	plain.Iron = ""
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := map[string][]string{"iron": tt.want, "plain": merge(tt.want, tt.without)}
			for name, v := range map[string]*variants.Variant{"iron": iron, "plain": &plain} {
				g, prog := both(t, v)
				ref, err := g.LegalMoves(tt.fen)
				if err != nil {
					t.Fatal(err)
				}
				pos, err := vm.NewAnyPosition(prog, tt.fen)
				if err != nil {
					t.Fatal(err)
				}
				if d := cmp.Diff(want[name], ref); d != "" {
					t.Errorf("%s: refgen (-want +got):\n%s", name, d)
				}
				if d := cmp.Diff(want[name], vmMoves(pos)); d != "" {
					t.Errorf("%s: vm (-want +got):\n%s", name, d)
				}
			}
		})
	}
}

// merge returns the sorted union of two sorted move lists.
func merge(a, b []string) []string {
	out := append(append([]string{}, a...), b...)
	slices.Sort(out)
	return out
}

// TestDifferentialIron plays random games of ironpawns (see
// TestDifferential): its pawns are iron, so no capture of a pawn is legal,
// and a pawn that checks cannot be taken.
func TestDifferentialIron(t *testing.T) {
	tests := []diffCase{
		chessGames("ironpawns", "r3k2r/p5p1/3P4/3pP3/1p2p3/8/PP3pPP/R3K2R w KQkq - 0 1").needs(castle | promo | check),
	}
	runDiffs(t, 281, tests, func(c *diffCase) { c.games, c.each = max(1, c.games/6), 1 })
}
