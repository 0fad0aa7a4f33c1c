package vm

import (
	"math/rand/v2"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// TestCountMaterialKept: makeCounted finds the material after a move
// from the count's and the squares the move changed; along random
// games of every built-in variant with the counting rule, from its start
// and from endings, its count is the one the board counted before and
// after every move gives (the computation it replaced), and its material
// the board's. The games must capture, promote and start counts, or
// they prove nothing.
func TestCountMaterialKept(t *testing.T) {
	endings := []string{
		"8/2k5/3p4/1r6/8/3PK3/6R1/8 w - - 0 40",   // a pawn each, rook against rook
		"4k3/1p6/8/8/2N5/8/6P1/R3K3 b - - 0 30",   // pawns to promote, a knight
		"8/3k4/8/2s5/8/2M5/1P6/4K3 w - - 0 30",    // khons and a met
		"n7/8/8/4K2k/8/8/1R6/R7 w - 20 16 40",     // a FEN count running
		"8/4k3/8/3p4/8/2SMN3/3PK3/8[] w - - 0 30", // Sittuyin's
		"k7/8/8/8/8/8/PPP5/K7[] w - - 0 30",       // Sittuyin's promotions
		"8/3k4/3r4/8/8/3R4/3K4/8 w - - 0 30",      // rooks
		"r3k3/8/8/8/8/8/8/4K2R w - - 0 30",        // rook each, no pawn
		"1n2k3/8/8/8/8/8/8/1N2K3 w - - 0 30",      // knights
	}
	var counted []string
	for _, name := range variants.BuiltinNames() {
		prog := builtinProgram(t, name)
		if prog.Rules.Counting == "" {
			continue
		}
		counted = append(counted, name)
		playCountedGames(t, name, prog, endings)
	}
	if len(counted) < 4 {
		t.Errorf("the variants with the counting rule: %v, want makruk, cambodian, asean, sittuyin at least", counted)
	}
	// a blast takes pieces off squares the move did not touch: the
	// board is counted again
	atomic, err := variants.ReadFile("../variants/builtin/atomic.yaml")
	if err != nil {
		t.Fatal(err)
	}
	_, prog, err := compiler.LoadBytes("atomic.yaml", append(atomic, "\ncounting: makruk\n"...))
	if err != nil {
		t.Fatal(err)
	}
	playCountedGames(t, "atomic with makruk's counting", prog, []string{"r3k3/8/8/8/8/8/8/4K2R w - - 0 30", "1n2k3/8/8/8/8/8/8/1N2K3 w - - 0 30"})
}

// playCountedGames plays random games of prog with playCounted from its
// start and from each ending it can hold; they must capture, promote and
// start counts, or they prove nothing.
func playCountedGames(t *testing.T, name string, prog *legdefs.Program, endings []string) {
	t.Helper()
	var seen countSeen
	for _, fen := range append([]string{""}, endings...) {
		p, err := NewPosition(prog, fen)
		if err != nil {
			continue // an ending this variant cannot hold
		}
		for g := range 16 {
			seen.add(playCounted(t, name, p, rand.New(rand.NewPCG(uint64(g), 41))))
		}
	}
	t.Logf("%s: %+v", name, seen)
	if seen.captures == 0 || seen.promotions == 0 || seen.starts == 0 {
		t.Errorf("%s: the games made %+v: no test of captures, promotions or counts", name, seen)
	}
}

// countSeen is what the random games of TestCountMaterialKept did.
type countSeen struct{ captures, promotions, starts int }

func (s *countSeen) add(o countSeen) {
	s.captures, s.promotions, s.starts = s.captures+o.captures, s.promotions+o.promotions, s.starts+o.starts
}

// playCounted plays a random game of up to 200 plies on p with
// makeCounted, checks each count against twoScans and takes the game
// back.
func playCounted(t *testing.T, name string, p *Position, rng *rand.Rand) countSeen {
	t.Helper()
	var seen countSeen
	n := startCount(p)
	var line []Move
	for range 200 {
		ms := p.LegalMoves()
		if len(ms) == 0 {
			break
		}
		m := ms[rng.IntN(len(ms))]
		if v := p.board[m.To]; v != 0 && colourOf(v) != p.stm {
			seen.captures++
		}
		want := twoScans(p, n, m)
		p.Unmake(m)
		got := p.makeCounted(n, m)
		if d := cmp.Diff(want, got, cmp.AllowUnexported(count{}, countMaterial{})); d != "" {
			p.Unmake(m)
			t.Fatalf("%s %s, %s after %d plies: count (-two scans +kept):\n%s", name, p.FEN(), p.MoveString(m), len(line), d)
		}
		line = append(line, m)
		if m.Promo != 0 && m.Kind&KindDrop == 0 {
			seen.promotions++
		}
		if got.limit > 0 && (got.limit != n.limit || got.ply <= n.ply) {
			seen.starts++
		}
		n = got
	}
	for i := len(line) - 1; i >= 0; i-- {
		p.Unmake(line[i])
	}
	return seen
}

// twoScans makes m on p and returns n counted on as makeCounted did
// before it kept the material: the board counted before and after the
// move.
func twoScans(p *Position, n count, m Move) count {
	them := p.stm ^ 1
	before := p.countMaterial()
	p.Make(m)
	after := p.countMaterial()
	return n.next(p, &after, after.all[them] < before.all[them], after.pawns[them] < before.pawns[them], m.Promo != 0)
}
