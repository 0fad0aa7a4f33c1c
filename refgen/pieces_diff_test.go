package refgen_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// multiLegPieces are the pieces of docs/xbetza.md §1.5–1.7 and the multi-leg
// features of issue 5, one Betza string each.
var multiLegPieces = []string{
	"RmasR",           // hook mover
	"BmasB",           // Capricorn
	"mafsW",           // Xiangqi horse
	"mafF",            // Xiangqi elephant
	"KNADcaKcabKmabK", // Chu Shogi lion
	"fmFfcafmF",       // checker man
	"FyafsF",          // griffon
	"WyafsW",          // rhino
	"mafsmafW",        // a lame leap in three legs
	"afraflWaflafrW",  // lame C
	"gabyabsR",        // collision bifurcator (chained hops)
	"pafsR",           // a hop that turns
	"pafpafR",         // two hops in a row
	"mRcpR",           // cannon
	"gQ",              // grasshopper
	"pK2",             // hopper with a range: the range counts the whole path
	"pQ3",             //
	"mpB2",            //
	"jR",              // ski-rook
	"jB3",             // ski-bishop with a range
	"jfamB",           // ski-slide on a non-final leg
	"jafsR",           // ski, then turn
	"mRaiR",           // iso: the second leg as long as the first
	"mRaisR",          // iso turn (a "square" mover)
	"mBaibB",          // iso return
	"dK",              // friendly capture
	"mRkQ",            // captures royal pieces only: it gives check, never takes
	"cadaW",           // locust on an enemy, then a friend
	"dafcW",           // locust on a friend, then capture
	"udW",             // swap with a friend
	"ucK",             // swap with an enemy
	"afudQ",           // friendly swap, the friend lands on the path
	"ucaF",            // locust capture, victim unloaded at the origin
	"cauafW",          // hop over an enemy only (the Diagram's cau)
	"caucaW",          // two enemies in a row, the first put back
	"nNnCnZjCjZ",      // lame and jumping oblique leaps (halfway square)
	"nDnHjAjG",        // lame and jumping straight leaps
	"mpafN",           // transparent leg: a (2,4) leaper
	"cabyabK",         // capture, return, then slide
	"mcafcW",          // capture up to two on a line
	"KcafcK",          // double capture on a line
	"WmasmaW",         // three W steps with turns
	"maflmafrK",       // zig-zag
	"yafsR",           // R step... toggled: an R slide, then turn with a step
	"oR",              // cylinder rook: round the side edges
	"ooB",             // torus bishop: round every edge
	"oN",              // cylinder knight
	"ooNN",            // torus nightrider
	"onD",             // lame leap round the edge: the square passed wraps too
	"oRmasR",          // a wrapping first leg, then a turn
	"zB",              // crooked bishop
	"zR",              // crooked rook
	"qN",              // circular knight (rose)
	"zN3",             // crooked nightrider, 3 steps
	"mzBcR",           // crooked moves, straight captures
	"zcB",             // crooked captures only: slides over the empty squares
	"qW",              // circular W (an octagon of W and F steps)
}

// TestDifferentialPieces compares refgen and the VM on random boards for
// every multi-leg piece: the piece under test stands on several squares
// of both colours among random blockers of both colours.
func TestDifferentialPieces(t *testing.T) {
	boards := 40
	if !testenv.Full() {
		boards = 8
	}
	for pi, betza := range multiLegPieces {
		t.Run(betza, func(t *testing.T) {
			for _, size := range [][2]int{{8, 8}, {10, 9}} {
				v := &variants.Variant{Name: "test", Files: size[0], Ranks: size[1], Pieces: []variants.Piece{
					{Letter: "M", Betza: betza},
					{Letter: "X", Betza: ""},
					{Letter: "K", Betza: "K", Royal: true},
				}}
				g, prog := both(t, v)
				rng := rand.New(rand.NewPCG(uint64(pi), uint64(size[0])))
				for b := range boards {
					fen := randomFEN(rng, size[0], size[1], b%3 == 0)
					ref, err := g.LegalMoves(fen)
					if err != nil {
						t.Fatalf("refgen %s: %v", fen, err)
					}
					pos, err := vm.NewAnyPosition(prog, fen)
					if err != nil {
						t.Fatalf("vm %s: %v", fen, err)
					}
					d := &differ{t: t, g: g, prog: prog}
					if !d.compare(betza, fen, inVM(pos, ref), vmMoves(pos)) {
						return
					}
					d.checkUnmake(pos, betza, 0)
					if d.failures > 0 {
						return
					}
				}
			}
		})
	}
}

// randomFEN places 1-3 M of each colour, blockers X of both colours, and
// (with kings) one king each, on a files×ranks board; White to move.
func randomFEN(rng *rand.Rand, files, ranks int, kings bool) string {
	board := make([][]byte, ranks)
	for r := range board {
		board[r] = make([]byte, files)
	}
	put := func(c byte) {
		for {
			f, r := rng.IntN(files), rng.IntN(ranks)
			if board[r][f] == 0 {
				board[r][f] = c
				return
			}
		}
	}
	for range 1 + rng.IntN(3) {
		put('M')
		put('m')
	}
	for range rng.IntN(files * ranks / 3) {
		if rng.IntN(2) == 0 {
			put('X')
		} else {
			put('x')
		}
	}
	if kings {
		put('K')
		put('k')
	}
	var sb strings.Builder
	for r := ranks - 1; r >= 0; r-- {
		n := 0
		for f := 0; f < files; f++ {
			if board[r][f] == 0 {
				n++
				continue
			}
			if n > 0 {
				fmt.Fprint(&sb, n)
				n = 0
			}
			sb.WriteByte(board[r][f])
		}
		if n > 0 {
			fmt.Fprint(&sb, n)
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	sb.WriteString(" w - - 0 1")
	return sb.String()
}
