package vm_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestRepetitionChases: a searcher's verdict (Position.RepetitionChases
// over the moves, then RepetitionVerdict) on chaseCases is Game.Result's,
// which is ffish's, and the position is left as it was.
func TestRepetitionChases(t *testing.T) {
	for _, c := range chaseCases {
		t.Run(c.name, func(t *testing.T) {
			pos := newGame(t, c.variant, c.fen).Position()
			var line []vm.Move
			for _, s := range strings.Fields(c.moves) {
				m, err := pos.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				pos.Make(m)
				line = append(line, m)
			}
			fen := pos.FEN()
			got := pos.RepetitionVerdict([2]bool{}, pos.RepetitionChases(line, len(line)))
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("verdict (-want +got):\n%s", d)
			}
			if pos.FEN() != fen {
				t.Errorf("left %s, not %s", pos.FEN(), fen)
			}
		})
	}
}
