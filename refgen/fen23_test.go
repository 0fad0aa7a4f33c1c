package refgen_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
)

// TestFENIssue23 (issue 23): refgen, the second implementation, refuses
// on its own the FENs the VM refuses: castling from where the king or
// its partner could not have stayed unmoved, a royal in hand, more kings
// than the start position and promotions give, side "W", an empty-square
// count with a leading 0, and "Q~" where the variant has no promoted
// queen; and it quotes a long FEN only in part. Each message is worked
// out from the FEN by hand.
func TestFENIssue23(t *testing.T) {
	tests := []struct{ name, variant, fen, want string }{
		{"castling king off its start square", "chess", "r3k2r/8/8/8/8/8/8/R2K3R w KQkq",
			`refgen: FEN castling field "KQkq": 'K': the king on d1 is not on its start square, so it cannot castle`},
		{"castling rook off its start square", "chess", "r3k2r/8/8/8/8/8/8/R3K1R1 w Kkq - 0 1",
			`refgen: FEN castling field "Kkq": 'K': its partner on g1 is not where the start position has it, so it cannot castle`},
		// K names the outermost piece on the king's side, the bishop on h1
		{"chess960 position given to chess", "chess", "bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1",
			`refgen: FEN castling field "KQkq": 'K': its partner on h1 is not where the start position has it, so it cannot castle`},
		{"royal in hand", "crazyhouse", "4k3/8/8/8/8/8/8/4K3[Kk] w - - 0 1",
			"refgen: FEN holdings: a royal K in hand: royal pieces never go to hand in this variant"},
		{"four white kings", "chess", "4k3/8/8/8/8/8/8/KKKK4 w - - 0 1",
			"refgen: FEN board: 4 royal K of one side, the start position has 1 and no promotion makes one"},
		{"no side to move", "chess", "4k3/8/8/8/8/8/8/4K3", "refgen: FEN without a side to move: want w or b after the board"},
		{"side W", "chess", "4k3/8/8/8/8/8/8/4K3 W - - 0 1", `refgen: FEN side to move "W": want w or b`},
		{"count with a leading 0", "chess", "4k3/8/8/8/8/8/8/4K03 w - - 0 1", `refgen: FEN rank 1: bad empty-square count "03"`},
		{"promoted queen in chess", "chess", "4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1", `refgen: FEN rank 1: "Q~": the variant has no promoted piece Q~`},
		{"long castling field", "chess", "4k3/8/8/8/8/8/8/4K3 w " + strings.Repeat("?", 100000) + " - 0 1",
			`refgen: FEN castling field "` + strings.Repeat("?", 60) + `"… (100000 bytes): unexpected '?'`},
		{"chess start", "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", ""},
		{"promoted queen in crazyhouse", "crazyhouse", "4k3/8/8/8/8/8/8/3Q~K3[] w - - 0 1", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := builtin(t, tc.variant).LegalMoves(tc.fen)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("LegalMoves(%.60q) error (-want +got):\n%s", tc.fen, diff)
			}
		})
	}
}

// TestCorpusFENsRead (issue 23): refgen's FEN checks refuse no position
// of the golden corpus, in every variant refgen supports.
func TestCorpusFENsRead(t *testing.T) {
	n := 0
	for _, name := range golden.Variants() {
		f, err := golden.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		v, err := variants.Builtin(f.Variant)
		if err != nil || refgen.Unsupported(v) != nil {
			continue
		}
		g, err := refgen.New(v)
		if err != nil {
			continue
		}
		for _, p := range f.Positions {
			if _, err := g.LegalMoves(p.FEN); err != nil {
				t.Errorf("%s %s: %v", f.Variant, p.Name, err)
			}
			n++
		}
	}
	t.Logf("%d FENs", n)
}
