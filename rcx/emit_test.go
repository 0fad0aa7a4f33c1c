package rcx

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/testenv"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// program loads a variant's Program.
var program = vmtest.Program

// need skips the test when one of tools is missing, or fails it in the
// full tier (CI), where the RCX checks must run.
var need = testenv.NeedTools

func write(t *testing.T, prog *Program) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range prog.Files {
		if err := os.WriteFile(filepath.Join(dir, f.Name), f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func run(t *testing.T, dir string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
	}
	return string(out)
}

// hostBuild compiles the emitted program with the host C compiler and
// runs it.
func hostBuild(t *testing.T, prog *Program) string {
	t.Helper()
	need(t, "cc")
	dir := write(t, prog)
	run(t, dir, "cc", "-std=c99", "-O1", "-Wall", "-Wextra", "-Werror", "-DTARGET_HOST", "-DCHECK_SHORTCUTS", "-o", "prog", "app.c", "core.c")
	return run(t, dir, "./prog")
}

var perftLine = regexp.MustCompile(`(?m)^perft (\d+) (\d+)$`)

// perftOf reads the "perft D N" lines of a program's output.
func perftOf(out string) []uint64 {
	var n []uint64
	for _, m := range perftLine.FindAllStringSubmatch(out, -1) {
		v, _ := strconv.ParseUint(m[2], 10, 64)
		n = append(n, v)
	}
	return n
}

// vmPerft is perft(1..depth) by betzac's VM.
func vmPerft(t *testing.T, p *legdefs.Program, fen string, depth int) []uint64 {
	t.Helper()
	var n []uint64
	for d := 1; d <= depth; d++ {
		pos, err := vm.NewPosition(p, fen)
		if err != nil {
			t.Fatal(err)
		}
		n = append(n, perft.Count(pos, d))
	}
	return n
}

// TestHostPerft: the emitted C, built with the host compiler, counts what
// the VM counts, for variants and positions that use each feature.
func TestHostPerft(t *testing.T) {
	tests := []struct {
		variant, fen string
		depth        int
	}{
		{"chess", "", 3},
		{"capablanca", "", 3},
		{"hookchess", "", 3},
		{"xiangqi", "", 3},
		{"testdata/exotic.yaml", "", 3},
		// vm/doc.go's multi-leg semantics: ski-slides (jR, jfamB), hoppers
		// with a range (pK2, pQ3, mpB2), lame oblique leaps (nN, nC, nZ)
		{"testdata/legs.yaml", "", 3},
		{"testdata/legs.yaml", "s3k2s/1p3p2/2L1h3/3pP3/2T1a3/1P3H2/4p3/S3K2S w - - 0 1", 3},
		{"testdata/legs.yaml", "1h2k1ts/p1p2p1p/1l2A3/2Hp4/3P1t2/1S3L2/P1P2P1P/4K2S b - - 0 1", 4},
		// iso slides and royal-only captures (checks) of mRaiRkQ
		{"testdata/legs.yaml", "4k3/1p4p1/3i4/2P5/5p2/3I4/1P4P1/4K3 w - - 0 1", 4},
		// locust captures, cauR, unload swaps (udN, udK, afudQ), dB, and
		// d never taking a royal piece
		{"testdata/unload.yaml", "", 3},
		{"testdata/unload.yaml", "r3k2r/1pxq1p2/2n1b3/3pP3/1X1Q1B2/2N5/PP3xPP/RQ2K2R w - - 0 1", 4},
		{"testdata/unload.yaml", "r1q1k1nr/pxp2ppp/1n1b4/3pX3/2B1P3/2N1xN2/PPP2PPP/R3KQ1R b - - 0 1", 3},
		// a locust capture that cannot land does not attack (issue 10)
		{"locust", "8/8/2kp4/8/1P6/8/8/7K b - - 0 1", 3},
		{"locust", "1p1p1p1p/p5p1/kp3p1p/4p1p1/1P1P3P/2P3p1/2KP1P1P/P1P1P1P1 w - - 0 11", 3},
		{"swapper", "", 3},
		// region moves that must end in a region (a Chariot on Janggi's
		// palace lines)
		{"../refgen/testdata/palace.yaml", "3k5/4r4/9/9/9/9/9/9/4R4/5K3 w - - 0 1", 3},
		{"friendlyfire", "", 3},
		// castling both ways, promotions, e.p. made during the search
		{"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
		{"chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3},
		{"chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4},
		// the kings on their start squares, f1 and f8 (issue 23: a right of a
		// king elsewhere is refused)
		{"capablanca", "r4k3r/pppppppppp/10/10/4P5/10/PPPP1PPPPP/R4K3R b KQkq - 0 1", 2},
		{"xiangqi", "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1", 3},
		{"shako", "", 2},
		{"makruk", "", 3},
		{"testdata/shatranj-moves.yaml", "", 3},
		// legality by the lines through a move's from-square: pins and
		// discoveries by riders, a nightrider, lame leapers and checkers
		{"testdata/lines.yaml", "", 3},
		{"testdata/lines.yaml", "4k3/2p5/2z1l3/3E4/1R2P1e1/3C1b2/2L5/4K3 w - - 0 1", 3},
		{"testdata/lines.yaml", "r3k2Z/1p2e3/4c3/8/4L3/2z4l/1C2P3/R3K1B1 b - - 0 1", 3},
		// the bare-king rule: loses (White may bare Black, who may bare
		// White back or not) and ends
		{"shatranj", "4k3/8/8/3n4/8/8/3R4/4K3 w - - 0 1", 4},
		{"shatranj", "4k3/8/2r5/3n4/8/8/3R4/4K2N w - - 0 1", 3},
		{"shatranj", "4k3/8/8/3n4/2N5/8/3R4/4K3 b - - 0 1", 4},
		{"shatar", "4k3/8/8/3n4/8/8/3R4/4K3 w - - 0 1", 4},
		{"shatar", "4k3/8/2r5/3n4/8/8/3R4/4K2N w - - 0 1", 3},
		// extinction: exd5 leaves White no knight (the game is over), and
		// Kinglet's pawns take each other
		{"extinction", "rnbqkbnr/pppp1ppp/4p3/3N4/8/8/PPPPPPPP/R1BQKB1R b KQkq - 0 1", 3},
		{"extinction", "rnbqkbnr/pppp1ppp/4p3/3N4/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1", 3},
		{"extinction", "4k3/p7/8/1n6/8/8/1P6/R3K3 w Q - 0 1", 2},
		{"kinglet", "4k3/p7/8/8/8/8/1P6/4K3 w - - 0 1", 4},
		// forced captures (must-capture): with royal kings (losers, whose
		// captures must be legal), without (giveaway), and extinction of
		// the king (codrus)
		{"antichess", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 1", 4},
		{"losers", "4k3/8/2n5/8/1b6/8/8/R3K2R w KQ - 0 1", 3},
		{"giveaway", "4k3/8/2n5/8/1b6/8/8/R3K2R w KQ - 0 1", 3},
		{"codrus", "4k3/8/2n5/8/1b6/8/8/R3K2R w KQ - 0 1", 3},
		// initial regions: a pawn that stepped sideways, back or diagonally
		// onto its region may double-step again
		{"pawnsideways", "4k3/p7/8/8/8/2P5/P1P5/4K3 w - - 0 1", 4},
		{"pawnback", "4k3/p7/8/8/2P5/8/P7/4K3 w - - 0 1", 4},
		{"horde", "4k3/p7/8/8/8/8/P7/PP2K3 w - - 0 1", 3},
		{"wolf", "4k3/8/8/8/8/8/8/8/P1S5/4K3 w - - 0 1", 4},
		// Berolina pawns (ep-field: marked only changes the FEN's form)
		{"berolina", "4k3/3p4/8/8/8/8/4P3/4K3 w - - 0 1", 4},
		// Black's pawns have nothing to promote to (Promotion.Nothing): no
		// step or capture onto the last rank
		{"maharajah", "4k3/8/8/8/8/8/1p1p4/6M1 b - - 0 1", 3},
		{"maharajah", "4k3/8/8/8/8/8/1p6/2N3M1 b - - 0 1", 3},
		// check counting (checks-to-win), the counts from the FEN: a side
		// that gave its checks has won (no moves)
		{"3check", "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5Q2/PPPP1PPP/RNB1KBNR w KQkq - 1+3 0 1", 3},
		{"3check", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2+1 0 1", 3},
		// Chess960 castling: the king and a rook on any files, the king
		// on or next to its destination, a rook between king and corner;
		// the second is the published 960 perft position 1 (21 528 12189)
		{"chess960", "1r1k2r1/p6p/8/8/8/8/P6P/1R1K2R1 w KQkq - 0 1", 3},
		{"chess960", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", 3},
		{"chess960", "rk5r/p6p/8/8/8/8/P6P/RK5R w KQkq - 0 1", 3},
		{"fischerandom", "r3k2r/p6p/8/8/2b5/8/P6P/R3K2R w KQkq - 0 1", 3},
		{"caparandom", "1r2k3r1/p8p/10/10/10/10/P8P/1R2K3R1 w KQkq - 0 1", 3},
		// castling partners by type (castling-partners: R): the rook need
		// not stand on the edge (g1, g8), the queen in the corner is none
		{"active", "", 3},
		{"active", "r2k1b1rq/ppp1pppp1/9/9/9/9/PPP1PPPPP/R2K2RQ1 w KQkq - 0 1", 3},
		{"active", "rnbk3rq/ppppp1ppp/9/5b3/9/9/PPPPPPPPP/R2KQ2R1 w KQkq - 0 1", 3},
		// Three Kings: two kings left is extinct (extinction-count: 2)
		{"threekings", "k3k2k/8/8/8/8/6n1/8/K3K2K b - - 0 1", 3},
		// each side promotes to its own pieces (Promotion.ToBlack): White
		// to C, R, N, Black to Q, R, B
		{"chigorin", "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1", 3},
		{"chigorin", "r3k3/1P6/8/8/8/8/6p1/4K2R b - - 0 1", 3},
		// Black castles as White does, to b8 and i8 (KirO4ilO3)
		{"janus", "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R b KQkq - 0 1", 3},
	}
	for _, tc := range tests {
		name := tc.variant
		if tc.fen != "" {
			name += " " + tc.fen
		}
		t.Run(name, func(t *testing.T) {
			if _, err := os.Stat(filepath.Join("..", "variants", "builtin", tc.variant+".yaml")); err != nil && !strings.HasSuffix(tc.variant, ".yaml") {
				t.Skipf("no built-in variant %s", tc.variant)
			}
			p := program(t, tc.variant)
			prog, err := Emit(p, Options{Depth: tc.depth, SearchDepth: -1, FEN: tc.fen})
			if err != nil {
				t.Fatal(err)
			}
			got := perftOf(hostBuild(t, prog))
			want := vmPerft(t, p, tc.fen, tc.depth)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("perft(1..%d) (-VM +C):\n%s", tc.depth, diff)
			}
		})
	}
}

// TestChessAnchor: chess's published perft(1..3), independent of the VM.
func TestChessAnchor(t *testing.T) {
	prog, err := Emit(program(t, "chess"), Options{SearchDepth: -1})
	if err != nil {
		t.Fatal(err)
	}
	got := perftOf(hostBuild(t, prog))
	if diff := cmp.Diff([]uint64{20, 400, 8902}, got); diff != "" {
		t.Errorf("chess perft(1..3) (-published +C):\n%s", diff)
	}
}

var bestLine = regexp.MustCompile(`(?m)^bestmove (\S+) score (-?\d+)$`)

// checkMate asserts that the program's best move mates, by the VM.
func checkMate(t *testing.T, p *legdefs.Program, fen, out string) {
	t.Helper()
	m := bestLine.FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no bestmove line in:\n%s", out)
	}
	pos, err := vm.NewPosition(p, fen)
	if err != nil {
		t.Fatal(err)
	}
	mv, err := pos.ParseMove(m[1])
	if err != nil {
		t.Fatalf("best move %q: %v", m[1], err)
	}
	pos.Make(mv)
	if n := len(pos.LegalMoves()); n != 0 || !pos.InCheck() {
		t.Errorf("best move %s (score %s): %d replies, in check %v; want mate", m[1], m[2], n, pos.InCheck())
	}
	if m[2] != "29999" {
		t.Errorf("best move %s: score %s, want 29999 (mate in one)", m[1], m[2])
	}
}

// TestMateInOne: the alpha-beta search finds a mate in one (host build).
func TestMateInOne(t *testing.T) {
	tests := []struct{ variant, fen string }{
		{"chess", "6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1"},
		{"chess", "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1"},
		{"chess", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2"}, // Fool's mate: d8h4
	}
	for _, tc := range tests {
		t.Run(tc.fen, func(t *testing.T) {
			p := program(t, tc.variant)
			prog, err := Emit(p, Options{Depth: 1, SearchDepth: 2, FEN: tc.fen})
			if err != nil {
				t.Fatal(err)
			}
			checkMate(t, p, tc.fen, hostBuild(t, prog))
		})
	}
}

// TestRefused: what the RCX core cannot run is refused, naming it.
func TestRefused(t *testing.T) {
	chess := func(t *testing.T) *legdefs.Program { return program(t, "chess") }
	withMode := func(bit int32) func(t *testing.T) *legdefs.Program {
		return func(t *testing.T) *legdefs.Program {
			p := chess(t)
			p.Table = append(legdefs.Table(nil), p.Table...)
			off := p.Pieces[1].Offset // the Knight's first leg
			p.Table[off+4] |= bit
			return p
		}
	}
	// the Knight replaced by the Betza string b, compiled
	withBetza := func(b string) func(t *testing.T) *legdefs.Program {
		return func(t *testing.T) *legdefs.Program {
			p := chess(t)
			tb, err := compiler.CompileBetza(b, p.Files, p.Ranks)
			if err != nil {
				t.Fatal(err)
			}
			p.Pieces = append([]legdefs.PieceType(nil), p.Pieces...)
			p.Pieces[1].Offset, p.Pieces[1].Betza = len(p.Table), b
			p.Table = append(append(legdefs.Table(nil), p.Table...), tb...)
			return p
		}
	}
	tests := []struct {
		name    string
		prog    func(t *testing.T) *legdefs.Program
		fen     string
		feature string
		piece   string
	}{
		{"big board", func(t *testing.T) *legdefs.Program { p := chess(t); p.Files, p.Ranks = 12, 12; return p }, "", "12x12 board", ""},
		{"atomic960", func(t *testing.T) *legdefs.Program { return program(t, "atomic960") }, "", "Program.Blast", ""},
		{"petrify", func(t *testing.T) *legdefs.Program { p := chess(t); p.Petrify = "Q"; return p }, "", "petrification", ""},
		{"opposite-castling", func(t *testing.T) *legdefs.Program { return program(t, "opposite-castling") }, "", "Program.OppositeCastling", ""},
		{"kingofthehill", func(t *testing.T) *legdefs.Program { return program(t, "kingofthehill") }, "", "goal squares (flag-squares)", ""},
		{"racingkings", func(t *testing.T) *legdefs.Program { return program(t, "racingkings") }, "", "goal squares (flag-squares)", ""},
		{"castling-wins", func(t *testing.T) *legdefs.Program { p := chess(t); p.CastlingWins = "q"; return p }, "", "castling wins (castling-wins)", ""},
		{"connect", func(t *testing.T) *legdefs.Program { p := chess(t); p.Connect = 5; return p }, "", "n in a row wins (connect)", ""},
		{"holdings", chess, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1", "drops", ""},
		{"cylinder", withMode(legdefs.ModeCylinder), "", "cylinder", "N"},
		{"crooked", withMode(legdefs.ModeCrooked), "", "crooked", "N"},
		{"relay", withMode(legdefs.ModeRelay), "", "relay", "N"},
		{"relay from Betza", func(t *testing.T) *legdefs.Program {
			v := &variants.Variant{Name: "odin", Files: 8, Ranks: 8, Start: "k7/8/8/8/8/8/3RM3/4K3 w - - 0 1",
				Pieces: []variants.Piece{{Letter: "K", Betza: "K", Royal: true}, {Letter: "M", Betza: "xK"}, {Letter: "R", Betza: "R"}}}
			p, err := compiler.Compile(v)
			if err != nil {
				t.Fatal(err)
			}
			return p
		}, "", "relay (x)", "M"},
		{"oN", withBetza("oN"), "", "cylinder wrapping (o)", "N"},
		{"ooR", withBetza("ooR"), "", "torus wrapping (oo)", "N"},
		{"zB", withBetza("zB"), "", "crooked or circular paths", "N"},
		{"qN", withBetza("qN"), "", "crooked or circular paths", "N"},
		{"mzW3", withBetza("mzW3"), "", "crooked or circular paths", "N"},
		// a mode bit the core does not know (the compiler's end at bit 25)
		{"unknown mode", withMode(1 << 27), "", "mode bits 0x8000000", "N"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Emit(tc.prog(t), Options{FEN: tc.fen})
			var ue *UnsupportedError
			if !errors.As(err, &ue) {
				t.Fatalf("Emit: %v, want an UnsupportedError", err)
			}
			if !strings.Contains(err.Error(), tc.feature) || ue.Piece != tc.piece {
				t.Errorf("Emit: %q (piece %q), want the feature %q and piece %q", err, ue.Piece, tc.feature, tc.piece)
			}
		})
	}
}

// simulator finds the GNU H8/300 simulator CI/rcx-toolchain.sh built.
func simulator() string {
	if s := os.Getenv("BETZAC_H8300_RUN"); s != "" {
		return s
	}
	cache := os.Getenv("XDG_CACHE_HOME")
	if cache == "" {
		home, _ := os.UserHomeDir()
		cache = filepath.Join(home, ".cache")
	}
	m, _ := filepath.Glob(filepath.Join(cache, "betzac", "h8300-sim", "*", "run"))
	if len(m) == 0 {
		return ""
	}
	return m[len(m)-1]
}

// TestH8300: the brickOS .lx builds within budget, and the bare image
// gives the VM's perft and a mate in one in the simulator. It needs the
// toolchain (CI/rcx-toolchain.sh); in the full tier its absence is a failure.
func TestH8300(t *testing.T) {
	need(t, "make", "h8300-hms-gcc", "h8300-hms-objcopy", "h8300-hms-nm", "h8300-hms-size")
	sim := simulator()
	if sim == "" {
		testenv.Missing(t, "no H8/300 simulator (run CI/rcx-toolchain.sh)")
	}
	t.Run("chess perft", func(t *testing.T) {
		p := program(t, "chess")
		prog, err := Emit(p, Options{Depth: 3, SearchDepth: -1})
		if err != nil {
			t.Fatal(err)
		}
		dir := write(t, prog)
		out := run(t, dir, "make", "-s")
		if !strings.Contains(out, "size chess.lx:") {
			t.Errorf("make printed no size line:\n%s", out)
		}
		if _, err := os.Stat(filepath.Join(dir, "chess.lx")); err != nil {
			t.Fatal(err)
		}
		run(t, dir, "make", "-s", "bare")
		got := perftOf(run(t, dir, sim, "chess.srec"))
		if diff := cmp.Diff(vmPerft(t, p, "", 3), got); diff != "" {
			t.Errorf("simulated perft (-VM +sim):\n%s", diff)
		}
	})
	t.Run("mate in one", func(t *testing.T) {
		p := program(t, "chess")
		fen := "6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1"
		prog, err := Emit(p, Options{Depth: 1, SearchDepth: 2, FEN: fen})
		if err != nil {
			t.Fatal(err)
		}
		dir := write(t, prog)
		run(t, dir, "make", "-s", "bare")
		checkMate(t, p, fen, run(t, dir, sim, "chess.srec"))
	})
}

// maxMovesFEN is Nenad Petrović's position with 218 legal moves for
// White, the most known in a legal chess position (a published record).
const maxMovesFEN = "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1"

// TestMoveArea: the move area takes the memory the program leaves, so
// that the 218-move position counts at perft 1, and the core reports an
// overflow, with no count, when the area is too small.
func TestMoveArea(t *testing.T) {
	p := program(t, "chess")
	prog, err := Emit(p, Options{Depth: 1, SearchDepth: -1, FEN: maxMovesFEN})
	if err != nil {
		t.Fatal(err)
	}
	if got := perftOf(hostBuild(t, prog)); !cmp.Equal(got, []uint64{218}) {
		t.Errorf("perft(1) of the 218-move position: %v, want [218]", got)
	}
	if est := prog.Estimate.Total(); est > Budget || Budget-est > sizeMargin+12 {
		t.Errorf("estimate %v: want the move area (%d moves) to fill the budget less %d bytes", prog.Estimate, prog.MoveCap, sizeMargin)
	}

	// The same program with room for 100 moves only.
	need(t, "cc")
	dir := write(t, prog)
	vh := filepath.Join(dir, "variant.h")
	b, err := os.ReadFile(vh)
	if err != nil {
		t.Fatal(err)
	}
	b = regexp.MustCompile(`(?m)^#define MOVE_CAP \d+$`).ReplaceAll(b, []byte("#define MOVE_CAP 100"))
	if err := os.WriteFile(vh, b, 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, dir, "cc", "-std=c99", "-O1", "-Wall", "-Wextra", "-Werror", "-DTARGET_HOST", "-DCHECK_SHORTCUTS", "-o", "prog", "app.c", "core.c")
	cmd := exec.Command("./prog")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err == nil || !strings.Contains(string(out), "move area overflowed") || len(perftOf(string(out))) != 0 {
		t.Errorf("100-move area: exit %v, output:\n%s\nwant a failure, the overflow named and no count", err, out)
	}
}

// TestRefusedRules: a refusal names each rule the variant's YAML sets
// that the core lacks, and no rule it does not set (grand and opulent
// have no drops).
func TestRefusedRules(t *testing.T) {
	tests := []struct {
		variant string
		want    []string
	}{
		{"grand", []string{"immobility-illegal", "optional promotion", "promotion limits"}},
		{"opulent", []string{"optional promotion", "promotion limits"}},
		{"crazyhouse", []string{"drops (pieces in hand)", "captured pieces going to the capturer's hand"}},
	}
	for _, tc := range tests {
		t.Run(tc.variant, func(t *testing.T) {
			_, err := Emit(program(t, tc.variant), Options{})
			var ue *UnsupportedError
			if !errors.As(err, &ue) {
				t.Fatalf("Emit: %v, want an UnsupportedError", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("Emit: %q, want it to name %q", err, w)
				}
			}
			if tc.variant != "crazyhouse" && strings.Contains(err.Error(), "drop") {
				t.Errorf("Emit: %q names drops, which %s does not have", err, tc.variant)
			}
		})
	}
}
