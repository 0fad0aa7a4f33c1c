package diagram

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// forPosition draws the piece on at (or the one piece letter names) in
// the position fen, with its side to move (see the package doc).
func forPosition(prog *legdefs.Program, letter, at, fen string) (*Diagram, error) {
	pos, err := vm.NewPosition(prog, fen)
	if err != nil {
		return nil, err
	}
	sq, err := findPiece(pos, letter, at)
	if err != nil {
		return nil, err
	}
	piece := pos.Piece(pos.Square(sq.File, sq.Rank))
	typ, err := typeOf(prog, piece)
	if err != nil {
		return nil, err
	}
	side := "w"
	if piece != strings.ToUpper(piece) {
		side = "b"
	}
	fields := strings.Fields(pos.FEN())
	if fields[1] != side {
		// The other side's piece: its moves with its side to move.
		fields[1] = side
		if pos, err = vm.NewAnyPosition(prog, strings.Join(fields, " ")); err != nil {
			return nil, err
		}
	}
	b := &board{files: prog.Files, ranks: prog.Ranks, at: sq, side: side,
		fixed: make([]string, prog.Files*prog.Ranks), hole: holeGrid(prog)}
	for i := range b.fixed {
		b.fixed[i] = pos.Piece(pos.Square(i%b.files, i/b.files))
	}
	d := b.newDiagram(prog, typ)
	d.FEN = pos.FEN()
	seen := map[string]bool{}
	for to, h := range b.hitsOf(pos, sq) {
		d.Marks[to] |= h.kinds
		for v := range h.victims {
			d.Marks[v] |= Locust
		}
		d.addPaths(seen, h)
	}
	if err := b.screens(d, prog, fields); err != nil {
		return nil, err
	}
	d.sortPaths()
	return d, nil
}

// findPiece returns the square at, or the one square of piece letter.
func findPiece(pos *vm.Position, letter, at string) (Square, error) {
	files, ranks := pos.Files(), pos.Ranks()
	if at != "" {
		sq, err := ParseSquare(at, files, ranks)
		if err != nil {
			return sq, err
		}
		piece := pos.Piece(pos.Square(sq.File, sq.Rank))
		switch {
		case piece == "":
			return sq, fmt.Errorf("no piece on %s", sq)
		case letter != "" && !strings.EqualFold(piece, letter):
			return sq, fmt.Errorf("the piece on %s is %s, not %s", sq, piece, letter)
		}
		return sq, nil
	}
	if letter == "" {
		return Square{}, fmt.Errorf("with a FEN, give the piece's square")
	}
	var found []Square
	for r := 0; r < ranks; r++ {
		for f := 0; f < files; f++ {
			if pos.Piece(pos.Square(f, r)) == letter {
				found = append(found, Square{f, r})
			}
		}
	}
	switch len(found) {
	case 0:
		return Square{}, fmt.Errorf("no %s in the position (upper case is White's, lower case Black's)", letter)
	case 1:
		return found[0], nil
	}
	return Square{}, fmt.Errorf("%d pieces %s in the position: give the square", len(found), letter)
}

// screens marks the pieces the piece hops over (Screen, and the targets
// they give as hops) and those that block it (Block), by probes on the
// position with every enemy piece a dummy and one piece removed.
func (b *board) screens(d *Diagram, prog *legdefs.Program, fields []string) error {
	cp, dummy, err := probeProgram(prog, prog.Start)
	if err != nil {
		return err
	}
	if b.side == "w" {
		dummy = strings.ToLower(dummy)
	}
	castling := "-"
	if len(fields) > 2 {
		castling = fields[2]
	}
	for i, l := range b.fixed {
		if l != "" && (l == strings.ToUpper(l)) != (b.side == "w") {
			b.fixed[i] = dummy
		}
	}
	base, err := vm.NewAnyPosition(cp, b.fen(nil, castling))
	if err != nil {
		return fmt.Errorf("diagram: %w", err)
	}
	all := b.hitsOf(base, b.at)
	for s, l := range b.fixed {
		if l == "" || s == b.idx(b.at) {
			continue
		}
		pos, err := base.WithFEN(b.fen(map[int]string{s: ""}, castling))
		if err != nil {
			return fmt.Errorf("diagram: probe position: %w", err)
		}
		without := b.hitsOf(pos, b.at)
		for to, h := range all {
			// a lost move or capture needed s as a screen (a lost castling
			// needed its partner, a lost e.p. its victim: no screens)
			if to != s && h.kinds&(Move|Capture) != 0 && without[to] == nil && !h.victims[s] {
				d.Marks[s] |= Screen
				hopped(d, to)
			}
		}
		for to, h := range without {
			if to != s && h.kinds != 0 && all[to] == nil {
				d.Marks[s] |= Block
			}
		}
	}
	return nil
}

// hopped turns the marks of square to into hop marks.
func hopped(d *Diagram, to int) {
	m := &d.Marks[to]
	if *m&Move != 0 {
		*m = *m&^Move | HopMove
	}
	if *m&Capture != 0 {
		*m = *m&^Capture | HopCapture
	}
}
