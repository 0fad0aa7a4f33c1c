package idiagram

import "testing"

// TestExtinction: two royal pieces a side are betzac's royal pieces only
// with extinction=0; with one, extinction does not matter.
func TestExtinction(t *testing.T) {
	kq := "royal=1\nroyal=2\nsymmetry=rotate\nQueen::::a2\nKing::::e1\n"
	runImportCases(t, []importCase{
		{"two royals, extinction=0", "extinction=0\n" + kq, []string{`  - {letter: Q, name: "Queen", betza: "Q", royal: true, promote: {zone: 1, to: Q}}`}, ""},
		{"two royals, the default 3 (at the last royal=)", kq, nil, "line 2: extinction=3: a side with more than one royal piece loses only when all are gone (CountRoyals), but betzac's royal pieces are each absolutely royal (extinction=0)"},
		{"two royals, extinction=3", "extinction=3\n" + kq, nil, "line 1: extinction=3: a side with more than one royal piece loses only when all are gone (CountRoyals), but betzac's royal pieces are each absolutely royal (extinction=0)"},
		{"one royal, extinction=3", "extinction=3\n" + king, []string{"board: 8x8"}, ""},
		{"extinction=2", "extinction=2\n" + kq, nil, "line 1: extinction=2: royalty that differs by side is not translated (0 or 3)"},
		{"extinction=4", "extinction=4\n" + king, nil, "line 1: extinction=4: want a whole number from 0 to 3"},
	})
}
