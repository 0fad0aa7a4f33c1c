package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// TestRoyalZonedAndMixed: the royal-zoned, count-mixed, hop-slides and
// lame-groups count kinds (royalzoned.go, hops.go, lamegroups.go) count,
// at every node of a three-ply tree, what the path without each (and
// without all) counts and lists. The positions
// put the generals on one file with a piece or nothing between (the
// flying general), cannons behind screens and next to the palace, and a
// cannon pinned to its general.
func TestRoyalZonedAndMixed(t *testing.T) {
	var offs []vm.Shortcut // each alone, then all
	var all vm.Shortcut
	for _, name := range []string{"royal-zoned", "count-mixed", "hop-slides", "lame-groups"} {
		s := shortcutNamed(t, name)
		offs = append(offs, s)
		all |= s
	}
	offs = append(offs, all)
	rows := []struct{ variant, fen string }{
		{"xiangqi", ""},
		{"xiangqi", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1"},
		{"xiangqi", "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1"},
		{"xiangqi", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1"},               // a general's step onto the open file
		{"xiangqi", "4k4/9/9/9/4C4/9/9/9/9/3K5 b - - 0 1"},             // the cannon checks nothing; the general may not step aside to d
		{"xiangqi", "3k5/4a4/9/9/4c4/9/9/4C4/9/3K1A3 w - - 0 1"},       // cannons facing on the e-file, the generals beside it
		{"xiangqi", "4k4/9/9/9/4C4/9/4c4/9/4A4/3K5 w - - 0 1"},         // a cannon pinned to its general by the flying rule
		{"xiangqi", "2bak4/4a4/4c4/9/9/9/9/4C4/4A4/2BK1AB2 b - - 0 1"}, // the generals' file behind two cannons
		{"minixiangqi", ""},
		{"manchu", ""},
		{"shako", ""},
		{"janggi", ""},
		{"paradigm", ""},
	}
	for _, r := range rows {
		pos := position(t, builtin(t, r.variant), r.fen)
		on := countsByPath(pos, 2)
		for _, off := range offs {
			restore := vm.WithoutShortcuts(pos, off) // once a row: rebuilding the tables at each node was most of the test's time
			general := countsByPath(pos, 2)
			restore()
			for path, c := range general {
				if c.Counted != c.Listed {
					t.Fatalf("%s %q, moves%s: with %s off CountLegal %d, %d listed", r.variant, r.fen, path, off, c.Counted, c.Listed)
				}
			}
			if d := cmp.Diff(on, general); d != "" {
				t.Fatalf("%s %q: counted and listed with %s off (-on +off):\n%s", r.variant, r.fen, off, d)
			}
		}
	}
}

// nodeCounts is what CountLegal counts at a node and how many moves
// LegalMoves lists.
type nodeCounts struct{ Counted, Listed int }

// countsByPath returns nodeCounts at every node of the tree depth plies
// below pos, keyed by the moves that lead there (the order of LegalMoves
// may differ between count paths; the set of moves may not).
func countsByPath(pos *vm.Position, depth int) map[string]nodeCounts {
	out := map[string]nodeCounts{}
	var walk func(path string, depth int)
	walk = func(path string, depth int) {
		n, _ := pos.CountLegal(nil)
		moves := pos.LegalMoves()
		out[path] = nodeCounts{n, len(moves)}
		if depth == 0 {
			return
		}
		for _, m := range moves {
			s := pos.MoveString(m)
			pos.Make(m)
			walk(path+" "+s, depth-1)
			pos.Unmake(m)
		}
	}
	walk("", depth)
	return out
}
