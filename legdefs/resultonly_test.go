package legdefs_test

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/legdefs"
)

// movingRules are the Rules fields that change moves, end a game in
// perft, or change how a position is read (FENCounting, EPFieldMarked):
// a back end must implement each it accepts.
var movingRules = []string{
	"Castling960", "Hand", "FlyingGeneral", "Makpong", "Pass", "Bikjang", "Gates",
	"FENCounting", "ChecksToWin", "MustDrop", "RoyalDrops", "DupleCheck",
	"RoyalExtinction", "EPFieldMarked", "NoEPPromotion", "BareKing", "Baring",
	"FlagSquares", "FlagSquaresBlack", "FlagPieces", "FlagMove", "FlagSafe",
	"FlagCount", "FlagBlocked", "FlagSide", "NoChecks", "Extinction",
	"ExtinctionCount", "MustCapture", "PassOnStalemate", "Holes", "Petrify",
	"Blast", "BlastSpared", "BlastImmune", "MutuallyImmune", "Iron",
	"CounterStrike", "ProtectedLion", "Walling", "WallOrMove", "WallingRegion",
	"Gating", "OppositeColourDrops", "CastlingDrops", "Connect", "ConnectSquare",
	"ConnectCollinear", "ConnectLines", "ConnectPieces", "ConnectFrom",
	"ConnectTo", "ConnectFromBlack", "ConnectToBlack", "CastlingPartners",
	"OppositeCastling", "CastlingWins",
}

// TestRulesFieldsSorted holds the one list of result-only rules: every
// Rules field is either ResultOnly or in movingRules, not both, so a new
// field must be sorted into one before the back ends' Fits can trust
// ResultOnly.
func TestRulesFieldsSorted(t *testing.T) {
	moving := map[string]bool{}
	for _, f := range movingRules {
		moving[f] = true
	}
	rt := reflect.TypeOf(legdefs.Rules{})
	var bad, results []string
	for i := 0; i < rt.NumField(); i++ {
		name := rt.Field(i).Name
		if legdefs.ResultOnly(name) == moving[name] {
			bad = append(bad, name)
		}
		if legdefs.ResultOnly(name) {
			results = append(results, name)
		}
		delete(moving, name)
	}
	if d := cmp.Diff(results, legdefs.ResultOnlyRules()); d != "" {
		t.Errorf("ResultOnlyRules (-ResultOnly +ResultOnlyRules):\n%s", d)
	}
	for f := range moving {
		bad = append(bad, f+" (not a Rules field)")
	}
	if len(bad) > 0 {
		t.Errorf("Rules fields neither or both result-only and moving: %v", bad)
	}
}

// TestFirstMoveRule: result-only fields and the implemented ones pass,
// the first other set field is named.
func TestFirstMoveRule(t *testing.T) {
	impl := map[string]bool{"FlyingGeneral": true}
	cases := []struct {
		r    legdefs.Rules
		want string
	}{
		{legdefs.Rules{}, ""},
		{legdefs.Rules{StalemateValue: "loss", Counting: "makruk", ShatarMate: true, NMoveRule: 70}, ""},
		{legdefs.Rules{FlyingGeneral: true, ChasingRule: "axf"}, ""},
		{legdefs.Rules{FlyingGeneral: true, Pass: true, Blast: true}, "Pass"},
		{legdefs.Rules{Hand: legdefs.HandRules{Drops: true}}, "Hand"},
	}
	var got, want []string
	for _, c := range cases {
		got, want = append(got, c.r.FirstMoveRule(impl)), append(want, c.want)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("FirstMoveRule (-want +got):\n%s", diff)
	}
}
