package bitboard

import (
	"fmt"

	"github.com/betzac/betzac/legdefs"
)

// maxTypes is the most piece types a Board holds.
const maxTypes = 16

// The eight directions of a ride, as (dx, dy); dirs[d^4] is dirs[d]
// reversed. d < 4 are the directions of rising square index.
var dirs = [8][2]int{{0, 1}, {1, 1}, {1, 0}, {-1, 1}, {0, -1}, {-1, -1}, {-1, 0}, {1, -1}}

func dirIndex(dx, dy int) int {
	for d, v := range dirs {
		if v[0] == dx && v[1] == dy {
			return d
		}
	}
	return -1
}

// lameLeap is a lame m leap of one type and colour: its target from each
// square (-1 off the board), the squares it passes, which must be empty
// (and become e.p. squares if epRights).
type lameLeap struct {
	to       [64]int8
	path     [64]uint64
	initial  bool
	epRights bool
}

// pieceCol is what a piece type of one colour does, from each square.
type pieceCol struct {
	leapM, leapC, leapE [64]uint64 // plain leaps: to an empty square, captures, e.p. captures
	initM               [64]uint64 // initial non-lame m leaps
	revC                [64]uint64 // the squares from which it captures on a square
	revE                [64]uint64 // the squares from which it captures e.p. on a square
	lames               []lameLeap
	rideM, rideC        uint8 // ride directions (bit d: dirs[d]) that move, capture
	hasE                bool
	zone                uint64 // promotion zone; 0: it does not promote
	promo               []uint8
	// vecs: its leaps for setwise generation (setwise.go), used when set
	vecs       []vec
	set, noSet bool
	// fast: how the generation finds its targets (fastGeneral: targets)
	fast uint8
	// firstDirs, turns: its bent moves (bent.go); tab: their capturing
	// paths, nil if none captures
	firstDirs uint8 // the directions of the first legs
	turns     []bentTurn
	tab       *bentTab
}

// The fast kinds of pieceCol: a piece that leaps alike to move and to
// capture, or rides alike along every orthogonal, diagonal or both lines,
// and does nothing else; fastBent: a piece that rides alike (any
// directions, or none) and makes bent moves whose first legs go along
// its rides (cornersInRides), and does nothing else.
const (
	fastGeneral = iota
	fastLeap
	fastRook
	fastBishop
	fastQueen
	fastBent
)

// fastKind is the fast kind of pc.
func fastKind(pc *pieceCol) uint8 {
	if len(pc.lames) > 0 || pc.initM != [64]uint64{} || pc.rideM != pc.rideC {
		return fastGeneral
	}
	leaps := pc.leapM != [64]uint64{} || pc.leapC != [64]uint64{}
	switch {
	case len(pc.turns) > 0 && !leaps && cornersInRides(pc):
		return fastBent
	case len(pc.turns) > 0:
		return fastGeneral
	case pc.rideM == 0 && pc.leapM == pc.leapC:
		return fastLeap
	case leaps:
		return fastGeneral
	case pc.rideM == orthDirs:
		return fastRook
	case pc.rideM == diagDirs:
		return fastBishop
	case pc.rideM == orthDirs|diagDirs:
		return fastQueen
	}
	return fastGeneral
}

// leapAttack is the reverse capture leaps of one type and colour.
type leapAttack struct {
	rev [64]uint64
	typ uint8
}

// genType is a non-royal type of one colour, as the generation reads it.
type genType struct {
	pc  *pieceCol
	typ uint8
	// bulk: pc.fast if countGen counts the type's free pieces itself
	// (bulkKind), else fastGeneral
	bulk uint8
}

// castleLeg is one O-atom castling move of the royal type, one colour:
// its direction and the royal's step.
type castleLeg struct{ dir, step int }

// Tables are the back end's tables of a Program (Fits).
type Tables struct {
	files, ranks, n int
	types           int
	royal           int
	c960            bool
	bareKing        string // Rules.BareKing
	board           uint64
	pc              [2][maxTypes]pieceCol
	castle          [2][]castleLeg
	rays            [8][64]uint64
	between         [64][64]uint64 // squares strictly between two on a line
	// leapAtk: the reverse capture leaps of colour c's types with
	// capturing leaps, contiguous for the attack test's inner loop; gen:
	// the non-royal types, for the generation's loop
	leapAtk [2][]leapAttack
	gen     [2][]genType
	royalPC [2]*pieceCol // &pc[c][royal]
	epTypes [2][]uint8
	// orthTypes, diagTypes: the types of colour c that capture along all
	// four orthogonal, diagonal lines (found by magics); rideCDirs: by
	// direction of travel, the types that capture that way and are in
	// neither (found ray by ray)
	orthTypes, diagTypes [2][]uint8
	rideCDirs            [2][8]uint16
	rest                 [2]bool // some rideCDirs is not 0
	more                 [2]bool // rest, or bentAtk not empty
	// lines, diags: the orthogonal, diagonal lines through a square
	lines, diags [64]uint64
	// hands: the board holds hands (Rules.Hand.Drops, CapturesToHand:
	// drops, toHand); handType: PieceType.Hand; dropGroups: the types
	// dropped alike; dropVirgin: where a dropped type is virgin (drops.go)
	hands, drops, toHand bool
	handType             [maxTypes]uint8
	dropGroups           [2][]dropGroup
	dropVirgin           [2][maxTypes]uint64
	// region: by colour and type, the squares of PieceType.InitialRegion,
	// where a piece is virgin whenever it stands (vm/initial.go);
	// regionTypes: the types that have one
	region      [2][maxTypes]uint64
	regionTypes uint64
	// bentAtk: colour c's bent types that capture; fill: the shifts of
	// the eight directions (bent.go)
	bentAtk [2][]bentAttack
	fill    [8]fillDir
}

