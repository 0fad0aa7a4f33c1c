package vm

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// This file implements the rules that depend on where a piece stands
// (legdefs.PieceType.Confine and RegionMoves), the hop and capture
// limits, initial moves barred in check or lost to an enemy piece, Sittuyin
// promotion, and the variant-wide rules around royal pieces and the game's
// course that Betza cannot say: flying general, Makpong, passing, bikjang,
// check counting, must-drop and royal drops, with the FEN fields some of
// them need (gates, counting limit, check counts). Each is documented in
// legdefs.Program / legdefs.PieceType.
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

// zoneType is the precomputed zone rules of one piece type.
type zoneType struct {
	// confine[c][sq]: a piece of colour c may end a move on sq; nil:
	// anywhere.
	confine [2][]bool
	sets    []regionSet
	// noHop, noCapt: the types it may not hop over, and may not capture
	noHop, noCapt uint64
	// spoiledBy: the enemy types that take its initial moves away by
	// ending a move on its file or rank
	spoiledBy uint64
	sitt      *sittRule // Sittuyin promotion, or nil
}

// sittRule is legdefs.PieceType.Sittuyin.
type sittRule struct {
	squares [2][]bool
	to      int // the type it becomes
}

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
func (t *tables) regionMask(g legdefs.Region, c int) ([]bool, error) {
	if g == nil {
		return nil, nil
	}
	m := make([]bool, t.size)
	for _, s := range g {
		f, r := s%t.files, s/t.files
		if s < 0 || r >= t.ranks {
			return nil, fmt.Errorf("vm: region square %d is off the %dx%d board", s, t.files, t.ranks)
		}
		if c == 1 {
			r = t.ranks - 1 - r
		}
		m[t.sq(f, r)] = true
	}
	return m, nil
}

// buildZones precomputes the zone rules. It runs before buildAttacks:
// types with zone rules (and, under the flying-general rule, royal types)
// are marked as not simple, so that their attacks are found by move
// generation.
func (t *tables) buildZones() error {
	p := t.prog
	t.flyingGeneral = p.FlyingGeneral
	t.makpong = p.Makpong
	t.pass, t.bikjang = p.Pass, p.Bikjang
	t.gates, t.fenCounting = p.Gates, p.FENCounting
	t.checksToWin = p.ChecksToWin
	t.mustDrop, t.royalDrops = p.MustDrop, p.RoyalDrops
	for i, pt := range p.Pieces {
		ty := &t.types[i]
		if (t.flyingGeneral || t.bikjang) && ty.royal {
			ty.simple = false
		}
		if pt.Confine == nil && len(pt.RegionMoves) == 0 && pt.CannotHopOver == "" && pt.CannotCapture == "" &&
			!pt.InitialNotInCheck && pt.LosesInitialTo == "" && pt.Sittuyin == nil {
			continue
		}
		z := &zoneType{}
		if sp := pt.Sittuyin; sp != nil {
			k := t.typeOf(sp.To)
			if k < 0 {
				return fmt.Errorf("vm: piece %q: Sittuyin promotion to unknown piece %q", pt.Letter, sp.To)
			}
			z.sitt = &sittRule{to: k}
			for c := 0; c < 2; c++ {
				m, err := t.regionMask(sp.Squares, c)
				if err != nil {
					return fmt.Errorf("piece %q: sittuyin-promotion: %w", pt.Letter, err)
				}
				z.sitt.squares[c] = m
			}
			t.sittuyin = true
		}
		for _, l := range pt.LosesInitialTo {
			if k := t.typeOf(string(l)); k >= 0 {
				z.spoiledBy |= 1 << uint(k)
				t.spoil = true
			}
		}
		if pt.InitialNotInCheck {
			// its initial moves become a set of their own, allowed only
			// when not in check
			var initial, other []legdefs.Move
			for _, m := range p.Table.Moves(pt.Offset) {
				if len(m) > 0 && m[0].Mode&legdefs.ModeInitial != 0 {
					initial = append(initial, m)
				} else {
					other = append(other, m)
				}
			}
			base := t.compileExtra(i, other)
			set := regionSet{col: t.compileExtra(i, initial), notInCheck: true}
			t.types[i].col = base
			z.sets = append(z.sets, set)
		}
		for _, l := range pt.CannotHopOver {
			if k := t.typeOf(string(l)); k >= 0 {
				z.noHop |= 1 << uint(k)
			}
		}
		for _, l := range pt.CannotCapture {
			if k := t.typeOf(string(l)); k >= 0 {
				z.noCapt |= 1 << uint(k)
			}
		}
		for c := 0; c < 2; c++ {
			m, err := t.regionMask(pt.Confine, c)
			if err != nil {
				return fmt.Errorf("piece %q: confine: %w", pt.Letter, err)
			}
			z.confine[c] = m
		}
		for _, rm := range pt.RegionMoves {
			if rm.Offset < 0 || rm.Offset >= len(p.Table) {
				return fmt.Errorf("vm: piece %q: region moves at offset %d out of range", pt.Letter, rm.Offset)
			}
			moves := p.Table.Moves(rm.Offset)
			var set regionSet
			for c := 0; c < 2; c++ {
				var err error
				if set.from[c], err = t.regionMask(rm.From, c); err != nil {
					return fmt.Errorf("piece %q: region moves %q: %w", pt.Letter, rm.Betza, err)
				}
				if set.to[c], err = t.regionMask(rm.To, c); err != nil {
					return fmt.Errorf("piece %q: region moves %q: %w", pt.Letter, rm.Betza, err)
				}
			}
			if set.from[0] == nil {
				continue
			}
			set.col = t.compileExtra(i, moves)
			z.sets = append(z.sets, set)
		}
		ty = &t.types[i] // compileExtra may have moved t.types
		ty.zones = z
		ty.simple = false
	}
	t.zoneEnd = t.pass || t.mustDrop || t.royalDrops || t.sittuyin
	t.zoneNode = t.pass || t.bikjang || t.checksToWin > 0 || t.zoneEnd
	t.zoneMake = t.zoneNode || t.spoil || t.gates
	return nil
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
		out := p.out[:start]
		for _, m := range p.out[start:] {
			if (c == nil || c[m.To]) && !p.capturesBarred(&m, z.noCapt) {
				out = append(out, m)
			}
		}
		p.out = out
	}
	p.pieceStart = start
}

