package vm_test

import (
	"strconv"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/vm"
)

// TestNearMemo holds near-memo (countPiecesNear counting from what the
// last node of the side found while its pieces stay the same) to the path
// without it and to the moves listed, as perft's last ply meets it: at
// each ply of random games, every move is made and its node counted, one
// after the other (the memo found at the first and used at the next ones
// unless a move takes a piece of the side counted), then each again
// without near-memo, and listed. Chu Shogi from the start, from
// golden/chushogi.yaml random3, from an open position with riders next to
// both zones, from one with Lions next to enemy pieces and from one with a
// Lion among its own pieces but for one enemy; the shogis; Minixiangqi
// with a cannon boxed in by its own pieces.
// Each case must count some nodes from the memo.
func TestNearMemo(t *testing.T) {
	games, plies := testenv.Pick(2, 8), testenv.Pick(80, 200)
	open := "l4k5l/1r2g7/3p1d6/12/2B4p4/12/4Q7/1h4R5/5P6/12/6G3v1/L4K5L w - - 0 1"
	// Black's Lion among its own pieces but for a pawn of White's on
	// g9, which it may take
	lionTakes := "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/ppppppPppppp/3i4i3/12/12/3I4I3/PPPPPP1PPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - - 0 1"
	// Black's cannon on a7, its neighbours its own, hops to a4
	boxed := gameCase{"minixiangqi", builtin(t, "minixiangqi"), "crk4/p6/7/R6/7/7/3K3 w - - 0 1"}
	cases := append(chuCases(t, "", chuRandom3, open, chuLionsNear, lionTakes), startCases(t, "shogi", "shoshogi", "minishogi")...)
	cases = append(cases, boxed)
	for _, c := range cases {
		fresh := 0
		check := func(t *testing.T, p *shortcutPly) {
			t.Helper()
			fresh += siblingsAgree(t, p)
		}
		shortcutGames(t, "near-memo", []gameCase{c}, games, plies, 37, check, nil)
		if fresh == 0 {
			t.Errorf("%s %q: no node counted from the memo", c.name, c.fen)
		}
	}
}

// siblingsAgree counts the node after each of p's moves, in turn, with
// the shortcut, then without it, and lists its moves: the three agree. It
// returns how many of the nodes near-memo counted from its memo.
func siblingsAgree(t *testing.T, p *shortcutPly) int {
	t.Helper()
	on := make([]int, len(p.moves))
	fresh := 0
	for i, m := range p.moves {
		p.pos.Make(m)
		if vm.NearMemoFresh(p.pos) {
			fresh++
		}
		on[i], p.buf = p.pos.CountLegal(p.buf)
		p.pos.Unmake(m)
	}
	restore := p.without()
	defer restore()
	for i, m := range p.moves {
		p.pos.Make(m)
		var off int
		off, p.buf = p.pos.CountLegal(p.buf)
		listed := len(p.pos.LegalMoves())
		if on[i] != off || off != listed {
			t.Fatalf("%v, after %v: CountLegal %d with %s, %d without; %d moves listed", p, m, on[i], p.shortcut, off, listed)
		}
		p.pos.Unmake(m)
	}
	return fresh
}

// TestNearMemoLionFirsts: a Lion among its own pieces but for one first
// step, which holds an enemy or is empty, in each of its eight
// directions: the count near-memo finds at the node (the Lion listed,
// as its first steps are not all blocked) is the count without it.
func TestNearMemoLionFirsts(t *testing.T) {
	prog := builtin(t, "chushogi")
	off := shortcutNamed(t, "near-memo")
	for _, d := range [][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}} {
		for _, filler := range []byte{'p', 0} {
			fen := lionAmongGolds(d, filler)
			pos := position(t, prog, fen)
			on, _ := pos.CountLegal(nil)
			restore := vm.WithoutShortcuts(pos, off)
			without, _ := pos.CountLegal(nil)
			restore()
			if on != without {
				t.Errorf("%s: CountLegal %d with near-memo, %d without", fen, on, without)
			}
		}
	}
}

// lionAmongGolds returns a Chu Shogi FEN, White to move, with White's
// Lion on f6 among White's Golds but in the direction d (rank, file),
// which holds filler (0: nothing), and the Kings in the corners.
func lionAmongGolds(d [2]int, filler byte) string {
	var rows [12][12]byte
	rows[0][11], rows[11][0] = 'k', 'K'
	const r, f = 6, 5 // f6, from the top rank
	for dr := -1; dr <= 1; dr++ {
		for df := -1; df <= 1; df++ {
			rows[r+dr][f+df] = 'G'
		}
	}
	rows[r][f] = 'N'
	rows[r+d[0]][f+d[1]] = filler
	var fen []byte
	for i, row := range rows {
		if i > 0 {
			fen = append(fen, '/')
		}
		empty := 0
		for _, c := range row {
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				fen = strconv.AppendInt(fen, int64(empty), 10)
				empty = 0
			}
			fen = append(fen, c)
		}
		if empty > 0 {
			fen = strconv.AppendInt(fen, int64(empty), 10)
		}
	}
	return string(fen) + " w - - 0 1"
}
