package vm

import "testing"

// TestKeptSquaresOver: with more counter-strike pieces on a side than
// its lists hold (four) the scan says keptOver, Make and Unmake keep that
// state, and lionsNear reports them near (unchecked); with four the
// lists hold them all, and lionsNear reads them (Lions far apart: not
// near).
func TestKeptSquaresOver(t *testing.T) {
	prog := builtinProgram(t, "chushogi")
	tests := []struct {
		name      string
		fen       string
		state     uint8
		whiteKept int
		near      bool
	}{
		// white Lions on rank 1, a black one on rank 12
		{"4 Lions", "5kn5/12/12/12/12/12/12/12/12/12/12/NNNNK7 w - - 0 1", keptOK, 4, false},
		{"5 Lions", "5kn5/12/12/12/12/12/12/12/12/12/12/NNNNNK6 w - - 0 1", keptOver, 0, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := NewAnyPosition(prog, tc.fen)
			if err != nil {
				t.Fatal(err)
			}
			if !p.t.csTrack {
				t.Fatal("chushogi's plan keeps no Lion squares")
			}
			k := p.scanLions()
			if k.state != tc.state || tc.state == keptOK && int(k.n[0]) != tc.whiteKept {
				t.Fatalf("scanLions: state %d with %d white, want state %d with %d", k.state, k.n[0], tc.state, tc.whiteKept)
			}
			if got := p.lionsNear(); got != tc.near {
				t.Fatalf("lionsNear %v, want %v", got, tc.near)
			}
			moves := p.LegalMoves()
			if len(moves) == 0 {
				t.Fatal("no legal move")
			}
			for _, m := range moves {
				p.Make(m)
				if p.cs.state != tc.state {
					t.Fatalf("after %s: kept state %d, want %d", p.MoveString(m), p.cs.state, tc.state)
				}
				p.Unmake(m)
			}
		})
	}
}
