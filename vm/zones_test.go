package vm_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// fromYAML compiles a variant file given as text (inherit may name a
// built-in).
func fromYAML(t *testing.T, src string) *legdefs.Program {
	t.Helper()
	_, p, err := compiler.LoadBytes("test.yaml", []byte(src))
	if err != nil {
		t.Fatalf("variant: %v", err)
	}
	return p
}

// zonePerft are small Fairy-Stockfish and chessprogramming.org counts of
// the zone variants (golden/xiangqi.yaml, makpong.yaml).
var zonePerft = []struct {
	prog, fen string
	depth     int
	want      uint64
}{
	{"xiangqi", "", 3, 79666},
	{"xiangqi", "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w - - 0 1", 3, 3883},
	{"xiangqi", "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1", 3, 22787},
	{"xiangqi", "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", 2, 0}, // want from the fast path
	{"makpong", "3mk3/r3s1R1/1psppnp1/p1pn4/1P2NP2/P1PPP1P1/4NS2/R1SKM3 w - - 0 1", 3, 0},
	// Sittuyin's setup with a black knight on a4 attacking b2, where the
	// white king in hand may not be dropped (native Fairy-Stockfish)
	{"sittuyin", "8/8/4pppp/1ppp4/n3PPPP/PPPP4/8/8[KSSFRRNNkssfrr] w - - 0 1", 3, 439416},
	{"sittuyin", "8/8/4pppp/1ppp3r/n3PPPP/PPP5/8/3F4[KSSRRNNkssfr] w - - 0 1", 3, 257720},
	// last pawns that may become a Sit-ke (golden/sittuyin.yaml pos2, pos4)
	{"sittuyin", "8/8/6R1/s3r3/P5R1/1KP3p1/1F2kr2/8[] b - - 0 72", 3, 26596},
	{"sittuyin", "8/6s1/5P2/3n4/pR2K2S/1P6/1k4p1/8[] w - - 1 50", 3, 11912},
	// a last pawn pinned by a rook (it may promote in place only), and one
	// that promotes to block a rook's check
	{"sittuyin", "k3r3/8/8/8/8/4P3/8/4K3[] w - - 0 1", 3, 903},
	{"sittuyin", "k3r3/8/8/8/8/3P4/8/4K3[] w - - 0 1", 3, 778},
}

// TestZonesSlowPathAgrees runs the zone variants with the slow legality
// path and attacks found by move generation (no reverse attack patterns):
// the counts must be the same.
func TestZonesSlowPathAgrees(t *testing.T) {
	for _, tc := range zonePerft {
		pos := position(t, builtin(t, tc.prog), tc.fen)
		fast := countBelow(pos, tc.depth)
		if tc.want != 0 && fast != tc.want {
			t.Errorf("%s %q depth %d: %d, want %d", tc.prog, tc.fen, tc.depth, fast, tc.want)
		}
		restore := vm.WithoutShortcuts(pos, vm.AllShortcuts)
		slow := countBelow(pos, tc.depth)
		restore()
		if slow != fast {
			t.Errorf("%s %q depth %d: slow path %d, fast path %d", tc.prog, tc.fen, tc.depth, slow, fast)
		}
	}
}

// TestXiangqiSpellings: the horse and elephant written as lame leaps (nN,
// nA: XBoard's reading, the orthogonal square of the N is its leg) or as
// legs (mafsW, mafF) give the same counts; so do a cannon as mRcpR and
// the soldier's sideways step given by region moves with an explicit to.
func TestXiangqiSpellings(t *testing.T) {
	base := builtin(t, "xiangqi")
	lame := fromYAML(t, `
name: xq-lame
inherit: xiangqi
pieces:
  - {letter: N, betza: nN}
  - {letter: B, betza: nA, confine: a1-i5}
  - {letter: P, betza: fW, region-moves: [{from: a6-i10, to: a6-i10, betza: sW}]}
`)
	for _, fen := range []string{
		"",
		"r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
		"1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w - - 0 1",
	} {
		want := countBelow(position(t, base, fen), 3)
		if got := countBelow(position(t, lame, fen), 3); got != want {
			t.Errorf("%q: nN/nA %d, mafsW/mafF %d", fen, got, want)
		}
	}
}

