package vm_test

import (
	"slices"
	"testing"

	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// blockers: X (white) and x (black) never move.
var blocker = vmtest.BetzaPiece{Letter: "X", Betza: ""}

func TestExoticMoves(t *testing.T) {
	tests := []struct {
		name, betza, fen string
		files, ranks     int
		want             []string // the full sorted list, if set
		has, hasNot      []string // moves that must / must not be there
		count            int      // number of moves, if > 0
	}{
		{
			// docs/xbetza.md §3: from c3 on an empty 6x6 board the hook mover reaches
			// all 35 squares, many by two paths: each once.
			name: "hook mover dedupe", betza: "RmasR", files: 6, ranks: 6,
			fen: "6/6/6/2M3/6/6 w - - 0 1", count: 35,
			has: []string{"c3c6,c6f6", "c3c1,c1a1", "c3c6", "c3c4,c4d4"},
		},
		{
			// a rook's first steps are the wazir's: each move once, the
			// rook's 5 on file c and 5 on rank 3
			name: "wazir and rook overlap", betza: "WR", files: 6, ranks: 6,
			fen: "6/6/6/2M3/6/6 w - - 0 1", count: 10,
		},
		{
			// the dragon on a 5x5 board: the rook's 4 + 4 and the ferz's
			// 4, though a ferz step and five rook steps share a mailbox
			// offset (stride 6)
			name: "dragon 5x5", betza: "RF", files: 5, ranks: 5,
			fen: "5/5/2M2/5/5 w - - 0 1", count: 12,
		},
		{
			// docs/xbetza.md §3: Lion e4, enemies e5 and f6, own piece on d4.
			name: "lion", betza: "KNADcaKcabKmabK", files: 8, ranks: 8,
			fen:    "8/8/5x2/4x3/3XM3/8/8/8 w - - 0 1",
			has:    []string{"e4e5,e5e4", "e4e5,e5f6", "e4e4", "e4e5", "e4f6", "e4e5,e5e6"},
			hasNot: []string{"e4d4", "e4e5,e5d4"},
		},
		{
			// docs/xbetza.md §3: a man on c3, enemies on d4 and b4, a friend on a5.
			name: "checker man", betza: "fmFfcafmF", files: 8, ranks: 8,
			fen:  "8/8/8/X7/1x1x4/2M5/8/8 w - - 0 1",
			want: []string{"c3d4,d4e5"},
		},
		{
			name: "cannon", betza: "mRcpR", files: 8, ranks: 8,
			fen:  "8/8/x7/8/8/X7/8/M7 w - - 0 1",
			want: []string{"a1a2", "a1a6", "a1b1", "a1c1", "a1d1", "a1e1", "a1f1", "a1g1", "a1h1"},
		},
		{
			name: "grasshopper", betza: "gQ", files: 8, ranks: 8,
			fen:  "8/8/3x4/8/3M1X2/8/8/8 w - - 0 1",
			want: []string{"d4d7", "d4g4"},
		},
		{
			// iso: the second leg is exactly as long as the first.
			name: "iso", betza: "mRaiR", files: 8, ranks: 8,
			fen:    "8/8/8/8/8/8/8/M7 w - - 0 1",
			has:    []string{"a1a3,a3c3", "a1a3,a3c5", "a1c1,c1e3", "a1a4,a4d4", "a1a2"},
			hasNot: []string{"a1d3", "a1c4"},
		},
		{
			name: "lame and jumping leaps", betza: "nDjA", files: 8, ranks: 8,
			fen:  "8/8/8/2X5/2xMx3/3x4/8/8 w - - 0 1",
			want: []string{"d4b6", "d4d6"},
		},
		{
			name: "friendly capture", betza: "dK", files: 8, ranks: 8,
			fen:  "8/8/8/3X4/3Mx3/8/8/8 w - - 0 1",
			want: []string{"d4d5"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := betza(t, tc.files, tc.ranks, tc.fen, vmtest.BetzaPiece{Letter: "M", Betza: tc.betza}, blocker)
			pos := position(t, p, "")
			got := wantMoves(t, pos, tc.has, tc.hasNot)
			if tc.want != nil {
				if diff := cmp.Diff(tc.want, got); diff != "" {
					t.Errorf("moves (-want +got):\n%s", diff)
				}
			}
			if tc.count > 0 && len(got) != tc.count {
				t.Errorf("%d moves, want %d: %v", len(got), tc.count, got)
			}
			if d := slices.Compact(slices.Clone(got)); len(d) != len(got) {
				t.Errorf("a move generated twice: %v", got)
			}
		})
	}
}

// TestLocustMake checks what locust, unload and igui moves do to the board.
func TestLocustMake(t *testing.T) {
	tests := []struct {
		name, betza, fen, move, after string
	}{
		{"igui",
			"KNADcaKcabKmabK", "8/8/5x2/4x3/3XM3/8/8/8 w - - 0 1", "e4e5,e5e4", "8/8/5x2/8/3XM3/8/8/8 b - - 0 1"},
		{"double capture",
			"KNADcaKcabKmabK", "8/8/5x2/4x3/3XM3/8/8/8 w - - 0 1", "e4e5,e5f6", "8/8/5M2/8/3X4/8/8/8 b - - 0 1"},
		{"pass",
			"KNADcaKcabKmabK", "8/8/5x2/4x3/3XM3/8/8/8 w - - 0 1", "e4e4", "8/8/5x2/4x3/3XM3/8/8/8 b - - 1 1"},
		{"checker",
			"fmFfcafmF", "8/8/8/X7/1x1x4/2M5/8/8 w - - 0 1", "c3d4,d4e5", "8/8/8/X3M3/1x6/8/8/8 b - - 0 1"},
		{"unload",
			"ucaF", "8/8/8/4x3/3M4/8/8/8 w - - 0 1", "d4e5,e5e6", "8/8/4M3/8/3x4/8/8/8 b - - 0 1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := betza(t, 8, 8, tc.fen, vmtest.BetzaPiece{Letter: "M", Betza: tc.betza}, blocker)
			pos := position(t, p, "")
			m, err := pos.ParseMove(tc.move)
			if err != nil {
				t.Fatalf("%v; moves: %v", err, moveStrings(pos))
			}
			h := pos.Hash()
			pos.Make(m)
			if got := pos.FEN(); got != tc.after {
				t.Errorf("after %s: %q, want %q", tc.move, got, tc.after)
			}
			if pos.Hash() != pos.HashFromScratch() {
				t.Error("hash after Make differs from the hash recomputed")
			}
			pos.Unmake(m)
			if got := pos.FEN(); got != tc.fen || pos.Hash() != h {
				t.Errorf("after Unmake: %q, want %q (hash %x, want %x)", got, tc.fen, pos.Hash(), h)
			}
		})
	}
}

