package variants

import "testing"

// TestCastlingRules checks castling-partners (piece letters, none royal),
// opposite-castling and castling-wins (castling rights K Q k q, each once).
func TestCastlingRules(t *testing.T) {
	runFieldCases(t, func(v *Variant) any { return v.CastlingPartners }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", "", nil},
		{"set", "name: t\ninherit: chess\ncastling-partners: RQ\n", "RQ", nil},
		{"no such piece", "name: t\ninherit: chess\ncastling-partners: RX\n", "", []string{`t.yaml:3:21: castling-partners "RX": no piece X`}},
		{"royal", "name: t\ninherit: chess\ncastling-partners: RK\n", "", []string{`t.yaml:3:21: castling-partners "RK": piece K is royal; the royal piece castles with its partners`}},
	})
	runFieldCases(t, func(v *Variant) any { return v.CastlingWins }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", "", nil},
		{"set", "name: t\ninherit: chess\ncastling-wins: Qk\n", "Qk", nil},
		{"not a right", "name: t\ninherit: chess\ncastling-wins: Qx\n", "", []string{`t.yaml:3:17: castling-wins "Qx": "x" is not a castling right (K, Q, k, q)`}},
		{"twice", "name: t\ninherit: chess\ncastling-wins: QQ\n", "", []string{`t.yaml:3:17: castling-wins "QQ": Q twice`}},
	})
	runFieldCases(t, func(v *Variant) any { return v.OppositeCastling }, []fieldCase{
		{"default", "name: t\ninherit: chess\n", false, nil},
		{"set", "name: t\ninherit: chess\nopposite-castling: true\n", true, nil},
	})
}
