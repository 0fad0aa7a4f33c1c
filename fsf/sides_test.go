package fsf

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/google/go-cmp/cmp"
)

// khansSection is FSF's variants.ini [khans] (pieceToCharTable left out):
// White's pawns promote to nbrq (chess's), Black's s only to t.
const khansSection = `[khans:chess]
centaur = h
knibis = a
kniroo = l
customPiece1 = t:mNcK
customPiece2 = s:mfhNcfW
promotionPawnTypesBlack = s
promotionPieceTypesBlack = t
stalemateValue = loss
nMoveRuleTypesBlack = s
flagPiece = k
flagRegionWhite = *8
flagRegionBlack = *1
startFen = lhatkahl/ssssssss/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1
`

// TestImportSides: promotion pawn and piece types that differ by side
// (FSF's promotionPawnTypesWhite/Black, promotionPieceTypesWhite/Black).
func TestImportSides(t *testing.T) {
	tests := []struct {
		name, ini    string
		want         []string
		untranslated []string
	}{
		// each promoting type is one side's only: the pawn White's, s
		// Black's; Black's choices are to-black
		{"khans", khansSection, []string{
			`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: NBRQ, to-black: T}}`,
			`  - {letter: S, name: "Custom piece 2", betza: "mfhNcfW", promote: {zone: 1, to: NBRQ, to-black: T}, clock: irreversible}`}, nil},
		// Black's pawns would promote in betzac but not in FSF
		{"both sides have it", "[khans:chess]\npromotionPawnTypesWhite = p\npromotionPawnTypesBlack = -\n", nil,
			[]string{"promotionPawnTypesWhite = p, promotionPawnTypesBlack = - (P promotes for one side only, and the other may have one)"}},
		{"piece types with captures to hand", "[khans:crazyhouse]\npromotionPieceTypesBlack = q\n", nil,
			[]string{"promotionPieceTypesWhite = , promotionPieceTypesBlack = q with capturesToHand (betzac's promoted pieces in hand are the same for both sides)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			imp, err := Import(strings.NewReader(tt.ini), "khans")
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tt.untranslated, imp.Untranslated); d != "" {
				t.Errorf("untranslated (-want +got):\n%s", d)
			}
			for _, w := range tt.want {
				if !strings.Contains(imp.YAML, w+"\n") {
					t.Errorf("no line %q in:\n%s", w, imp.YAML)
				}
			}
		})
	}
	// native Fairy-Stockfish (c19b5f6), go perft 3 from a position
	// where both sides promote
	imp, err := Import(strings.NewReader(khansSection), "khans")
	if err != nil {
		t.Fatal(err)
	}
	_, p, err := compiler.LoadBytes("khans.yaml", []byte(imp.YAML))
	if err != nil {
		t.Fatal(err)
	}
	wantFSFPerft(t, p, "lhatkah1/sPssssss/8/8/8/8/PPPPPPsP/RNBQKBN1 b Q - 0 1", 3, 39336)
}

// shinobiplusSection is FSF's variants.ini [shinobiplus]
// (pieceToCharTable left out).
const shinobiplusSection = `[shinobiplus:crazyhouse]
commoner = c
bers = d
dragonHorse = f
archbishop = j
fers = m
shogiKnight = h
lance = l
promotionRegionWhite = *7 *8
promotionRegionBlack = *1 *2 *3
promotionPieceTypes = -
promotedPieceType = p:c m:b h:n l:r
mandatoryPiecePromotion = true
stalemateValue = loss
nFoldRule = 4
perpetualCheckIllegal = true
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/4K3[JDFCLHM] w kq - 0 1
capturesToHand = false
dropRegionWhite = *1 *2 *3 *4
immobilityIllegal = true
flagPiece = k
flagRegionWhite = *8
flagRegionBlack = *1
`

// TestImportShinobiplus: White alone drops (on its first four ranks),
// Black's promotion region is three ranks and White's two, and Black's
// e.p. capture onto its third rank does not promote. Native
// Fairy-Stockfish (c19b5f6), go perft 3; after e2e4 the d4 pawn may
// take e.p. on e3.
func TestImportShinobiplus(t *testing.T) {
	_, p := importProgram(t, shinobiplusSection, "shinobiplus")
	for _, tt := range []struct {
		fen   string
		nodes uint64
	}{
		{"", 559114},
		{"rnbqkbnr/ppp1pppp/L7/2H5/3p4/8/PPPMPPPP/4K3[JDFC] w kq - 0 1", 264543},
	} {
		wantFSFPerft(t, p, tt.fen, 3, tt.nodes)
	}
}
