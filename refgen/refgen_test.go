package refgen_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

func builtin(t *testing.T, name string) *refgen.Generator {
	t.Helper()
	v, err := variants.Builtin(name)
	if err != nil {
		t.Fatalf("variants.Builtin(%q): %v", name, err)
	}
	g, err := refgen.New(v)
	if err != nil {
		t.Fatalf("refgen.New(%s): %v", name, err)
	}
	return g
}

// custom is a variant with the given pieces (letter, Betza) and no royal
// piece, so that every pseudo-legal move is legal.
func custom(t *testing.T, files, ranks int, pieces ...string) *refgen.Generator {
	t.Helper()
	v := &variants.Variant{Name: "test", Files: files, Ranks: ranks}
	for i := 0; i+1 < len(pieces); i += 2 {
		v.Pieces = append(v.Pieces, variants.Piece{Letter: pieces[i], Betza: pieces[i+1]})
	}
	g, err := refgen.New(v)
	if err != nil {
		t.Fatalf("refgen.New: %v", err)
	}
	return g
}

func legal(t *testing.T, g *refgen.Generator, fen string) []string {
	t.Helper()
	moves, err := g.LegalMoves(fen)
	if err != nil {
		t.Fatalf("LegalMoves(%q): %v", fen, err)
	}
	return moves
}

// from keeps the moves that start on square sq.
func from(moves []string, sq string) []string {
	var out []string
	for _, m := range moves {
		if strings.HasPrefix(m, sq) && (len(m) == len(sq) || m[len(sq)] >= 'a') {
			out = append(out, m)
		}
	}
	return out
}

func split(s string) []string { return strings.Fields(s) }

