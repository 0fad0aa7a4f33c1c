package fsf

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// Xiangqi's and Janggi's built-in pieces and rules (src/variant.cpp
// xiangqi_variant_base, janggi_variant; src/position.h attacks_from):
//   - kingType: Xiangqi's king moves as a wazir (minixiangqi_variant sets
//     kingType = WAZIR, which no variants.ini key says: the pseudo-key
//     kingType = wazir of xiangqiKeys); "king = k:W" would be a custom
//     royal piece, which the diagonal lines do not know;
//   - soldier: fsW, but sideways only from its side's relative rank
//     soldierPromotionRank on (promoted_soldiers): fW and a region-moves
//     sW from there;
//   - janggiCannon: pR that never hops over nor captures a janggi cannon
//     (cannot-hop-over, cannot-capture);
//   - janggiElephant: nZ, the lame (2,3) leaper through an orthogonal
//     and a diagonal step (mafsmafW);
//   - diagonalLines: a piece standing on a line square also moves along
//     the diagonals to line squares: FSF's wazir (and a wazir-type king)
//     as F, its soldier as fF, rook as B and janggi cannon as pB;
//   - pass (both sides), bikjangRule: pass, bikjang.

// xiangqiKeys is xiangqi_variant: xiangqi_variant_base (minixiangqi's
// pieces, board and rules with elephants and advisors on 9x10) with the
// chasing rule.
func xiangqiKeys() []kv {
	return keys("rook", "r", "horse", "n", "king", "k", "cannon", "c", "soldier", "p",
		"elephant", "b", "fers", "a", "kingType", "wazir",
		"maxRank", "10", "maxFile", "i",
		"startFen", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
		"mobilityRegionWhiteKing", palaceWhite, "mobilityRegionBlackKing", palaceBlack,
		"mobilityRegionWhiteFers", palaceWhite, "mobilityRegionBlackFers", palaceBlack,
		"mobilityRegionWhiteElephant", "*1 *2 *3 *4 *5", "mobilityRegionBlackElephant", "*6 *7 *8 *9 *10",
		"soldierPromotionRank", "6", "doubleStep", "false", "castling", "false",
		"stalemateValue", "loss", "perpetualCheckIllegal", "true", "flyingGeneral", "true",
		"chasingRule", "axf")
}

const (
	palaceWhite = "d1 e1 f1 d2 e2 f2 d3 e3 f3"
	palaceBlack = "d8 e8 f8 d9 e9 f9 d10 e10 f10"
)

// janggiKeys is janggi_variant: xiangqi_variant_base without fers,
// cannon and elephant, with a wazir guard, the janggi cannon and
// elephant, diagonal lines in the palaces, passes and bikjang.
// Its pieces are in the order of betzac's janggi (the export's round
// trip compares piece by piece).
func janggiKeys() []kv {
	return keys("rook", "r", "horse", "n", "janggiElephant", "b", "wazir", "a", "king", "k",
		"janggiCannon", "c", "soldier", "p", "kingType", "wazir",
		"maxRank", "10", "maxFile", "i",
		"startFen", "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
		"mobilityRegionWhiteKing", palaceWhite, "mobilityRegionBlackKing", palaceBlack,
		"mobilityRegionWhiteWazir", palaceWhite, "mobilityRegionBlackWazir", palaceBlack,
		"soldierPromotionRank", "1", "doubleStep", "false", "castling", "false",
		"stalemateValue", "loss", "perpetualCheckIllegal", "true",
		"bikjangRule", "true", "materialCounting", "janggi", "nFoldValue", "draw",
		"diagonalLines", "d1 f1 e2 d3 f3 d8 f8 e9 d10 f10", "pass", "true")
}

// janggiPieces are FSF's predefined types translated here, by their
// Betza without the rules of readXiangqi.
var janggiPieces = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{"janggiCannon": "pR", "janggiElephant": "mafsmafW"}
}}

