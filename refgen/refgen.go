package refgen

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
)

// maxBoard is the largest board side: files a-z.
const maxBoard = 26

// Generator generates the legal moves of one variant.
type Generator struct {
	files, ranks int
	pieces       []pieceType
	byLetter     map[string]int // upper-case letter ("N", or "+N" for a promoted form) -> index in pieces
	start        *position      // the start position's board, for virginity; nil if none
	// rules are the variant's rules (legdefs.Rules documents them), each
	// implemented by a file of its own: zones.go (flying general,
	// Makpong), drops.go, fairypawns.go (ep-field), extinction.go,
	// bareking.go
	rules legdefs.Rules
	hand  handRules  // drops, holdings, immobility (drops.go)
	fp    fairyPawns // clock, initial-region (fairypawns.go)
}

// pieceType is one piece of the variant, its Betza string compiled to terms.
type pieceType struct {
	letter    string // upper case; "+X" for a promoted form (shogi)
	royal     bool
	castles   bool // has an O term
	terms     []term
	promoZone int
	promoTo   []int // kinds it may promote to
	// promoNothing: a promotion zone with nothing to promote to
	// (Promote.Nothing): no move may end there
	promoNothing bool
	// promoOptional: it may decline to promote; promoLeaving: a move that
	// starts in the zone may promote too.
	promoOptional, promoLeaving bool
	// promoCaptureInside: a move that starts in the zone may promote only
	// if it captures, and then wherever it ends (variants/README.md,
	// capture-inside).
	promoCaptureInside bool
	zones              zonePiece // confine and region moves (zones.go)
	noCapture          []int     // the kinds it may not capture (cannot.go)

	// promoExtra: Black's own choices, a zone of squares (promoextra.go)
	promoExtra promoExtra
}

// New builds a generator for v. It parses every piece's Betza string and
// reports what it cannot handle.
func New(v *variants.Variant) (*Generator, error) {
	if v == nil {
		return nil, errors.New("refgen: nil variant")
	}
	if v.Files < 1 || v.Files > maxBoard || v.Ranks < 1 || v.Ranks > maxBoard {
		return nil, fmt.Errorf("refgen: board %dx%d: files and ranks must be 1 to %d", v.Files, v.Ranks, maxBoard)
	}
	if err := Unsupported(v); err != nil {
		return nil, err
	}
	g := &Generator{files: v.Files, ranks: v.Ranks, byLetter: map[string]int{}, rules: v.Rules}
	if err := epFree(v); err != nil { // counterstrike.go
		return nil, err
	}
	for _, p := range v.Pieces {
		if err := g.addPiece(p); err != nil {
			return nil, err
		}
	}
	for i, p := range v.Pieces {
		if err := g.addPromotion(i, p, v.Ranks); err != nil {
			return nil, err
		}
	}
	g.addFairyPawnRules(v) // fairypawns.go
	if err := g.addZones(v); err != nil {
		return nil, err
	}
	if err := g.addHand(v); err != nil {
		return nil, err
	}
	if err := g.addCannot(v); err != nil { // cannot.go
		return nil, err
	}
	if v.Start != "" {
		start, err := g.parseFEN(v.Start)
		if err != nil {
			return nil, fmt.Errorf("refgen: start position: %w", err)
		}
		g.start = start
	}
	return g, nil
}

// addPiece parses and adds the piece type p.
func (g *Generator) addPiece(p variants.Piece) error {
	l := strings.TrimSuffix(strings.TrimPrefix(p.Letter, "+"), "~")
	if len(l) != 1 || l[0] < 'A' || l[0] > 'Z' || len(p.Letter) > 2 {
		return fmt.Errorf("refgen: piece letter %q: want one upper-case letter, + and one, or one and ~", p.Letter)
	}
	l = p.Letter
	if _, dup := g.byLetter[l]; dup {
		return fmt.Errorf("refgen: piece letter %q defined twice", p.Letter)
	}
	terms, err := compileBetza(p.Betza, "piece "+p.Letter)
	if err != nil {
		return err
	}
	pt := pieceType{letter: l, royal: p.Royal, terms: terms}
	for _, t := range terms {
		if t.castle {
			pt.castles = true
		}
	}
	g.byLetter[l] = len(g.pieces)
	g.pieces = append(g.pieces, pt)
	return nil
}

// compileBetza parses and compiles a Betza string; what names it in an
// error ("piece N").
func compileBetza(betza, what string) ([]term, error) {
	ast, err := grammar.Parse(betza)
	if err != nil {
		return nil, fmt.Errorf("refgen: %s %q: %w", what, betza, err)
	}
	terms, err := compilePiece(ast)
	if err != nil {
		return nil, fmt.Errorf("refgen: %s %q: %w", what, betza, err)
	}
	return terms, nil
}

