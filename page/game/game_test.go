package game_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/page/game"
	"github.com/betzac/betzac/variants"
)

// The page hands the compiled variant to the VM as JSON: every built-in
// variant must come back from it unchanged.
func TestProgramJSONRoundTrip(t *testing.T) {
	for _, name := range variants.BuiltinNames() {
		_, p, err := compiler.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		back, err := game.DecodeProgram(data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if diff := cmp.Diff(p, back); diff != "" {
			t.Errorf("%s: the Program after JSON (+) vs before (-):\n%s", name, diff)
		}
	}
}

func TestDecodeProgramRefuses(t *testing.T) {
	for _, data := range []string{``, `{`, `{"Files": 8, "Ranks": 8, "Table": [1, 1, 1]}`} {
		if _, err := game.DecodeProgram([]byte(data)); err == nil {
			t.Errorf("DecodeProgram(%q) took it", data)
		}
	}
}

func newGame(t *testing.T, variant, fen string) *game.Game {
	t.Helper()
	_, p, err := compiler.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(p, fen)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Play, Undo and State: the FEN after 1. e4 is the one every chess
// program gives (the e.p. field as betzac writes it is not compared).
func TestPlayUndo(t *testing.T) {
	g := newGame(t, "chess", "")
	start := g.State()
	if len(start.Moves) != 20 || start.Side != "white" || start.Files != 8 || start.Board[7][4] != (game.Square{Name: "e1", Piece: "K"}) {
		t.Fatalf("start: %d moves, side %s, %d files, e1 %+v", len(start.Moves), start.Side, start.Files, start.Board[7][4])
	}
	if err := g.Play("e2e4"); err != nil {
		t.Fatal(err)
	}
	st := g.State()
	if want := "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq"; !strings.HasPrefix(st.FEN, want) {
		t.Errorf("FEN after e2e4 %q, want %q…", st.FEN, want)
	}
	if !cmp.Equal(st.History, []string{"e2e4"}) || st.Side != "black" {
		t.Errorf("after e2e4: history %v, side %s", st.History, st.Side)
	}
	if err := g.Play("e2e4"); err == nil {
		t.Error("e2e4 again was played")
	}
	if !g.Undo() || g.Undo() {
		t.Error("Undo: want true once, then false")
	}
	if diff := cmp.Diff(start, g.State()); diff != "" {
		t.Errorf("after undo (+) vs start (-):\n%s", diff)
	}
}

// Hands: crazyhouse holdings read from the FEN, White's first.
func TestHands(t *testing.T) {
	g := newGame(t, "crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[NPpp] w KQkq - 0 1")
	want := []game.Held{{Piece: "P", Count: 1}, {Piece: "N", Count: 1}, {Piece: "p", Count: 2}}
	if diff := cmp.Diff(want, g.State().Hands); diff != "" {
		t.Errorf("hands (+) vs want (-):\n%s", diff)
	}
}

// Perft: chess from the start, 8902 at depth 3 (chessprogramming.org).
func TestPerft(t *testing.T) {
	g := newGame(t, "chess", "")
	r, err := g.Perft(3)
	if err != nil {
		t.Fatal(err)
	}
	var sum uint64
	for _, e := range r.Divide {
		sum += e.Nodes
	}
	if r.Nodes != 8902 || sum != 8902 || len(r.Divide) != 20 {
		t.Errorf("perft 3: %d nodes, divide of %d moves adding up to %d; want 8902, 20", r.Nodes, len(r.Divide), sum)
	}
	for _, d := range []int{0, game.MaxPerftDepth + 1} {
		if _, err := g.Perft(d); err == nil {
			t.Errorf("perft %d was run", d)
		}
	}
}

// Pieces: chess's pawn (ifmnDfmWfceF: the initial double step, the step,
// two diagonal captures: 4 moves) promotes to QRBN, in chess.yaml's order.
func TestPieces(t *testing.T) {
	_, p, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	pieces := game.Pieces(p)
	pawn := pieces[0]
	if pawn.Letter != "P" || pawn.Betza != "ifmnDfmWfceF" || len(pawn.Legdefs) != 4 || !cmp.Equal(pawn.Promotions, []string{"Q", "R", "B", "N"}) {
		t.Errorf("pawn: %+v", pawn)
	}
}

// The start position of every built-in variant is one the page can draw
// and whose moves it can read (page.Write refuses the page otherwise); the
// variants with holes have them as holes, not as squares.
func TestStateCheckEveryBuiltin(t *testing.T) {
	for _, name := range variants.BuiltinNames() {
		_, p, err := compiler.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		g, err := game.New(p, "")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		st := g.State()
		if err := st.Check(); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		holes := 0
		for _, row := range st.Board {
			for _, s := range row {
				if s.Hole {
					holes++
				}
			}
		}
		if holes != len(p.Holes) {
			t.Errorf("%s: %d holes on the page's board, the variant has %d", name, holes, len(p.Holes))
		}
	}
}

// Check refuses what the page cannot draw or read: a square named as the
// VM names a hole ("??", which broke the page of every variant with
// holes), a name twice, a move it cannot parse or off the board.
func TestStateCheckRefuses(t *testing.T) {
	ok := func() game.State {
		return game.State{Files: 2, Ranks: 1, Board: [][]game.Square{{{Name: "a1", Piece: "K"}, {Name: "b1"}}},
			Moves: []string{"a1b1"}, History: []string{}}
	}
	if err := ok().Check(); err != nil {
		t.Fatalf("a good state: %v", err)
	}
	for _, tc := range []struct {
		name string
		mend func(*game.State)
		want string
	}{
		{"hole named ??", func(s *game.State) { s.Board[0][1] = game.Square{Name: "??"} }, `file 2 of rank 1 is named "??"`},
		{"hole with a name", func(s *game.State) { s.Board[0][1] = game.Square{Name: "b1", Hole: true} }, "is a hole with a name"},
		{"name twice", func(s *game.State) { s.Board[0][1].Name = "a1" }, `two squares are named "a1"`},
		{"short rank", func(s *game.State) { s.Board[0] = s.Board[0][:1] }, "rank 1 has 1 squares, want 2"},
		{"ranks", func(s *game.State) { s.Ranks = 2 }, "the board has 1 ranks, want 2"},
		{"bad move", func(s *game.State) { s.Moves = []string{"a1-b1"} }, `move "a1-b1": the page cannot read`},
		{"move off the board", func(s *game.State) { s.Moves = []string{"a1c1"} }, `move "a1c1": c1 is not a square`},
		{"move onto a hole", func(s *game.State) { s.Board[0][1] = game.Square{Hole: true} }, `move "a1b1": b1 is not a square`},
		{"drop off the board", func(s *game.State) { s.History = []string{"P@a2"} }, `move "P@a2": a2 is not a square`},
	} {
		st := ok()
		tc.mend(&st)
		err := st.Check()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Check says %v, want %q", tc.name, err, tc.want)
		}
	}
}
