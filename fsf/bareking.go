package fsf

import "github.com/betzac/betzac/internal/lazy"

// bareKingKeys are FSF's extinction settings of the bare-king rule
// (legdefs.Rules.BareKing), as Shatranj ("loses") and Shatar ("ends") set
// them: every piece counts, the game is decided at one piece left.
var bareKingKeys = lazy.Value[map[string]map[string]string]{Build: func() map[string]map[string]string {
	return map[string]map[string]string{
		"loses": {"extinctionPieceTypes": "*", "extinctionPieceCount": "1", "extinctionOpponentPieceCount": "2", "extinctionClaim": "true"},
		"ends":  {"extinctionPieceTypes": "*", "extinctionPieceCount": "1"},
	}
}}

// importBareKing recognises the settings of bareKingKeys (with any
// extinctionValue but none) and marks them handled; anything else is left
// for the caller to report as not translated.
func importBareKing(get map[string]string, handled map[string]bool) string {
	if v, ok := get["extinctionValue"]; !ok || v == "none" {
		return ""
	}
	extinctionKeys := []string{"extinctionPieceTypes", "extinctionPieceCount", "extinctionOpponentPieceCount", "extinctionClaim", "extinctionPseudoRoyal"}
	defaults := map[string]string{"extinctionPieceCount": "0", "extinctionOpponentPieceCount": "0", "extinctionClaim": "false", "extinctionPseudoRoyal": "false"}
	for _, rule := range []string{"loses", "ends"} {
		want := bareKingKeys.Get()[rule]
		match := true
		for _, k := range extinctionKeys {
			got, ok := get[k]
			if !ok {
				got = defaults[k]
			}
			w, ok := want[k]
			if !ok {
				w = defaults[k]
			}
			if got != w {
				match = false
			}
		}
		if match {
			handled["extinctionValue"] = true
			for _, k := range extinctionKeys {
				handled[k] = true
			}
			return rule
		}
	}
	return ""
}