// capturesBarred reports whether move m captures a piece of a type in
// mask (the types a piece may not capture).
func (p *Position) capturesBarred(m *Move, mask uint64) bool {
	if mask == 0 || m.Kind&KindCastle != 0 {
		return false
	}
	b := p.board
	them := colourBit(p.stm ^ 1)
	if v := b[m.To]; v&colMask == them && mask>>(v&typeMask)&1 != 0 {
		return true
	}
	for i := 0; i < int(m.NV); i++ {
		if v := b[m.V[i]]; v&colMask == them && mask>>(v&typeMask)&1 != 0 {
			return true
		}
	}
	return false
}

// cannotHop reports whether a piece of type typ may not hop over the
// square content v.
func (p *Position) cannotHop(typ int, v uint8) bool {
	z := p.t.types[typ].zones
	return z != nil && z.noHop>>(v&typeMask)&1 != 0
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

// generalsFace reports whether a royal piece of colour c stands on the
// same file or rank as an enemy royal piece with only empty squares
// between them (the flying-general rule).
func (p *Position) generalsFace(c int) bool {
	t := p.t
	rs := int(p.royalSq[c])
	if rs == -1 {
		return false
	}
	if rs >= 0 {
		return p.facesEnemyRoyal(rs, c)
	}
	cb := colourBit(c)
	for _, s := range t.squares {
		v := p.board[s]
		if v&colMask == cb && t.types[v&typeMask].royal && p.facesEnemyRoyal(int(s), c) {
			return true
		}
	}
	return false
}

func (p *Position) facesEnemyRoyal(sq, c int) bool {
	b := p.board
	eb := colourBit(c ^ 1)
	for _, off := range [4]int{1, -1, p.t.stride, -p.t.stride} {
		s := sq + off
		for b[s] == 0 {
			s += off
		}
		if v := b[s]; v != guard && v&colMask == eb && p.t.types[v&typeMask].royal {
			return true
		}
	}
	return false
}

// makpongIllegal reports whether move m breaks the Makpong rule: a royal
// piece in check may move only by capturing the one piece that checks it.
func (p *Position) makpongIllegal(m *Move) bool {
	b := p.board
	from, to := int(m.From), int(m.To)
	v := b[from]
	if !p.t.types[v&typeMask].royal {
		return false
	}
	them := p.stm ^ 1
	if !p.attacked(from, them) {
		return false
	}
	w := b[to]
	if w == 0 || w&colMask != colourBit(them) || m.Kind != 0 || m.NV != 0 {
		return true
	}
	// Is another piece checking? Stand a friendly piece in for the
	// victim, so that lines through it stay blocked.
	b[to] = v
	other := p.attacked(from, them)
	b[to] = w
	return other
}

// Passing and bikjang (Program.Pass, Program.Bikjang). Position.zh holds,
// for each ply of the game so far (zh[0] the position it started from),
// whether the royal pieces faced each other there (zhFace) and whether it
// was reached by a pass (zhPass). It is known only for positions reached
// by Make from a position whose moves were generated; where it is not
// known no game end is detected.
const (
	zhFace uint8 = 1 << iota
	zhPass
)

// zoneFlags returns the zh flags of the current position.
func (p *Position) zoneFlags(passed bool) uint8 {
	var f uint8
	if p.t.bikjang && p.generalsFace(p.stm) {
		f |= zhFace
	}
	if passed {
		f |= zhPass
	}
	return f
}

// zoneNodeStart runs before a node's moves are generated: it notes
// whether the royal pieces face each other, and reports whether the game
// has ended (two facing positions or two passes in a row, or the side
// that just moved has given the checks it needed).
func (p *Position) zoneNodeStart() bool {
	p.nodeStart = len(p.out)
	if p.t.checksToWin > 0 && p.checksLeft[p.stm^1] <= 0 {
		return true // the side that just moved has given its checks
	}
	ply := len(p.undo)
	cur := p.zoneFlags(false)
	p.bikjangNow = cur&zhFace != 0
	if ply == 0 {
		if len(p.zh) == 0 {
			p.zh = append(p.zh, cur)
		}
		return false
	}
	if len(p.zh) != ply+1 {
		return false
	}
	c, prev := p.zh[ply], p.zh[ply-1]
	return c&prev&(zhFace|zhPass) != 0
}

// zoneMade runs at the end of Make(m): it records the zh flags, keeps
// gates closed, takes initial moves away (LosesInitialTo) and counts
// checks.
func (p *Position) zoneMade(m *Move) {
	t := p.t
	if t.gates {
		// a gate once left stays open: no piece the move touched has
		// its initial moves, even back on its start square
		u := &p.undo[len(p.undo)-1]
		for i := 0; i < int(u.n); i++ {
			if s := u.sq[i]; p.virgin[s] {
				p.virgin[s] = false
				p.hash ^= t.zVirgin[s]
			}
		}
	}
	if t.pass || t.bikjang {
		if ply := len(p.undo); len(p.zh) == ply {
			passed := m.From == m.To && m.Kind == 0 && m.NV == 0 && m.Promo == 0
			p.zh = append(p.zh, p.zoneFlags(passed))
		}
	}
	if t.spoil {
		p.aimSpoil()
	}
	if t.checksToWin > 0 {
		p.countCheck()
	}
	if t.royalDrops && m.Kind&KindDrop != 0 && t.types[m.Promo-1].royal {
		p.initRoyals() // the dropped royal piece now counts
	}
}

// zoneUnmade runs at the end of Unmake: it drops the zh flags of the
// position taken back and restores the check counts.
func (p *Position) zoneUnmade() {
	if n := len(p.undo) + 1; len(p.zh) > n {
		p.zh = p.zh[:n]
	}
	if n := len(p.ckh); n > 0 {
		p.checksLeft, p.ckh = p.ckh[n-1], p.ckh[:n-1]
	}
}

// genPass adds the pass, the royal piece's move to its own square: legal
// when it is not attacked, or while the royal pieces face each other
// (bikjang). A side without exactly one royal piece cannot pass.
func (p *Position) genPass() {
	rs := int(p.royalSq[p.stm])
	if rs < 0 {
		return
	}
	if !p.bikjangNow && p.attacked(rs, p.stm^1) {
		return
	}
	p.out = append(p.out, Move{From: int16(rs), To: int16(rs)})
}

// aimSpoil applies LosesInitialTo after the move just made: the enemy
// pieces whose initial moves a piece of the mover's type takes away lose
// them when the mover ends on their file or rank. Make's undo record
// gets the squares, so that Unmake gives the moves back.
func (p *Position) aimSpoil() {
	t := p.t
	u := &p.undo[len(p.undo)-1]
	mover := u.pc[0] // what stood on the origin
	to := int(u.sq[1])
	if u.n < 2 || mover == 0 {
		return
	}
	victim := colourBit(p.stm) // the side to move now
	tf, tr := t.sqFile[to], t.sqRank[to]
	for _, s := range t.squares {
		v := p.board[s]
		if v&colMask != victim || !p.virgin[s] {
			continue
		}
		z := t.types[v&typeMask].zones
		if z == nil || z.spoiledBy>>(mover&typeMask)&1 == 0 || t.sqFile[s] != tf && t.sqRank[s] != tr {
			continue
		}
		if int(u.n) >= len(u.sq) {
			continue // no room to undo it (cannot happen for a simple move)
		}
		u.sq[u.n], u.pc[u.n], u.vg[u.n] = s, v, true
		u.n++
		p.virgin[s] = false
		p.hash ^= t.zVirgin[s]
	}
}

// setGates sets virginity from a FEN castling field of gates (Program.Gates):
// only the pieces on the named back-rank files have not moved.
func (p *Position) setGates(field string) error {
	t := p.t
	for _, s := range t.squares {
		p.virgin[s] = false
	}
	if field == "-" {
		return nil
	}
	for _, r := range field {
		c, f := 0, int(r-'A')
		if r >= 'a' && r <= 'z' {
			c, f = 1, int(r-'a')
		}
		if f < 0 || f >= t.files {
			return fmt.Errorf("%q: %q is not a file of the board (gates are file letters: A-%c for White, a-%c for Black)", field, string(r), 'A'+t.files-1, 'a'+t.files-1)
		}
		rank := 0
		if c == 1 {
			rank = t.ranks - 1
		}
		s := t.sq(f, rank)
		if p.board[s]&colMask == colourBit(c) {
			p.virgin[s] = true
		}
	}
	return nil
}

// gatesField is the FEN castling field of gates: the files of the back-rank
// pieces that have not moved, White's then Black's, or "-".
func (p *Position) gatesField() string {
	t := p.t
	var b []byte
	for c := 0; c < 2; c++ {
		rank := 0
		if c == 1 {
			rank = t.ranks - 1
		}
		for f := 0; f < t.files; f++ {
			s := t.sq(f, rank)
			if p.board[s]&colMask == colourBit(c) && p.virgin[s] {
				b = append(b, byte('A'+f)|byte(c*0x20))
			}
		}
	}
	if len(b) == 0 {
		return "-"
	}
	return string(b)
}

// countingField reads a FEN e.p. field that holds a counting limit
// (Program.FENCounting); it reports whether it did.
func (p *Position) countingField(field string) bool {
	n, err := strconv.Atoi(field)
	if !p.t.fenCounting || err != nil || n < 0 {
		return false
	}
	p.countLimit = n
	return true
}

// countCheck counts a check the move just made gives (Program.ChecksToWin),
// after noting the counts for Unmake.
func (p *Position) countCheck() {
	p.ckh = append(p.ckh, p.checksLeft)
	if p.InCheck() {
		p.checksLeft[p.stm^1]--
	}
}

// checksField takes a FEN's check-count field ("1+1", the checks White and
// Black still need, after the e.p. field) out of its fields and sets the
// counts; without one both sides need Program.ChecksToWin.
func (p *Position) checksField(fields []string) []string {
	p.ckh = p.ckh[:0]
	n := p.t.checksToWin
	if n <= 0 {
		return fields
	}
	p.checksLeft = [2]int8{int8(n), int8(n)}
	if len(fields) < 5 {
		return fields
	}
	w, b, ok := strings.Cut(fields[4], "+")
	nw, err1 := strconv.Atoi(w)
	nb, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || nw < 0 || nb < 0 || nw > 99 || nb > 99 {
		return fields
	}
	p.checksLeft = [2]int8{int8(nw), int8(nb)}
	return append(fields[:4:4], fields[5:]...)
}

// checksString is the FEN check-count field, " W+B".
func (p *Position) checksString() string {
	return " " + strconv.Itoa(int(p.checksLeft[0])) + "+" + strconv.Itoa(int(p.checksLeft[1]))
}

// zoneNodeEnd runs after a node's moves and drops are generated: it adds
// royal drops, Sittuyin promotions and the pass, and applies must-drop.
func (p *Position) zoneNodeEnd() {
	t := p.t
	us := p.stm
	if t.royalDrops {
		for k := range t.types {
			if t.types[k].royal && p.hand[us][k] > 0 {
				p.dropType(k, k) // drops.go
			}
		}
	}
	if t.sittuyin {
		p.genSittuyin()
	}
	if t.pass {
		p.genPass()
	}
	if t.mustDrop {
		inHand := false
		for k := range t.types {
			inHand = inHand || p.hand[us][k] > 0
		}
		drops := false
		for _, m := range p.out[p.nodeStart:] {
			drops = drops || m.Kind&KindDrop != 0
		}
		if inHand && drops {
			out := p.out[:p.nodeStart]
			for _, m := range p.out[p.nodeStart:] {
				if m.Kind&KindDrop != 0 {
					out = append(out, m)
				}
			}
			p.out = out
		}
	}
}

// genSittuyin adds the Sittuyin promotions of the side to move.
func (p *Position) genSittuyin() {
	t := p.t
	us := p.stm
	ub := colourBit(us)
	b := p.board
	for k := range t.types {
		z := t.types[k].zones
		if z == nil || z.sitt == nil {
			continue
		}
		st := z.sitt
		n, has := 0, false
		for _, s := range t.squares {
			switch b[s] {
			case ub | uint8(k):
				n++
			case ub | uint8(st.to):
				has = true
			}
		}
		if has || n == 0 {
			continue
		}
		tc := &t.types[st.to].col[us]
		for _, s16 := range t.squares {
			s := int(s16)
			if b[s] != ub|uint8(k) || n > 1 && (st.squares[us] == nil || !st.squares[us][s]) {
				continue
			}
			p.sittuyinTo(s, s, st)
			for _, l := range tc.plain {
				if to := s + int(l.off); l.move && b[to] == 0 {
					p.sittuyinTo(s, to, st)
				}
			}
			for _, l := range tc.slides {
				for to, k := s+int(l.off), int32(0); l.move && k < l.max && b[to] == 0; to, k = to+int(l.off), k+1 {
					p.sittuyinTo(s, to, st)
				}
			}
		}
	}
}

// sittuyinTo adds the Sittuyin promotion from -> to if the new piece
// attacks no enemy piece, gives no check and the move is legal.
func (p *Position) sittuyinTo(from, to int, st *sittRule) {
	t := p.t
	us := p.stm
	b := p.board
	m := Move{From: int16(from), To: int16(to), Promo: uint8(st.to) + 1}
	pc, old := b[from], b[to]
	b[from] = 0
	b[to] = colourBit(us) | uint8(st.to)
	bad := false
	them := colourBit(us ^ 1)
	for _, s := range t.squares {
		if b[s]&colMask == them && p.pieceAttacks(to, st.to, us, int(s)) {
			bad = true
			break
		}
	}
	bad = bad || !p.royalsSafe(us^1)
	b[to] = old
	b[from] = pc
	if bad || p.lmode != lmAll && !p.legalAfter(&m) {
		return
	}
	p.out = append(p.out, m)
}

// zoneKey is what Hash adds for the state that zones.go keeps beside the
// board and that decides the legal moves: whether the last two positions
// had their royal pieces facing each other or were reached by a pass, and
// the check counts. Positions that differ only in it then hash apart (a
// transposition table must not mix them); it is 0 when there is none.
func (p *Position) zoneKey() uint64 {
	var x uint64
	if n := len(p.zh); n > 0 && n == len(p.undo)+1 {
		x = uint64(p.zh[n-1])
		if n > 1 {
			x |= uint64(p.zh[n-2]) << 2
		}
	}
	if p.t.checksToWin > 0 {
		x |= uint64(uint8(p.checksLeft[0]))<<8 | uint64(uint8(p.checksLeft[1]))<<16
	}
	if x == 0 {
		return 0
	}
	// splitmix64's finaliser
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}
