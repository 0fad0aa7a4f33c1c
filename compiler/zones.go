package compiler

import (
	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// region converts a variants.Region for a board of the given width.
func region(g variants.Region, files int) legdefs.Region {
	if g == nil {
		return nil
	}
	out := make(legdefs.Region, len(g))
	for i, s := range g {
		out[i] = s.File + s.Rank*files
	}
	return out
}

// compileZones fills in the pieces' zone rules (confinement, region
// moves, hop and capture limits, initial moves, Sittuyin promotion),
// appending the region moves' legdefs to p.Table and their number to
// total (see addMoves). Errors in the region moves' Betza strings are
// added to errs.
func compileZones(v *variants.Variant, p *legdefs.Program, errs variants.ErrorList, total *int) variants.ErrorList {
	for i := range v.Pieces {
		vp := &v.Pieces[i]
		pt := &p.Pieces[i]
		pt.Confine = region(vp.Confine, v.Files)
		pt.InitialNotInCheck = vp.InitialNotInCheck
		for _, rm := range vp.RegionMoves {
			piece, err := grammar.ParseShared(rm.Betza)
			var moves []legdefs.Move
			if err == nil {
				moves, err = CompilePiece(piece, v.Files, v.Ranks)
			}
			if err = addMoves(total, moves, err); err != nil {
				q := *vp
				q.Betza, q.BetzaPos, q.File = rm.Betza, rm.BetzaPos, rm.File
				errs = append(errs, pieceError(v, &q, err))
				continue
			}
			pt.RegionMoves = append(pt.RegionMoves, legdefs.RegionMoves{
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
