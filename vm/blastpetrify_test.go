package vm_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// nuclearChess is Fairy-Stockfish's nuclear as betzac import fsf writes
// it: atomic whose pawns are blown up too, where a capturing piece turns
// into a wall instead, and no move makes e.p. squares.
const nuclearChess = `
name: nuclear
board: 8x8
pieces:
  - {letter: N, name: Knight, betza: N}
  - {letter: B, name: Bishop, betza: B}
  - {letter: R, name: Rook, betza: R}
  - {letter: Q, name: Queen, betza: Q}
  - {letter: K, name: Commoner, betza: KisO2, royal: true}
  - {letter: P, name: Pawn, betza: fmWfceF, promote: {zone: 1, to: NBRQ}, region-moves: [{from: "a2-h2", betza: fmnD}]}
extinction: K
blast: true
petrify: PNBRQ
start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
`

// TestBlastPetrify checks blasts with petrification (legdefs.Rules.Blast):
// the capturing piece becomes a wall where it captured, the blast removes
// the pieces around it (pawns too here), and the royal test of the move
// sees the wall's square empty.
func TestBlastPetrify(t *testing.T) {
	prog := fromYAML(t, nuclearChess)
	t.Run("make", func(t *testing.T) {
		// Nxc3 blows up the pawn d4 and leaves a wall on c3 (by hand)
		pos := position(t, prog, "4k3/8/8/8/3p4/2n5/8/K2N4 w - - 0 1")
		fen, hash := pos.FEN(), pos.Hash()
		m := play(t, pos, "d1c3")[0]
		if got, want := pos.FEN(), "4k3/8/8/8/8/2*5/8/K7 b - - 0 1"; got != want {
			t.Errorf("after d1c3: %s, want %s", got, want)
		}
		if pos.Hash() != pos.HashFromScratch() {
			t.Errorf("hash %x, from scratch %x", pos.Hash(), pos.HashFromScratch())
		}
		pos.Unmake(m)
		if got := pos.FEN(); got != fen || pos.Hash() != hash {
			t.Errorf("after Unmake: %s (hash %x), want %s (%x)", got, pos.Hash(), fen, hash)
		}
	})
	t.Run("royal test", func(t *testing.T) {
		// Nxc3 would put a wall between the bishop e5 and the king a1,
		// but the royal test sees c3 empty: Fairy-Stockfish's go perft 1
		// (native, VariantPath fsf-variants.ini, UCI_Variant nuclear)
		// lists a1b2 d1b2 d1e3 d1f2
		pos := position(t, prog, "4k3/8/8/4b3/8/2n5/8/K2N4 w - - 0 1")
		if diff := cmp.Diff([]string{"a1b2", "d1b2", "d1e3", "d1f2"}, moveStrings(pos)); diff != "" {
			t.Errorf("moves (-want +got):\n%s", diff)
		}
	})
}
