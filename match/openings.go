package match

import (
	"errors"
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/pgn"
	"github.com/betzac/betzac/san"
	"github.com/betzac/betzac/vm"
)

// ReadOpenings reads the openings of a file's text: a PGN file (name
// ending in .pgn: each game's FEN tag, else the start, and its main line
// in SAN or UCI) or an EPD file (one position a line, its FEN before the
// first ";", EPD's operations after the fourth field ignored; blank lines
// and lines starting with # skipped). Every opening is checked in prog.
func ReadOpenings(name string, text string, prog *legdefs.Program) ([]Opening, error) {
	var ops []Opening
	var err error
	if strings.HasSuffix(strings.ToLower(name), ".pgn") {
		ops, err = pgnOpenings(name, text, prog)
	} else {
		ops, err = epdOpenings(name, text, prog)
	}
	if err == nil && len(ops) == 0 {
		err = fmt.Errorf("%s: no opening in the file", name)
	}
	return ops, err
}

func pgnOpenings(name, text string, prog *legdefs.Program) ([]Opening, error) {
	games, err := pgn.Parse(text)
	var pe *pgn.Error
	if errors.As(err, &pe) {
		return nil, fmt.Errorf("%s:%d:%d: %s", name, pe.Line, pe.Col, pe.Msg)
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var ops []Opening
	for i, g := range games {
		op := Opening{FEN: g.Tag("FEN"), Source: fmt.Sprintf("%s:%d (game %d)", name, g.Line, i+1)}
		pos, err := vm.NewPosition(prog, op.FEN)
		if err != nil {
			return nil, fmt.Errorf("%s: FEN tag: %w", op.Source, err)
		}
		for _, mv := range g.Moves {
			m, err := pos.ParseMove(mv.Text)
			if err != nil {
				if m, err = san.Read(pos, mv.Text); err != nil {
					return nil, fmt.Errorf("%s:%d:%d: %w", name, mv.Line, mv.Col, err)
				}
			}
			op.Moves = append(op.Moves, pos.MoveString(m))
			pos.Make(m)
		}
		if r := pos.Result(); r.Over() {
			return nil, fmt.Errorf("%s: the opening ends the game (%s)", op.Source, r)
		}
		ops = append(ops, op)
	}
	return ops, nil
}

func epdOpenings(name, text string, prog *legdefs.Program) ([]Opening, error) {
	var ops []Opening
	for n, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(strings.TrimSuffix(line, "\r"))
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		src := fmt.Sprintf("%s:%d", name, n+1)
		fen, _, _ := strings.Cut(line, ";")
		pos, err := epdPosition(prog, strings.Fields(fen))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", src, err)
		}
		if r := pos.Result(); r.Over() {
			return nil, fmt.Errorf("%s: the position ends the game (%s)", src, r)
		}
		ops = append(ops, Opening{FEN: pos.FEN(), Source: src})
	}
	return ops, nil
}

// epdPosition reads the FEN at the start of an EPD line's words: the
// longest run of them, four at least, that is a FEN (an EPD record has
// four fields and operations, a FEN six; a variant's FEN may have more).
// The error is the one for all the words.
func epdPosition(prog *legdefs.Program, words []string) (*vm.Position, error) {
	var first error
	for n := len(words); n >= min(4, len(words)) && n > 0; n-- {
		pos, err := vm.NewPosition(prog, strings.Join(words[:n], " "))
		if err == nil {
			return pos, nil
		}
		if first == nil {
			first = err
		}
	}
	if first == nil {
		first = errors.New("no FEN before the first \";\"")
	}
	return nil, first
}
