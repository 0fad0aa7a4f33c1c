package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// atomicZH is Fairy-Stockfish's atomiczh as betzac import fsf writes it:
// atomic with drops, captures to hand and crazyhouse's promoted pieces.
const atomicZH = `
name: atomiczh
board: 8x8
pieces:
  - {letter: P, name: Pawn, betza: ifmnDfmWfceF, promote: {zone: 1, to: "N~B~R~Q~"}, drop: {ranks: [2, 7]}}
  - {letter: N, name: Knight, betza: N}
  - {letter: B, name: Bishop, betza: B}
  - {letter: R, name: Rook, betza: R}
  - {letter: Q, name: Queen, betza: Q}
  - {letter: K, name: Commoner, betza: K, royal: true}
  - {letter: "N~", name: Promoted Knight, betza: N, hand: P}
  - {letter: "B~", name: Promoted Bishop, betza: B, hand: P}
  - {letter: "R~", name: Promoted Rook, betza: R, hand: P}
  - {letter: "Q~", name: Promoted Queen, betza: Q, hand: P}
drops: true
captures-to-hand: true
extinction: K
blast: true
blast-spared: P
start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
`

// TestBlastToHand checks a blast with captures to hand, worked out by
// hand from Fairy-Stockfish's do_move: the captured piece goes to the
// capturer's hand, and every piece the blast removes, the capturer too,
// to the hand of the side it does not belong to, as its hand type (a
// promoted piece as a pawn); pawns around the blast stay.
func TestBlastToHand(t *testing.T) {
	prog := fromYAML(t, atomicZH)
	letters := []string{"P", "N", "B", "R", "Q", "p", "n", "b", "r", "q"}
	tests := []struct {
		name, fen, move string
		want            map[string]int // hand counts after the move
	}{
		// Nxe5: White gets the pawn e5 and the knight d6, Black the
		// white knight; the pawn d4 stays
		{"knight takes", "4k3/8/3n4/4p3/3P4/5N2/8/4K3 w - - 0 1", "f3e5", map[string]int{"P": 1, "N": 1, "n": 1}},
		// gxh8=Q: White gets the rook h8 and the bishop g8, Black the
		// promoted queen as a pawn; the pawn h7 stays
		{"promotion takes", "k5br/6Pp/8/8/8/8/8/K7 w - - 0 1", "g7h8q", map[string]int{"R": 1, "B": 1, "p": 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, prog, tc.fen)
			fen, hash := pos.FEN(), pos.Hash()
			m := play(t, pos, tc.move)[0]
			got := map[string]int{}
			for _, l := range letters {
				if n := pos.Hand(l); n > 0 {
					got[l] = n
				}
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("hands after %s (-want +got):\n%s", tc.move, diff)
			}
			if pos.Hash() != pos.HashFromScratch() {
				t.Errorf("hash after %s %x, from scratch %x", tc.move, pos.Hash(), pos.HashFromScratch())
			}
			pos.Unmake(m)
			if got := pos.FEN(); got != fen || pos.Hash() != hash {
				t.Errorf("after Unmake: %s (hash %x), want %s (%x)", got, pos.Hash(), fen, hash)
			}
		})
	}
}
