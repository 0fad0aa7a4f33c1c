package vm_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// lionMix has multi-leg pieces whose captures are all covered by their
// plain leaps (movecompile.go, capturesCovered): the Chu Shogi Lion (N),
// Horned Falcon (H) and Soaring Eagle (E), which attack as simple pieces
// do, with a castling king; lionMixLocust adds a locust capturer whose
// victim square no plain leap of its type covers (Y: mWcafW), which keeps
// the attack test on move generation.
const lionMix = `
name: lionmix
inherit: chess
board: 10x10
pieces:
  - {letter: P, betza: fmWfcF, promote: {zone: 1, to: QNHE}}
  - {letter: N, betza: KNADcaKcabKmabK}
  - {letter: H, betza: BsbRfWfDfcafWfcabWfmabW}
  - {letter: E, betza: RbBfFfAfcafFfcabFfmabF}
start: rnhebkqenr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNHEBKQENR w KQkq - 0 1
`

const lionMixLocust = `
name: lionmixlocust
inherit: chess
board: 10x10
pieces:
  - {letter: P, betza: fmWfcF, promote: {zone: 1, to: QNHEY}}
  - {letter: N, betza: KNADcaKcabKmabK}
  - {letter: H, betza: BsbRfWfDfcafWfcabWfmabW}
  - {letter: E, betza: RbBfFfAfcafFfcabFfmabF}
  - {letter: Y, betza: mWcafW}
start: rnhyekqynr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNHYEKQYNR w KQkq - 0 1
`

// TestCoveredCapturesRandomGames: along random games of variants with
// Lion-like pieces, the fast legality path (where those pieces attack as
// simple leapers and riders, and their single-leg moves skip the dedupe:
// apartFromSingle) gives the moves of the slow path, which tries every
// move, deduplicates every move of the piece and finds attacks by
// generating the attackers' moves, and both attack tests agree on every
// piece.
func TestCoveredCapturesRandomGames(t *testing.T) {
	progs := []struct {
		name string
		p    *legdefs.Program
	}{
		{"lionmix", fromYAML(t, lionMix)},
		{"lionmixlocust", fromYAML(t, lionMixLocust)},
		{"chushogi", builtin(t, "chushogi")},
		{"shoshogi", builtin(t, "shoshogi")},
		{"locust", builtin(t, "locust")}, // its general moves are apart from the single-leg ones
	}
	games, plies := 6, 160
	if !testenv.Full() {
		games = 2
	}
	for _, pr := range progs {
		for g := 0; g < games; g++ {
			rng := rand.New(rand.NewPCG(uint64(g), 17))
			pos := position(t, pr.p, "")
			for ply := 0; ply < plies; ply++ {
				for by := 0; by < 2; by++ {
					if s := vm.AttackMismatch(pos, by); s >= 0 {
						t.Fatalf("%s game %d: %s: colour %d: fast and slow attack tests disagree on mailbox square %d", pr.name, g, pos.FEN(), by, s)
					}
				}
				fast := moveStrings(pos)
				restore := vm.WithoutShortcuts(pos, vm.AllShortcuts)
				slow := moveStrings(pos)
				restore()
				slices.Sort(fast)
				slices.Sort(slow)
				if d := cmp.Diff(slow, fast); d != "" {
					t.Fatalf("%s game %d: %s: fast path moves differ (-slow +fast):\n%s", pr.name, g, pos.FEN(), d)
				}
				n, _ := pos.CountLegal(nil)
				if n != len(fast) {
					t.Fatalf("%s game %d: %s: CountLegal %d, %d moves listed", pr.name, g, pos.FEN(), n, len(fast))
				}
				ms := pos.LegalMoves()
				if len(ms) == 0 {
					break
				}
				pos.Make(ms[rng.IntN(len(ms))])
			}
		}
	}
}

// TestLocustDiscovery checks by hand the locust moves that the fast path
// accepts untested (locustFree): a Lion move that takes a piece standing
// between its King and an enemy rider opens the line unless the Lion
// lands on it.
func TestLocustDiscovery(t *testing.T) {
	tests := []struct {
		name, fen string
		has, not  []string
	}{
		// The black pawn on a5 shields the King on a1 from the rook on
		// a12. The Lion on b4 may take it and stay on the a-file (a5, or
		// on to a4 or a6), not take it and leave (igui back to b4, or on
		// to b5 or b6).
		{"victim shields the King", "r10k/12/12/12/12/12/12/p11/1N10/12/12/K11 w - - 0 1",
			[]string{"b4a5", "b4a5,a5a4", "b4a5,a5a6"},
			[]string{"b4a5,a5b4", "b4a5,a5b5", "b4a5,a5b6"}},
		// The Lion on a4 itself shields the King from the rook: it may
		// take the pawn on b5 only as a locust and come back to the
		// a-file (igui to a4, or on to a5 or a6).
		{"mover shields the King", "r10k/12/12/12/12/12/12/1p10/N11/12/12/K11 w - - 0 1",
			[]string{"a4a5", "a4a4", "a4b5,b5a4", "a4b5,b5a5", "a4b5,b5a6"},
			[]string{"a4b5", "a4b5,b5b4", "a4b5,b5b6", "a4b5,b5c4", "a4b5,b5c5", "a4b5,b5c6"}},
		// No rider on the line: every capture of the pawn is legal.
		{"no rider behind", "11k/12/12/12/12/12/12/p11/1N10/12/12/K11 w - - 0 1",
			[]string{"b4a5", "b4a5,a5a4", "b4a5,a5a6", "b4a5,a5b4", "b4a5,a5b5", "b4a5,a5b6"}, nil},
	}
	p := builtin(t, "chushogi")
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, slow := range []bool{false, true} {
				vm.SetForceSlow(slow)
				wantMoves(t, position(t, p, tt.fen), tt.has, tt.not)
				vm.SetForceSlow(false)
			}
		})
	}
}
