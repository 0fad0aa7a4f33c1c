package refgen_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestIDMoveLists runs every row of vm/testdata/id-movelists.tsv (the
// Interactive Diagram's move lists) on refgen: the piece's distinct
// (from, to) pairs must be the Diagram's. refgen's notation does not say
// which squares a move captures on, so side effects are the VM test's.
func TestIDMoveLists(t *testing.T) {
	vmtest.RunIDCases(t, "../vm/testdata/id-movelists.tsv", vmtest.FromTo, func(c *vmtest.IDCase) ([]vmtest.IDMove, error) {
		g, err := refgen.New(c.Variant())
		if err != nil {
			return nil, err
		}
		ms, err := g.LegalMoves(c.FEN())
		return refMoves(c.Square, ms), err
	})
}

// refMoves turns refgen's moves from sq into IDMoves (from and to only).
func refMoves(sq string, ms []string) []vmtest.IDMove {
	var out []vmtest.IDMove
	for _, m := range ms {
		if !strings.HasPrefix(m, sq) || len(m) > len(sq) && m[len(sq)] >= '0' && m[len(sq)] <= '9' {
			continue
		}
		last := m[strings.LastIndexByte(m, ',')+1:]
		out = append(out, vmtest.IDMove{From: sq, To: secondSquare(last)})
	}
	return out
}

// secondSquare is the destination of a UCI move "e2e4" (or "e7e8q").
func secondSquare(m string) string {
	i := 1
	for i < len(m) && m[i] >= '0' && m[i] <= '9' {
		i++
	}
	j := i + 1
	for j < len(m) && m[j] >= '0' && m[j] <= '9' {
		j++
	}
	return m[i:j]
}
