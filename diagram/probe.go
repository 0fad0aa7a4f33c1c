package diagram

import (
	"fmt"
	"sort"
	"strings"

	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// hit is what one probe position's legal moves do on one square.
type hit struct {
	kinds   Mark         // Move, Capture, Castle, EP
	victims map[int]bool // locust victims of the moves that end here
	paths   []Path
}

// hits maps a square (File + Rank*Files) to what the piece does there.
type hits map[int]*hit

// lists returns the legal moves of the piece on from in pos by square.
// The piece's own square is listed only for its victims and paths (a
// Lion's capture that returns home is no move to a square).
func (b *board) hitsOf(pos *vm.Position, from Square) hits {
	out := hits{}
	fromSq := pos.Square(from.File, from.Rank)
	for _, m := range pos.LegalMoves() {
		if int(m.From) != fromSq || m.Kind&vm.KindDrop != 0 {
			continue
		}
		f, r := pos.FileRank(int(m.To))
		to := f + r*b.files
		h := out[to]
		if h == nil {
			h = &hit{victims: map[int]bool{}}
			out[to] = h
		}
		switch {
		case to == b.idx(from):
		case m.Kind&vm.KindCastle != 0:
			h.kinds |= Castle
		case m.Kind&vm.KindEP != 0:
			h.kinds |= EP
		case pos.Piece(int(m.To)) != "":
			h.kinds |= Capture
		default:
			h.kinds |= Move
		}
		if m.Kind&vm.KindLocust != 0 {
			for _, v := range m.V[:m.NV] {
				vf, vr := pos.FileRank(int(v))
				if vi := vf + vr*b.files; vi != to {
					h.victims[vi] = true
				}
			}
		}
		if s := pos.MoveString(m); strings.Contains(s, ",") {
			if p, ok := parsePath(s, b.files, b.ranks); ok {
				h.paths = append(h.paths, p)
			}
		}
	}
	return out
}

// parsePath reads a move written with stops ("d4e5,e5f6", maybe with a
// promotion suffix) as a Path.
func parsePath(s string, files, ranks int) (Path, bool) {
	var p Path
	for i, part := range strings.Split(s, ",") {
		a, rest, ok1 := cutSquare(part, files, ranks)
		z, _, ok2 := cutSquare(rest, files, ranks)
		if !ok1 || !ok2 {
			return nil, false
		}
		if i == 0 {
			p = append(p, a)
		}
		p = append(p, z)
	}
	return p, true
}

// cutSquare reads the square at the start of s and returns the rest.
func cutSquare(s string, files, ranks int) (Square, string, bool) {
	n := 1
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	sq, err := ParseSquare(s[:n], files, ranks)
	return sq, s[n:], err == nil
}

// board is a diagram under construction: the board size, the pieces that
// stand in every probe, and the positions the probes are read from.
type board struct {
	files, ranks int
	at           Square
	fixed        []string // FEN letters by square
	hole         []bool   // holes by square (holeGrid), nil: none
	dummy        string   // the dummy's letter as the enemy's piece
	side         string   // "w" or "b": the piece's side
}

func (b *board) idx(s Square) int { return s.File + s.Rank*b.files }

// isHole reports whether square index i is a hole: no piece goes there.
func (b *board) isHole(i int) bool { return b.hole != nil && b.hole[i] }

func (b *board) square(i int) Square { return Square{i % b.files, i / b.files} }

// fen writes the fixed pieces plus extra (square → letter; "" removes).
func (b *board) fen(extra map[int]string, castling string) string {
	placement := fenboard.Placement(b.files, b.ranks, func(f, r int) string {
		i := f + r*b.files
		if b.isHole(i) {
			return "*" // as a FEN writes a hole
		}
		if l, ok := extra[i]; ok {
			return l
		}
		return b.fixed[i]
	})
	return fmt.Sprintf("%s %s %s - 0 1", placement, b.side, castling)
}

// probe sets up the fixed pieces plus extra from base's tables and
// returns the piece's moves there.
func (b *board) probe(base *vm.Position, castling string, extra map[int]string) (hits, error) {
	pos, err := base.WithFEN(b.fen(extra, castling))
	if err != nil {
		return nil, fmt.Errorf("diagram: probe position: %w", err)
	}
	return b.hitsOf(pos, b.at), nil
}

// probeProgram copies prog for probes: with a dummy piece type (no moves,
// not royal) under a letter the variant does not use, with start as its
// start position, and without the rules that end the game or add moves
// (Sittuyin's promotion by a move of the piece it becomes included), and
// without walls (petrification). Its holes stay: a piece's moves are
// drawn on the board it moves on, and a hole is drawn as no square.
// It returns the copy and the dummy's letter.
func probeProgram(prog *legdefs.Program, start string) (*legdefs.Program, string, error) {
	used := map[string]bool{}
	for _, pt := range prog.Pieces {
		used[strings.Trim(pt.Letter, "+~")] = true
	}
	dummy := ""
	for c := 'Z'; c >= 'A' && dummy == ""; c-- {
		if !used[string(c)] {
			dummy = string(c)
		}
	}
	if dummy == "" {
		return nil, "", fmt.Errorf("diagram: %s uses every letter A-Z: no letter left for the probes' dummy piece", prog.Name)
	}
	cp := *prog
	cp.Table = append(legdefs.Table(nil), prog.Table...)
	cp.Pieces = append([]legdefs.PieceType(nil), prog.Pieces...)
	for i := range cp.Pieces {
		cp.Pieces[i].Sittuyin = nil
	}
	cp.Pieces = append(cp.Pieces, legdefs.PieceType{Letter: dummy, Name: "dummy",
		Offset: len(cp.Table), Hand: len(cp.Pieces), Promoted: -1})
	cp.Table = append(cp.Table, 0)
	cp.Start = start
	cp.BareKing, cp.Baring, cp.ChecksToWin = legdefs.BareKingNone, "", 0
	cp.Pass, cp.Bikjang, cp.MustDrop, cp.MustCapture = false, false, false, false
	cp.FlagSquares, cp.FlagSquaresBlack, cp.Extinction, cp.NoChecks = nil, nil, "", false
	cp.Petrify = ""
	cp.ChasingRule = legdefs.ChasingNone // it judges games, and knows no dummy (legdefs.ChasingPieceError)
	return &cp, dummy, nil
}

// typeOf returns the index of the piece type with FEN letter letter
// (either case).
func typeOf(prog *legdefs.Program, letter string) (int, error) {
	up := strings.ToUpper(letter)
	var all []string
	for i, pt := range prog.Pieces {
		if pt.Letter == up {
			return i, nil
		}
		all = append(all, pt.Letter)
	}
	return -1, fmt.Errorf("no piece %s in %s (its pieces: %s)", quote.Q(letter), prog.Name, strings.Join(all, " "))
}

// hasMode reports whether a move of piece type typ has a leg with bit.
func hasMode(prog *legdefs.Program, typ int, bit int32) bool {
	for _, m := range prog.AllMoves(typ) {
		for _, l := range m {
			if l.Mode&bit != 0 {
				return true
			}
		}
	}
	return false
}

// addPaths adds h's paths to d, once each.
func (d *Diagram) addPaths(seen map[string]bool, h *hit) {
	for _, p := range h.paths {
		if s := p.String(); !seen[s] {
			seen[s] = true
			d.Paths = append(d.Paths, p)
		}
	}
}

// addPathsVia adds those of h's paths that stop on square via (a locust
// victim's), once each.
func (d *Diagram) addPathsVia(seen map[string]bool, h *hit, via Square) {
	for _, p := range h.paths {
		for _, s := range p[1 : len(p)-1] {
			if s == via && !seen[p.String()] {
				seen[p.String()] = true
				d.Paths = append(d.Paths, p)
			}
		}
	}
}

func (d *Diagram) sortPaths() {
	sort.Slice(d.Paths, func(i, j int) bool { return d.Paths[i].String() < d.Paths[j].String() })
}
