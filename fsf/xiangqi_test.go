package fsf

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// xiangqiSections are sections of FSF's variants.ini (its comments left
// out) on the built-in xiangqi and janggi.
const xiangqiSections = `[xiangqihouse:xiangqi]
startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR[] w - - 0 1
pieceDrops = true
capturesToHand = true
dropChecks = false
dropRegionWhite = *1 *2 *3 *4 *5
dropRegionBlack = *6 *7 *8 *9 *10
mobilityRegionWhiteFers = d1 f1 e2 d3 f3
mobilityRegionBlackFers = d8 f8 e9 d10 f10
mobilityRegionWhiteElephant = c1 g1 a3 e3 i3 c5 g5
mobilityRegionBlackElephant = c6 g6 a8 e8 i8 c10 g10
mobilityRegionWhiteSoldier = a4 a5 c4 c5 e4 e5 g4 g5 i4 i5 *6 *7 *8 *9 *10
mobilityRegionBlackSoldier = *1 *2 *3 *4 *5 a6 a7 c6 c7 e6 e7 g6 g7 i6 i7

[janggihouse:janggi]
startFen = rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR[] w - - 0 1
pieceDrops = true
capturesToHand = true

[crowdedxiangqi:xiangqi]
pieceToCharTable = .N.R.ABP.K.C...........n.r.abp.k.c..........
maxRank = 5
startFen = rnbakabnr/pcp1p1pcp/9/PCP1P1PCP/RNBAKABNR w - - 0 1
mobilityRegionBlackKing = d3 e3 f3 d4 e4 f4 d5 e5 f5
mobilityRegionBlackFers = d3 e3 f3 d4 e4 f4 d5 e5 f5
mobilityRegionBlackElephant = *1 *2 *3 *4 *5
soldierPromotionRank = 4

[elgam]
variantTemplate = fairy
maxRank = 10
maxFile = 11
startFen = rheoa1aoehr/5k5/1c7c1/s1s1s1s1s1s/5v5/5V5/S1S1S1S1S1S/1C7C1/5K5/RHEOA1AOEHR[] w - - 0 1
rook = r
horse = h
janggiElephant = e
wazir = a
king = k
janggiCannon = c
soldier = s
customPiece1 = o:nC
customPiece2 = v:mR
customPiece3 = w:W
diagonalLines = c5 d4 e1 e3 f2 g1 g3 h4 i5 c6 d7 e8 e10 f9 g8 g10 h7 i6
mobilityRegionWhiteKing = e1 f1 g1 e2 f2 g2 e3 f3 g3
mobilityRegionBlackKing = e8 f8 g8 e9 f9 g9 e10 f10 g10
pieceDrops = true
capturesToHand = true
pawnTypes = s
dropNoDoubled = s
shogiPawnDropMateIllegal = true
promotionRegionWhite = *10
promotionRegionBlack = *1
promotionPawnTypes = s
promotionPieceTypes = w
promotedPieceType = s:w
mandatoryPawnPromotion = true
stalemateValue = loss
nMoveRule = 0
nFoldRule = 3
nFoldValue = loss
perpetualCheckIllegal = true
castling = false
doubleStep = false
pass = false
bikjangRule = false
materialCounting = none
`

// TestImportXiangqiParents: sections inheriting FSF's built-in xiangqi and
// janggi (variant.cpp xiangqi_variant_base, janggi_variant) count what
// Fairy-Stockfish counts.
func TestImportXiangqiParents(t *testing.T) {
	tests := []struct {
		name, ini, section string
		fen                string // "": the start position
		depth              int
		nodes              uint64
	}{
		// chessprogramming.org's Chinese Chess perft, position 1
		{"xiangqi", "[x:xiangqi]\n", "x", "", 3, 79666},
		// FSF tests/perft.sh janggi positions (palace lines, cannons)
		{"janggi", "[x:janggi]\n", "x", "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1", 4, 76763},
		{"janggi lines", "[x:janggi]\n", "x", "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23", 4, 151202},
		// the rest: native Fairy-Stockfish (c19b5f6) with
		// VariantPath = fsf-variants.ini, go perft from the start
		{"crowdedxiangqi", xiangqiSections, "crowdedxiangqi", "", 5, 294050},
		{"xiangqihouse", xiangqiSections, "xiangqihouse", "", 3, 82114},
		{"janggihouse", xiangqiSections, "janggihouse", "", 3, 33000},
		{"elgam", xiangqiSections, "elgam", "", 3, 100990},
		// a soldier promoting both ways on k10 (pawn-style to w and
		// shogi-style), soldiers dropped anywhere but on a file with one
		{"elgam promotions", xiangqiSections, "elgam", "rheoa1aoeh1/5k4S/1c7c1/s1s1s1s1s1s/5v5/5V5/S1S1S5S/1C7C1/5K1s3/RHEOA1AOEHR[Ss] w - - 0 1", 3, 433393},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, p := importProgram(t, tt.ini, tt.section)
			wantFSFPerft(t, p, tt.fen, tt.depth, tt.nodes)
		})
	}
}