// orthDirs and diagDirs are the direction masks of the four orthogonal
// and four diagonal rides (dirs).
const (
	orthDirs uint8 = 1<<0 | 1<<2 | 1<<4 | 1<<6
	diagDirs uint8 = 1<<1 | 1<<3 | 1<<5 | 1<<7
)

func (t *Tables) sq(f, r int) int { return r*t.files + f }

func (t *Tables) on(f, r int) bool { return f >= 0 && f < t.files && r >= 0 && r < t.ranks }

// build checks p and builds its tables.
func build(p *legdefs.Program) (*Tables, error) {
	if err := checkProgram(p); err != nil {
		return nil, err
	}
	t := &Tables{files: p.Files, ranks: p.Ranks, n: p.Files * p.Ranks, types: len(p.Pieces), c960: p.Castling960, bareKing: p.BareKing}
	if t.n == 64 {
		t.board = ^uint64(0)
	} else {
		t.board = 1<<uint(t.n) - 1
	}
	t.buildRays()
	t.buildFills()
	for i := range p.Pieces {
		pt := &p.Pieces[i]
		if pt.Royal {
			t.royal = i
		}
		for c := 0; c < 2; c++ {
			for k, m := range p.AllMoves(i) {
				if err := t.addMove(c, i, m, pt.Royal); err != nil {
					return nil, fmt.Errorf("piece %s, move %d: %v", pt.Letter, k+1, err)
				}
			}
			t.addPromotion(c, i, pt.Promote)
			t.addRegion(c, i, pt.InitialRegion)
		}
	}
	t.shareTabs()
	t.indexTypes()
	t.buildHand(p)
	return t, nil
}

// buildRays fills rays and between.
func (t *Tables) buildRays() {
	for s := 0; s < t.n; s++ {
		f0, r0 := s%t.files, s/t.files
		for d, v := range dirs {
			var acc uint64
			for f, r := f0+v[0], r0+v[1]; t.on(f, r); f, r = f+v[0], r+v[1] {
				q := t.sq(f, r)
				t.between[s][q] = acc
				acc |= 1 << uint(q)
			}
			t.rays[d][s] = acc
			if d%2 == 0 {
				t.lines[s] |= acc
			} else {
				t.diags[s] |= acc
			}
		}
	}
}

// addMove adds move m of type typ, colour c (Black's legs negated).
func (t *Tables) addMove(c, typ int, m legdefs.Move, royal bool) error {
	sign := 1 - 2*c
	pc := &t.pc[c][typ]
	if len(m) != 1 {
		if len(m) == 2 && (m[0].Mode|m[1].Mode)&legdefs.ModeCastle == 0 {
			return t.addBent(c, pc, m, royal)
		}
		if len(m) > 0 && m[0].Mode&legdefs.ModeCastle != 0 {
			if err := checkCastle(m, royal); err != nil {
				return err
			}
			if !t.c960 { // castling keeps its dx for Black, as in the VM
				t.castle[c] = append(t.castle[c], castleLeg{int(m[0].DX), int(m[1].DX)})
			}
			return nil
		}
		return fmt.Errorf("a move of %d legs", len(m))
	}
	l := m[0]
	if err := checkLeg(l, royal); err != nil {
		return err
	}
	dx, dy := int(l.DX)*sign, int(l.DY)*sign
	if l.Range == 0 {
		d := uint8(1) << uint(dirIndex(dx, dy))
		if l.Mode&legdefs.ModeMove != 0 {
			pc.rideM |= d
		}
		if l.Mode&legdefs.ModeCapture != 0 {
			pc.rideC |= d
		}
		return nil
	}
	m0, c0, ini := l.Mode&legdefs.ModeMove != 0, l.Mode&legdefs.ModeCapture != 0, l.Mode&legdefs.ModeInitial != 0
	if l.Mode&legdefs.ModeLame != 0 {
		pc.lames = append(pc.lames, t.lame(dx, dy, l.Mode))
		steps := max(dx, -dx, dy, -dy)
		t.addVec(pc, dx, dy, steps, true, false, ini)
		return nil
	}
	if m0 || c0 {
		t.addVec(pc, dx, dy, 1, m0, c0, ini)
	}
	for s := 0; s < t.n; s++ {
		f, r := s%t.files+dx, s/t.files+dy
		if !t.on(f, r) {
			continue
		}
		bit := uint64(1) << uint(t.sq(f, r))
		switch {
		case l.Mode&legdefs.ModeInitial != 0:
			pc.initM[s] |= bit
		default:
			if l.Mode&legdefs.ModeMove != 0 {
				pc.leapM[s] |= bit
			}
			if l.Mode&legdefs.ModeCapture != 0 {
				pc.leapC[s] |= bit
				pc.revC[t.sq(f, r)] |= 1 << uint(s)
			}
			if l.Mode&legdefs.ModeEP != 0 {
				pc.revE[t.sq(f, r)] |= 1 << uint(s)
				pc.leapE[s] |= bit
				pc.hasE = true
			}
		}
	}
	return nil
}

