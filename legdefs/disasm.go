package legdefs

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Legend explains the disassembly's notation; Disassemble prints it first.
const Legend = `# Each move: its offset in the table, then its legs, joined by →.
# A leg is RANGE×(dx,dy) MODES: up to RANGE steps of (dx,dy), White's view
# (+y forward; Black negates both). RANGE ∞ = unlimited, * = up to the middle
# of the board, rest = what the leg before left. MODES: m may go to (or pass)
# an empty square, c may capture, e en passant; castle, hop (the square must
# be occupied), toggle (g/y), initial (virgin piece only), lame (the squares
# in between must be empty), jump (must be occupied), friend (captures own
# pieces), epRights (the squares passed become e.p. squares), iso (as long as
# the slide before), unload, curveStep (a z/q path may end here), ...
# "final" is implied on a move's last leg.
`

// Disassemble writes p as a listing a person can read: the legend, then
// for each piece type a header (letter, name, Betza string, offset,
// number of moves) and one move a line.
func Disassemble(w io.Writer, p *Program) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# program %s: board %dx%d, %d piece types, table of %d integers\n", p.Name, p.Files, p.Ranks, len(p.Pieces), len(p.Table))
	if p.Start != "" {
		fmt.Fprintf(bw, "# start %s\n", p.Start)
	}
	if p.Castling960 {
		fmt.Fprintf(bw, "# castling: chess960\n")
	}
	bw.WriteString(Legend)
	for _, pt := range p.Pieces {
		moves := p.Table.Moves(pt.Offset)
		bw.WriteString("\n")
		fmt.Fprintf(bw, "%s %q: betza %q, offset %d, %d moves", pt.Letter, pt.Name, pt.Betza, pt.Offset, len(moves))
		if pt.Royal {
			bw.WriteString(", royal")
		}
		if pt.Promote != nil {
			fmt.Fprintf(bw, ", promotes to %s in the last %d ranks", letters(p, pt.Promote.To), pt.Promote.Zone)
		}
		bw.WriteString("\n")
		writeMoves(bw, p.Table, pt.Offset)
	}
	return bw.Flush()
}

// DisassembleBetza writes the moves of one Betza string, compiled alone:
// a header, then one move a line with its offset in the piece's own table
// (as compiler.CompileBetza returns it).
func DisassembleBetza(w io.Writer, src string, moves []Move) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "betza %q: %d moves\n", src, len(moves))
	writeMoves(bw, Table(nil).Append(moves), 0)
	return bw.Flush()
}

// writeMoves lists the move list of t that starts at offset, up to and
// including its 0 terminator.
func writeMoves(w *bufio.Writer, t Table, offset int) {
	i := offset
	for i < len(t) {
		m, next, ok := t.moveAt(i)
		switch {
		case !ok:
			fmt.Fprintf(w, "%6d  malformed: %d legs\n", i, t[i])
			return
		case m == nil:
			fmt.Fprintf(w, "%6d  end\n", i)
			return
		}
		fmt.Fprintf(w, "%6d  %s\n", i, m)
		i = next
	}
	fmt.Fprintf(w, "%6d  malformed: no end\n", i)
}

// letters returns the letters of the piece types types, one after another
// ("QRBN"); "?" for an index out of range.
func letters(p *Program, types []int) string {
	var sb strings.Builder
	for _, k := range types {
		if k < 0 || k >= len(p.Pieces) {
			sb.WriteString("?")
			continue
		}
		sb.WriteString(p.Pieces[k].Letter)
	}
	return sb.String()
}
