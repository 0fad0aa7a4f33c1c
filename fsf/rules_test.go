package fsf

import (
	"testing"
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
		// flag_reached(c) needs a square of flagRegion[c]: a colour
		// without one never reaches its goal
		{"one side's goal", "[x:chess]\nflagPiece = k\nflagRegionBlack = *1\n",
			[]string{"flag-squares: a1-h1", "flag-side: black", "flag-pieces: K"}, nil},
		{"white's goal only", "[x:chess]\nflagPiece = q\nflagRegionWhite = d5\n",
			[]string{"flag-squares: d5", "flag-side: white", "flag-pieces: Q"}, nil},
		// flagPieceCount: that many flag pieces in the region at once;
		// flagPieceBlockedWin: or one, with no square of the region empty
		{"flag count", "[x:chess]\nflagRegion = *8\nflagPieceCount = 3\n",
			[]string{"flag-squares: a8-h8", "flag-count: 3"}, nil},
		// "*8" spans FSF's 12 files: on 8 files it is never full
		{"blocked off the board", "[x:chess]\nflagRegion = *8\nflagPieceCount = 8\nflagPieceBlockedWin = true\n",
			[]string{"flag-count: 8"}, nil},
		{"blocked on the board", "[x:chess]\nflagRegionWhite = a8 b8 c8\nflagRegionBlack = a1 b1 c1\nflagPieceCount = 3\nflagPieceBlockedWin = true\n",
			[]string{"flag-count: 3", "flag-blocked: true"}, nil},
		{"blocked one side off the board", "[x:chess]\nflagRegionWhite = a8 b8 c8\nflagRegionBlack = *1\nflagPieceCount = 3\nflagPieceBlockedWin = true\n", nil,
			[]string{"flagPieceBlockedWin = true with one side's flagRegion off the board (Fairy-Stockfish never finds that one blocked)"}},
		// (flagPieceCount = x is an error: values_test.go)
		{"bad count", "[x:chess]\nflagRegion = *8\nflagPieceCount = 100\n", nil,
			[]string{"flagPieceCount = 100 (not 1 to 99)"}},
		// alapo: the extra move only for a piece that is not safe
		{"flag move and safe", "[x:chess]\nflagRegion = *8\nflagMove = true\nflagPieceSafe = true\n",
			[]string{"flag-move: true", "flag-safe: true"}, nil},
		// checking = false: a move that gives check is illegal
		{"no checks", "[x:chess]\nchecking = false\n", []string{"no-checks: true"}, nil},
		{"extinction", "[x:chess]\nextinctionValue = loss\nextinctionPieceTypes = kq\n", []string{`extinction: "KQ"`}, nil},
		{"extinction count", "[x:chess]\nextinctionValue = win\nextinctionPieceTypes = *\nextinctionPieceCount = 3\n",
			[]string{`extinction: "*"`, "extinction-count: 3"}, nil},
		// a pseudo-royal commoner that no pawn can promote to is a
		// royal piece (one per side all game)
		{"pseudo-royal", "[x:chess]\nking = -\ncommoner = k\nextinctionValue = loss\nextinctionPieceTypes = k\nextinctionPseudoRoyal = true\n",
			[]string{`  - {letter: K, name: "Commoner", betza: "K", royal: true}`}, nil},
		// twokings2: with extinctionPieceCount = 1 a type is pseudo-royal
		// while a side has at most two of it, so both commoners of a side
		// are royal all game (neither may be left attacked)
		{"two pseudo-royals", "[x:chess]\nking = -\ncommoner = k\nextinctionValue = loss\nextinctionPieceTypes = k\nextinctionPseudoRoyal = true\n" +
			"extinctionPieceCount = 1\ncastling = false\nstartFen = rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1\n",
			[]string{`  - {letter: K, name: "Commoner", betza: "K", royal: true}`}, nil},
		// three commoners with a count of 1: none is pseudo-royal until
		// one is captured
		{"three pseudo-royals, count 1", "[x:chess]\nking = -\ncommoner = k\nextinctionValue = loss\nextinctionPieceTypes = k\nextinctionPseudoRoyal = true\n" +
			"extinctionPieceCount = 1\ncastling = false\nstartFen = rnbkkknr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1\n", nil,
			[]string{"extinctionPseudoRoyal = true (a side has 3 K, or pieces that become one, royal only while a side has at most 2)"}},
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
		// backrank: a piece reaching the last rank becomes a K there and
		// so wins at once (flag); the promoting move needs only the royal
		// K safe (FSF's legal leaves pseudo-royals as they were for a
		// PIECE_PROMOTION), so the +X forms are flag pieces, not royal
		{"pseudo-royal promoted to in the flag region", "[x:chess]\nking = -\ncommoner = k\ncastlingKingPiece = k\nextinctionValue = loss\n" +
			"extinctionPieceTypes = k\nextinctionPseudoRoyal = true\nflagPiece = k\npromotionPieceTypes = -\npromotedPieceType = q:k r:k b:k n:k p:k\n" +
			"mandatoryPiecePromotion = true\nflagRegionWhite = *8\nflagRegionBlack = *1\n",
			[]string{`  - {letter: K, name: "Commoner", betza: "KisO2", royal: true}`, `  - {letter: "+Q", name: "Promoted Queen", betza: "K"}`,
				"flag-pieces: K+Q+R+B+N+P"}, nil},
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
		{"flying general with castling", "[x:chess]\nflyingGeneral = true\n", []string{"flying-general: true"}, nil},
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
			[]string{`  - {letter: P, name: "Custom piece 1", betza: "mWfceFifmnD", promote: {zone: 1, to: NBRQ}, initial-region: "a2-h2", clock: irreversible}`}, nil},
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
		// promotionLimit: a pawn promotes to a type only while its side
		// has fewer on the board (make_promotions); grandhouse's promoted
		// Q~ counts as a Q in betzac's limit too; with drops FSF's
		// double step is by square (a pawn dropped on rank 2 that moves
		// to rank 3 may double-step): initial-region
		{"promotion limit", "[x:grand]\npieceDrops = true\ncapturesToHand = true\n",
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 3, to: "A~C~Q~R~B~N~", optional: true, limit: {A: 1, C: 1, Q: 1, R: 2, B: 2, N: 2}}, drop: {ranks: [2, 7]}, initial-region: "a3-j3"}`}, nil},
		{"promotion limit of no piece", "[x:chess]\npromotionLimit = z:1\n", nil,
			[]string{"promotionLimit = z:1 (z:1: Z is not a translated piece or 1 not a count)"}},
		// shogun: a knight promotes to a centaur only while its side has
		// none; the centaurs are the +N pieces (no plain one can reach
		// the board), so the limit is on +N and the plain G is left out
		{"piece promotion limit", "[x:chess]\ncentaur = g\npromotedPieceType = n:g\npromotionLimit = g:1\n",
			[]string{`  - {letter: N, name: "Knight", betza: "N", promote: {zone: 1, to: "+N", leaving: true, optional: true, limit: {"+N": 1}}}`,
				`  - {letter: "+N", name: "Promoted Knight", betza: "KN"}`}, nil},
		// a plain centaur on the board counts for FSF, not for +N's limit
		{"piece promotion limit, plain target", "[x:chess]\ncentaur = g\npromotedPieceType = n:g\npromotionLimit = g:1\n" +
			"startFen = rnbqkbng/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNG w - - 0 1\n", nil,
			[]string{"promotionLimit = g:1 (g:1: Fairy-Stockfish counts every G; betzac's limit on the promoted +N counts those only)"}},
		// a "+F" of the start FEN is betzac's +F (a queen that goes back
		// to hand as a fers), and the king's file counts it as one square
		{"promoted piece in the start", "[x:crazyhouse]\nfers = f\npromotedPieceType = f:q\n" +
			"startFen = rnb+fkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB+FKBNR[] w KQkq - 0 1\n",
			[]string{`  - {letter: K, name: "King", betza: "KisO2", royal: true}`, "start: rnb+fkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB+FKBNR w KQkq - 0 1"}, nil},
		// FSF's e.p. capture never promotes: White's double step passes
		// rank 3, in Black's promotion region *3 *2 *1 (shogun)
		{"e.p. into the promotion region", "[x:crazyhouse]\npromotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *3 *2 *1\n",
			[]string{"no-ep-promotion: true"}, nil},
		// passOnStalemate: a stalemated side passes (andersgiveaway)
		{"pass on stalemate", "[x:giveaway]\npassOnStalemate = true\n", []string{"must-capture: true", "pass-on-stalemate: true"}, nil},
		{"one side passes on stalemate", "[x:giveaway]\npassOnStalemateWhite = true\n", nil, []string{"passOnStalemateWhite = true"}},
		{"drop checks without drops", "[x:chess]\ndropChecks = false\n", nil, nil},
		// a section's promotedPieceType adds to its parent's, type by
		// type (parser.cpp): gorogoro's pawn still becomes a gold
		{"promoted types merge", "[x:gorogoro]\nlance = l\npromotedPieceType = l:g\n",
			[]string{`  - {letter: P, name: "ShogiPawn", betza: "fW", promote: {zone: 2, to: "+P", leaving: true, optional: true}, drop: {file-limit: 1}, clock: keep}`,
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
		// buffalo: an unset region is the whole board (board_bb), which
		// does not matter to a colour that never holds the type: the
		// queen without Black's, the chancellor without White's
		{"mobility region of the only owner", "[x:chess]\nchancellor = c\nstartFen = 4k3/8/8/8/8/8/8/4K1Q1 w - - 0 1\npromotionPieceTypes = n\nmobilityRegionWhiteQueen = *1 *2\n",
			[]string{`  - {letter: Q, name: "Queen", betza: "Q", confine: "a1-h1 a2-h2"}`}, nil},
		{"black's only", "[x:chess]\nchancellor = c\nstartFen = 2c1k3/8/8/8/8/8/8/4K3 w - - 0 1\npromotionPieceTypes = q\nmobilityRegionBlackChancellor = *8\n",
			[]string{`  - {letter: C, name: "Chancellor", betza: "RN", confine: "a1-h1"}`}, nil},
		{"promotion may give one", "[x:chess]\nstartFen = 4k3/8/8/8/8/8/8/4K1Q1 w - - 0 1\nmobilityRegionWhiteQueen = *1 *2\n", nil,
			[]string{"mobilityRegionWhiteQueen = *1 *2, mobilityRegionBlackQueen =  (betzac's confine is White's region and Black's mirrored)"}},
		// stardust: with drops but no captures to hand, only the start
		// hand's pieces are ever dropped, so a region confines the others
		{"mobility region with drops of others", "[x:chess]\npieceDrops = true\nstartFen = 4k3/8/8/8/8/8/8/4K1Q1[Nn] w - - 0 1\n" +
			"mobilityRegionWhiteQueen = *1 *2\nmobilityRegionBlackQueen = *7 *8\n",
			[]string{`  - {letter: Q, name: "Queen", betza: "Q", confine: "a1-h1 a2-h2"}`}, nil},
		{"mobility region of a piece in hand", "[x:chess]\npieceDrops = true\nstartFen = 4k3/8/8/8/8/8/8/4K1Q1[Q] w - - 0 1\n" +
			"mobilityRegionWhiteQueen = *1 *2\nmobilityRegionBlackQueen = *7 *8\n",
			// FSF drops it only in its region, as betzac a confined piece
			[]string{`  - {letter: Q, name: "Queen", betza: "Q", confine: "a1-h1 a2-h2"}`}, nil},
		// chak: FSF's promoted k is a d (promotedPieceType k:d), so
		// flagPiece d and d's mobility region hold for it too
		{"promoted flag piece", "[x:chess]\ncustomPiece1 = d:mQ2\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\npromotionPieceTypes = -\n" +
			"promotedPieceType = k:d\npromotionRegionWhite = *8\npromotionRegionBlack = *1\nflagPiece = d\nflagRegion = e5\n" +
			"mobilityRegionWhiteCustomPiece1 = *8\nmobilityRegionBlackCustomPiece1 = *1\n",
			[]string{"flag-pieces: D+K", `  - {letter: "+K", name: "Promoted King", betza: "mQ2", confine: "a8-h8"}`}, nil},
		// argess: pawns promote on the enemy corner's squares
		// FSF's add_piece removes the type whose letter a new piece
		// takes, and remove_piece takes it out of the inherited
		// promotion types (variant.h): dragon-chess's pawn promotes to
		// the queen only
		{"inherited promotion without a replaced type", "[x:chess]\ncustomPiece2 = n:NK\ncustomPiece1 = b:BK\n",
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: RQ}}`}, nil},
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
			wantImportLines(t, tt.ini, tt.untranslated, tt.want)
		})
	}
}
