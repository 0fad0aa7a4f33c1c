package fsf

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImportBlastsAndWalls: FSF's blasts, petrification and walls
// (variant.h, position.cpp do_move and legal) and the built-ins that set
// them (variant.cpp) become betzac's rules as legdefs.Rules documents
// them, or are named. Each case's comment gives FSF's meaning.
func TestImportBlastsAndWalls(t *testing.T) {
	const wallFEN = "6p/7/7/3*3/7/7/P6 w - - 0 1"
	tests := []struct {
		name, ini    string
		want, absent []string // lines the YAML must have, must not have
		untranslated []string // nil: none
	}{
		// atomic_variant: nocheckatomic's blasts (every piece around
		// but FSF's pawns) with the commoner pseudo-royal, so royal;
		// losing it still ends the game (is_immediate_game_end tests
		// extinction when blastOnCapture is set)
		{name: "atomic", ini: "[x:atomic]\n",
			want: []string{`  - {letter: K, name: "Commoner", betza: "KisO2", royal: true}`, "blast: true", "blast-spared: P", `extinction: "K"`}},
		// nocheckatomic_variant: the commoner is not royal
		{name: "nocheckatomic", ini: "[x:nocheckatomic]\n",
			want:   []string{`  - {letter: K, name: "Commoner", betza: "KisO2"}`, "blast: true", "blast-spared: P", `extinction: "K"`},
			absent: []string{`  - {letter: K, name: "Commoner", betza: "KisO2", royal: true}`}},
		// atomar_variant: kings survive blasts and may not take each other
		{name: "atomar", ini: "[x:atomar]\n", want: []string{"blast-immune: K", "mutually-immune: K"}},
		// only FSF's pawn type is spared (blast_squares: pieces(PAWN)):
		// a custom piece moving as a pawn is blown up (allexplodeatomic)
		{name: "custom pawn blown up", ini: "[x:nocheckatomic]\npawn = -\ncustomPiece1 = p:fmWfceFifmnD\npawnTypes = p\n",
			want: []string{"blast: true"}, absent: []string{"blast-spared: P"}},
		// losers_variant: chess with forced captures, a bare king ends it
		{name: "losers", ini: "[x:losers]\n",
			want: []string{`  - {letter: K, name: "King", betza: "KisO2", royal: true}`, "bare-king: ends", "must-capture: true"}},
		// codrus_variant: giveaway whose commoner is the one type to lose
		{name: "codrus", ini: "[x:codrus]\n",
			want: []string{`  - {letter: K, name: "Commoner", betza: "KisO2"}`, `extinction: "K"`, "must-capture: true"}},
		// duck_variant: a commoner to lose, the duck after each move
		{name: "duck", ini: "[x:duck]\n", want: []string{`  - {letter: K, name: "Commoner", betza: "KisO2"}`, `extinction: "K"`, "walling: duck"}},
		// joust_variant: one mN knight a side, a wall where it was
		{name: "joust", ini: "[x:joust]\n",
			want: []string{`  - {letter: N, name: "Custom piece 1", betza: "mN"}`, "walling: past", "start: 8/8/8/4n3/3N4/8/8/8 w - - 0 1"}},
		// amazons_variant: four mQ a side on 10x10, an arrow after each move
		{name: "amazons", ini: "[x:amazons]\n",
			want: []string{"board: 10x10", `  - {letter: Q, name: "Custom piece 1", betza: "mQ"}`, "walling: arrow"}},
		// mutuallyImmuneTypes acts in legal() without blasts too
		{name: "mutually immune", ini: "[x:chess]\nmutuallyImmuneTypes = q\n", want: []string{"mutually-immune: Q"}},
		// atomiczh: do_move puts every blasted piece in hand, the
		// capturer too, as ~bpc (the other side's); dropChecks = false is
		// gives_check's, which is false without a king (atomic has the
		// pseudo-royal commoner), so it is ignored
		{name: "blast with captures to hand", ini: "[x:atomic]\npieceDrops = true\ncapturesToHand = true\ndropChecks = false\n",
			want: []string{"blast: true", "captures-to-hand: true"}, absent: []string{"no-drop-checks: true"}},
		// nuclear: do_move's blast loop turns the capturer into a wall
		// (bsq == to and its type petrifies) and removes the others
		{name: "blast with petrify", ini: "[x:atomic]\npetrifyOnCaptureTypes = nbrq\n", want: []string{"blast: true", "petrify: NBRQ"}},
		// petrifyBlastPieces: every blasted piece becomes a wall
		{name: "blast petrifying all", ini: "[x:atomic]\npetrifyOnCaptureTypes = nbrq\npetrifyBlastPieces = true\n", absent: []string{"petrify: NBRQ"},
			untranslated: []string{"petrifyBlastPieces = true (betzac's blast leaves no walls but the capturer's)"}},
		// enPassantRegion = -: do_move sets no e.p. square, for the pawn
		// (enPassantRegion[them] & (to - pawn_push)) or a custom piece
		// (between_bb & enPassantRegion): the double step stays, from
		// where FSF allows it, without e.p. (nuclear)
		{name: "no e.p. region", ini: "[x:chess]\nenPassantRegion = -\n",
			want: []string{`  - {letter: P, name: "Pawn", betza: "fmWfceF", promote: {zone: 1, to: NBRQ}, region-moves: [{from: "a2-h2", betza: fmnD}]}`}},
		{name: "no e.p. region, custom pawn", ini: "[x:chess]\npawn = -\ncustomPiece1 = p:fmWfceFifmnD\npawnTypes = p\nenPassantRegion = -\n",
			want: []string{`  - {letter: P, name: "Custom piece 1", betza: "fmWfceF", promote: {zone: 1, to: NBRQ}, region-moves: [{from: "a2-h2", betza: fmnD}], clock: irreversible}`}},
		{name: "an e.p. region", ini: "[x:chess]\nenPassantRegion = *3 *6\n",
			untranslated: []string{"enPassantRegionWhite = *3 *6, enPassantRegionBlack = *3 *6 (betzac takes - only: no e.p. squares)"}},
		// atomicduck: legal() tests the pseudo-royal commoner with the
		// duck where the move puts it (occupied ^= wallSquares |=
		// gating_square); walls are not blasted (pieces of no colour)
		{name: "blast with the duck", ini: "[x:atomic]\nwallingRule = duck\n", want: []string{"blast: true", "walling: duck",
			`  - {letter: K, name: "Commoner", betza: "KisO2", royal: true}`}},
		// FSF's king (not pseudo-royal) is tested as in chess, blasts unseen
		{name: "blast with a king", ini: "[x:chess]\nblastOnCapture = true\n", absent: []string{"blast: true"},
			untranslated: []string{"blastOnCapture = true with king = k (Fairy-Stockfish's king's legality does not see blasts; betzac's blast makes a royal piece pseudo-royal, FSF's extinctionPseudoRoyal commoner)"}},
		// petrifyOnCaptureTypes: the capturer becomes a wall
		{name: "petrify", ini: "[x:chess]\npetrifyOnCaptureTypes = nbrq\n", want: []string{"petrify: NBRQ"}},
		{name: "petrify with a hopper", ini: "[x:chess]\npetrifyOnCaptureTypes = nbrq\ncannon = c\n",
			untranslated: []string{"petrifyOnCaptureTypes = nbrq and the hopper C (Fairy-Stockfish's wall is a hopper's screen; betzac's ends its path)"}},
		{name: "petrify a royal king", ini: "[x:chess]\npetrifyOnCaptureTypes = k\n",
			untranslated: []string{"petrifyOnCaptureTypes = k (K is royal; betzac's petrify is for pieces that are not)"}},
		// snailtrail_variant: one mK snail a side, 7x7, a wall where it was
		{name: "snailtrail", ini: "[x:snailtrail]\n",
			want: []string{"board: 7x7", `  - {letter: P, name: "Custom piece 1", betza: "mK", clock: keep}`, "walling: past", "start: 6p/7/7/7/7/7/P6 w - - 0 1"}},
		// a '*' of a walling variant's FEN is a wall (la-mancha-squeez)
		{name: "walls in the FEN", ini: "[x:snailtrail]\nstartFen = " + wallFEN + "\n", want: []string{"walling: past", "start: " + wallFEN}},
		// amazons_variant: an arrow after each move; walls on ranks 1-2 only
		{name: "walling region", ini: "[x:amazons]\nwallingRegionWhite = *1 *2\nwallingRegionBlack = *1 *2\n",
			want: []string{"walling: arrow", "walling-region: a1-j1 a2-j2"}},
		{name: "walling regions of each side", ini: "[x:amazons]\nwallingRegionWhite = *1\nwallingRegionBlack = *10\n",
			untranslated: []string{"wallingRegionWhite = *1, wallingRegionBlack = *10 (betzac's walling-region is both sides')"}},
		// atlantis: a wall on the edge or beside a wall (movegen.cpp's
		// EDGE squares), instead of a move (wallOrMove: the null move of
		// the lowest piece, which legal() tests before its wall, so the
		// king may be royal)
		{name: "edge walls", ini: "[x:snailtrail]\nwallingRule = edge\n", want: []string{"walling: edge"}},
		{name: "atlantis", ini: "[x:chess]\nwallingRule = edge\nwallOrMove = true\n",
			want: []string{"walling: edge", "wall-or-move: true", `  - {letter: K, name: "King", betza: "KisO2", royal: true}`}},
		{name: "wall or move with blasts", ini: "[x:atomic]\nwallingRule = duck\nwallOrMove = true\n", absent: []string{"walling: duck"},
			untranslated: []string{"wallOrMove = true with blastOnCapture (betzac's wall-only moves are not with blasts)"}},
		// FSF's checks do not see walls; betzac's walls have no royal piece
		{name: "walls and a king", ini: "[x:chess]\nwallingRule = duck\n",
			untranslated: []string{"wallingRule = duck with a royal K (Fairy-Stockfish's checks do not see walls; betzac's walls are not with royal pieces)"}},
		// a '*' square is FSF's wall, a hopper's screen; betzac's hole is not
		{name: "hopper and holes", ini: "[x:chess]\ncannon = c\nstartFen = c*bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNC w - - 0 1\n",
			untranslated: []string{"startFen = c*bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNC w - - 0 1 with wall squares and the hopper C (Fairy-Stockfish's wall is a hopper's screen; betzac's ends its path)"}},
		{name: "hopper and walls", ini: "[x:snailtrail]\ncustomPiece2 = c:mpR\nstartFen = c5p/7/7/7/7/7/P5C w - - 0 1\n",
			untranslated: []string{"wallingRule = past and the hopper C (Fairy-Stockfish's wall is a hopper's screen; betzac's ends its path)"}},
		{name: "holes", ini: "[x:chess]\nstartFen = r*bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n",
			want: []string{"start: r*bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"}},
		// antiatomic: a side with no piece loses only while the other
		// has one; where neither has, the side to move has no move anyway
		{name: "extinction against one piece", ini: "[x:giveaway]\nextinctionOpponentPieceCount = 1\n", want: []string{`extinction: "*"`}},
		{name: "extinction of a type against one", ini: "[x:giveaway]\nextinctionPieceTypes = k\nextinctionOpponentPieceCount = 1\n",
			untranslated: []string{"extinctionOpponentPieceCount = 1"}},
		// massacre: a castling piece matters only with castling rights
		{name: "no castler, no rights", ini: "[x:giveaway]\ncommoner = -\nstartFen = rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w - - 0 1\n",
			want: []string{"must-capture: true"}},
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
			lines := map[string]bool{}
			for _, l := range strings.Split(imp.YAML, "\n") {
				lines[l] = true
			}
			for _, w := range tt.want {
				if !lines[w] {
					t.Errorf("no line %q in:\n%s", w, imp.YAML)
				}
			}
			for _, a := range tt.absent {
				if lines[a] {
					t.Errorf("line %q in:\n%s", a, imp.YAML)
				}
			}
		})
	}
}
