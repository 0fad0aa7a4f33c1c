package match

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestPerEngineLimits: PerEngine gives each engine its own depth or
// clock; each engine's go commands (its trace lines, "1>" or "2>") carry
// its own, and a clock's go names both clocks and increments by colour
// (engine 1 has White in game 1).
func TestPerEngineLimits(t *testing.T) {
	tests := []struct {
		name       string
		per        [2]Limits
		want, lack []string
	}{
		{"depth", [2]Limits{{Depth: 3}, {Depth: 1}},
			[]string{"1> go depth 3\n", "2> go depth 1\n"}, []string{"1> go depth 1\n", "2> go depth 3\n"}},
		{"clock", [2]Limits{{Base: 5 * time.Second, Inc: 100 * time.Millisecond}, {Base: 2 * time.Second}},
			[]string{"1> go wtime 5000 btime 2000 winc 100 binc 0\n"}, []string{"go depth"}},
		{"one engine", [2]Limits{{}, {Depth: 2}},
			[]string{"1> go depth 1\n", "2> go depth 2\n"}, []string{"1> go depth 2\n", "2> go depth 1\n"}},
	}
	for _, tc := range tests {
		o := options(t, "chess", 1) // Limits: depth 1
		o.PerEngine, o.MaxPlies = tc.per, 4
		var trace strings.Builder
		o.Engine.Trace = &trace
		r, err := Run(context.Background(), specs(t, fakeEngine, fakeEngine), o)
		if err != nil {
			t.Fatal(err)
		}
		if g := r.Games[0]; g.Termination != "adjudication" {
			t.Errorf("%s: game %+v", tc.name, g)
		}
		for _, w := range tc.want {
			if !strings.Contains(trace.String(), w) {
				t.Errorf("%s: want %q in the trace:\n%s", tc.name, w, trace.String())
			}
		}
		for _, l := range tc.lack {
			if strings.Contains(trace.String(), l) {
				t.Errorf("%s: %q in the trace:\n%s", tc.name, l, trace.String())
			}
		}
	}
}

// TestXBoardPerEngineClock: an xboard engine with Black gets its own
// clock and increment in level, time and otim (White's is the other's).
func TestXBoardPerEngineClock(t *testing.T) {
	o := options(t, "chess", 1)
	o.PerEngine, o.MaxPlies = [2]Limits{{Base: 5 * time.Second, Inc: 100 * time.Millisecond}, {Base: 3 * time.Second, Inc: 200 * time.Millisecond}}, 2
	var trace strings.Builder
	o.Engine.Trace = &trace
	r, err := Run(context.Background(), specs(t, fakeEngine, "xboard:"+xboardEngine), o)
	if err != nil {
		t.Fatal(err)
	}
	if g := r.Games[0]; g.Termination != "adjudication" || !strings.Contains(trace.String(), "2> level 0 0:03 0.2\n2> time 300\n") {
		t.Errorf("game %+v; want Black's level and time in the trace:\n%s", g, trace.String())
	}
}
