package fsf

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImportRules: FSF's game-end and legality settings (src/variant.h,
// position.cpp) and the built-in parents (variant.cpp) become betzac's
// rules as legdefs.Rules documents them, or are named. The expected lines
// are worked out from FSF's meaning of each setting, given in the case's
// comment.
func TestImportRules(t *testing.T) {
	tests := []struct {
		name, ini    string
		want         []string // lines the YAML must have
		untranslated []string // nil: none
	}{
		// flagRegion is absolute squares, flagPiece one type for both
		{"flag", "[x:chess]\nflagPiece = k\nflagRegionWhite = *8\nflagRegionBlack = *1\n",
			[]string{"flag-squares: a8-h8", "flag-squares-black: a1-h1", "flag-pieces: K"}, nil},
		// FSF's default flagPiece is every piece type (ALL_PIECES)
		{"flag any piece", "[x:chess]\nflagRegion = d4 e5\n",
			[]string{"flag-squares: d4 e5", "flag-pieces: PNBRQK"}, nil},
		// kingofthehill_variant: the king on d4 e4 d5 e5
		{"king of the hill", "[x:kingofthehill]\n", []string{"flag-squares: d4-e4 d5-e5", "flag-pieces: K"}, nil},
		// racingkings_variant: rank 8 for both, the extra move, no checks
		{"racing kings", "[x:racingkings]\n",
			[]string{"flag-squares: a8-h8", "flag-pieces: K", "flag-move: true", "no-checks: true", "start: 8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1"}, nil},
		{"one side's goal", "[x:chess]\nflagPiece = k\nflagRegionBlack = *1\n", nil,
			[]string{"no flagRegionWhite, flagRegionBlack = *1 (only one side has goal squares; betzac's flag-squares are both sides')"}},
		{"flag count", "[x:chess]\nflagRegion = *8\nflagPieceCount = 3\n", nil,
			[]string{"flagPieceCount = 3 (betzac's flag rule wins with one piece on a goal square)"}},
		// checking = false: a move that gives check is illegal
		{"no checks", "[x:chess]\nchecking = false\n", []string{"no-checks: true"}, nil},
		{"extinction", "[x:chess]\nextinctionValue = loss\nextinctionPieceTypes = kq\n", []string{`extinction: "KQ"`}, nil},
		{"extinction count", "[x:chess]\nextinctionValue = win\nextinctionPieceTypes = *\nextinctionPieceCount = 3\n",
			[]string{`extinction: "*"`, "extinction-count: 3"}, nil},
		// a pseudo-royal commoner that no pawn can promote to is a
		// royal piece (one per side all game)
		{"pseudo-royal", "[x:chess]\nking = -\ncommoner = k\nextinctionValue = loss\nextinctionPieceTypes = k\nextinctionPseudoRoyal = true\n",
			[]string{`  - {letter: K, name: "Commoner", betza: "K", royal: true}`}, nil},
		// promotion to it gives a side two, and then neither is royal
		{"pseudo-royal promoted to", "[x:chess]\nextinctionValue = loss\nextinctionPieceTypes = q\nextinctionPseudoRoyal = true\n", nil,
			[]string{"extinctionPseudoRoyal = true (a side may get a second Q, by promotion or drop, and then neither is royal)"}},
		// a rook may turn into a second king (shogi-style)
		{"pseudo-royal piece-promoted to", "[x:chess]\nking = -\ncommoner = k\nextinctionValue = loss\nextinctionPieceTypes = k\nextinctionPseudoRoyal = true\npromotedPieceType = r:k\n", nil,
			[]string{"extinctionPseudoRoyal = true (a side may get a second K, by promotion or drop, and then neither is royal)"}},
		// forward: the one gold-like G becomes the K, so a side has one
		// of G and K together
		{"pseudo-royal promoting to pseudo-royal", "[x:chess]\ncustomPiece1 = g:fFfW\npromotedPieceType = g:k\ncastling = false\n" +
			"extinctionValue = loss\nextinctionPieceTypes = kg\nextinctionPseudoRoyal = true\nstartFen = rnbgqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBGQBNR w - - 0 1\n",
			[]string{`  - {letter: K, name: "King", betza: "K", royal: true}`, `  - {letter: G, name: "Custom piece 1", betza: "fFfW", royal: true, promote: {zone: 1, to: "+G", leaving: true, optional: true}}`,
				`  - {letter: "+G", name: "Promoted Custom piece 1", betza: "K", royal: true}`}, nil},
		// with captures to hand a king reaches a hand only by being
		// captured, which is never legal while it is royal
		{"pseudo-royal with drops", "[x:crazyhouse]\nextinctionValue = loss\nextinctionPieceTypes = k\nextinctionPseudoRoyal = true\n",
			[]string{`  - {letter: K, name: "King", betza: "KisO2", royal: true}`}, nil},
		// a promoted queen is FSF's queen, betzac's Q~
		{"extinction of a promoted type", "[x:crazyhouse]\nextinctionValue = loss\nextinctionPieceTypes = q\n", nil,
			[]string{"extinctionPieceTypes = q (Fairy-Stockfish counts a promoted Q as one; betzac has two types)"}},
		// extinction_variant: the commoner castles (castlingKingPiece)
		// and every type but none is extinct at zero
		{"extinction built-in", "[x:extinction]\n",
			[]string{`  - {letter: K, name: "Commoner", betza: "KisO2"}`, `extinction: "KQRBNP"`}, nil},
		// the stalemate's value scores a position without moves
		{"stalemate value", "[x:chess]\nstalemateValue = loss\n", []string{"name: x"}, nil},
		// the king on d1 castles to e1 (kingside) or b1 (queenside)
		{"asymmetric castling", "[x:losalamos]\nbishop = b\ncastling = true\ncastlingKingsideFile = e\ncastlingQueensideFile = b\n" +
			"promotionPieceTypes = rbn\nstartFen = rbnkbr/pppppp/6/6/PPPPPP/RBNKBR w KQkq - 0 1\n",
			[]string{`  - {letter: K, name: "King", betza: "KirO1ilO2", royal: true}`}, nil},
		{"flying general", "[x:chess]\nflyingGeneral = true\ncastling = false\n", []string{"flying-general: true"}, nil},
		{"flying general with castling", "[x:chess]\nflyingGeneral = true\n", nil,
			[]string{"flyingGeneral = true with castling (Fairy-Stockfish forbids castling through a square facing the enemy king; betzac does not test it)"}},
		// threecheck_variant: "3+3" in the FEN, three checks each
		{"3check", "[x:3check]\n", []string{"checks-to-win: 3", "start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}, nil},
		// crazyhouse_variant: a pawn drops on ranks 2-7 (not its first
		// rank nor the promotion region), a promoted pawn is a pawn in hand
		{"crazyhouse", "[x:crazyhouse]\ndropNoDoubled = p\n",
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: "N~B~R~Q~"}, drop: {ranks: [2, 7], file-limit: 1}}`,
				`  - {letter: "Q~", name: "Promoted Queen", betza: "Q", hand: "P"}`, "drops: true", "captures-to-hand: true"}, nil},
		{"hand", "[x:chess]\npieceDrops = true\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1\n",
			[]string{"start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1"}, nil},
		{"hand without drops", "[x:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1\n", nil,
			[]string{`startFen pieces in hand "Nn" without pieceDrops`}},
		// a knight moving from or into the last rank may become a queen,
		// a +N (FSF prints the move with "+")
		{"piece promotion", "[x:chess]\npromotedPieceType = n:q\n",
			[]string{`  - {letter: N, name: "Knight", betza: "N", promote: {zone: 1, to: "+N", leaving: true, optional: true}}`,
				`  - {letter: "+N", name: "Promoted Knight", betza: "Q"}`}, nil},
		// FSF's promoted piece keeps its promotedPieceType
		{"promoting twice", "[x:chess]\npromotedPieceType = n:b b:r\n", nil,
			[]string{"promotedPieceType = n:b b:r (n:b: the promoted B may promote again)"}},
		// pawnTypes: the custom piece promotes as FSF's pawn did
		{"pawn types", "[x:chess]\ncustomPiece1 = p:mWfceFifmnD\npawnTypes = p\n",
			[]string{`  - {letter: P, name: "Custom piece 1", betza: "mWfceFifmnD", promote: {zone: 1, to: NBRQ}, initial-region: "a2-h2"}`}, nil},
		// its capture-only fcF would take e.p. in FSF (the pawn's
		// double steps make e.p. squares): betzac needs e
		{"pawn types without e", "[x:chess]\ncustomPiece1 = c:fmWfcF\npawnTypes = pc\n", nil,
			[]string{"pawnTypes = pc (C captures e.p. with its capture-only moves; write e in its Betza)"}},
		// FSF's perft counts a pawn drop that mates (the mate scores a
		// loss for the dropper)
		{"pawn drop mate", "[x:crazyhouse]\nshogiPawnDropMateIllegal = true\n", []string{"drops: true"}, nil},
		// dropChecks = false: a drop may not give check (atomiczh's
		// setting); without drops it has nothing to say
		{"drop checks", "[x:crazyhouse]\ndropChecks = false\n", []string{"drops: true", "no-drop-checks: true"}, nil},
		{"drop checks without drops", "[x:chess]\ndropChecks = false\n", nil, nil},
		// a section's promotedPieceType adds to its parent's, type by
		// type (parser.cpp): gorogoro's pawn still becomes a gold
		{"promoted types merge", "[x:gorogoro]\nlance = l\npromotedPieceType = l:g\n",
			[]string{`  - {letter: P, name: "ShogiPawn", betza: "fW", promote: {zone: 2, to: "+P", leaving: true, optional: true}, drop: {file-limit: 1}}`,
				`  - {letter: L, name: "Lance", betza: "fR", promote: {zone: 2, to: "+L", leaving: true, optional: true}}`}, nil},
		// FSF's immobility test lets a hopper move as a slider on an
		// empty board (PseudoMoves: HOPPER_RANGE): on 8x8 a hopper of
		// every rook line has two squares beyond it on one of them
		// wherever it stands, as betzac needs (cannonshogi)
		{"immobility with a hopper", "[x:chess]\nimmobilityIllegal = true\ncannon = c\n", []string{"immobility-illegal: true"}, nil},
		// a forward hopper on the last rank but one: FSF's slide has a
		// square, betzac's hop no square beyond its screen
		{"immobility with a forward hopper", "[x:chess]\nimmobilityIllegal = true\ncustomPiece1 = a:fpR\n", nil,
			[]string{"immobilityIllegal = true with the hopper A (fpR): Fairy-Stockfish lets it move wherever a square is next to it on a line it hops; betzac needs its screen and a square beyond"}},
		{"immobility with a hopper on 4x4", "[x:chess]\nimmobilityIllegal = true\ncannon = c\nmaxRank = 4\nmaxFile = 4\nstartFen = 3k/4/4/CK2 w - - 0 1\n", nil,
			[]string{"immobilityIllegal = true with the hopper C (mRcpR): Fairy-Stockfish lets it move wherever a square is next to it on a line it hops; betzac needs its screen and a square beyond"}},
		// FSF's pawn promotes by promotedPieceType when it has no
		// promotion types (shinobi)
		{"pawn piece promotion", "[x:chess]\npromotionPieceTypes = -\npromotedPieceType = p:q\n",
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: "+P"}}`}, nil},
		// mobilityRegion: the king's moves end in its region
		{"mobility region", "[x:chess]\nmobilityRegionWhiteKing = *1 *2\nmobilityRegionBlackKing = *7 *8\n",
			[]string{`  - {letter: K, name: "King", betza: "KisO2", royal: true, confine: "a1-h1 a2-h2"}`}, nil},
		{"mobility region of one side", "[x:chess]\nmobilityRegionWhiteKing = *1 *2\n", nil,
			[]string{"mobilityRegionWhiteKing = *1 *2, mobilityRegionBlackKing =  (betzac's confine is White's region and Black's mirrored)"}},
		// argess: pawns promote on the enemy corner's squares
		{"promotion squares", "[x:chess]\npromotionRegionWhite = g8 h8 h7\npromotionRegionBlack = a1 a2 b1\n",
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {squares: "h7 g8-h8", squares-black: "a1-b1 a2", to: NBRQ}}`}, nil},
		// a pawn type that is never on the board: its regions do not
		// matter (1d-chess has no rank 8)
		{"absent pawn", "[x:chess]\nmaxRank = 1\nstartFen = KNR2rnk w\n", []string{"board: 8x1"}, nil},
		// epicatomic: Black's double step 7 → 5 ends in its promotion
		// region; it makes no e.p. square (FSF's do_move sets one only for
		// a pawn move that does not promote), as betzac's promotions
		{"double step promotes", "[x:chess]\npromotionRegionBlack = *5 *4 *3 *2 *1\n", nil, nil},
		// gemini: janus's archbishop (j, a promotion type) renamed a; FSF's
		// promotion types are types, so the pawn promotes to the a
		{"renamed type", "[x:janus]\narchbishop = a\nstartFen = rnbaqkabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBAQKABNR w KQkq - 0 1\n",
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: AQRBN}}`}, nil},
		// giveaway_variant: forced captures, the game over with no pieces
		{"giveaway", "[x:giveaway]\n", []string{"must-capture: true", "extinction: \"*\""}, nil},
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
			lines := strings.Split(imp.YAML, "\n")
			for _, w := range tt.want {
				found := false
				for _, l := range lines {
					found = found || l == w
				}
				if !found {
					t.Errorf("no line %q in:\n%s", w, imp.YAML)
				}
			}
		})
	}
}
