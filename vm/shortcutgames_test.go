package vm_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// gameCase is a program and a FEN ("" for its start) to play random
// games from; name names it in failures.
type gameCase struct {
	name string
	prog *legdefs.Program
	fen  string
}

// shortcutPly is one ply of a random game played with a shortcut; a
// check compares pos with the path without it (without).
type shortcutPly struct {
	name     string // the gameCase's
	shortcut string
	seed     uint64
	ply      int
	pos      *vm.Position
	without  func() func() // switches the shortcut off; what it returns switches it on again
	moves    []vm.Move     // pos's legal moves
	buf      []vm.Move     // for CountLegal, kept over the game
}

// String names the ply in failures: case, ply and FEN.
func (p *shortcutPly) String() string {
	return fmt.Sprintf("%s ply %d: %s", p.name, p.ply, p.pos.FEN())
}

// counts returns CountLegal with the shortcut and without it.
func (p *shortcutPly) counts() (on, off int) {
	on, p.buf = p.pos.CountLegal(p.buf)
	restore := p.without()
	off, p.buf = p.pos.CountLegal(p.buf)
	restore()
	return on, off
}

// countsAgree is the check most shortcut games make: CountLegal with the
// shortcut, without it, and the moves listed agree.
func countsAgree(t *testing.T, p *shortcutPly) {
	t.Helper()
	if on, off := p.counts(); on != off || on != len(p.moves) {
		t.Fatalf("%v: CountLegal %d with %s, %d without; %d moves listed", p, on, p.shortcut, off, len(p.moves))
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

// handCount is a position whose legal moves were counted by hand.
type handCount struct {
	variant, fen string
	want         int
}

// countsByHand checks that each position counts its moves as by hand
// with the shortcut called name and without it.
func countsByHand(t *testing.T, name string, rows []handCount) {
	t.Helper()
	s := shortcutNamed(t, name)
	for _, tc := range rows {
		pos := position(t, builtin(t, tc.variant), tc.fen)
		on, _ := pos.CountLegal(nil)
		restore := vm.ShortcutsOffFor(pos, s)()
		off, _ := pos.CountLegal(nil)
		restore()
		if on != tc.want || off != tc.want {
			t.Errorf("%s %s: CountLegal %d with %s, %d without; want %d", tc.variant, tc.fen, on, name, off, tc.want)
		}
	}
}

// shortcutGames holds the shortcut called name to the path without it:
// from each case, whose plan must use it, it plays games random games
// (seeds 0 to games-1 on PCG stream stream; see shortcutGame), and calls
// done, if not nil, after each.
func shortcutGames(t *testing.T, name string, cases []gameCase, games, plies int, stream uint64, check, done func(*testing.T, *shortcutPly)) {
	t.Helper()
	s := shortcutNamed(t, name)
	for _, c := range cases {
		if vm.PlanUses(position(t, c.prog, c.fen))&s == 0 {
			t.Fatalf("%s does not use %s", c.name, name)
		}
		for g := range games {
			p := shortcutGame(t, c, s, uint64(g), stream, plies, check)
			if done != nil {
				done(t, p)
			}
		}
	}
}

// shortcutGame plays a random game of up to plies plies from c, calling
// check at each ply before it makes a legal move drawn from
// rand.NewPCG(seed, stream); it returns the last ply.
func shortcutGame(t *testing.T, c gameCase, s vm.Shortcut, seed, stream uint64, plies int, check func(*testing.T, *shortcutPly)) *shortcutPly {
	t.Helper()
	pos := position(t, c.prog, c.fen)
	p := &shortcutPly{name: c.name, shortcut: vm.ShortcutName(s), seed: seed, pos: pos, without: vm.ShortcutsOffFor(pos, s)}
	rng := rand.New(rand.NewPCG(seed, stream))
	for ; p.ply < plies; p.ply++ {
		p.moves = pos.LegalMoves()
		check(t, p)
		if len(p.moves) == 0 {
			break
		}
		pos.Make(p.moves[rng.IntN(len(p.moves))])
	}
	return p
}

// Chu Shogi positions the shortcut games start from.
const (
	// golden/chushogi.yaml random3: a Dragon Horse and a Lion in the zone
	chuRandom3 = "lfcbgekgscfl/av1stxotdbva/1mr1dq2hr1m/pppp1p1NHp1p/4p2ni1p1/3i2h5/3I8/1P6IP2/P1PPPPPPP1PP/MVRHD1QD1R1M/AFBCTOXT1BVA/L2SGKEGSCFL w - - 0 13"
	// a Lion, a Horned Falcon and a Soaring Eagle next to enemy pieces
	chuLionsNear = "5k6/12/12/12/3p1p6/3pNp6/4p7/12/2p6p2/2+H5+D3/12/5K6 w - - 0 1"
)

// chuCases returns a Chu Shogi gameCase from each FEN.
func chuCases(t *testing.T, fens ...string) []gameCase {
	var out []gameCase
	for _, fen := range fens {
		out = append(out, gameCase{"chushogi", builtin(t, "chushogi"), fen})
	}
	return out
}

// startCases returns a gameCase from the start of each built-in variant.
func startCases(t *testing.T, variants ...string) []gameCase {
	var out []gameCase
	for _, v := range variants {
		out = append(out, gameCase{v, builtin(t, v), ""})
	}
	return out
}
