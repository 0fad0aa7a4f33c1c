package main

import "testing"

// TestSFENAndUSI: --sfen sets up a shogi position, --moves reads USI,
// moves --usi lists it and show prints the SFEN (the USI protocol's
// start position and moves).
func TestSFENAndUSI(t *testing.T) {
	const start = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
	runGoodInputs(t, []goodInput{
		{name: "show start", args: []string{"show", "shogi"}, has: []string{"SFEN: " + start + "\n"}},
		{name: "show --sfen", args: []string{"show", "shogi", "--sfen", start}, has: []string{"FEN: lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1\n"}},
		// the bishops are traded: each side holds one
		{name: "USI moves", args: []string{"show", "shogi", "--moves", "7g7f 3c3d 8h2b+ 3a2b"},
			has: []string{"SFEN: lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5\n"}},
		{name: "UCI and USI mixed", args: []string{"show", "shogi", "--moves", "c3c4 3c3d"}, has: []string{"SFEN: lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3\n"}},
		{name: "moves --usi", args: []string{"moves", "shogi", "--moves", "7g7f 3c3d 8h2b+ 3a2b", "--usi", "--oneline"}, has: []string{" B*5e "}},
		// USI's 4e: file 4 of 9..1, rank e of a.. (the board's labels)
		{name: "USI drop", args: []string{"show", "shogi", "--moves", "7g7f 3c3d 8h2b+ 3a2b B*4e", "--ascii"}, has: []string{"    |   |   |   |   |   | B |   |   |   | e\n"}},
		{name: "perft --sfen", args: []string{"perft", "shogi", "-d", "1", "--sfen", start}, has: []string{"30"}},
	})
}

// usiBadInputs: bad SFENs and USI moves, refused by field or square.
var usiBadInputs = []badInput{
	{name: "sfen for chess", args: []string{"show", "chess", "--sfen", "8/8/8/8/8/8/8/8 b - 1"}, wantExit: 1,
		wantFirst: `betzac: --sfen: SFEN fields field: variant chess is not of the shogi family (+X promotions, and drops with captures to hand or no hands): give a FEN (in "8/8/8/8/8/8/8/8 b - 1")`},
	{name: "sfen and fen", args: []string{"moves", "shogi", "--sfen", "9/9/9/9/9/9/9/9/9 b - 1", "--fen", "x"}, wantExit: 1,
		wantFirst: "betzac: --sfen and --fen: give one of them"},
	{name: "sfen board", args: []string{"show", "shogi", "--sfen", "9/9 b - 1"}, wantExit: 1,
		wantFirst: `betzac: --sfen: SFEN column 1, board field: 2 ranks, expected 9 (in "9/9 b - 1")`},
	{name: "sfen side", args: []string{"show", "shogi", "--sfen", "9/9/9/9/9/9/9/9/9 s - 1"}, wantExit: 1,
		wantFirst: `betzac: --sfen: SFEN column 19, side to move field: "s", expected b (the first player) or w (in "9/9/9/9/9/9/9/9/9 s - 1")`},
	{name: "USI off the board", args: []string{"moves", "shogi", "--moves", "7g7f 0c0d"}, wantExit: 1,
		wantFirst: `betzac: --moves: move 2 (0c0d): USI move "0c0d": square 0c is off the 9x9 board`},
	{name: "USI not legal", args: []string{"moves", "shogi", "--moves", "7g7f 5i5h"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 2 (5i5h): in UCI e1e2: not legal: the piece on e1 is White's, and it is Black's move"},
	{name: "moves --usi in chess", args: []string{"moves", "chess", "--usi"}, wantExit: 1,
		wantFirst: "betzac: --usi: variant chess is not of the shogi family (+X promotions, and drops with captures to hand or no hands)"},
	// USI is read only in the shogi family
	{name: "USI in chess", args: []string{"moves", "chess", "--moves", "7g7f"}, wantExit: 1,
		wantFirst: `betzac: --moves: move 1 (7g7f): malformed: "7g7f" does not start with a square of the 8x8 board`},
}

func TestUSIBadInputs(t *testing.T) { runBadInputs(t, usiBadInputs) }
