package search

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

func position(t testing.TB, variant, fen string) *vm.Position {
	t.Helper()
	_, prog, err := compiler.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(prog, fen)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// TestMates: positions written by hand where one move mates; the
// expected move is argued in each row.
func TestMates(t *testing.T) {
	rows := []struct {
		name, fen string
		depth     int
		want      string
		mateIn    int
	}{{
		// Back-rank mate: Ra8 checks along the eighth rank; the king's
		// squares f8, h8 are on that rank and f7 g7 h7 hold its own
		// pawns; nothing can block or take the rook. No other move checks.
		name: "back rank", fen: "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", depth: 3, want: "a1a8", mateIn: 1,
	}, {
		// The same, Black to move: Ra1 is mate for the same reasons.
		name: "back rank black", fen: "r5k1/8/8/8/8/8/5PPP/6K1 b - - 0 1", depth: 3, want: "a8a1", mateIn: 1,
	}, {
		// Morphy's pattern: Qd8+ leaves Black only Bxd8 (the king's
		// e7 holds its bishop, g8 stays on the queen's rank, nothing
		// reaches e8 to block), then Re8 mates: e7 is on the rook's file,
		// g8 on its rank behind the king, and e8 is guarded by Bb5, while
		// the rook on h8 cannot pass the king. No move mates at once (the
		// queen's checks on d8, and Qxf7, can be answered).
		name: "queen sacrifice", fen: "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 0 1", depth: 4, want: "d5d8", mateIn: 2,
	}}
	for _, r := range rows {
		t.Run(r.name, func(t *testing.T) {
			pos := position(t, "chess", r.fen)
			e := New(pos, 1)
			var last Info
			m, ok := e.Search(Limits{Depth: r.depth}, func(i Info) { last = i })
			if !ok {
				t.Fatal("no move")
			}
			if got := pos.MoveString(m); got != r.want {
				t.Errorf("best move %s, want %s", got, r.want)
			}
			if n, mate := MateIn(last.Score); !mate || n != r.mateIn {
				t.Errorf("score %d: mate %v in %d, want mate in %d", last.Score, mate, n, r.mateIn)
			}
			if got := pos.FEN(); got != r.fen {
				t.Errorf("the search changed the position to %s", got)
			}
		})
	}
}

// TestTerminal: with no legal move the side to move has lost, drawn or
// won as its variant's rules value checkmate, stalemate and extinction.
func TestTerminal(t *testing.T) {
	rows := []struct {
		variant, fen string
		want         int
	}{
		{"chess", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", -Mate}, // Qg7 guarded by Kg6: mate
		{"chess", "7k/8/6QK/8/8/8/8/8 b - - 0 1", 0},       // g7 g8 h7 all covered by the queen: stalemate
		{"antichess", "8/8/8/8/8/8/8/k7 w - - 0 1", Mate},  // White has no pieces left: White wins
		// White's pawn is blocked and cannot take: giveaway's stalemate-value win
		{"antichess", "8/8/8/8/8/p7/P7/8 w - - 0 1", Mate},
		// the mate above, but the mated side wins (checkmate-value: win)
		{"misere", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", Mate},
		// Ra9 covers d9, e10 would face Red's general on the open e-file:
		// Black, not in check, cannot move and loses (stalemate-value: loss)
		{"xiangqi", "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1", -Mate},
	}
	for _, r := range rows {
		e := New(position(t, r.variant, r.fen), 1)
		if got := e.negamax(1, 0, -inf, inf, true); got != r.want {
			t.Errorf("%s %s: score %d, want %d", r.variant, r.fen, got, r.want)
		}
	}
}

// TestLegalEveryBuiltin: over random positions of every built-in variant
// (random games from the start), a depth-2 search returns a legal move
// and leaves the position unchanged.
func TestLegalEveryBuiltin(t *testing.T) {
	games := testenv.Pick(1, 4)
	for _, name := range variants.BuiltinNames() {
		_, prog, err := compiler.Load(name)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		rng := rand.New(rand.NewPCG(7, uint64(len(name))))
		for g := range games {
			pos, err := vm.NewPosition(prog, "")
			if err != nil {
				t.Fatal(err)
			}
			e := New(pos, 1)
			for ply := range 3 + 5*g {
				moves := pos.LegalMoves()
				if len(moves) == 0 {
					break
				}
				before := pos.FEN()
				m, ok := e.Search(Limits{Depth: 2, Nodes: 200000}, nil)
				if !ok || !slices.Contains(moves, m) {
					t.Fatalf("%s %s: search returned %v (ok %v), not a legal move", name, before, m, ok)
				}
				if pos.FEN() != before {
					t.Fatalf("%s: search left %s, was %s", name, pos.FEN(), before)
				}
				if ply%2 == 0 {
					m = moves[rng.IntN(len(moves))]
				}
				pos.Make(m)
			}
		}
	}
}

func TestTable(t *testing.T) {
	tt := newTable(1)
	m := vm.Move{From: 30, To: 40, Promo: 2}
	tt.store(12345, 5, 77, boundLower, m)
	got, ok := tt.probe(12345)
	want := ttEntry{key: 12345, move: m, score: 77, depth: 5, bound: boundLower}
	if !ok {
		t.Fatal("stored entry not found")
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(ttEntry{})); diff != "" {
		t.Errorf("entry (-want +got):\n%s", diff)
	}
	if _, ok := tt.probe(12345 + uint64(len(tt.slots))); ok {
		t.Error("another key in the same slot is found")
	}
	tt.store(12345, 3, 10, boundUpper, vm.Move{})
	if got, _ := tt.probe(12345); got.depth != 5 {
		t.Errorf("a shallower bound replaced a deeper entry: %+v", got)
	}
	// Mate scores go in relative to the node and come out relative to the root.
	if s := scoreFromTT(scoreToTT(Mate-7, 3), 5); s != Mate-9 {
		t.Errorf("mate score moved two plies deeper: %d, want %d", s, Mate-9)
	}
	tt.clear()
	if _, ok := tt.probe(12345); ok {
		t.Error("entry found after clear")
	}
}

// TestStop: an infinite search returns a legal move once Stop is called,
// and a node limit stops it near the limit.
func TestStop(t *testing.T) {
	pos := position(t, "chess", "")
	e := New(pos, 1)
	done := make(chan vm.Move)
	go func() {
		m, _ := e.Search(Limits{Infinite: true}, nil)
		done <- m
	}()
	time.Sleep(20 * time.Millisecond)
	e.Stop()
	m := <-done
	if !slices.Contains(pos.LegalMoves(), m) {
		t.Errorf("stopped search returned %v", m)
	}
	// A Stop that comes before the search starts (UCI "go" then at once
	// "stop") is not lost: the search returns at once with a legal move.
	e.SetPosition(pos, nil)
	e.Stop()
	if m, ok := e.Search(Limits{Infinite: true}, nil); !ok || !slices.Contains(pos.LegalMoves(), m) {
		t.Errorf("search stopped before it started returned %v", m)
	}
	e.SetPosition(pos, nil) // clears the stop
	e.Search(Limits{Nodes: 5000}, nil)
	if n := e.Nodes(); n < 5000 || n > 5000+maxPly {
		t.Errorf("node limit 5000: searched %d", n)
	}
}

// TestPieceValues: the mobility estimate on the chess board, from the
// formula in doc.go: E for the knight is 336/64 = 5.25 (its move counts
// summed over the 64 squares, Betza's table), for the rook 14 (from every
// square 7 + 7); the king, royal, has none.
func TestPieceValues(t *testing.T) {
	pos := position(t, "chess", "")
	ev := newEvaluator(pos)
	got := map[string]int{}
	for i, pt := range pos.Program().Pieces {
		got[pt.Letter] = ev.values[i]
	}
	want := map[string]int{"N": 100 + 30*336/64, "R": 100 + 30*14, "B": 100 + 30*560/64, "Q": 100 + 30*(896+560)/64}
	for l, v := range want {
		if got[l] != v {
			t.Errorf("%s: value %d, want %d", l, got[l], v)
		}
	}
	if k := got["K"]; k != 0 {
		t.Errorf("the royal king has value %d", k)
	}
}

// TestSelfPlay plays the search against itself at depth 2, from a few
// random opening plies, in chess and in hookchess (multi-leg moves):
// every move must be one of the VM's legal moves, and each game must end
// (no legal move, a repetition) or reach the ply cap.
func TestSelfPlay(t *testing.T) {
	for _, name := range []string{"chess", "hookchess"} {
		for g := range testenv.Pick(2, 6) {
			pos := position(t, name, "")
			e := New(pos, 4)
			rng := rand.New(rand.NewPCG(uint64(g), 30))
			var hist []Seen
			ply := 0
			for ; ply < 120; ply++ {
				moves := pos.LegalMoves()
				if len(moves) == 0 || slices.ContainsFunc(hist, func(s Seen) bool { return s.Key == pos.Hash() }) {
					break
				}
				m := moves[rng.IntN(len(moves))]
				if ply >= 4 {
					e.SetPosition(pos, hist)
					var ok bool
					if m, ok = e.Search(Limits{Depth: 2}, nil); !ok || !slices.Contains(moves, m) {
						t.Fatalf("%s game %d ply %d %s: illegal move %+v", name, g, ply, pos.FEN(), m)
					}
				}
				hist = append(hist, SeenNow(pos, m))
				pos.Make(m)
			}
			t.Logf("%s game %d: %d plies, ends %s", name, g, ply, pos.FEN())
		}
	}
}
