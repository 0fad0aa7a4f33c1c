package fsf

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/betzac/betzac/variants"
)

// What Export writes for Janggi-like variants (xiangqi.go reads them, as
// FSF's src/variant.cpp janggi_variant sets them and its variants.ini
// documents the keys):
//
//   - the palace's diagonal lines as diagonalLines, from pieces whose one
//     region-move runs from the lines to the lines with the move FSF's
//     type has there (diagonalMoves: wazir F, soldier fF, rook B, janggi
//     cannon pB; position.h moves_from). FSF's squares are the board's,
//     not each side's, so the lines must be the same seen from Black;
//   - the guard W on the lines as FSF's wazir, the soldier fsW as its
//     soldier (soldierPromotionRank = 1: sideways everywhere), the
//     cannon pR that neither hops over nor captures its own kind as its
//     janggiCannon, the elephant mafsmafW as its janggiElephant (nZ);
//   - a general W on the lines as FSF's king of kingType wazir, which no
//     variants.ini key sets ("king = k" is a chess king, "king = k:W" a
//     custom royal piece that the lines do not know): only a section
//     whose parent is FSF's janggi (as [janggihouse:janggi] in
//     variants.ini) has it, so the section is written as its child and
//     sets no king (the general must be lettered K);
//   - pass and bikjangRule for the rules pass and bikjang (false, and
//     materialCounting = none, where the variant lacks what janggi sets).
//
// What the child inherits and the variant lacks, the round trip finds.

// janggiParent is the FSF built-in the section must inherit, "janggi" if
// the royal piece moves on diagonal lines, else "".
func (x *exporter) janggiParent() string {
	for i := range x.v.Pieces {
		vp := &x.v.Pieces[i]
		if vp.Royal && len(vp.RegionMoves) > 0 {
			return "janggi"
		}
	}
	return ""
}

// janggiType is FSF's type for vp where its region moves are FSF's moves
// on the diagonal lines (their squares recorded in x.lines), "" if it
// has none; a region move of another kind is a problem.
func (x *exporter) janggiType(sb *strings.Builder, vp *variants.Piece) string {
	if len(vp.RegionMoves) == 0 {
		return ""
	}
	typ := ""
	switch {
	case vp.Betza == "W": // a royal one: kingType wazir (janggiParent)
		typ = "wazir"
	case vp.Betza == "fsW":
		typ = "soldier"
		sb.WriteString("soldierPromotionRank = 1\n")
	case vp.Betza == "R":
		typ = "rook"
	case vp.Betza == "pR" && vp.CannotHopOver == vp.Letter && vp.CannotCapture == vp.Letter:
		typ = "janggiCannon"
	}
	rm := vp.RegionMoves[0]
	if typ == "" || len(vp.RegionMoves) != 1 || rm.Betza != diagonalMoves.Get()[typ] {
		x.problem(vp, "region-moves: Fairy-Stockfish's only region moves are its wazir's F, soldier's fF, rook's B and janggi cannon's pB on its diagonalLines")
		return ""
	}
	pt := x.compiled(vp.Letter)
	from, to := squareSet(pt.RegionMoves[0].From), squareSet(pt.RegionMoves[0].To)
	switch {
	case !sameSquares(from, to):
		x.problem(vp, "region-moves from %s to %s: Fairy-Stockfish's diagonal lines run from the lines to the lines", regionText(from, x.p.Files), regionText(to, x.p.Files))
	case x.lines != nil && !sameSquares(from, x.lines):
		x.problem(vp, "region-moves on %s: Fairy-Stockfish has one set of diagonalLines", regionText(from, x.p.Files))
	case !sameSquares(from, x.mirrored(from)):
		x.problem(vp, "region-moves on %s: Fairy-Stockfish's diagonalLines are the same squares for both sides; Black's mirrored differ", regionText(from, x.p.Files))
	}
	x.lines = from
	if vp.Royal {
		return "king"
	}
	return typ
}

// janggiKing checks the royal piece vp, which the section inherits from
// FSF's janggi: its king k, of kingType wazir. No king setting is
// written: one sets kingType anew (parser.cpp: "king = k" is a chess
// king).
func (x *exporter) janggiKing(vp *variants.Piece) string {
	var discard strings.Builder
	typ := x.janggiType(&discard, vp)
	if typ != "" && vp.Letter != "K" {
		x.problem(vp, "the general of FSF's janggi is k: a king setting, which would letter it, makes it a chess king (kingType)")
		return ""
	}
	return typ
}

// mirrored is set seen from Black (betzac's regions are White's).
func (x *exporter) mirrored(set map[int]bool) map[int]bool {
	out := map[int]bool{}
	files, ranks := x.p.Files, x.p.Ranks
	for s := range set {
		out[s%files+(ranks-1-s/files)*files] = true
	}
	return out
}

// writeJanggi writes diagonalLines, pass and bikjangRule (and, under
// FSF's janggi, materialCounting = none where the variant has none).
func (x *exporter) writeJanggi(sb *strings.Builder) {
	if x.lines != nil {
		var sq []string
		for _, s := range slices.Sorted(maps.Keys(x.lines)) {
			sq = append(sq, fmt.Sprintf("%c%d", 'a'+s%x.p.Files, s/x.p.Files+1))
		}
		fmt.Fprintf(sb, "diagonalLines = %s\n", strings.Join(sq, " "))
	}
	// under FSF's janggi, which sets them, false and none too
	for _, r := range []struct {
		key string
		on  bool
	}{{"pass", x.v.Pass}, {"bikjangRule", x.v.Bikjang}} {
		if r.on || x.parent != "" {
			fmt.Fprintf(sb, "%s = %t\n", r.key, r.on)
		}
	}
	if x.parent != "" && x.v.MaterialCounting == "" {
		sb.WriteString("materialCounting = none\n")
	}
}
