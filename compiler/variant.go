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
	// Every piece's moves first, so that Table and Pieces are made at
	// their size (growing them by appending was a third of what compiling
	// chushogi allocated).
	total := 0 // moves of the pieces so far
	lists := make([][]legdefs.Move, len(v.Pieces))
	size := 0
	for i := range v.Pieces {
		lists[i], errs = pieceMoves(v, &v.Pieces[i], compiled(v, lists[:i], i), &total, errs)
		size += tableLen(lists[i])
	}
	if len(v.Pieces) > 0 { // else both stay nil, as they always were
		p.Table = make(legdefs.Table, 0, size)
		p.Pieces = make([]legdefs.PieceType, len(v.Pieces))
	}
	ix := &pieceIndex{v: v}
	for i := range v.Pieces {
		vp, pt := &v.Pieces[i], &p.Pieces[i]
		*pt = legdefs.PieceType{
			Letter: vp.Letter,
			Name:   vp.Name,
			Betza:  vp.Betza,
			Offset: len(p.Table),
			Royal:  vp.Royal,
		}
		ix.pieceRules(i, pt) // pieces.go
		p.Table = p.Table.Append(lists[i])
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

// compiled returns the moves of an earlier piece (lists, in the order of
// v.Pieces) with the Betza string of piece i, or nil: pieces repeat
// strings (11 of chushogi's 39), and Table.Append copies the moves, so
// they are compiled once (issue 31).
func compiled(v *variants.Variant, lists [][]legdefs.Move, i int) []legdefs.Move {
	for j, moves := range lists {
		if moves != nil && v.Pieces[j].Betza == v.Pieces[i].Betza {
			return moves
		}
	}
	return nil
}

// pieceMoves compiles vp's Betza string, unless an earlier piece with the
// same string compiled to moves (not nil), vp's moves then; an error is
// added to errs, and then vp has no moves.
func pieceMoves(v *variants.Variant, vp *variants.Piece, moves []legdefs.Move, total *int, errs variants.ErrorList) ([]legdefs.Move, variants.ErrorList) {
	if strings.TrimSpace(vp.Betza) == "" {
		return nil, errs
	}
	var err error
	if moves == nil {
		var piece *grammar.Piece
		if piece, err = grammar.ParseShared(vp.Betza); err == nil {
			moves, err = CompilePiece(piece, v.Files, v.Ranks)
		}
	}
	if err = addMoves(total, moves, err); err != nil {
		return nil, append(errs, pieceError(v, vp, err))
	}
	return moves, errs
}

// tableLen is the length of moves in a Table (legdefs.Table.Append): a
// count and four numbers a leg for each move, and the terminator.
func tableLen(moves []legdefs.Move) int {
	n := 1
	for _, m := range moves {
		n += 1 + 4*len(m)
	}
	return n
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