// diagonalMoves is what a predefined type does on FSF's diagonal lines.
var diagonalMoves = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{"wazir": "F", "soldier": "fF", "rook": "B", "janggiCannon": "pB"}
}}

// readXiangqi translates kingType, soldierPromotionRank, the janggi
// cannon, diagonalLines, pass and bikjangRule (see above).
func (t *translation) readXiangqi() {
	for _, k := range []string{"kingType", "soldierPromotionRank", "diagonalLines", "pass", "passWhite", "passBlack", "bikjangRule"} {
		t.handled[k] = true
	}
	wazirKing := t.get["kingType"] == "wazir" && !strings.Contains(t.get["king"], ":")
	lines, hasLines := t.diagonalLines()
	for i := range t.pieces {
		p := &t.pieces[i]
		typ := p.key.key
		if p.royal && wazirKing {
			p.betza, typ = "W", "wazir"
		}
		if typ == "soldier" {
			t.soldier(p)
		}
		if typ == "janggiCannon" {
			p.extra = append(p.extra, fmt.Sprintf("cannot-hop-over: %s, cannot-capture: %s", p.letter, p.letter))
		}
		if d, ok := diagonalMoves.Get()[typ]; ok && hasLines {
			p.regionMoves = append(p.regionMoves, fmt.Sprintf("{from: %q, to: %q, betza: %s}", lines, lines, d))
		}
	}
	t.readPass()
	if t.get["bikjangRule"] == "true" {
		t.rules = append(t.rules, "bikjang: true")
	}
}

// kingTypeReset drops the built-in's kingType where a section below it
// sets king: FSF's parser sets kingType from a king setting (parser.cpp:
// KING, or a custom royal piece), so "king = k" under FSF's janggi is a
// chess king.
func (t *translation) kingTypeReset(keys []kv) {
	level := map[string]int{}
	for _, k := range keys {
		level[k.key] = k.level
	}
	if kt, ok := level["kingType"]; ok {
		if k, set := level["king"]; set && k < kt {
			delete(t.get, "kingType")
		}
	}
}

// soldier gives a soldier its sideways steps only from the relative rank
// soldierPromotionRank on.
func (t *translation) soldier(p *ipiece) {
	r := 1
	if v, ok := t.get["soldierPromotionRank"]; ok {
		if _, err := fmt.Sscan(v, &r); err != nil || r < 1 {
			t.untranslated("soldierPromotionRank = %s (not a rank)", v)
			return
		}
	}
	if r == 1 {
		return // fsW everywhere
	}
	p.betza = "fW"
	if r <= t.ranks {
		p.regionMoves = append(p.regionMoves, fmt.Sprintf("{from: a%d-%s%d, betza: sW}", r, fileLetter(t.files), t.ranks))
	}
}

// diagonalLines reads diagonalLines as a betzac region.
func (t *translation) diagonalLines() (string, bool) {
	v, ok := t.get["diagonalLines"]
	if !ok {
		return "", false
	}
	set, ok := fsfSquares(v, t.files, t.ranks)
	if !ok {
		t.untranslated("diagonalLines = %s (not a list of squares)", v)
		return "", false
	}
	if len(set) == 0 {
		return "", false
	}
	return regionText(set, t.files), true
}

// readPass translates pass (a side may pass instead of moving, FSF's
// pass[color]) to pass, which is both sides'.
func (t *translation) readPass() {
	w, b := t.get["pass"] == "true", t.get["pass"] == "true"
	if v, ok := t.get["passWhite"]; ok {
		w = v == "true"
	}
	if v, ok := t.get["passBlack"]; ok {
		b = v == "true"
	}
	switch {
	case w && b:
		t.rules = append(t.rules, "pass: true")
	case w || b:
		t.untranslated("passWhite = %t, passBlack = %t (betzac's pass is both sides')", w, b)
	}
}

func fileLetter(files int) string { return string(rune('a' + files - 1)) }
