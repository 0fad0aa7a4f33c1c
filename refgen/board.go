package refgen

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/internal/quote"
)

// square is a board square: file 0 = a, rank 0 = 1.
type square struct{ f, r int }

func (s square) add(dx, dy int) square { return square{s.f + dx, s.r + dy} }

// String is the square in the shared notation: "e4", "a10".
func (s square) String() string {
	return string(rune('a'+s.f)) + strconv.Itoa(s.r+1)
}

// cell is what stands on one square. kind is an index into Generator.pieces,
// or -1 for an empty square.
type cell struct {
	kind   int
	white  bool
	virgin bool // the piece has not moved
}

var empty = cell{kind: -1}

func (c cell) isEmpty() bool { return c.kind < 0 }

// position is a whole game state. The board is a plain 2-D array indexed
// [file][rank]; making a move copies the position.
type position struct {
	files, ranks int
	board        [][]cell
	whiteToMove  bool
	// ep are the e.p. squares the side to move may capture onto, and
	// epVictim is the piece removed by such a capture (the last mover).
	ep       []square
	epVictim square
	halfmove int
	fullmove int
	// hand[0] and hand[1] count White's and Black's pieces in hand by
	// kind (drops.go); nil in a variant without hands.
	hand [2][]int
	// holes are the variant's holes (holes.go); nil: none
	holes map[square]bool
	// walls are the squares that hold a wall (walls.go)
	walls []square
	// passes is the number of passes in a row that led here
	// (stalematepass.go)
	passes int
	// lion is the counter-strike square, if lionSet (counterstrike.go)
	lion    square
	lionSet bool
}

func newPosition(files, ranks int) *position {
	p := &position{files: files, ranks: ranks, board: make([][]cell, files)}
	for f := range p.board {
		p.board[f] = make([]cell, ranks)
		for r := range p.board[f] {
			p.board[f][r] = empty
		}
	}
	return p
}

func (p *position) copy() *position {
	q := *p
	q.board = make([][]cell, p.files)
	for f := range p.board {
		q.board[f] = append([]cell(nil), p.board[f]...)
	}
	q.ep = append([]square(nil), p.ep...)
	q.walls = slices.Clone(p.walls)
	q.hand = [2][]int{slices.Clone(p.hand[0]), slices.Clone(p.hand[1])}
	return &q
}

// on reports whether s is a square of the board: not a hole (holes.go)
// nor a wall (a wall is off the board for every move: walls.go).
func (p *position) on(s square) bool {
	return s.f >= 0 && s.f < p.files && s.r >= 0 && s.r < p.ranks && !p.holes[s] && !slices.Contains(p.walls, s)
}

// onShape reports whether s is a square of the board's shape (a hole is
// not, a wall is).
func (p *position) onShape(s square) bool {
	return s.f >= 0 && s.f < p.files && s.r >= 0 && s.r < p.ranks && !p.holes[s]
}

func (p *position) at(s square) cell { return p.board[s.f][s.r] }

func (p *position) set(s square, c cell) { p.board[s.f][s.r] = c }

func (p *position) isEP(s square) bool {
	for _, e := range p.ep {
		if e == s {
			return true
		}
	}
	return false
}

// parseSquare reads "e4" or "a10" on a board of the given size.
func parseSquare(s string, files, ranks int) (square, error) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return square{}, fmt.Errorf("bad square %s", quote.Q(s))
	}
	r, err := strconv.Atoi(s[1:])
	if err != nil || s[1] == '0' || s[1] == '+' || s[1] == '-' {
		return square{}, fmt.Errorf("bad square %s", quote.Q(s))
	}
	sq := square{int(s[0] - 'a'), r - 1}
	if sq.f >= files || sq.r < 0 || sq.r >= ranks {
		return square{}, fmt.Errorf("square %s is off the %dx%d board", quote.Q(s), files, ranks)
	}
	return sq, nil
}

// parseBoard reads the piece-placement field of a FEN: ranks from the top,
// separated by '/', empty squares as (possibly multi-digit) counts.
func (g *Generator) parseBoard(field string) (*position, error) {
	p := newPosition(g.files, g.ranks)
	g.setHoles(p) // holes.go
	stars := map[square]bool{}
	rows := strings.Split(field, "/")
	if len(rows) != g.ranks {
		return nil, fmt.Errorf("FEN board has %d ranks, the variant has %d", len(rows), g.ranks)
	}
	for i, row := range rows {
		r := g.ranks - 1 - i
		f := 0
		for tok := range fenboard.Tokens(row) {
			switch {
			case tok.Kind == fenboard.Empty:
				n, ok := tok.Count(g.files)
				if !ok {
					return nil, fmt.Errorf("FEN rank %d: bad empty-square count %s", r+1, quote.Q(tok.Text))
				}
				f += n
			case tok.Kind == fenboard.Piece:
				if err := g.placeFENPiece(p, tok, f, r); err != nil {
					return nil, err
				}
				f++
			case tok.Kind == fenboard.Hole && g.rules.Walling != "":
				p.walls = append(p.walls, square{f, r}) // walls.go
				f++
			case tok.Kind == fenboard.Hole:
				if err := g.holeToken(p, f, r); err != nil {
					return nil, err
				}
				stars[square{f, r}] = true
				f++
			case tok.Text == "+":
				return nil, fmt.Errorf("FEN rank %d: '+' without a letter", r+1)
			default:
				return nil, fmt.Errorf("FEN rank %d: unexpected character %q", r+1, tok.Text[0])
			}
			if f > g.files {
				return nil, fmt.Errorf("FEN rank %d has more than %d files", r+1, g.files)
			}
		}
		if f != g.files {
			return nil, fmt.Errorf("FEN rank %d has %d files, the variant has %d", r+1, f, g.files)
		}
	}
	return p, checkHolesWritten(p, stars)
}

