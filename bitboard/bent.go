package bitboard

import (
	"fmt"
	"math/bits"

	"github.com/betzac/betzac/legdefs"
)

// Bent riders (the hook mover's masR, the Capricorn's masB, the Griffon's
// yafsF): a move of two legs, the first a step or a ride in one of the
// eight directions that only moves (m, over empty squares, at least one
// step), then from that empty corner a step or a ride in a direction not
// parallel to the first that moves and/or captures. As the VM, a square
// reached by two paths is one move. The targets are found setwise: the
// corners by one ride over all first legs' directions, then one occluded
// fill per second leg from the corners that feed it. The attack tests and
// the bent pins read each capturing path's corner from a table.

// bentTurn is a second leg, from the corners of the first legs that
// feed it: from[s], the squares those first legs pass from s on an empty
// board (a ride's ray, a step's square); mMask, cMask: all ones if it
// moves, captures.
type bentTurn struct {
	d            uint8
	ride         bool
	mMask, cMask uint64
	from         [64]uint64
}

// bentTab is what the attack tests read of a bent type that captures:
// corner[h][k], the corners of its capturing paths from h to k on an
// empty board (a path: its corner and the squares between); paths, nil
// unless twoPaths: the paths as masks (bentpaths.go).
type bentTab struct {
	corner [64][64]uint64
	paths  *[64][64]pathPair
}

// bentAttack is one bent type of a colour that captures.
type bentAttack struct {
	tab *bentTab
	typ uint8
}

// fillDir is how a direction shifts a bitboard: the square difference,
// the squares a step may land on (the board, without wrapping), and the
// doubling rounds of a fill across the board's longest line that way.
type fillDir struct {
	sh     int
	mask   uint64
	rounds int
}

// buildFills fills t.fill.
func (t *Tables) buildFills() {
	for d, v := range dirs {
		f := &t.fill[d]
		f.sh = v[1]*t.files + v[0]
		for s := 0; s < t.n; s++ {
			if t.on(s%t.files-v[0], s/t.files-v[1]) {
				f.mask |= bit(s)
			}
		}
		f.rounds = bits.Len(uint(max(t.files, t.ranks) - 1)) // 1<<rounds ≥ the longest line
	}
}

// unitDir is the index in dirs of a leg of range 0 or 1 along one of the
// eight directions, or -1.
func unitDir(l legdefs.Leg, sign int) int {
	if (l.Range != 0 && l.Range != 1) || l.DX < -1 || l.DX > 1 || l.DY < -1 || l.DY > 1 {
		return -1
	}
	return dirIndex(int(l.DX)*sign, int(l.DY)*sign)
}

// checkBent refuses a two-leg move other than the bent rider's, naming
// the first leg it does not model.
func checkBent(m legdefs.Move, royal bool) error {
	a, b := m[0], m[1]
	bad2 := b.Mode &^ (legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeFinal | legdefs.ModeToggle)
	switch {
	case royal:
		return fmt.Errorf("a two-leg move of the royal piece")
	case unitDir(a, 1) < 0:
		return fmt.Errorf("leg 1 of a two-leg move: range %d × (%d,%d), not a step or a ride along a line", a.Range, a.DX, a.DY)
	case a.Mode&^legdefs.ModeToggle != legdefs.ModeMove:
		bad := a.Mode &^ (legdefs.ModeToggle | legdefs.ModeMove)
		if bad == 0 {
			return fmt.Errorf("leg 1 of a two-leg move without m")
		}
		return fmt.Errorf("leg 1 of a two-leg move: mode %s", legdefs.ModeName(bad&-bad))
	case unitDir(b, 1) < 0:
		return fmt.Errorf("leg 2 of a two-leg move: range %d × (%d,%d), not a step or a ride along a line", b.Range, b.DX, b.DY)
	case bad2 != 0:
		return fmt.Errorf("leg 2 of a two-leg move: mode %s", legdefs.ModeName(bad2&-bad2))
	case b.Mode&(legdefs.ModeMove|legdefs.ModeCapture) == 0:
		return fmt.Errorf("leg 2 of a two-leg move neither moves nor captures")
	case a.DX*b.DY == a.DY*b.DX:
		return fmt.Errorf("leg 2 of a two-leg move parallel to leg 1")
	}
	return nil
}

