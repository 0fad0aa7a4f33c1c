package main

import (
	"strings"
	"testing"
)

// badInputsPlan are compile --plan's command lines it refuses.
var badInputsPlan = []badInput{
	{name: "plan and raw", args: []string{"compile", "chess", "--plan", "--raw"}, wantExit: 2,
		wantFirst: "betzac: --plan and --raw print different things; give one"},
	{name: "plan with betza", args: []string{"compile", "--betza", "N", "--plan"}, wantExit: 2,
		wantFirst: "betzac: --plan goes with a VARIANT (a plan is a whole variant's)"},
}

func TestBadInputPlan(t *testing.T) {
	runBadInputs(t, badInputsPlan)
}

// TestCompilePlan: compile --plan prints the VM's plan of chess: the fast
// legality path, no filters, and the king counted as a royal piece.
func TestCompilePlan(t *testing.T) {
	stdout, stderr, status := execute(t, "compile", "chess", "--plan")
	if status != 0 {
		t.Fatalf("exit %d: %s", status, stderr)
	}
	for _, want := range []string{"legality  fast\n", "filters   none\n", "count K   royal\n"} {
		if !strings.Contains(stdout, want) {
			t.Errorf("compile chess --plan: no %q in:\n%s", want, stdout)
		}
	}
}
