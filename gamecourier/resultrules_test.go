package gamecourier

import (
	"testing"

	"github.com/betzac/betzac/internal/backendtest"
)

// TestResultRulesIgnored: the rules that decide a game's result without
// changing a move (legdefs.Rules.StalemateValue ... PerpetualCheckIllegal)
// leave the emitted preset as it is for chess.
func TestResultRulesIgnored(t *testing.T) {
	backendtest.ResultRulesIgnored(t, "preset", Emit)
}
