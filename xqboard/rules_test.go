package xqboard_test

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/perft"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/betzac/betzac/xqboard"
)

// resultRules gives each result-only rule (legdefs.ResultOnlyRules: Fits
// accepts them because they end a game without changing a move) a value
// other than the zero one.
var resultRules = map[string]any{
	"StalemateValue": legdefs.ValueWin, "CheckmateValue": legdefs.ValueWin,
	"ExtinctionValue": legdefs.ValueWin, "NMoveRule": 1, "NFoldRule": 2,
	"NFoldValue": legdefs.ValueLoss, "NFoldValueAbsolute": true, "PerpetualCheckIllegal": true,
	"ChasingRule": legdefs.ChasingAXF, "Counting": legdefs.CountingMakruk,
	"MaterialCounting": legdefs.MaterialJanggi, "ShatarMate": true,
	"MoveRepetitionIllegal": true,
}

// gameEndFENs are Xiangqi positions, by hand, with checks and mates a
// few plies down, and the start; each with a half-move clock past any
// n-move rule.
var gameEndFENs = []string{
	"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 99 80",
	"3k5/9/9/9/9/9/9/3n5/9/r3K4 w - - 99 80",
	"4k4/9/4c4/9/9/4n4/9/4R4/9/4K4 w - - 99 80",
}

// TestGameEndRules: xiangqi with each result-only rule set, or with
// every piece's half-move clock rule changed (PieceType.Clock), still
// fits, and perft's divide on this back end equals the VM's: the rule
// changes no count, so the back end may leave it to the VM.
func TestGameEndRules(t *testing.T) {
	type change struct {
		name string
		set  func(*legdefs.Program)
	}
	var changes []change
	for _, name := range legdefs.ResultOnlyRules() {
		val, ok := resultRules[name]
		if !ok {
			t.Errorf("result-only rule %s has no value in resultRules", name)
			continue
		}
		changes = append(changes, change{name, func(p *legdefs.Program) {
			reflect.ValueOf(&p.Rules).Elem().FieldByName(name).Set(reflect.ValueOf(val))
		}})
	}
	changes = append(changes, change{"PieceType.Clock", func(p *legdefs.Program) {
		for i := range p.Pieces {
			p.Pieces[i].Clock = legdefs.ClockReset
		}
	}})
	for _, c := range changes {
		prog := *vmtest.Program(t, "xiangqi")
		prog.Pieces = append([]legdefs.PieceType(nil), prog.Pieces...)
		c.set(&prog)
		if err := xqboard.Fits(&prog); err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		for _, fen := range gameEndFENs {
			pos, err := vm.NewPosition(&prog, fen)
			if err != nil {
				t.Fatalf("%s %s: %v", c.name, fen, err)
			}
			if d := cmp.Diff(runDivide(t, pos, 3, false), runDivide(t, pos, 3, true)); d != "" {
				t.Errorf("%s %s: divide (-vm +xqboard):\n%s", c.name, fen, d)
			}
		}
	}
}

// runDivide is perft.Run's divide, on this back end or the VM.
func runDivide(t *testing.T, pos *vm.Position, depth int, xq bool) []perft.Entry {
	t.Helper()
	if got := perft.Backend(pos); xq && !strings.HasPrefix(got, "xqboard") {
		t.Fatalf("%s: perft back end %q, want xqboard", pos.FEN(), got)
	}
	r, err := perft.Run(context.Background(), pos, depth, perft.Options{Threads: 1, VMOnly: !xq})
	if err != nil {
		t.Fatal(err)
	}
	return r.Divide
}