func TestVariantPositions(t *testing.T) {
	tests := []struct {
		name, variant, fen string
		square             string // if set, only the moves from this square are compared
		want               string
	}{
		{"chess start", "chess",
			"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "", "a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g1f3 g1h3 g2g3 g2g4 h2h3 h2h4"},
		{"chess start, black", "chess",
			"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "", "a7a5 a7a6 b7b5 b7b6 b8a6 b8c6 c7c5 c7c6 d7d5 d7d6 e7e5 e7e6 f7f5 f7f6 g7g5 g7g6 g8f6 g8h6 h7h5 h7h6"},
		{"capablanca start: archbishop and chancellor", "capablanca",
			"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", "", "a2a3 a2a4 b1a3 b1c3 b2b3 b2b4 c1b3 c1d3 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h1g3 h1i3 h2h3 h2h4 i1h3 i1j3 i2i3 i2i4 j2j3 j2j4"},
		{"castling both ways", "chess",
			"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1", "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1"},
		{"no castling rights", "chess",
			"r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", "e1", "e1d1 e1d2 e1e2 e1f1 e1f2"},
		{"castling through an attacked square", "chess",
			"4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "e1c1 e1d1 e1d2 e1e2"},
		{"castling queen side with b1 attacked is legal", "chess",
			"1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1"},
		{"castling out of check", "chess",
			"4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "e1", "e1d1 e1e2 e1f1"},
		{"castling into check", "chess",
			"4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2"},
		{"castling blocked", "chess",
			"4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1", "e1", "e1d1 e1d2 e1e2 e1f1 e1f2"},
		{"capablanca castling: the king moves 3", "capablanca",
			"r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1", "f1", "f1c1 f1e1 f1e2 f1f2 f1g1 f1g2 f1i1"},
		{"hookchess castling with hook movers", "hookchess",
			"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1"},
		// Black's hook movers come down the a- and h-files and turn
		// along rank 1 or 2 as soon as White's leave those files: the
		// white king cannot move, and nor can White castle.
		{"hook movers guard the corners", "hookchess",
			"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "", "a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1b1 a1c1 a1d1 h1f1 h1g1 h1h2 h1h3 h1h4 h1h5 h1h6 h1h7 h1h8"},
		{"e.p. capture", "chess",
			"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "", "e1d1 e1d2 e1e2 e1f1 e1f2 e5d6 e5e6"},
		{"no e.p. without the e.p. square", "chess",
			"4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "", "e1d1 e1d2 e1e2 e1f1 e1f2 e5e6"},
		{"e.p. capture that exposes the king", "chess",
			"8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", "", "a5a4 a5a6 a5b4 a5b5 a5b6 e5e6"},
		{"black e.p. capture", "chess",
			"4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", "e4", "e4d3 e4e3"},
		{"promotion with and without capture", "chess",
			"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7", "a7a8b a7a8n a7a8q a7a8r a7b8b a7b8n a7b8q a7b8r"},
		{"black promotion", "chess",
			"4k3/8/8/8/8/8/p7/4K3 b - - 0 1", "a2", "a2a1b a2a1n a2a1q a2a1r"},
		{"capablanca promotion choices", "capablanca",
			"5k4/P9/10/10/10/10/10/5K4 w - - 0 1", "a7", "a7a8a a7a8b a7a8c a7a8n a7a8q a7a8r"},
		{"pinned knight", "chess",
			"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "e2", ""},
		{"double step blocked", "chess",
			"4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1", "e2", "e2e3"},
		{"double step jumping a piece is lame", "chess",
			"4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2", ""},
		{"pawn off its start square has no double step", "chess",
			"4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3", "e3e4"},
		// The hook mover on d8 checks around the corner d1, and
		// covers d1 d2 (d-file), e2 f2 (via d2) and f1 (via d1, once
		// the king has left e1): mate by one piece.
		{"mate by a hook mover around a corner", "hookchess",
			"3rk3/8/8/8/8/8/8/4K3 w - - 0 1", "", ""},
		{"a blocked hook mover", "hookchess",
			"3rk3/8/8/8/8/8/3P4/4K3 w - - 0 1", "", "d2d3 d2d4 e1d1 e1e2 e1f1 e1f2"},
		// By hand (issue 10): the man on b4 could take on c5 only by
		// landing on d6, which is occupied: c5 is not attacked.
		{"a locust capture that cannot land", "locust",
			"8/8/2kp4/8/1P6/8/8/7K b - - 0 1", "", "c6b5 c6b6 c6b7 c6c5 c6c7 c6d5 c6d7 d6c5 d6e5"},
		// By hand: the same man with d6 empty lands there, so c5 is
		// attacked and the king may not go there.
		{"a locust capture that lands", "locust",
			"8/8/2k5/8/1P6/8/8/7K b - - 0 1", "", "c6b5 c6b6 c6b7 c6c7 c6d5 c6d6 c6d7"},
	}
	gens := map[string]*refgen.Generator{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := gens[tt.variant]
			if g == nil {
				g = builtin(t, tt.variant)
				gens[tt.variant] = g
			}
			got := legal(t, g, tt.fen)
			if tt.square != "" {
				got = from(got, tt.square)
			}
			if diff := cmp.Diff(split(tt.want), got, cmpEmpty); diff != "" {
				t.Errorf("%s: moves differ (-want +got):\n%s", tt.fen, diff)
			}
		})
	}
}

// cmpEmpty treats nil and empty slices alike.
var cmpEmpty = cmp.FilterValues(func(a, b []string) bool { return len(a) == 0 && len(b) == 0 }, cmp.Ignore())

// TestPieces checks single pieces on otherwise empty boards (or with the
// pieces the FEN shows), in variants without royal pieces.
func TestPieces(t *testing.T) {
	tests := []struct {
		name, betza, fen string
		square, want     string
	}{
		{"knight in the middle", "N", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4b3 d4b5 d4c2 d4c6 d4e2 d4e6 d4f3 d4f5"},
		{"knight in the corner", "N", "8/8/8/8/8/8/8/X7 w - - 0 1", "", "a1b3 a1c2"},
		{"black knight", "N", "8/8/8/8/8/8/8/x7 b - - 0 1", "", "a1b3 a1c2"},
		{"wazir", "W", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c4 d4d3 d4d5 d4e4"},
		{"ferz", "F", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c3 d4c5 d4e3 d4e5"},
		{"dabbaba", "D", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4b4 d4d2 d4d6 d4f4"},
		{"alfil", "A", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4b2 d4b6 d4f2 d4f6"},
		{"king", "K", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c3 d4c4 d4c5 d4d3 d4d5 d4e3 d4e4 d4e5"},
		{"rook blocked by a friend, captures an enemy", "R", "8/8/8/3x4/1X1X4/8/8/8 w - - 0 1", "d4", "d4c4 d4d1 d4d2 d4d3 d4d5 d4e4 d4f4 d4g4 d4h4"},
		{"bishop", "B", "8/8/8/8/8/8/8/X7 w - - 0 1", "", "a1b2 a1c3 a1d4 a1e5 a1f6 a1g7 a1h8"},
		{"queen range 2", "Q2", "8/8/8/8/8/8/8/X7 w - - 0 1", "", "a1a2 a1a3 a1b1 a1b2 a1c1 a1c3"},
		{"nightrider", "NN", "8/8/8/8/8/8/8/X7 w - - 0 1", "", "a1b3 a1c2 a1c5 a1d7 a1e3 a1g4"},
		{"fW", "fW", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4d5"},
		{"black fW goes down", "fW", "8/8/8/8/3x4/8/8/8 b - - 0 1", "", "d4d3"},
		{"fsW", "fsW", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c4 d4d5 d4e4"},
		{"fF", "fF", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c5 d4e5"},
		{"frF", "frF", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4e5"},
		{"vF is all four", "vF", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c3 d4c5 d4e3 d4e5"},
		{"fN", "fN", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c6 d4e6"},
		{"frN", "frN", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4f5"},
		{"rfN", "rfN", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4e6"},
		{"lfN", "lfN", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c6"},
		{"fsN", "fsN", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4b5 d4f5"},
		{"fhN", "fhN", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4b5 d4c6 d4e6 d4f5"},
		{"hrN", "hrN", "8/8/8/8/4X3/8/8/8 w - - 0 1", "", "e4c5 e4d2 e4f6 e4g3"},
		{"ffrrN", "ffrrN", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c6 d4e6 d4f3 d4f5"},
		{"fK", "fK", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4d5"},
		{"fsK", "fsK", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c5 d4e5"},
		{"fhK", "fhK", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c5 d4d5 d4e5"},
		{"move-only, capture-only", "mWcF", "8/8/8/8/3X4/2x1x3/8/8 w - - 0 1", "d4", "d4c3 d4c4 d4d3 d4d5 d4e3 d4e4"},
		{"NX is (1,5)", "NX", "8/8/8/8/8/8/8/X7 w - - 0 1", "", "a1b6 a1f2"},
		{"initial move of a virgin piece", "iN", "8/8/8/8/8/8/8/X7 w - - 0 1", "", ""},
		{"xiangqi horse, lame", "mafsW", "8/8/8/8/3X4/3X4/8/8 w - - 0 1", "d4", "d4b3 d4b5 d4c6 d4e6 d4f3 d4f5"},
		{"nD is lame", "nD", "8/8/8/8/3X4/3X4/8/8 w - - 0 1", "d4", "d4b4 d4d6 d4f4"},
		{"jD must jump", "jD", "8/8/8/8/3X4/3X4/8/8 w - - 0 1", "d4", "d4d2"},
		{"xiangqi cannon", "mRcpR", "3x4/8/8/3X4/8/8/3X4/8 w - - 0 1", "d2", "d2a2 d2b2 d2c2 d2d1 d2d3 d2d4 d2e2 d2f2 d2g2 d2h2 d2d8"},
		{"grasshopper", "gQ", "8/8/8/3x4/8/3X1X2/8/8 w - - 0 1", "d3", "d3d6 d3g3"},
		{"checker man: locust capture", "fmFfcafmF", "8/8/8/X7/1x1x4/2X5/8/8 w - - 0 1", "", "a5b6 c3d4,d4e5"},
		{"lion", "KNADcaKcabKmabK", "8/8/5x2/4x3/3XX3/8/8/8 w - - 0 1", "e4", "e4c2 e4c3 e4c4 e4c5 e4c6 e4d2 e4d3 e4d5 e4d6 e4e2 e4e3 e4e4 e4e5 e4e5,e5d5 e4e5,e5d6 e4e5,e5e4 e4e5,e5e6 e4e5,e5f4 e4e5,e5f5 e4e5,e5f6 e4e6 e4f2 e4f3 e4f4 e4f5 e4f6 e4g2 e4g3 e4g4 e4g5 e4g6"},
		{"locust capture on a rook line then sideways", "casR", "8/8/8/3x4/8/8/8/3X4 w - - 0 1", "", "d1d5,d5a5 d1d5,d5b5 d1d5,d5c5 d1d5,d5e5 d1d5,d5f5 d1d5,d5g5 d1d5,d5h5"},
		{"friendly capture", "dW", "8/8/8/8/3X4/3X4/8/8 w - - 0 1", "", "d3d4 d4d3"},
		// An R with a written range toggles to a W all the same (Betza's
		// page: "after stripping off any explicitly written range"): one
		// step behind b1. (This betza.js copy would toggle the 1 to
		// unlimited.)
		{"g toggles R1 to W", "gsR1", "8/8/8/8/8/8/8/XX6 w - - 0 1", "a1", "a1c1"},
		{"g toggles a range of 1 to unlimited", "gsD1", "8/8/8/8/8/8/8/X1X5 w - - 0 1", "a1", "a1e1 a1g1"},
		{"griffon", "FyafsF", "8/8/8/8/8/8/8/X7 w - - 0 1", "", "a1b2 a1b3 a1b4 a1b5 a1b6 a1b7 a1b8 a1c2 a1d2 a1e2 a1f2 a1g2 a1h2"},
		// Doubled letters do not combine (Betza's page: "ffrrN is a Knight
		// with the two forwardmost and rightmost moves"; its table 2 has ff,
		// rr as single K directions): ffrrK = f + r, fflK = f + l.
		{"ffrrK is f and r", "ffrrK", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4d5 d4e4"},
		{"fflK on h1", "fflK", "8/8/8/8/8/8/8/7X w - - 0 1", "", "h1g1 h1h2"},
		{"ffrrQ", "ffrrQ", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4d5 d4d6 d4d7 d4d8 d4e4 d4f4 d4g4 d4h4"},
		{"ffbbF", "ffbbF", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c3 d4c5 d4e3 d4e5"},
		{"doubled on a continuation leg", "ffmafflK", "8/8/8/8/3X4/8/8/8 w - - 0 1", "", "d4c5 d4d6"},
		// The g toggle turns W F K into R B Q and back whatever range was
		// written (Betza's page: "gafsR ... turns into fsW = fF ..., but
		// [gafsW0] changes into fsR = fB with unlimited range"). From a1
		// over a3: gafsW0 rides b4..f8, gafsR and gafsR4 stop on b4, gW0
		// lands anywhere beyond a3.
		{"gafsW0 rides a bishop line", "gafsW0", "8/8/8/8/8/X7/8/X7 w - - 0 1", "a1", "a1b4 a1c5 a1d6 a1e7 a1f8"},
		{"gafsR steps once", "gafsR", "8/8/8/8/8/X7/8/X7 w - - 0 1", "a1", "a1b4"},
		{"gafsR4 steps once", "gafsR4", "8/8/8/8/8/X7/8/X7 w - - 0 1", "a1", "a1b4"},
		{"gW0 rides on", "gW0", "8/8/8/8/8/X7/8/X7 w - - 0 1", "a1", "a1a4 a1a5 a1a6 a1a7 a1a8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := custom(t, 8, 8, "X", tt.betza)
			got := legal(t, g, tt.fen)
			if tt.square != "" {
				got = from(got, tt.square)
			}
			if diff := cmp.Diff(split(tt.want), got, cmpEmpty, sortStrings); diff != "" {
				t.Errorf("%s on %s: moves differ (-want +got):\n%s", tt.betza, tt.fen, diff)
			}
		})
	}
}

var sortStrings = cmp.Transformer("sort", func(in []string) []string {
	out := append([]string(nil), in...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
})

// TestHookMover6x6 is docs/xbetza.md §3: on an empty 6x6 board the hook mover
// RmasR on c3 reaches all 35 other squares (many by two paths: one move each).
func TestHookMover6x6(t *testing.T) {
	g := custom(t, 6, 6, "R", "RmasR")
	got := legal(t, g, "6/6/6/2R3/6/6 w - - 0 1")
	var want []string
	for r := '1'; r <= '6'; r++ {
		for f := 'a'; f <= 'f'; f++ {
			if sq := string(f) + string(r); sq != "c3" {
				want = append(want, "c3"+sq)
			}
		}
	}
	if diff := cmp.Diff(want, got, sortStrings); diff != "" {
		t.Errorf("hook mover on c3 (-want +got):\n%s", diff)
	}
}

// TestPerft checks refgen against published perft counts (chessprogramming.org
// "Perft Results" positions 1-6; Capablanca from Fairy-Stockfish's
// tests/perft.sh), at depths that keep the test fast.
func TestPerft(t *testing.T) {
	type count struct {
		fen   string
		depth int
		nodes uint64
	}
	tests := map[string][]count{
		"chess": {
			{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902},
			{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039},
			{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3, 2812},
			{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467},
			{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2, 1486},
			{"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 2, 2079},
		},
		"capablanca": {{"rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 2, 784}},
	}
	for variant, counts := range tests {
		g := builtin(t, variant)
		for _, c := range counts {
			n, err := g.Perft(c.fen, c.depth)
			if err != nil {
				t.Fatal(err)
			}
			if n != c.nodes {
				t.Errorf("perft(%s, %d) = %d, want %d", c.fen, c.depth, n, c.nodes)
			}
		}
	}
}

func TestPlay(t *testing.T) {
	g := builtin(t, "chess")
	tests := []struct {
		fen, move, want string
	}{
		// the e.p. square is written only when the side to move can take it
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			"e2e4", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"},
		{"rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
			"e2e4", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
			"g8f6", "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
			"e1g1", "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
			"e8c8", "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
			"a1a8", "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
			"e5d6", "4k3/8/3P4/8/8/8/8/4K3 b - - 0 1"},
		{"1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
			"a7b8n", "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1"},
	}
	for _, tt := range tests {
		got, err := g.Play(tt.fen, tt.move)
		if err != nil {
			t.Errorf("Play(%q, %q): %v", tt.fen, tt.move, err)
			continue
		}
		if got != tt.want {
			t.Errorf("Play(%q, %q) = %q, want %q", tt.fen, tt.move, got, tt.want)
		}
	}
	if _, err := g.Play("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e5"); err == nil {
		t.Error("Play accepted the illegal move e2e5")
	}
}

func TestFENErrors(t *testing.T) {
	g := builtin(t, "chess")
	for _, fen := range []string{
		"",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
		"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K?kq - 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
	} {
		if _, err := g.LegalMoves(fen); err == nil {
			t.Errorf("LegalMoves(%q) gave no error", fen)
		}
	}
}

func TestNewErrors(t *testing.T) {
	tests := []struct {
		name string
		v    *variants.Variant
	}{
		{"nil", nil},
		{"board too big", &variants.Variant{Files: 27, Ranks: 8}},
		{"bad Betza", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{{Letter: "X", Betza: "N!"}}}},
		{"unsupported atom", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{{Letter: "X", Betza: "U"}}}},
		{"one-square castling", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{{Letter: "K", Betza: "KisO1", Royal: true}}}},
		{"ambiguous letters fv", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{{Letter: "X", Betza: "fvK"}}}},
		{"ambiguous letters sl", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{{Letter: "X", Betza: "maslK"}}}},
		{"x on a hopper's last leg", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{{Letter: "X", Betza: "xpR"}}}},
		{"crooked hopper", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{{Letter: "X", Betza: "zpB"}}}},
		{"circular path with a", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{{Letter: "X", Betza: "qafW"}}}},
		{"o three times", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{{Letter: "X", Betza: "oooR"}}}},
		{"unknown promotion", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{
			{Letter: "P", Betza: "fW", Promote: &variants.Promote{Zone: 1, To: "Q"}}}}},
		{"duplicate letter", &variants.Variant{Files: 8, Ranks: 8, Pieces: []variants.Piece{
			{Letter: "X", Betza: "W"}, {Letter: "X", Betza: "F"}}}},
	}
	for _, tt := range tests {
		if _, err := refgen.New(tt.v); err == nil {
			t.Errorf("%s: New gave no error", tt.name)
		}
	}
}

func FuzzLegalMoves(f *testing.F) {
	v, err := variants.Builtin("hookchess")
	if err != nil {
		f.Fatal(err)
	}
	g, err := refgen.New(v)
	if err != nil {
		f.Fatal(err)
	}
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	f.Add("r3k2r/8/8/8/8/8/8/R3K2R w AHah d6 0 1")
	f.Add("8/8/8/8/8/8/8/8 b - - 99 1000")
	f.Fuzz(func(t *testing.T, fen string) {
		_, _ = g.LegalMoves(fen) // must not panic
	})
}

// TestRefusesUnimplementedRules: New refuses a rule not in
// ImplementedRules, naming it (duple check, which refgen does not model).
func TestRefusesUnimplementedRules(t *testing.T) {
	v, err := variants.Builtin("chess")
	if err != nil {
		t.Fatal(err)
	}
	v.DupleCheck = true
	if _, err := refgen.New(v); err == nil || !strings.Contains(err.Error(), "Variant.DupleCheck") {
		t.Errorf("New: %v, want an error naming Variant.DupleCheck", err)
	}
}

// TestRelay checks relay (x) against the move lists worked out by hand in
// vmtest.RelayCases (see refgen/doc.go for the rule).
func TestRelay(t *testing.T) {
	for _, tc := range vmtest.RelayCases {
		t.Run(tc.Name, func(t *testing.T) {
			g := custom(t, 8, 8, append(letterBetza(tc.Pieces), "X", "")...)
			tc.Check(t, legal(t, g, tc.FEN))
		})
	}
}

// letterBetza lists the pieces as letter, Betza pairs for custom.
func letterBetza(pieces []vmtest.BetzaPiece) []string {
	var out []string
	for _, p := range pieces {
		out = append(out, p.Letter, p.Betza)
	}
	return out
}

// TestRelayCheck is vm's TestRelayCheck and TestRelayInducedLegality: a
// king attacked only through a borrowed rook move, and a king made to
// jump like a knight by a knight-relay knight, not onto the a-file a rook
// holds.
func TestRelayCheck(t *testing.T) {
	v := &variants.Variant{Name: "relay", Files: 8, Ranks: 8}
	for _, p := range vmtest.RelayRoyals {
		v.Pieces = append(v.Pieces, variants.Piece{Letter: p.Letter, Betza: p.Betza, Royal: p.Royal})
	}
	g, err := refgen.New(v)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(split("a5a4 a5b4"), legal(t, g, "8/8/4r3/K3m3/8/8/8/7k w - - 0 1"), sortStrings); diff != "" {
		t.Errorf("king in check by relay (-want +got):\n%s", diff)
	}
	got := from(legal(t, g, "r6k/8/8/8/8/2K5/8/1N6 w - - 0 1"), "c3")
	want := split("c3b2 c3b3 c3b4 c3b5 c3c2 c3c4 c3d1 c3d2 c3d3 c3d4 c3d5 c3e2 c3e4")
	if diff := cmp.Diff(want, got, sortStrings); diff != "" {
		t.Errorf("induced king moves (-want +got):\n%s", diff)
	}
}