// addPromotion adds the promotion of piece type i (p), if it has one, on
// a board of the given ranks.
func (g *Generator) addPromotion(i int, p variants.Piece, ranks int) error {
	if p.Promote == nil {
		return nil
	}
	if p.Promote.Squares == nil && (p.Promote.Zone < 1 || p.Promote.Zone > ranks) {
		return fmt.Errorf("refgen: piece %s: promotion zone %d", p.Letter, p.Promote.Zone)
	}
	g.pieces[i].promoZone = p.Promote.Zone
	g.pieces[i].promoOptional, g.pieces[i].promoLeaving = p.Promote.Optional, p.Promote.Leaving
	g.pieces[i].promoCaptureInside = p.Promote.CaptureInside
	g.pieces[i].promoNothing = p.Promote.Nothing
	// The letters: single letters, + and a letter, or a letter and ~
	// ("QRBN", "+P", "Q~R~").
	to := p.Promote.To
	for j := 0; j < len(to); j++ {
		l := to[j : j+1]
		if to[j] == '+' && j+1 < len(to) || j+1 < len(to) && to[j+1] == '~' {
			l = to[j : j+2]
			j++
		}
		k, ok := g.byLetter[l]
		if !ok {
			return fmt.Errorf("refgen: piece %s promotes to unknown piece %q", p.Letter, l)
		}
		g.pieces[i].promoTo = append(g.pieces[i].promoTo, k)
	}
	return g.addPromoExtra(i, p.Promote)
}

// legalMoves returns the legal moves of p, each with the position after
// it, keyed by notation (moves with the same notation are one move).
func (g *Generator) legalMoves(p *position) map[string]*position {
	out := map[string]*position{}
	if g.gameOverBare(p) || g.gameOverBaring(p) || g.extinct(p) || g.connected(p) || g.castlingDecided(p) {
		return out // bareking.go, gameend.go, connect.go, castling wins
	}
	goal := g.goals(p) // gameend.go
	if goal == goalOver {
		return out
	}
	reaches := false
	var legal []move
	for _, m := range g.pseudoMoves(p) {
		s := m.String(g)
		if _, seen := out[s]; seen {
			continue
		}
		q, ok := g.legal(p, m)
		if !ok || g.takesIron(p, q) || g.capturesBarred(p, q, m) || g.counterStruck(p, m) || g.lionTraded(p, q, m) || g.dropMates(m, q) || (g.rules.NoChecks || g.rules.Hand.NoDropChecks && m.drop) && g.sideInCheck(q, q.whiteToMove) {
			continue
		}
		if g.rules.Walling != "" && !g.rules.WallOrMove {
			g.addWalls(out, s, p, q, m) // walls.go
		} else {
			out[s] = q
		}
		legal = append(legal, m)
		if !m.drop && !m.castle && g.isFlag(p.board[m.from.f][m.from.r].kind) && g.isGoal(m.to, p.whiteToMove) {
			reaches = true
		}
	}
	if g.rules.WallOrMove {
		g.wallOnly(p, out) // walls.go
	}
	if goal == goalReply && !reaches {
		return map[string]*position{} // Black cannot reach a goal square: White has won
	}
	if g.rules.Gating {
		g.gatedMoves(p, legal, out) // gating.go
	}
	if g.rules.MustDrop {
		g.keepDrops(p, out) // placement.go
	}
	return g.stalematePass(p, g.keepCaptures(p, out)) // mustcapture.go, stalematepass.go
}

// LegalMoves returns the legal moves in the position fen, in the shared
// notation ("e2e4", "e7e8q", "e1g1", "e4e5,e5f6"), sorted and without
// duplicates.
func (g *Generator) LegalMoves(fen string) ([]string, error) {
	p, err := g.parseFEN(fen)
	if err != nil {
		return nil, fmt.Errorf("refgen: %w", err)
	}
	moves := g.legalMoves(p)
	out := make([]string, 0, len(moves))
	for s := range moves {
		out = append(out, s)
	}
	slices.Sort(out)
	return out, nil
}

// Play makes the legal move mv in the position fen and returns the FEN of
// the position after it.
func (g *Generator) Play(fen, mv string) (string, error) {
	p, err := g.parseFEN(fen)
	if err != nil {
		return "", fmt.Errorf("refgen: %w", err)
	}
	q, ok := g.legalMoves(p)[mv]
	if !ok {
		return "", fmt.Errorf("refgen: %q is not a legal move in %s", mv, fen)
	}
	return g.fen(q), nil
}

// Perft counts the leaf nodes of the legal move tree of the given depth.
func (g *Generator) Perft(fen string, depth int) (uint64, error) {
	p, err := g.parseFEN(fen)
	if err != nil {
		return 0, fmt.Errorf("refgen: %w", err)
	}
	return g.perft(p, depth), nil
}

func (g *Generator) perft(p *position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	moves := g.legalMoves(p)
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, q := range moves {
		n += g.perft(q, depth-1)
	}
	return n
}