// TestZoneRulesBite checks each rule on a position where it decides.
func TestZoneRulesBite(t *testing.T) {
	xq := builtin(t, "xiangqi")
	tests := []struct {
		name   string
		prog   *legdefs.Program
		fen    string
		has    []string // legal
		hasNot []string // illegal
	}{
		// the general stays in the palace
		{"palace", xq, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", []string{"d1d2"}, []string{"d1c1", "d1e1"}},
		// e1 would face the black general on the open e file
		{"flying general", xq, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", nil, []string{"d1e1"}},
		// a piece between the generals may not leave the file
		{"pinned by the general", xq, "4k4/9/9/9/4R4/9/9/9/9/4K4 w - - 0 1", []string{"e6e7"}, []string{"e6d6"}},
		// the elephant stays on its side of the river
		{"river", xq, "4k4/9/9/9/9/2B6/9/9/9/3K5 w - - 0 1", []string{"c5a3", "c5e3"}, []string{"c5a7", "c5e7"}},
		// a soldier steps sideways only across the river
		{"soldier", xq, "4k4/9/9/9/2P6/P8/9/9/9/3K5 w - - 0 1", []string{"c6b6", "c6d6", "c6c7", "a5a6"}, []string{"a5b5"}},
		// a black soldier across the river checks sideways
		{"soldier check", xq, "5k3/9/9/9/9/9/9/9/2p6/3K5 w - - 0 1", []string{"d1e1"}, []string{"d1d2"}},
		// the advisor stays in the palace
		{"advisor", xq, "4k4/9/9/9/9/9/9/5A3/9/3K5 w - - 0 1", []string{"f3e2"}, []string{"f3g4", "f3e4"}},
	}
	for _, tc := range tests {
		pos := position(t, tc.prog, tc.fen)
		var got []string
		for _, m := range pos.LegalMoves() {
			got = append(got, pos.MoveString(m))
		}
		all := " " + strings.Join(got, " ") + " "
		for _, m := range tc.has {
			if !strings.Contains(all, " "+m+" ") {
				t.Errorf("%s: %s is not legal in %s; legal: %s", tc.name, m, tc.fen, all)
			}
		}
		for _, m := range tc.hasNot {
			if strings.Contains(all, " "+m+" ") {
				t.Errorf("%s: %s is legal in %s", tc.name, m, tc.fen)
			}
		}
	}
}

// TestGatesAreNotRegained: under gates (Cambodian), a piece that leaves
// its gate loses its initial moves for good, even back on its start
// square, as Fairy-Stockfish removes the gate (FEN "Dde", no e1e3); and an
// enemy rook that ends a move on the king's file takes its leap away.
func TestGatesAreNotRegained(t *testing.T) {
	prog := builtin(t, "cambodian")
	tests := []struct {
		name    string
		moves   []string
		fen     string
		illegal string
	}{
		{"met back on its gate", []string{"e1f2", "a6a5", "f2e1", "a5a4"},
			"rnsmksnr/8/1ppppppp/8/p7/PPPPPPPP/8/RNSKMSNR w Dde - 0 3", "e1e3"},
		// the white rook on the black king's file
		{"king lined up by a rook", []string{"a1a2", "a6a5", "a2e2", "a5a4", "b1d2"},
			"rnsmksnr/8/1ppppppp/8/p7/PPPPPPPP/3NR3/2SKMSNR b DEd - 1 3", "e8g7"},
	}
	for _, tc := range tests {
		pos := position(t, prog, "")
		play(t, pos, strings.Join(tc.moves, " "))
		if got := pos.FEN(); got != tc.fen {
			t.Errorf("%s: FEN\n got %s\nwant %s", tc.name, got, tc.fen)
		}
		for _, m := range pos.LegalMoves() {
			if pos.MoveString(m) == tc.illegal {
				t.Errorf("%s: %s is legal", tc.name, tc.illegal)
			}
		}
	}
}
