package main

import (
	"strings"
	"testing"
)

// TestBitboardsFlag: compile --plan names the perft back end (and why a
// variant does not fit a bitboard one), and perft counts Xiangqi's start
// as chessprogramming.org's table does on it and, with --vm-only, on the
// VM.
func TestBitboardsFlag(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"compile", "xiangqi", "--plan"}, "perft     xqboard"},
		{[]string{"perft", "xiangqi", "-d", "3"}, "nodes 79666\n"},
		{[]string{"perft", "minixiangqi", "-d", "3", "--threads", "2"}, "nodes 6664\n"},
		{[]string{"perft", "xiangqi", "-d", "3", "--vm-only"}, "nodes 79666\n"},
		{[]string{"perft", "minixiangqi", "-d", "3", "--vm-only"}, "nodes 6664\n"},
	}
	for _, c := range cases {
		stdout, stderr, status := execute(t, c.args...)
		if status != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, status, stderr)
		}
		if !strings.Contains(stdout, c.want) {
			t.Errorf("%v: no %q in:\n%s", c.args, c.want, stdout)
		}
	}
}
