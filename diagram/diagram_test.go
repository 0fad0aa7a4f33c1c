package diagram_test

import (
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/diagram"
	"github.com/betzac/betzac/legdefs"
)

func load(t *testing.T, name string) *legdefs.Program {
	t.Helper()
	_, p, err := compiler.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// marked returns the squares whose marks include any of want, as
// "square:letters" strings sorted, the letters naming the marks of the
// square among show.
func marked(d *diagram.Diagram, want, show diagram.Mark) []string {
	names := []struct {
		m diagram.Mark
		s string
	}{{diagram.Move, "m"}, {diagram.Capture, "c"}, {diagram.HopMove, "H"}, {diagram.HopCapture, "X"},
		{diagram.Initial, "i"}, {diagram.Locust, "v"}, {diagram.Castle, "O"}, {diagram.EP, "e"},
		{diagram.Block, "b"}, {diagram.Screen, "s"}, {diagram.AfterLocust, "l"}, {diagram.Friend, "f"}}
	var out []string
	for r := 0; r < d.Ranks; r++ {
		for f := 0; f < d.Files; f++ {
			sq := diagram.Square{File: f, Rank: r}
			m := d.Mark(sq)
			if m&want == 0 {
				continue
			}
			s := sq.String() + ":"
			for _, n := range names {
				if m&show&n.m != 0 {
					s += n.s
				}
			}
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

func squares(spec string) []string {
	out := strings.Fields(spec)
	sort.Strings(out)
	return out
}

const all = ^diagram.Mark(0)

// Expected marks worked out by hand from each piece's Betza (and its
// variant's rules), square by square.
func TestDiagramsByHand(t *testing.T) {
	tests := []struct {
		name               string
		variant, piece, at string
		fen                string
		want, show         diagram.Mark
		expect             string
	}{{
		// N: the eight (1,2) leaps from d4, each a move or a capture.
		name: "knight", variant: "chess", piece: "N", at: "d4",
		want: all, show: all,
		expect: "b3:mc b5:mc c2:mc c6:mc e2:mc e6:mc f3:mc f5:mc",
	}, {
		// ifmnDfmWfceF from d4, virgin: d5 a step (m), d6 the initial
		// double step (m, i; lame: d5 must be empty, but d5 is a target
		// itself so it is not marked as a block), c5 and e5 captures only.
		name: "pawn double step", variant: "chess", piece: "P", at: "d4",
		want: all, show: all,
		expect: "c5:c d5:m d6:mi e5:c",
	}, {
		// mafsW, the horse, on e5 of 9×10: W to an empty square, then F
		// outward: eight targets; the four W squares (d5 f5 e4 e6) must be
		// empty (lame) and are no targets.
		name: "xiangqi horse empty", variant: "xiangqi", piece: "N", at: "e5",
		want: all, show: all,
		expect: "c4:mc c6:mc d3:mc d5:b d7:mc e4:b e6:b f3:mc f5:b f7:mc g4:mc g6:mc",
	}, {
		// The same horse with a white soldier on e6: its legs through e6
		// (d7, f7) are blocked, and e6 is marked as the block.
		name: "xiangqi horse blocked", variant: "xiangqi", at: "e5",
		fen:  "4k4/9/9/9/4P4/4N4/9/9/9/4K4 w - - 0 1",
		want: all, show: diagram.Move | diagram.Capture | diagram.Block,
		expect: "c4:m c6:m d3:m e6:b f3:m g4:m g6:m",
	}, {
		// mRcpR on b3, a white soldier on e3 and a black one on h3: it
		// moves as a rook to a3 c3 d3 and along the b-file, and captures
		// h3 over the screen e3 (the first piece behind it), not f3 or g3.
		// e3 is the screen (and blocks the rook moves to f3, g3).
		name: "cannon screen", variant: "xiangqi", at: "b3",
		fen:  "5k3/9/9/9/9/9/9/1C2P2p1/9/3K5 w - - 0 1",
		want: all, show: diagram.Move | diagram.Capture | diagram.HopCapture | diagram.Screen,
		expect: "a3:m b1:m b10:m b2:m b4:m b5:m b6:m b7:m b8:m b9:m c3:m d3:m e3:s h3:X",
	}, {
		// The Lion (KNADcaKcabKmabK) on f6 of Chu Shogi: everything within
		// two squares (K, N, A, D) is a target; each adjacent square can
		// also be a locust victim (caK then another K step, or back).
		name: "lion victims", variant: "chushogi", piece: "N", at: "f6",
		want: diagram.Locust, show: diagram.Locust,
		expect: "e5:v e6:v e7:v f5:v f7:v g5:v g6:v g7:v",
	}, {
		// KisO2 on e1 of chess, with its rooks from the start position
		// placed: K steps to d1 d2 e2 f2 f1, castles to g1 and c1 (O2:
		// two squares towards the rook); b1 must be empty for the long
		// castling, and c1, g1 are castling only.
		name: "castling", variant: "chess", piece: "K", at: "e1",
		want: all, show: diagram.Move | diagram.Capture | diagram.Castle | diagram.Block,
		expect: "b1:b c1:O d1:mc d2:mc e2:mc f1:mc f2:mc g1:O",
	}, {
		// NudN, the swapper's knight: the eight N leaps, where it also
		// swaps with a friend (u puts the friend back on d4).
		name: "swapper", variant: "swapper", piece: "N", at: "d4",
		want: diagram.Friend, show: diagram.Friend,
		expect: "b3:f b5:f c2:f c6:f e2:f e6:f f3:f f5:f",
	}, {
		// Black's king castling in a position: c8 and g8; its rooks are
		// partners, no screens; d8, f8, d7, e7, f7 steps.
		name: "castling in a position", variant: "chess", at: "e8",
		fen:  "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
		want: all, show: diagram.Move | diagram.Castle | diagram.Screen,
		expect: "c8:O d7:m d8:m e7:m f7:m f8:m g8:O",
	}, {
		// The pawn on e5 with the black pawn just past it on d5 (e.p.
		// square d6): e6 a step, d6 e.p.
		name: "en passant", variant: "chess", at: "e5",
		fen:  "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
		want: diagram.Targets, show: diagram.Targets,
		expect: "d6:e e6:m",
	}, {
		// Three Kings' non-royal king on d4: its eight steps. The probe
		// board has one king a side, which extinction (at most two kings)
		// would end at once: the diagram plays without the game ends.
		name: "game ends off", variant: "threekings", piece: "K", at: "d4",
		want: all, show: all,
		expect: "c3:mc c4:mc c5:mc d3:mc d5:mc e3:mc e4:mc e5:mc",
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := diagram.ForPiece(load(t, tc.variant), tc.piece, tc.at, tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(squares(tc.expect), marked(d, tc.want, tc.show)); diff != "" {
				t.Errorf("marks (-want +got):\n%s\n%s", diff, d.Text())
			}
		})
	}
}

// The hook mover (RmasR) turns once: d4 to g7 goes up then right or right
// then up. The compiler expands the four rook slides, then the right
// turns with the up leg first (its doc, "Expansion order"), so the
// notation's path, and the diagram's, is d4d7,d7g7.
func TestHookMoverPath(t *testing.T) {
	d, err := diagram.ForPiece(load(t, "hookchess"), "R", "d4", "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range d.Paths {
		if p[len(p)-1] == (diagram.Square{File: 6, Rank: 6}) {
			got = append(got, p.String())
		}
	}
	if diff := cmp.Diff([]string{"d4d7,d7g7"}, got); diff != "" {
		t.Errorf("paths to g7 (-want +got):\n%s", diff)
	}
	if m := d.Mark(diagram.Square{File: 6, Rank: 6}); m&(diagram.Move|diagram.Capture) != diagram.Move|diagram.Capture {
		t.Errorf("g7 marks %b, want move and capture", m)
	}
}

// The Lion's igui: capture on an adjacent square and come back; and a
// capture on g7 then a step on to h8.
func TestLionPaths(t *testing.T) {
	d, err := diagram.ForPiece(load(t, "chushogi"), "N", "f6", "")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, p := range d.Paths {
		have[p.String()] = true
	}
	for _, want := range []string{"f6g7,g7f6", "f6g7,g7h8", "f6e5,e5d4"} {
		if !have[want] {
			t.Errorf("no path %s among %d", want, len(d.Paths))
		}
	}
}

func TestBetza(t *testing.T) {
	// A Xiangqi horse's Betza on a 5×5 board from c3: all eight targets
	// fit; the four W squares (b3 d3 c2 c4) are its lame squares.
	d, err := diagram.ForBetza("mafsW", 5, 5, "c3")
	if err != nil {
		t.Fatal(err)
	}
	want := squares("a2:mc a4:mc b1:mc b3:b b5:mc c2:b c4:b d1:mc d3:b d5:mc e2:mc e4:mc")
	if diff := cmp.Diff(want, marked(d, all, all)); diff != "" {
		t.Errorf("marks (-want +got):\n%s", diff)
	}
}

func TestErrors(t *testing.T) {
	chess := load(t, "chess")
	tests := []struct {
		name, letter, at, fen, want string
	}{
		{"unknown letter", "Z", "", "", `no piece "Z" in chess (its pieces: P N B R Q K)`},
		{"square off board", "N", "i9", "", `square "i9": off the 8×8 board (a1-h8)`},
		{"bad square", "N", "44", "", `square "44": expected a file letter a-z and a rank number, as e4 or a10`},
		{"empty square", "", "e4", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "no piece on e4"},
		{"wrong piece", "N", "e1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "the piece on e1 is K, not N"},
		{"two pieces", "N", "", "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1", "2 pieces N in the position: give the square"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := diagram.ForPiece(chess, tc.letter, tc.at, tc.fen)
			if err == nil || err.Error() != tc.want {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
	for _, b := range [][2]int{{0, 8}, {27, 8}, {8, -1}} {
		if _, err := diagram.ForBetza("N", b[0], b[1], ""); err == nil {
			t.Errorf("board %dx%d: no error", b[0], b[1])
		}
	}
	if _, err := diagram.ForBetza("N(", 8, 8, ""); err == nil {
		t.Error("bad Betza: no error")
	}
}
