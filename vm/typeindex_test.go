package vm_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestBadTypeIndex: a rule of a hand-built Program that names a piece
// type the Program lacks is an error naming the piece, not a panic.
// Chess has types 0..5 (P N B R Q K).
func TestBadTypeIndex(t *testing.T) {
	tests := []struct {
		name string
		set  func(p *legdefs.Program)
		want string
	}{
		{"promote to", func(p *legdefs.Program) { p.Pieces[0].Promote.To = []int{4, 9} }, `piece P: promotes to: no piece type 9`},
		{"promote to-black", func(p *legdefs.Program) { p.Pieces[0].Promote.ToBlack = []int{-1} }, `piece P: promotes (Black) to: no piece type -1`},
		{"limit", func(p *legdefs.Program) { p.Pieces[0].Promote.Limit = map[int]int{6: 1} }, `piece P: promotion limit: no piece type 6`},
		{"hand", func(p *legdefs.Program) { p.Pieces[1].Hand = 6 }, `piece N: hand: no piece type 6`},
		{"promoted form", func(p *legdefs.Program) { p.Pieces[1].Promoted = 6 }, `piece N: promoted form: no piece type 6`},
		{"cannot hop over", func(p *legdefs.Program) { p.Pieces[1].CannotHopOver = []int{6} }, `piece N: cannot hop over: no piece type 6`},
		{"cannot capture", func(p *legdefs.Program) { p.Pieces[1].CannotCapture = []int{-2} }, `piece N: cannot capture: no piece type -2`},
		{"loses initial to", func(p *legdefs.Program) { p.Pieces[1].LosesInitialTo = []int{64} }, `piece N: loses initial moves to: no piece type 64`},
		{"sittuyin", func(p *legdefs.Program) { p.Pieces[1].Sittuyin = &legdefs.SittuyinPromotion{To: 7} }, `piece N: Sittuyin promotion: no piece type 7`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := vmtest.Chess()
			tc.set(p)
			_, err := vm.NewPosition(p, vmtest.ChessStart)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("NewPosition = %v, want an error with %q", err, tc.want)
			}
		})
	}
}
