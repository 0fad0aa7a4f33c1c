package vm

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// Walls (legdefs.Rules.Walling): a move of a walling variant has a second
// part, the square where the mover puts a wall (Move.Wall, KindWall). A
// wall is the guard value on a board square, so every leg stops before it
// as at the board's edge and nothing takes it. The generator makes the
// variant's moves as usual and then gives each one every wall square the
// rule allows on the board after it (one move per square, as
// Fairy-Stockfish counts them); the notation appends ",TOWALL" ("a1b2,b2a1",
// Fairy-Stockfish's UCI form). The duck is the one wall of a duck variant:
// each move takes it up and puts it on another empty square.

// wallTables are a walling variant's precomputed rules.
type wallTables struct {
	rule string
	ok   []bool // per mailbox square: a wall may go here (walling-region)
}

// buildWalls precomputes the walling rule; it refuses a Program whose
// walls the VM cannot place soundly.
func (t *tables) buildWalls() error {
	r := t.rules.Walling
	if r == legdefs.WallingNone {
		return nil
	}
	for _, ty := range t.prog.Pieces {
		if ty.Royal && !t.rules.Blast && !t.rules.WallOrMove { // blast.go's royal test sees walls; a wall-only move is tested before its wall
			return &UnsupportedError{Feature: fmt.Sprintf("the rule Program.Walling (%s) with a royal piece (%s)", r, ty.Letter)}
		}
	}
	if t.rules.Hand.Drops {
		return &UnsupportedError{Feature: fmt.Sprintf("the rule Program.Walling (%s) with drops", r)}
	}
	w := &wallTables{rule: r, ok: make([]bool, t.size)}
	if len(t.rules.WallingRegion) == 0 {
		for _, s := range t.squares {
			w.ok[s] = true
		}
	}
	for _, q := range t.rules.WallingRegion {
		if q.File < t.files && q.Rank < t.ranks {
			w.ok[t.sq(q.File, q.Rank)] = true
		}
	}
	t.walls = w
	return nil
}

// addWalls replaces the moves out[n:] by every move with its wall.
func (p *Position) addWalls(out []Move, n int) []Move {
	p.wallBase = append(p.wallBase[:0], out[n:]...)
	out = out[:n]
	for i := range p.wallBase {
		out = p.wallsOf(out, p.wallBase[i])
	}
	return out
}

// wallsOf appends move m with each wall square its rule allows, found on
// the board after m.
func (p *Position) wallsOf(out []Move, m Move) []Move {
	var sq [7]int16
	var old [7]uint8
	n := touched(&m, &sq)
	for i := 0; i < n; i++ {
		old[i] = p.board[sq[i]]
	}
	p.applyBoard(&m)
	w := p.t.walls
	m.Kind |= KindWall
	switch w.rule {
	case legdefs.WallingPast:
		if p.board[m.From] == 0 && w.ok[m.From] {
			m.Wall = m.From
			out = append(out, m)
		}
	case legdefs.WallingArrow:
		out = p.arrows(out, m)
	case legdefs.WallingEdge:
		out = p.edgeWalls(out, m)
	default:
		for _, s := range p.t.squares {
			if p.board[s] == 0 && w.ok[s] {
				m.Wall = s
				out = append(out, m)
			}
		}
	}
	for i := n - 1; i >= 0; i-- {
		p.board[sq[i]] = old[i]
	}
	return out
}

// arrows appends m with a wall on each empty square the moved piece could
// move to, without capturing, from m.To on the board after m. Each square
// found is walled for the time of the search, so that it is listed once.
func (p *Position) arrows(out []Move, m Move) []Move {
	to := int(m.To)
	v := p.board[to]
	p.out = p.arrowBuf[:0]
	p.genMoves(to, int(v&typeMask), &p.t.types[v&typeMask].col[p.stm])
	p.arrowBuf = p.out
	p.out = nil
	w := p.t.walls
	k := len(out)
	for _, a := range p.arrowBuf {
		d := a.To
		if a.NV != 0 || a.Kind&(KindCastle|KindUnload) != 0 || p.board[d] != 0 || !w.ok[d] {
			continue
		}
		p.board[d] = guard
		m.Wall = d
		out = append(out, m)
	}
	for _, a := range out[k:] {
		p.board[a.Wall] = 0
	}
	return out
}

// wallMade moves the duck off its old square after move m put it on
// m.Wall (the board and the hash have the new square already); u keeps
// the old one. A wall-only move (wall-or-move) leaves its piece virgin.
func (p *Position) wallMade(m *Move, u *undoRec, h uint64) uint64 {
	u.duck = p.duck
	if m.From == m.To && u.vg[0] {
		p.virgin[m.From] = true
		h ^= p.t.zVirgin[m.From]
	}
	if p.t.walls.rule != legdefs.WallingDuck {
		return h
	}
	if d := p.duck; d >= 0 {
		p.board[d] = 0
		h ^= p.t.zWall[d]
	}
	p.duck = m.Wall
	return h
}

