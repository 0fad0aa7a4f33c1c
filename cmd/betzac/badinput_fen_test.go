package main

import "testing"

// inheritsBadBetza is mine.yaml, which inherits base.yaml, whose Q has a
// bad Betza string.
var inheritsBadBetza = map[string]string{
	"base.yaml": "name: base\nboard: 8x8\npieces:\n  - {letter: K, betza: K, royal: true}\n  - {letter: Q, betza: fmWfcX}\nstart: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n",
	"mine.yaml": "name: mine\ninherit: base.yaml\n",
}

// badInputsFEN are bad FENs, --moves and variant files for check (h6).
// Each expected line is worked out from the input by hand: the square
// names, positions (line:column of the YAML text) and reasons.
var badInputsFEN = []badInput{
	// FEN
	{name: "empty --fen", args: []string{"moves", "chess", "--fen", ""}, wantExit: 1,
		wantFirst: "betzac: --fen: empty FEN (leave out --fen for the start position)"},
	{name: "blank --fen to perft", args: []string{"perft", "chess", "-d", "1", "--fen", " "}, wantExit: 1,
		wantFirst: "betzac: --fen: empty FEN (leave out --fen for the start position)"},
	{name: "FEN without side to move", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3"}, wantExit: 1,
		wantFirst: `betzac: FEN column 20, side to move field: missing: expected w or b after the board (in "4k3/8/8/8/8/8/8/4K3")`},
	{name: "castling letter twice", args: []string{"moves", "chess", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KKkq - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 28, castling field: "KKkq": "K" is given twice (in "r3k2r/8/8/8/8/8/8/R3K2R w KKkq - 0 1")`},
	{name: "no black king", args: []string{"moves", "chess", "--fen", "8/8/8/8/8/8/8/4K3 w - - 0 1"}, wantExit: 0,
		wantFirst: "betzac: warning: Black has no royal piece: its moves are not tested for check"},
	// the rook on a1 attacks the king on a8 up the empty a-file
	{name: "side not to move in check", args: []string{"moves", "chess", "--fen", "k7/8/8/8/8/8/8/R6K w - - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 20, side to move field: white to move, but Black is in check (k on a8 attacked by R on a1): the side not to move cannot be in check (in "k7/8/8/8/8/8/8/R6K w - - 0 1")`},
	{name: "pawn on the last rank", args: []string{"perft", "chess", "-d", "1", "--fen", "4P2k/8/8/8/8/8/8/4K3 w - - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 2, board field: P on e8: it is in its promotion zone, where it must promote (to Q R B N) (in "4P2k/8/8/8/8/8/8/4K3 w - - 0 1")`},
	{name: "shogi pawn that could never move", args: []string{"moves", "shogi", "--fen", "4k3P/9/9/9/9/9/9/9/4K4[] w - - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 4, board field: P on i9: it could never move from there, and immobility-illegal forbids a move or drop that leaves it there (in "4k3P/9/9/9/9/9/9/9/4K4[] w - - 0 1")`},
	{name: "holdings without drops", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 20, board field: holdings [Q]: this variant has no pieces in hand (no drops, no captures to hand) (in "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1")`},
	{name: "move number 0", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 0"}, wantExit: 1,
		wantFirst: `betzac: FEN column 29, move number field: "0", expected a number >= 1 (in "4k3/8/8/8/8/8/8/4K3 w - - 0 0")`},
	// lichess's checks-given field counts towards three checks
	{name: "checks given in 5check", args: []string{"moves", "5check", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +2+0"}, wantExit: 1,
		wantFirst: `betzac: FEN column 31, checks field: "+2+0": the checks given (lichess's form) are three-check's, and this variant needs 5 checks to win (in "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +2+0")`},
	{name: "checks given malformed", args: []string{"moves", "3check", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +2"}, wantExit: 1,
		wantFirst: `betzac: FEN column 31, checks field: "+2", expected the checks each side has given, +W+B (in "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +2")`},
	{name: "castling right without a rook", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3 w K - 0 1"}, wantExit: 0,
		wantFirst: `betzac: warning: castling right "K" ignored: no castling partner there`},

	// --moves
	{name: "SAN move not legal", args: []string{"moves", "chess", "--moves", "e2e4 e7e5 Nf7"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 3 (Nf7): not a legal move in SAN; legal moves: Ba6 Bb5 Bc4 Bd3 Be2 Ke2 Na3 Nc3 Ne2 Nf3 Nh3 Qe2 Qf3 Qg4 Qh5 a3 a4 b3 b4 c3 c4 d3 d4 f3 f4 g3 g4 h3 h4"},
	{name: "upper-case squares", args: []string{"moves", "chess", "--moves", "E2E4"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (E2E4): malformed: squares are written in lower case: e2e4"},
	{name: "square off the board", args: []string{"moves", "chess", "--moves", "d2d4 d7d5 e2e9"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 3 (e2e9): malformed: square e9 is off the 8x8 board"},
	{name: "missing promotion letter", args: []string{"moves", "chess", "--fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "--moves", "a7a8"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (a7a8): not legal: a promotion: add the piece to promote to, as in a7a8q a7a8r a7a8b a7a8n"},
	{name: "no castling right", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/R3K2R w K - 0 1", "--moves", "e1c1"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (e1c1): not legal: no castling right on that side (castling field K)"},
	{name: "wrong side", args: []string{"moves", "chess", "--moves", "e7e5"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (e7e5): not legal: the piece on e7 is Black's, and it is White's move"},
	// Fool's mate: after 2... Qh4 White has no move
	{name: "game over", args: []string{"moves", "chess", "--moves", "f2f3 e7e5 g2g4 d8h4 a2a3"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 5 (a2a3): the game is over: 0-1 (checkmate)"},
	{name: "drop without drops", args: []string{"moves", "chess", "--moves", "P@e4"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (P@e4): not legal: this variant has no drops"},
	{name: "drop of a piece not in hand", args: []string{"moves", "crazyhouse", "--moves", "P@e4"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (P@e4): not legal: White has no P in hand"},
	{name: "perft --moves not legal", args: []string{"perft", "chess", "-d", "1", "--moves", "e2e5"}, wantExit: 1,
		wantFirst: "betzac: --moves: move 1 (e2e5): not legal: the P on e2 cannot do that; its legal moves: e2e3 e2e4"},

	// check: errors in inherited files, warnings
	// ("fmWfcX" starts at column 24 of base.yaml's line 5; X is its 6th letter)
	{name: "check: error in an inherited file", args: []string{"check", "{dir}/mine.yaml"},
		files: inheritsBadBetza, wantExit: 1,
		wantFirst: `{dir}/mine.yaml:2:10: inherit: {dir}/base.yaml:5:29: betza "fmWfcX": 'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY`},
	{name: "moves: error in an inherited file", args: []string{"moves", "{dir}/mine.yaml"},
		files: inheritsBadBetza, wantExit: 1,
		wantFirst: `{dir}/mine.yaml:2:10: inherit: {dir}/base.yaml:5:29: betza "fmWfcX": 'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY`},
	{name: "check: unknown field in an inherited file", args: []string{"check", "{dir}/mine.yaml"},
		files: map[string]string{
			"base.yaml": "name: base\ninherit: chess\ntilte: x\n",
			"mine.yaml": "name: mine\ninherit: base.yaml\n",
		}, wantExit: 1,
		wantFirst: `{dir}/mine.yaml:2:10: inherit: {dir}/base.yaml:3:1: unknown field "tilte" (did you mean "title"?)`},
	{name: "check: no royal piece", args: []string{"check", "{dir}/noroyal.yaml"},
		files:     map[string]string{"noroyal.yaml": "name: nr\nboard: 8x8\npieces:\n  - {letter: N, betza: N}\nstart: 4n3/8/8/8/8/8/8/4N3 w - - 0 1\n"},
		wantFirst: "{dir}/noroyal.yaml: warning: no piece is royal: no move is illegal because of check, and a game ends only when a side cannot move"},
	// "RisO2" starts at column 24 of line 4
	{name: "check: castling O on a non-royal piece", args: []string{"check", "{dir}/ocastle.yaml"},
		files:     map[string]string{"ocastle.yaml": "name: oc\ninherit: chess\npieces:\n  - {letter: R, betza: RisO2}\n"},
		wantFirst: "{dir}/ocastle.yaml:4:24: warning: piece R: castling O on a piece that is not royal while a royal piece castles: only the royal piece does, so it never castles"},
	// the start FEN's text begins at column 8 of line 3
	{name: "check: start position without a black king", args: []string{"check", "{dir}/noking.yaml"},
		files:     map[string]string{"noking.yaml": "name: nk\ninherit: chess\nstart: rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\n"},
		wantFirst: "{dir}/noking.yaml:3:8: warning: start: Black has no royal piece: its moves are not tested for check"},
	{name: "check: castling right with no partner", args: []string{"check", "{dir}/rights.yaml"},
		files:     map[string]string{"rights.yaml": "name: rt\ninherit: chess\nstart: 4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1\n"},
		wantFirst: `{dir}/rights.yaml:3:8: warning: start: castling right "k" ignored: no castling partner there`},
	{name: "check: start position with the side not to move in check", args: []string{"check", "{dir}/incheck.yaml"},
		files:     map[string]string{"incheck.yaml": "name: ic\ninherit: chess\nstart: R3k3/8/8/8/8/8/8/4K3 w - - 0 1\n"},
		wantExit:  1,
		wantFirst: `{dir}/incheck.yaml:3:8: start: FEN column 22, side to move field: white to move, but Black is in check (k on e8 attacked by R on a8): the side not to move cannot be in check (in "R3k3/8/8/8/8/8/8/4K3 w - - 0 1")`},
}

func TestBadInputsFEN(t *testing.T) { runBadInputs(t, badInputsFEN) }
