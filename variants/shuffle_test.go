package variants

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// rank1 returns White's first rank of fen's board, one letter a square
// (8 files, no empty squares on it).
func rank1(fen string) string {
	rows := strings.Split(strings.Fields(fen)[0], "/")
	return rows[len(rows)-1]
}

// TestShuffleChess960 draws 20,000 starts of chess960 by seed: each obeys
// the rules by hand (bishops on opposite colours, the king between the
// rooks, Black the mirror of White, the other ranks unchanged), and
// together they are exactly the 960 positions of Chess960.
func TestShuffleChess960(t *testing.T) {
	v, err := Builtin("chess960")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for seed := range uint64(20000) {
		fen, err := v.ShuffleStart(rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatal(err)
		}
		r := rank1(fen)
		rows := strings.Split(strings.Fields(fen)[0], "/")
		if got, want := strings.Join(rows[1:7], "/"), "pppppppp/8/8/8/8/PPPPPPPP"; got != want {
			t.Fatalf("seed %d: %s: middle ranks %s", seed, fen, got)
		}
		if rows[0] != strings.ToLower(r) {
			t.Fatalf("seed %d: %s: Black's rank is not White's mirrored", seed, fen)
		}
		b1, b2 := strings.Index(r, "B"), strings.LastIndex(r, "B")
		if b1 == b2 || b1%2 == b2%2 {
			t.Fatalf("seed %d: %s: bishops on one colour", seed, fen)
		}
		k, r1, r2 := strings.Index(r, "K"), strings.Index(r, "R"), strings.LastIndex(r, "R")
		if !(r1 < k && k < r2) {
			t.Fatalf("seed %d: %s: king not between the rooks", seed, fen)
		}
		if got := sortLetters(r); got != "BBKNNQRR" {
			t.Fatalf("seed %d: %s: pieces %s", seed, fen, got)
		}
		if rest := strings.Fields(fen)[1:]; strings.Join(rest, " ") != "w KQkq - 0 1" {
			t.Fatalf("seed %d: %s: fields after the board changed", seed, fen)
		}
		seen[r] = true
	}
	if len(seen) != 960 {
		t.Errorf("%d distinct starts, want the 960 of Chess960", len(seen))
	}
}

func sortLetters(s string) string {
	b := []byte(s)
	for i := range b {
		for j := i + 1; j < len(b); j++ {
			if b[j] < b[i] {
				b[i], b[j] = b[j], b[i]
			}
		}
	}
	return string(b)
}

// TestShuffleSeed: a seed always draws the same start; seeds differ.
func TestShuffleSeed(t *testing.T) {
	v, err := Builtin("chess960")
	if err != nil {
		t.Fatal(err)
	}
	draw := func(seed uint64) string {
		fen, err := v.ShuffleStart(rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatal(err)
		}
		return fen
	}
	if a, b := draw(7), draw(7); a != b {
		t.Errorf("seed 7 drew %s and %s", a, b)
	}
	if draw(1) == draw(2) && draw(2) == draw(3) {
		t.Errorf("seeds 1, 2, 3 drew one start")
	}
}

const shuffleBase = `name: t
inherit: chess
`

// TestShuffleForms draws variants whose rules can be checked on every
// draw: a symmetric pair, rotate, independent Black, groups apart.
func TestShuffleForms(t *testing.T) {
	tests := []struct {
		name, yaml string
		ok         func(fen string) bool
	}{
		{"symmetric pairs", "shuffle: \":N:BQ\"\n", func(fen string) bool {
			r := rank1(fen)
			pair := func(l string) bool { return strings.Index(r, l)+strings.LastIndex(r, l) == 7 }
			return pair("N") && pair("B") && r[0] == 'R' && r[3] == 'Q' && r[4] == 'K' && r[7] == 'R'
		}},
		{"rotate", "start: rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\nshuffle: \"NBQ\"\nshuffle-black: rotate\n", func(fen string) bool {
			rows := strings.Split(strings.Fields(fen)[0], "/")
			rev := []byte(strings.ToLower(rows[7]))
			for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
				rev[i], rev[j] = rev[j], rev[i]
			}
			return rows[0] == string(rev) && rows[7][0] == 'R' && rows[7][7] == 'R'
		}},
		{"groups apart", "castling: chess960\nshuffle: \"RK,N,!B,Q\"\n", func(fen string) bool {
			r := rank1(fen)
			return r[1] == 'N' && r[6] == 'N' && r[3] == 'Q' && r[2]+r[5] == 'B'+'B' && r[0] == 'R' && r[7] == 'R' && r[4] == 'K'
		}},
	}
	for _, tc := range tests {
		v, err := LoadBytes("t.yaml", []byte(shuffleBase+tc.yaml))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		for seed := range uint64(200) {
			fen, err := v.ShuffleStart(rand.New(rand.NewPCG(seed, 0)))
			if err != nil || !tc.ok(fen) {
				t.Fatalf("%s: seed %d: %s %v", tc.name, seed, fen, err)
			}
		}
	}
}

