package rcx

import (
	"testing"

	"github.com/betzac/betzac/internal/backendtest"
	"github.com/betzac/betzac/legdefs"
)

// TestResultRulesIgnored: the rules that decide a game's result without
// changing a move (legdefs.Rules.StalemateValue ... PerpetualCheckIllegal)
// leave the emitted program as it is for chess.
func TestResultRulesIgnored(t *testing.T) {
	backendtest.ResultRulesIgnored(t, "program", func(p *legdefs.Program) (*Program, error) { return Emit(p, Options{}) }, nil)
}