// placeFENPiece puts the piece of a FEN token (a letter, or + and a
// letter for a promoted form, "+p") on file f of rank r.
func (g *Generator) placeFENPiece(p *position, tok fenboard.Token, f, r int) error {
	l := strings.ToUpper(tok.Letter())
	plus := l[0] == '+'
	if tok.Promoted && !plus {
		// a promoted piece (crazyhouse "Q~"): its own type, which the
		// variant must have
		if _, ok := g.byLetter[l+"~"]; !ok {
			return fmt.Errorf("FEN rank %d: %q: the variant has no promoted piece %s~", r+1, tok.Text, l)
		}
		l += "~"
	}
	kind, ok := g.byLetter[l]
	if !ok {
		return fmt.Errorf("FEN rank %d: unknown piece letter %q", r+1, l)
	}
	if f >= g.files {
		return fmt.Errorf("FEN rank %d has more than %d files", r+1, g.files)
	}
	if p.holes[square{f, r}] {
		return fmt.Errorf("FEN rank %d: a piece on %s, a hole of the variant", r+1, square{f, r})
	}
	p.board[f][r] = cell{kind: kind, white: tok.White()}
	if tok.Promoted && plus {
		return fmt.Errorf("FEN rank %d: unexpected character %q", r+1, '~') // no '~' after a "+" form
	}
	return nil
}

// parseFEN reads a whole FEN: board, side, castling, e.p. square, halfmove
// clock and move number (the last four may be missing; the side may not).
//
// Virginity (has a piece moved?) is not in a FEN, so it is derived. Any
// piece is virgin iff the variant's start position has the same piece on
// its square, except: a king that castles (a royal piece with an O atom) is
// virgin iff its side has a castling right, and if it has one, its possible
// partners, the outermost pieces on each side of it on its rank, are virgin
// iff the castling field names that side (K/Q/k/q for the outermost piece,
// or a Shredder/X-FEN file letter).
func (g *Generator) parseFEN(fen string) (*position, error) {
	fields := strings.Fields(fen)
	if len(fields) == 0 {
		return nil, fmt.Errorf("empty FEN")
	}
	if len(fields) > 6 {
		return nil, fmt.Errorf("FEN has %d fields, at most 6 expected", len(fields))
	}
	board, holdings, err := g.splitHoldings(fields[0]) // drops.go
	if err != nil {
		return nil, err
	}
	p, err := g.parseBoard(board)
	if err != nil {
		return nil, err
	}
	if err := g.setHoldings(p, holdings); err != nil {
		return nil, err
	}
	if err := g.checkRoyals(p); err != nil { // fencheck.go
		return nil, err
	}
	p.whiteToMove = true
	p.fullmove = 1
	if len(fields) < 2 {
		return nil, fmt.Errorf("FEN without a side to move: want w or b after the board")
	}
	switch fields[1] {
	case "w":
	case "b":
		p.whiteToMove = false
	default:
		return nil, fmt.Errorf("FEN side to move %s: want w or b", quote.Q(fields[1]))
	}
	g.startVirgins(p)  // start-position virginity first
	g.regionVirgins(p) // fairypawns.go
	castling := "-"
	if len(fields) > 2 {
		castling = fields[2]
	}
	rights := castling
	if g.rules.Gating {
		rights = onlyKQ(castling) // gating.go
	}
	if err := g.applyCastling(p, rights); err != nil {
		return nil, err
	}
	if g.rules.Gating {
		g.applyGates(p, castling) // gating.go
	}
	if g.rules.CounterStrike != "" && len(fields) > 3 && fields[3] != "-" {
		if err := g.parseLion(p, fields[3]); err != nil { // counterstrike.go
			return nil, err
		}
	} else if g.rules.EPFieldMarked && len(fields) > 3 && fields[3] != "-" {
		if err := g.parseMarkedEP(p, fields[3]); err != nil { // fairypawns.go
			return nil, err
		}
	} else if len(fields) > 3 && fields[3] != "-" {
		if err := g.parseEP(p, fields[3]); err != nil {
			return nil, err
		}
	}
	if len(fields) > 4 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 0 {
			return nil, fmt.Errorf("FEN halfmove clock %s", quote.Q(fields[4]))
		}
		p.halfmove = n
	}
	if len(fields) > 5 {
		n, err := strconv.Atoi(fields[5])
		if err != nil || n < 1 {
			return nil, fmt.Errorf("FEN move number %s", quote.Q(fields[5]))
		}
		p.fullmove = n
	}
	return p, nil
}

