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

// builtinStarts calls f with the start position of every built-in the VM
// sets up (keyed), in the order of their names.
func builtinStarts(t *testing.T, f func(name string, pos *Position)) {
	for _, name := range variants.BuiltinNames() {
		pos, err := NewPosition(builtinProgram(t, name), "")
		if err != nil {
			continue // refused by the VM
		}
		f(name, pos)
	}
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
	builtinStarts(t, func(name string, pos *Position) {
		var tally resetsTally
		if m := plainResetsAgree(pos, 1, plies, &tally); m != nil {
			t.Errorf("%s: %s (after %d moves): plainResets differs from clockResets", name, pos.MoveString(*m), len(pos.undo))
		}
		if name == "spartan" && tally.general == 0 {
			t.Errorf("spartan: no move through clockResets")
		}
		all.inline += tally.inline
		all.general += tally.general
	})
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
	builtinStarts(t, func(name string, pos *Position) {
		if m := plainKeysAgree(pos, 2, plies, &n); m != nil {
			t.Errorf("%s: %s (after %d moves): plainKeys differ from pieceKey's", name, pos.MoveString(*m), len(pos.undo))
		}
	})
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

// plainRoyalAgrees plays a random game of at most plies plies from pos
// and reports the first legal move that Make plays through makePlain
// after which the enemy's royal square is not royalTaken's answer (nil
// if none), counting the moves compared in n.
func plainRoyalAgrees(pos *Position, seed uint64, plies int, n *int) *Move {
	return firstAlongGame(pos, seed, plies, func(m *Move) bool {
		if m.Kind&^KindEPRights != 0 || m.NV != 0 || m.Gate != 0 || m.From == m.To || pos.t.plan.make != makePlain {
			return false // not makePlain's
		}
		*n++
		them := pos.stm ^ 1
		want := pos.royalSq[them]
		pos.Make(*m)
		if want >= 0 && pos.board[want]&colMask != colourBit(them) {
			want = -1
		}
		got := pos.royalSq[them]
		pos.Unmake(*m)
		return got != want
	})
}

// TestPlainRoyalTaken: makePlain forgets the enemy's single royal square
// when its move ends there (its royalTaken), as royalTaken's look at
// that square's colour: along random games of every built-in Make plays
// through makePlain, and where a (pseudo-legal) capture takes the king.
func TestPlainRoyalTaken(t *testing.T) {
	plies := testenv.Pick(16, 80)
	n := 0
	builtinStarts(t, func(name string, pos *Position) {
		if m := plainRoyalAgrees(pos, 4, plies, &n); m != nil {
			t.Errorf("%s: %s (after %d moves): royal square not royalTaken's", name, pos.MoveString(*m), len(pos.undo))
		}
	})
	if n < 1000 {
		t.Errorf("%d plain moves compared, want 1000 or more", n)
	}
	// the king steps into the attack (Make takes pseudo-legal moves),
	// and the enemy takes it
	for _, c := range []struct{ fen, step, take string }{
		{"3k4/8/8/8/8/8/8/4QK2 b - - 0 1", "d8e8", "e1e8"},
		{"4k3/8/8/8/8/8/8/3K3q w - - 0 1", "d1e1", "h1e1"},
	} {
		pos, err := NewPosition(builtinProgram(t, "chess"), c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if pos.t.plan.make != makePlain {
			t.Fatal("chess: Make does not play through makePlain")
		}
		king := pos.stm
		for _, mv := range []string{c.step, c.take} {
			from, err1 := pos.ParseSquare(mv[:2])
			to, err2 := pos.ParseSquare(mv[2:])
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			pos.Make(Move{From: int16(from), To: int16(to)})
		}
		if rs := pos.royalSq[king]; rs != -1 {
			t.Errorf("%s %s %s: royal square %d after the king was taken, want -1", c.fen, c.step, c.take, rs)
		}
	}
}
