package vm_test

import (
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestIDMoveLists runs every row of testdata/id-movelists.tsv (the
// Interactive Diagram's move lists) on the VM: the distinct moves of the
// piece (from, to and side-effect squares) must be the Diagram's.
func TestIDMoveLists(t *testing.T) {
	vmtest.RunIDCases(t, "testdata/id-movelists.tsv", vmtest.IDStrings, vmIDMoves)
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
