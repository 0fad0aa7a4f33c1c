package vm

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// Square contents. A square holds 0 (empty), guard (off the board), or a
// piece: a colour bit ORed with the piece type index (0..maxTypes-1).
const (
	whiteBit uint8 = 0x40
	blackBit uint8 = 0x80
	guard    uint8 = 0xC0
	colMask  uint8 = 0xC0
	typeMask uint8 = 0x3F
	maxTypes       = 64
	maxSize        = 26
	maxLegs        = 8
)

// colourBit returns the square colour bit of colour c (0 White, 1 Black).
func colourBit(c int) uint8 { return whiteBit << uint(c) }

// plainLeap is a single-leg range-1 move whose only rights are m and/or c.
type plainLeap struct {
	off        int32
	move, capt bool
}

// slide is a single-leg rider whose only rights are m and/or c.
type slide struct {
	off        int32
	max        int32 // largest number of steps
	move, capt bool
}

// cleg is one compiled leg of a general move.
type cleg struct {
	off    int32      // board offset of one step, for this colour
	dx, dy int32      // the step, for this colour
	rng    int32      // largest number of steps
	inter  []int32    // squares leapt over, as offsets from the leg's step start
	interD [][2]int32 // the same as (dx, dy)
	mode   int32
	// decoded mode bits
	move, capt, ep, castle, hop, lame, jump, friend, royalOnly bool
	epRights, iso, unload, final, inner, initial               bool
	// ski: j on a one-step slider that the compiler left unsplit (a
	// non-final leg): the first square is skipped whatever is on it.
	ski bool
	// relay: x, on a friend: a final leg borrows its moves, a non-final
	// one has it walk the remaining legs (relay.go).
	relay bool
	// rest: range -2, what the previous leg's range restOf leaves after
	// the steps it took (a hopper's total range, "pK2").
	rest   bool
	restOf int32
	// wrap: o, the files wrap round (a cylinder); torus: oo, the ranks too
	// (wrapStep)
	wrap, torus bool
	// curve: a step of a crooked or circular path (z, q) before its last:
	// the move may end here or go on (the compiler's ModeCurveStep)
	curve bool
}

// gmove is one compiled general move: its legs.
type gmove struct {
	legs    []cleg
	initial bool // the piece must be virgin
}

// ptcol is the compact form of a piece type's moves for one colour.
type ptcol struct {
	plain   []plainLeap
	slides  []slide
	special []cleg  // single-leg leaps with other rights (i, n, j, e, d, k, e.p. rights)
	general []gmove // everything else, interpreted leg by leg
	// borrow is every move but castling, as general moves without the
	// relay bit: what a relay leg that reaches a piece of this type
	// borrows. Built only when some type relays (tables.relay).
	borrow []gmove
}

// ptype is the precomputed information of a piece type.
type ptype struct {
	letter  string
	royal   bool
	pawnish bool // its moves reset the half-move clock
	promo   *legdefs.Promotion
	promoTo []uint8 // type indices
	// promoToBlack is Black's choices when they differ (promoextra.go)
	promoToBlack []uint8
	// promoLimit[k] is the most pieces of type k the side may have for a
	// promotion to k (Promotion.Limit), -1 for no limit; nil: no limits.
	promoLimit []int
	dedupe     bool      // two paths may reach the same move
	castles    bool      // has O castling legs
	zone       [2][]bool // per colour and square: a move ending here promotes (nil: never)
	zones      *zoneType // confinement and region moves (zones.go); nil: none
	pr         promoRule // shogi-style promotion and immobility (promotion.go)
	dr         dropRule  // drops and holdings (drops.go)
	simple     bool      // its captures are single-leg leaps and rides only
	clockRev   bool      // only its irreversible moves reset the half-move clock (clock.go)
	col        [2]ptcol
}

// attRay is one direction in which pieces of some types attack.
// An attacker of colour c on a square a with capture step o attacks
// a+k*o; looking backward from a target t, the attacker stands on t-k*o.
type attRay struct {
	off   int32
	mask1 uint64 // types that attack along off at distance 1
	maskN uint64 // types that attack along off at distance >= 2
	maxK  int32  // the largest distance for maskN; 0 = unlimited
}

