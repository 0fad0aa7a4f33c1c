package bitboard_test

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/bitboard"
	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// gameEndRules are the rules Fits accepts because they end a game
// without changing a move (legdefs.Rules: "no perft sees them"), each
// with a value it may take. ChasingRule is left out: Fits accepts it, but
// Validate refuses it on chess's pieces (legdefs.ChasingPieceError).
var gameEndRules = map[string]any{
	"StalemateValue": legdefs.ValueLoss, "CheckmateValue": legdefs.ValueWin,
	"ExtinctionValue": legdefs.ValueWin, "NMoveRule": 1, "NFoldRule": 2,
	"NFoldValue": legdefs.ValueLoss, "NFoldValueAbsolute": true, "PerpetualCheckIllegal": true,
	"Counting": legdefs.CountingMakruk, "ShatarMate": true,
	"MoveRepetitionIllegal": true,
}

// TestGameEndRules: chess with each of those rules set still fits, and
// the VM's divide (at a mate-rich position, after a capture-free run of
// moves long enough for the n-move rule) equals the back end's, so the
// rule changes no perft count.
func TestGameEndRules(t *testing.T) {
	const fen = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 8 4"
	for name, val := range gameEndRules {
		_, prog, err := compiler.Load("chess")
		if err != nil {
			t.Fatal(err)
		}
		reflect.ValueOf(&prog.Rules).Elem().FieldByName(name).Set(reflect.ValueOf(val))
		if _, err := bitboard.Fits(prog); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		pos, err := vm.NewPosition(prog, fen)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if d := cmp.Diff(divide(t, pos, 3, false), divide(t, pos, 3, true)); d != "" {
			t.Errorf("%s: divide (-vm +bitboard):\n%s", name, d)
		}
	}
}
