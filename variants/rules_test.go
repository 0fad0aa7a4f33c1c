package variants

import (
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/legdefs"
)

// TestRuleKeysCoverRules: every field of legdefs.Rules (those of its Hand
// too) is set by exactly one key of ruleKeys, so that a rule added there
// cannot be forgotten by the schema; but Holes, which the start FEN sets
// (holes.go).
func TestRuleKeysCoverRules(t *testing.T) {
	var r legdefs.Rules
	keyOf := map[uintptr]string{}
	for _, rk := range ruleKeys {
		at := reflect.ValueOf(rk.field(&r)).Pointer()
		if k, dup := keyOf[at]; dup {
			t.Errorf("keys %s and %s set the same field", k, rk.key)
		}
		keyOf[at] = rk.key
	}
	var walk func(v reflect.Value, name string)
	walk = func(v reflect.Value, name string) {
		if v.Kind() == reflect.Struct {
			for i := 0; i < v.NumField(); i++ {
				walk(v.Field(i), name+"."+v.Type().Field(i).Name)
			}
			return
		}
		if _, ok := keyOf[v.Addr().Pointer()]; !ok && name != ".Holes" {
			t.Errorf("legdefs.Rules%s: no key of ruleKeys sets it", name)
		}
	}
	walk(reflect.ValueOf(&r).Elem(), "")
}

// rulesParent sets every rule key to a value other than its default.
const rulesParent = `name: p
board: 8x8
castling: chess960
drops: true
captures-to-hand: true
drop-promoted: true
immobility-illegal: true
flying-general: true
makpong: true
pass: true
bikjang: true
gates: true
fen-counting: true
checks-to-win: 3
must-drop: true
royal-drops: true
duple-check: true
royal-extinction: true
ep-field: marked
bare-king: loses
flag-squares: a1 h8
flag-squares-black: b2
flag-pieces: K
flag-move: true
no-checks: true
extinction: K
extinction-count: 2
must-capture: true
pass-on-stalemate: true
petrify: Q
gating: true
opposite-colour-drops: K
castling-drops: K
castling-partners: Q
opposite-castling: true
castling-wins: Kq
pieces:
  - {letter: K, betza: K, royal: true}
  - {letter: Q, betza: Q}
start: 4k3/8/8/8/8/8/8/4K3 w - - 0 1
`

// TestRulesDecodeAndInherit: each rule key sets its field of
// legdefs.Rules (the values are rulesParent's, field by field); a child
// inherits every one it does not give, and one it gives replaces the
// parent's, words ("standard", "capturable", "none") included.
func TestRulesDecodeAndInherit(t *testing.T) {
	all := legdefs.Rules{
		Castling960:   true,
		Hand:          legdefs.HandRules{Drops: true, CapturesToHand: true, DropPromoted: true, ImmobilityIllegal: true},
		FlyingGeneral: true, Makpong: true, Pass: true, Bikjang: true, Gates: true, FENCounting: true,
		ChecksToWin: 3, MustDrop: true, RoyalDrops: true, DupleCheck: true, RoyalExtinction: true,
		EPFieldMarked: true, BareKing: legdefs.BareKingLoses,
		FlagSquares: []legdefs.Square{{File: 0, Rank: 0}, {File: 7, Rank: 7}}, FlagMove: true, NoChecks: true,
		FlagSquaresBlack: []legdefs.Square{{File: 1, Rank: 1}}, FlagPieces: "K",
		Extinction: "K", ExtinctionCount: 2, MustCapture: true, PassOnStalemate: true, Petrify: "Q", Gating: true,
		OppositeColourDrops: "K", CastlingDrops: "K",
		CastlingPartners: "Q", OppositeCastling: true, CastlingWins: "Kq",
	}
	some := all
	some.Castling960, some.EPFieldMarked, some.BareKing, some.Makpong, some.Hand.Drops = false, false, legdefs.BareKingNone, false, false
	tests := []struct {
		name, child string
		want        legdefs.Rules
	}{
		{"parent", "", all},
		{"inherits all", "name: c\ninherit: p.yaml\n", all},
		{"replaces some", "name: c\ninherit: p.yaml\ncastling: standard\nep-field: capturable\nbare-king: none\nmakpong: false\ndrops: false\n", some},
	}
	for _, tt := range tests {
		files := map[string]string{"p.yaml": rulesParent, "c.yaml": tt.child}
		load := "c.yaml"
		if tt.child == "" {
			load = "p.yaml"
		}
		v, err := zoneLoadFiles(t, files, load)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		if d := cmp.Diff(tt.want, v.Rules); d != "" {
			t.Errorf("%s: Rules (-want +got):\n%s", tt.name, d)
		}
	}
}