// tables is everything precomputed from a Program; it is shared by all
// positions of the Program and never modified after creation.
type tables struct {
	hands        bool       // holdings matter: drops or captures to hand (drops.go)
	hr           handTables // drops.go
	prog         *legdefs.Program
	files, ranks int
	gb, stride   int // guard band width, mailbox row length
	size         int
	squares      []int16 // the on-board squares, a1, b1, ..., rank by rank
	sqFile       []int8  // per mailbox index; -1 off the board
	sqRank       []int8
	types        []ptype
	letters      []string // FEN letters by type (upper case)
	att          [2][]attRay
	exotic       uint64 // types whose attacks need move generation
	allSimple    bool
	relay        bool   // some type has a relay (x) leg
	induces      bool   // some relay leg is not a move's last (movegen.go, dedupeInduced)
	partnerMask  uint64 // types that may be castling partners
	// castleIn[side] is 1 when the royal castles on that side (0: towards
	// the last file, 1: towards file a) with the piece one square in from
	// the edge (jO), else 0: where a FEN's K/Q right looks for the partner.
	castleIn    [2]int
	castleRoyal uint64 // royal types that may castle
	hasRoyal    bool
	royalPromo  bool // some piece promotes to a royal type
	startBoard  []uint8
	zPiece      []uint64
	zVirgin     []uint64
	zEP         []uint64
	zSide       uint64
	hasEPRights bool
	c960        bool
	// flyingGeneral and makpong are Program.FlyingGeneral and .Makpong.
	flyingGeneral, makpong bool
	pass, bikjang          bool // Program.Pass, .Bikjang (pass.go, bikjang.go)
	gates, fenCounting     bool // Program.Gates, .FENCounting
	spoil                  bool // some type has LosesInitialTo
	checksToWin            int  // Program.ChecksToWin
	// zoneMake: Make and Unmake call zones.go (pass, bikjang, spoil,
	// checksToWin); zoneNode: so does move generation (pass, bikjang,
	// checksToWin)
	zoneMake, zoneNode bool
	// zoneEnd: move generation ends in zones.go (pass, must-drop, royal
	// drops, Sittuyin promotion)
	zoneEnd                        bool
	mustDrop, royalDrops, sittuyin bool
	// rev are the reverse attack patterns of the exotic types, per
	// attacking colour (nil: none); revScan the exotic types they do not
	// cover (attackrev.go).
	rev        [2]*revTable
	revScan    uint64
	dupleCheck bool // Program.DupleCheck
	// royalExtinction: Program.RoyalExtinction (extinction.go)
	royalExtinction bool
	bareKing        string // Program.BareKing (bareking.go)
	epSources       [2][]epSource
	// initRegion: per type, its initial-region masks per colour
	// (initial.go); nil: no type has one
	initRegion [][2][]bool
}

// epSource describes a move that makes e.p. rights, for inferring the
// victim from a FEN e.p. square.
type epSource struct {
	typ   uint8
	off   int32   // the whole leap
	inter []int32 // the squares leapt over, from the origin
	// wrap: the leap wraps round the board (o, oo); leg is then the leg,
	// for wrapStep
	wrap bool
	leg  cleg
}

