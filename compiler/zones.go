package compiler

import (
	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// Region is a set of squares, each file + rank*Files (0-based, as White
// sees the board). For Black the region is mirrored top to bottom: the
// square (file, rank) becomes (file, Ranks-1-rank).
type Region []int

// Has reports whether the region holds square sq (file + rank*Files).
func (g Region) Has(sq int) bool {
	for _, s := range g {
		if s == sq {
			return true
		}
	}
	return false
}

// RegionMoves are extra moves of a piece type: it has them only while it
// stands on a square of From, and they may only end on a square of To
// (nil: anywhere; a slide may pass squares outside To). Their
// legdefs are Table.Moves(Offset), after every piece type's list.
type RegionMoves struct {
	Betza    string
	Offset   int
	From, To Region
}

// region converts a variants.Region for a board of the given width.
func region(g variants.Region, files int) Region {
	if g == nil {
		return nil
	}
	out := make(Region, len(g))
	for i, s := range g {
		out[i] = s.File + s.Rank*files
	}
	return out
}

// compileZones fills in the zone rules of v (confinement, region moves,
// flying general, Makpong, passing, bikjang, hop and capture limits),
// appending the region moves' legdefs to p.Table. Errors in the region
// moves' Betza strings are added to errs.
func compileZones(v *variants.Variant, p *Program, errs variants.ErrorList) variants.ErrorList {
	p.FlyingGeneral = v.FlyingGeneral
	p.Makpong = v.Makpong
	p.Pass = v.Pass
	p.Bikjang = v.Bikjang
	p.Gates, p.FENCounting = v.Gates, v.FENCounting
	p.ChecksToWin = v.ChecksToWin
	p.MustDrop, p.RoyalDrops = v.MustDrop, v.RoyalDrops
	for i := range v.Pieces {
		vp := &v.Pieces[i]
		pt := &p.Pieces[i]
		pt.Confine = region(vp.Confine, v.Files)
		pt.CannotHopOver, pt.CannotCapture = vp.CannotHopOver, vp.CannotCapture
		pt.InitialNotInCheck, pt.LosesInitialTo = vp.InitialNotInCheck, vp.LosesInitialTo
		if sp := vp.SittuyinPromotion; sp != nil {
			pt.Sittuyin = &SittuyinPromotion{Squares: region(sp.Squares, v.Files), To: sp.To}
		}
		for _, rm := range vp.RegionMoves {
			piece, err := grammar.Parse(rm.Betza)
			var moves []legdefs.Move
			if err == nil {
				moves, err = CompilePiece(piece, v.Files, v.Ranks)
			}
			if err != nil {
				q := *vp
				q.Betza, q.BetzaPos, q.File = rm.Betza, rm.BetzaPos, rm.File
				errs = append(errs, pieceError(v, &q, err))
				continue
			}
			pt.RegionMoves = append(pt.RegionMoves, RegionMoves{
				Betza:  rm.Betza,
				Offset: len(p.Table),
				From:   region(rm.From, v.Files),
				To:     region(rm.To, v.Files),
			})
			p.Table = p.Table.Append(moves)
		}
	}
	return errs
}

// SittuyinPromotion is PieceType.Sittuyin: the squares (as a Region) and
// the FEN letter of the piece it becomes.
type SittuyinPromotion struct {
	Squares Region
	To      string
}
