package rcx

import (
	"testing"

	"github.com/betzac/betzac/internal/backendtest"
	"github.com/betzac/betzac/legdefs"
)

// TestRefusedCaptureRules: the brick implements neither iron pieces, baring, nor Chu
// Shogi's counter-strike rule (tried on chess's board: chushogi's 12x12
// is refused first), and refuses them by name.
func TestRefusedCaptureRules(t *testing.T) {
	emit := func(p *legdefs.Program) (*Program, error) { return Emit(p, Options{}) }
	backendtest.Refuses(t, emit, []backendtest.Refusal{
		backendtest.IronKnights,
		backendtest.BaringRooks,
		backendtest.AntiTradeGroup,
		{Name: "cs.yaml", YAML: "name: cs\ninherit: chess\ncounter-strike: N\n", Want: "Chu Shogi's counter-strike rule (counter-strike)"},
	})
}
