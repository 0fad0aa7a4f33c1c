package vm_test

import (
	"testing"

	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/google/go-cmp/cmp"
)

// TestLint: the warnings of betzac check, worked out by hand from each
// variant.
func TestLint(t *testing.T) {
	k := vmtest.BetzaPiece{Letter: "K", Betza: "K", Royal: true}
	castler := vmtest.BetzaPiece{Letter: "K", Betza: "KisO2", Royal: true}
	tests := []struct {
		name   string
		start  string
		pieces []vmtest.BetzaPiece
		want   []string
	}{
		{"chess-like", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
			[]vmtest.BetzaPiece{castler, {Letter: "R", Betza: "R"}}, nil},
		{"no royal piece", "n7/8/8/8/8/8/8/7N w - - 0 1",
			[]vmtest.BetzaPiece{{Letter: "N", Betza: "N"}},
			[]string{"no piece is royal: no move is illegal because of check, and a game ends only when a side cannot move"}},
		// the rook has O but is not royal, and the royal king castles:
		// only the king does (without a royal castler the rook would, as
		// Extinction Chess's non-royal king)
		{"O on a rook", "r3k2r/8/8/8/8/8/8/R3K2R w Kk - 0 1",
			[]vmtest.BetzaPiece{castler, {Letter: "R", Betza: "RisO2"}},
			[]string{
				"piece R: castling O on a piece that is not royal while a royal piece castles: only the royal piece does, so it never castles",
			}},
		// nothing on the corners: the king never finds a partner
		{"no partner", "4k3/8/8/8/8/8/8/4K3 w Q - 0 1",
			[]vmtest.BetzaPiece{castler, {Letter: "R", Betza: "R"}},
			[]string{
				"piece K: castling O, but in the start position no piece stands where its castling looks for a partner (the edge of the board, or one in for jO), so it never castles",
				`start: castling right "Q" ignored: no castling partner there`,
			}},
		{"no black king", "8/8/8/8/8/8/8/4K3 w - - 0 1",
			[]vmtest.BetzaPiece{k},
			[]string{"start: Black has no royal piece: its moves are not tested for check"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := vmtest.BuildBetza("test", 8, 8, tc.start, tc.pieces)
			if err != nil {
				t.Fatal(err)
			}
			ws, err := vm.Lint(p)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, w := range ws {
				got = append(got, w.String())
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("warnings (-want +got):\n%s", d)
			}
		})
	}
	// with another ending (extinction of the knights) the warning does
	// not claim that only a side without moves ends the game
	p, err := vmtest.BuildBetza("test", 8, 8, "n7/8/8/8/8/8/8/7N w - - 0 1", []vmtest.BetzaPiece{{Letter: "N", Betza: "N"}})
	if err != nil {
		t.Fatal(err)
	}
	p.Rules.Extinction = "N"
	ws, err := vm.Lint(p)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]vm.Warning{{Msg: "no piece is royal: no move is illegal because of check"}}, ws); d != "" {
		t.Errorf("extinction variant warnings (-want +got):\n%s", d)
	}
	// an unreachable start position is an error
	p, err = vmtest.BuildBetza("test", 8, 8, "R3k3/8/8/8/8/8/8/4K3 w - - 0 1", []vmtest.BetzaPiece{k, {Letter: "R", Betza: "R"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := vm.Lint(p); err == nil {
		t.Error("Lint: no error for a start position with Black in check and White to move")
	}
}
