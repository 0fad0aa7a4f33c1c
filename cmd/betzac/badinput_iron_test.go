package main

import "testing"

// badInputsIron are variant files whose iron rule (issue 28) is wrong.
var badInputsIron = []badInput{
	{name: "iron names no piece", args: []string{"check", "{dir}/v.yaml"},
		files:    map[string]string{"v.yaml": "name: v\ninherit: chess\niron: NZ\n"},
		wantExit: 1, wantFirst: `{dir}/v.yaml:3:8: iron "NZ": no piece Z`},
	{name: "iron with blast", args: []string{"check", "{dir}/v.yaml"},
		files:    map[string]string{"v.yaml": "name: v\ninherit: atomic\niron: Q\n"},
		wantExit: 1, wantFirst: `{dir}/v.yaml:3:7: iron: not with blast`},
}

func TestBadInputIron(t *testing.T) { runBadInputs(t, badInputsIron) }
