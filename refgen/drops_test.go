package refgen_test

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/testenv"
)

// TestDropRules checks, on positions worked out by hand, that each rule
// of drops and shogi-style promotion decides a move: the moves in must
// be legal, the moves out not.
func TestDropRules(t *testing.T) {
	tests := []struct {
		name, variant, fen string
		in, out            []string
	}{
		// Black's king a9 has no square: b8 and b9 are the gold's, and the
		// gold on b7 guards a8. P@a8 would mate; P@a9 could never move.
		{"no pawn-drop mate", "shogi", "k8/2G6/1G7/9/9/9/9/9/4K4[P] w - - 0 1",
			[]string{"P@a7", "P@b8", "P@i8"}, []string{"P@a8", "P@a9", "P@i9"}},
		{"nifu", "shogi", "4k4/9/9/9/9/9/4P4/9/4K4[P] w - - 0 1",
			[]string{"P@d5", "P@f8"}, []string{"P@e5", "P@e8", "P@d9"}},
		{"knight and lance never stuck", "shogi", "4k4/9/9/9/9/9/9/9/4K4[NL] w - - 0 1",
			[]string{"N@a7", "L@a8"}, []string{"N@a8", "N@a9", "L@a9"}},
		{"black drops from its side", "shogi", "4k4/9/9/9/9/9/9/9/4K4[nl] b - - 0 1",
			[]string{"N@a3", "L@a2"}, []string{"N@a2", "N@a1", "L@a1"}},
		{"forced on the last rank, optional before", "shogi", "4k4/P8/9/P8/9/9/9/9/4K4[] w - - 0 1",
			[]string{"a8a9+", "a6a7", "a6a7+"}, []string{"a8a9", "a6a7-"}},
		{"knight forced on the last two ranks", "shogi", "4k4/9/9/N8/9/9/9/9/4K4[] w - - 0 1",
			[]string{"a6b8+"}, []string{"a6b8"}},
		{"promotion leaving the zone", "shogi", "4k4/9/S8/9/9/9/9/9/4K4[] w - - 0 1",
			[]string{"a7b6", "a7b6+"}, []string{"a7b6s"}},
		{"no promotion outside the zone", "shogi", "4k4/9/9/S8/9/9/9/9/4K4[] w - - 0 1",
			[]string{"a6a7", "a6a7+", "a6b5"}, []string{"a6b5+"}},
		{"pawn drops on ranks 2-7", "crazyhouse", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1",
			[]string{"P@a2", "P@h7"}, []string{"P@a1", "P@h8"}},
		{"chessgi: first rank too", "chessgi", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1",
			[]string{"P@a1", "P@h7"}, []string{"P@h8"}},
		{"a drop blocks check", "crazyhouse", "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1",
			[]string{"N@b1", "N@d1"}, []string{"N@a2", "N@e2"}},
		{"promotion prints without ~", "crazyhouse", "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1",
			[]string{"a7a8q", "a7a8n"}, []string{"a7a8", "a7a8p"}},
		{"kyoto: every move turns over", "kyotoshogi", "k4/5/5/5/P3K[] w - - 0 1",
			[]string{"a1a2+"}, []string{"a1a2"}},
		{"kyoto: and back", "kyotoshogi", "k4/5/5/5/+P3K[] w - - 0 1",
			[]string{"a1a4-", "a1d1-"}, []string{"a1a4", "a1a4+"}},
		{"kyoto: either side up", "kyotoshogi", "k4/5/5/5/4K[P] w - - 0 1",
			[]string{"P@a2", "+P@a2", "P@b5"}, []string{"K@a2", "P@a5"}},
		// Fairy-Stockfish's dragon: every drop on the first rank, where
		// pawns may not be dropped, so a pawn in hand never is.
		{"dragon: first rank only, a pawn never", "dragon", "4k3/8/8/8/8/8/8/4K3[PD] w - - 0 1",
			[]string{"D@a1", "D@h1"}, []string{"D@a2", "P@a1", "P@a2", "P@h7"}},
		{"a piece in hand of the other side is not dropped", "shogi", "4k4/9/9/9/9/9/9/9/4K4[p] w - - 0 1",
			nil, []string{"P@a5", "p@a5"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			moves := legal(t, builtin(t, tc.variant), tc.fen)
			for _, m := range tc.in {
				if !slices.Contains(moves, m) {
					t.Errorf("%s: %s is not legal; the moves: %v", tc.fen, m, moves)
				}
			}
			for _, m := range tc.out {
				if slices.Contains(moves, m) {
					t.Errorf("%s: %s is legal", tc.fen, m)
				}
			}
		})
	}
}

// TestDropPlay checks the position after a move: captures go to hand
// demoted and of the capturer's colour, drops leave the hand.
func TestDropPlay(t *testing.T) {
	tests := []struct {
		name, variant, fen, move, want string
	}{
		{"a captured dragon is a rook in hand", "shogi",
			"4k4/9/9/9/9/9/9/4+r4/4K4[] w - - 0 1", "e1e2",
			"4k4/9/9/9/9/9/9/4K4/9[R] b - - 0 1"},
		{"a captured promoted queen is a pawn", "crazyhouse",
			"4k3/8/8/8/8/8/8/3q~K3[] w - - 0 1", "e1d1",
			"4k3/8/8/8/8/8/8/3K4[P] b - - 0 1"},
		{"promotion to Q~", "crazyhouse",
			"4k3/P7/8/8/8/8/8/4K3[] w - - 0 1", "a7a8q",
			"Q~3k3/8/8/8/8/8/8/4K3[] b - - 0 1"},
		// and resets the half-move clock, as Fairy-Stockfish's do_move
		{"a drop leaves the hand", "crazyhouse",
			"4k3/8/8/8/8/8/8/4K3[Nn] w - - 3 1", "N@c3",
			"4k3/8/8/8/8/2N5/8/4K3[n] b - - 0 1"},
		{"holdings strongest first", "crazyhouse",
			"4k3/8/8/8/8/8/3ppp2/4K3[] w - - 0 1", "e1d2",
			"4k3/8/8/8/8/8/3Kpp2/8[P] b - - 0 1"},
		{"loop: a promoted piece stays what it is", "loop",
			"4k3/8/8/8/8/8/8/3qK3[] w - - 0 1", "e1d1",
			"4k3/8/8/8/8/8/8/3K4[Q] b - - 0 1"},
		{"no hand without captures-to-hand", "pocketknight",
			"4k3/8/8/8/8/8/8/3qK3[n] w - - 0 1", "e1d1",
			"4k3/8/8/8/8/8/8/3K4[n] b - - 0 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := builtin(t, tc.variant).Play(tc.fen, tc.move)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("%s after %s (-want +got):\n%s", tc.fen, tc.move, diff)
			}
		})
	}
}

// TestPerftPublishedDrops checks refgen against the published perft counts
// of the drop variants' golden corpora (Fairy-Stockfish and the other
// engines each count names), up to a node budget: refgen, written from
// the schema's text alone, is right where it agrees with them.
func TestPerftPublishedDrops(t *testing.T) {
	budget := uint64(20000)
	if !testenv.Full() {
		budget = 1000
	}
	for _, name := range []string{"shogi", "minishogi", "crazyhouse", "kyotoshogi", "torishogi", "euroshogi", "yarishogi", "loop", "chessgi", "pocketknight"} {
		t.Run(name, func(t *testing.T) {
			n := checkPublished(t, name, budget)
			t.Logf("%s: %d published counts of at most %d nodes", name, n, budget)
		})
	}
}
