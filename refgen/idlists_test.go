package refgen_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestIDMoveLists runs every row of vm/testdata/id-movelists.tsv (the
// Interactive Diagram's move lists) on refgen: the piece's distinct
// (from, to) pairs must be the Diagram's. refgen's notation does not say
// which squares a move captures on, so side effects are the VM test's.
func TestIDMoveLists(t *testing.T) {
	for _, c := range vmtest.IDCases(t, "../vm/testdata/id-movelists.tsv") {
		t.Run(c.ID, func(t *testing.T) {
			want := c.Want()
			g, err := refgen.New(c.Variant())
			if err != nil {
				t.Fatal(err)
			}
			ms, err := g.LegalMoves(c.FEN())
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(fromTo(want), fromTo(refMoves(c.Square, ms))); diff != "" {
				t.Errorf("%s (%s) in %s: moves differ (-Diagram +refgen):\n%s", c.ID, c.Betza, c.FEN(), diff)
			}
		})
	}
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

// fromTo is the sorted set of "from-to" of moves.
func fromTo(ms []vmtest.IDMove) []string {
	set := map[string]bool{}
	for _, m := range ms {
		set[m.From+"-"+m.To] = true
	}
	var out []string
	for s := range set {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}