// newTables checks a Program and precomputes everything the VM needs.
func newTables(p *legdefs.Program) (*tables, error) {
	if p == nil {
		return nil, fmt.Errorf("vm: nil Program")
	}
	if p.Files < 1 || p.Files > maxSize || p.Ranks < 1 || p.Ranks > maxSize {
		return nil, fmt.Errorf("vm: board %dx%d: files and ranks must be 1..%d", p.Files, p.Ranks, maxSize)
	}
	if len(p.Pieces) == 0 || len(p.Pieces) > maxTypes {
		return nil, fmt.Errorf("vm: %d piece types; need 1..%d", len(p.Pieces), maxTypes)
	}
	if err := Unsupported(p); err != nil {
		return nil, err
	}
	t := &tables{prog: p, files: p.Files, ranks: p.Ranks, c960: p.Castling960, dupleCheck: p.DupleCheck, royalExtinction: p.RoyalExtinction, bareKing: p.BareKing}
	nt := len(p.Pieces)
	moves := make([][]legdefs.Move, nt)
	gb := int32(1)
	for i, pt := range p.Pieces {
		if pt.Offset < 0 || pt.Offset >= len(p.Table) {
			return nil, fmt.Errorf("vm: piece %q: table offset %d out of range", pt.Letter, pt.Offset)
		}
		ms := p.Table.Moves(pt.Offset)
		if ms == nil && p.Table[pt.Offset] != 0 {
			return nil, fmt.Errorf("vm: piece %q: malformed legdefs at offset %d", pt.Letter, pt.Offset)
		}
		for _, m := range ms {
			// a z/q path has a leg per step, up to the board's side
			if len(m) > maxLegs && (len(m) > maxSize || m[0].Mode&legdefs.ModeCurveStep == 0) {
				return nil, fmt.Errorf("vm: piece %q: a move with %d legs (at most %d)", pt.Letter, len(m), maxLegs)
			}
			for _, l := range m {
				if abs32(l.DX) > maxSize || abs32(l.DY) > maxSize {
					return nil, fmt.Errorf("vm: piece %q: step (%d,%d) too long", pt.Letter, l.DX, l.DY)
				}
				gb = max(gb, abs32(l.DX), abs32(l.DY))
				crosses := l.Mode&legdefs.ModeTorus != 0 || l.Mode&legdefs.ModeCylinder != 0 && l.DX != 0
				if crosses && l.Mode&legdefs.ModeEPRights != 0 && len(legdefs.Passed(l.DX, l.DY)) > 1 {
					// the e.p. squares are a row first + k*step (epState), which a wrap breaks
					return nil, fmt.Errorf("vm: piece %q: e.p. rights on a wrapping (o, oo) leap over more than one square are not supported", pt.Letter)
				}
				if l.Mode&(legdefs.ModeCrooked|legdefs.ModeCircular) != 0 {
					// the Diagram's table marks p/g on a z/q path this way
					return nil, fmt.Errorf("vm: piece %q: a crooked or circular hopper (p or g with z or q) is not supported", pt.Letter)
				}
			}
		}
		moves[i] = ms
		if pt.Letter == "" {
			return nil, fmt.Errorf("vm: piece type %d has no letter", i)
		}
		for j := 0; j < i; j++ {
			if strings.EqualFold(p.Pieces[j].Letter, pt.Letter) {
				return nil, fmt.Errorf("vm: two piece types with letter %q", pt.Letter)
			}
		}
	}
	t.gb = int(gb)
	t.relay = hasMode(moves, legdefs.ModeRelay)
	t.induces = induces(moves)
	t.stride = t.files + t.gb
	t.size = (t.ranks+2*t.gb+1)*t.stride + 2*t.gb
	t.sqFile = make([]int8, t.size)
	t.sqRank = make([]int8, t.size)
	for i := range t.sqFile {
		t.sqFile[i], t.sqRank[i] = -1, -1
	}
	for r := 0; r < t.ranks; r++ {
		for f := 0; f < t.files; f++ {
			s := t.sq(f, r)
			t.squares = append(t.squares, int16(s))
			t.sqFile[s], t.sqRank[s] = int8(f), int8(r)
		}
	}
	t.types = make([]ptype, nt)
	t.letters = make([]string, nt)
	for i, pt := range p.Pieces {
		ty := &t.types[i]
		ty.letter = strings.ToUpper(pt.Letter)
		t.letters[i] = ty.letter
		ty.royal = pt.Royal
		ty.promo = pt.Promote
		ty.pawnish = ty.letter == "P" || pt.Promote != nil
		t.setClock(ty, pt.Clock)                // clock.go
		t.setInitialRegion(i, pt.InitialRegion) // initial.go
		if pt.Royal {
			t.hasRoyal = true
		}
	}
	for i, pt := range p.Pieces {
		ty := &t.types[i]
		if pt.Promote != nil {
			if pt.Promote.Squares == nil && (pt.Promote.Zone < 1 || pt.Promote.Zone > t.ranks) {
				return nil, fmt.Errorf("vm: piece %q: promotion zone %d out of range", pt.Letter, pt.Promote.Zone)
			}
			for _, l := range promoLetters(pt.Promote.To) {
				k := t.typeOf(l)
				if k < 0 {
					return nil, fmt.Errorf("vm: piece %q promotes to unknown piece %q", pt.Letter, l)
				}
				if t.types[k].royal {
					t.royalPromo = true
				}
				ty.promoTo = append(ty.promoTo, uint8(k))
			}
			if err := t.buildPromoBlack(ty, pt.Letter, pt.Promote); err != nil {
				return nil, err
			}
			for l, n := range pt.Promote.Limit {
				k := t.typeOf(l)
				if k < 0 {
					return nil, fmt.Errorf("vm: piece %q: promotion limit for unknown piece %q", pt.Letter, l)
				}
				if ty.promoLimit == nil {
					ty.promoLimit = make([]int, len(p.Pieces))
					for j := range ty.promoLimit {
						ty.promoLimit[j] = -1
					}
				}
				ty.promoLimit[k] = n
			}
		}
		ty.simple = true
		for c := 0; c < 2; c++ {
			t.compileType(i, c, moves[i])
			if ty.promo != nil {
				ty.zone[c] = make([]bool, t.size)
				for _, s := range t.squares {
					ty.zone[c][s] = t.inPromoZone(c, int(s), ty.promo)
				}
			}
		}
	}
	if err := t.buildZones(); err != nil {
		return nil, err
	}
	t.buildAttacks()
	t.buildReverse() // attackrev.go
	t.buildZobrist()
	if err := t.parseStart(); err != nil {
		return nil, err
	}
	if err := t.buildHand(); err != nil { // drops.go
		return nil, err
	}
	return t, nil
}

