package refgen_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/refgen"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// TestCounterStrike checks Chu Shogi's counter-strike rule
// (legdefs.Rules.CounterStrike, chushogi's N and +O) in refgen and the
// VM, on positions where it decides a move; each expectation is argued
// from the rule's text. The black rook on c12 sees the white Lion on c3
// down the open c-file, and the black Lion on d5 is two squares from it.
func TestCounterStrike(t *testing.T) {
	const (
		// a white Gold has just taken a Lion on f6
		goldTook = "2r8k/12/12/12/12/12/5G6/3n8/12/2N9/12/11K b - f6 0 1"
		// the same position without the square: no rule in force
		noSquare = "2r8k/12/12/12/12/12/5G6/3n8/12/2N9/12/11K b - - 0 1"
		// a Kirin took a Lion on f6 and promoted to one (+O); a second
		// black rook on f12 sees it
		kirinTook = "2r2r5k/12/12/12/12/12/5+O6/3n8/12/2N9/12/11K b - f6 0 1"
	)
	tests := []struct {
		name, fen string
		has, not  []string
	}{
		// the rook (not a Lion) may not take the Lion on c3, which is not
		// on f6; the black Lion may, as Lions always may
		{"reply: a non-Lion may not take a Lion elsewhere", goldTook, []string{"d5c3"}, []string{"c12c3"}},
		{"no square: the rook takes the Lion", noSquare, []string{"d5c3", "c12c3"}, nil},
		// on f6 itself the new Lion may be taken back, by the rook too
		{"reply: the Lion on the square may be taken", kirinTook, []string{"f12f6", "d5c3"}, []string{"c12c3"}},
	}
	v, err := variants.Resolve("chushogi")
	if err != nil {
		t.Fatal(err)
	}
	g, prog := both(t, v)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ref, err := g.LegalMoves(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			pos, err := vm.NewAnyPosition(prog, tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			got := vmMoves(pos)
			if !slices.Equal(ref, got) {
				t.Errorf("refgen and the VM differ:\nrefgen %v\nvm     %v", ref, got)
			}
			for _, m := range tt.has {
				if !slices.Contains(got, m) {
					t.Errorf("%s missing", m)
				}
			}
			for _, m := range tt.not {
				if slices.Contains(got, m) || slices.Contains(ref, m) {
					t.Errorf("%s is legal", m)
				}
			}
			if got := pos.FEN(); got != tt.fen {
				t.Errorf("FEN round trip: %s, want %s", got, tt.fen)
			}
		})
	}
}

