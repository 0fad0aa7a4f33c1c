package vm_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/google/go-cmp/cmp"
)

// chess960Hint ends the messages about a castling right that looks like
// Chess960's in a variant that castles as chess.
const chess960Hint = " (a Chess960 position? read it with a variant that has Chess960 castling, such as chess960)"

// TestFENIssue23 (issue 23): FENs that were read silently are refused,
// or read with a warning. Each message is worked out by hand: the column
// is the 1-based place of the fault in the FEN (or of its field's start),
// and the reason follows from the variant's start position and rules.
func TestFENIssue23(t *testing.T) {
	type result struct {
		Err      string
		Warnings []string
	}
	tests := []struct {
		name, variant, fen string
		want               result
	}{
		// KQkq starts at column 27; the king on d1, not e1, would castle
		// from there
		{"castling king off its start square", "chess", "r3k2r/8/8/8/8/8/8/R2K3R w KQkq", result{Err: `FEN column 27, castling field: "K": White's K on d1 is not on its start square e1, so it cannot castle` + chess960Hint + ` (in "r3k2r/8/8/8/8/8/8/R2K3R w KQkq")`}},
		// K finds the rook on g1 (h1 is empty): not where chess has a rook
		{"castling rook off its start square", "chess", "r3k2r/8/8/8/8/8/8/R3K1R1 w Kkq - 0 1", result{Err: `FEN column 28, castling field: "K": R on g1 is not on a square where the start position has it, so it cannot castle` + chess960Hint + ` (in "r3k2r/8/8/8/8/8/8/R3K1R1 w Kkq - 0 1")`}},
		{"chess960 king off its first rank", "chess960", "r3k2r/8/8/8/8/8/4K3/R6R w HA - 0 1", result{Err: `FEN column 27, castling field: "H": White's K on e2 is not on its first rank, so it cannot castle (in "r3k2r/8/8/8/8/8/4K3/R6R w HA - 0 1")`}},
		{"Shredder letters to chess", "chess", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", result{Warnings: []string{
			`castling right "H": a file letter (Shredder-FEN, X-FEN), but this variant castles as chess, not as Chess960: read as the right of the piece on file h` + chess960Hint,
			`castling right "A": a file letter (Shredder-FEN, X-FEN), but this variant castles as chess, not as Chess960: read as the right of the piece on file a` + chess960Hint,
			`castling right "h": a file letter (Shredder-FEN, X-FEN), but this variant castles as chess, not as Chess960: read as the right of the piece on file h` + chess960Hint,
			`castling right "a": a file letter (Shredder-FEN, X-FEN), but this variant castles as chess, not as Chess960: read as the right of the piece on file a` + chess960Hint,
		}}},
		{"chess start still reads", "chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", result{}},
		{"royal in hand", "crazyhouse", "4k3/8/8/8/8/8/8/4K3[Kk] w - - 0 1", result{Err: `FEN column 20, board field: holdings: K in hand: K is royal, and a royal piece never goes to hand in this variant (in "4k3/8/8/8/8/8/8/4K3[Kk] w - - 0 1")`}},
		{"promoted queen in crazyhouse", "crazyhouse", "4k3/8/8/8/8/8/8/3Q~K3[] w - - 0 1", result{}},
		// the lichess form starts at column 31, the FSF form at 27
		{"checks given beyond three", "3check", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +4+0", result{Err: `FEN column 31, checks field: "+4+0": a side gives at most 3 checks in this variant (the last one wins) (in "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +4+0")`}},
		{"checks needed beyond three", "3check", "4k3/8/8/8/8/8/8/4K3 w - - 4+0 0 1", result{Err: `FEN column 27, checks field: "4+0": a side needs at most 3 checks to win in this variant (in "4k3/8/8/8/8/8/8/4K3 w - - 4+0 0 1")`}},
		{"both sides done", "3check", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +3+3", result{Err: `FEN column 31, checks field: both sides have given all their checks, but the game ended when the first did (in "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +3+3")`}},
		{"White has won", "3check", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +3+0", result{}},
		// placed at the first king off e1, a1's, at column 17
		{"four white kings", "chess", "4k3/8/8/8/8/8/8/KKKK4 w - - 0 1", result{Err: `FEN column 17, board field: White has 4 K (royal), the start position 1, and no promotion makes one (in "4k3/8/8/8/8/8/8/KKKK4 w - - 0 1")`}},
		{"sixteen pawns", "chess", "4k3/8/8/8/PPPPPPPP/8/PPPPPPPP/4K3 w - - 0 1", result{Warnings: []string{"White has 16 P, the start position 8, and no promotion makes one: is the FEN right?"}}},
		// eight queens more than the start's one, and no pawn missing
		{"nine queens", "chess", "4k3/8/8/8/8/QQQQQQQQ/PPPPPPPP/3QK3 b - - 0 1", result{Warnings: []string{"White has 8 more promoted pieces than the start position, but only 0 pieces that promote are missing: is the FEN right?"}}},
		{"nine queens and no pawn", "chess", "4k3/8/8/8/8/QQQQQQQQ/8/3QK3 b - - 0 1", result{}},
		{"side W", "chess", "4k3/8/8/8/8/8/8/4K3 W - - 0 1", result{Err: `FEN column 21, side to move field: "W", expected w or b (lower case) (in "4k3/8/8/8/8/8/8/4K3 W - - 0 1")`}},
		// rank 1 starts at column 17
		{"count with a leading 0", "chess", "4k3/8/8/8/8/8/8/4K03 w - - 0 1", result{Err: `FEN column 19, board field: rank 1 ("4K03"): bad empty-square count "03": a count is 1 or more, without a leading 0 (in "4k3/8/8/8/8/8/8/4K03 w - - 0 1")`}},
		{"promoted queen in chess", "chess", "4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1", result{Err: `FEN column 18, board field: rank 1 ("3Q~K3"): "Q~": this variant has no promoted piece Q~ (its pieces: P N B R Q K) (in "4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1")`}},
		{"stray promotion mark", "chess", "4k3/8/8/8/8/8/8/~4K3 w - - 0 1", result{Err: `FEN column 17, board field: rank 1 ("~4K3"): '~' (a promoted piece) after no piece letter (in "4k3/8/8/8/8/8/8/~4K3 w - - 0 1")`}},
		// 60001 ranks: the message quotes the first 60 bytes only
		{"120 KB FEN", "chess", strings.Repeat("8/", 60000) + "8 w - - 0 1", result{Err: `FEN column 1, board field: 60001 ranks, expected 8 (in "` + strings.Repeat("8/", 30) + `"… (120011 bytes))`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got result
			pos, err := vm.NewPosition(builtin(t, tc.variant), tc.fen)
			if err != nil {
				got.Err = err.Error()
			} else {
				got.Warnings = pos.Warnings()
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("NewPosition(%s, %.60q) (-want +got):\n%s", tc.variant, tc.fen, diff)
			}
		})
	}
}
