package idiagram

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// importCase is a definition and what its import must hold: lines of the
// variant file (each must appear, whole), or the error, exactly.
type importCase struct {
	name    string
	def     string
	want    []string
	wantErr string
}

func runImportCases(t *testing.T, rows []importCase) {
	t.Helper()
	for _, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			imp, err := Import(row.def, "t")
			if row.wantErr != "" {
				got := ""
				if err != nil {
					got = err.Error()
				}
				if diff := cmp.Diff(row.wantErr, got); diff != "" {
					t.Fatalf("error (-want +got):\n%s", diff)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(imp.YAML, "\n")
			for _, w := range row.want {
				if !contains(lines, w) {
					t.Errorf("no line %q in\n%s", w, imp.YAML)
				}
			}
		})
	}
}

func contains(lines []string, s string) bool {
	for _, l := range lines {
		if l == s {
			return true
		}
	}
	return false
}

// king is a one-piece definition: the last piece is royal, and the first
// promotes (maxPromote=1) to the promoChoice pieces defined (QNRB: none).
const king = "King::::e1\n"

// qk is a Queen then a King: the Queen, piece 1, promotes to Q.
const qk = "Queen::::d1\n" + king

const (
	pawnQ = `  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: Q}}`
	queen = `  - {letter: Q, name: "Queen", betza: "Q", promote: {zone: 1, to: Q}}`
	kingK = `  - {letter: K, name: "King", betza: "KisO2", royal: true}`
)

