package compiler

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// ModeString spells out a leg's mode bits: the letters m, c, e run
// together ("mc"), then the other bits by name ("m initial lame
// epRights"), unknown bits in hex. With final set, the FINAL bit (implied
// on a move's last leg) is left out. A mode without bits is "-".
func ModeString(mode int32, final bool) string {
	var parts []string
	var mce string
	for _, b := range []struct {
		bit int32
		s   string
	}{{ModeMove, "m"}, {ModeCapture, "c"}, {ModeEP, "e"}} {
		if mode&b.bit != 0 {
			mce += b.s
		}
	}
	if mce != "" {
		parts = append(parts, mce)
	}
	rest := mode &^ (ModeMove | ModeCapture | ModeEP)
	if final {
		rest &^= ModeFinal
	}
	for _, n := range ModeBits[3:] { // after m, c, e
		if rest&n.Bit != 0 {
			parts = append(parts, n.Name)
			rest &^= n.Bit
		}
	}
	if rest != 0 {
		parts = append(parts, fmt.Sprintf("%#x", uint32(rest)))
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}

// rangeString shows a leg's range: the count, ∞ for unlimited, * for "up
// to the middle of the board", rest for "what the previous leg left".
func rangeString(r int32) string {
	switch r {
	case 0:
		return "∞"
	case -1:
		return "*"
	case -2:
		return "rest"
	}
	return fmt.Sprint(r)
}

func signed(n int32) string {
	if n > 0 {
		return fmt.Sprintf("+%d", n)
	}
	return fmt.Sprint(n)
}

// String shows one leg as RANGE×(dx,dy) MODES, e.g. "∞×(0,+1) m". The
// FINAL bit is shown; Move.String leaves it out on the last leg.
func (l Leg) String() string { return l.format(false) }

func (l Leg) format(last bool) string {
	return fmt.Sprintf("%s×(%s,%s) %s", rangeString(l.Range), signed(l.DX), signed(l.DY), ModeString(l.Mode, last))
}

// String shows a move as its legs joined by arrows:
// "∞×(0,+1) m → 1×(+1,0) mc".
func (m Move) String() string {
	parts := make([]string, len(m))
	for i, l := range m {
		parts[i] = l.format(i == len(m)-1)
	}
	return strings.Join(parts, " → ")
}

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
			fmt.Fprintf(bw, ", promotes to %s in the last %d ranks", pt.Promote.To, pt.Promote.Zone)
		}
		bw.WriteString("\n")
		writeMoves(bw, p.Table, pt.Offset)
	}
	return bw.Flush()
}

// DisassembleBetza writes the moves of one Betza string, compiled alone:
// a header, then one move a line with its offset in the piece's own table
// (as CompileBetza returns it).
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
		n := int(t[i])
		if n == 0 {
			fmt.Fprintf(w, "%6d  end\n", i)
			return
		}
		if n < 0 || i+1+4*n > len(t) {
			fmt.Fprintf(w, "%6d  malformed: %d legs\n", i, n)
			return
		}
		m := make(Move, n)
		for k := range m {
			b := i + 1 + 4*k
			m[k] = Leg{Range: t[b], DX: t[b+1], DY: t[b+2], Mode: t[b+3]}
		}
		fmt.Fprintf(w, "%6d  %s\n", i, m)
		i += 1 + 4*n
	}
	fmt.Fprintf(w, "%6d  malformed: no end\n", i)
}
