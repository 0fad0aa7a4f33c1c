package compiler

import (
	"errors"
	"fmt"
	"strings"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// Compile compiles every piece of v for its board into one Program: the
// pieces' move lists one after another in Table, each ending in 0, in the
// order of v.Pieces. It compiles all pieces even after an error, and
// returns a nil Program and an ErrorList with every error, each mapped to
// its position in the variant file. A piece with an empty Betza string has no moves.
func Compile(v *variants.Variant) (*legdefs.Program, error) {
	if v == nil {
		return nil, errors.New("compile: no variant")
	}
	p := &legdefs.Program{
		Name:  v.Name,
		Files: v.Files,
		Ranks: v.Ranks,
		Start: v.Start,
		Rules: v.Rules,
	}
	var errs variants.ErrorList
	if err := checkBoard(v.Files, v.Ranks); err != nil {
		return nil, variants.ErrorList{{File: v.File, Msg: err.Error(), Err: err}}
	}
	ix := &pieceIndex{v: v}
	total := 0 // moves of the pieces so far
	for i := range v.Pieces {
		vp := &v.Pieces[i]
		pt := legdefs.PieceType{
			Letter: vp.Letter,
			Name:   vp.Name,
			Betza:  vp.Betza,
			Offset: len(p.Table),
			Royal:  vp.Royal,
		}
		ix.pieceRules(i, &pt) // pieces.go
		var moves []legdefs.Move
		if strings.TrimSpace(vp.Betza) != "" {
			piece, err := grammar.Parse(vp.Betza)
			if err == nil {
				moves, err = CompilePiece(piece, v.Files, v.Ranks)
			}
			err = addMoves(&total, moves, err)
			if err != nil {
				errs = append(errs, pieceError(v, vp, err))
				moves = nil
			}
		}
		p.Table = p.Table.Append(moves)
		p.Pieces = append(p.Pieces, pt)
	}
	for i := range p.Pieces {
		p.Pieces[i].InitialRegion = region(v.Pieces[i].InitialRegion, v.Files)
	}
	errs = compileZones(v, p, errs, &total)
	errs = append(errs, ix.errs...)
	if len(errs) > 0 {
		return nil, errs
	}
	return p, nil
}

// addMoves adds moves to total, the moves of the variant so far, and
// returns err, or an error when total passes MaxProgramMoves.
func addMoves(total *int, moves []legdefs.Move, err error) error {
	if *total += len(moves); err == nil && *total > MaxProgramMoves {
		err = fmt.Errorf("with this piece the variant has %d moves, more than the %d all pieces together may have", *total, MaxProgramMoves)
	}
	return err
}

// pieceError maps an error in a piece's Betza string into the file: to the
// offending letter when the error has a column and the piece a position.
func pieceError(v *variants.Variant, vp *variants.Piece, err error) *variants.Error {
	msg, column := err.Error(), 0
	var ge *grammar.Error
	if errors.As(err, &ge) {
		msg, column = ge.Msg, ge.Pos.Column()
	}
	msg = fmt.Sprintf("betza %s: %s", grammar.Quote(vp.Betza), msg)
	if vp.BetzaPos.Line == 0 {
		msg = fmt.Sprintf("piece %s: %s", vp.Letter, msg)
	}
	e := vp.ErrorAt(column, msg)
	if e.File == "" {
		e.File = v.File
	}
	e.Err = err
	return e
}
