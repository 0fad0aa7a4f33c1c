package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// TestRideMemo holds ride-memo (checksAndPins walking again only the
// rides a sibling's move or the node's own touched) to the path without
// it, as perft meets it: at each ply of random games, every move is made
// and the node's moves listed and counted, one after the other (the memo
// made at the first and read at the next), then each again without
// ride-memo; every sixteenth ply, two plies of replies too (the memo of a
// node's children left behind by its grandchildren). Positions with
// pins and checks on every kind of line: chess's CPW positions 2 to 5,
// a castling and an e.p. capture that give check,
// Griffon, Capablanca and Hook chess from the start. Each case must
// answer some nodes from the memo.
func TestRideMemo(t *testing.T) {
	games, plies := testenv.Pick(1, 6), testenv.Pick(40, 160)
	cases := append(startCases(t, "griffon", "capablanca", "hookchess"),
		gameCase{"chess", builtin(t, "chess"), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"},
		gameCase{"chess", builtin(t, "chess"), "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"},
		gameCase{"chess", builtin(t, "chess"), "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"},
		gameCase{"chess", builtin(t, "chess"), "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"},
		// castling's rook and an e.p. capture's victim open lines
		// to the royal of the side to move next
		gameCase{"chess", builtin(t, "chess"), "1n3k2/8/8/8/8/8/P7/4K2R w K - 0 1"},
		gameCase{"chess", builtin(t, "chess"), "7k/8/8/8/K2pP2r/8/8/N7 b - e3 0 1"},
		gameCase{"chess", builtin(t, "chess"), "7k/8/8/8/r2pP2K/8/8/7N b - e3 0 1"})
	for _, c := range cases {
		fromMemo := 0
		check := func(t *testing.T, p *shortcutPly) {
			t.Helper()
			fromMemo += memoSiblingsAgree(t, p, p.ply%16 == 0, vm.RideMemoReady)
		}
		shortcutGames(t, "ride-memo", []gameCase{c}, games, plies, 53, check, nil)
		if fromMemo == 0 {
			t.Errorf("%s %q: no node answered from the memo", c.name, c.fen)
		}
	}
}

// memoSiblingsAgree makes each of p's moves in turn and lists and counts
// the node's moves (deep: and makes each reply, listing and counting its
// node's), with the shortcut, then without it: the lists and counts
// agree, and each count equals its list's length. It returns how many of
// the nodes the memo answered (ready: the shortcut's memo may answer the
// node).
func memoSiblingsAgree(t *testing.T, p *shortcutPly, deep bool, ready func(*vm.Position) bool) int {
	t.Helper()
	fromMemo := 0
	walk := func() [][]string {
		var out [][]string
		for _, m := range p.pos.LegalMoves() {
			p.pos.Make(m)
			if ready(p.pos) {
				fromMemo++
			}
			out = append(out, nodeMoves(t, p))
			for _, r := range deepMoves(p.pos, deep) {
				p.pos.Make(r)
				out = append(out, nodeMoves(t, p))
				p.pos.Unmake(r)
			}
			p.pos.Unmake(m)
		}
		return out
	}
	on := walk()
	restore := p.without()
	off := walk()
	restore()
	if d := cmp.Diff(off, on); d != "" {
		t.Fatalf("%v: the nodes' moves differ (-without +with %s):\n%s", p, p.shortcut, d)
	}
	return fromMemo
}

// deepMoves returns pos's legal moves where deep, else none.
func deepMoves(pos *vm.Position, deep bool) []vm.Move {
	if !deep {
		return nil
	}
	return pos.LegalMoves()
}

// nodeMoves counts the moves of p's node (CountLegal), then lists them
// (sorted), failing where the count is not the list's length.
func nodeMoves(t *testing.T, p *shortcutPly) []string {
	t.Helper()
	var n int
	n, p.buf = p.pos.CountLegal(p.buf)
	moves := moveStrings(p.pos)
	if n != len(moves) {
		t.Fatalf("%v: CountLegal %d with %d moves listed (%s)", p, n, len(moves), p.pos.FEN())
	}
	return moves
}