// TestShuffleIndependent: with shuffle-black: independent Black is drawn
// on its own, so some seed gives Black a rank White does not have.
func TestShuffleIndependent(t *testing.T) {
	v, err := LoadBytes("t.yaml", []byte(shuffleBase+"shuffle: \"NQ!B\"\nshuffle-black: independent\n"))
	if err != nil {
		t.Fatal(err)
	}
	differ := false
	for seed := range uint64(50) {
		fen, err := v.ShuffleStart(rand.New(rand.NewPCG(seed, 0)))
		if err != nil {
			t.Fatal(err)
		}
		rows := strings.Split(strings.Fields(fen)[0], "/")
		for _, r := range []string{strings.ToUpper(rows[0]), rows[7]} {
			if b1, b2 := strings.Index(r, "B"), strings.LastIndex(r, "B"); b1%2 == b2%2 || r[0] != 'R' || r[4] != 'K' {
				t.Fatalf("seed %d: %s: rank %s", seed, fen, r)
			}
		}
		differ = differ || strings.ToUpper(rows[0]) != rows[7]
	}
	if !differ {
		t.Error("Black always drew White's rank")
	}
}

// TestShuffleBad: each bad shuffle is refused at its key's value.
func TestShuffleBad(t *testing.T) {
	tests := []struct{ yaml, want string }{
		{"shuffle: \"\"\n", `t.yaml:3:11: shuffle "": group 1 is empty`},
		{"shuffle: \"NQ,\"\n", `t.yaml:3:11: shuffle "NQ,": group 2 is empty`},
		{"shuffle: \"nq\"\n", `t.yaml:3:11: shuffle "nq": group 1 "nq": 'n': want upper-case piece letters, each perhaps after '!' (a colour-bound set) or ':' (a symmetric pair)`},
		{"shuffle: \"NQ!\"\n", `t.yaml:3:11: shuffle "NQ!": group 1 "NQ!": '!' ends the group: want a letter after it`},
		{"shuffle: \"!:B\"\n", `t.yaml:3:11: shuffle "!:B": group 1 "!:B": ':' after '!': want one prefix before a letter`},
		{"shuffle: \"NQ,N\"\n", `t.yaml:3:11: shuffle "NQ,N": group 2 "N": piece N is named twice in the shuffle`},
		{"shuffle: \"NZ\"\n", `t.yaml:3:11: shuffle "NZ": no piece Z`},
		{"start: 4k3/8/8/8/8/8/8/4K3 w - - 0 1\nshuffle: \"N\"\n", `t.yaml:4:11: shuffle "N": White has no N in the start position to shuffle`},
		{"shuffle: \"!Q\"\n", `t.yaml:3:11: shuffle "!Q": !Q: a colour-bound set needs two or more, White has 1`},
		{"shuffle: \":P\"\n", `t.yaml:3:11: shuffle ":P": :P: a symmetric pair needs exactly two, White has 8`},
		{"shuffle: \"KQ\"\n", `t.yaml:3:11: shuffle "KQ": the castling king K is shuffled without its castling partners: the same piece on both corners of its rank, two of them, in its group`},
		{"shuffle: \"K!R\"\n", `t.yaml:3:11: shuffle "K!R": the castling king's partners R cannot also be a colour-bound set or symmetric pair`},
		{"shuffle: \"RK\"\n", `t.yaml:3:11: shuffle "RK": the castling king K is shuffled: needs castling: chess960 (standard castling starts from the start position's squares)`},
		{"shuffle: \"NQ\"\nshuffle-black: turn\n", `t.yaml:4:16: shuffle-black "turn": want mirror, rotate or independent`},
		{"shuffle-black: rotate\n", `t.yaml:3:16: shuffle-black: needs shuffle`},
		{"shuffle: \"NQ\"\nshuffle-black: rotate\n", `t.yaml:3:11: shuffle-black: rotate: Black's shuffled pieces are not White's turned half round: Q on d1 has no q on e8 (use shuffle-black: independent)`},
		{"start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w - - 0 1\nshuffle: \"NR\"\n", `t.yaml:4:11: shuffle-black: mirror: Black has 4 pieces of a group where White has 3 (use shuffle-black: independent)`},
	}
	for _, tc := range tests {
		_, err := LoadBytes("t.yaml", []byte(shuffleBase+tc.yaml))
		got := ""
		if err != nil {
			got = err.Error()
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tc.yaml, diff)
		}
	}
}
