package vm_test

import (
	"slices"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestShortcutsAlone: each shortcut of the VM switched off alone gives the
// same legal moves, the same check, the same CountLegal and the same
// positions after each move as the full plan, along a random game of each built-in whose plan takes it; and
// CountLegal agrees with the list on both paths. By default, the first
// three such built-ins per shortcut and shorter games (a few seconds);
// in the full tier (BETZAC_FULL=1), every one (about 3 CPU-minutes).
func TestShortcutsAlone(t *testing.T) {
	perShortcut, plies := testenv.Pick(3, 1000), testenv.Pick(30, 80)
	type variant struct {
		name string
		prog *legdefs.Program
		uses vm.Shortcut
	}
	var all []variant
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			continue
		}
		pos, err := vm.NewPosition(prog, "")
		if err != nil {
			continue
		}
		all = append(all, variant{name, prog, vm.PlanUses(pos)})
	}
	for _, s := range vm.Shortcuts() {
		t.Run(vm.ShortcutName(s), func(t *testing.T) {
			n := 0
			for _, v := range all {
				if v.uses&s == 0 || n == perShortcut {
					continue
				}
				n++
				shortcutGame(t, gameCase{v.name, v.prog, ""}, s, uint64(s), 25, plies, aloneAgrees)
			}
			if n == 0 {
				t.Logf("no built-in takes it")
			}
		})
	}
}

// aloneAgrees compares at one ply the full plan with the plan without
// the shortcut: moves, check, CountLegal and the positions after each move.
func aloneAgrees(t *testing.T, p *shortcutPly) {
	t.Helper()
	pos := p.pos
	on := moveStrings(pos)
	onCheck := pos.InCheck()
	onMade := madeFENs(pos, p.moves)
	var onCount int
	onCount, p.buf = pos.CountLegal(p.buf)
	restore := p.without()
	off := moveStrings(pos)
	offCheck := pos.InCheck()
	var offCount int
	offCount, p.buf = pos.CountLegal(p.buf)
	offMade := madeFENs(pos, p.moves)
	restore()
	if d := cmp.Diff(onMade, offMade); d != "" {
		t.Fatalf("%v: Make gives other positions (-with +without the shortcut):\n%s", p, d)
	}
	slices.Sort(on)
	slices.Sort(off)
	if d := cmp.Diff(off, on); d != "" {
		t.Fatalf("%v: moves differ (-without +with the shortcut):\n%s", p, d)
	}
	if onCheck != offCheck {
		t.Fatalf("%v: in check %v with the shortcut, %v without", p, onCheck, offCheck)
	}
	if onCount != len(on) || offCount != len(off) {
		t.Fatalf("%v: CountLegal %d with the shortcut, %d without; %d moves", p, onCount, offCount, len(on))
	}
}

// madeFENs returns the FEN after each of the moves ms, made and unmade.
func madeFENs(pos *vm.Position, ms []vm.Move) []string {
	var out []string
	for _, m := range ms {
		pos.Make(m)
		out = append(out, pos.FEN())
		pos.Unmake(m)
	}
	return out
}

// TestShortcutRaysOffCountsRoyal: with the rays shortcut off, attacks are
// found by generating the attackers' moves, which read the square they
// test; the royal's moves are then not counted with it lifted
// (count-royal's precondition). Capricorn after 12 plies of
// TestShortcutsAlone's game: 27 legal moves (the list, with and without
// the shortcut); CountLegal gave 28 when count-royal held regardless.
func TestShortcutRaysOffCountsRoyal(t *testing.T) {
	pos := position(t, builtin(t, "capricorn"), "rn1qkbnr/p2p1ppp/1p2p3/2p5/2P2P2/P6N/bP1P2PP/RNB1KB1R w KQkq - 2 7")
	defer vm.WithoutShortcuts(pos, vm.Shortcuts()[1])()
	if vm.ShortcutName(vm.Shortcuts()[1]) != "rays" {
		t.Fatalf("shortcut 1 is %s, want rays", vm.ShortcutName(vm.Shortcuts()[1]))
	}
	n, _ := pos.CountLegal(nil)
	if ms := pos.LegalMoves(); n != len(ms) || n != 27 {
		t.Errorf("CountLegal %d, %d moves listed; want 27 both", n, len(ms))
	}
}