// addBent adds the bent move m of a type, colour c, to pc (Black's legs
// negated).
func (t *Tables) addBent(c int, pc *pieceCol, m legdefs.Move, royal bool) error {
	if err := checkBent(m, royal); err != nil {
		return err
	}
	sign := 1 - 2*c
	d1, ride1 := unitDir(m[0], sign), m[0].Range == 0
	pc.firstDirs |= 1 << uint(d1)
	mv, cp := m[1].Mode&legdefs.ModeMove != 0, m[1].Mode&legdefs.ModeCapture != 0
	turn := bentTurn{d: uint8(unitDir(m[1], sign)), ride: m[1].Range == 0, mMask: allIf(mv), cMask: allIf(cp)}
	j := 0
	for j < len(pc.turns) && (pc.turns[j].d != turn.d || pc.turns[j].ride != turn.ride ||
		pc.turns[j].mMask != turn.mMask || pc.turns[j].cMask != turn.cMask) {
		j++
	}
	if j == len(pc.turns) {
		pc.turns = append(pc.turns, turn)
	}
	for s := 0; s < t.n; s++ {
		ray := t.rays[d1][s]
		if !ride1 {
			ray &= t.fillFrom(d1, false, bit(s), 0)
		}
		pc.turns[j].from[s] |= ray
	}
	if cp {
		t.addBentPaths(pc, d1, ride1, turn)
	}
	return nil
}

// addBentPaths adds the capturing paths of the turn from the first leg
// (d1, ride1) to pc.tab.
func (t *Tables) addBentPaths(pc *pieceCol, d1 int, ride1 bool, turn bentTurn) {
	if pc.tab == nil {
		pc.tab = new(bentTab)
	}
	v1, v2 := dirs[d1], dirs[turn.d]
	for h := 0; h < t.n; h++ {
		f, r := h%t.files, h/t.files
		for a := 1; t.on(f+a*v1[0], r+a*v1[1]) && (a == 1 || ride1); a++ {
			cf, cr := f+a*v1[0], r+a*v1[1]
			q := t.sq(cf, cr)
			for b := 1; t.on(cf+b*v2[0], cr+b*v2[1]) && (b == 1 || turn.ride); b++ {
				k := t.sq(cf+b*v2[0], cr+b*v2[1])
				pc.tab.corner[h][k] |= bit(q)
			}
		}
	}
}

// fillFrom is the squares one step (ride: a slide) in direction d reaches
// from the squares of gen over the empty squares: the empty ones passed
// and the first occupied one. A slide from one square is its ray, read
// from the tables; slides from more are an occluded fill (shiftFill).
func (t *Tables) fillFrom(d int, ride bool, gen, empty uint64) uint64 {
	if ride && gen&(gen-1) == 0 && gen != 0 {
		return t.ray(d&7, bits.TrailingZeros64(gen), ^empty)
	}
	return t.shiftFill(d, ride, gen, empty)
}

// shiftFill is fillFrom by shifts: a doubling fill for a slide.
func (t *Tables) shiftFill(d int, ride bool, gen, empty uint64) uint64 {
	f := &t.fill[d&7]
	if ride {
		pro := empty & f.mask
		if sh := f.sh; sh > 0 {
			for r := 0; r < f.rounds; r++ {
				gen |= pro & (gen << uint(sh))
				pro &= pro << uint(sh)
				sh *= 2
			}
		} else {
			for r := 0; r < f.rounds; r++ {
				gen |= pro & (gen >> uint(-sh))
				pro &= pro >> uint(-sh)
				sh *= 2
			}
		}
	}
	return shift(gen, f.sh) & f.mask
}

// bentTargets is where the bent moves of pc take the piece on s (no own
// pieces, not yet legal): the corners, the empty squares its first legs
// reach (found at once as a ride in all their directions), then
// bentFrom.
func (t *Tables) bentTargets(pc *pieceCol, s int, n *node) uint64 {
	return t.bentFrom(pc, s, t.ride(s, pc.firstDirs, n.occ)&n.empty, n)
}

// cornersInRides reports whether pc's first legs go along its rides
// (which move and capture alike), so that the empty squares of its
// rides hold the corners its first legs reach (those of the first legs'
// directions: bentFrom reads only those): fastBent's precondition.
func cornersInRides(pc *pieceCol) bool {
	return pc.rideM == pc.rideC && pc.firstDirs&^pc.rideM == 0
}

