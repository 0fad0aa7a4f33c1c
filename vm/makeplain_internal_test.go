package vm

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
)

// resetsTally counts the moves a game's check compared, by plainResets's
// branch: a move it answers inline, and one it hands to clockResets.
type resetsTally struct{ inline, general int }

// firstAlongGame plays a random game (seed) of at most plies plies from
// pos and returns the first legal move, at any ply, for which bad is
// true: nil if none.
func firstAlongGame(pos *Position, seed uint64, plies int, bad func(m *Move) bool) *Move {
	rng := rand.New(rand.NewPCG(seed, 15))
	for range plies {
		ms := pos.LegalMoves()
		if len(ms) == 0 {
			return nil
		}
		for i := range ms {
			if bad(&ms[i]) {
				return &ms[i]
			}
		}
		pos.Make(ms[rng.IntN(len(ms))])
	}
	return nil
}

// plainResetsAgree plays a random game of at most plies plies from pos
// and reports the first move that is no drop where plainResets and
// clockResets differ (nil if none), tallying the moves compared.
func plainResetsAgree(pos *Position, seed uint64, plies int, tally *resetsTally) *Move {
	return firstAlongGame(pos, seed, plies, func(m *Move) bool {
		if m.Kind&KindDrop != 0 { // plainResets's precondition
			return false
		}
		mover, us := pos.board[m.From], pos.stm
		ty := &pos.t.types[mover&typeMask]
		if m.Promo == 0 && !ty.clockRev {
			tally.inline++
		} else {
			tally.general++
		}
		return pos.plainResets(m, ty, mover, us) != pos.clockResets(m, mover, us)
	})
}

// TestPlainResets: along random games of every built-in the VM sets up,
// makePlain's clock test (plainResets) says what the general one
// (clockResets) says for every legal move that is no drop, through both
// of its branches: the inline one, and the general one for promotions
// and the types whose clock rule looks at the way back (Spartan's and
// Wolf chess's irreversible pawns).
func TestPlainResets(t *testing.T) {
	plies := testenv.Pick(16, 80)
	var all resetsTally
	for _, name := range variants.BuiltinNames() {
		pos, err := NewPosition(builtinProgram(t, name), "")
		if err != nil {
			continue // refused by the VM
		}
		var tally resetsTally
		if m := plainResetsAgree(pos, 1, plies, &tally); m != nil {
			t.Errorf("%s: %s (after %d moves): plainResets differs from clockResets", name, pos.MoveString(*m), len(pos.undo))
		}
		if name == "spartan" && tally.general == 0 {
			t.Errorf("spartan: no move through clockResets")
		}
		all.inline += tally.inline
		all.general += tally.general
	}
	if all.inline < 1000 || all.general < 100 {
		t.Errorf("moves compared: %d inline, %d through clockResets; want 1000 and 100 or more", all.inline, all.general)
	}
}

// plainKeysAgree plays a random game of at most plies plies from pos and
// reports the first plain move (makePlain's kind: no other square
// touched) whose plainKeys differ from pieceKey's three keys (nil if
// none), counting the moves compared in n.
func plainKeysAgree(pos *Position, seed uint64, plies int, n *int) *Move {
	t, b := pos.t, pos.board
	return firstAlongGame(pos, seed, plies, func(m *Move) bool {
		if m.Kind&^KindEPRights != 0 || m.NV != 0 || m.Gate != 0 || m.From == m.To {
			return false // not a plain move
		}
		from, to := int(m.From), int(m.To)
		mover, victim := b[from], b[to]
		nw := mover
		if m.Promo != 0 {
			nw = mover&colMask | (m.Promo - 1)
		}
		*n++
		return t.plainKeys(mover, victim, nw, from, to) != t.pieceKey(mover, from)^t.pieceKey(victim, to)^t.pieceKey(nw, to)
	})
}

// TestPlainKeys: along random games of every built-in the VM sets up
// (keyed, and Chu Shogi unkeyed: zStride 0), plainKeys gives pieceKey's
// keys for every legal plain move, promotions and captures included.
func TestPlainKeys(t *testing.T) {
	plies := testenv.Pick(16, 80)
	n := 0
	for _, name := range variants.BuiltinNames() {
		pos, err := NewPosition(builtinProgram(t, name), "")
		if err != nil {
			continue // refused by the VM
		}
		if m := plainKeysAgree(pos, 2, plies, &n); m != nil {
			t.Errorf("%s: %s (after %d moves): plainKeys differ from pieceKey's", name, pos.MoveString(*m), len(pos.undo))
		}
	}
	unkeyed, err := NewPositionUnkeyed(builtinProgram(t, "chushogi"), "")
	if err != nil {
		t.Fatal(err)
	}
	if m := plainKeysAgree(unkeyed, 3, plies, &n); m != nil {
		t.Errorf("chushogi unkeyed: %s: plainKeys differ from pieceKey's", unkeyed.MoveString(*m))
	}
	if n < 1000 {
		t.Errorf("%d plain moves compared, want 1000 or more", n)
	}
}
