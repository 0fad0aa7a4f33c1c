package main

import (
	"strings"
	"testing"
)

// TestSFENAndUSI: --sfen sets up a shogi position, --moves reads USI,
// moves --usi lists it and show prints the SFEN (the USI protocol's
// start position and moves).
func TestSFENAndUSI(t *testing.T) {
	const start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"show start", []string{"show", "shogi"}, "SFEN: " + start + "\n"},
		{"show --sfen", []string{"show", "shogi", "--sfen", start}, "FEN: lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1\n"},
		// the bishops are traded: each side holds one
		{"USI moves", []string{"show", "shogi", "--moves", "7g7f 3c3d 8h2b+ 3a2b"},
			"SFEN: lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5\n"},
		{"UCI and USI mixed", []string{"show", "shogi", "--moves", "c3c4 3c3d"}, "SFEN: lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3\n"},
		{"moves --usi", []string{"moves", "shogi", "--moves", "7g7f 3c3d 8h2b+ 3a2b", "--usi", "--oneline"}, " B*5e "},
		{"USI drop", []string{"show", "shogi", "--moves", "7g7f 3c3d 8h2b+ 3a2b B*4e", "--ascii"}, "  5 |   |   |   |   |   | B |   |   |   |\n"},
		{"perft --sfen", []string{"perft", "shogi", "-d", "1", "--sfen", start}, "30"},
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

// usiBadInputs: bad SFENs and USI moves, refused by field or square.
var usiBadInputs = []badInput{
	{name: "sfen for chess", args: []string{"show", "chess", "--sfen", "8/8/8/8/8/8/8/8 b - 1"}, wantExit: 1,
		wantFirst: `betzac: --sfen: SFEN "8/8/8/8/8/8/8/8 b - 1": fields field: variant chess is not of the shogi family (drops, captures to hand, +X promotions): give a FEN`},
	{name: "sfen and fen", args: []string{"moves", "shogi", "--sfen", "9/9/9/9/9/9/9/9/9 b - 1", "--fen", "x"}, wantExit: 1,
		wantFirst: "betzac: --sfen and --fen: give one of them"},
	{name: "sfen board", args: []string{"show", "shogi", "--sfen", "9/9 b - 1"}, wantExit: 1,
		wantFirst: `betzac: --sfen: SFEN "9/9 b - 1": board field: 2 ranks, expected 9`},
	{name: "sfen side", args: []string{"show", "shogi", "--sfen", "9/9/9/9/9/9/9/9/9 s - 1"}, wantExit: 1,
		wantFirst: `betzac: --sfen: SFEN "9/9/9/9/9/9/9/9/9 s - 1": side to move field: "s", expected b (the first player) or w`},
	{name: "USI off the board", args: []string{"moves", "shogi", "--moves", "7g7f 0c0d"}, wantExit: 1,
		wantFirst: `betzac: --moves: move 2 (0c0d): USI move "0c0d": square 0c is off the 9x9 board`},
	{name: "USI not legal", args: []string{"moves", "shogi", "--moves", "7g7f 5i5h"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 2 (5i5h): in UCI e1e2: not legal: the piece on e1 is White's, and it is Black's move"},
	{name: "moves --usi in chess", args: []string{"moves", "chess", "--usi"}, wantExit: 1,
		wantFirst: "betzac: --usi: variant chess is not of the shogi family (drops, captures to hand, +X promotions)"},
	// USI is read only in the shogi family
	{name: "USI in chess", args: []string{"moves", "chess", "--moves", "7g7f"}, wantExit: 1,
		wantFirst: `betzac: --moves: move 1 (7g7f): malformed: "7g7f" does not start with a square of the 8x8 board`},
}

func TestUSIBadInputs(t *testing.T) { runBadInputs(t, usiBadInputs) }