// wrapStep steps from s by (dx, dy) on a cylinder (the files wrap round)
// or, with torus, a torus (the ranks too). It returns the square reached,
// 0 (a guard square) if that is off the board, and whether the step
// crossed an edge.
func (t *tables) wrapStep(s int, dx, dy int32, torus bool) (int, bool) {
	f, r := int(t.sqFile[s])+int(dx), int(t.sqRank[s])+int(dy)
	nf, nr := (f%t.files+t.files)%t.files, r
	if torus {
		nr = (r%t.ranks + t.ranks) % t.ranks
	}
	if nr < 0 || nr >= t.ranks {
		return 0, false
	}
	return t.sq(nf, nr), nf != f || nr != r
}

// step makes one step of leg l from x: the square reached (a guard square
// off the board) and whether it wrapped round the board's edge.
func (t *tables) step(l *cleg, x int) (int, bool) {
	if !l.wrap {
		return x + int(l.off), false
	}
	return t.wrapStep(x, l.dx, l.dy, l.torus)
}

// interSquare is the square io (an entry of l.inter) from the start of a
// step of l at prev, wrapping round the board like the step.
func (t *tables) interSquare(l *cleg, prev int, k int) int {
	if !l.wrap {
		return prev + int(l.inter[k])
	}
	s, _ := t.wrapStep(prev, l.interD[k][0], l.interD[k][1], l.torus)
	return s
}

// sq returns the mailbox index of (file, rank), both 0-based.
func (t *tables) sq(f, r int) int { return (r+t.gb)*t.stride + f + t.gb }

// typeOf returns the type index for a FEN letter (either case), or -1.
func (t *tables) typeOf(letter string) int {
	for i, l := range t.letters {
		if strings.EqualFold(l, letter) {
			return i
		}
	}
	return -1
}

// inZone reports whether square s is in the promotion zone of depth zone
// for colour c.
func (t *tables) inZone(c int, s int, zone int) bool {
	r := int(t.sqRank[s])
	if c == 0 {
		return r >= t.ranks-zone
	}
	return r < zone
}

