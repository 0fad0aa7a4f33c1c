package gamecourier

import (
	"testing"

	"github.com/betzac/betzac/internal/backendtest"
)

// TestRefusedCaptureRules: the emitted code implements neither iron pieces, baring, nor
// Chu Shogi's counter-strike rule, and refuses them by name (so chushogi
// is refused: its tests use chunocs.yaml, without the rule).
func TestRefusedCaptureRules(t *testing.T) {
	backendtest.Refuses(t, Emit, []backendtest.Refusal{
		backendtest.IronKnights,
		backendtest.BaringRooks,
		backendtest.AntiTradeGroup,
		{Name: "chushogi", Want: "Chu Shogi's counter-strike rule (counter-strike) (Program.CounterStrike)"},
	})
}
