package vm_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestMustDropNoMate: with must-drop and a drop rule that tests mate
// (minishogi's pawn), the drops are not made first (dropFirst), so the
// plan's must-drop filter keeps them. White has a pawn in hand, so its
// moves are the pawn drops alone: 20 empty squares, less a5 and b5 on
// the last rank and P@e4, which mates (TestCountLegalDropMate): 17.
func TestMustDropNoMate(t *testing.T) {
	prog := fromYAML(t, "inherit: minishogi\nname: md\nmust-drop: true\n")
	pos := position(t, prog, "2brk/5/4G/K4/5[P] w - - 0 1")
	var plan strings.Builder
	if err := pos.Plan(&plan); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(plan.String(), "filters   must-drop") {
		t.Fatalf("plan without the must-drop filter:\n%s", plan.String())
	}
	moves := pos.LegalMoves()
	n, _ := pos.CountLegal(nil)
	if len(moves) != 17 || n != 17 {
		var ms []string
		for _, m := range moves {
			ms = append(ms, pos.MoveString(m))
		}
		t.Errorf("LegalMoves %d, CountLegal %d, want 17 pawn drops: %v", len(moves), n, ms)
	}
	for _, m := range moves {
		if m.Kind&vm.KindDrop == 0 {
			t.Errorf("%v is not a drop", m)
		}
	}
}