// hasMode reports whether some leg of some move has a mode bit of bits.
func hasMode(moves [][]legdefs.Move, bits int32) bool {
	for _, ms := range moves {
		for _, m := range ms {
			for _, l := range m {
				if l.Mode&bits != 0 {
					return true
				}
			}
		}
	}
	return false
}

// induces reports whether some move has a relay leg before its last.
func induces(moves [][]legdefs.Move) bool {
	for _, ms := range moves {
		for _, m := range ms {
			for _, l := range m[:max(len(m)-1, 0)] {
				if l.Mode&legdefs.ModeRelay != 0 {
					return true
				}
			}
		}
	}
	return false
}

// compileBorrow fills pc.borrow: the moves of a type as a relay leg
// borrows them, castling left out and relay bits cleared (no relay chain;
// betza.js masks bit 2048 the same way).
func (t *tables) compileBorrow(pc *ptcol, moves []legdefs.Move, s int32) {
	for _, m := range moves {
		if len(m) == 0 || m[0].Mode&legdefs.ModeCastle != 0 {
			continue
		}
		plain := make(legdefs.Move, len(m))
		for k, l := range m {
			l.Mode &^= legdefs.ModeRelay
			plain[k] = l
		}
		pc.borrow = append(pc.borrow, t.compileMove(plain, s))
	}
}

func (t *tables) compileType(i, c int, moves []legdefs.Move) {
	ty := &t.types[i]
	pc := &ty.col[c]
	s := int32(1)
	if c == 1 {
		s = -1
	}
	if t.relay {
		t.compileBorrow(pc, moves, s)
	}
	dup := t.relay && hasMode([][]legdefs.Move{moves}, legdefs.ModeRelay) // borrowed moves may repeat its own
	longest := int32(max(t.files, t.ranks))
	seen := map[int32]bool{}
	for _, m := range moves {
		if len(m) == 0 {
			continue
		}
		l := m[0]
		dx, dy := s*l.DX, s*l.DY
		off := dy*int32(t.stride) + dx
		if l.Mode&(legdefs.ModeCylinder|legdefs.ModeTorus) != 0 {
			dup = true // round the board, a ray may meet another ray's squares
		}
		if len(m) == 1 {
			mode := l.Mode
			rng := l.Range
			// reachable offsets, for the dedupe decision
			n := rng
			if n <= 0 {
				n = longest
			}
			for k := int32(1); k <= n && k <= longest; k++ {
				if seen[k*off] {
					dup = true
				}
				seen[k*off] = true
			}
			class := m.Class()
			if class == legdefs.Plain {
				mv, cp := mode&legdefs.ModeMove != 0, mode&legdefs.ModeCapture != 0
				if rng == 1 {
					pc.plain = append(pc.plain, plainLeap{off: off, move: mv, capt: cp})
				} else {
					steps, _ := m.Steps(t.files, t.ranks)
					pc.slides = append(pc.slides, slide{off: off, max: steps[0], move: mv, capt: cp})
				}
				continue
			}
			gm := t.compileMove(m, s)
			if class == legdefs.Special {
				pc.special = append(pc.special, gm.legs[0])
				if mode&(legdefs.ModeCapture|legdefs.ModeRoyalOnly) != 0 &&
					mode&(legdefs.ModeInitial|legdefs.ModeLame|legdefs.ModeJump) != 0 {
					ty.simple = false
				}
			} else {
				pc.general = append(pc.general, gm)
				ty.simple = false
			}
			if mode&legdefs.ModeEPRights != 0 {
				t.hasEPRights = true
				t.addEPSource(i, c, gm.legs[0])
			}
			continue
		}
		gm := t.compileMove(m, s)
		if gm.legs[0].castle {
			if !t.c960 {
				pc.general = append(pc.general, gm)
				ty.castles = true
			}
			continue
		}
		pc.general = append(pc.general, gm)
		dup = true
		for _, l := range gm.legs {
			if l.epRights {
				t.hasEPRights = true
			}
		}
		ty.simple = false
	}
	if dup {
		ty.dedupe = true
	}
}

