package main

import (
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/search"
)

// TestGoLimits: go's parameters, each read into its limit (times in
// milliseconds), perft read at once, and a bad one named.
func TestGoLimits(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct {
		line      string
		want      search.Limits
		wantPerft int
		wantErr   string
	}{
		{line: "", wantPerft: -1},
		{line: "infinite", want: search.Limits{Infinite: true}, wantPerft: -1},
		{line: "depth 3 nodes 1000 movetime 250", want: search.Limits{Depth: 3, Nodes: 1000, MoveTime: 250 * ms}, wantPerft: -1},
		{line: "wtime 60000 btime 50000 winc 1000 binc 500 movestogo 40", want: search.Limits{WTime: 60 * time.Second, BTime: 50 * time.Second, WInc: time.Second, BInc: 500 * ms}, wantPerft: -1},
		{line: "depth 2 perft 4 bogus", want: search.Limits{Depth: 2}, wantPerft: 4},
		{line: "wtime", wantPerft: -1, wantErr: "wtime needs a value"},
		{line: "btime -5", wantPerft: -1, wantErr: `btime "-5" is not a count`},
		{line: "ponder 1", wantPerft: -1, wantErr: `unknown parameter "ponder"`},
	} {
		l, perft, err := goLimits(strings.Fields(tc.line), uciDialect)
		gotErr := ""
		if err != nil {
			gotErr = err.Error()
		}
		if d := cmp.Diff(tc.want, l); d != "" || perft != tc.wantPerft || gotErr != tc.wantErr {
			t.Errorf("go %s: perft %d, error %q; want %d, %q; limits (-want +got):\n%s", tc.line, perft, gotErr, tc.wantPerft, tc.wantErr, d)
		}
	}
}

// TestGoLimitsUSI: in USI btime is the first player's (betzac's White)
// clock, and byoyomi is added to both clocks and made both increments.
func TestGoLimitsUSI(t *testing.T) {
	l, perft, err := goLimits(strings.Fields("btime 1000 wtime 2000 byoyomi 500"), usiDialect)
	s, ms := time.Second, time.Millisecond
	want := search.Limits{WTime: 1*s + 500*ms, BTime: 2*s + 500*ms, WInc: 500 * ms, BInc: 500 * ms}
	if d := cmp.Diff(want, l); d != "" || perft != -1 || err != nil {
		t.Errorf("perft %d, error %v; limits (-want +got):\n%s", perft, err, d)
	}
	if _, _, err := goLimits(strings.Fields("byoyomi 500"), uciDialect); err == nil {
		t.Error("UCI read byoyomi")
	}
}
