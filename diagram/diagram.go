package diagram

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/picture"
)

// Mark says what a piece can do on one square; a square may have several.
type Mark uint16

// The marks.
const (
	Move        Mark = 1 << iota // moves to this empty square
	Capture                      // captures a piece standing here
	HopMove                      // moves here only over a screen
	HopCapture                   // captures here only over a screen
	Initial                      // a move here is the piece's first move only
	Locust                       // captures a piece here and goes on (a locust victim)
	Castle                       // castles: the royal piece's destination
	EP                           // captures e.p., landing here
	Block                        // must be empty: a piece here blocks a move (lame leap, slide)
	Screen                       // a piece here is hopped over (with a FEN only)
	AfterLocust                  // ends here only after capturing on the way (a locust move)
	Friend                       // takes (or swaps with) a friend standing here (d, ud)
)

// Targets are the marks of a square the piece can end a move on.
const Targets = Move | Capture | HopMove | HopCapture | Castle | EP | AfterLocust | Friend

// Square is a square of the board: 0-based file and rank, a1 = {0, 0}.
type Square struct{ File, Rank int }

// String names the square as the notation does: "e4", "a10".
func (s Square) String() string { return fmt.Sprintf("%c%d", 'a'+s.File, s.Rank+1) }

// Path is a move that stops on the way: the piece's square, each square
// where a leg ends, and the destination.
type Path []Square

// String writes the path as the notation does: "d4e5,e5f6".
func (p Path) String() string {
	var parts []string
	for i := 1; i < len(p); i++ {
		parts = append(parts, p[i-1].String()+p[i].String())
	}
	return strings.Join(parts, ",")
}

// Diagram is one piece's moves from one square.
type Diagram struct {
	Variant             string // the Program's name
	Letter, Name, Betza string // the piece (Letter is White's FEN letter)
	Files, Ranks        int
	At                  Square // where the piece stands
	Black               bool   // the piece is Black's (a FEN's piece only)
	FEN                 string // the position drawn; "" for an empty board
	// Marks holds each square's marks, by File + Rank*Files.
	Marks []Mark
	// Pieces holds the FEN letter of each square's piece, by File +
	// Rank*Files ("" empty): the piece itself, and with a FEN every other
	// piece; on an empty board the castling partners.
	Pieces []string
	// Paths are the moves that stop on the way, sorted by String.
	Paths []Path
	// Hole holds, by File + Rank*Files, whether a square of the rectangle
	// is a hole, off the board (legdefs.Rules.Holes); nil when none is.
	// The renderers draw a hole as no square.
	Hole []bool
	// Look draws the board and the pieces (package picture): the chess
	// style unless the caller sets the variant's (its board-style).
	Look *picture.Set
}

// IsHole reports whether square index i (File + Rank*Files) is a hole.
func (d *Diagram) IsHole(i int) bool { return d.Hole != nil && d.Hole[i] }

// holeGrid returns prog's holes by square index, nil when it has none.
func holeGrid(prog *legdefs.Program) []bool {
	if len(prog.Holes) == 0 {
		return nil
	}
	g := make([]bool, prog.Files*prog.Ranks)
	for _, h := range prog.Holes {
		g[h.File+h.Rank*prog.Files] = true
	}
	return g
}

// Mark returns the marks of square s.
func (d *Diagram) Mark(s Square) Mark {
	if s.File < 0 || s.File >= d.Files || s.Rank < 0 || s.Rank >= d.Ranks {
		return 0
	}
	return d.Marks[s.File+s.Rank*d.Files]
}

// TargetSquares returns the squares the piece can end a move on (any of
// Targets), a1, b1, … rank by rank.
func (d *Diagram) TargetSquares() []Square {
	var out []Square
	for i, m := range d.Marks {
		if m&Targets != 0 {
			out = append(out, Square{i % d.Files, i / d.Files})
		}
	}
	return out
}

// ParseSquare reads a square name ("e4", "a10") on a files×ranks board.
func ParseSquare(s string, files, ranks int) (Square, error) {
	bad := func(why string) (Square, error) {
		return Square{}, fmt.Errorf("square %q: %s", s, why)
	}
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return bad("expected a file letter a-z and a rank number, as e4 or a10")
	}
	rank := 0
	for _, c := range s[1:] {
		if c < '0' || c > '9' || rank > 100 {
			return bad("expected a file letter a-z and a rank number, as e4 or a10")
		}
		rank = rank*10 + int(c-'0')
	}
	sq := Square{int(s[0] - 'a'), rank - 1}
	if sq.File >= files || sq.Rank < 0 || sq.Rank >= ranks {
		return bad(fmt.Sprintf("off the %d×%d board (a1-%s)", files, ranks, Square{files - 1, ranks - 1}))
	}
	return sq, nil
}
