package match

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/pgn"
	"github.com/betzac/betzac/san"
	"github.com/betzac/betzac/vm"
)

// fakeEngine and xboardEngine are enginetest's broken test engines
// (testdata/fakeengine, UCI, and testdata/xboardengine, CECP), built by
// TestMain: they play their first legal move, or a planted move.
var fakeEngine, xboardEngine, usiEngine string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "match")
	if err != nil {
		panic(err)
	}
	// one go build for the three: one go command, the links side by side
	out, err := exec.Command("go", "build", "-o", dir+string(filepath.Separator),
		"../enginetest/testdata/fakeengine", "../enginetest/testdata/xboardengine", "../enginetest/testdata/usiengine").CombinedOutput()
	if err != nil {
		os.Stderr.Write(out)
		os.RemoveAll(dir)
		panic("cannot build the test engines of enginetest/testdata: " + err.Error())
	}
	fakeEngine = filepath.Join(dir, "fakeengine")
	xboardEngine = filepath.Join(dir, "xboardengine")
	usiEngine = filepath.Join(dir, "usiengine")
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func options(t *testing.T, variant string, games int) Options {
	t.Helper()
	v, prog, err := compiler.Load(variant)
	if err != nil {
		t.Fatal(err)
	}
	return Options{Variant: Variant{Def: v, Prog: prog}, Games: games, Limits: Limits{Depth: 1},
		MoveTimeout: 30 * time.Second, MaxPlies: 400, Engine: enginetest.Config{CommandTimeout: 30 * time.Second}}
}

func specs(t *testing.T, a, b string) [2]Spec {
	t.Helper()
	var sp [2]Spec
	for k, s := range []string{a, b} {
		var err error
		if sp[k], err = ParseSpec(s); err != nil {
			t.Fatal(err)
		}
	}
	return sp
}

// TestIllegalMoveCaught: the planted engine plays e2e5 in Capablanca
// chess (a pawn three squares on): both games stop at its move, lost by
// it, with the position, the move and the 28 legal moves (perft 1 of
// Capablanca's start, published on chessprogramming.org's Perft Results
// page). In chess the same engine plays legally to the ply limit.
func TestIllegalMoveCaught(t *testing.T) {
	planted := fakeEngine + " -illegalvariant capablanca -illegalmove e2e5"
	o := options(t, "capablanca", 2)
	r, err := Run(context.Background(), specs(t, planted, fakeEngine), o)
	if err != nil {
		t.Fatal(err)
	}
	start := "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
	for i, g := range r.Games {
		il := g.Illegal
		if il == nil {
			t.Fatalf("game %d: no illegal move caught: %+v", i+1, g)
		}
		if il.Move != "e2e5" || !strings.Contains(il.Why, "not legal") || g.Failed != 0 || g.Termination != "rules infraction" {
			t.Errorf("game %d: %+v, illegal %+v", i+1, g, il)
		}
		if want := [2]string{"0-1", "1-0"}[i]; g.Result != want {
			t.Errorf("game %d: result %s, want %s (the planted engine loses)", i+1, g.Result, want)
		}
		if i == 0 && (il.FEN != start || len(il.Legal) != 28 || !slices.Contains(il.Legal, "e2e4")) {
			t.Errorf("game 1: position %q with %d legal moves %v", il.FEN, len(il.Legal), il.Legal)
		}
	}
	want := [2]Tally{
		{Name: "fakeengine", Command: planted, Losses: 2, Illegal: 2},
		{Name: "fakeengine (2)", Command: fakeEngine, Wins: 2},
	}
	if diff := cmp.Diff(want, [2]Tally{*r.Players[0], *r.Players[1]}); diff != "" {
		t.Errorf("tallies (-want +got):\n%s", diff)
	}

	o = options(t, "chess", 2)
	o.MaxPlies = 12
	r, err = Run(context.Background(), specs(t, planted, fakeEngine), o)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range r.Games {
		if g.Illegal != nil || g.Result != "1/2-1/2" || g.Termination != "adjudication" || len(g.Moves) != 12 {
			t.Errorf("chess game %d: %+v", g.Number, g)
		}
	}
}

// TestCrashLoses: an engine that crashes when asked to move loses each
// game, is counted as crashed with the reason, and is started again.
func TestCrashLoses(t *testing.T) {
	r, err := Run(context.Background(), specs(t, fakeEngine+" -mode crash", fakeEngine), options(t, "chess", 2))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range r.Games {
		if g.Termination != "abandoned" || g.Failed != 0 || !strings.Contains(g.Reason, "segmentation fault (pretend)") {
			t.Errorf("game %d: %+v", g.Number, g)
		}
	}
	if p := r.Players[0]; p.Crashes != 2 || p.Losses != 2 {
		t.Errorf("crashing engine's tally: %+v", p)
	}
}

