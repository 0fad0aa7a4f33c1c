package bitboard_test

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// TestDropPositions: the back end's divide equals the VM's on positions
// made to test drops: in check (none after a leaping or double check,
// only between king and checker after a riding one), pawns in hand (no
// drop on the first and last ranks; one dropped on its start square may
// double-step), captures of promoted pieces (back to hand as pawns), an
// e.p. capture to hand, castling once a rook was dropped back, and the
// same in loop chess (promoted pawns stay what they became) and bughouse
// (captures leave the game), a knight never dropped, pawns virgin on
// their initial region (chessgi, pawn sideways), each also after random
// play from it.
func TestDropPositions(t *testing.T) {
	rows := []struct {
		variant, fen string
		depth        int
	}{
		{"crazyhouse", "4k3/8/8/8/8/8/8/r3K3[QNPqp] w - - 0 1", 3},   // rook check: b1-d1, no pawn there
		{"crazyhouse", "4k3/8/8/8/1b6/8/8/4K3[Pp] w - - 0 1", 3},     // bishop check: a pawn on c3 or d2
		{"crazyhouse", "4k3/8/8/8/8/3n4/8/4K3[QRBNPq] w - - 0 1", 3}, // knight check: no drop
		{"crazyhouse", "4k3/8/8/8/1b6/8/8/r3K3[QPq] w - - 0 1", 3},   // double check: no drop
		{"crazyhouse", "4k3/8/8/8/8/8/3p4/4K3[Nn] w - - 0 1", 3},     // pawn check: no drop
		{"crazyhouse", "4k3/8/8/8/8/8/8/R2q~K3[p] w - - 0 1", 3},     // Rxd1 takes a pawn to hand
		{"crazyhouse", "4k3/1P6/8/3pP3/8/8/8/4K3[Pp] w - d6 0 1", 3}, // e.p. to hand, promotion to Q~
		{"crazyhouse", "4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1", 4},       // pawn drops, double steps
		{"crazyhouse", "4k3/3p4/8/4P3/8/8/8/4K3[] b - - 0 1", 4},     // e.p. below the root, to hand
		{"crazyhouse", "r3k3/1B~6/8/8/8/7n~/8/4K2R[] b Kq - 0 1", 4}, // promoted pieces captured below the root
		{"chessgi", "4k3/8/8/8/8/8/8/P3K3[p] b - - 0 1", 4},          // a1-a2 makes the pawn virgin: a2-a4
		{"pawnsideways", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1", 4},       // e2-d2 keeps it virgin: d2-d4
		{"neverdrop", "4k3/8/8/8/8/8/8/4K3[NPnp] w - - 0 1", 3},
		{"crazyhouse", "r3k2r/8/8/8/8/8/8/R3K2R[Rr] w KQkq - 0 1", 3},  // rooks captured and dropped back
		{"crazyhouse", "4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - -", 3},          // golden zh-promoted
		{"crazyhouse", "r3k3/1B~6/8/8/8/7n~/8/4K2R[Nn] b Kq - 0 1", 3}, // promoted pieces to capture
		{"loop", "4k3/1P6/8/8/8/8/1p6/4K3[Qq] w - - 0 1", 3},
		{"loop", "r3k3/8/8/8/8/8/8/R3K3[Nb] b Qq - 0 1", 3},
		{"bughouse", "4k3/8/8/8/8/8/8/r3K3[QNPqp] w - - 0 1", 3},
		{"bughouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Pp] w KQkq - 0 1", 3},
		// bent checks, with drops: the hook h4's path h4-h1-e1 is open
		// (h4-e4-e1 is blocked on its corner), a drop on h1-h3 or f1-g1
		// parries it; two open paths, no drop does
		{"hookhouse", "4k3/8/8/8/4p2r/8/8/4K3[NPn] w - - 0 1", 3},
		{"hookhouse", "4k3/8/8/8/7r/8/8/4K3[NPn] w - - 0 1", 3},
		{"hookhouse", "r1b1k2r/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R1B1K2R[QRBNPqrbnp] w KQkq - 0 1", 3},
		{"caprihouse", "4k3/8/8/4b3/8/8/5P2/1N2K3[Nb] w - - 0 1", 3},
	}
	rng := rand.New(rand.NewSource(7))
	for _, r := range rows {
		prog := loadVariant(t, r.variant)
		pos, err := vm.NewPosition(prog, r.fen)
		if err != nil {
			t.Fatalf("%s %q: %v", r.variant, r.fen, err)
		}
		checkDivide(t, r.variant+" "+r.fen, pos, r.depth)
		for g := 0; g < 10; g++ {
			if q := bitboard.RandomWalk(pos.Clone(), rng, 1+rng.Intn(12)); q != nil {
				checkDivide(t, r.variant+" random: "+q.FEN(), q, 3)
			}
		}
	}
}

// TestDropsBareKing: with the bare-king rule, pieces in hand count (a
// king with a piece in hand is not bare), as the VM counts them.
func TestDropsBareKing(t *testing.T) {
	for _, rule := range []string{legdefs.BareKingEnds, legdefs.BareKingLoses} {
		_, prog, err := compiler.Load("crazyhouse")
		if err != nil {
			t.Fatal(err)
		}
		prog.BareKing = rule
		for _, fen := range []string{
			"4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1",
			"4k3/8/8/8/8/8/3p4/4K3[N] w - - 0 1",
			"4k3/8/8/8/8/8/8/4K3[Nnb] w - - 0 1",
		} {
			pos, err := vm.NewPosition(prog, fen)
			if err != nil {
				t.Fatalf("%s: %v", fen, err)
			}
			checkDivide(t, rule+" "+fen, pos, 3)
		}
	}
}

// TestDropRulesRefused: each hand or drop rule the back end does not
// model keeps crazyhouse on the VM, and Fits names it.
func TestDropRulesRefused(t *testing.T) {
	rows := []struct {
		name string
		set  func(p *legdefs.Program)
	}{
		{"Hand.DropPromoted", func(p *legdefs.Program) { p.Hand.DropPromoted = true }},
		{"Hand.ImmobilityIllegal", func(p *legdefs.Program) { p.Hand.ImmobilityIllegal = true }},
		{"Hand.NoDropChecks", func(p *legdefs.Program) { p.Hand.NoDropChecks = true }},
		{"Hand.DropStack", func(p *legdefs.Program) { p.Hand.DropStack = legdefs.DropStackBottom }},
		{"MustDrop", func(p *legdefs.Program) { p.MustDrop = true }},
		{"RoyalDrops", func(p *legdefs.Program) { p.RoyalDrops = true }},
		{"OppositeColourDrops", func(p *legdefs.Program) { p.OppositeColourDrops = "B" }},
		{"CastlingDrops", func(p *legdefs.Program) { p.CastlingDrops = "R" }},
		{"DropRule.FileLimit", func(p *legdefs.Program) { p.Pieces[0].Drop.FileLimit = 1 }},
		{"DropRule.NoMate", func(p *legdefs.Program) { p.Pieces[0].Drop.NoMate = true }},
	}
	for _, r := range rows {
		_, prog, err := compiler.Load("crazyhouse")
		if err != nil {
			t.Fatal(err)
		}
		if prog.Pieces[0].Letter != "P" || prog.Pieces[0].Drop == nil {
			t.Fatalf("crazyhouse's first piece is %s, with drop rule %v", prog.Pieces[0].Letter, prog.Pieces[0].Drop)
		}
		r.set(prog)
		_, err = bitboard.Fits(prog)
		if err == nil || !strings.Contains(err.Error(), r.name) {
			t.Errorf("%s: Fits says %v, want an error naming it", r.name, err)
		}
	}
	if _, err := bitboard.Fits(mustLoad(t, "crazyhouse")); err != nil {
		t.Errorf("crazyhouse: %v", err)
	}
}

// TestHandNotItsType: a hand holding a piece that is not its own hand
// type (an A, which goes to hand as a knight: the VM would take a drop of
// it from the knights' count) is left to the VM.
func TestHandNotItsType(t *testing.T) {
	const yaml = `name: handtype
inherit: crazyhouse
pieces:
  - {letter: A, name: Amazon, betza: QN, hand: N}
`
	_, prog, err := compiler.LoadBytes("handtype", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(prog, "4k3/8/8/8/8/8/8/4K3[A] w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	c, err := bitboard.NewCounter(pos, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Reset(pos); err == nil || !strings.Contains(err.Error(), "hand type") {
		t.Errorf("Reset: %v, want the hand type refused", err)
	}
}

// TestHandTooFull: a hand of more pawns than a byte keeps through 127
// more captures is left to the VM, one fewer is counted, and a count too
// deep for the hands' bytes is refused.
func TestHandTooFull(t *testing.T) {
	prog := mustLoad(t, "crazyhouse")
	for _, n := range []int{128, 129} {
		fen := "4k3/8/8/8/8/8/8/4K3[" + strings.Repeat("P", n) + "p] w - - 0 1"
		pos, err := vm.NewPosition(prog, fen)
		if err != nil {
			t.Fatal(err)
		}
		c, err := bitboard.NewCounter(pos, 2)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := bitboard.NewCounter(pos, 255); err == nil {
			t.Errorf("NewCounter takes depth 255 with hands")
		}
		err = c.Reset(pos)
		if n == 129 && (err == nil || !strings.Contains(err.Error(), "more than 128")) {
			t.Errorf("%d pawns in hand: Reset says %v, want them refused", n, err)
		}
		if n == 128 {
			if err != nil {
				t.Fatalf("%d pawns in hand: %v", n, err)
			}
			checkDivide(t, fen, pos, 2)
		}
	}
}

// neverDropYAML is crazyhouse whose knights, once captured, stay in hand.
const neverDropYAML = `name: neverdrop
inherit: crazyhouse
pieces:
  - {letter: N, name: Knight, betza: N, drop: {never: true}}
`

// houseYAML are crazyhouse with bent riders: rooks that are hook movers,
// bishops that are Capricorns (drops that parry bent checks).
var houseYAML = map[string]string{
	"hookhouse":  "name: hookhouse\ninherit: crazyhouse\npieces:\n  - {letter: R, name: Hook Mover, betza: RmasR}\n",
	"caprihouse": "name: caprihouse\ninherit: crazyhouse\npieces:\n  - {letter: B, name: Capricorn, betza: BmasB}\n",
	"neverdrop":  neverDropYAML,
}

// loadVariant loads a built-in, or one of houseYAML.
func loadVariant(t *testing.T, name string) *legdefs.Program {
	t.Helper()
	if src, ok := houseYAML[name]; ok {
		_, prog, err := compiler.LoadBytes(name, []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		return prog
	}
	return mustLoad(t, name)
}

func mustLoad(t *testing.T, name string) *legdefs.Program {
	t.Helper()
	_, prog, err := compiler.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

// TestRegionPartnerRefused: a castling partner with an initial region
// (it would become virgin again, and the castling options of a subtree are
// fixed) is left to the VM.
func TestRegionPartnerRefused(t *testing.T) {
	const yaml = `name: rookregion
inherit: chess
pieces:
  - {letter: R, name: Rook, betza: R, initial-region: a1-h1}
`
	_, prog, err := compiler.LoadBytes("rookregion", []byte(yaml))
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(prog, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := bitboard.NewCounter(pos, 1); err == nil || !strings.Contains(err.Error(), "InitialRegion") {
		t.Errorf("NewCounter: %v, want the region refused", err)
	}
}
