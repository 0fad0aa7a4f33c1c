package main

import "testing"

// badInputsBaring are variant files and Diagram definitions whose baring
// rule (issue 28) is wrong or not translated.
var badInputsBaring = []badInput{
	{name: "baring names no piece", args: []string{"check", "{dir}/v.yaml"},
		files:    map[string]string{"v.yaml": "name: v\ninherit: chess\nbaring: RZ\n"},
		wantExit: 1, wantFirst: `{dir}/v.yaml:3:10: baring "RZ": no piece Z`},
	{name: "baring names the king", args: []string{"check", "{dir}/v.yaml"},
		files:    map[string]string{"v.yaml": "name: v\ninherit: chess\nbaring: QK\n"},
		wantExit: 1, wantFirst: `{dir}/v.yaml:3:10: baring "QK": piece K is royal; baring counts the pieces beside the royal ones`},
	{name: "baring= beside a promotion to a listed piece", args: []string{"import", "id", "{dir}/d.html"},
		files:    map[string]string{"d.html": "baring=3\nPawn::::a2\nRook::::a1\nQueen::::d1\nKing::::e1\n"},
		wantExit: 1, wantFirst: `{dir}/d.html:1: baring= beside piece Pawn's promotion, which changes how many baring pieces a side has: betza.js judges such a move by the move (a bare side may promote out of it, a piece promoting away its side's last one loses), betzac's baring by the position after it; not translated`},
}

func TestBadInputBaring(t *testing.T) { runBadInputs(t, badInputsBaring) }
