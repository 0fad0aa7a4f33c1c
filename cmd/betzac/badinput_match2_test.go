package main

import (
	"strings"
	"testing"
)

// badMatch2Inputs: match's per-engine limits (a limit flag given twice)
// and USI engines.
var badMatch2Inputs = []badInput{
	{name: "depth three times", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--depth", "2", "--depth", "3", "--depth", "4"}, wantExit: 2,
		wantFirst: `betzac: --depth given 3 times: give it once for both engines, or twice (the first --engine's, then the second's)`},
	{name: "second depth bad", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--depth", "2", "--depth", "02"}, wantExit: 2,
		wantFirst: `betzac: --depth "02": want an integer from 1 to 64`},
	{name: "depth not a number", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--depth", "3x"}, wantExit: 2,
		wantFirst: `betzac: --depth "3x": want an integer from 1 to 64`},
	{name: "movetime zero", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--movetime", "100", "--movetime", "0"}, wantExit: 2,
		wantFirst: `betzac: --movetime "0": want an integer from 1 to 3600000 (milliseconds)`},
	{name: "movetime too long", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--movetime", "3600001"}, wantExit: 2,
		wantFirst: `betzac: --movetime "3600001": want an integer from 1 to 3600000 (milliseconds)`},
	{name: "second tc bad", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--tc", "10+1", "--tc", "-5"}, wantExit: 2,
		wantFirst: `betzac: --tc "-5": want BASE+INC in seconds ("60+0.5", "10"); the base "-5" is not a number of seconds from 0 to 86400`},
	{name: "depth for one, movetime for the other", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--depth", "2", "--movetime", "100"}, wantExit: 2,
		wantFirst: `betzac: give one of --depth, --movetime and --tc (once for both engines, or twice: the first --engine's, then the second's)`},
	{name: "usi engine missing", args: []string{"match", "shogi", "--engine", "usi:{dir}/no-engine", "--engine", "b"}, wantExit: 2,
		wantFirst: `betzac match: could not play: engine 1 (usi:{dir}/no-engine): engine start: cannot start "{dir}/no-engine": fork/exec {dir}/no-engine: no such file or directory`},
	{name: "openings path too long", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--openings", strings.Repeat("x", 5000)}, wantExit: 2,
		wantFirst: `betzac: --openings "` + strings.Repeat("x", 60) + `"… (5000 bytes): cannot read: file name too long`},
	{name: "usi empty command", args: []string{"match", "shogi", "--engine", "usi:", "--engine", "b"}, wantExit: 2,
		wantFirst: `betzac: --engine: engine "usi:": empty engine command`},
}

func TestBadInputMatch2(t *testing.T) { runBadInputs(t, badMatch2Inputs) }
