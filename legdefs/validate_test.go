package legdefs_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// validProgram is a small well-formed Program: a Pawn (fmWfcF, promoting
// on the last rank) and a King (K), on a 4x4 board.
func validProgram() *legdefs.Program {
	const m, c, f = legdefs.ModeMove, legdefs.ModeCapture, legdefs.ModeFinal
	t := legdefs.Table(nil).Append([]legdefs.Move{
		{{Range: 1, DY: 1, Mode: m | f}},
		{{Range: 1, DX: 1, DY: 1, Mode: c | f}},
		{{Range: 1, DX: -1, DY: 1, Mode: c | f}},
	})
	kingAt := len(t)
	t = t.Append([]legdefs.Move{{{Range: 1, DY: 1, Mode: m | c | f}}})
	return &legdefs.Program{
		Name: "mini", Files: 4, Ranks: 4, Table: t, Start: "k3/4/4/P2K w - - 0 1",
		Pieces: []legdefs.PieceType{
			{Letter: "P", Offset: 0, Promote: &legdefs.Promotion{Zone: 1, To: []int{1}}, Hand: 0, Promoted: -1},
			{Letter: "K", Offset: kingAt, Royal: true, Hand: 1, Promoted: -1},
		},
	}
}

func TestValidate(t *testing.T) {
	// withLeg replaces the King's one leg by l.
	withLeg := func(l legdefs.Leg) func(p *legdefs.Program) {
		return func(p *legdefs.Program) {
			p.Table = append(p.Table[:p.Pieces[1].Offset:p.Pieces[1].Offset], legdefs.Table(nil).Append([]legdefs.Move{{l}})...)
		}
	}
	tests := []struct {
		name   string
		change func(p *legdefs.Program)
		want   string // "" valid; else a part of the error
	}{
		{"valid", func(*legdefs.Program) {}, ""},
		{"no board", func(p *legdefs.Program) { p.Files = 0 }, "board 0x4: files and ranks must be 1..26"},
		{"board too large", func(p *legdefs.Program) { p.Ranks = 27 }, "board 4x27"},
		{"no start: positions come by FEN", func(p *legdefs.Program) { p.Start = "" }, ""},
		{"no pieces", func(p *legdefs.Program) { p.Pieces = nil }, "no piece types"},
		{"offset past the table", func(p *legdefs.Program) { p.Pieces[1].Offset = 999 }, "piece K: table offset 999 out of range"},
		{"negative offset", func(p *legdefs.Program) { p.Pieces[0].Offset = -1 }, "piece P: table offset -1 out of range"},
		{"unnamed piece", func(p *legdefs.Program) { p.Pieces[1].Letter, p.Pieces[1].Offset = "", 999 }, "piece #1: table offset 999"},
		// the King's list: 1 leg, then 4 numbers; cutting the last leaves a leg past the end
		{"legs past the end", func(p *legdefs.Program) { p.Table = p.Table[:len(p.Table)-2] }, "piece K: malformed legdefs at offset"},
		{"negative leg count", func(p *legdefs.Program) { p.Table[p.Pieces[1].Offset] = -1 }, "piece K: malformed legdefs"},
		{"no terminator", func(p *legdefs.Program) { p.Table = p.Table[:len(p.Table)-1] }, "piece K: malformed legdefs"},
		{"range below -2", withLeg(legdefs.Leg{Range: -3, DY: 1, Mode: legdefs.ModeMove}), "piece K: range -3"},
		{"range -2 is legal", withLeg(legdefs.Leg{Range: -2, DY: 1, Mode: legdefs.ModeMove}), ""},
		{"step too long", withLeg(legdefs.Leg{Range: 1, DX: 27, Mode: legdefs.ModeMove}), "piece K: step (27,0) too long"},
		{"too many legs", func(p *legdefs.Program) {
			p.Table = p.Table.Append([]legdefs.Move{make(legdefs.Move, 9)})
			p.Pieces[1].Offset = len(p.Table) - 1 - 1 - 4*9
		}, "piece K: a move with 9 legs (at most 8)"},
		{"a curved path may have a leg per step", func(p *legdefs.Program) {
			m := make(legdefs.Move, 9)
			m[0].Mode = legdefs.ModeCurveStep
			p.Table = p.Table.Append([]legdefs.Move{m})
			p.Pieces[1].Offset = len(p.Table) - 1 - 1 - 4*9
		}, ""},
		{"promotion zone 0", func(p *legdefs.Program) { p.Pieces[0].Promote.Zone = 0 }, "piece P: promotion zone 0 out of range"},
		{"promotion zone deeper than the board", func(p *legdefs.Program) { p.Pieces[0].Promote.Zone = 5 }, "piece P: promotion zone 5 out of range"},
		{"promotion squares instead of a zone", func(p *legdefs.Program) {
			p.Pieces[0].Promote.Zone, p.Pieces[0].Promote.Squares = 0, legdefs.Region{12, 15}
		}, ""},
		{"promotion square off the board", func(p *legdefs.Program) { p.Pieces[0].Promote.Squares = legdefs.Region{16} }, "piece P: promotion squares: square 16 is off the 4x4 board"},
		{"Black's promotion square off the board", func(p *legdefs.Program) { p.Pieces[0].Promote.SquaresBlack = legdefs.Region{-1} }, "promotion squares for Black: square -1 is off"},
		{"confine off the board", func(p *legdefs.Program) { p.Pieces[1].Confine = legdefs.Region{0, 16} }, "piece K: confine: square 16"},
		{"initial region off the board", func(p *legdefs.Program) { p.Pieces[0].InitialRegion = legdefs.Region{20} }, "piece P: initial region: square 20"},
		{"Sittuyin squares off the board", func(p *legdefs.Program) {
			p.Pieces[0].Sittuyin = &legdefs.SittuyinPromotion{Squares: legdefs.Region{99}}
		}, "piece P: Sittuyin squares: square 99"},
		{"region moves offset", func(p *legdefs.Program) {
			p.Pieces[1].RegionMoves = []legdefs.RegionMoves{{Betza: "W", Offset: 999}}
		}, `piece K: region moves "W": table offset 999 out of range`},
		{"region moves from off the board", func(p *legdefs.Program) {
			p.Pieces[1].RegionMoves = []legdefs.RegionMoves{{Betza: "W", Offset: p.Pieces[1].Offset, From: legdefs.Region{16}}}
		}, "piece K: region moves from: square 16"},
		{"region moves to off the board", func(p *legdefs.Program) {
			p.Pieces[1].RegionMoves = []legdefs.RegionMoves{{Betza: "W", Offset: p.Pieces[1].Offset, To: legdefs.Region{-5}}}
		}, "piece K: region moves to: square -5"},
		{"holes", func(p *legdefs.Program) { p.Holes = []legdefs.Square{{File: 0, Rank: 1}, {File: 3, Rank: 3}} }, ""},
		{"hole off the board", func(p *legdefs.Program) { p.Holes = []legdefs.Square{{File: 4, Rank: 0}} }, "hole (file 5, rank 1) is off the 4x4 board"},
		{"chasing rule on other pieces", func(p *legdefs.Program) { p.ChasingRule = legdefs.ChasingAXF },
			`piece P: betza "": chasing-rule: axf knows only Xiangqi's pieces`},
		{"chasing rule on a soldier and a general", func(p *legdefs.Program) {
			p.ChasingRule, p.Pieces[0].Betza, p.Pieces[1].Betza = legdefs.ChasingAXF, "fW", "W"
		}, ""},
		{"chasing rule on a royal soldier", func(p *legdefs.Program) {
			p.ChasingRule, p.Pieces[0].Betza, p.Pieces[0].Royal, p.Pieces[1].Betza = legdefs.ChasingAXF, "fW", true, "W"
		}, `piece P: betza "fW": chasing-rule: axf knows only`},
		{"hole twice", func(p *legdefs.Program) { p.Holes = []legdefs.Square{{File: 1, Rank: 1}, {File: 1, Rank: 1}} }, "hole (file 2, rank 2) is given twice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := validProgram()
			tc.change(p)
			err := p.Validate()
			switch {
			case tc.want == "" && err != nil:
				t.Errorf("Validate: %v, want nil", err)
			case tc.want != "" && err == nil:
				t.Errorf("Validate: nil, want an error with %q", tc.want)
			case tc.want != "" && !strings.Contains(err.Error(), tc.want):
				t.Errorf("Validate: %q, want an error with %q", err, tc.want)
			}
		})
	}
}

