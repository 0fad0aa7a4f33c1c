package main

import (
	"bufio"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// uciSession drives runUCI through a pipe: send writes a command, until
// reads lines up to one starting with prefix. Every read waits at most
// readTimeout, so an engine that stops answering fails the test instead
// of hanging it (a bound, not a timing assertion).
type uciSession struct {
	t     *testing.T
	in    *io.PipeWriter
	lines chan string // the engine's output, a line at a time; closed at its end
	done  chan struct{}
}

// readTimeout bounds each wait for an engine's line.
const readTimeout = 60 * time.Second

func newUCISession(t *testing.T) *uciSession { return newModeSession(t, uciDialect) }

// newModeSession drives runEngineMode in dialect d (UCI or USI).
func newModeSession(t *testing.T, d *dialect) *uciSession {
	return newPipeSession(t, func(in io.Reader, out io.Writer) error { return runEngineMode(in, out, d) })
}

// newPipeSession drives run (an engine mode) through pipes. A reader
// goroutine passes the engine's lines on; at the end the session's input
// is closed and its output drained, so the engine is never left blocked
// writing a line nobody reads.
func newPipeSession(t *testing.T, run func(io.Reader, io.Writer) error) *uciSession {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &uciSession{t: t, in: inW, lines: make(chan string, 64), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		run(inR, outW)
		outW.Close()
	}()
	go func() {
		defer close(s.lines)
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
	}()
	t.Cleanup(func() {
		inW.Close()
		timeout := time.After(readTimeout)
		for {
			select {
			case _, ok := <-s.lines:
				if !ok {
					<-s.done
					return
				}
			case <-timeout:
				t.Errorf("the engine did not end within %v of its input's end", readTimeout)
				return
			}
		}
	})
	return s
}

func (s *uciSession) send(cmd string) {
	if _, err := io.WriteString(s.in, cmd+"\n"); err != nil {
		s.t.Fatal(err)
	}
}

// until returns the engine's lines up to the first that starts with
// prefix; it fails the test when the engine ends, or says nothing for
// readTimeout, before such a line.
func (s *uciSession) until(prefix string) []string {
	s.t.Helper()
	var lines []string
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				s.t.Fatalf("no %q line: the engine's output ended; got %q", prefix, lines)
			}
			lines = append(lines, l)
			if strings.HasPrefix(l, prefix) {
				return lines
			}
		case <-time.After(readTimeout):
			s.t.Fatalf("no %q line within %v; got %q", prefix, readTimeout, lines)
		}
	}
}

// TestUCIPipe plays through the protocol: handshake, a position with
// moves, a search whose bestmove must be legal there, bad input answered
// by info string lines, and a search stopped by "stop".
func TestUCIPipe(t *testing.T) {
	s := newUCISession(t)
	s.send("uci")
	hs := s.until("uciok")
	if !slices.ContainsFunc(hs, func(l string) bool {
		return strings.Contains(l, "option name UCI_Variant type combo default chess") && strings.Contains(l, " var hookchess")
	}) {
		t.Errorf("no UCI_Variant combo with hookchess in %q", hs)
	}
	s.send("position startpos moves e2e4 e7e5")
	s.send("go depth 3")
	lines := s.until("bestmove")
	best := strings.Fields(lines[len(lines)-1])[1]
	_, prog, _ := compiler.Load("chess")
	pos, _ := vm.NewPosition(prog, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
	if _, err := pos.ParseMove(best); err != nil {
		t.Errorf("bestmove %s: %v", best, err)
	}
	if !slices.ContainsFunc(lines, func(l string) bool {
		return strings.HasPrefix(l, "info depth 3 score cp ") && strings.Contains(l, " pv ")
	}) {
		t.Errorf("no depth-3 info line in %q", lines)
	}
	for _, bad := range []struct{ cmd, want string }{
		{"frobnicate", `info string unknown command "frobnicate"`},
		{"position fen 8/8 w - - 0 1", "info string position: FEN"},
		{"position startpos moves e2e5", "info string position: move e2e5: "},
		{"go depth x", `info string go: depth "x" is not a count`},
		{"setoption name UCI_Variant value nosuchvariant", `info string setoption: unknown variant "nosuchvariant"`},
		{"setoption name Hash value 0", "info string setoption: option Hash"},
	} {
		s.send(bad.cmd)
		if got := s.until("info string"); !strings.HasPrefix(got[len(got)-1], bad.want) {
			t.Errorf("%s: got %q, want a line starting %q", bad.cmd, got[len(got)-1], bad.want)
		}
	}
	s.send("position startpos")
	s.send("go infinite")
	s.until("info depth 2 ")
	s.send("stop")
	got := s.until("bestmove")
	if _, err := startPos(t, prog).ParseMove(strings.Fields(got[len(got)-1])[1]); err != nil {
		t.Errorf("stopped search: %q: %v", got[len(got)-1], err)
	}
	s.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
	s.send("go depth 3")
	got = s.until("bestmove")
	if got[len(got)-1] != "bestmove a1a8" || !strings.Contains(got[len(got)-2], "score mate 1 ") {
		t.Errorf("mate in one: %q", got)
	}
	s.send("isready")
	s.until("readyok")
}

// TestUCIEnginetest: betzac enginetest runs betzac uci as the engine, in
// chess and in a multi-leg variant, and finds that they agree: go perft
// prints what enginetest reads as Fairy-Stockfish's output.
func TestUCIEnginetest(t *testing.T) {
	for _, v := range []string{"chess", "hookchess"} {
		t.Setenv("BETZAC_RUN_MAIN", "1")
		out, errOut, code := execute(t, "enginetest", "--engine", os.Args[0]+" uci", v, "-d", "3")
		if code != 0 {
			t.Errorf("%s: exit %d\n%s%s", v, code, out, errOut)
		}
	}
}

func startPos(t *testing.T, prog *legdefs.Program) *vm.Position {
	pos, err := vm.NewPosition(prog, "")
	if err != nil {
		t.Fatal(err)
	}
	return pos
}
