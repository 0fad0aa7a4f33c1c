package main

import "testing"

// TestShowResult: show prints the result of games whose results the
// rules give.
func TestShowResult(t *testing.T) {
	const shuffle = "g1f3 g8f6 f3g1 f6g8 "
	runGoodInputs(t, []goodInput{
		{name: "start", args: []string{"show", "chess"}, has: []string{"Result: *\n"}},
		{name: "fool's mate", args: []string{"show", "chess", "--moves", "f2f3 e7e5 g2g4 d8h4"}, has: []string{"Result: 0-1 (checkmate)\n"}},
		{name: "stalemate", args: []string{"show", "chess", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"}, has: []string{"Result: 1/2-1/2 (stalemate)\n"}},
		// the black general on d10 has d9 and e10, both guarded by the soldier on e9
		{name: "xiangqi stalemate", args: []string{"show", "xiangqi", "--fen", "3k5/4P4/9/9/9/9/9/9/9/4K4 b - - 0 1"}, has: []string{"Result: 1-0 (stalemate)\n"}},
		{name: "repetition", args: []string{"show", "chess", "--moves", shuffle + shuffle}, has: []string{"Result: 1/2-1/2 (3-fold repetition)\n"}},
		{name: "K vs K", args: []string{"show", "chess", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"}, has: []string{"Result: 1/2-1/2 (insufficient material)\n"}},
	})
}

// resultBadInputs: moves after the game's end are refused with its result.
var resultBadInputs = []badInput{
	{name: "move after a repetition", args: []string{"moves", "chess", "--moves", "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 9 (e2e4): the game is over: 1/2-1/2 (3-fold repetition)"},
	{name: "move after 50 moves", args: []string{"show", "chess", "--fen", "8/8/8/8/8/8/R7/K6k w - - 100 80", "--moves", "a2a3"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (a2a3): the game is over: 1/2-1/2 (50-move rule)"},
	{name: "move after K vs K", args: []string{"perft", "chess", "-d", "1", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1", "--moves", "e1e2"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (e1e2): the game is over: 1/2-1/2 (insufficient material)"},
}

func TestResultBadInputs(t *testing.T) { runBadInputs(t, resultBadInputs) }
