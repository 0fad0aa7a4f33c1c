package main

import (
	"strings"
	"testing"
)

// TestCompilePlanBackend: compile --plan names the perft back end: the
// bitboard one for chess, xqboard for xiangqi, the VM with the reasons for
// shogi; and perft --vm-only counts the same as the default.
func TestCompilePlanBackend(t *testing.T) {
	for _, tc := range []struct{ variant, want string }{
		{"chess", "perft     bitboard\n"},
		{"xiangqi", "perft     xqboard"},
		{"shogi", "perft     vm (bitboard: "},
	} {
		stdout, stderr, status := execute(t, "compile", tc.variant, "--plan")
		if status != 0 {
			t.Fatalf("%s: exit %d: %s", tc.variant, status, stderr)
		}
		if !strings.Contains(stdout, tc.want) {
			t.Errorf("compile %s --plan: no %q in:\n%s", tc.variant, tc.want, stdout)
		}
	}
	for _, args := range [][]string{{"perft", "chess", "-d", "3"}, {"perft", "chess", "-d", "3", "--vm-only"}} {
		stdout, stderr, status := execute(t, args...)
		if status != 0 || !strings.Contains(stdout, "nodes 8902\n") {
			t.Errorf("%v: exit %d, %s%s", args, status, stdout, stderr)
		}
	}
}
