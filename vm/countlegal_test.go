package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// TestCountLegalAgrees: along random games of every built-in variant,
// CountLegal (which counts some moves without writing them) gives the
// length of AppendLegal's list (each shortcut switched off alone:
// TestShortcutsAlone).
func TestCountLegalAgrees(t *testing.T) {
	games, plies := 2, 60
	if !testenv.Full() {
		games = 1
	}
	var buf []vm.Move
	tested := 0
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			continue // not compiled: no moves to count
		}
		for g := 0; g < games; g++ {
			pos, err := vm.NewPosition(prog, "")
			if err != nil {
				break // the VM refuses it
			}
			tested++
			rng := rand.New(rand.NewPCG(uint64(g), 17))
			for ply := 0; ply < plies; ply++ {
				ms := pos.LegalMoves()
				var n int
				n, buf = pos.CountLegal(buf)
				if n != len(ms) {
					t.Fatalf("%s game %d: %s: CountLegal %d, AppendLegal %d moves", name, g, pos.FEN(), n, len(ms))
				}
				if len(ms) == 0 {
					break
				}
				pos.Make(ms[rng.IntN(len(ms))])
			}
		}
	}
	if tested < 100 {
		t.Errorf("only %d games played; the built-ins do not load", tested)
	}
}

// TestCountLegalPromotions: CountLegal counts a pawn's promotions one per
// choice (Q, R, B, N) where its moves reach the last rank, and plain
// moves where they cannot (markZoneFar). Counts worked out by hand.
func TestCountLegalPromotions(t *testing.T) {
	tests := []struct {
		name, fen string
		want      int
	}{
		// a7a8=QRBN 4; Ke1: d1 d2 e2 f2 f1 5
		{"pawn on the 7th", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", 9},
		// a6a7 1; Ke1 5
		{"pawn on the 6th", "4k3/8/P7/8/8/8/8/4K3 w - - 0 1", 6},
		// b7b8 and b7xa8, b7xc8, each 4 ways: 12; Ke1 5
		{"pawn on the 7th with captures", "r1n1k3/1P6/8/8/8/8/8/4K3 w - - 0 1", 17},
	}
	prog := builtin(t, "chess")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n, _ := position(t, prog, tc.fen).CountLegal(nil)
			if n != tc.want {
				t.Errorf("%s: CountLegal %d, want %d", tc.fen, n, tc.want)
			}
		})
	}
}

// TestCountLegalLameEdge: CountLegal counts the Xiangqi horse (mafsW, a
// chain of legs whose whole step is longer than the guard band) without
// generating it, testing the square it passes first. Worked out by hand:
// White's general on e1 may go to f1 and e2 (d1 faces Black's on d10);
// the horse on a1, blocked on a2 by the soldier, goes b1 to c2 only; the
// horse on i1 goes to h3 and g2 (its other paths leave the board); the
// soldier goes to a3: 6 moves.
func TestCountLegalLameEdge(t *testing.T) {
	pos := position(t, builtin(t, "xiangqi"), "3k5/9/9/9/9/9/9/9/P8/N3K3N w - - 0 1")
	want := []string{"a1c2", "a2a3", "e1e2", "e1f1", "i1g2", "i1h3"}
	if diff := cmp.Diff(want, moveStrings(pos)); diff != "" {
		t.Errorf("legal moves (-want +got):\n%s", diff)
	}
	if n, _ := pos.CountLegal(nil); n != len(want) {
		t.Errorf("CountLegal %d, want %d", n, len(want))
	}
}

// TestCountLegalRegionIdle: CountLegal counts a Janggi chariot off the
// palace lines (zoneIdle: its region moves start only there) without
// generating it, and lists one on them, in a node with the pass. Worked
// out by hand: the general on d1 goes to d2, e1 and e2; the chariot on a1
// to a2-a10 and b1-c1 (11); the chariot on d3 to d4-d10, d2, a3-c3,
// e3-i3 and, along the palace diagonal, e2 and f1 (18); and White may
// pass: 33 moves.
func TestCountLegalRegionIdle(t *testing.T) {
	pos := position(t, builtin(t, "janggi"), "5k3/9/9/9/9/9/9/3R5/9/R2K5 w - - 0 1")
	if got := len(pos.LegalMoves()); got != 33 {
		t.Errorf("%d legal moves, want 33: %v", got, moveStrings(pos))
	}
	if n, _ := pos.CountLegal(nil); n != 33 {
		t.Errorf("CountLegal %d, want 33", n)
	}
}

