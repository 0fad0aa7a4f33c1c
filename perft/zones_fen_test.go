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
	for _, name := range []string{"xiangqi", "manchu", "janggi", "makruk", "makpong", "cambodian", "karouk", "sittuyin", "asean", "ai-wok", "shatranj", "shatar"} {
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
			want := p.FEN
			if got := pos.FEN(); got != want {
				t.Errorf("%s %s: FEN()\n got %s\nwant %s", name, p.Name, got, want)
			}
			for _, m := range pos.LegalMoves() {
				pos.Make(m)
				pos.Unmake(m)
				if got := pos.FEN(); got != want {
					t.Errorf("%s %s: after %s and back: FEN()\n got %s\nwant %s", name, p.Name, pos.MoveString(m), got, want)
					break
				}
			}
		}
	}
}

// TestPerftShFENForms: Fairy-Stockfish's tests/perft.sh writes some FENs
// otherwise than Fairy-Stockfish prints them; betzac reads the perft.sh
// form and prints Fairy-Stockfish's (both copied from
// shared/reference/perft-ref.tsv, which names perft.sh and FSF's "d").
func TestPerftShFENForms(t *testing.T) {
	tests := []struct{ variant, perftSh, printed string }{
		// a counting limit of 0 where the e.p. square goes: no counting
		{"cambodian", "r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe 0 0 5",
			"r1s1ks1r/3nm3/pppNpppp/3n4/5P2/PPPPPNPP/8/R1SKMS1R b DEe - 0 5"},
		// no check counts: each side needs checks-to-win
		{"karouk", "rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 3 2",
			"rn1mksnr/3s4/pppppppp/8/4N3/PPPPPPPP/8/R1SKMSNR b DEde - 1+1 3 2"},
		// a counting limit is kept and printed back
		{"makruk", "4k3/8/8/8/8/8/8/R3K3 w - 16 3 40", "4k3/8/8/8/8/8/8/R3K3 w - 16 3 40"},
		// lichess's three-check form, the checks given after the move
		// number: White has given 2 of 3, Black none (perft.sh line 90,
		// printed as FSF's "d" prints it, perft.sh line 89)
		{"3check", "7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1 39 +2+0",
			"7r/1p4p1/pk3p2/RN6/8/P5Pp/3p1P1P/4R1K1 w - - 1+3 1 39"},
	}
	for _, tc := range tests {
		pos, err := vm.NewPosition(compile(t, tc.variant), tc.perftSh)
		if err != nil {
			t.Errorf("%s %q: %v", tc.variant, tc.perftSh, err)
			continue
		}
		if got := pos.FEN(); got != tc.printed {
			t.Errorf("%s %q: FEN()\n got %s\nwant %s", tc.variant, tc.perftSh, got, tc.printed)
		}
	}
}
