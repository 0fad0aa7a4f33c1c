package fsf

import (
	"strings"
	"testing"
)

// wildebeestSection is FSF's variants.ini [wildebeest]
// (pieceToCharTable left out).
const wildebeestSection = `[wildebeest:chess]
maxRank = 10
maxFile = k
customPiece1 = c:C
customPiece2 = w:NC
doubleStepRegionWhite = *2 *3
doubleStepRegionBlack = *9 *8
tripleStepRegionWhite = *2
tripleStepRegionBlack = *9
startFen = rnccwkqbbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBBQKWCCNR w KQkq - 0 1
promotionPieceTypes = qw
promotionRegionWhite = *9 *10
promotionRegionBlack = *2 *1
mandatoryPawnPromotion = false
castling = false
`

// TestImportTripleStep: FSF's pawn steps three from its triple-step
// region, both passed squares e.p. squares (position.cpp do_move).
func TestImportTripleStep(t *testing.T) {
	imp, p := importProgram(t, wildebeestSection, "wildebeest")
	if w := `region-moves: [{from: "a2-k2", betza: fmnnH}]}`; !strings.Contains(imp.YAML, w) {
		t.Errorf("no %s in:\n%s", w, imp.YAML)
	}
	// native Fairy-Stockfish (c19b5f6), go perft: the start position,
	// and one where e2e5 may be taken e.p. on e3 (d4) and e4 (f5)
	for _, tt := range []struct {
		fen   string
		depth int
		nodes uint64
	}{
		{"", 3, 95829},
		{"rnccwkqbbnr/ppp1p1ppppp/11/11/11/5p5/3p7/11/PPPPPPPPPPP/RNBBQKWCCNR w - - 0 1", 3, 92232},
	} {
		wantFSFPerft(t, p, tt.fen, tt.depth, tt.nodes)
	}
	imp, err := Import(strings.NewReader("[x:chess]\ntripleStepRegionWhite = *2\n"), "x")
	if err != nil {
		t.Fatal(err)
	}
	if want := "tripleStepRegionWhite = *2, tripleStepRegionBlack =  (betzac's region-moves are White's and Black's mirrored)"; len(imp.Untranslated) != 1 || imp.Untranslated[0] != want {
		t.Errorf("untranslated %q, want %q", imp.Untranslated, want)
	}
}