func TestValidateNil(t *testing.T) {
	var p *legdefs.Program
	if err := p.Validate(); err == nil {
		t.Error("Validate of a nil Program: nil, want an error")
	}
}

// Every built-in variant compiles to a valid Program.
func TestValidateBuiltins(t *testing.T) {
	eachBuiltin(t, func(name string, p *legdefs.Program) {
		if err := p.Validate(); err != nil {
			t.Errorf("%s: Validate: %v", name, err)
		}
	})
}

// eachBuiltin calls f with each built-in variant's Program; a built-in
// that does not compile is an error.
func eachBuiltin(t *testing.T, f func(name string, p *legdefs.Program)) {
	t.Helper()
	for _, name := range variants.BuiltinNames() {
		_, p, err := compiler.Load(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		f(name, p)
	}
}

// TestValidateChasingAsLoader: a Program with the chasing rule and a
// piece it does not know is refused by Validate with the words the loader
// gives for the same piece in a variant file.
func TestValidateChasingAsLoader(t *testing.T) {
	_, p, err := compiler.Load("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	for i := range p.Pieces {
		if p.Pieces[i].Letter == "R" {
			p.Pieces[i].Betza = "Q"
		}
	}
	verr := p.Validate()
	_, _, lerr := compiler.LoadBytes("r.yaml", []byte("name: r\ninherit: xiangqi\npieces:\n  - {letter: R, name: Chariot, betza: Q}\n"))
	if verr == nil || lerr == nil {
		t.Fatalf("Validate: %v, loader: %v; want both to refuse", verr, lerr)
	}
	if !strings.HasSuffix(lerr.Error(), verr.Error()) {
		t.Errorf("loader: %q\nValidate: %q\nwant the loader's to end with Validate's", lerr, verr)
	}
}

// Validate allocates nothing for a well-formed Program: it runs for every
// Program a VM is built from (issue 31). Chu Shogi has promotions and
// Shogi drops; every built-in is checked.
func TestValidateAllocs(t *testing.T) {
	eachBuiltin(t, func(name string, p *legdefs.Program) {
		if n := testing.AllocsPerRun(3, func() { _ = p.Validate() }); n != 0 {
			t.Errorf("%s: Validate allocates %v times, want 0", name, n)
		}
	})
}
