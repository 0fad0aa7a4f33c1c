package vm_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

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
  - {letter: H, betza: BsbRfWfDfcafWfcabW}
  - {letter: E, betza: RbBfFfAfcafFfcabF}
start: rnhebkqenr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNHEBKQENR w KQkq - 0 1
`

const lionMixLocust = `
name: lionmixlocust
inherit: chess
board: 10x10
pieces:
  - {letter: P, betza: fmWfcF, promote: {zone: 1, to: QNHEY}}
  - {letter: N, betza: KNADcaKcabKmabK}
  - {letter: H, betza: BsbRfWfDfcafWfcabW}
  - {letter: E, betza: RbBfFfAfcafFfcabF}
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
	if testing.Short() {
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
				vm.SetForceSlow(true)
				slow := moveStrings(pos)
				vm.SetForceSlow(false)
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