// TestParams has a row per parameter the import reads (betza.js
// ParseGameDef), and per one it refuses, with the Diagram's default where
// the parameter is left out.
func TestParams(t *testing.T) {
	runImportCases(t, []importCase{
		{"default board 8x8", king, []string{"board: 8x8", "start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"files", "files=10\n" + king, []string{"board: 10x8"}, ""},
		{"ranks", "ranks=10\n" + king, []string{"board: 8x10", "start: 4k3/8/8/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"files 0", "files=0\n" + king, nil, "line 1: files=0: want a whole number from 1 to 26"},
		{"ranks 27", "ranks=27\n" + king, nil, "line 1: ranks=27: want a whole number from 1 to 26"},
		{"files x", "files=x\n" + king, nil, "line 1: files=x: want a whole number from 1 to 26"},
		{"set twice: the last", "files=9\nfiles=10\n" + king, []string{"board: 10x8"}, ""},
		{"symmetry mirror (default)", "King::::d1\n", []string{"start: 3k4/8/8/8/8/8/8/3K4 w KQkq - 0 1"}, ""},
		{"symmetry mirror", "symmetry=mirror\nKing::::d1\n", []string{"start: 3k4/8/8/8/8/8/8/3K4 w KQkq - 0 1"}, ""},
		{"symmetry rotate", "symmetry=rotate\nKing::::d1\n", []string{"start: 4k3/8/8/8/8/8/8/3K4 w KQkq - 0 1"}, ""},
		{"symmetry none: Black's after the colour separator", "symmetry=none\nKing::::d1,,e8\n", []string{"start: 4k3/8/8/8/8/8/8/3K4 w KQkq - 0 1"}, ""},
		{"symmetry other", "symmetry=diagonal\n" + king, nil, "line 1: symmetry=diagonal: want mirror, rotate or none (the Diagram reads any other value as none)"},
		{"promoZone default 1", "Pawn::::a2\nQueen::::d1\n" + king, []string{pawnQ}, ""},
		{"promoZone 2: a move that ends in it promotes", "promoZone=2\nPawn::::a2\nQueen::::d1\n" + king,
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 2, to: Q}}`}, ""},
		{"promoZone 0: no promotion", "promoZone=0\nPawn::::a2\nQueen::::d1\n" + king, []string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF"}`}, ""},
		{"maxPromote default 1: only the first piece", "Pawn::::a2\nQueen::::d1\n" + king, []string{pawnQ, `  - {letter: Q, name: "Queen", betza: "Q"}`}, ""},
		{"maxPromote 2", "maxPromote=2\nPawn::::a2\nQueen::::d1\n" + king, []string{pawnQ, queen}, ""},
		{"maxPromote 0", "maxPromote=0\nPawn::::a2\nQueen::::d1\n" + king, []string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF"}`}, ""},
		{"maxPromote more than pieces", "maxPromote=4\n" + qk, nil, "line 1: maxPromote=4: want a whole number from 0 to 2"},
		{"promoChoice default QNRB, the pieces defined", "Pawn::::a2\nRook::::a1\nWazir::W::b1\nQueen::::d1\n" + king,
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: QR}}`}, ""},
		{"promoChoice", "promoChoice=RQ\nPawn::::a2\nQueen::::d1\nRook::::a1\n" + king,
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: RQ}}`}, ""},
		{"promoChoice empty: every piece (the move generator)", "promoChoice=\nPawn::::a2\nRook::::a1\nQueen::::d1\n" + king,
			[]string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: PRQK}}`}, ""},
		{"promoChoice of no defined piece: no promotion", "promoChoice=X\nPawn::::a2\n" + king, []string{`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF"}`}, ""},
		{"promoChoice !", "promoChoice=!Q\nPawn::::a2\nQueen::::d1\n" + king, nil, "line 1: promoChoice=!Q: '!' is not translated (betza.js's move generator allows the next piece only on the last rank, its Click only elsewhere)"},
		{"promoChoice *", "promoChoice=*Q\nPawn::::a2\nQueen::::d1\n" + king, nil, "line 1: promoChoice=*Q: '*' (the next piece must come from the hand) is not translated"},
		{"promoChoice depth", "promoChoice=Q2\nPawn::::a2\nQueen::::d1\n" + king, nil, `line 1: promoChoice=Q2: a zone depth after an ID ("Q2") is not translated`},
		{"holdingsType 0 (default): no hands", king, []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"holdingsType -1: to the capturer's hand", "holdingsType=-1\nKnight:N:::b1:2\n" + king,
			[]string{"drops: true", "captures-to-hand: true", "start: 1n2k3/8/8/8/8/8/8/1N2K3[NNnn] w KQkq - 0 1"}, ""},
		{"holdingsType -2", "holdingsType=-2\n" + king, []string{"drops: true", "captures-to-hand: true"}, ""},
		{"holdingsType 1: to the owner's hand", "holdingsType=1\n" + king, nil, "line 1: holdingsType=1: a captured piece goes back to its owner's hand (betza.js Hold): betzac has no such rule"},
		{"holdingsType 2", "holdingsType=2\n" + king, nil, "line 1: holdingsType=2: want a whole number from -2 to 1"},
		{"royal default: the last piece", qk, []string{kingK, queen}, ""},
		{"royal", "royal=1\nKing::::e1\nQueen::::d1\n", []string{`  - {letter: K, name: "King", betza: "KisO2", royal: true, promote: {zone: 1, to: Q}}`, `  - {letter: Q, name: "Queen", betza: "Q"}`}, ""},
		{"royal twice: two royal pieces (extinction=0: each absolutely royal)", "extinction=0\nroyal=1\nroyal=2\nKing::::e1\nMan::::d1\n", []string{kingK, `  - {letter: M, name: "Man", betza: "K", royal: true}`}, ""},
		{"royal out of range", "royal=3\n" + qk, nil, "line 1: royal=3: want a whole number from 1 to 2"},
		{"royal: holes do not count", "royal=2\nhole::::d4\n" + king, nil, "line 1: royal=2: there are 1 pieces (holes do not count)"},
		{"firstRank 1 (default)", "King::::e1\n", []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"firstRank 0", "firstRank=0\nKing::::e0\n", []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"firstRank 0: e8 is off the board", "firstRank=0\nKing::::e8\n", nil, `line 2: piece King: "e8" is not a square (or range a2-h2) on the 8x8 board`},
		{"firstRank 2", "firstRank=2\nKing::::e2\n", []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"stalemate draw (the default)", "stalemate=draw\n" + king, []string{"board: 8x8"}, ""},
		{"stalemate win", "stalemate=win\n" + king, nil, "line 1: stalemate=win: a stalemated side that loses is not translated (stalemate=draw is the default)"},
		{"unknown parameter", "fooBar=1\n" + king, nil, "line 1: fooBar=1: unknown parameter"},
		{"iron", "iron=1\n" + qk, []string{"iron: Q", queen}, ""},
		{"d beside a royal", "Queen::QdQ::d1\n" + king, nil, "line 1: piece Queen (QdQ): its d (capture own piece) move could take a royal piece in the Diagram; betzac's d never takes a royal piece"},
		{"d on the only royal", "King::KdK::e1\n", []string{`  - {letter: K, name: "King", betza: "KdK", royal: true}`}, ""},
		{"lame oblique leap", "Horse::nN::b1\n" + king, nil, "line 1: piece Horse (nN): a lame oblique leap (n on an N, C or Z atom) is blocked on the orthogonal square in betzac, on the diagonal one in the Diagram; write its legs (mafsW for nN)"},
		{"iron beside a locust", "iron=1\nQueen::::d1\nLocust::caW::b1\n" + king, nil, "line 3: piece Locust (caW) is beside iron pieces (iron=) and captures on a leg before its last: betza.js bars such a move when a victim is iron or of its group, also as an attack on a royal piece, which betzac's iron and cannot-capture do not; not translated"},
		{"iron twice", "iron=2\niron=1\nRook::::a1\n" + qk, []string{"iron: RQ"}, ""},
		{"iron beyond the pieces", "iron=3\n" + qk, nil, "line 1: iron=3: want a whole number from 1 to 2"},
		{"iron royal", "iron=1\n" + king, nil, `line 1: the variant file it translates to is wrong: iron "K": piece K is royal; a royal piece cannot be iron`},
		{"counterStrike", "counterStrike=1\n" + king, nil, "line 1: counterStrike=1: " + refused.Get()["counterStrike"]},
		{"antiTrade before the pieces: the common group", "maxPromote=0\nantiTrade=2\nantiTrade=1\nRook::::a1\n" + qk,
			[]string{`  - {letter: R, name: "Rook", betza: "R", cannot-capture: RQ}`, `  - {letter: Q, name: "Queen", betza: "Q", cannot-capture: RQ}`, kingK}, ""},
		{"antiTrade after a piece: its group", "maxPromote=0\nRook::::a1\nantiTrade=0\nBishop::::c1\nantiTrade=2\nQueen::::d1\nantiTrade=0\n" + king,
			[]string{`  - {letter: R, name: "Rook", betza: "R", cannot-capture: RQ}`, `  - {letter: B, name: "Bishop", betza: "B", cannot-capture: B}`, `  - {letter: Q, name: "Queen", betza: "Q", cannot-capture: RQ}`}, ""},
		{"antiTrade after a piece replaces the common group", "maxPromote=0\nantiTrade=1\nantiTrade=2\nRook::::a1\nQueen::::d1\nantiTrade=1\n" + king,
			[]string{`  - {letter: R, name: "Rook", betza: "R", cannot-capture: R}`, `  - {letter: Q, name: "Queen", betza: "Q", cannot-capture: Q}`}, ""},
		{"antiTrade after a hole: the piece before it", "maxPromote=0\nRook::::a1\nhole::::c3\nantiTrade=0\n" + qk,
			[]string{`  - {letter: R, name: "Rook", betza: "R", cannot-capture: R}`, `  - {letter: Q, name: "Queen", betza: "Q"}`}, ""},
		{"antiTrade group 3", "Rook::::a1\nantiTrade=3\n" + king, nil, "line 2: antiTrade=3 after piece Rook: want its group, 0, 1 or 2 (betza.js's ScoreMove does not test group 3)"},
		{"antiTrade beyond the pieces", "antiTrade=3\n" + qk, nil, "line 1: antiTrade=3: want a whole number from 1 to 2"},
		{"antiTrade after a royal piece", "royal=1\nKing::::e1\nantiTrade=0\n", nil, "line 3: antiTrade=0 after piece King: it would clear the piece's royal= or iron= (ParseGameDef assigns its flags), which is not translated"},
		{"antiTrade after an iron piece", "iron=1\nQueen::::d1\nantiTrade=0\n" + king, nil, "line 3: antiTrade=0 after piece Queen: it would clear the piece's royal= or iron= (ParseGameDef assigns its flags), which is not translated"},
		{"antiTrade on a locust", "antiTrade=1\nLocust::caW::d1\n" + king, nil, "line 2: piece Locust (caW) is in an anti-trade group and captures on a leg before its last: betza.js bars such a move when a victim is iron or of its group, also as an attack on a royal piece, which betzac's iron and cannot-capture do not; not translated"},
		{"antiTrade on the royal piece, before the pieces", "antiTrade=1\n" + king, []string{`  - {letter: K, name: "King", betza: "KisO2", royal: true, cannot-capture: K}`}, ""},
		{"protected", "protected=1\n" + king, nil, "line 1: protected=1: " + refused.Get()["protected"]},
		{"tradeThreshold", "tradeThreshold=5\n" + king, nil, "line 1: tradeThreshold=5: " + refused.Get()["tradeThreshold"]},
		{"baring", "baring=1\nRook::::a1\n" + king, []string{"baring: R"}, ""},
		{"baring twice", "baring=1\nbaring=2\nRook::::a1\nKnight:N:::b1\n" + king, []string{"baring: RN"}, ""},
		{"baring=0: every piece not royal", "baring=0\nRook::::a1\nKnight:N:::b1\n" + king, []string{"baring: RN"}, ""},
		{"baring=0 after royal=", "royal=2\nbaring=0\nRook::::a1\nKing::::e1\n", []string{"baring: R"}, ""},
		{"baring of the default royal piece: nothing", "baring=2\nRook::::a1\n" + king, []string{"board: 8x8"}, ""},
		{"royal= after baring=0", "baring=0\nroyal=2\nRook::::a1\n" + king, nil, "line 2: royal= after baring=0: betza.js has then given this piece baring's bits too and counts it among the baring pieces, which betzac's baring (the pieces beside the royal ones) does not; put royal= first"},
		{"baring of a named royal piece", "royal=2\nbaring=2\nRook::::a1\n" + king, nil, "line 2: baring names piece King, which is royal: betza.js then counts the royal piece among the baring pieces, which betzac's baring (the pieces beside the royal ones) does not; not translated"},
		{"baring beside a promotion to a listed piece", "baring=3\nPawn::::a2\nRook::::a1\nQueen::::d1\n" + king, nil, "line 1: baring= beside piece Pawn's promotion, which changes how many baring pieces a side has: betza.js judges such a move by the move (a bare side may promote out of it, a piece promoting away its side's last one loses), betzac's baring by the position after it; not translated"},
		{"baring beside a promotion among listed pieces", "baring=0\nPawn::::a2\nQueen::::d1\n" + king, []string{"baring: PQ"}, ""},
		{"baring with hands", "baring=1\nRook::::a1:1\n" + king, nil, "line 1: baring= with pieces in hand: the Diagram counts the board only and its generator makes no drops; not translated"},
		{"baring: Black bare at the start", "symmetry=none\nbaring=1\nRook::::a1\nKing::::e1,,e8\n", nil, "line 2: baring=: Black is bare at the start: betza.js lets White move first and judges Black's reply, betzac's baring ends the game at once; not translated"},
		{"shuffle (more in TestShuffleImport)", "shuffle=NQ\nKnight:N:::b1\nQueen::::d1\n" + king, []string{`shuffle: "NQ"`, "shuffle-black: mirror"}, ""},
		{"promoOffset: optional, a capture inside the zone", "promoOffset=2\npromoZone=3\nPawn::fW::a3\nSilver::::b1\nTokin:T:WfF::\nGold:G:WfF::\n" + king,
			[]string{`  - {letter: P, name: "Pawn", betza: "fW", promote: {zone: 3, to: T, optional: true, capture-inside: true}}`, `  - {letter: S, name: "Silver", betza: "FfW"}`}, ""},
		{"promoOffset with hands: leaving, demotion in hand", "promoOffset=2\nmaxPromote=2\nholdingsType=-1\nPawn::fW::a3\nSilver::::b1\nTokin:T:WfF::\nGold:G:WfF::\n" + king,
			[]string{`  - {letter: P, name: "Pawn", betza: "fW", promote: {zone: 1, to: T, optional: true, leaving: true}}`,
				`  - {letter: S, name: "Silver", betza: "FfW", promote: {zone: 1, to: G, optional: true, leaving: true}}`,
				`  - {letter: T, name: "Tokin", betza: "WfF", hand: P}`, `  - {letter: G, name: "Gold", betza: "WfF", hand: S}`,
				`  - {letter: K, name: "King", betza: "KisO2", royal: true, hand: T}`}, ""},
		{"promoOffset past the last piece: to piece promoOffset+1", "promoOffset=2\nmaxPromote=2\nPawn::fW::a3\nQueen::::d1\n" + king,
			[]string{`  - {letter: P, name: "Pawn", betza: "fW", promote: {zone: 1, to: K, optional: true, capture-inside: true}}`,
				`  - {letter: Q, name: "Queen", betza: "Q", promote: {zone: 1, to: K, optional: true, capture-inside: true}}`}, ""},
		{"promoOffset to no piece", "promoOffset=1\n" + king, nil, "line 1: promoOffset=1: piece 1 (King) would promote to piece 2, but there are 1"},
		{"castleFlip", "castleFlip=1\n" + king, nil, "line 1: castleFlip=1: not translated yet"},
		{"autoGate", "autoGate=1\n" + king, nil, "line 1: autoGate=1: gating is not translated yet"},
		{"extinction (more in TestExtinction)", "extinction=1\n" + king, nil, "line 1: extinction=1: royalty that differs by side is not translated (0 or 3)"},
		{"zonal", "zonal=1\n" + king, nil, "line 1: zonal=1: confinement by the page's own BadZone script cannot be translated"},
	})
}

