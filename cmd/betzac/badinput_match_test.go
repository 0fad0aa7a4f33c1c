package main

import "testing"

// badMatchInputs: betzac match's command line, engines that cannot be
// started and openings files that cannot be read. An illegal move, a
// crash and a hang are match's own tests (match/match_test.go).
var badMatchInputs = []badInput{
	{name: "no engine", args: []string{"match", "chess"}, wantExit: 2,
		wantFirst: `betzac: match needs two engines: --engine CMD --engine CMD (got 0)`},
	{name: "three engines", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--engine", "c"}, wantExit: 2,
		wantFirst: `betzac: match needs two engines: --engine CMD --engine CMD (got 3)`},
	{name: "no variant", args: []string{"match", "--engine", "a", "--engine", "b"}, wantExit: 2,
		wantFirst: `betzac: missing argument VARIANT|FILE`},
	{name: "unknown variant", args: []string{"match", "nosuch", "--engine", "a", "--engine", "b"}, wantExit: 2,
		wantFirst: `nosuch: unknown variant "nosuch" ('betzac variants' lists the built-ins), and no such file`},
	{name: "xboard engine missing", args: []string{"match", "chess", "--engine", "xboard:{dir}/no-engine", "--engine", "b"}, wantExit: 2,
		wantFirst: `betzac match: could not play: engine 1 (xboard:{dir}/no-engine): engine start: cannot start "{dir}/no-engine": fork/exec {dir}/no-engine: no such file or directory`},
	{name: "empty engine", args: []string{"match", "chess", "--engine", "uci:", "--engine", "b"}, wantExit: 2,
		wantFirst: `betzac: --engine: engine "uci:": empty engine command`},
	{name: "unclosed quote", args: []string{"match", "chess", "--engine", "eng 'x", "--engine", "b"}, wantExit: 2,
		wantFirst: `betzac: --engine: engine "eng 'x": unclosed ' quote in "eng 'x"`},
	{name: "two limits", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--depth", "2", "--tc", "10"}, wantExit: 2,
		wantFirst: `betzac: give one of --depth, --movetime and --tc (once for both engines, or twice: the first --engine's, then the second's)`},
	{name: "depth 0", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--depth", "0"}, wantExit: 2,
		wantFirst: `betzac: --depth "0": want an integer from 1 to 64`},
	{name: "depth too deep", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--depth", "65"}, wantExit: 2,
		wantFirst: `betzac: --depth "65": want an integer from 1 to 64`},
	{name: "no games", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--games", "0"}, wantExit: 2,
		wantFirst: `betzac: invalid argument "0" for "--games" flag: want an integer from 1 to 1000000`},
	{name: "tc zero", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--tc", "0+1"}, wantExit: 2,
		wantFirst: `betzac: --tc "0+1": the base time must be more than 0`},
	{name: "tc not a number", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--tc", "1m+2"}, wantExit: 2,
		wantFirst: `betzac: --tc "1m+2": want BASE+INC in seconds ("60+0.5", "10"); the base "1m" is not a number of seconds from 0 to 86400`},
	{name: "tc NaN increment", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--tc", "10+NaN"}, wantExit: 2,
		wantFirst: `betzac: --tc "10+NaN": want BASE+INC in seconds ("60+0.5", "10"); the increment "NaN" is not a number of seconds from 0 to 86400`},
	{name: "engine missing", args: []string{"match", "chess", "--engine", "{dir}/no-engine", "--engine", "b"}, wantExit: 2,
		wantFirst: `betzac match: could not play: engine 1 ({dir}/no-engine): engine start: cannot start "{dir}/no-engine": fork/exec {dir}/no-engine: no such file or directory`},
	{name: "engine not an engine", args: []string{"match", "chess", "--engine", "{dir}/eng.txt", "--engine", "b"}, wantExit: 2,
		files:     map[string]string{"eng.txt": "not a program"},
		wantFirst: `betzac match: could not play: engine 1 ({dir}/eng.txt): engine start: cannot start "{dir}/eng.txt": fork/exec {dir}/eng.txt: permission denied`},
	{name: "openings missing", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--openings", "{dir}/none.epd"}, wantExit: 2,
		wantFirst: `betzac: --openings {dir}/none.epd: cannot read: no such file or directory`},
	{name: "openings bad FEN", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--openings", "{dir}/o.epd"}, wantExit: 2,
		files:     map[string]string{"o.epd": "# two openings\nrnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -\n"},
		wantFirst: `betzac: --openings: {dir}/o.epd:3: FEN column 45, side to move field: "x", expected w or b (lower case) (in "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq -")`},
	{name: "openings PGN illegal move", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--openings", "{dir}/o.pgn"}, wantExit: 2,
		files:     map[string]string{"o.pgn": "1. e4 e5 2. Ke3 *\n"},
		wantFirst: `betzac: --openings: {dir}/o.pgn:1:13: move "Ke3": not a legal move in SAN; legal moves: Ba6 Bb5 Bc4 Bd3 Be2 Ke2 Na3 Nc3 Ne2 Nf3 Nh3 Qe2 Qf3 Qg4 Qh5 a3 a4 b3 b4 c3 c4 d3 d4 f3 f4 g3 g4 h3 h4`},
	{name: "openings game over", args: []string{"match", "chess", "--engine", "a", "--engine", "b", "--openings", "{dir}/o.pgn"}, wantExit: 2,
		files:     map[string]string{"o.pgn": "1. f3 e5 2. g4 Qh4# 0-1\n"},
		wantFirst: `betzac: --openings: {dir}/o.pgn:1 (game 1): the opening ends the game (0-1 (checkmate))`},
}

func TestBadInputMatch(t *testing.T) { runBadInputs(t, badMatchInputs) }
