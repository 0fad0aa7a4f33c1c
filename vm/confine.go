package vm

import "github.com/betzac/betzac/legdefs"

// Confinement and region moves (legdefs.PieceType.Confine and
// RegionMoves): a piece may end its moves only inside its confinement
// region, and has some moves only on some squares (and may end them only
// on others).
//
// A piece type with zone rules is generated as usual (genMoves with its
// own moves), then genZoned adds the moves of every region set whose From
// holds the piece's square (generated the same way, kept only where they
// end on a To square and do not repeat a move already generated), and at
// last drops every move that ends outside the confinement region. Such
// types never use the precomputed attack rays: their attacks run through
// pieceAttacks, which applies the same rules. Fairy-Stockfish works the
// same way: a region restricts the destination (and so the captures and
// checks) of a piece, never its origin.

// regionSet is one legdefs.RegionMoves, per colour.
type regionSet struct {
	from [2][]bool // the piece has these moves on these squares; nil: anywhere
	to   [2][]bool // and they may end only here; nil: anywhere
	col  [2]ptcol
	// notInCheck: the moves are not allowed while the side is in check
	notInCheck bool
}

// regionMask turns a legdefs.Region into a per-square table for colour c
// (Black's region is White's mirrored top to bottom).
func (t *tables) regionMask(g legdefs.Region, c int) []bool {
	if g == nil {
		return nil
	}
	m := make([]bool, t.size)
	for _, s := range g { // on the board (Program.Validate)
		f, r := s%t.files, s/t.files
		if c == 1 {
			r = t.ranks - 1 - r
		}
		m[t.sq(f, r)] = true
	}
	return m
}

// buildConfine precomputes pt's confinement region.
func (t *tables) buildConfine(z *zoneType, pt *legdefs.PieceType) {
	for c := 0; c < 2; c++ {
		z.confine[c] = t.regionMask(pt.Confine, c)
	}
}

// buildRegionMoves compiles the region moves of piece type i.
func (t *tables) buildRegionMoves(i int, z *zoneType, pt *legdefs.PieceType) {
	p := t.prog
	for _, rm := range pt.RegionMoves {
		moves := p.Table.Moves(rm.Offset)
		var set regionSet
		for c := 0; c < 2; c++ {
			set.from[c] = t.regionMask(rm.From, c)
			set.to[c] = t.regionMask(rm.To, c)
		}
		if set.from[0] == nil {
			continue
		}
		set.col = t.compileExtra(i, moves)
		z.sets = append(z.sets, set)
	}
}

// compileExtra compiles moves for both colours as compileType does for a
// piece type, into a scratch type appended to t.types (and removed again):
// the region moves of type i.
func (t *tables) compileExtra(i int, moves []legdefs.Move) [2]ptcol {
	k := len(t.types)
	t.types = append(t.types, ptype{letter: t.types[i].letter, royal: t.types[i].royal, simple: true})
	for c := 0; c < 2; c++ {
		t.compileType(k, c, moves)
	}
	cols := t.types[k].col
	if t.types[k].dedupe {
		t.types[i].dedupe = true
		t.types[i].dedupeSingle = true
	}
	t.types = t.types[:k]
	return cols
}

// genZoned finishes the moves of a piece with zone rules on from: the
// moves from p.out[p.pieceStart:] on are its own.
func (p *Position) genZoned(from, typ int, ty *ptype) {
	z := ty.zones
	us := p.stm
	start := p.pieceStart
	for i := range z.sets {
		set := &z.sets[i]
		if f := set.from[us]; f != nil && !f[from] || set.notInCheck && p.InCheck() {
			continue
		}
		mark := len(p.out)
		p.genMoves(from, typ, &set.col[us])
		to := set.to[us]
		out := p.out[:mark]
		for _, m := range p.out[mark:] {
			if to != nil && !to[m.To] {
				continue
			}
			dup := false
			for _, o := range out[start:] {
				if o == m {
					dup = true
					break
				}
			}
			if !dup {
				out = append(out, m)
			}
		}
		p.out = out
	}
	if c := z.confine[us]; c != nil || z.noCapt != 0 {
		p.dropBarred(start, c, z.noCapt)
	}
	p.pieceStart = start
}

// dropBarred removes from p.out[start:] the moves that end outside the
// confinement c (nil: none) or capture a type of noCapt. Most moves stay
// (addSimple already left out those outside c), so it reads in place and
// copies only from the first move dropped on.
func (p *Position) dropBarred(start int, c []bool, noCapt uint64) {
	i := start
	for i < len(p.out) && !p.barred(&p.out[i], c, noCapt) {
		i++
	}
	if i == len(p.out) {
		return
	}
	out := p.out[:i]
	for j := i + 1; j < len(p.out); j++ {
		if !p.barred(&p.out[j], c, noCapt) {
			out = append(out, p.out[j])
		}
	}
	p.out = out
}

// barred reports whether m ends outside the confinement c (nil: none) or
// captures a type of noCapt.
func (p *Position) barred(m *Move, c []bool, noCapt uint64) bool {
	return c != nil && !c[m.To] || p.capturesBarred(m, noCapt)
}

// outsideConfine reports whether a move of a piece of type ty (with zone
// rules) to to ends outside its confinement region: genZoned drops it,
// and addSimple and addMove drop it before the legality test.
func (p *Position) outsideConfine(to int, ty *ptype) bool {
	c := ty.zones.confine[p.stm]
	return c != nil && !c[to]
}

// zonedAttacks is pieceAttacks for a type with zone rules.
func (p *Position) zonedAttacks(from, typ, col, target int, ty *ptype) bool {
	z := ty.zones
	if c := z.confine[col]; c != nil && !c[target] {
		return false
	}
	if z.noCapt>>(p.board[target]&typeMask)&1 != 0 && p.board[target] != 0 {
		return false
	}
	if p.colAttacks(from, typ, col, target, &ty.col[col]) {
		return true
	}
	for i := range z.sets {
		set := &z.sets[i]
		if f := set.from[col]; f != nil && !f[from] || set.to[col] != nil && !set.to[col][target] {
			continue
		}
		if p.colAttacks(from, typ, col, target, &set.col[col]) {
			return true
		}
	}
	return false
}

// countConfined is countPieces for a free piece whose only zone rule on
// its square is its confinement pc.countIn (markCountPiece): it counts the
// moves that end inside. Its special leaps are lame (quickSpecials); the
// squares they pass, tested first, keep a chain leap on the board.
func (p *Position) countConfined(from int, pc *ptcol, themBit uint8) {
	b := p.board
	in := pc.countIn
	n := 0
	for _, l := range pc.plain {
		to := from + int(l.off)
		if in[to] && b[to]&l.end.mask == l.end.want {
			n++
		}
	}
	for _, l := range pc.slides {
		// written out, not ride: through ride Xiangqi's perft took
		// 0.2 % more instructions (countConfined 2.7 % more)
		to := from
		for k := int32(0); k < l.max; k++ {
			to += int(l.off)
			v := b[to]
			if in[to] && v&l.end.mask == l.end.want {
				n++
			}
			if v != 0 {
				break
			}
		}
	}
	for i := range pc.special {
		l := &pc.special[i]
		if l.initial && !p.virgin[from] || !p.passFree(from, l) {
			continue
		}
		to := from + int(l.off)
		if v := b[to]; in[to] && (v == 0 || l.quick == quickLame && v&colMask == themBit) {
			n++
		}
	}
	p.nCounted += n
}
