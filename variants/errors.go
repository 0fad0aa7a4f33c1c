package variants

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/betzac/betzac/internal/quote"
)

// Error is one problem in a variant file, with its position. Line and Column
// are 1-based; Column is 0 when only the line is known (YAML syntax errors),
// and Line is 0 when the problem concerns the file as a whole.
type Error struct {
	File   string
	Line   int
	Column int
	Msg    string
	Err    error // the underlying error, if any (a *grammar.Error for a Betza string)
}

// Unwrap returns the underlying error, so errors.As finds a *grammar.Error.
func (e *Error) Unwrap() error { return e.Err }

// maxShownPath is the longest file name an error shows whole: paths are
// shown whole (a long one is still the user's), texts of kilobytes not.
const maxShownPath = 1024

// ShownPath is file as an error message shows it: whole, unless it is
// longer than any real path, then abbreviated as quote.Q does.
func ShownPath(file string) string {
	if len(file) > maxShownPath {
		return quote.Q(file)
	}
	return file
}

// Error formats e as "file:line:col: message", the form editors and
// compilers use.
// A file name longer than any real path (a pasted text given as the
// VARIANT argument) is abbreviated as quote.Q does.
func (e *Error) Error() string {
	file := ShownPath(e.File)
	switch {
	case e.Line == 0:
		return fmt.Sprintf("%s: %s", file, e.Msg)
	case e.Column == 0:
		return fmt.Sprintf("%s:%d: %s", file, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", file, e.Line, e.Column, e.Msg)
}

// ErrorList is every problem found in a variant file (and the files it
// inherits from). The loaders return a non-empty ErrorList, sorted by file and
// position, rather than stopping at the first problem.
type ErrorList []*Error

// Error returns the errors one per line.
func (l ErrorList) Error() string {
	s := make([]string, len(l))
	for i, e := range l {
		s[i] = e.Error()
	}
	return strings.Join(s, "\n")
}

// Unwrap returns the entries, so that errors.As finds an *Error.
func (l ErrorList) Unwrap() []error {
	s := make([]error, len(l))
	for i, e := range l {
		s[i] = e
	}
	return s
}

// sort orders l by file, line and column, keeping the order of errors at the
// same position.
func (l ErrorList) sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
}

// loc is a position in a variant file. For a scalar it is where the value's
// text starts (after an opening quote), so that loc.col+i-1 is the column of
// the value's i-th character (1-based), for a one-line scalar without escapes.
// Line and column are int32 (a file is at most maxFileSize bytes): a str
// is 48 bytes, not 64 (2 KB of chushogi's load, issue 31).
type loc struct {
	file      string
	line, col int32
}

func (p loc) short() string { return fmt.Sprintf("%d:%d", p.line, p.col) }

// at returns p moved i bytes to the right (i 0-based).
func (p loc) at(i int) loc { return loc{p.file, p.line, p.col + int32(i)} }

// filePos is p's line and column.
func (p loc) filePos() FilePos { return FilePos{int(p.line), int(p.col)} }

// errs collects errors.
type errs struct{ list ErrorList }

func (e *errs) add(p loc, format string, args ...any) {
	e.list = append(e.list, &Error{File: p.file, Line: int(p.line), Column: int(p.col), Msg: fmt.Sprintf(format, args...)})
}

// ErrorAt returns an error at column (1-based) of p's Betza string, in the
// file p was defined in: the position a compiler reports a problem with the
// Betza string at. msg is the message as is.
func (p *Piece) ErrorAt(column int, msg string) *Error {
	c := p.BetzaPos.Column
	if c > 0 && column > 0 {
		c += column - 1
	}
	return &Error{File: p.File, Line: p.BetzaPos.Line, Column: c, Msg: msg}
}

// pointInherited rewrites each error of l that is in another file than
// file, the one the user loaded, as an error at that file's inherit line
// (at): "mine.yaml:3:10: inherit: base.yaml:5:30: …".
func pointInherited(l ErrorList, file string, at loc) {
	for i, e := range l {
		if e.File != file {
			l[i] = &Error{File: file, Line: int(at.line), Column: int(at.col), Msg: "inherit: " + e.Error(), Err: e}
		}
	}
}

// Own returns e if it is in v's own file, else an error at v's inherit
// line that quotes it ("mine.yaml:3:10: inherit: base.yaml:5:30: …").
func (v *Variant) Own(e *Error) *Error {
	if v == nil || v.Inherit == "" || e.File == v.File {
		return e
	}
	l := ErrorList{e}
	pointInherited(l, v.File, loc{v.File, int32(v.InheritPos.Line), int32(v.InheritPos.Column)})
	return l[0]
}

// StartError is msg at v's start position (or at the inherit line that
// brings it).
func (v *Variant) StartError(msg string) *Error {
	return v.Own(&Error{File: v.StartFile, Line: v.StartPos.Line, Column: v.StartPos.Column, Msg: msg})
}

// StartPositionError is err, from setting up v's start position, at v's
// start line: betzac check, perft, moves and fsfplay report it so.
func (v *Variant) StartPositionError(err error) error {
	return ErrorList{v.StartError("start: " + err.Error())}
}

// PointInherited returns err (an ErrorList or *Error from compiling v)
// with every error in a file v inherits rewritten by Own, as Load does
// for its own errors. Other errors are returned as they are.
func (v *Variant) PointInherited(err error) error {
	var l ErrorList
	var one *Error
	switch {
	case errors.As(err, &l):
		l = append(ErrorList(nil), l...)
	case errors.As(err, &one):
		l = ErrorList{one}
	default:
		return err
	}
	for i, e := range l {
		l[i] = v.Own(e)
	}
	return l
}
