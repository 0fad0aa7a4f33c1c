package main

import "testing"

// Chu Shogi's SFEN on the command line: the third field is the
// counter-strike square as shogiops writes it (lastLionCapture; vm/sfen.go
// names the source). pos7 is shogiops's test position
// (test/rules/chushogi.test.ts): after 7i8j+ the Kirin that took the Lion
// on 8j stands there, and shogiops expects lastLionCapture 8j.
const (
	chuStartSFEN = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL b - 1"
	chuPos7      = "12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1"
)

func TestChuSFEN(t *testing.T) {
	runGoodInputs(t, []goodInput{
		{name: "show start", args: []string{"show", "chushogi"}, has: []string{"SFEN: " + chuStartSFEN + "\n"}},
		{name: "--fen takes an SFEN", args: []string{"show", "chushogi", "--fen", chuStartSFEN},
			has: []string{"FEN: lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/LFCSGKEGSCFL w - - 0 1\n"}},
		{name: "counter-strike square", args: []string{"show", "chushogi", "--sfen", chuPos7, "--moves", "7i8j+"},
			has: []string{"FEN: 12/12/12/12/12/4r7/12/12/9n1n/4+o6P/12/6B5 w - e3 0 2\n", " b 8j "}},
		// Sente's Bishop on 6l may take the Lion on 8j (that square) but
		// not the one on 3i, nor may the Pawn on 1j take the one on 1i:
		// the Bishop's four moves, as shogiops's isLegal has it.
		{name: "read back", args: []string{"moves", "chushogi", "--fen", "12/12/12/12/12/4r7/12/12/9n1n/4+o6P/12/6B5 b 8j 3", "--usi", "--oneline"},
			stdout: "6l4j 6l5k 6l7k 6l8j\n"},
		// Gote's Lion passes (3i4i3i), Sente's Pawn takes the Lion on 1i,
		// Gote's other Lion takes it back through the empty 2i.
		{name: "Lion moves in USI", args: []string{"show", "chushogi", "--sfen", chuPos7, "--moves", "3i4i3i 1j1i 3i2i1i"},
			has: []string{"FEN: 12/12/12/12/12/4r7/12/12/5o5n/4N7/12/6B5 w - - 0 3\n"}},
		{name: "Sho Shogi", args: []string{"show", "shoshogi"}, has: []string{"SFEN: lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL b - 1\n"}},
	})
}

var chuSFENBadInputs = []badInput{
	{name: "counter-strike square off the board", args: []string{"show", "chushogi", "--sfen", "12/12/12/12/12/4r7/12/12/9n1n/4+o6P/12/6B5 b 13a 3"}, wantExit: 1,
		wantFirst: `betzac: --sfen: SFEN column 46, counter-strike square field: "13a": expected - or the square (file number and rank letter, as 6f) where a counter-strike piece has just been taken (in "12/12/12/12/12/4r7/12/12/9n1n/4+o6P/12/6B5 b 13a 3")`},
	{name: "counter-strike square holds the mover's piece", args: []string{"show", "chushogi", "--fen", "12/12/12/12/12/4r7/12/12/9n1n/4+o6P/12/6B5 b 1j 3"}, wantExit: 1,
		wantFirst: `betzac: --fen: SFEN column 46, counter-strike square field: "1j": the counter-strike square must be empty or hold a piece of the side that has just moved (in "12/12/12/12/12/4r7/12/12/9n1n/4+o6P/12/6B5 b 1j 3")`},
	{name: "hands in Chu", args: []string{"show", "chushogi", "--sfen", "12/12/12/12/12/4r7/12/12/9n1n/4+o6P/12/6B5 b 2P 3"}, wantExit: 1,
		wantFirst: `betzac: --sfen: SFEN column 46, counter-strike square field: "2P": expected - or the square (file number and rank letter, as 6f) where a counter-strike piece has just been taken (in "12/12/12/12/12/4r7/12/12/9n1n/4+o6P/12/6B5 b 2P 3")`},
	{name: "square in Sho Shogi", args: []string{"show", "shoshogi", "--sfen", "9/9/9/9/4k4/9/9/9/4K4 b 5e 1"}, wantExit: 1,
		wantFirst: `betzac: --sfen: SFEN column 25, counter-strike square field: "5e": shoshogi has no pieces in hand and no counter-strike rule: the field is - (in "9/9/9/9/4k4/9/9/9/4K4 b 5e 1")`},
	{name: "bad piece", args: []string{"show", "chushogi", "--fen", "12/12/12/12/12/4r7/12/12/9z1n/4+o6P/12/6B5 b - 3"}, wantExit: 1,
		wantFirst: `betzac: --fen: SFEN column 27, board field: rank 4 ("9z1n"): "z" is not a piece of this variant (pieces: P I L A F C S G E T X O M V B R H D Q N K +P +I +L +A +F +C +S +G +E +T +X +O +M +V +B +R +H +D) (in "12/12/12/12/12/4r7/12/12/9z1n/4+o6P/12/6B5 b - 3")`},
	// the Lion on 7j cannot stop on its own Pawn on 7i
	{name: "Lion move not legal", args: []string{"show", "chushogi", "--sfen", chuStartSFEN, "--moves", "7j7i7h"}, wantExit: 1,
		wantFirst: `betzac: --moves: move 1 (7j7i7h): in UCI f3f4,f4f5: not legal: the N on f3 cannot do that; its legal moves: f3g5 f3d2 f3e5 f3h5 f3f5`},
}

func TestChuSFENBadInputs(t *testing.T) { runBadInputs(t, chuSFENBadInputs) }
