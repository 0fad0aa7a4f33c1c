package main

import "testing"

// badUCIInputs: betzac uci's command line (its protocol errors are in
// uci_test.go). An argument panicked in argNames before the fix.
var badUCIInputs = []badInput{
	{name: "uci with an argument", args: []string{"uci", "extra"}, wantExit: 2,
		wantFirst: `betzac: unknown command "extra" for "betzac uci"`},
}

func TestBadInputUCI(t *testing.T) { runBadInputs(t, badUCIInputs) }
