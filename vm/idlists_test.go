package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// idDiffers are the rows of id-movelists.tsv where betzac does what the
// notation says and the Interactive Diagram does not: betza.js's n and j
// leaps test no square when the leap is sideways (the header of the file
// names the bug). The moves are worked out by hand from the notation.
var idDiffers = map[string][]vmtest.IDMove{
	// nD on d4: d5 (a friend) blocks d6; e4 (an enemy) blocks f4; c4 is
	// empty, so b4 is taken; d3 is empty but d2 holds a friend. The
	// Diagram also takes f4, its sideways leap testing nothing.
	"lame_nD": {{From: "d4", To: "b4"}},
	// jD on d4: d6 over the occupied d5; f4 is a friend; b4 lies over the
	// empty c4, so it is not reached (the Diagram reaches it); d2 over the
	// empty d3 neither.
	"jump_jD": {{From: "d4", To: "d6"}},
	// jD alone on an empty board: every square in between is empty, so no
	// move (the Diagram leaps to b4 and f4).
	"jump_jD_empty_quirk": nil,
}

// idKnownFailing are rows that fail for reasons owned by other work of
// issue 10; the lead removes each entry when its fix is merged.
var idKnownFailing = map[string]string{}

// TestIDMoveLists runs every row of testdata/id-movelists.tsv (the
// Interactive Diagram's move lists) on the VM: the distinct moves of the
// piece (from, to and side-effect squares) must be the Diagram's.
func TestIDMoveLists(t *testing.T) {
	cases, err := vmtest.LoadIDCases("testdata/id-movelists.tsv")
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 42 {
		t.Fatalf("%d cases, want 42", len(cases))
	}
	for _, c := range cases {
		t.Run(c.ID, func(t *testing.T) {
			if why, ok := idKnownFailing[c.ID]; ok {
				t.Skip("known failing: " + why)
			}
			want := c.Moves
			if w, ok := idDiffers[c.ID]; ok {
				want = w
			}
			got, err := vmIDMoves(&c)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s (%s) in %s: moves differ (-Diagram +vm):\n%s", c.ID, c.Betza, c.FEN(), diff)
			}
		})
	}
}

// vmIDMoves lists the VM's distinct legal moves of the case's piece.
func vmIDMoves(c *vmtest.IDCase) ([]vmtest.IDMove, error) {
	prog, err := compiler.Compile(c.Variant())
	if err != nil {
		return nil, err
	}
	pos, err := vm.NewPosition(prog, c.FEN())
	if err != nil {
		return nil, err
	}
	from, err := pos.ParseSquare(c.Square)
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	var out []vmtest.IDMove
	for _, m := range pos.LegalMoves() {
		if int(m.From) != from {
			continue
		}
		im := vmtest.IDMove{From: c.Square, To: pos.SquareName(int(m.To)), X: sideEffects(pos, m)}
		if !seen[im.String()] {
			seen[im.String()] = true
			out = append(out, im)
		}
	}
	vmtest.SortIDMoves(out)
	return out, nil
}

// sideEffects are the squares a move changes besides From and To, as the
// Diagram lists them: victims, castling partner and its drop square, the
// unload square.
func sideEffects(pos *vm.Position, m vm.Move) []string {
	var x []string
	n := int(m.NV)
	if m.Kind&vm.KindCastle != 0 {
		n = 2
	}
	for _, s := range m.V[:n] {
		x = append(x, pos.SquareName(int(s)))
	}
	if m.Kind&vm.KindUnload != 0 {
		x = append(x, pos.SquareName(int(m.Unload)))
	}
	return vmtest.NormalX(x)
}
