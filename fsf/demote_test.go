package fsf

import (
	"os"
	"testing"
)

// TestImportDemotion: pieceDemotion, piecePromotionOnCapture and
// dropPromoted become betzac's promotions as FSF means them (movegen.cpp
// generate_moves: PIECE_DEMOTION under the promotion's rules, and with
// piecePromotionOnCapture only captures promote or demote).
func TestImportDemotion(t *testing.T) {
	const board = "[x]\nmaxRank = 3\nmaxFile = 3\nking = k\nfers = f\nwazir = w\nstartFen = k2/3/F1K w - - 0 1\npromotedPieceType = f:w\n"
	tests := []struct {
		name, ini    string
		want         []string // lines the YAML must have
		untranslated []string
	}{
		// a +F demotes back to F on each move from or into the region
		{"demotion", board + "promotionRegionWhite = *3\npromotionRegionBlack = *1\npieceDemotion = true\n",
			[]string{`  - {letter: F, name: "Fers", betza: "F", promote: {zone: 1, to: "+F", leaving: true, optional: true}}`,
				`  - {letter: "+F", name: "Promoted Fers", betza: "W", promote: {zone: 1, to: "F", leaving: true, optional: true}}`}, nil},
		// mandatory on the whole board: every move turns it over
		{"mandatory demotion", board + "promotionRegionWhite = *1 *2 *3\npromotionRegionBlack = *1 *2 *3\npieceDemotion = true\nmandatoryPiecePromotion = true\n",
			[]string{`  - {letter: "+F", name: "Promoted Fers", betza: "W", promote: {zone: 3, to: "F", leaving: true}}`}, nil},
		// only captures promote: capture-inside where every square is
		// in the region
		{"promotion on capture", board + "promotionRegionWhite = *1 *2 *3\npromotionRegionBlack = *1 *2 *3\npiecePromotionOnCapture = true\n",
			[]string{`  - {letter: F, name: "Fers", betza: "F", promote: {zone: 3, to: "+F", capture-inside: true, optional: true}}`,
				`  - {letter: "+F", name: "Promoted Fers", betza: "W"}`}, nil},
		// elsewhere a capture must end in the region, which betzac's
		// capture-inside does not ask of a move from outside it
		{"promotion on capture in part", board + "promotionRegionWhite = *3\npromotionRegionBlack = *1\npiecePromotionOnCapture = true\n", nil,
			[]string{"promotedPieceType = f:w with piecePromotionOnCapture = true and a promotion region that is not the whole board"}},
		// a piece in hand may be dropped either side up
		{"promoted drops", board + "promotionRegionWhite = *3\npromotionRegionBlack = *1\npieceDrops = true\ndropPromoted = true\n", []string{"drop-promoted: true"}, nil},
		// FSF's pawn promotes pawn-style too: named
		{"pawn demotion", "[x:chess]\npromotedPieceType = p:w\nwazir = w\npieceDemotion = true\n", nil,
			[]string{"promotedPieceType = p:w (p:w: a pawn type's piece promotion with pieceDemotion or piecePromotionOnCapture)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			wantImportLines(t, tt.ini, tt.untranslated, tt.want)
		})
	}
}

// TestImportDemotionSections: chennis, gethenian and cetus of FSF's
// variants.ini (testdata/demotion.ini) count what native Fairy-Stockfish (241126, VariantPath
// fsf-variants.ini, UCI_Variant SECTION, go perft N) counts, from the
// start and from positions where promoted pieces capture and demote
// ("+X" is X's promotedPieceType), promoted pieces are captured into
// hand as their base piece, and pieces in hand are dropped either side
// up.
func TestImportDemotionSections(t *testing.T) {
	ini, err := os.ReadFile("testdata/demotion.ini")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		section, fen string // fen "": the start position
		depth        int
		nodes        uint64
	}{
		{"chennis", "", 4, 18633},
		{"chennis", "1fk4/3+s3/7/3+P3/7/3S3/3MKF1[Mp] w - - 0 1", 3, 303139},
		{"gethenian", "", 4, 58358},
		{"gethenian", "2i+kb2/2m1m2/3n3/3+N3/7/2M1M2/2B+KI2[Mn] w - - 0 1", 3, 265645},
		{"cetus", "", 2, 238034},
		// d4e4+ promotes by capturing, f3e4- demotes by capturing
		{"cetus", "9/9/9/1b7/4o4/3O+o4/5+O3/2B6/9[PNpn] w - - 0 1", 2, 29404},
	}
	for _, tt := range tests {
		t.Run(tt.section, func(t *testing.T) {
			_, p := importProgram(t, string(ini), tt.section)
			wantFSFPerft(t, p, tt.fen, tt.depth, tt.nodes)
		})
	}
}
