package main

import "testing"

// badInputsLoose: Xiangqi-like variants that export fsf cannot write (a
// soldier FSF's type is not), and the chasing rule on pieces it does not
// know.
var badInputsLoose = []badInput{
	{name: "export a soldier stepping sideways from half a rank", args: []string{"export", "fsf", "{dir}/x.yaml"},
		files: map[string]string{"x.yaml": "name: x\ninherit: xiangqi\npieces:\n  - {letter: P, name: Soldier, betza: fW, region-moves: [{from: a6-e10, betza: sW}]}\n"}, wantExit: 1,
		wantFirst: `betzac: variant x cannot be written for Fairy-Stockfish:`},
	{name: "chasing rule on chess", args: []string{"perft", "{dir}/x.yaml", "-d", "1"},
		files: map[string]string{"x.yaml": "name: x\ninherit: chess\nchasing-rule: axf\n"}, wantExit: 1,
		wantFirst: `{dir}/x.yaml:2:10: inherit: builtin:chess.yaml:6:5: piece P: betza "ifmnDfmWfceF": chasing-rule: axf knows only Xiangqi's pieces (R, mafsW or nN, mRcpR, mafF or nA, F, fW or fsW, and the general, a royal W); set chasing-rule: none`},
}

func TestBadInputLoose(t *testing.T) { runBadInputs(t, badInputsLoose) }
