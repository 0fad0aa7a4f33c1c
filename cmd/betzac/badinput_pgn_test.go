package main

import "testing"

// badInputsPGN: betzac pgn on files that are not good PGN or whose moves
// are not legal.
var badInputsPGN = []badInput{
	{name: "illegal move in the second game", args: []string{"pgn", "{dir}/g.pgn"}, wantExit: 1,
		files:     map[string]string{"g.pgn": "1. e4 e5 *\n\n[Event \"two\"]\n1. e4 e5 2. Ke3 *\n"},
		wantFirst: "betzac: {dir}/g.pgn: game 2 (line 3): ply 3, move \"Ke3\" at 4:13: not a legal move in SAN; legal moves: Ba6 Bb5 Bc4 Bd3 Be2 Ke2 Na3 Nc3 Ne2 Nf3 Nh3 Qe2 Qf3 Qg4 Qh5 a3 a4 b3 b4 c3 c4 d3 d4 f3 f4 g3 g4 h3 h4"},
	{name: "unclosed comment", args: []string{"pgn", "{dir}/g.pgn"}, wantExit: 1,
		files:     map[string]string{"g.pgn": "1. e4 e5\n2. Nf3 {the knight\n"},
		wantFirst: "betzac: {dir}/g.pgn:2:8: comment '{' not closed by '}'"},
	{name: "unknown variant tag", args: []string{"pgn", "{dir}/g.pgn"}, wantExit: 1,
		files:     map[string]string{"g.pgn": "[Variant \"Nosuchchess\"]\n1. e4 *\n"},
		wantFirst: "{dir}/g.pgn: game 1 (line 1): variant \"nosuchchess\" (Variant tag \"Nosuchchess\"): nosuchchess: unknown variant \"nosuchchess\" ('betzac variants' lists the built-ins), and no such file"},
	{name: "SetUp without FEN", args: []string{"pgn", "{dir}/g.pgn"}, wantExit: 1,
		files:     map[string]string{"g.pgn": "[SetUp \"1\"]\n1. e4 *\n"},
		wantFirst: "betzac: {dir}/g.pgn: game 1 (line 1): SetUp \"1\" without a FEN tag"},
	{name: "empty file", args: []string{"pgn", "{dir}/g.pgn"}, wantExit: 1,
		files:     map[string]string{"g.pgn": "% nothing\n"},
		wantFirst: "betzac: {dir}/g.pgn: no game in the file"},
	{name: "moves without write", args: []string{"pgn", "{dir}/g.pgn", "--moves", "e4"}, wantExit: 2,
		wantFirst: "betzac: --moves and --fen go with --write"},
	{name: "write illegal move", args: []string{"pgn", "--write", "chess", "--moves", "e4 e4"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 2 (e4): not a legal move in SAN; legal moves: Na6 Nc6 Nf6 Nh6 a5 a6 b5 b6 c5 c6 d5 d6 e5 e6 f5 f6 g5 g6 h5 h6"},
	{name: "write with a file", args: []string{"pgn", "--write", "chess", "x.pgn", "--moves", "e4"}, wantExit: 2,
		wantFirst: "betzac: --write takes its moves from --moves, not a FILE (\"x.pgn\")"},
	{name: "no such file", args: []string{"pgn", "{dir}/nosuch.pgn"}, wantExit: 1,
		wantFirst: "betzac: {dir}/nosuch.pgn: cannot read: no such file or directory"},
	{name: "a directory", args: []string{"pgn", "{dir}"}, wantExit: 1,
		wantFirst: "betzac: {dir}: cannot read: not a regular file"},
}

func TestBadInputsPGN(t *testing.T) { runBadInputs(t, badInputsPGN) }
