package enginetest

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// fakeEngine, scriptEngine, xboardEngine and usiEngine are the paths of
// the broken test engines (UCI, perftree's script contract, CECP, USI),
// built by TestMain.
var fakeEngine, scriptEngine, xboardEngine, usiEngine string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "enginetest")
	if err != nil {
		panic(err)
	}
	// one go build for the four: one go command, the links side by side
	out, err := exec.Command("go", "build", "-o", dir+string(filepath.Separator),
		"./testdata/fakeengine", "./testdata/scriptengine", "./testdata/xboardengine", "./testdata/usiengine").CombinedOutput()
	if err != nil {
		os.Stderr.Write(out)
		os.RemoveAll(dir)
		panic("cannot build the test engines of testdata: " + err.Error())
	}
	fakeEngine = filepath.Join(dir, "fakeengine")
	scriptEngine = filepath.Join(dir, "scriptengine")
	xboardEngine = filepath.Join(dir, "xboardengine")
	usiEngine = filepath.Join(dir, "usiengine")
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func chess(t *testing.T) *vm.Position {
	t.Helper()
	_, p, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

func start(t *testing.T, timeout time.Duration, args ...string) *Engine {
	t.Helper()
	e, err := Start(context.Background(), Config{Command: append([]string{fakeEngine}, args...), CommandTimeout: timeout})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// The fake engine drops b8c6 after 1. e4 e5 2. Ke2, three plies down; a
// depth-5 comparison from the start must walk down to that position.
func TestFindsDroppedMove(t *testing.T) {
	bugFEN := "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR b kq - 1 2"
	e := start(t, time.Minute, "-bugfen", bugFEN, "-bugmove", "b8c6")
	rep, err := Compare(context.Background(), e, chess(t), startFEN, 5)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Agree || rep.Mismatch == nil {
		t.Fatalf("want a mismatch, got %+v", rep)
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
	if rep.Nodes != 4865609 || rep.EngineNodes >= rep.Nodes {
		t.Errorf("root counts: betzac %d (want 4865609), engine %d (want fewer)", rep.Nodes, rep.EngineNodes)
	}
	if rep.EnginePerfts != 4 {
		t.Errorf("engine perfts = %d, want 4 (one per ply down to the mismatch)", rep.EnginePerfts)
	}
}

func TestAgrees(t *testing.T) {
	e := start(t, time.Minute)
	rep, err := Compare(context.Background(), e, chess(t), startFEN, 3)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Agree || rep.Nodes != 8902 || rep.EngineNodes != 8902 || rep.Mismatch != nil {
		t.Errorf("want agreement at 8902 nodes, got %+v", rep)
	}
}

// Engines that fail: each must give an *Error of the right kind, naming
// the command, within the timeouts, and leave no process behind.
func TestBrokenEngines(t *testing.T) {
	t.Parallel() // waits for timeouts, with engines of its own: beside the other tests that wait
	tests := []struct {
		mode, command, has string
		kind               ErrorKind
	}{
		{"crash", "go perft 2", "exited with status 139", KindExited},
		{"garbage", "go perft 2", `got "Hello, I am not a perft divide"`, KindGarbage},
		{"hang", "go perft 2", "no answer within", KindTimeout},
		{"badtotal", "go perft 2", "the divide adds up to 400 but the total says 401", KindProtocol},
		{"mute", "uci", "no answer within the command timeout (500ms)", KindTimeout},
		// Not UCI: refused after the banner grace, not after the command timeout.
		{"chatter", "uci", `it printed "uci: command not found", which is not UCI, then nothing for 5s`, KindGarbage},
		{"blob", "uci", `binary output, not UCI; its last output: "\x00\x01\x02\xff\x00`, KindGarbage},
		{"binary", "uci", `binary output, not UCI; its last output: "\x7fELF\x02\x01\x01\x00\x1b[2J\xff\xfe"`, KindGarbage},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			// Most rows wait for a timeout (chatter the default banner
			// grace, 5 s), each with an engine of its own: they wait
			// together.
			t.Parallel()
			timeout := 500 * time.Millisecond
			if tt.kind == KindGarbage {
				timeout = time.Hour // must not be waited for
			}
			e, err := Start(context.Background(), Config{Command: []string{fakeEngine, "-mode", tt.mode}, CommandTimeout: timeout})
			if err == nil {
				_, err = Compare(context.Background(), e, chess(t), startFEN, 2)
				e.Close()
				assertReaped(t, e)
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

// Config.BannerGrace replaces the 5 s a chattering engine gets.
func TestBannerGrace(t *testing.T) {
	t.Parallel() // waits for timeouts, with engines of its own: beside the other tests that wait
	e, err := Start(context.Background(), Config{Command: []string{fakeEngine, "-mode", "chatter"}, CommandTimeout: time.Hour, BannerGrace: 200 * time.Millisecond})
	if err == nil {
		e.Close()
		assertReaped(t, e)
	}
	want := `it printed "uci: command not found", which is not UCI, then nothing for 200ms`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Start = %v, want an error containing %q", err, want)
	}
}

func TestCrashKeepsStderr(t *testing.T) {
	e := start(t, time.Minute, "-mode", "crash")
	_, err := e.Perft(context.Background(), startFEN, nil, 1)
	if err == nil || !strings.Contains(err.Error(), "segmentation fault (pretend)") || !strings.Contains(err.Error(), "a2a3: 1") {
		t.Errorf("want the engine's last output and stderr in the error, got %v", err)
	}
}

// The overall deadline: a context that ends stops the wait and the
// process.
func TestDeadline(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	e, err := Start(ctx, Config{Command: []string{fakeEngine, "-mode", "hang"}, CommandTimeout: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	_, err = e.Perft(ctx, startFEN, nil, 2)
	e.Close()
	var ee *Error
	if !errors.As(err, &ee) || ee.Kind != KindCanceled {
		t.Errorf("want a canceled error, got %v", err)
	}
	assertReaped(t, e)
}

func TestStartErrors(t *testing.T) {
	_, err := Start(context.Background(), Config{Command: []string{filepath.Join(t.TempDir(), "no-such-engine")}})
	var ee *Error
	if !errors.As(err, &ee) || ee.Kind != KindStart {
		t.Errorf("want a start error, got %v", err)
	}
	// A program that is not an engine and exits at once.
	_, err = Start(context.Background(), Config{Command: []string{"true"}, CommandTimeout: 5 * time.Second})
	if !errors.As(err, &ee) || ee.Kind != KindExited || !strings.Contains(err.Error(), "exited (status 0)") {
		t.Errorf("want an exited error, got %v", err)
	}
}

func assertReaped(t *testing.T, e *Engine) {
	t.Helper()
	if e.cmd.ProcessState == nil {
		t.Fatal("the engine process was not waited for")
	}
	if err := syscall.Kill(-e.cmd.Process.Pid, 0); err == nil {
		t.Errorf("process group %d still exists", e.cmd.Process.Pid)
	}
}

func TestOptionsAndSplit(t *testing.T) {
	e := start(t, time.Minute)
	if e.Name != "fakeengine" || !e.KnowsVariant("capablanca") || e.KnowsVariant("shogi") || !e.HasOption("uci_variant") {
		t.Errorf("handshake: name %q, options %+v", e.Name, e.Options)
	}
	tests := []struct {
		in   string
		want []string
	}{
		{"node CI/fsf-wasm/driver.js", []string{"node", "CI/fsf-wasm/driver.js"}},
		{`eng "a b" 'c d' e\ f`, []string{"eng", "a b", "c d", "e f"}},
	}
	for _, tt := range tests {
		got, err := SplitCommand(tt.in)
		if err != nil || !cmp.Equal(got, tt.want) {
			t.Errorf("SplitCommand(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "  ", `a "b`, `a\`} {
		if _, err := SplitCommand(bad); err == nil {
			t.Errorf("SplitCommand(%q): want an error", bad)
		}
	}
}

func TestParseOption(t *testing.T) {
	tests := []struct {
		line string
		want Option
	}{
		{"option name UCI_Variant type combo default chess var chess var 3check",
			Option{Name: "UCI_Variant", Type: "combo", Default: "chess", Vars: []string{"chess", "3check"}}},
		{"option name Skill Level type spin default 20 min -20 max 20",
			Option{Name: "Skill Level", Type: "spin", Default: "20"}},
		{"option name VariantPath type string default <empty>",
			Option{Name: "VariantPath", Type: "string", Default: "<empty>"}},
	}
	for _, tt := range tests {
		got, ok := parseOption(tt.line)
		if diff := cmp.Diff(tt.want, got); !ok || diff != "" {
			t.Errorf("parseOption(%q) (-want +got):\n%s", tt.line, diff)
		}
	}
}

// An engine that floods its output is refused, with what is kept of the
// output bounded (maxQueuedLines, maxAnswerLines), rather than read to
// the end: 200,000 lines before readyok were all kept and read.
func TestFloodingEngine(t *testing.T) {
	e := start(t, time.Minute, "-mode", "flood")
	err := e.Ready(context.Background())
	var ee *Error
	if !errors.As(err, &ee) || ee.Kind != KindGarbage || ee.Command != "isready" || !strings.Contains(ee.Msg, "it flooded its output: more than 100000 lines") {
		t.Errorf("Ready = %v, want a garbage error after isready: it flooded its output", err)
	}
	e.Close()
	assertReaped(t, e)
}

// The queue of lines not yet read is bounded by lines and bytes.
func TestLineQueueBounded(t *testing.T) {
	for name, line := range map[string]string{"lines": "x\n", "bytes": strings.Repeat("x", maxLine-1) + "\n"} {
		q := newLineQueue()
		for range maxQueuedLines + 1 {
			q.Write([]byte(line))
			if q.flooded() != "" {
				break
			}
		}
		if q.flooded() == "" || len(q.lines) != 0 {
			t.Errorf("%s: after a flood, flooded() = %q, %d lines kept", name, q.flooded(), len(q.lines))
		}
	}
}