// lame builds the lame leap (dx, dy) with mode.
func (t *Tables) lame(dx, dy int, mode int32) lameLeap {
	ll := lameLeap{initial: mode&legdefs.ModeInitial != 0, epRights: mode&legdefs.ModeEPRights != 0}
	for s := 0; s < t.n; s++ {
		f, r := s%t.files+dx, s/t.files+dy
		ll.to[s] = -1
		if t.on(f, r) {
			q := t.sq(f, r)
			ll.to[s] = int8(q)
			ll.path[s] = t.between[s][q]
		}
	}
	return ll
}

// addPromotion sets the zone and choices of type typ, colour c.
func (t *Tables) addPromotion(c, typ int, pr *legdefs.Promotion) {
	if pr == nil {
		return
	}
	pc := &t.pc[c][typ]
	to := pr.To
	if c == 1 && pr.ToBlack != nil {
		to = pr.ToBlack
	}
	for _, k := range to {
		pc.promo = append(pc.promo, uint8(k))
	}
	for s := 0; s < t.n; s++ {
		r := s / t.files
		if c == 1 {
			r = t.ranks - 1 - r
		}
		if r >= t.ranks-pr.Zone {
			pc.zone |= 1 << uint(s)
		}
	}
}

// addRegion sets the initial region g of type typ, colour c (Black's
// mirrored top to bottom, as legdefs.Region says).
func (t *Tables) addRegion(c, typ int, g legdefs.Region) {
	if g == nil {
		return
	}
	t.regionTypes |= 1 << uint(typ)
	for s := 0; s < t.n; s++ {
		f, r := s%t.files, s/t.files
		if c == 1 {
			r = t.ranks - 1 - r
		}
		if g.Has(f + r*t.files) {
			t.region[c][typ] |= bit(s)
		}
	}
}

// indexTypes lists the types by what they do, for the attack tests.
func (t *Tables) indexTypes() {
	for c := 0; c < 2; c++ {
		for i := 0; i < t.types; i++ {
			pc := &t.pc[c][i]
			if pc.revC != [64]uint64{} {
				t.leapAtk[c] = append(t.leapAtk[c], leapAttack{rev: pc.revC, typ: uint8(i)})
			}
			if i != t.royal {
				t.gen[c] = append(t.gen[c], genType{pc: pc, typ: uint8(i)})
			} else {
				t.royalPC[c] = pc
			}
			pc.fast = fastKind(pc)
			if pc.tab != nil && pc.tab.paths == nil { // not shared, or not twoPaths
				t.buildPaths(pc.tab)
			}
			if pc.tab != nil {
				t.bentAtk[c] = append(t.bentAtk[c], bentAttack{tab: pc.tab, typ: uint8(i)})
			}
			pc.set = !pc.noSet && pc.rideM|pc.rideC == 0 && len(pc.turns) == 0 && i != t.royal && len(pc.vecs) <= maxSetVecs
			if i != t.royal {
				g := &t.gen[c][len(t.gen[c])-1]
				g.bulk = bulkKind(pc)
			}
			if pc.hasE {
				t.epTypes[c] = append(t.epTypes[c], uint8(i))
			}
			rest := pc.rideC
			if rest&orthDirs == orthDirs {
				t.orthTypes[c] = append(t.orthTypes[c], uint8(i))
				rest &^= orthDirs
			}
			if rest&diagDirs == diagDirs {
				t.diagTypes[c] = append(t.diagTypes[c], uint8(i))
				rest &^= diagDirs
			}
			for d := 0; d < 8; d++ {
				if rest>>uint(d)&1 != 0 {
					t.rideCDirs[c][d] |= 1 << uint(i)
					t.rest[c] = true
				}
			}
		}
		t.more[c] = t.rest[c] || t.bentAtk[c] != nil
	}
}