// bentFrom is bentTargets from the corners given, or a superset of them
// off the first legs' lines from s: a fill of each second leg from the
// corners that feed it.
func (t *Tables) bentFrom(pc *pieceCol, s int, corners uint64, n *node) uint64 {
	if corners == 0 {
		return 0
	}
	var tg uint64
	for i := range pc.turns {
		tu := &pc.turns[i]
		if from := corners & tu.from[s&63]; from != 0 {
			reach := t.fillFrom(int(tu.d), tu.ride, from, n.empty)
			tg |= reach & (n.empty&tu.mMask | n.enemy&tu.cMask)
		}
	}
	return tg
}

// bentAttackers returns the bent pieces of colour c (those of b within
// occ) that capture on s along a path empty in occ.
func (t *Tables) bentAttackers(b *Board, s, c int, occ uint64) uint64 {
	var a uint64
	s &= 63
	for i := range t.bentAtk[c] {
		ba := &t.bentAtk[c][i]
		for h := b.typ[ba.typ&(maxTypes-1)] & b.col[c] & occ; h != 0; h &= h - 1 {
			hs := bits.TrailingZeros64(h) & 63
			if ps := ba.tab.paths; ps != nil {
				if ps[hs][s][0]&occ == 0 || ps[hs][s][1]&occ == 0 {
					a |= bit(hs)
				}
				continue
			}
			for cs := ba.tab.corner[hs][s]; cs != 0; cs &= cs - 1 {
				q := bits.TrailingZeros64(cs)
				if (bit(q)|t.between[hs][q]|t.between[q][s])&occ == 0 {
					a |= bit(hs)
					break
				}
			}
		}
	}
	return a
}

// bentPins finds the royal's bent pins: for each capturing path to the
// royal of an enemy bent piece (n.them), blocked by one own piece alone,
// that piece joins n.risky and may move only onto the path or onto the
// attacker (c.bpin); a path open gives check (n.slow, the rider joins
// n.checkers).
func (c *Counter) bentPins(b *Board, n *node) {
	t := c.t
	k := n.king & 63
	for i := range t.bentAtk[n.them] {
		ba := &t.bentAtk[n.them][i]
		for h := b.typ[ba.typ&(maxTypes-1)] & n.enemy; h != 0; h &= h - 1 {
			hs := bits.TrailingZeros64(h) & 63
			if ps := ba.tab.paths; ps != nil {
				for _, p := range &ps[hs][k] {
					if bl := p & n.occ; bl&(bl-1) == 0 { // else blocked twice
						c.bentPath(n, hs, p)
					}
				}
				continue
			}
			for cs := ba.tab.corner[hs][k]; cs != 0; cs &= cs - 1 {
				q := bits.TrailingZeros64(cs)
				c.bentPath(n, hs, bit(q)|t.between[hs][q]|t.between[q][k])
			}
		}
	}
	if n.slow {
		n.risky = n.own
	}
}

// bentPath is bentPins' reading of the path p to the royal of the bent
// piece on hs.
func (c *Counter) bentPath(n *node, hs int, p uint64) {
	bl := p & n.occ
	switch {
	case bl == 0:
		n.slow = true
		n.checkers |= bit(hs)
	case bl&(bl-1) != 0 || bl&n.own == 0:
	case n.risky&bl == 0:
		n.risky |= bl
		c.bpin[bits.TrailingZeros64(bl)] = p | bit(hs)
	default:
		c.bpin[bits.TrailingZeros64(bl)] &= p | bit(hs)
	}
}

// safeTargets keeps of tg the targets of the piece on s after which the
// royal stands unattacked: those on its bent pins (bentPins), or when
// n.slow, each move made on the occupancy and tested (safeSquares).
func (c *Counter) safeTargets(b *Board, n *node, s int, tg uint64) uint64 {
	if !n.slow {
		return tg & c.bpin[s&63]
	}
	return c.safeSquares(b, n, n.occ&^bit(s), tg)
}

// safeSquares keeps of to the squares q after whose filling, on the
// occupancy occ, the royal stands unattacked by pieces other than one
// on q (a capture's victim): a move's targets from its emptied square
// (safeTargets), or a drop's squares when a bent piece gives check
// (n.slow: n.mask does not say which squares block its paths).
func (c *Counter) safeSquares(b *Board, n *node, occ, to uint64) uint64 {
	var ok uint64
	for x := to; x != 0; x &= x - 1 {
		q := bits.TrailingZeros64(x)
		if c.t.attackers(b, n.king, n.them, occ|bit(q))&^bit(q) == 0 {
			ok |= bit(q)
		}
	}
	return ok
}