func (t *tables) addEPSource(i, c int, l cleg) {
	if l.rng != 1 {
		return
	}
	t.epSources[c] = append(t.epSources[c], epSource{typ: uint8(i), off: l.off, inter: l.inter, wrap: l.wrap, leg: l})
}

func (t *tables) compileMove(m legdefs.Move, s int32) gmove {
	gm := gmove{legs: make([]cleg, len(m))}
	steps, rest := m.Steps(t.files, t.ranks)
	for k, l := range m {
		dx, dy := s*l.DX, s*l.DY
		if m[0].Mode&legdefs.ModeCastle != 0 {
			dx = l.DX // castling is mirrored for Black, not turned: r is towards the last file
		}
		cl := cleg{off: dy*int32(t.stride) + dx, dx: dx, dy: dy, rng: steps[k], mode: l.Mode, rest: rest[k]}
		if cl.rest {
			cl.restOf = steps[k-1]
		}
		md := l.Mode
		cl.move = md&legdefs.ModeMove != 0
		cl.capt = md&legdefs.ModeCapture != 0
		cl.ep = md&legdefs.ModeEP != 0
		cl.castle = md&legdefs.ModeCastle != 0
		cl.hop = md&legdefs.ModeHop != 0
		cl.lame = md&legdefs.ModeLame != 0
		cl.jump = md&(legdefs.ModeJump|legdefs.ModeJump2) != 0
		cl.friend = md&legdefs.ModeFriend != 0
		cl.royalOnly = md&legdefs.ModeRoyalOnly != 0
		cl.epRights = md&legdefs.ModeEPRights != 0
		cl.iso = md&legdefs.ModeIso != 0
		cl.unload = md&legdefs.ModeUnload != 0
		cl.final = md&legdefs.ModeFinal != 0 || k == len(m)-1
		cl.inner = md&legdefs.ModeCastleInner != 0
		cl.initial = k == 0 && md&legdefs.ModeInitial != 0
		cl.ski = l.Ski()
		cl.relay = md&legdefs.ModeRelay != 0
		cl.torus = md&legdefs.ModeTorus != 0
		cl.wrap = cl.torus || md&legdefs.ModeCylinder != 0
		cl.curve = md&legdefs.ModeCurveStep != 0 && !cl.final
		for _, st := range legdefs.Passed(dx, dy) {
			cl.inter = append(cl.inter, st[1]*int32(t.stride)+st[0])
			cl.interD = append(cl.interD, st)
		}
		gm.legs[k] = cl
	}
	gm.initial = gm.legs[0].initial
	return gm
}

// buildAttacks collects, for each attacking colour, the capture directions
// of the types whose captures are simple leaps and rides.
func (t *tables) buildAttacks() {
	t.allSimple = true
	for i := range t.types {
		if !t.types[i].simple {
			t.exotic |= 1 << uint(i)
			t.allSimple = false
		}
	}
	for c := 0; c < 2; c++ {
		var rays []attRay
		add := func(off int32, typ int, k1, kn bool, maxK int32) {
			for j := range rays {
				r := &rays[j]
				if r.off == off && (!kn || r.maskN == 0 || r.maxK == maxK) {
					if k1 {
						r.mask1 |= 1 << uint(typ)
					}
					if kn {
						r.maskN |= 1 << uint(typ)
						r.maxK = maxK
					}
					return
				}
			}
			r := attRay{off: off, maxK: maxK}
			if k1 {
				r.mask1 = 1 << uint(typ)
			}
			if kn {
				r.maskN = 1 << uint(typ)
			}
			rays = append(rays, r)
		}
		longest := int32(max(t.files, t.ranks))
		for i := range t.types {
			ty := &t.types[i]
			if !ty.simple {
				continue
			}
			pc := &ty.col[c]
			for _, l := range pc.plain {
				if l.capt {
					add(l.off, i, true, false, 0)
				}
			}
			for _, l := range pc.special {
				if l.capt || l.royalOnly {
					add(l.off, i, true, false, 0)
				}
			}
			for _, l := range pc.slides {
				if l.capt {
					mk := l.max
					if mk >= longest {
						mk = 0
					}
					add(l.off, i, true, l.max > 1, mk)
				}
			}
		}
		// leaps first, then rides
		var out []attRay
		for _, r := range rays {
			if r.maskN == 0 {
				out = append(out, r)
			}
		}
		for _, r := range rays {
			if r.maskN != 0 {
				out = append(out, r)
			}
		}
		t.att[c] = out
	}
}

