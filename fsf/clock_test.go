package fsf

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/vm"
)

// clockINI holds sections whose clock types are not betzac's default (a P
// resets, other letters keep): a custom piece lettered p, FSF's pawn
// lettered x, a custom type in pawnTypes with sideways moves, no clock
// types at all, and clock types by colour (khans, fsf-variants.ini).
const clockINI = `[cp:chess]
pawn = -
customPiece1 = p:fmWfcF

[xp:chess]
pawn = x
startFen = rnbqkbnr/xxxxxxxx/8/8/8/8/XXXXXXXX/RNBQKBNR w KQkq - 0 1

[sp:chess]
customPiece1 = s:fsmWfcF
pawnTypes = s
startFen = rnbqkbnr/ssssssss/8/8/8/8/SSSSSSSS/RNBQKBNR w KQkq - 0 1

[np:chess]
nMoveRuleTypes = -

[khans:chess]
customPiece2 = s:mfhNcfW
promotionPawnTypesBlack = s
promotionPieceTypesBlack = q
nMoveRuleTypesBlack = s
startFen = rnbqkbnr/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1

[both:chess]
nMoveRuleTypesBlack = n
`

// TestImportClock: an imported section keeps the half-move clock as
// native Fairy-Stockfish does (the want clocks are its FEN's, printed by
// "d" after "position fen FEN moves MOVES" with VariantPath = clockINI;
// betzac reset the clock on every P move and kept it on an x pawn's).
func TestImportClock(t *testing.T) {
	cases := []struct {
		section, fen, moves string
		want                []string // the clock after each move
	}{
		{"cp", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5 10", "e2e3 e7e6", []string{"6", "7"}},
		{"xp", "rnbqkbnr/xxxxxxxx/8/8/8/8/XXXXXXXX/RNBQKBNR w KQkq - 5 10", "e2e4", []string{"0"}},
		{"sp", "rnbqkbnr/ssssssss/8/8/8/8/SSSSSSSS/RNBQKBNR w KQkq - 5 10", "e2e3 e7e6 e3d3 d7d6", []string{"0", "0", "1", "0"}},
		{"np", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5 10", "e2e4 e7e5", []string{"6", "7"}},
		{"khans", "rnbqkbnr/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 5 10", "g1f3 e7f5 e2e4 b8c6", []string{"6", "0", "0", "1"}},
	}
	for _, c := range cases {
		t.Run(c.section, func(t *testing.T) {
			_, p := importProgram(t, clockINI, c.section)
			pos, err := vm.NewPosition(p, c.fen)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, s := range strings.Fields(c.moves) {
				m, err := pos.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				pos.Make(m)
				f := strings.Fields(pos.FEN())
				got = append(got, f[len(f)-2])
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("clocks after %s (-fsf +betzac):\n%s", c.moves, d)
			}
		})
	}
	// both colours hold knights, and only Black's reset the clock
	imp, err := Import(strings.NewReader(clockINI), "both")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"nMoveRuleTypesBlack = n (the half-move clock of P differs by colour)", "nMoveRuleTypesBlack = n (the half-move clock of N differs by colour)"}
	if d := cmp.Diff(want, imp.Untranslated); d != "" {
		t.Errorf("untranslated (-want +got):\n%s", d)
	}
}
