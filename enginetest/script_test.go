package enginetest

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/betzac/betzac/vm"
)

func script(t *testing.T, timeout time.Duration, args ...string) *Script {
	t.Helper()
	s, err := NewScript(Config{Command: append([]string{scriptEngine}, args...), CommandTimeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

const kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// TestScriptAgrees: the script counts Kiwipete as CPW does (depth 2: 2039)
// and as betzac does.
func TestScriptAgrees(t *testing.T) {
	pos, err := chess(t).WithFEN(kiwipete)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(context.Background(), script(t, time.Minute), pos, kiwipete, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Agree || rep.Nodes != 2039 || rep.EngineNodes != 2039 {
		t.Errorf("want agreement at 2039 nodes, got %+v", rep)
	}
}

// TestScriptFindsPlantedBug: a script that never captures e.p. is walked
// down from Kiwipete to a position where the only move it lacks is an
// e.p. capture.
func TestScriptFindsPlantedBug(t *testing.T) {
	root, err := chess(t).WithFEN(kiwipete)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Compare(context.Background(), script(t, time.Minute, "-bug", "noep"), root, kiwipete, 3)
	if err != nil {
		t.Fatal(err)
	}
	m := rep.Mismatch
	if rep.Agree || m == nil || len(m.OnlyOurs) != 1 || len(m.OnlyEngine) != 0 {
		t.Fatalf("want one move only betzac has, got %+v (mismatch %+v)", rep, m)
	}
	pos, err := root.WithFEN(m.FEN)
	if err != nil {
		t.Fatal(err)
	}
	mv, err := pos.ParseMove(m.OnlyOurs[0])
	if err != nil || mv.Kind&vm.KindEP == 0 {
		t.Errorf("the missing move %s in %s is not an e.p. capture (%v)", m.OnlyOurs[0], m.FEN, err)
	}
	if rep.Nodes != 97862 {
		t.Errorf("betzac's root count %d, want CPW's 97862", rep.Nodes)
	}
}

// Scripts that fail: each gives an *Error of the right kind naming the
// command.
func TestScriptBroken(t *testing.T) {
	t.Parallel() // waits for timeouts, with engines of its own: beside the other tests that wait
	tests := []struct {
		mode string
		kind ErrorKind
		has  string
	}{
		{"crash", KindExited, "exited with status 139"},
		{"garbage", KindGarbage, `expected "move count", got "Hello, I am not a perft divide"`},
		{"hang", KindTimeout, "no answer within 1s"},
		{"badtotal", KindProtocol, "the divide adds up to 20 but the total says 21"},
		{"nototal", KindProtocol, "expected the moves, a blank line and the total"},
	}
	for _, tc := range tests {
		t.Run(tc.mode, func(t *testing.T) {
			t.Parallel() // hang waits for its timeout; the rest need not wait for it
			s := script(t, time.Second, "-mode", tc.mode)
			_, err := s.Perft(context.Background(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", nil, 1)
			var e *Error
			if !errors.As(err, &e) || e.Kind != tc.kind || !strings.Contains(e.Error(), tc.has) || !strings.Contains(e.Command, scriptEngine+" 1 ") {
				t.Errorf("got %v, want a %s error with %q", err, tc.kind, tc.has)
			}
		})
	}
	if _, err := NewScript(Config{}); err == nil {
		t.Error("no command: no error")
	}
}

func TestParseScriptDivide(t *testing.T) {
	tests := []struct {
		in   string
		want uint64
		msg  string
	}{
		{"a2a3 1\nb2b3 2\n\n3\n", 3, ""},
		{"a2a3 1\r\nb2b3 2\r\n\r\n3\r\n\n\n", 3, ""},
		{"\n0\n", 0, ""},
		{"a2a3 1\na2a3 1\n\n2\n", 0, "move a2a3 printed twice"},
		{"a2a3: 1\n\n1\n", 0, `expected "move count", got "a2a3: 1"`},
		{"a2a3 1\n\nx\n", 0, `bad total "x"`},
		{"a2a3 1\n\n1\n\n1\n", 0, "expected the moves, a blank line and the total on a line of its own"},
		{"a2a3 \x01\n\n1\n", 0, "output is not text"},
	}
	for _, tc := range tests {
		d, _, msg := parseScriptDivide(tc.in)
		if !strings.Contains(msg, tc.msg) || (tc.msg == "") != (msg == "") {
			t.Errorf("%q: message %q, want %q", tc.in, msg, tc.msg)
		}
		if msg == "" && d.Total != tc.want {
			t.Errorf("%q: total %d, want %d", tc.in, d.Total, tc.want)
		}
	}
}

// FuzzParseScriptDivide: any output is read or refused with a message,
// never a panic; what is read adds up.
func FuzzParseScriptDivide(f *testing.F) {
	f.Add("a2a3 1\nb2b3 2\n\n3\n")
	f.Add("\n0\n")
	f.Add("a2a3: 1\n\n1")
	f.Fuzz(func(t *testing.T, s string) {
		d, _, msg := parseScriptDivide(s)
		if msg != "" {
			return
		}
		var sum uint64
		for _, m := range d.Order {
			sum += d.Moves[m]
		}
		if len(d.Order) > 0 && sum != d.Total {
			t.Fatalf("%q read with sum %d, total %d", s, sum, d.Total)
		}
	})
}
