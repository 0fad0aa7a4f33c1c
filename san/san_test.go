package san_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/san"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestRoundTrip plays random games of every built-in and, at each
// position, writes the SAN of every legal move, checks that they are all
// different and reads each back as its own move.
func TestRoundTrip(t *testing.T) {
	games, plies := testenv.Pick(1, 2), testenv.Pick(12, 24)
	for _, name := range variants.BuiltinNames() {
		t.Run(name, func(t *testing.T) {
			prog := vmtest.Program(t, name)
			rng := rand.New(rand.NewSource(int64(len(name))))
			for g := 0; g < games; g++ {
				pos, err := vm.NewPosition(prog, "")
				if err != nil {
					t.Skipf("start position: %v", err)
				}
				for ply := 0; ply < plies; ply++ {
					moves := pos.LegalMoves()
					if len(moves) == 0 {
						break
					}
					checkPosition(t, pos, moves)
					if t.Failed() {
						return
					}
					pos.Make(moves[rng.Intn(len(moves))])
				}
			}
		})
	}
}

func checkPosition(t *testing.T, pos *vm.Position, moves []vm.Move) {
	t.Helper()
	sans := san.List(pos)
	seen := map[string]string{}
	for i, s := range sans {
		uci := pos.MoveString(moves[i])
		if other, ok := seen[s]; ok {
			t.Errorf("%s: %s and %s are both written %q", pos.FEN(), other, uci, s)
			continue
		}
		seen[s] = uci
		if len(sans) > 100 && i%(len(sans)/50) != 0 {
			continue // reading is quadratic in the moves: a sample where there are hundreds (duck)
		}
		m, err := san.Read(pos, s)
		if err != nil {
			t.Errorf("%s: %s written %q does not read back: %v", pos.FEN(), uci, s, err)
			continue
		}
		if m != moves[i] {
			t.Errorf("%s: %s written %q reads back as %s", pos.FEN(), uci, s, pos.MoveString(m))
		}
	}
}

// TestChess checks SAN written by hand from the rules of FIDE's Laws,
// appendix C, in positions built for each rule.
func TestChess(t *testing.T) {
	prog := vmtest.Program(t, "chess")
	for _, tc := range []struct {
		fen, uci, want string
	}{
		{"", "e2e4", "e4"},
		{"", "g1f3", "Nf3"},
		{"rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4d5", "exd5"},
		{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", "exf6"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", "O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1", "O-O-O"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "a1a8", "Rxa8+"},
		{"7k/6pp/8/8/8/8/8/R3K3 w Q - 0 1", "a1a8", "Ra8#"},
		{"k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q", "e8=Q+"},
		{"k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8n", "e8=N"},
		{"k7/8/8/8/8/8/8/1N1NK3 w - - 0 1", "b1c3", "Nbc3"},
		{"k7/8/8/8/8/1N6/8/1N2K3 w - - 0 1", "b1d2", "N1d2"},
		{"1k6/8/8/8/4Q2Q/8/K7/7Q w - - 0 1", "h4e1", "Qh4e1"},
		{"1k6/8/8/8/4Q2Q/8/K7/7Q w - - 0 1", "e4e1", "Qee1"},
	} {
		pos, err := vm.NewPosition(prog, tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.ParseMove(tc.uci)
		if err != nil {
			t.Errorf("%s %s: %v", tc.fen, tc.uci, err)
			continue
		}
		if diff := cmp.Diff(tc.want, san.Move(pos, m)); diff != "" {
			t.Errorf("%s %s: (-want +got)\n%s", tc.fen, tc.uci, diff)
		}
	}
}

// TestMultiLeg checks the SAN extension for moves with several legs
// (package comment) on Chu Shogi's Lion (N in betzac's Chu Shogi).
func TestMultiLeg(t *testing.T) {
	prog := vmtest.Program(t, "chushogi")
	fen := "k11/12/12/12/12/12/12/5p6/4p7/4N7/12/11K w - - 0 1"
	pos, err := vm.NewPosition(prog, fen)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ uci, want string }{
		{"e3e4,e4f5", "Nxe4xf5"},
		{"e3e4,e4f4", "Nxe4-f4"},
		{"e3e4,e4e3", "Nxe4-e3"},
		{"e3e4", "Nxe4"},
		{"e3d4", "Nd4"},
	} {
		m, err := pos.ParseMove(tc.uci)
		if err != nil {
			t.Errorf("%s: %v", tc.uci, err)
			continue
		}
		got := san.Move(pos, m)
		if got != tc.want {
			t.Errorf("%s: SAN %q, want %q", tc.uci, got, tc.want)
		}
		if back, err := san.Read(pos, got); err != nil || back != m {
			t.Errorf("%s: %q reads back as %v, %v", tc.uci, got, pos.MoveString(back), err)
		}
	}
}

// FuzzRead: any text is read as a legal move or refused with an *Error,
// never a panic; a move read writes back as a SAN that reads as it.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O", "0-0-0", "exd5", "e8=Q+", "P@e4", "Nxe4xf5", "=+", "x", "+", "#", "", "!!", "Qh4e1", "O-O:e1g1"} {
		f.Add(s)
	}
	progs := vmtest.Programs{}
	f.Fuzz(func(t *testing.T, s string) {
		for _, name := range []string{"chess", "chushogi", "crazyhouse"} {
			pos, err := vm.NewPosition(progs.Get(t, name), "")
			if err != nil {
				t.Fatal(err)
			}
			m, err := san.Read(pos, s)
			if err != nil {
				if _, ok := err.(*san.Error); !ok {
					t.Fatalf("%s %q: error %T %v", name, s, err, err)
				}
				continue
			}
			if back, err := san.Read(pos, san.Move(pos, m)); err != nil || back != m {
				t.Fatalf("%s %q: read as %s, written %q, which reads as %v, %v", name, s, pos.MoveString(m), san.Move(pos, m), back, err)
			}
		}
	})
}

// TestShogiPlus: a trailing "+" is check, or a promotion where that is
// the only reading; where both moves fit, the text is ambiguous.
func TestShogiPlus(t *testing.T) {
	pos, err := vm.NewPosition(vmtest.Program(t, "shogi"), "")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"c4", "g6"} {
		m, err := san.Read(pos, s)
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(m)
	}
	_, err = san.Read(pos, "Bxh8+")
	want := `move "Bxh8+": ambiguous: it fits Bxh8, Bxh8=+; legal moves: `
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("Bxh8+: %v, want %s…", err, want)
	}
	for _, s := range []string{"Bxh8=+", "Bxh8"} {
		m, err := san.Read(pos, s)
		if err != nil || san.Move(pos, m) != s {
			t.Errorf("%s: read as %v, %v", s, m, err)
		}
	}
}

// TestPromotedMarker: a promotion to a type whose FEN letter carries the
// promoted mark (S-House's E~) is written with the plain letter, as FSF
// does (found by TestFFishSAN: betzac wrote hxg8=E~).
func TestPromotedMarker(t *testing.T) {
	pos, err := vm.NewPosition(vmtest.Program(t, "shouse"), "rn1qkbnr/1bppphpP/p4p2/4e1h1/e5P1/NPP2P2/PP1PPN1P/1RBQKB1R[] w KCDFkqbdfg - 0 14")
	if err != nil {
		t.Fatal(err)
	}
	m, err := pos.ParseMove("h7g8e")
	if err != nil {
		t.Fatal(err)
	}
	if got := san.Move(pos, m); got != "hxg8=E" {
		t.Errorf("h7g8e: %q, want hxg8=E", got)
	}
}