// TestCountLegalConfined: CountLegal counts the Xiangqi advisor and
// elephant (countConfined) without generating them, keeping the moves
// that end in their confinement. Worked out by hand: the general on e1
// goes to e2 and f1; the advisor on d1 to e2 (c2 is outside the palace);
// the elephant on c5 to a3 and e3 (a7 and e7 are across the river): 5.
func TestCountLegalConfined(t *testing.T) {
	pos := position(t, builtin(t, "xiangqi"), "3k5/9/9/9/9/2B6/9/9/9/3AK4 w - - 0 1")
	want := []string{"c5a3", "c5e3", "d1e2", "e1e2", "e1f1"}
	if diff := cmp.Diff(want, moveStrings(pos)); diff != "" {
		t.Errorf("legal moves (-want +got):\n%s", diff)
	}
	if n, _ := pos.CountLegal(nil); n != len(want) {
		t.Errorf("CountLegal %d, want %d", n, len(want))
	}
}

// TestCountLegalCannon: CountLegal counts the Janggi cannon (countHops),
// which may neither hop over nor capture a cannon, without generating
// it. Worked out by hand: the general on e2 has its 8 palace moves; the
// cannon on a1 hops the soldier on a4 to a5-a7 (not onto the cannon on
// a8); the cannon on i1 has no screen it may use (cannons on i3 and a1);
// the soldier goes to a5 and b4; and White may pass: 14 moves.
func TestCountLegalCannon(t *testing.T) {
	pos := position(t, builtin(t, "janggi"), "3k5/9/c8/9/9/9/P8/8c/4K4/C7C w - - 0 1")
	if got := len(pos.LegalMoves()); got != 14 {
		t.Errorf("%d legal moves, want 14: %v", got, moveStrings(pos))
	}
	if n, _ := pos.CountLegal(nil); n != 14 {
		t.Errorf("CountLegal %d, want 14", n)
	}
}

// TestCountLegalSwar: pawns counted several at a time (swar.go) with an
// e.p. capture open to two of them, a pinned pawn among free ones, and a
// scan chunk that holds pawns both near and far from the promotion zone
// (Capablanca's ten files: i6 j6 share a chunk with a7 b7). Counts worked
// out by hand; each is also AppendLegal's count.
func TestCountLegalSwar(t *testing.T) {
	tests := []struct {
		name, variant, fen string
		want               int
	}{
		// c5c6 c5xd6 e5e6 e5xd6; Ke1: d1 d2 e2 f2 f1
		{"e.p. by two pawns", "chess", "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1", 9},
		// d2 pinned by Bc3 takes it only; e2e3 e2e4 f2f3 f2f4; Ke1: d1 f1
		{"pinned pawn", "chess", "4k3/8/8/8/8/2b5/3PPP2/4K3 w - - 0 1", 7},
		// the same for Black: d7 pinned by Bc6; e7e6 e7e5 f7f6 f7f5; Ke8: d8 f8
		{"pinned pawn, Black", "chess", "4k3/3ppp2/2B5/8/8/8/8/4K3 b - - 0 1", 7},
		// a7a8 and b7b8, 6 choices each (Q R B N A C): 12; i6i7 j6j7;
		// Kf1: e1 g1 e2 f2 g2
		{"near and far in one chunk", "capablanca", "5k4/PP8/8PP/10/10/10/10/5K4 w - - 0 1", 19},
		// a2..h2 one and two steps each: 16; Ke1: d1 f1
		{"a full rank", "chess", "4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1", 18},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, builtin(t, tc.variant), tc.fen)
			n, _ := pos.CountLegal(nil)
			if n != tc.want || len(pos.LegalMoves()) != tc.want {
				t.Errorf("%s: CountLegal %d, AppendLegal %d, want %d", tc.fen, n, len(pos.LegalMoves()), tc.want)
			}
		})
	}
}

