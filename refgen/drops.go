package refgen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// Drops and holdings, and the immobility rule, written from the schema's
// text (variants/README.md, "Drops and holdings" and "Promotion"):
//
//   - A position keeps, when the variant has drops or captures to hand, the
//     pieces each side holds; in a FEN they follow the board in brackets
//     ("[Pp]", White's upper case), printed White's first, then Black's,
//     each in the reverse order of the variant's pieces.
//   - With captures to hand, every enemy piece a move captures (on its
//     destination, e.p., or on the way) goes to the mover's hand as the
//     captured piece's hand type (a +X is an X; crazyhouse's Q~ a P). A
//     piece of the mover's own side it takes leaves the game, and a victim
//     that an unload puts back is not in hand.
//   - With drops, the side to move may put a held, non-royal piece on an
//     empty square ("P@e4"): within the piece's drop ranks (counted from
//     the dropper's side), not on a file that already holds file-limit of
//     the dropper's pieces of that very type, not where it could never move
//     (immobility), nor outside the piece's confinement region, leaving the
//     own royal pieces safe, for a no-mate piece not giving mate, and with
//     no-drop-checks not giving check. With drop-promoted, X may also be dropped as
//     +X (then +X's rules apply, without a file limit).
//   - With the immobility rule, no move or drop leaves a piece where it
//     would have no move on an otherwise empty board; so an optional
//     promotion there is forced, and a move that cannot promote there is
//     not made.
//   - A dropped piece is unmoved if the start position has the same piece
//     on that square, unless it is a castling royal or partner.

// handRules is what the generator reads from the variant's hand rules
// (Generator.rules.Hand) and its pieces.
type handRules struct {
	on bool // positions keep hands: drops or captures to hand
	// immobile: the immobility rule filters moves now; it is off while
	// addHand walks each piece alone to find where it is stuck
	immobile bool
	pieces   []handPiece // by kind
	// castlers are the kinds whose unmoved state only castling rights
	// give: castling royals and their partners in the start position.
	castlers []bool
}

// handPiece is one piece type's hand and drop data.
type handPiece struct {
	handKind  int    // the kind the capturer gets in hand
	promoted  int    // the kind of its "+X" form, or -1
	ranks     [2]int // lowest and highest drop rank from the owner's side, 1-based; 0, 0: any
	fileLimit int
	noMate    bool
	never     bool // never dropped
	// stuck[c][f][r]: the piece of colour c (0 White) could never move
	// from square (f, r); nil when the immobility rule is off.
	stuck [2][][]bool
}

// addHand reads the drop, holdings and immobility rules of v into g. The
// pieces' terms, promotions and zones must be read already.
func (g *Generator) addHand(v *variants.Variant) error {
	h := &g.hand
	h.on = v.Hand.Drops || v.Hand.CapturesToHand || v.Gating
	h.pieces = make([]handPiece, len(g.pieces))
	h.castlers = make([]bool, len(g.pieces))
	for i, p := range v.Pieces {
		hp := &h.pieces[i]
		hp.handKind, hp.promoted = i, -1
		hand := p.Hand
		if hand == "" && strings.HasPrefix(p.Letter, "+") {
			hand = p.Letter[1:] // a captured +X is an X
		}
		if hand != "" {
			k, ok := g.byLetter[hand]
			if !ok {
				return fmt.Errorf("refgen: piece %s: hand: unknown piece %q", p.Letter, hand)
			}
			hp.handKind = k
		}
		if k, ok := g.byLetter["+"+p.Letter]; ok {
			hp.promoted = k
		}
		if d := p.Drop; d != nil {
			hp.ranks, hp.fileLimit, hp.noMate, hp.never = d.Ranks, d.FileLimit, d.NoMate, d.Never
		}
	}
	if v.Hand.ImmobilityIllegal {
		// Walk each piece alone on the empty board, with the rule still
		// off so that no move is filtered yet.
		h.immobile = false
		stuck := make([][2][][]bool, len(g.pieces))
		for k := range g.pieces {
			for c, white := range []bool{true, false} {
				st := make([][]bool, g.files)
				for f := range st {
					st[f] = make([]bool, g.ranks)
					for r := range st[f] {
						st[f][r] = g.neverMoves(k, white, square{f, r})
					}
				}
				stuck[k][c] = st
			}
		}
		for k := range g.pieces {
			h.pieces[k].stuck = stuck[k]
		}
		h.immobile = true
	}
	if v.Start != "" {
		start, err := g.parseFEN(v.Start)
		if err != nil {
			return fmt.Errorf("refgen: start position: %w", err)
		}
		for _, white := range []bool{true, false} {
			k, ok := g.castler(start, white)
			if !ok {
				continue
			}
			h.castlers[start.at(k).kind] = true
			for _, dir := range []int{-1, 1} {
				if s, ok := g.partner(start, k, dir); ok {
					h.castlers[start.at(s).kind] = true
				}
			}
		}
	}
	return nil
}