// TestCosmetic: parameters that change the picture only are ignored and
// listed.
func TestCosmetic(t *testing.T) {
	imp, err := Import("graphicsDir=/g/\nsquareSize=36\nsatellite=demo\nuseMarkers=1\n"+king, "t")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]string{"graphicsDir=/g/", "squareSize=36", "satellite=demo", "useMarkers=1"}, imp.Ignored); diff != "" {
		t.Errorf("Ignored (-want +got):\n%s", diff)
	}
}

// TestPieceDefaults has a row per default of a piece line (betza.js
// ParseGameDef, DefaultMove, PutPiece).
func TestPieceDefaults(t *testing.T) {
	rows := []importCase{
		{"ID: the name's first letter", qk, []string{queen}, ""},
		{"ID given", "maxPromote=0\nKnight:N:::b1\n" + king, []string{`  - {letter: N, name: "Knight", betza: "N"}`}, ""},
		{"ID lower case is upper", "maxPromote=0\nKnight:n:::b1\n" + king, []string{`  - {letter: N, name: "Knight", betza: "N"}`}, ""},
		{"ID two letters", "Knight:NN:::b1\n" + king, nil, `line 1: piece Knight: ID "NN" is not one letter, as betzac's piece letters are`},
		{"ID twice", "Kangaroo::W::b1\n" + king, nil, "line 2: piece King: ID K is already the ID of the piece at line 1"},
		{"Betza given", "Wazir::W::b1\n" + king, []string{`  - {letter: W, name: "Wazir", betza: "W"}`}, ""},
		{"moves by name, any case", "SILVER::::b1\n" + king, []string{`  - {letter: S, name: "SILVER", betza: "FfW"}`}, ""},
		{"king on 8 files", "King::::e1\n", []string{kingK}, ""},
		{"king on 10 files", "files=10\nKing::::e1\n", []string{`  - {letter: K, name: "King", betza: "KisO3", royal: true}`}, ""},
		{"no Betza, a name the Diagram does not know", "Unicorn:::::\n" + king, nil, `line 1: piece Unicorn has no moves, and the Diagram has none for the name "Unicorn" (it gives it "O", castling only)`},
		{"hole", "hole::::d4\n" + king, []string{"start: 4k3/8/8/3*4/3*4/8/8/4K3 w KQkq - 0 1"}, ""},
		{"hole, Black's only", "hole::::,,d4\n" + king, []string{"start: 4k3/8/8/8/3*4/8/8/4K3 w KQkq - 0 1"}, ""},
		{"range along a rank", "Pawn::::a2-h2\nQueen::::d1\n" + king, []string{"start: 3qk3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w KQkq - 0 1"}, ""},
		{"range backwards", "Pawn::::h2-a2\nQueen::::d1\n" + king, nil, `line 1: piece Pawn: range "h2-a2" counts down: the Diagram places nothing there`},
		{"range along a file", "Wazir::W::a1-a3\n" + king, []string{"start: w3k3/w7/w7/8/8/W7/W7/W3K3 w KQkq - 0 1"}, ""},
		{"range a rectangle", "Wazir::W::a1-b2\n" + king, []string{"start: ww2k3/ww6/8/8/8/8/WW6/WW2K3 w KQkq - 0 1"}, ""},
		{"colour separator with mirror: both", "Wazir::W::a1,,h5\n" + king, []string{"start: w3k3/8/8/7w/8/8/8/W3K3 w KQkq - 0 1"}, ""},
		{"square off the board", "Wazir::W::i1\n" + king, nil, `line 1: piece Wazir: "i1" is not a square (or range a2-h2) on the 8x8 board`},
		{"square taken", "Wazir::W::e1\n" + king, nil, "line 2: piece King: square e1 already has Wazir"},
		{"square taken by Black's", "Wazir::W::e8\n" + king, nil, "line 2: piece King: square e1 already has Wazir"},
		{"no squares", "Wazir::W::\n" + king, []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"squares 0", "Wazir::W::0\n" + king, []string{"start: 4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1"}, ""},
		{"hand: drops, captures leave the game", "Wazir::W:::2\n" + king, []string{"drops: true", "start: 4k3/8/8/8/8/8/8/4K3[WWww] w KQkq - 0 1"}, ""},
		{"hand White's and Black's", "Wazir::W:::2,1\n" + king, []string{"start: 4k3/8/8/8/8/8/8/4K3[WWw] w KQkq - 0 1"}, ""},
		{"hand not a count", "Wazir::W:::x\n" + king, nil, `line 1: piece Wazir: hand "x": want a count from 0 to 99, or White's and Black's (2,1)`},
		{"castling: no O, no rights", "King::K::e1\n", []string{"start: 4k3/8/8/8/8/8/8/4K3 w - - 0 1"}, ""},
		{"too many fields", "King::K::e1:1:2\n", nil, `line 1: piece "King::K::e1:1:2" has 7 fields; a piece is name:ID:XBetza:image:squares[:hand]`},
		{"too few fields", "King::K\n", nil, `line 1: piece "King::K" has 3 fields; a piece is name:ID:XBetza:image:squares[:hand]`},
		{"neither", "files 10\n" + king, nil, `line 1: "files 10" is neither a parameter (key=value) nor a piece (name:ID:XBetza:image:squares[:hand])`},
		{"<br> ends a line", "files=10<br>\n" + king, []string{"board: 10x8"}, ""},
		{"no piece", "files=10\n", nil, "line 1: the definition has no piece line (name:ID:XBetza:image:squares)"},
	}
	for name, betza := range defaultBetza.Get() {
		rows = append(rows, importCase{"default moves of " + name, "Royal:Y:K::e1\n" + name + "::::\nroyal=1\n",
			[]string{`  - {letter: ` + strings.ToUpper(name[:1]) + `, name: "` + name + `", betza: "` + betza + `"}`}, ""})
	}
	runImportCases(t, rows)
	// A Betza string betzac cannot read is refused at its piece line.
	if _, err := Import("Odd::W!::b1\n"+king, "t"); err == nil || !strings.HasPrefix(err.Error(), "line 1: the variant file it translates to is wrong: ") {
		t.Errorf("bad Betza: got %v, want an error at line 1", err)
	}
}

