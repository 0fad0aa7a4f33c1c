package vm

import (
	"testing"

	"github.com/betzac/betzac/compiler"
)

// TestFacesRoyalOn: with the enemy's one royal square known,
// facesEnemyRoyal looks only towards it (facesRoyalOn); at every node of
// a two-ply tree from these positions it answers as the four lines do
// (facesOnLines), for every square and both colours, and also where the
// enemy royal was just taken (the stale square of a legality test).
func TestFacesRoyalOn(t *testing.T) {
	_, prog, err := compiler.Load("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	fens := []string{
		"",
		"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
		"4k4/9/9/9/4C4/9/4c4/9/4A4/3K5 w - - 0 1",
		"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
		"4k4/4R4/9/9/9/9/9/9/9/3K5 w - - 0 1", // the rook may take the general: none left
	}
	taken := 0
	for _, fen := range fens {
		pos, err := NewAnyPosition(prog, fen)
		if err != nil {
			t.Fatal(err)
		}
		compare := func() {
			for _, s := range pos.t.squares {
				for c := 0; c < 2; c++ {
					if pos.royalSq[c^1] < 0 {
						continue
					}
					eb := colourBit(c ^ 1)
					if got, want := pos.facesRoyalOn(int(s), int(pos.royalSq[c^1]), eb), pos.facesOnLines(int(s), eb); got != want {
						t.Fatalf("%s: %s colour %d: facesRoyalOn %v, the four lines %v", pos.FEN(), pos.SquareName(int(s)), c, got, want)
					}
				}
			}
		}
		var walk func(depth int)
		walk = func(depth int) {
			compare()
			if depth == 0 {
				return
			}
			for _, m := range pos.LegalMoves() {
				pos.Make(m)
				walk(depth - 1)
				pos.Unmake(m)
			}
		}
		walk(2)
		// a capture of the general, made on the board alone as legalBoard
		// does: the enemy's royal square is stale
		for _, m := range pos.LegalMoves() {
			if v := pos.board[m.To]; v != 0 && pos.t.types[v&typeMask].royal {
				saved := append([]uint8(nil), pos.board...)
				pos.applyBoard(&m)
				compare()
				copy(pos.board, saved)
				taken++
			}
		}
	}
	if taken == 0 {
		t.Errorf("no move took a general: the stale square was not tried")
	}
}
