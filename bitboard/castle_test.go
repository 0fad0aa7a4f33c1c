package bitboard_test

import (
	"math/rand"
	"testing"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// dianaYAML is Fairy-Stockfish's diana as "betzac import fsf" writes it:
// the king castles one square to the right (O1) and two to the left
// (O2), so Black's castlings are not White's mirrored (castling keeps its
// dx for Black in the VM).
const dianaYAML = `name: diana
board: 6x6
pieces:
  - {letter: P, name: Pawn, betza: fmWfcF, promote: {zone: 1, to: RBN}}
  - {letter: N, name: Knight, betza: N}
  - {letter: R, name: Rook, betza: R}
  - {letter: Q, name: Queen, betza: Q}
  - {letter: K, name: King, betza: KirO1ilO2, royal: true}
  - {letter: B, name: Bishop, betza: B}
start: rbnkbr/pppppp/6/6/PPPPPP/RBNKBR w KQkq - 0 1
`

// TestAsymmetricCastling: on diana the back end's divide equals the VM's
// where Black's castling squares are attacked (the positions CI's random
// games against Fairy-Stockfish found wrong when Black's castling legs
// were mirrored), with both sides able to castle, and after random play.
func TestAsymmetricCastling(t *testing.T) {
	_, prog, err := compiler.LoadBytes("diana", []byte(dianaYAML))
	if err != nil {
		t.Fatal(err)
	}
	fens := []string{
		"r2kbr/B2p1p/4P1/1nKp2/2P3/RB2BR b kq - 0 11", // b6 attacked by the bishop
		"r2k2/B5/6/6/6/3K2 b q - 0 1",
		"r2k2/6/6/6/6/1R1K2 b q - 0 1", // b6 attacked by the rook
		"r2k1r/6/6/6/6/R2K1R w KQkq - 0 1",
		"r2k1r/6/6/6/6/R2K1R b KQkq - 0 1",
		"r2k1r/6/4R1/1R4/6/3K2 b kq - 0 1", // e6 and b6 attacked
		"",
	}
	rng := rand.New(rand.NewSource(5))
	for _, fen := range fens {
		pos, err := vm.NewPosition(prog, fen)
		if err != nil {
			t.Fatalf("%q: %v", fen, err)
		}
		checkDivide(t, "diana "+fen, pos, 3)
		for g := 0; g < 20; g++ {
			if q := bitboard.RandomWalk(pos.Clone(), rng, 2+rng.Intn(16)); q != nil {
				checkDivide(t, "diana random: "+q.FEN(), q, 3)
			}
		}
	}
}