// startVirgins marks virgin every piece of p that stands where the
// variant's start position has the same piece.
func (g *Generator) startVirgins(p *position) {
	if g.start == nil {
		return
	}
	for f := 0; f < p.files; f++ {
		for r := 0; r < p.ranks; r++ {
			c, s := p.board[f][r], g.start.board[f][r]
			if !c.isEmpty() && c.kind == s.kind && c.white == s.white {
				p.board[f][r].virgin = true
			}
		}
	}
}

// parseEP reads a FEN's e.p. field, one square: the victim is the piece
// that just passed over it, one step further in its own forward
// direction.
func (g *Generator) parseEP(p *position, field string) error {
	sq, err := parseSquare(field, g.files, g.ranks)
	if err != nil {
		return fmt.Errorf("FEN e.p. field: %v", err)
	}
	victim := sq.add(0, -1)
	if !p.whiteToMove {
		victim = sq.add(0, 1)
	}
	if p.on(victim) && p.at(sq).isEmpty() {
		if v := p.at(victim); !v.isEmpty() && v.white != p.whiteToMove {
			p.ep = []square{sq}
			p.epVictim = victim
		}
	}
	return nil
}

// epTakeable returns the e.p. squares some pseudo-legal move of the side
// to move captures the e.p. victim on.
func (g *Generator) epTakeable(p *position) []square {
	if len(p.ep) == 0 {
		return nil
	}
	moves := g.pseudoMoves(p)
	var out []square
	for _, s := range p.ep {
		for _, m := range moves {
			if m.to == s && slices.Contains(m.victims, p.epVictim) {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// fen writes p as a FEN. The castling field names, per side, the outermost
// piece on each side of a virgin castling king if that piece is virgin and
// stands on the edge file (K/Q style); the e.p. field lists the e.p.
// squares the last move made that a piece of the side to move could
// capture on, legality aside (Fairy-Stockfish's convention), or "-".
func (g *Generator) fen(p *position) string {
	var b strings.Builder
	for r := p.ranks - 1; r >= 0; r-- {
		n := 0
		for f := 0; f < p.files; f++ {
			c := p.board[f][r]
			off := p.holes[square{f, r}] || slices.Contains(p.walls, square{f, r})
			if c.isEmpty() && !off {
				n++
				continue
			}
			if n > 0 {
				b.WriteString(strconv.Itoa(n))
				n = 0
			}
			if off {
				b.WriteByte('*') // a hole (holes.go) or a wall (walls.go)
				continue
			}
			l := g.pieces[c.kind].letter
			if !c.white {
				l = strings.ToLower(l)
			}
			b.WriteString(l)
		}
		if n > 0 {
			b.WriteString(strconv.Itoa(n))
		}
		if r > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString(g.holdingsField(p))
	if p.whiteToMove {
		b.WriteString(" w ")
	} else {
		b.WriteString(" b ")
	}
	castling := ""
	for _, white := range []bool{true, false} {
		n := len(castling)
		castling += g.castlingLetters(p, white)
		if g.rules.Gating {
			castling += g.gateField(p, white, castling[n:]) // gating.go
		}
	}
	if castling == "" {
		castling = "-"
	}
	b.WriteString(castling)
	b.WriteByte(' ')
	if p.lionSet {
		b.WriteString(p.lion.String()) // counterstrike.go
	} else if g.rules.EPFieldMarked {
		b.WriteString(markedEP(p)) // fairypawns.go
	} else if eps := g.epTakeable(p); len(eps) > 0 {
		for _, s := range eps {
			b.WriteString(s.String())
		}
	} else {
		b.WriteByte('-')
	}
	fmt.Fprintf(&b, " %d %d", p.halfmove, p.fullmove)
	return b.String()
}

// castlingLetters returns a side's castling rights, K/Q style: the
// outermost piece on each side of its virgin castling king, if virgin and
// on the edge file.
func (g *Generator) castlingLetters(p *position, white bool) string {
	k, ok := g.castler(p, white)
	if !ok || !p.at(k).virgin {
		return ""
	}
	out := ""
	for _, dir := range []int{1, -1} {
		s, ok := g.partner(p, k, dir)
		edge := s == edgeSquare(p, k, dir) || g.inner(p, k, dir) // holes.go
		switch {
		case g.typedPartners():
			if !g.virginPartner(p, k, dir) { // castlepartners.go
				continue
			}
		case !ok || !edge || !p.at(s).virgin:
			continue
		}
		l := byte('K')
		if dir < 0 {
			l = 'Q'
		}
		if !white {
			l |= 0x20
		}
		out += string(l)
	}
	return out
}

// castlingKind reports whether pieces of kind k are the ones the castling
// rights are about: a royal piece with an O atom, or, in a variant where no
// royal piece has one, any piece with an O atom (a non-royal king).
func (g *Generator) castlingKind(k int) bool {
	if !g.pieces[k].castles {
		return false
	}
	if g.pieces[k].royal {
		return true
	}
	for _, pt := range g.pieces {
		if pt.royal && pt.castles {
			return false
		}
	}
	return true
}
