package main

import "testing"

// badSuiteInputs: malformed EPD suites are errors at their line and
// column, before anything runs; flags that do not go with --suite are
// refused.
var badSuiteInputs = []badInput{
	{name: "suite line without counts", args: []string{"golden", "--suite", "{dir}/s.epd"},
		files: map[string]string{"s.epd": "# suite\n8/8/8/8/8/8/8/K6k w - -\n"}, wantExit: 1,
		wantFirst: `betzac: {dir}/s.epd:2:24: no perft counts: want "FEN ;D1 20 ;D2 400"`},
	{name: "suite bad depth", args: []string{"golden", "--suite", "{dir}/s.epd"},
		files: map[string]string{"s.epd": "8/8/8/8/8/8/8/K6k w - - ;D1 3 ;Dx 9\n"}, wantExit: 1,
		wantFirst: `betzac: {dir}/s.epd:1:33: depth "x": want a whole number from 1 to 64`},
	{name: "suite bad FEN", args: []string{"golden", "--suite", "{dir}/s.epd"},
		files: map[string]string{"s.epd": "8/8/8/8/8/8/8/K6k w - - ;D1 3\nxx ;D1 3\n"}, wantExit: 1,
		wantFirst: `betzac: {dir}/s.epd:2:1: FEN column 1, board field: 1 ranks, expected 8 (in "xx")`},
	{name: "suite missing", args: []string{"golden", "--suite", "{dir}/none.epd"}, wantExit: 1,
		wantFirst: `betzac: open {dir}/none.epd: no such file or directory`},
	{name: "enginetest suite malformed", args: []string{"enginetest", "--engine", "true", "--suite", "{dir}/s.epd"},
		files: map[string]string{"s.epd": "8/8/8/8/8/8/8/K6k w - - ;D1\n"}, wantExit: 2,
		wantFirst: `betzac: {dir}/s.epd:1:28: D1 has no node count`},
	{name: "enginetest suite with depth", args: []string{"enginetest", "--engine", "true", "--suite", "x.epd", "-d", "2"}, wantExit: 2,
		wantFirst: `betzac: --suite gives the positions and depths: no --fen or -d with it`},
	{name: "golden suite with epd", args: []string{"golden", "--suite", "x.epd", "--epd"}, wantExit: 2,
		wantFirst: `betzac: --suite runs a suite, --epd prints the corpus: give one`},
	{name: "golden json without suite", args: []string{"golden", "--json"}, wantExit: 2,
		wantFirst: `betzac: --json goes with --suite`},
}

func TestBadInputSuite(t *testing.T) {
	runBadInputs(t, badSuiteInputs)
}

// badProtocolInputs: --protocol's values and the UCI-only flags.
var badProtocolInputs = []badInput{
	{name: "protocol unknown", args: []string{"enginetest", "--engine", "x", "--protocol", "cecp", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac: --protocol "cecp": want one of script, uci, usi, xboard`},
	{name: "script with option", args: []string{"enginetest", "--engine", "x", "--protocol", "script", "--option", "Hash=1", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac: --option is for UCI engines, not --protocol script`},
	{name: "script with uci-variant", args: []string{"enginetest", "--engine", "x", "--protocol", "script", "--uci-variant", "x", "-d", "1"}, wantExit: 2,
		wantFirst: `betzac: --uci-variant is for UCI engines, not --protocol script`},
}

func TestBadInputProtocol(t *testing.T) {
	runBadInputs(t, badProtocolInputs)
}
