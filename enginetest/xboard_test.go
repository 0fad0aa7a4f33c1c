package enginetest

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func startXBoard(t *testing.T, timeout time.Duration, args ...string) *XBoard {
	t.Helper()
	x, err := StartXBoard(context.Background(), Config{Command: append([]string{xboardEngine}, args...), CommandTimeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { x.Close() })
	if err := x.SetVariant(context.Background(), x.XBoardVariant("chess"), 8); err != nil {
		t.Fatal(err)
	}
	return x
}

// The xboard engine lacks b8c6 after 1. e4 e5 2. Ke2; a depth-4
// comparison through CECP walks down to that position.
func TestXBoardFindsMissingMove(t *testing.T) {
	bugFEN := "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2"
	x := startXBoard(t, time.Minute, "-bugfen", bugFEN, "-bugmove", "b8c6")
	if x.Name != "xboardengine 1.0" {
		t.Errorf("name %q, want the myname feature", x.Name)
	}
	rep, err := Compare(context.Background(), x, chess(t), startFEN, 4)
	if err != nil {
		t.Fatal(err)
	}
	want := &Mismatch{
		FEN:        bugFEN,
		Line:       []string{"e2e4", "e7e5", "e1e2"},
		EngineLine: []string{"e2e4", "e7e5", "e1e2"},
		OnlyOurs:   []string{"b8c6"},
		OnlyEngine: []string{},
	}
	if diff := cmp.Diff(want, rep.Mismatch); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	// CPW: perft(4) of the start position is 197281.
	if rep.Nodes != 197281 || rep.EngineNodes >= rep.Nodes || rep.EnginePerfts != 4 {
		t.Errorf("betzac %d (want 197281), engine %d (want fewer), perfts %d (want 4)", rep.Nodes, rep.EngineNodes, rep.EnginePerfts)
	}
}

func TestXBoardAgrees(t *testing.T) {
	x := startXBoard(t, time.Minute)
	rep, err := Compare(context.Background(), x, chess(t), startFEN, 3)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Agree || rep.Nodes != 8902 || rep.EngineNodes != 8902 {
		t.Errorf("want agreement at 8902 nodes, got %+v", rep)
	}
}

// Engines that fail through CECP: an *Error of the right kind naming the
// command, and no process left behind.
func TestXBoardBrokenEngines(t *testing.T) {
	t.Parallel() // waits for timeouts, with engines of its own: beside the other tests that wait
	tests := []struct {
		mode, command, has string
		kind               ErrorKind
	}{
		{"crash", "perft 2", "exited with status 139", KindExited},
		{"hang", "perft 2", "no answer within", KindTimeout},
		{"noperft", "perft 2", `the engine has no perft command (it answered "Error (unknown command): perft")`, KindProtocol},
		{"nosetboard", "protover 2", "did not announce feature setboard=1", KindProtocol},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			t.Parallel() // hang waits for its timeout; the rest need not wait for it
			x, err := StartXBoard(context.Background(), Config{Command: []string{xboardEngine, "-mode", tt.mode}, CommandTimeout: 500 * time.Millisecond})
			if err == nil {
				if err = x.SetVariant(context.Background(), "normal", 8); err == nil {
					_, err = Compare(context.Background(), x, chess(t), startFEN, 2)
				}
				x.Close()
				assertReaped(t, x.Engine)
			}
			var ee *Error
			if !errors.As(err, &ee) {
				t.Fatalf("want an *Error, got %v", err)
			}
			if ee.Kind != tt.kind || ee.Command != tt.command || !strings.Contains(ee.Error(), tt.has) {
				t.Errorf("got %s (kind %s, command %q), want kind %s, command %q, containing %q", ee, ee.Kind, ee.Command, tt.kind, tt.command, tt.has)
			}
		})
	}
}

// An engine that refuses a move of the line ("Illegal move") is reported
// with its words, not read as a divide.
func TestXBoardIllegalMove(t *testing.T) {
	x := startXBoard(t, time.Minute)
	_, err := x.Perft(context.Background(), startFEN, []string{"e2e4", "e7e4"}, 1)
	var ee *Error
	if !errors.As(err, &ee) || ee.Kind != KindProtocol || !strings.Contains(ee.Error(), `the engine refused it: "Illegal move: e7e4"`) {
		t.Errorf("got %v, want a protocol error quoting the engine's Illegal move", err)
	}
}

func TestParseFeatures(t *testing.T) {
	got, err := parseFeatures(`setboard=1 myname="Fairy-Stockfish 14" variants="chess,shogi" option="Hash -spin 16 1 33554432" done=0`)
	if err != nil {
		t.Fatal(err)
	}
	want := [][2]string{{"setboard", "1"}, {"myname", "Fairy-Stockfish 14"}, {"variants", "chess,shogi"}, {"option", "Hash -spin 16 1 33554432"}, {"done", "0"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	for _, bad := range []string{`myname="unclosed`, `=1`, `setboard`} {
		if _, err := parseFeatures(bad); err == nil {
			t.Errorf("parseFeatures(%q): no error", bad)
		}
	}
}

// On a board of 10 ranks CECP engines count ranks from 0: moves and the
// e.p. square go out shifted down and come back shifted up.
func TestXBoardRank0(t *testing.T) {
	x := &XBoard{rank0: true}
	for _, tt := range [][3]string{{"a1a2", "a0a1", "a1a2"}, {"b3b10", "b2b9", "b3b10"}, {"P@e4", "P@e3", "P@e4"}, {"a10a9q", "a9a8q", "a10a9q"}} {
		if got := x.shiftRanks(tt[0], -1); got != tt[1] {
			t.Errorf("to the engine: %s gives %s, want %s", tt[0], got, tt[1])
		}
		if got := x.shiftRanks(tt[1], 1); got != tt[2] {
			t.Errorf("from the engine: %s gives %s, want %s", tt[1], got, tt[2])
		}
	}
	if got, want := x.engineFEN("8/8/8/8/8/4Pp3/8/8/8/8 b - e4 0 1"), "8/8/8/8/8/4Pp3/8/8/8/8 b - e3 0 1"; got != want {
		t.Errorf("engineFEN: %s, want %s", got, want)
	}
	if got := (&XBoard{}).shiftRanks("a1a2", -1); got != "a1a2" {
		t.Errorf("8 ranks: %s shifted", got)
	}
}

// FuzzParseFeatures: any feature line is read or refused, never a panic;
// what is read has names without spaces, quotes or "=".
func FuzzParseFeatures(f *testing.F) {
	f.Add(`setboard=1 myname="X Y" done=1`)
	f.Add(`option="Hash -spin 16 1 64"`)
	f.Add(`a="`)
	f.Fuzz(func(t *testing.T, s string) {
		feats, err := parseFeatures(s)
		if err != nil {
			return
		}
		for _, ft := range feats {
			if ft[0] == "" || strings.ContainsAny(ft[0], " \t\"=") {
				t.Fatalf("%q read a feature named %q", s, ft[0])
			}
		}
	})
}