// splitmix64 is the Zobrist key generator (fixed seed: hashes are
// reproducible across runs).
type splitmix64 uint64

func (s *splitmix64) next() uint64 {
	*s += 0x9E3779B97F4A7C15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

func (t *tables) buildZobrist() {
	rng := splitmix64(0x62657A6163)
	nt := len(t.types)
	t.zPiece = make([]uint64, 2*nt*t.size)
	for i := range t.zPiece {
		t.zPiece[i] = rng.next()
	}
	t.zVirgin = make([]uint64, t.size)
	t.zEP = make([]uint64, t.size)
	for i := range t.zVirgin {
		t.zVirgin[i] = rng.next()
		t.zEP[i] = rng.next()
	}
	t.zSide = rng.next()
}

// pieceKey returns the Zobrist key of square content v on square s.
func (t *tables) pieceKey(v uint8, s int) uint64 {
	if v == 0 || v == guard {
		return 0
	}
	c := 0
	if v&blackBit != 0 {
		c = 1
	}
	return t.zPiece[(c*len(t.types)+int(v&typeMask))*t.size+s]
}

// parseStart reads the Program's start position board (for virginity of
// pieces that a FEN's castling field does not cover) and the castling
// partner types (the non-royal pieces on the start position's corners).
func (t *tables) parseStart() error {
	t.startBoard = make([]uint8, t.size)
	if t.prog.Start == "" {
		return nil
	}
	field := strings.Fields(t.prog.Start)
	if len(field) == 0 {
		return nil
	}
	if _, err := t.parseBoard(field[0], t.startBoard); err != nil {
		return fmt.Errorf("vm: the Program's start position: %w", err)
	}
	for i := range t.types {
		if t.types[i].royal && (t.types[i].castles || t.c960) {
			t.castleRoyal |= 1 << uint(i)
		}
	}
	if t.c960 {
		for _, s := range []int{t.sq(0, 0), t.sq(t.files-1, 0), t.sq(0, t.ranks-1), t.sq(t.files-1, t.ranks-1)} {
			v := t.startBoard[s]
			if v != 0 && !t.types[v&typeMask].royal {
				t.partnerMask |= 1 << uint(v&typeMask)
			}
		}
		return nil
	}
	t.castlePartners()
	return nil
}

// castlePartners finds the O-atom castling partners: the non-royal types
// that stand, in the start position, where a royal's castling legs look
// for their partner (the edge of the board, or one square in for jO), and
// which side castles with an inner piece (castleIn).
func (t *tables) castlePartners() {
	for _, s := range t.squares {
		v := t.startBoard[s]
		if v == 0 || t.castleRoyal>>(v&typeMask)&1 == 0 {
			continue
		}
		c := 0
		if v&blackBit != 0 {
			c = 1
		}
		for _, gm := range t.types[v&typeMask].col[c].general {
			l := &gm.legs[0]
			if !l.castle {
				continue
			}
			in := 0
			if l.inner {
				in = 1
			}
			if l.dy == 0 && l.dx > 0 {
				t.castleIn[0] = in
			} else if l.dy == 0 && l.dx < 0 {
				t.castleIn[1] = in
			}
			x := int(s)
			for t.sqFile[x+int(l.off)] >= 0 {
				x += int(l.off)
			}
			x -= in * int(l.off)
			if w := t.startBoard[x]; w != 0 && x != int(s) && w&colMask == v&colMask && !t.types[w&typeMask].royal {
				t.partnerMask |= 1 << uint(w&typeMask)
			}
		}
	}
}

func abs32(a int32) int32 {
	if a < 0 {
		return -a
	}
	return a
}
