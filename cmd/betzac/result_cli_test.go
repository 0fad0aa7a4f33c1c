package main

import (
	"strings"
	"testing"
)

// TestShowResult: show prints the result of games whose results the
// rules give.
func TestShowResult(t *testing.T) {
	const shuffle = "g1f3 g8f6 f3g1 f6g8 "
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"start", []string{"show", "chess"}, "Result: *\n"},
		{"fool's mate", []string{"show", "chess", "--moves", "f2f3 e7e5 g2g4 d8h4"}, "Result: 0-1 (checkmate)\n"},
		{"stalemate", []string{"show", "chess", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"}, "Result: 1/2-1/2 (stalemate)\n"},
		// the black general on d10 has d9 and e10, both guarded by the soldier on e9
		{"xiangqi stalemate", []string{"show", "xiangqi", "--fen", "3k5/4P4/9/9/9/9/9/9/9/4K4 b - - 0 1"}, "Result: 1-0 (stalemate)\n"},
		{"repetition", []string{"show", "chess", "--moves", shuffle + shuffle}, "Result: 1/2-1/2 (3-fold repetition)\n"},
		{"K vs K", []string{"show", "chess", "--fen", "8/8/8/4k3/8/8/8/4K3 w - - 0 1"}, "Result: 1/2-1/2 (insufficient material)\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errOut, status := execute(t, tc.args...)
			if status != 0 {
				t.Fatalf("status %d: %s", status, errOut)
			}
			if !strings.Contains(out, tc.want) {
				t.Errorf("stdout lacks %q:\n%s", tc.want, out)
			}
		})
	}
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
