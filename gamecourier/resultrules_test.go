package gamecourier

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/internal/backendtest"
)

// TestResultRulesIgnored: the rules that decide a game's result without
// changing a move and that the preset does not judge
// (legdefs.Rules.ExtinctionValue ... PerpetualCheckIllegal) leave the
// emitted preset as it is for chess; the values of stalemate and
// checkmate change its verdict (ends.go, TestEndWithCommands).
func TestResultRulesIgnored(t *testing.T) {
	backendtest.ResultRulesIgnored(t, "preset", Emit,
		[]string{"StalemateValue", "CheckmateValue"}, cmp.AllowUnexported(Preset{}))
}
