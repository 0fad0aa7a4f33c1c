package main

import "testing"

// badStatsInputs: "perft --stats" counts apart from plain perft, so the
// flags of the other path are refused, not ignored.
var badStatsInputs = []badInput{
	{name: "stats with divide", args: []string{"perft", "chess", "-d", "1", "--stats", "--divide"}, wantExit: 2,
		wantFirst: `betzac: --stats does not go with --divide`},
	{name: "stats with hash", args: []string{"perft", "chess", "-d", "1", "--stats", "--hash", "1"}, wantExit: 2,
		wantFirst: `betzac: --stats does not go with --hash`},
	{name: "stats with split", args: []string{"perft", "chess", "-d", "1", "--stats", "--split", "1"}, wantExit: 2,
		wantFirst: `betzac: --stats does not go with --split`},
}

func TestBadInputStats(t *testing.T) {
	runBadInputs(t, badStatsInputs)
}
