package main

import (
	"strings"
	"testing"
)

// longFEN is a FEN of 120011 bytes: 60001 ranks of eight empty squares.
var longFEN = strings.Repeat("8/", 60000) + "8 w - - 0 1"

// badInputsFEN23 are the FENs of issue 23 that were read silently: each
// is refused, or read with a warning. The columns are the 1-based places
// of the fault (or of its field) in the FEN; the reasons follow from
// chess's start position and each variant's rules.
var badInputsFEN23 = []badInput{
	// the king on d1 would castle from there
	{name: "castling king off its start square", args: []string{"moves", "chess", "--fen", "r3k2r/8/8/8/8/8/8/R2K3R w KQkq"}, wantExit: 1,
		wantFirst: `betzac: FEN column 27, castling field: "K": White's K on d1 is not on its start square e1, so it cannot castle (a Chess960 position? read it with a variant that has Chess960 castling, such as chess960) (in "r3k2r/8/8/8/8/8/8/R2K3R w KQkq")`},
	// K finds the rook on f1, inside the king's bishop
	{name: "chess960 position given to chess", args: []string{"moves", "chess", "--fen", "bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 47, castling field: "K": R on f1 is not on a square where the start position has it, so it cannot castle (a Chess960 position? read it with a variant that has Chess960 castling, such as chess960) (in "bqnrkrnb/pppppppp/8/8/8/8/PPPPPPPP/BQNRKRNB w KQkq - 0 1")`},
	{name: "Shredder letters given to chess", args: []string{"moves", "chess", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"}, wantExit: 0,
		wantFirst: `betzac: warning: castling right "H": a file letter (Shredder-FEN, X-FEN), but this variant castles as chess, not as Chess960: read as the right of the piece on file h (a Chess960 position? read it with a variant that has Chess960 castling, such as chess960)`},
	{name: "royal in hand", args: []string{"moves", "crazyhouse", "--fen", "4k3/8/8/8/8/8/8/4K3[Kk] w - - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 20, board field: holdings: K in hand: K is royal, and a royal piece never goes to hand in this variant (in "4k3/8/8/8/8/8/8/4K3[Kk] w - - 0 1")`},
	{name: "three-check counter beyond three", args: []string{"moves", "3check", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +4+0"}, wantExit: 1,
		wantFirst: `betzac: FEN column 31, checks field: "+4+0": a side gives at most 3 checks in this variant (the last one wins) (in "4k3/8/8/8/8/8/8/4K3 w - - 0 1 +4+0")`},
	// placed at a1's king, the first off e1
	{name: "four white kings", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/KKKK4 w - - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 17, board field: White has 4 K (royal), the start position 1, and no promotion makes one (in "4k3/8/8/8/8/8/8/KKKK4 w - - 0 1")`},
	{name: "sixteen pawns", args: []string{"perft", "chess", "-d", "1", "--fen", "4k3/8/8/8/PPPPPPPP/8/PPPPPPPP/4K3 w - - 0 1"}, wantExit: 0,
		wantFirst: `betzac: warning: White has 16 P, the start position 8, and no promotion makes one: is the FEN right?`},
	{name: "nine queens and eight pawns", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/QQQQQQQQ/PPPPPPPP/3QK3 b - - 0 1"}, wantExit: 0,
		wantFirst: `betzac: warning: White has 8 more promoted pieces than the start position, but only 0 pieces that promote are missing: is the FEN right?`},
	{name: "side W", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3 W - - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 21, side to move field: "W", expected w or b (lower case) (in "4k3/8/8/8/8/8/8/4K3 W - - 0 1")`},
	{name: "empty-square count 0", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/4K03 w - - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 19, board field: rank 1 ("4K03"): bad empty-square count "03": a count is 1 or more, without a leading 0 (in "4k3/8/8/8/8/8/8/4K03 w - - 0 1")`},
	{name: "promoted queen in chess", args: []string{"moves", "chess", "--fen", "4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1"}, wantExit: 1,
		wantFirst: `betzac: FEN column 18, board field: rank 1 ("3Q~K3"): "Q~": this variant has no promoted piece Q~ (its pieces: P N B R Q K) (in "4k3/8/8/8/8/8/8/3Q~K3 w - - 0 1")`},
	// a variant's start position goes through the same checks: the FEN
	// starts at column 8 of line 3, its Q~ at column 46, its '[' at FEN
	// column 44
	{name: "check: start with Q~ and no piece Q~", args: []string{"check", "{dir}/s.yaml"}, wantExit: 1,
		files:     map[string]string{"s.yaml": "name: s\ninherit: chess\nstart: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ~KBNR w KQkq - 0 1\n"},
		wantFirst: "{dir}/s.yaml:3:46: start: 'Q~': no piece with letter Q~"},
	{name: "check: start with kings in hand", args: []string{"check", "{dir}/s.yaml"}, wantExit: 1,
		files:     map[string]string{"s.yaml": "name: s\ninherit: crazyhouse\nstart: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Kk] w KQkq - 0 1\n"},
		wantFirst: `{dir}/s.yaml:3:8: start: FEN column 44, board field: holdings: K in hand: K is royal, and a royal piece never goes to hand in this variant (in "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Kk] w KQkq - 0 1")`},
	// a start position's castling field of 100000 bytes, at column 30
	// (the FEN starts at 8, its castling field 22 bytes in): quoted in part
	{name: "check: start with a long castling field", args: []string{"check", "{dir}/s.yaml"}, wantExit: 1,
		files:     map[string]string{"s.yaml": "name: s\ninherit: chess\nstart: 4k3/8/8/8/8/8/8/4K3 w " + strings.Repeat("?", 100000) + " - 0 1\n"},
		wantFirst: `{dir}/s.yaml:3:30: start: castling "` + strings.Repeat("?", 60) + `"… (100000 bytes): want -, KQkq or file letters`},
	// the message quotes the first 60 bytes of the FEN only
	{name: "120 KB FEN", args: []string{"perft", "chess", "-d", "1", "--fen", longFEN}, wantExit: 1,
		wantFirst: "betzac: FEN column 1, board field: 60001 ranks, expected 8 (in \"" + strings.Repeat("8/", 30) + "\"… (120011 bytes))"},
}

func TestBadInputsFEN23(t *testing.T) { runBadInputs(t, badInputsFEN23) }
