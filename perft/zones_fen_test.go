package perft_test

import (
	"testing"

	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/vm"
)

// TestZoneVariantsFENRoundTrip reads every corpus position of the Xiangqi
// and Shatranj/Makruk families (Fairy-Stockfish's perft.sh positions and
// start positions as it prints them, and the published Xiangqi tables),
// boards of 10 ranks among them, and checks that each is accepted and
// printed back unchanged, also after a move is made and taken back.
func TestZoneVariantsFENRoundTrip(t *testing.T) {
	for _, name := range []string{"xiangqi", "manchu", "makruk", "makpong", "asean", "ai-wok", "shatranj", "shatar"} {
		f, err := golden.Load(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		prog := compile(t, f.Variant)
		if len(f.Positions) == 0 {
			t.Errorf("%s: no positions", name)
		}
		for _, p := range f.Positions {
			pos, err := vm.NewPosition(prog, p.FEN)
			if err != nil {
				t.Errorf("%s %s: %v", name, p.Name, err)
				continue
			}
			if got := pos.FEN(); got != p.FEN {
				t.Errorf("%s %s: FEN()\n got %s\nwant %s", name, p.Name, got, p.FEN)
			}
			for _, m := range pos.LegalMoves() {
				pos.Make(m)
				pos.Unmake(m)
				if got := pos.FEN(); got != p.FEN {
					t.Errorf("%s %s: after %s and back: FEN()\n got %s\nwant %s", name, p.Name, pos.MoveString(m), got, p.FEN)
					break
				}
			}
		}
	}
}
