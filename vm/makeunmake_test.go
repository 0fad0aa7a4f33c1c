package vm_test

import (
	"math/rand/v2"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// exotic is a variant with every kind of move the interpreter knows, and
// kings, so that the slow legality paths run.
func exotic(t testing.TB) *legdefs.Program {
	return betza(t, 10, 10, "rlhcmkgjur/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RLHCMKGJUR w KQkq - 0 1",
		vmtest.BetzaPiece{Letter: "P", Betza: "ifmnDfmWfceF", Promote: &legdefs.Promotion{Zone: 2, To: []int{3, 4, 5, 6, 7, 8, 9}}}, // L H C M G J U
		vmtest.BetzaPiece{Letter: "K", Betza: "KisO3", Royal: true},
		vmtest.BetzaPiece{Letter: "R", Betza: "RmasR"},
		vmtest.BetzaPiece{Letter: "L", Betza: "KNADcaKcabKmabK"},
		vmtest.BetzaPiece{Letter: "H", Betza: "mafsW"},
		vmtest.BetzaPiece{Letter: "C", Betza: "mRcpR"},
		vmtest.BetzaPiece{Letter: "M", Betza: "fmFfcafmFdK"},
		vmtest.BetzaPiece{Letter: "G", Betza: "gQ"},
		vmtest.BetzaPiece{Letter: "J", Betza: "mRaiRjN"},
		vmtest.BetzaPiece{Letter: "U", Betza: "ucaFnD"},
	)
}

func TestMakeUnmakeRandomGames(t *testing.T) {
	progs := []struct {
		name string
		p    *legdefs.Program
		fens []string
	}{
		{"chess", builtin(t, "chess"), []string{"", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"}},
		{"chess960", builtin(t, "chess960"), []string{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"}},
		{"capablanca", builtin(t, "capablanca"), []string{""}},
		{"hookchess", builtin(t, "hookchess"), []string{""}},
		{"exotic", exotic(t), []string{""}},
	}
	games, plies := 6, 120
	if !testenv.Full() {
		games = 2
	}
	for _, pr := range progs {
		for fi, fen := range pr.fens {
			for g := 0; g < games; g++ {
				rng := rand.New(rand.NewPCG(uint64(g), uint64(fi)))
				pos := position(t, pr.p, fen)
				var played []vm.Move
				for ply := 0; ply < plies; ply++ {
					ms := pos.LegalMoves()
					if len(ms) == 0 {
						break
					}
					before, h := pos.FEN(), pos.Hash()
					for _, m := range ms {
						pos.Make(m)
						if pos.Hash() != pos.HashFromScratch() {
							t.Fatalf("%s: after %s in %q: incremental hash differs from scratch", pr.name, pos.MoveString(m), before)
						}
						pos.Unmake(m)
						if pos.FEN() != before || pos.Hash() != h {
							t.Fatalf("%s: Make/Unmake %s in %q gave %q", pr.name, pos.MoveString(m), before, pos.FEN())
						}
					}
					m := ms[rng.IntN(len(ms))]
					pos.Make(m)
					played = append(played, m)
				}
				for i := len(played) - 1; i >= 0; i-- {
					pos.Unmake(played[i])
				}
				start := position(t, pr.p, fen)
				if pos.FEN() != start.FEN() || pos.Hash() != start.Hash() {
					t.Fatalf("%s: after unmaking a whole game: %q, want %q", pr.name, pos.FEN(), start.FEN())
				}
			}
		}
	}
}

func TestCloneIndependent(t *testing.T) {
	pos := position(t, builtin(t, "chess"), "")
	q := pos.Clone()
	m, err := q.ParseMove("e2e4")
	if err != nil {
		t.Fatal(err)
	}
	q.Make(m)
	if pos.FEN() == q.FEN() {
		t.Error("Clone shares the board")
	}
	q.Unmake(m)
	if pos.FEN() != q.FEN() || pos.Hash() != q.Hash() {
		t.Error("Clone differs after unmake")
	}
}

// TestSmallPerft checks small perft counts with the vm alone. The slow
// cases run with the slow legality test and attack tests by move
// generation, which must give the same counts as the fast path.
func TestSmallPerft(t *testing.T) {
	tests := []struct {
		prog, fen string
		depth     int
		want      uint64
		slow      bool
	}{
		{"chess", "", 3, 8902, false},
		{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039, false},
		{"chess960", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -", 3, 12189, false},
		{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862, true},
		{"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238, true},
		{"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467, true},
		{"chess960", "2r5/8/8/8/8/8/6PP/k2KR3 w K -", 3, 3931, true},
	}
	for _, tc := range tests {
		pos := position(t, builtin(t, tc.prog), tc.fen)
		if tc.slow {
			defer vm.WithoutShortcuts(pos, vm.AllShortcuts)()
		}
		got := countBelow(pos, tc.depth)
		if got != tc.want {
			t.Errorf("%s %q depth %d (slow path %v): %d, want %d", tc.prog, tc.fen, tc.depth, tc.slow, got, tc.want)
		}
	}
}