// TestHangLosesOnTime: an engine that never answers loses on time.
func TestHangLosesOnTime(t *testing.T) {
	o := options(t, "chess", 1)
	o.Limits = Limits{MoveTime: 50 * time.Millisecond}
	o.TimeMargin = 200 * time.Millisecond
	r, err := Run(context.Background(), specs(t, fakeEngine+" -mode hang", fakeEngine), o)
	if err != nil {
		t.Fatal(err)
	}
	if g := r.Games[0]; g.Termination != "time forfeit" || g.Result != "0-1" || r.Players[0].TimeLosses != 1 {
		t.Errorf("%+v; %+v", g, r.Players[0])
	}
}

// TestPGNReadBack: the PGN of games from random openings is read by
// package pgn, and its SAN moves replayed from its FEN tag lead to each
// game's final position.
func TestPGNReadBack(t *testing.T) {
	o := options(t, "chess", 4)
	o.RandomPlies, o.Seed, o.MaxPlies = 6, 7, 30
	r, err := Run(context.Background(), specs(t, fakeEngine, fakeEngine), o)
	if err != nil {
		t.Fatal(err)
	}
	text, err := r.PGN()
	if err != nil {
		t.Fatal(err)
	}
	checkPGN(t, text, r)
}

// checkPGN replays text's games and compares them with r's.
func checkPGN(t *testing.T, text string, r *Report) {
	t.Helper()
	games, err := pgn.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != len(r.Games) {
		t.Fatalf("%d games read back, %d played", len(games), len(r.Games))
	}
	for i, g := range games {
		want := r.Games[i]
		pos, err := vm.NewPosition(r.prog, g.Tag("FEN"))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range g.Moves {
			mv, err := san.Read(pos, m.Text)
			if err != nil {
				t.Fatalf("game %d: %s: %v", i+1, m.Text, err)
			}
			pos.Make(mv)
		}
		if pos.FEN() != want.FinalFEN || g.Result != want.Result || g.Tag("Result") != want.Result ||
			g.Tag("Termination") != want.Termination || len(g.Moves) != len(want.Moves) {
			t.Errorf("game %d read back: %s, %s, %d moves; played: %s, %s, %d moves", i+1,
				pos.FEN(), g.Result, len(g.Moves), want.FinalFEN, want.Result, len(want.Moves))
		}
	}
}

// TestElo: the estimate against values worked out by hand (p = score,
// -400·log10(1/p-1); margin from p ± 1.96·sd/√n).
func TestElo(t *testing.T) {
	tests := []struct {
		w, d, l     int
		elo, margin float64 // -1: none
	}{
		{6, 2, 2, 147.19, 268.73},
		{10, 20, 10, 0, 77.39},
		{3, 0, 1, 190.85, -1}, // the interval reaches 100%
		{2, 0, 0, -1, -1},     // all won: no finite estimate
	}
	for _, tc := range tests {
		r := &Report{Players: [2]*Tally{{Wins: tc.w, Draws: tc.d, Losses: tc.l}, {}}}
		e := r.Elo()
		got := [2]float64{-1, -1}
		if e.Diff != nil {
			got[0] = *e.Diff
		}
		if e.Margin != nil {
			got[1] = *e.Margin
		}
		if diff := cmp.Diff([2]float64{tc.elo, tc.margin}, got, cmp.Comparer(func(a, b float64) bool { return a-b < 0.01 && b-a < 0.01 })); diff != "" {
			t.Errorf("+%d =%d -%d: (-want +got) %s", tc.w, tc.d, tc.l, diff)
		}
	}
}