// TestCounterStrikeSquare: a move sets the square (the FEN's e.p. field)
// only when a piece that is not a Lion takes a Lion on its destination,
// and Unmake takes it back. The Gold on f5 may take the black Lion on f6;
// so may the white Lion on e4, which sets nothing.
func TestCounterStrikeSquare(t *testing.T) {
	const fen = "2r8k/12/12/12/12/12/5n6/5G6/4N7/12/12/11K w - - 0 1"
	tests := []struct{ move, field string }{
		{"f5f6", "f6"},
		{"e4f6", "-"},
		{"l1l2", "-"},
	}
	v, err := variants.Resolve("chushogi")
	if err != nil {
		t.Fatal(err)
	}
	g, prog := both(t, v)
	for _, tt := range tests {
		t.Run(tt.move, func(t *testing.T) {
			after, err := g.Play(fen, tt.move)
			if err != nil {
				t.Fatal(err)
			}
			pos, err := vm.NewAnyPosition(prog, fen)
			if err != nil {
				t.Fatal(err)
			}
			hash := pos.Hash()
			m, err := pos.ParseMove(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			pos.Make(m)
			if f := strings.Fields(pos.FEN())[3]; f != tt.field {
				t.Errorf("vm: e.p. field %s, want %s", f, tt.field)
			}
			if f := strings.Fields(after)[3]; f != tt.field {
				t.Errorf("refgen: e.p. field %s, want %s", f, tt.field)
			}
			if pos.FEN() != after {
				t.Errorf("vm %s, refgen %s", pos.FEN(), after)
			}
			if pos.Hash() != pos.HashFromScratch() {
				t.Errorf("incremental hash differs from the hash from scratch")
			}
			pos.Unmake(m)
			if pos.Hash() != hash || pos.FEN() != fen {
				t.Errorf("Unmake: %s, want %s (hash back: %v)", pos.FEN(), fen, pos.Hash() == hash)
			}
		})
	}
}

// TestCounterStrikeOnTheWay: shogiops's position pos5
// (test/rules/chushogi.test.ts, "lion moves"; SFEN
// 12/12/12/12/12/12/12/12/4+ho3n2/4N7/12/6B5 w): Black's Horned Falcon on
// e4 takes White's Lion on e3 and goes back (shogiops's 8i8j8i) or stays
// (8i8j); either way shogiops's lastLionCapture is 8j (e3), and White's
// Bishop on g1 may not take the Lion on j4 (6l3i is not legal there).
// Taking and going on (e4e3,e3e2) sets the square where it took too.
func TestCounterStrikeOnTheWay(t *testing.T) {
	const fen = "12/12/12/12/12/12/12/12/4+ho3n2/4N7/12/6B5 b - - 0 1"
	v, err := variants.Resolve("chushogi")
	if err != nil {
		t.Fatal(err)
	}
	g, prog := both(t, v)
	for _, move := range []string{"e4e3,e3e4", "e4e3", "e4e3,e3e2"} {
		after, err := g.Play(fen, move)
		if err != nil {
			t.Fatal(err)
		}
		pos, err := vm.NewAnyPosition(prog, fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := pos.ParseMove(move)
		if err != nil {
			t.Fatal(err)
		}
		pos.Make(m)
		if f := strings.Fields(pos.FEN())[3]; f != "e3" || pos.FEN() != after {
			t.Errorf("%s: vm %s, refgen %s, want the square e3", move, pos.FEN(), after)
		}
		ref, err := g.LegalMoves(after)
		if err != nil {
			t.Fatal(err)
		}
		apos, err := vm.NewAnyPosition(prog, after)
		if err != nil {
			t.Fatal(err)
		}
		back := vmMoves(apos)
		if !slices.Equal(ref, back) || slices.Contains(back, "g1j4") {
			t.Errorf("%s: after it, refgen %v, vm %v; want them equal, without g1j4", move, ref, back)
		}
	}
}

// TestCounterStrikeFEN: the square must be empty or hold a piece of the
// side that has just moved.
func TestCounterStrikeFEN(t *testing.T) {
	const bad = "2r8k/12/12/12/12/12/5G6/3n8/12/2N9/12/11K b - d5 0 1"
	v, err := variants.Resolve("chushogi")
	if err != nil {
		t.Fatal(err)
	}
	g, prog := both(t, v)
	if _, err := vm.NewAnyPosition(prog, bad); err == nil || !strings.Contains(err.Error(), "counter-strike") {
		t.Errorf("vm: %v, want an error naming counter-strike", err)
	}
	if _, err := g.LegalMoves(bad); err == nil || !strings.Contains(err.Error(), "counter-strike") {
		t.Errorf("refgen: %v, want an error naming counter-strike", err)
	}
}

// TestDifferentialCounterStrike plays random games of chushogi (see
// TestDifferential) from positions where pieces that are not Lions can
// take Lions, so that the counter-strike square is set and read (the
// harness compares the FENs, whose e.p. field holds it); some move of
// the games must take a Lion with a piece that is not one.
func TestDifferentialCounterStrike(t *testing.T) {
	lionTaken := func(p *vm.Position, m vm.Move) bool {
		v, vc := p.PieceAt(int(m.To))
		a, ac := p.PieceAt(int(m.From))
		return v >= 0 && a >= 0 && vc != ac && lion(p, v) && !lion(p, a)
	}
	tests := []diffCase{{variant: "chushogi", games: 4, plies: 40, each: 6, splies: 30, starts: []string{
		"lfcbgekgscfl/av1stxotdbva/1mr1dq2hr1m/pppp1p1NHp1p/4p2ni1p1/3i2h5/3I8/1P6IP2/P1PPPPPPP1PP/MVRHD1QD1R1M/AFBCTOXT1BVA/L2SGKEGSCFL w - - 0 13",
		"2r2r5k/12/1g4o5/12/12/12/5n6/5G6/4N7/2N9/1O10/11K w - - 0 1",
		// the square set at the start: perft's last ply counts in bulk only
		// without one (plan.bulkLion)
		"2r2r5k/12/1g4o5/12/12/12/5+O6/3n8/4N7/2N9/1O10/11K b - f6 0 1",
	}, feature: lionTaken, perft: 2}}
	runDiffs(t, 331, tests, func(c *diffCase) { c.games, c.each = 1, 2 })
}

// lion reports whether type typ is chushogi's Lion or promoted Kirin.
func lion(p *vm.Position, typ int) bool {
	l := p.Program().Pieces[typ].Letter
	return l == "N" || l == "+O"
}

// TestCounterStrikeNoEP: a variant with counter-strike and e.p. captures
// is refused, by refgen and by the VM, naming the piece (the FEN's e.p.
// field holds the square).
func TestCounterStrikeNoEP(t *testing.T) {
	v, err := variants.LoadBytes("cs.yaml", []byte("name: cs\ninherit: chess\ncounter-strike: N\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := refgen.New(v); err == nil || !strings.Contains(err.Error(), "counter-strike") || !strings.Contains(err.Error(), "piece P") {
		t.Errorf("refgen.New: %v, want counter-strike and piece P named", err)
	}
	prog, err := compiler.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := vm.NewPosition(prog, ""); err == nil || !strings.Contains(err.Error(), "counter-strike") || !strings.Contains(err.Error(), "piece P") {
		t.Errorf("vm.NewPosition: %v, want counter-strike and piece P named", err)
	}
}

// TestProtectedLion checks the protected-Lion rule
// (legdefs.Rules.ProtectedLion, chushogi's PI) in refgen and the VM; each
// expectation is argued from the rule's text. The white Lion on e4 is two
// squares from the black Lion on e6 and next to the black Pawn on e5 and
// Gold on d5; the black Lion is protected by the black Silver on f7 (its
// F step back takes on e6) unless the move takes that Silver.
func TestProtectedLion(t *testing.T) {
	const (
		protected   = "6k5/12/12/12/12/5s6/4n7/3gp7/4N7/12/12/6K5 w - - 0 1"
		unprotected = "6k5/12/12/12/12/12/4n7/3gp7/4N7/12/12/6K5 w - - 0 1"
	)
	tests := []struct {
		name, fen string
		has, not  []string
	}{
		// from afar, and after taking only the Pawn: not while protected;
		// after taking the Gold (worth it) it may
		{"protected", protected, []string{"e4d5,d5e6"}, []string{"e4e6", "e4e5,e5e6"}},
		{"unprotected", unprotected, []string{"e4e6", "e4e5,e5e6", "e4d5,d5e6"}, nil},
		// the black Lion on e5 is next to e4, protected by the Silver on
		// f6: taken directly or after the Pawn on d5 (shogiops's
		// secondLionStepDests and HaChu test the distance first)
		{"adjacent", "6k5/12/12/12/12/12/5s6/3pn7/4N7/12/12/6K5 w - - 0 1", []string{"e4e5", "e4d5,d5e5"}, nil},
	}
	v, err := variants.Resolve("chushogi")
	if err != nil {
		t.Fatal(err)
	}
	g, prog := both(t, v)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ref, err := g.LegalMoves(tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			pos, err := vm.NewAnyPosition(prog, tt.fen)
			if err != nil {
				t.Fatal(err)
			}
			got := vmMoves(pos)
			if !slices.Equal(inVM(pos, ref), got) {
				t.Errorf("refgen and the VM differ:\nrefgen %v\nvm     %v", ref, got)
			}
			for _, m := range tt.has {
				if !slices.Contains(got, m) {
					t.Errorf("%s missing from %v", m, got)
				}
			}
			for _, m := range tt.not {
				if slices.Contains(got, m) {
					t.Errorf("%s is legal", m)
				}
			}
		})
	}
}
