package main

import (
	"strings"
	"testing"
)

// TestBitboardsFlag: compile --plan names the perft back end of
// --bitboards (and why a variant does not fit), and perft --bitboards
// counts Xiangqi's start as chessprogramming.org's table does.
func TestBitboardsFlag(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"compile", "xiangqi", "--plan"}, "perft --bitboards  xqboard"},
		{[]string{"compile", "chess", "--plan"}, "perft --bitboards  vm (xqboard: piece P: promotes)"},
		{[]string{"perft", "xiangqi", "-d", "3", "--bitboards"}, "nodes 79666\n"},
		{[]string{"perft", "minixiangqi", "-d", "3", "--bitboards", "--threads", "2"}, "nodes 6664\n"},
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
