package grammar

import "fmt"

// Error is a malformed or meaningless Betza string: what is wrong, and where.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return fmt.Sprintf("column %d: %s", e.Pos.Column(), e.Msg) }

// Errorf returns an *Error at pos.
func Errorf(pos Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}
