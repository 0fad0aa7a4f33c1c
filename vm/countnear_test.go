package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestCountNear holds count-near (the pieces of a scan chunk whose moves
// start on their neighbours counted together from the neighbours' words)
// to the path without it and to the moves listed (countGame), on random
// games: Chu Shogi from the start, from golden/chushogi.yaml random3 (a
// Dragon Horse and a Lion in the zone) and from an open position with
// riders next to both zones; the shogis, whose riders promote; Capablanca
// and chess, without a zone.
func TestCountNear(t *testing.T) {
	games, plies := testenv.Pick(2, 12), testenv.Pick(120, 250)
	chu3 := "lfcbgekgscfl/av1stxotdbva/1mr1dq2hr1m/pppp1p1NHp1p/4p2ni1p1/3i2h5/3I8/1P6IP2/P1PPPPPPP1PP/MVRHD1QD1R1M/AFBCTOXT1BVA/L2SGKEGSCFL w - - 0 13"
	open := "l4k5l/1r2g7/3p1d6/12/2B4p4/12/4Q7/1h4R5/5P6/12/6G3v1/L4K5L w - - 0 1"
	tests := []struct{ variant, fen string }{
		{"chushogi", ""},
		{"chushogi", chu3},
		{"chushogi", open},
		{"shogi", ""},
		{"shoshogi", ""},
		{"minishogi", ""},
		{"capablanca", ""},
		{"chess", ""},
	}
	s := shortcutNamed(t, "count-near")
	for _, tc := range tests {
		pos := position(t, builtin(t, tc.variant), tc.fen)
		if vm.PlanUses(pos)&s == 0 {
			t.Fatalf("%s does not use count-near", tc.variant)
		}
		for g := range games {
			countGame(t, tc.variant, tc.fen, s, uint64(g), plies)
		}
	}
}

// TestCountNearByHand: counts worked out by hand, with count-near and
// without it. Chess: the rook on a1 goes a2..a8 (7) and b1..g1 (6), the
// king on h1 to g1, g2, h2: 16. With a white pawn on b2 and a black
// knight on a2: the rook takes a2 or goes b1..g1 (7), the pawn b3, b4
// (2), the king 3: 12. Chu Shogi: the Gold on f5 (WfF) steps to e5, g5,
// f6, f4, e6, g6 (6), the Free King on a1 (Q, no promotion) goes a2..a12
// (11), b1..e1 (4), b2..l12 (11), the King on f1 to e1, g1, e2, f2, g2
// (5): 37.
func TestCountNearByHand(t *testing.T) {
	tests := []struct {
		variant, fen string
		want         int
	}{
		{"chess", "7k/8/8/8/8/8/8/R6K w - - 0 1", 16},
		{"chess", "7k/8/8/8/8/8/nP6/R6K w - - 0 1", 12},
		{"chushogi", "6k5/12/12/12/12/12/12/5G6/12/12/12/Q4K6 w - - 0 1", 37},
	}
	s := shortcutNamed(t, "count-near")
	for _, tc := range tests {
		pos := position(t, builtin(t, tc.variant), tc.fen)
		if vm.PlanUses(pos)&s == 0 {
			t.Fatalf("%s does not use count-near", tc.variant)
		}
		on, _ := pos.CountLegal(nil)
		restore := vm.ShortcutsOffFor(pos, s)()
		off, _ := pos.CountLegal(nil)
		restore()
		if on != tc.want || off != tc.want {
			t.Errorf("%s %s: CountLegal %d with count-near, %d without; want %d", tc.variant, tc.fen, on, off, tc.want)
		}
	}
}

// shortcutNamed returns the shortcut the plan calls name.
func shortcutNamed(t *testing.T, name string) vm.Shortcut {
	t.Helper()
	for _, s := range vm.Shortcuts() {
		if vm.ShortcutName(s) == name {
			return s
		}
	}
	t.Fatalf("no shortcut %q", name)
	return 0
}