// neverMoves reports whether a piece of kind k and the given colour on s
// has no move on the empty board, nor with one friendly piece of its kind
// on any other square (a screen to hop, a hurdle to jump).
func (g *Generator) neverMoves(k int, white bool, s square) bool {
	p := newPosition(g.files, g.ranks)
	p.whiteToMove = white
	p.board[s.f][s.r] = cell{kind: k, white: white}
	if len(g.pseudoMoves(p)) > 0 {
		return false
	}
	for f := 0; f < g.files; f++ {
		for r := 0; r < g.ranks; r++ {
			x := square{f, r}
			if x == s || !p.on(x) {
				continue
			}
			p.board[f][r] = cell{kind: k, white: white}
			for _, m := range g.pseudoMoves(p) {
				if m.from == s {
					return false
				}
			}
			p.board[f][r] = empty
		}
	}
	return true
}

// stuck reports whether a piece of the given kind and colour could never
// move from s, under the immobility rule.
func (g *Generator) stuck(kind int, s square, white bool) bool {
	if kind < 0 || kind >= len(g.hand.pieces) {
		return false
	}
	c := 0
	if !white {
		c = 1
	}
	st := g.hand.pieces[kind].stuck[c]
	return st != nil && st[s.f][s.r]
}

// mobile drops the moves of the piece c that would leave it (as what it
// promotes to) where it could never move again.
func (g *Generator) mobile(c cell, moves []move) []move {
	if !g.hand.immobile {
		return moves
	}
	out := moves[:0]
	for _, m := range moves {
		k := c.kind
		if m.promo >= 0 {
			k = m.promo
		}
		if !g.stuck(k, m.to, c.white) {
			out = append(out, m)
		}
	}
	return out
}

// side is 0 for White, 1 for Black: the index of a side's hand.
func side(white bool) int {
	if white {
		return 0
	}
	return 1
}

// drops returns the pseudo-legal drops of the side to move (the no-mate
// rule is applied in legalMoves, after legality).
func (g *Generator) drops(p *position) []move {
	if !g.rules.Hand.Drops {
		return nil
	}
	white := p.whiteToMove
	var out []move
	for k, n := range p.hand[side(white)] {
		if n == 0 || g.pieces[k].royal && !g.rules.RoyalDrops {
			continue
		}
		forms := []int{k}
		if pk := g.hand.pieces[k].promoted; g.rules.Hand.DropPromoted && pk >= 0 {
			forms = append(forms, pk)
		}
		for _, form := range forms {
			hp := &g.hand.pieces[form]
			if hp.never {
				continue
			}
			for f := 0; f < p.files; f++ {
				own := 0 // the dropper's pieces of this very type on the file
				for r := 0; r < p.ranks; r++ {
					if c := p.board[f][r]; c.kind == form && c.white == white {
						own++
					}
				}
				if form == k && hp.fileLimit > 0 && own >= hp.fileLimit {
					continue
				}
				for r := 0; r < p.ranks; r++ {
					s := square{f, r}
					rank := r + 1 // from the dropper's side
					if !white {
						rank = p.ranks - r
					}
					if !p.on(s) || !p.at(s).isEmpty() || hp.ranks[0] > 0 && (rank < hp.ranks[0] || rank > hp.ranks[1]) {
						continue
					}
					if z := g.pieces[form].zones.confine; z != nil && !g.inRegion(z, s, white) {
						continue
					}
					if g.hand.immobile && g.stuck(form, s, white) {
						continue
					}
					if g.rules.Hand.DropStack == legdefs.DropStackBottom && r > 0 && (!p.on(square{f, r - 1}) || p.at(square{f, r - 1}).isEmpty()) {
						continue // drop-stack: nothing below
					}
					if g.rules.Hand.DropStack == legdefs.DropStackSides && !sideEntries(p)[s] { // connect.go
						continue
					}
					if g.rules.OppositeColourDrops != "" && !g.oppositeOK(p, form, s, white) { // placement.go
						continue
					}
					out = append(out, move{from: s, to: s, promo: -1, drop: true, dropped: form, held: k})
				}
			}
		}
	}
	return out
}