// TestImportXiangqiRules: the settings of xiangqi.go become betzac's
// fields as FSF means them (src/position.h attacks_from).
func TestImportXiangqiRules(t *testing.T) {
	tests := []struct {
		name, ini    string
		want         []string // lines the YAML must have
		untranslated []string
	}{
		// promoted_soldiers: sideways from relative rank 4 on
		{"soldier rank", "[x:chess]\nsoldier = s\nsoldierPromotionRank = 4\nstartFen = 4k3/8/8/8/8/8/S7/4K3 w - - 0 1\n",
			[]string{`  - {letter: S, name: "Soldier", betza: "fW", region-moves: [{from: a4-h8, betza: sW}]}`}, nil},
		// the default RANK_1: fsW everywhere
		{"soldier", "[x:chess]\nsoldier = s\nstartFen = 4k3/8/8/8/8/8/S7/4K3 w - - 0 1\n",
			[]string{`  - {letter: S, name: "Soldier", betza: "fsW"}`}, nil},
		// diagonal lines: the rook slides as a bishop, the wazir steps as
		// a fers, between line squares; the cannon never hops over nor
		// takes a cannon
		{"janggi pieces", "[x:chess]\nwazir = a\njanggiCannon = c\ndiagonalLines = c1 d2 e3\nstartFen = 4k3/8/8/8/8/8/8/RAC1K3 w - - 0 1\n",
			[]string{`  - {letter: R, name: "Rook", betza: "R", region-moves: [{from: "c1 d2 e3", to: "c1 d2 e3", betza: B}]}`,
				`  - {letter: A, name: "Wazir", betza: "W", region-moves: [{from: "c1 d2 e3", to: "c1 d2 e3", betza: F}]}`,
				`  - {letter: C, name: "JanggiCannon", betza: "pR", region-moves: [{from: "c1 d2 e3", to: "c1 d2 e3", betza: pB}], cannot-hop-over: C, cannot-capture: C}`}, nil},
		{"pass", "[x:chess]\npass = true\n", []string{"pass: true"}, nil},
		{"pass for one side", "[x:chess]\npassWhite = true\n", nil,
			[]string{"passWhite = true, passBlack = false (betzac's pass is both sides')"}},
		{"bikjang", "[x:janggi]\n", []string{"bikjang: true", "pass: true"}, nil},
		// a side that never holds a piece (no captures to hand, none in
		// its hand) never drops: Black's region *5 alone (synochess) is
		// rank 4 from Black's side
		{"one side's drop region", "[x:chess]\npieceDrops = true\ndropRegionBlack = *5\nstartFen = 4k3/8/8/8/8/8/8/4K3[ss] w - - 0 1\nsoldier = s\n",
			[]string{`  - {letter: S, name: "Soldier", betza: "fsW", drop: {ranks: [4, 4]}}`}, nil},
		// shinobiplus: Black's region of shogi-style promotions is three
		// ranks, White's two; White's double step past Black's third
		// rank makes an e.p. capture there, which FSF does not promote
		{"piece promotion squares", "[x:chess]\npromotionRegionWhite = *7 *8\npromotionRegionBlack = *1 *2 *3\npromotedPieceType = n:q\n",
			[]string{`  - {letter: N, name: "Knight", betza: "N", promote: {squares: "a7-h7 a8-h8", squares-black: "a1-h1 a2-h2 a3-h3", to: "+N", leaving: true, optional: true}}`,
				"no-ep-promotion: true"}, nil},
		// a soldier promotion pawn type with a promotedPieceType makes
		// both promotions, as FSF's pawn (movegen.cpp generate_moves)
		{"soldier promotions", "[x:chess]\nsoldier = s\npromotionPawnTypes = s\npromotedPieceType = s:q\npieceDrops = true\ncapturesToHand = true\nstartFen = 4k3/8/8/8/8/8/S7/4K3[] w - - 0 1\n",
			[]string{`  - {letter: S, name: "Soldier", betza: "fsW", promote: {zone: 1, to: "N~B~R~Q~+S"}}`}, nil},
		{"piece promotions of a pawn type that steps back", "[x:chess]\nfers = s\npromotionPawnTypes = s\npromotedPieceType = s:q\nstartFen = 4k3/8/8/8/8/8/S7/4K3 w - - 0 1\n", nil,
			[]string{"promotedPieceType = s:q (s:q: a pawn type's piece promotion besides its promotion)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			imp, err := Import(strings.NewReader(tt.ini), "x")
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
}