// wallUnmade puts the duck back where it stood before the move of u.
func (p *Position) wallUnmade(u *undoRec) {
	if p.t.walls.rule == legdefs.WallingDuck && u.duck >= 0 {
		p.board[u.duck] = guard
	}
	p.duck = u.duck
}

// setWalls finds the duck of a FEN; a duck variant has at most one.
func (p *Position) setWalls() error {
	p.duck = -1
	if p.t.walls == nil || p.t.walls.rule != legdefs.WallingDuck {
		return nil
	}
	for _, s := range p.t.squares {
		if p.board[s] == guard {
			if p.duck >= 0 {
				return fmt.Errorf("two ducks (%s and %s): a duck variant has one", p.t.squareName(int(p.duck)), p.t.squareName(int(s)))
			}
			p.duck = s
		}
	}
	return nil
}

// wallSuffix is the wall part of m's notation: ",TOWALL", TO being the
// square the move's text ends on.
func (p *Position) wallSuffix(m Move, text string) string {
	if m.Kind&KindWall == 0 {
		return ""
	}
	to := p.t.squareName(int(m.To))
	if m.Kind&KindCastle != 0 && strings.HasSuffix(text, p.t.squareName(int(m.V[0]))) {
		to = p.t.squareName(int(m.V[0]))
	}
	return "," + to + p.t.squareName(int(m.Wall))
}

// withoutWall returns a move text less its wall part, for the syntax check.
func (p *Position) withoutWall(s string) string {
	if p.t.walls == nil {
		return s
	}
	if i := strings.LastIndexByte(s, ','); i >= 0 {
		return s[:i]
	}
	return s
}

// wallMissing says why s is no move when it is a legal move written
// without its wall square, or returns "".
func (p *Position) wallMissing(s string, moves []Move) string {
	if p.t.walls == nil || strings.Contains(s, ",") {
		return ""
	}
	for _, m := range moves {
		if w := p.MoveString(m); strings.HasPrefix(strings.ToLower(w), strings.ToLower(s)+",") {
			return fmt.Sprintf("incomplete: a move of this variant names its wall square too, as %s", w)
		}
	}
	return ""
}

// duckAside takes the duck off its square for a legality test that must
// see it where the move puts it (blast.go), returning the square or -1;
// duckBack puts it back.
func (p *Position) duckAside() int {
	d := int(p.duck)
	if p.t.walls == nil || p.t.walls.rule != legdefs.WallingDuck || d < 0 {
		return -1
	}
	p.board[d] = 0
	return d
}

// duckBack puts back the duck duckAside took off square d (-1: none).
func (p *Position) duckBack(d int) {
	if d >= 0 {
		p.board[d] = guard
	}
}

// edgeWalls appends m with a wall on each empty square of the board's
// edge ranks and files, or next to a wall a file or a rank apart
// (WallingEdge), on the board after m.
func (p *Position) edgeWalls(out []Move, m Move) []Move {
	t := p.t
	w := t.walls
	for _, s := range t.squares {
		if p.board[s] != 0 || !w.ok[s] {
			continue
		}
		f, r := int(t.sqFile[s]), int(t.sqRank[s])
		if f == 0 || r == 0 || f == t.files-1 || r == t.ranks-1 || p.wallBeside(int(s)) {
			m.Wall = s
			out = append(out, m)
		}
	}
	return out
}

// wallBeside reports whether a wall (not a hole) stands a file or a rank
// from s.
func (p *Position) wallBeside(s int) bool {
	for _, off := range [4]int{-1, 1, -p.t.stride, p.t.stride} {
		if x := s + off; p.board[x] == guard && p.t.sqFile[x] >= 0 {
			return true
		}
	}
	return false
}

// addWallOnly replaces the moves out[n:] of a wall-or-move variant by
// themselves without walls and, if the side to move is not in check,
// its wall-only moves: the null move of its first piece (the lowest
// square, rank by rank from a1) with each wall square.
func (p *Position) addWallOnly(out []Move, n int) []Move {
	if p.InCheck() {
		return out
	}
	first := -1
	for _, s := range p.t.squares {
		if p.board[s]&colMask == colourBit(p.stm) && (first < 0 || p.t.sqRank[s] < p.t.sqRank[first] ||
			p.t.sqRank[s] == p.t.sqRank[first] && p.t.sqFile[s] < p.t.sqFile[first]) {
			first = int(s)
		}
	}
	if first < 0 {
		return out
	}
	return p.wallsOf(out, Move{From: int16(first), To: int16(first)})
}

// unwalledFSF reads Fairy-Stockfish's text of a wall-or-move variant's
// move that puts no wall, "e2e4,e4a1" (its UCI text names the unused
// wall square, square 0), as that move.
func (p *Position) unwalledFSF(want string, moves []Move) []Move {
	var found []Move
	for _, m := range moves {
		if m.Kind&KindWall != 0 {
			continue
		}
		s := strings.ToLower(p.MoveString(m))
		rest, ok := strings.CutPrefix(want, s+",")
		if ok && strings.HasSuffix(rest, "a1") && len(rest) <= 5 {
			found = append(found, m)
		}
	}
	return found
}