func TestChessRules(t *testing.T) {
	chess := builtin(t, "chess")
	tests := []struct {
		name, fen   string
		has, hasNot []string
		count       int
	}{
		{"pawn ID example", "4k3/8/8/8/8/3b4/4P3/4K3 w - - 0 1", []string{"e2e3", "e2e4", "e2d3"}, nil, 0},
		{"e.p.", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", []string{"e5d6"}, nil, 31},
		{"e.p. pinned on the rank", "8/8/8/K2pP2q/8/8/8/7k w - d6 0 1", nil, []string{"e5d6"}, 0},
		{"castling both sides", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", []string{"e1g1", "e1c1"}, nil, 26},
		{"castling h-side only", "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1", []string{"e1g1"}, []string{"e1c1"}, 25},
		{"no castling through check", "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1", []string{"e1c1"}, []string{"e1g1"}, 0},
		{"no castling out of check", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", nil, nil, 0},
		{"queen-side b1 attacked is fine", "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", []string{"e1c1"}, nil, 0},
		{"promotion", "8/P6k/8/8/8/8/8/K7 w - - 0 1", []string{"a7a8q", "a7a8r", "a7a8b", "a7a8n"}, []string{"a7a8"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, chess, tc.fen)
			got := wantMoves(t, pos, tc.has, tc.hasNot)
			if tc.count > 0 && len(got) != tc.count {
				t.Errorf("%d moves, want %d: %v", len(got), tc.count, got)
			}
		})
	}
}

func TestChess960Castling(t *testing.T) {
	c960 := builtin(t, "chess960")
	tests := []struct {
		name, fen   string
		has, hasNot []string
	}{
		{"king takes rook", "r3k2r/8/8/8/8/8/8/1R2K1R1 w GB - 0 1", []string{"e1g1", "e1b1"}, nil},
		{"partner blocked", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", nil, []string{"g1h1", "g1f1"}},
		{"rook on the king's destination", "4k3/8/8/8/8/8/8/1RK3R1 w GB - 0 1", []string{"c1b1", "c1g1"}, nil},
		{"blocked by the rook's destination", "4k3/8/8/8/8/8/8/RN2K2R w HA - 0 1", []string{"e1h1"}, []string{"e1a1"}},
		{"rook shields a slider", "4k3/8/8/8/8/8/8/rRK5 w B - 0 1", nil, []string{"c1b1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, c960, tc.fen)
			wantMoves(t, pos, tc.has, tc.hasNot)
		})
	}
	// No O-atom castling moves in chess960 although the King is KisO2.
	pos := position(t, c960, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	if got := len(pos.LegalMoves()); got != 26 {
		t.Errorf("%d moves, want 26: %v", got, moveStrings(pos))
	}
}

// TestHandTables checks that the hand-built chess Program of vmtest and the
// compiled one have the same table.
func TestHandTables(t *testing.T) {
	if diff := cmp.Diff(vmtest.Chess().Table, builtin(t, "chess").Table); diff != "" {
		t.Errorf("vmtest.Chess table differs from the compiler's (-hand +compiled):\n%s", diff)
	}
}