// makeDrop returns the position after the drop m; p is not changed.
func (g *Generator) makeDrop(p *position, m move) *position {
	q := p.copy()
	q.lionSet = false // counterstrike.go: a drop takes nothing
	white := p.whiteToMove
	q.hand[side(white)][m.held]--
	c := cell{kind: m.dropped, white: white}
	if g.start != nil && !g.hand.castlers[m.dropped] {
		s := g.start.at(m.to)
		c.virgin = s.kind == c.kind && s.white == white && !(g.rules.Gating && g.isFirstRank(p, m.to, white))
	}
	q.set(m.to, c)
	if g.rules.CastlingDrops != "" {
		g.castlingDropped(q, m.to, white) // placement.go
	}
	q.ep, q.epVictim = nil, square{}
	q.halfmove = 0 // every drop resets it, as in Fairy-Stockfish (makemove.go)
	if !white {
		q.fullmove++
	}
	q.whiteToMove = !white
	return q
}

// captureToHand puts the enemy pieces m captured in p into the mover's
// hand in q; back is the piece an unload put back on the board (or empty).
func (g *Generator) captureToHand(p, q *position, m move, back cell) {
	if !g.rules.Hand.CapturesToHand || m.drop {
		return
	}
	white := p.whiteToMove
	sqs := slices.Clone(m.victims)
	if m.to != m.from {
		sqs = append(sqs, m.to)
	}
	var seen []square
	for _, s := range sqs {
		if slices.Contains(seen, s) {
			continue
		}
		seen = append(seen, s)
		c := p.at(s)
		if c.isEmpty() || c.white == white {
			continue
		}
		if !back.isEmpty() && back.kind == c.kind && back.white == c.white {
			back = empty // this one is back on the board
			continue
		}
		q.hand[side(white)][g.hand.pieces[c.kind].handKind]++
	}
}

// dropMates reports whether m is a drop of a no-mate piece that mates:
// in q, the position after it, the side to move is in check and has no
// legal move (drops included).
func (g *Generator) dropMates(m move, q *position) bool {
	if !m.drop || !g.hand.pieces[m.dropped].noMate {
		return false
	}
	var royals []square
	for f := 0; f < q.files; f++ {
		for r := 0; r < q.ranks; r++ {
			if c := q.board[f][r]; !c.isEmpty() && c.white == q.whiteToMove && g.pieces[c.kind].royal {
				royals = append(royals, square{f, r})
			}
		}
	}
	if len(royals) == 0 || !g.attacked(q, !q.whiteToMove, royals) {
		return false
	}
	return len(g.legalMoves(q)) == 0
}

// splitHoldings splits a FEN board field into the board and the holdings
// (the text in brackets, or the lichess extra rank), "" if none.
func (g *Generator) splitHoldings(field string) (board, holdings string, err error) {
	if i := strings.IndexByte(field, '['); i >= 0 {
		if !strings.HasSuffix(field, "]") {
			return "", "", fmt.Errorf("FEN holdings %s: want a closing ']'", quote.Q(field[i:]))
		}
		return field[:i], field[i+1 : len(field)-1], nil
	}
	if g.hand.on && strings.Count(field, "/") == g.ranks {
		i := strings.LastIndexByte(field, '/')
		return field[:i], field[i+1:], nil
	}
	return field, "", nil
}

// setHoldings fills p's hands from FEN holdings.
func (g *Generator) setHoldings(p *position, holdings string) error {
	p.hand = [2][]int{make([]int, len(g.pieces)), make([]int, len(g.pieces))}
	if holdings != "" && !g.hand.on {
		return fmt.Errorf("FEN holdings %s: the variant has no drops or captures to hand", quote.Q(holdings))
	}
	for i := 0; i < len(holdings); i++ {
		c := holdings[i]
		if c == '-' {
			continue
		}
		l := holdings[i : i+1]
		if c == '+' && i+1 < len(holdings) {
			l = holdings[i : i+2]
			i++
		} else if i+1 < len(holdings) && holdings[i+1] == '~' {
			l = holdings[i : i+2]
			i++
		}
		white := l != strings.ToLower(l)
		k, ok := g.byLetter[strings.ToUpper(l)]
		if !ok {
			return fmt.Errorf("FEN holdings %s: unknown piece %q", quote.Q(holdings), l)
		}
		p.hand[side(white)][k]++
	}
	return nil
}

// holdingsField is the FEN holdings of p, "[...]", or "" for a variant
// without hands.
func (g *Generator) holdingsField(p *position) string {
	if !g.hand.on {
		return ""
	}
	var b strings.Builder
	b.WriteByte('[')
	for c := 0; c < 2; c++ {
		for k := len(g.pieces) - 1; k >= 0; k-- {
			l := g.pieces[k].letter
			if c == 1 {
				l = strings.ToLower(l)
			}
			for range p.hand[c][k] {
				b.WriteString(l)
			}
		}
	}
	b.WriteByte(']')
	return b.String()
}
