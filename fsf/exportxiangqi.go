package fsf

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// What Export writes for Xiangqi-like variants (xiangqi.go reads them):
//
//   - a piece whose Betza FSF cannot read but has a type for: the horse
//     mafsW as FSF's horse (its Betza nN: the same lame leap, through
//     the orthogonal step), the elephant mafF as FSF's elephant (nA),
//     fsW, or fW with region moves, as FSF's soldier (below);
//   - with the chasing rule, every piece as FSF's type of its kind
//     (legdefs.ChasingPieces names them): Position::chased reads FSF's
//     types, so a custom piece would neither chase nor be chased. The
//     soldier is FSF's soldier: fsW, or fW with a region-moves sW from
//     whole ranks r to the last (soldierPromotionRank = r);
//   - confine as mobilityRegionWhite<Type> and mobilityRegionBlack<Type>
//     (parser.cpp: "mobilityRegion" + color + capitalized piece name),
//     White's squares and Black's mirrored, as betzac's Region is.
//
// FSF's types move as their Betza in fsfPieces; the round trip compares
// with v as FSF spells those pieces (fsfSpelled).

// lameTypes are FSF's types for Betza strings FSF reads otherwise.
var lameTypes = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{"mafsW": "horse", "mafF": "elephant", "mafsmafW": "janggiElephant"}
}}

// xiangqiType returns FSF's predefined type for vp and writes what its
// type needs beside it (soldierPromotionRank); "" if vp is not written
// as one. It records FSF's Betza for the type in x.spelled.
func (x *exporter) xiangqiType(sb *strings.Builder, vp *variants.Piece) string {
	if x.parent != "" && len(vp.RegionMoves) > 0 {
		return x.janggiType(sb, vp) // exportjanggi.go
	}
	typ := lameTypes.Get()[vp.Betza]
	if vp.Betza == "fsW" || vp.Betza == "fW" && len(vp.RegionMoves) > 0 {
		typ = "soldier" // its region moves only FSF's soldier has
	}
	if x.p.ChasingRule != legdefs.ChasingNone {
		typ = legdefs.ChasingPieces[vp.Betza] // the loader allows no other piece
	}
	switch typ {
	case "":
		return ""
	case "soldier": // fsW, or fW with region-moves sW as import writes it
		if !x.soldier(sb, vp) {
			return ""
		}
		return typ
	}
	if fsfPieces.Get()[typ] != vp.Betza {
		x.spelled[vp.Letter] = fsfPieces.Get()[typ]
	}
	return typ
}

// soldier writes soldierPromotionRank for a soldier fW whose region-moves
// sW start on a whole rank r and run to the last, and reports whether
// vp is FSF's soldier (so, or fsW without region moves).
func (x *exporter) soldier(sb *strings.Builder, vp *variants.Piece) bool {
	pt := x.compiled(vp.Letter)
	if vp.Betza == "fsW" && len(vp.RegionMoves) == 0 {
		return true
	}
	if vp.Betza != "fW" || len(vp.RegionMoves) != 1 || vp.RegionMoves[0].Betza != "sW" || pt == nil || pt.RegionMoves[0].To != nil {
		x.problem(vp, "Fairy-Stockfish's soldier is fsW, or fW with region-moves sW from a whole rank to the last (soldierPromotionRank)")
		return false
	}
	from := squareSet(pt.RegionMoves[0].From)
	r := x.p.Ranks - len(from)/x.p.Files + 1
	if len(from)%x.p.Files != 0 || !sameSquares(from, ranksFrom(r, x.p.Files, x.p.Ranks)) {
		x.problem(vp, "region-moves sW: Fairy-Stockfish's soldier steps sideways from a whole rank to the last (soldierPromotionRank)")
		return false
	}
	fmt.Fprintf(sb, "soldierPromotionRank = %d\n", r)
	return true
}

// ranksFrom is the set of squares of ranks r (1-based) to the last.
func ranksFrom(r, files, ranks int) map[int]bool {
	set := map[int]bool{}
	for s := max(r-1, 0) * files; s < files*ranks; s++ {
		set[s] = true
	}
	return set
}

// squareSet is a region as a set of squares.
func squareSet(g legdefs.Region) map[int]bool {
	set := map[int]bool{}
	for _, s := range g {
		set[s] = true
	}
	return set
}

// compiled is the compiled piece type of letter, or nil.
func (x *exporter) compiled(letter string) *legdefs.PieceType {
	for i := range x.p.Pieces {
		if x.p.Pieces[i].Letter == letter {
			return &x.p.Pieces[i]
		}
	}
	return nil
}

// mobility writes the confine of vp, FSF type typ ("horse",
// "customPiece2"), as its mobility regions.
func (x *exporter) mobility(sb *strings.Builder, vp *variants.Piece, typ string) {
	pt := x.compiled(vp.Letter)
	if pt == nil || pt.Confine == nil {
		return
	}
	if len(pt.Confine) == 0 {
		x.problem(vp, "confine holds no square; Fairy-Stockfish reads an empty mobility region as none")
		return
	}
	name := strings.ToUpper(typ[:1]) + typ[1:]
	files, ranks := x.p.Files, x.p.Ranks
	square := func(s int) string { return fmt.Sprintf("%c%d", 'a'+s%files, s/files+1) }
	var w, b []string
	for _, s := range slices.Sorted(slices.Values(pt.Confine)) {
		w = append(w, square(s))
		b = append(b, square(s%files+(ranks-1-s/files)*files))
	}
	fmt.Fprintf(sb, "mobilityRegionWhite%s = %s\nmobilityRegionBlack%s = %s\n", name, strings.Join(w, " "), name, strings.Join(b, " "))
}

// fsfSpelled is p compiled from v with the Betza of the pieces written
// as FSF's types (x.spelled) as FSF spells it: what the export, read
// back, must equal. It is p if no piece was respelled.
func (x *exporter) fsfSpelled() (*legdefs.Program, error) {
	if len(x.spelled) == 0 {
		return x.p, nil
	}
	v := *x.v
	v.Pieces = append([]variants.Piece(nil), x.v.Pieces...)
	for i := range v.Pieces {
		if b, ok := x.spelled[v.Pieces[i].Letter]; ok {
			v.Pieces[i].Betza = b
		}
	}
	return compiler.Compile(&v)
}
