package main

import "testing"

// gcProbeBadInputs are bad uses of "gamecourier --probe-answers".
var gcProbeBadInputs = []badInput{
	{name: "probe answers: no file", args: []string{"gamecourier", "--ends=false", "--probe=false", "--check=false", "--probe-answers", "{dir}/none.txt"}, wantExit: 1,
		wantFirst: "betzac: --probe-answers {dir}/none.txt: no such file or directory"},
	{name: "probe answers: no answer line", args: []string{"gamecourier", "--ends=false", "--probe=false", "--check=false", "--probe-answers", "{dir}/a.txt"},
		files: map[string]string{"a.txt": "Chess\nan error\n"}, wantExit: 1,
		wantFirst: `betzac: {dir}/a.txt: no line starting "betzac-probe": paste the text of the probe's pages (README.txt, step 4)`},
	{name: "probe answers: two readings", args: []string{"gamecourier", "--ends=false", "--probe=false", "--check=false", "--probe-answers", "{dir}/a.txt"},
		files: map[string]string{"a.txt": "betzac-probe index-base 8\nbetzac-probe index-base 7\n"}, wantExit: 1,
		wantFirst: `betzac: {dir}/a.txt: line 2: index-base "7", but line 1 says "8": paste one run of the probe`},
	{name: "probe answers: a construct the preset uses is refused", args: []string{"gamecourier", "--ends=false", "--probe=false", "--check=false", "--probe-answers", "{dir}/a.txt", "chess"},
		files: map[string]string{"a.txt": "betzac-probe print ok\nbetzac-probe gosub-plain refused\n"}, wantExit: 1,
		wantFirst: "betzac: the chess preset uses what this server refuses; do not upload it, report these lines to betzac's maintainers:"},
	{name: "probe answers with --check", args: []string{"gamecourier", "--ends=false", "--probe=false", "--check", "--probe-answers", "{dir}/a.txt"}, wantExit: 2,
		wantFirst: "betzac: --probe-answers takes at most one VARIANT and no --check, --probe or --ends"},
	{name: "probe answers with --ends", args: []string{"gamecourier", "--probe=false", "--check=false", "--ends", "--probe-answers", "{dir}/a.txt"}, wantExit: 2,
		wantFirst: "betzac: --probe-answers takes at most one VARIANT and no --check, --probe or --ends"},
	{name: "probe with --ends", args: []string{"gamecourier", "--probe-answers=", "--check=false", "--ends", "--probe"}, wantExit: 2,
		wantFirst: "betzac: --probe takes no VARIANT and no --check or --ends"},
}

func TestGamecourierProbeBadInputs(t *testing.T) { runBadInputs(t, gcProbeBadInputs) }