// TestDedupeOnlyWhereRaysMeet: a type deduplicates its moves only where
// two of its rays reach one square. Capablanca's 10 files make a 13-byte
// mailbox row, where 7 steps north-west and 6 north-east have one offset
// (84) but end on different squares: its bishop, queen and archbishop
// must not be deduplicated (they took the slow generator). A W leap and
// an R slide both reach the next square, so WR must be.
func TestDedupeOnlyWhereRaysMeet(t *testing.T) {
	capa := position(t, builtin(t, "capablanca"), "")
	wr := position(t, betza(t, 10, 8, "10/10/10/10/10/10/10/M9 w - - 0 1", vmtest.BetzaPiece{Letter: "M", Betza: "WR"}), "")
	tests := []struct {
		name   string
		pos    *vm.Position
		letter string
		want   bool
	}{
		{"capablanca bishop", capa, "B", false},
		{"capablanca queen", capa, "Q", false},
		{"capablanca archbishop", capa, "A", false},
		{"capablanca knight", capa, "N", false},
		{"WR", wr, "M", true},
	}
	for _, tc := range tests {
		if got := vm.Dedupes(tc.pos, tc.letter); got != tc.want {
			t.Errorf("%s: dedupe %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestCountLegalEvasions: CountLegal in check (evasions.go) counts the
// moves that take or block a lone checker, only royal moves in double
// check, and pawn moves (special legs) through the legality test. Counts
// worked out by hand; each is also AppendLegal's count.
func TestCountLegalEvasions(t *testing.T) {
	tests := []struct {
		name, fen string
		want      int
	}{
		// Ra1+: Ke1-e2, f2, d2 (d1, f1 on the rook's rank); Nb3xa1, Nb3-c1
		{"rook check", "4k3/8/8/8/8/1N6/8/r3K3 w - - 0 1", 5},
		// Ra1+ and Nf3+: Ke1-e2, f2 only (d2 is the knight's)
		{"double check", "4k3/8/8/8/8/1N3n2/8/r3K3 w - - 0 1", 2},
		// Rb8+: a7xb8=Q, R, B, N; Kb1-a1, a2, c1, c2
		{"capture promoting", "1r2k3/P7/8/8/8/8/8/1K6 w - - 0 1", 8},
		// Bb4+: c2-c3 blocks; Ke1-d1, e2, f2, f1
		{"pawn block", "4k3/8/8/8/1b6/8/2P5/4K3 w - - 0 1", 5},
	}
	prog := builtin(t, "chess")
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			pos := position(t, prog, tc.fen)
			n, _ := pos.CountLegal(nil)
			if n != tc.want || len(pos.LegalMoves()) != tc.want {
				t.Errorf("%s: CountLegal %d, AppendLegal %d, want %d", tc.fen, n, len(pos.LegalMoves()), tc.want)
			}
		})
	}
}

// TestCountLegalLameInChunk: two lame leapers (nN, the Xiangqi horse as
// Fairy-Stockfish writes it) in one scan chunk are counted one by one, not
// as pawns several at a time (swar.go counts only quick captures and
// pushes; a lame leap moves and captures and needs its first square
// empty). Worked out by hand: the horse on b1 goes to a3 and c3 (through
// b2; d2 is blocked at c1 by the king); the horse on g1 to e2 (through
// f1), f3 and h3 (through g2); the king on c1 to b2, c2, d2 and d1: 9.
func TestCountLegalLameInChunk(t *testing.T) {
	pos := position(t, betza(t, 8, 8, "k7/8/8/8/8/8/8/1HK3H1 w - - 0 1",
		vmtest.BetzaPiece{Letter: "K", Betza: "K", Royal: true}, vmtest.BetzaPiece{Letter: "H", Betza: "nN"}), "")
	if got := len(pos.LegalMoves()); got != 9 {
		t.Errorf("%d legal moves, want 9: %v", got, moveStrings(pos))
	}
	if n, _ := pos.CountLegal(nil); n != 9 {
		t.Errorf("CountLegal %d, want 9", n)
	}
}
