package compiler

import (
	"errors"
	"fmt"
	"strings"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/variants"
)

// Error is a compile error located in a variant file: in a piece's Betza
// string (Betza set, Line and Column pointing at the offending letter in
// the file), or in the variant as a whole.
type Error struct {
	File         string // variant file, as in variants.Variant.File
	Line, Column int    // 1-based position in File; 0 if unknown
	Piece        string // the piece's letter, if the error is in a piece
	Betza        string // the piece's Betza string, if the error is in it
	Msg          string
	// Err is the underlying error: a *grammar.Error for a Betza string.
	Err error
}

func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
			if e.Column > 0 {
				fmt.Fprintf(&b, ":%d", e.Column)
			}
		}
		b.WriteString(": ")
	}
	if e.Piece != "" || e.Betza != "" {
		if e.Piece != "" && e.Line == 0 {
			fmt.Fprintf(&b, "piece %s: ", e.Piece)
		}
		fmt.Fprintf(&b, "betza %q: ", e.Betza)
	}
	b.WriteString(e.Msg)
	return b.String()
}

func (e *Error) Unwrap() error { return e.Err }

// ErrorList is every error found while compiling a variant, in the order
// of the pieces. Compile returns it as its error when there is at least
// one.
type ErrorList []*Error

func (l ErrorList) Error() string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// Unwrap lets errors.Is and errors.As see each error.
func (l ErrorList) Unwrap() []error {
	out := make([]error, len(l))
	for i, e := range l {
		out[i] = e
	}
	return out
}

// Compile compiles every piece of v for its board into one Program: the
// pieces' move lists one after another in Table, each ending in 0, in the
// order of v.Pieces. It compiles all pieces even after an error, and
// returns a nil Program and an ErrorList with every error, each mapped to
// its position in the variant file. A piece with an empty Betza string has no moves.
func Compile(v *variants.Variant) (*Program, error) {
	if v == nil {
		return nil, errors.New("compile: no variant")
	}
	p := &Program{
		Name:        v.Name,
		Files:       v.Files,
		Ranks:       v.Ranks,
		Start:       v.Start,
		Castling960: v.Chess960,
	}
	var errs ErrorList
	if err := checkBoard(v.Files, v.Ranks); err != nil {
		errs = append(errs, &Error{File: v.File, Msg: err.Error(), Err: err})
		return nil, errs
	}
	for i := range v.Pieces {
		vp := &v.Pieces[i]
		pt := PieceType{
			Letter: vp.Letter,
			Name:   vp.Name,
			Betza:  vp.Betza,
			Offset: len(p.Table),
			Royal:  vp.Royal,
		}
		if vp.Promote != nil {
			pt.Promote = &Promotion{Zone: vp.Promote.Zone, To: vp.Promote.To, Limit: vp.Promote.Limit}
			pt.Promote.ToBlack = vp.Promote.ToBlack
			pt.Promote.Squares = region(vp.Promote.Squares, v.Files)
			pt.Promote.SquaresBlack = region(vp.Promote.SquaresBlack, v.Files)
		}
		var moves []Move
		if strings.TrimSpace(vp.Betza) != "" {
			piece, err := grammar.Parse(vp.Betza)
			if err == nil {
				moves, err = CompilePiece(piece, v.Files, v.Ranks)
			}
			if err != nil {
				errs = append(errs, pieceError(v, vp, err))
				moves = nil
			}
		}
		p.Table = p.Table.Append(moves)
		p.Pieces = append(p.Pieces, pt)
	}
	compileHand(v, p)
	p.DupleCheck = v.DupleCheck
	p.EPFieldMarked = v.EPFieldMarked
	for i := range p.Pieces {
		p.Pieces[i].Clock = v.Pieces[i].Clock
		p.Pieces[i].InitialRegion = region(v.Pieces[i].InitialRegion, v.Files)
	}
	errs = compileZones(v, p, errs)
	if len(errs) > 0 {
		return nil, errs
	}
	return p, nil
}

// pieceError maps an error in a piece's Betza string into the file.
func pieceError(v *variants.Variant, vp *variants.Piece, err error) *Error {
	e := &Error{File: vp.File, Piece: vp.Letter, Betza: vp.Betza, Msg: err.Error(), Err: err}
	if e.File == "" {
		e.File = v.File
	}
	var ge *grammar.Error
	if errors.As(err, &ge) {
		e.Msg = ge.Msg
		if vp.BetzaPos.Line > 0 {
			e.Line = vp.BetzaPos.Line
			e.Column = vp.BetzaPos.Column + ge.Pos.Column() - 1
		}
	}
	return e
}