// TestParseSpec: the protocol prefix, and its errors.
func TestParseSpec(t *testing.T) {
	tests := []struct {
		in, proto string
		cmd       []string
		err       string
	}{
		{in: "stockfish", proto: "uci", cmd: []string{"stockfish"}},
		{in: "uci:./eng -x", proto: "uci", cmd: []string{"./eng", "-x"}},
		{in: "C:/eng", proto: "uci", cmd: []string{"C:/eng"}},
		{in: "xboard:fairymax", proto: "xboard", cmd: []string{"fairymax"}},
		{in: "USI:yaneuraou", proto: "usi", cmd: []string{"yaneuraou"}},
		{in: "uci:", err: `engine "uci:": empty engine command`},
	}
	for _, tc := range tests {
		sp, err := ParseSpec(tc.in)
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("%q: error %v, want %s", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || sp.Protocol != tc.proto || !slices.Equal(sp.Command, tc.cmd) {
			t.Errorf("%q: %+v %v", tc.in, sp, err)
		}
	}
}

// TestReadOpenings: EPD lines (four fields and operations, or a whole
// FEN) and PGN games become openings; a bad line is named.
func TestReadOpenings(t *testing.T) {
	_, prog, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	epdText := "# openings\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5; id \"e4\";\n\n" +
		"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2\n"
	ops, err := ReadOpenings("o.epd", epdText, prog)
	if err != nil {
		t.Fatal(err)
	}
	want := []Opening{
		{FEN: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", Source: "o.epd:2"},
		{FEN: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2", Source: "o.epd:4"},
	}
	if diff := cmp.Diff(want, ops); diff != "" {
		t.Errorf("EPD (-want +got):\n%s", diff)
	}
	ops, err = ReadOpenings("o.pgn", "[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n", prog)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]Opening{{Moves: []string{"e2e4", "e7e5", "g1f3"}, Source: "o.pgn:1 (game 1)"}}, ops); diff != "" {
		t.Errorf("PGN (-want +got):\n%s", diff)
	}
	for _, bad := range []struct{ name, text, err string }{
		{"b.epd", "8/8/8 w - -\n", "b.epd:1: "},
		{"b.pgn", "1. e4 e5 2. Ke3 *\n", "b.pgn:1:13: move \"Ke3\": not a legal move"},
		{"b.epd", "\n# nothing\n", "b.epd: no opening in the file"},
	} {
		_, err := ReadOpenings(bad.name, bad.text, prog)
		if err == nil || !strings.HasPrefix(err.Error(), bad.err) {
			t.Errorf("%q: error %v, want it to start %q", bad.text, err, bad.err)
		}
	}
}

// TestGoCommands: the limits as UCI's go commands say them (the protocol
// text's "go depth", "go movetime", "go wtime ... btime ... winc ...
// binc"), seen in the engines' trace (each line after the engine's
// number); the clock's first move gives both the whole base.
func TestGoCommands(t *testing.T) {
	tests := []struct {
		lim  Limits
		want string
	}{
		{Limits{Depth: 3}, "1> go depth 3\n"},
		{Limits{MoveTime: 250 * time.Millisecond}, "1> go movetime 250\n"},
		{Limits{Base: 5 * time.Second, Inc: 100 * time.Millisecond}, "1> go wtime 5000 btime 5000 winc 100 binc 100\n"},
	}
	for _, tc := range tests {
		o := options(t, "chess", 1)
		o.Limits, o.MaxPlies = tc.lim, 4
		var trace strings.Builder
		o.Engine.Trace = &trace
		r, err := Run(context.Background(), specs(t, fakeEngine, fakeEngine), o)
		if err != nil {
			t.Fatal(err)
		}
		if g := r.Games[0]; g.Termination != "adjudication" || !strings.Contains(trace.String(), tc.want) {
			t.Errorf("%+v: game %+v; want %q in the trace:\n%s", tc.lim, g, tc.want, trace.String())
		}
	}
}

// TestXBoardPlayer: a CECP engine plays a UCI one in Capablanca chess
// (setboard, usermove, sd, go, "move"), to the ply limit; with -mode
// resign it resigns at its first move and loses, a result by the rules
// (no failure counted); an engine that does not list the variant is
// refused by name.
func TestXBoardPlayer(t *testing.T) {
	o := options(t, "capablanca", 2)
	o.MaxPlies = 10
	r, err := Run(context.Background(), specs(t, "xboard:"+xboardEngine, fakeEngine), o)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range r.Games {
		if g.Termination != "adjudication" || len(g.Moves) != 10 || g.Failed != -1 {
			t.Errorf("game %d: %+v", g.Number, g)
		}
	}
	r, err = Run(context.Background(), specs(t, "xboard:"+xboardEngine+" -mode resign", fakeEngine), options(t, "chess", 1))
	if err != nil {
		t.Fatal(err)
	}
	if g := r.Games[0]; g.Result != "0-1" || g.Termination != "normal" || g.Reason != "xboardengine 1.0 resigned" || g.Failed != -1 {
		t.Errorf("resigning engine: %+v", g)
	}
	_, err = Run(context.Background(), specs(t, "xboard:"+xboardEngine, fakeEngine), options(t, "xiangqi", 1))
	want := `engine 1 (xboard:` + xboardEngine + `): the xboard engine does not list variant "xiangqi" (its variants: normal, capablanca)`
	if err == nil || err.Error() != want {
		t.Errorf("xiangqi: error %v, want %s", err, want)
	}
}

// TestXBoardLimits: the limits as CECP says them (section 8: "sd DEPTH",
// "st TIME" in seconds, "level MPS BASE INC" with "time" and "otim" in
// centiseconds), seen in the trace of the xboard engine (engine 1).
func TestXBoardLimits(t *testing.T) {
	tests := []struct {
		lim  Limits
		want string
	}{
		{Limits{Depth: 3}, "1> sd 3\n"},
		{Limits{MoveTime: 250 * time.Millisecond}, "1> st 1\n"},
		{Limits{Base: 5 * time.Second, Inc: 100 * time.Millisecond}, "1> level 0 0:05 0.1\n1> time 500\n1> otim 500\n"},
		{Limits{Base: 2 * time.Minute}, "1> level 0 2 0\n1> time 12000\n1> otim 12000\n"},
	}
	for _, tc := range tests {
		o := options(t, "chess", 1)
		o.Limits, o.MaxPlies = tc.lim, 2
		var trace strings.Builder
		o.Engine.Trace = &trace
		r, err := Run(context.Background(), specs(t, "xboard:"+xboardEngine, fakeEngine), o)
		if err != nil {
			t.Fatal(err)
		}
		if g := r.Games[0]; g.Termination != "adjudication" || !strings.Contains(trace.String(), tc.want) {
			t.Errorf("%+v: game %+v; want %q in the trace:\n%s", tc.lim, g, tc.want, trace.String())
		}
	}
}
