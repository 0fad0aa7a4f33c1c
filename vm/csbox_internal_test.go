package vm

import "testing"

// TestCSBoxPairs: where cs-box holds, lionsWithin by displacement
// answers as by files and ranks for every pair of squares of the board,
// on every built-in that takes it (Chu Shogi: csReach 2, a guard band of
// 2, as narrow as the precondition allows).
func TestCSBoxPairs(t *testing.T) {
	checked := 0
	for name, tb := range builtinTables(t) {
		if tb.csBox == nil {
			continue
		}
		checked++
		plain := *tb
		plain.csBox = nil
		for _, a := range tb.squares {
			for _, e := range tb.squares {
				c := lionKept{state: keptOK}
				c.add(0, a)
				c.add(1, e)
				if got, want := tb.lionsWithin(&c), plain.lionsWithin(&c); got != want {
					t.Fatalf("%s: %s and %s: cs-box %v, by files and ranks %v", name, tb.squareName(int(a)), tb.squareName(int(e)), got, want)
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no built-in takes cs-box")
	}
}