// TestHTML: the definition is read from a page's idiagram element, lines
// numbered in the page, tags and entities removed.
func TestHTML(t *testing.T) {
	page := "<html>\n<p>text</p>\n<div class=\"idiagram\" style=\"float: left\">\nfiles=10<br>\nfooBar=&amp;\n" + king + "</div>\n<p>King::::a1</p>\n"
	_, err := Import(page, "t")
	if diff := cmp.Diff("line 5: fooBar=&: unknown parameter", err.Error()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	_, err = Import("<div class='idiagram'>\n"+king, "t")
	if diff := cmp.Diff(`line 1: the <div class="idiagram"> element has no </div>`, err.Error()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// TestDocExample imports the documentation's own example: the Lion gets
// DefaultMove's lion, the King on 10 files KisO3, and two Lions each in hand.
func TestDocExample(t *testing.T) {
	page, err := os.ReadFile("testdata/doc-example.html")
	if err != nil {
		t.Fatal(err)
	}
	runImportCases(t, []importCase{{"doc example", string(page), []string{
		"board: 10x8", "drops: true",
		`  - {letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: QNRB}}`,
		`  - {letter: K, name: "King", betza: "KisO3", royal: true}`,
		`  - {letter: L, name: "Lion", betza: "KNADcaKcabKmabK"}`,
		"start: rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[LLll] w KQkq - 0 1",
	}, ""}})
}

func TestVariantName(t *testing.T) {
	for in, want := range map[string]string{"a/b/My Page.html": "My-Page", "x.txt": "x", "/t/.html": "html", "/t/-.x": "diagram", `c:\d\q_r.htm`: "q-r"} {
		if got := VariantName(in); got != want {
			t.Errorf("VariantName(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzImport: any text is imported or refused with an error, never a
// panic; what is imported loads and compiles (Import checks that).
func FuzzImport(f *testing.F) {
	page, _ := os.ReadFile("testdata/doc-example.html")
	f.Add(string(page))
	f.Add("files=10\nsymmetry=rotate\nPawn::::a2-j2\nKing::::f1\n")
	f.Add("holdingsType=1\nKnight:N:::b1:2\nKing::::e1\n")
	f.Fuzz(func(t *testing.T, text string) {
		imp, err := Import(text, "f")
		if err == nil && imp.YAML == "" {
			t.Fatal("no error and no file")
		}
	})
}
