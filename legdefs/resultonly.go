package legdefs

import (
	"reflect"

	"github.com/betzac/betzac/internal/lazy"
)

// resultOnly names the Rules fields that change no move: they end or
// score a game, and no perft sees them (the rules after CastlingWins in
// Rules). The VM applies them in Position.Result and Game.Result; a back
// end that only generates moves leaves them to it. The one list of them:
// TestRulesFieldsSorted fails when a new Rules field is in neither this
// list nor the test's list of the fields that change moves. Built on
// first use (issue 31).
var resultOnly = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{
		"StalemateValue": true, "CheckmateValue": true, "ExtinctionValue": true,
		"NMoveRule": true, "NFoldRule": true, "NFoldValue": true, "NFoldValueAbsolute": true,
		"PerpetualCheckIllegal": true, "ChasingRule": true, "Counting": true,
		"MaterialCounting": true, "ShatarMate": true, "MoveRepetitionIllegal": true,
	}
}}

// ResultOnly reports whether the Rules field named name changes no move
// (it only ends or scores a game).
func ResultOnly(name string) bool { return resultOnly.Get()[name] }

// ResultOnlyRules returns the names of the result-only Rules fields, in
// the order Rules declares them.
func ResultOnlyRules() []string {
	var names []string
	rt := reflect.TypeOf(Rules{})
	for i := 0; i < rt.NumField(); i++ {
		if name := rt.Field(i).Name; resultOnly.Get()[name] {
			names = append(names, name)
		}
	}
	return names
}

// FirstMoveRule returns the name of the first field of r that is set and
// changes moves (not ResultOnly) and is not in implemented, or "": a
// move-generating back end's test of the rules it models.
func (r *Rules) FirstMoveRule(implemented map[string]bool) string {
	v := reflect.ValueOf(r).Elem()
	for i := 0; i < v.NumField(); i++ {
		name := v.Type().Field(i).Name
		if !resultOnly.Get()[name] && !implemented[name] && !v.Field(i).IsZero() {
			return name
		}
	}
	return ""
}
