package main

import (
	"strings"
	"testing"
)

// TestLazyCommands: a run that names a command adds it, and root's help,
// after such runs, lists every command once, with the --version flag.
func TestLazyCommands(t *testing.T) {
	if _, stderr, st := execute(t, "variants"); st != 0 {
		t.Fatalf("variants: status %d, %s", st, stderr)
	}
	if !variantsCmd.HasParent() {
		t.Errorf("betzac variants ran, and variants is not a command of root")
	}
	out, _, st := execute(t, "--help")
	if st != 0 {
		t.Fatalf("--help: status %d", st)
	}
	for _, c := range subcommands {
		if !c.Hidden && strings.Count(out, "\n  "+c.Name()+" ") != 1 {
			t.Errorf("betzac --help lists %s %d times, want once:\n%s", c.Name(), strings.Count(out, "\n  "+c.Name()+" "), out)
		}
	}
	if !strings.Contains(out, "-v, --version") {
		t.Errorf("betzac --help does not list -v, --version:\n%s", out)
	}
	if len(rootCmd.Commands()) != len(subcommands)+1 { // and help
		t.Errorf("root has %d commands, want the %d registered and help", len(rootCmd.Commands()), len(subcommands))
	}
}
