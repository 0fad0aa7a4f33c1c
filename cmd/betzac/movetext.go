package main

import (
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/san"
	"github.com/betzac/betzac/vm"
)

// parseMove reads a move of --moves or of a PGN: UCI first (vm.ParseMove,
// "e2e4"), then SAN (package san, "e4", "Nf3", "O-O"). When neither
// reads it, the error is UCI's if the text is shaped as UCI, else SAN's
// with the legal moves in SAN.
func parseMove(pos *vm.Position, s string) (vm.Move, error) {
	m, uciErr := pos.ParseMove(s)
	if uciErr == nil {
		return m, nil
	}
	m, sanErr := san.Read(pos, s)
	if sanErr == nil {
		return m, nil
	}
	var se *san.Error
	if len(s) > vm.MaxMoveLen || uciShaped.Get().MatchString(strings.ToLower(s)) || !errors.As(sanErr, &se) {
		var me *vm.MoveError
		if errors.As(uciErr, &me) {
			return vm.Move{}, errors.New(me.Reason) // meant as UCI: its reason says more
		}
		return vm.Move{}, uciErr
	}
	return vm.Move{}, fmt.Errorf("%s; legal moves: %s", se.Reason, joinOr(se.Legal))
}

// uciShaped matches a text that starts with two squares or is a drop,
// "e2e4", "e2e9", "P@e4", or is shaped as USI, "7g7f", "p*5e": UCI (or USI
// outside the shogi family) rather than SAN.
var uciShaped = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp {
	return regexp.MustCompile(`^([a-z][0-9]+[a-z][0-9]+|[a-z+]+@|[0-9]+[a-z][0-9]+[a-z]|[a-z+]*\*)`)
}}

// joinOr joins moves with spaces, or says there are none.
func joinOr(moves []string) string {
	if len(moves) == 0 {
		return "(none)"
	}
	return strings.Join(moves, " ")
}
