package vm

// Per-type move compilation: the legdefs moves of each piece type, turned
// for each colour into board offsets and sorted by the shape move generation
// needs (plain leaps, slides, special leaps, general moves).

import (
	"slices"

	"github.com/betzac/betzac/legdefs"
)

// plainLeap is a single-leg range-1 move whose only rights are m and/or c.
type plainLeap struct {
	off        int32
	move, capt bool
	end        endTest
}

// slide is a single-leg rider whose only rights are m and/or c.
type slide struct {
	off        int32
	max        int32 // largest number of steps
	move, capt bool
	end        endTest
	// open: it moves and max is at least the board's side, so only a
	// piece, the edge or a hole (the guard) stops it
	open bool
}

// endTest is mayEnd for the colour the move belongs to, as one test: the
// move may end on a square holding v if v&mask == want.
type endTest struct{ mask, want uint8 }

// endTestOf returns the endTest of a move of colour c with rights m and c.
func endTestOf(c int, move, capt bool) endTest {
	switch {
	case move && capt: // empty or enemy: not the mover's colour bit, which the guard has too
		return endTest{colourBit(c), 0}
	case move:
		return endTest{0xFF, 0}
	case capt:
		return endTest{colMask, colourBit(c ^ 1)}
	}
	return endTest{0, 1} // never
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
	// chain: a lame leap compiled from a chain of one-step legs
	// (chainLeap); off may be longer than the guard band
	chain bool
	// quick: the shape countSpecial counts without genSpecial (quickCapt,
	// quickPush, quickLame; 0: none)
	quick uint8
}

// The special-leg shapes countSpecial counts inline: a capture that may
// also take e.p. (the pawn's ceF), a lame move that may be initial and
// make e.p. rights (its ifmnD), and a lame leap that moves and captures
// (the Xiangqi horse, nN or mafsW).
const (
	quickCapt uint8 = 1 + iota
	quickPush
	quickLame
)

// quickShape returns the quick shape of a special leg of mode md, or 0;
// a chain leap (chainLeap) has ModeLame added.
func quickShape(md int32, chain bool) uint8 {
	const final = legdefs.ModeFinal
	const moveLame = legdefs.ModeMove | legdefs.ModeLame
	lameMC := md&legdefs.ModeCapture != 0 && md&moveLame == moveLame &&
		md&^(moveLame|legdefs.ModeCapture|final) == 0
	if chain {
		// its step may be longer than the guard band: only quickLame
		// tests the squares passed (each one step on) before the last
		if lameMC {
			return quickLame
		}
		return 0
	}
	switch {
	case md&legdefs.ModeCapture != 0 && md&^(legdefs.ModeCapture|legdefs.ModeEP|final) == 0:
		return quickCapt
	case md&moveLame == moveLame &&
		md&^(moveLame|legdefs.ModeInitial|legdefs.ModeEPRights|final) == 0:
		return quickPush
	case lameMC:
		return quickLame
	}
	return 0
}

// steps is the most steps l may take when the slide before it took iso
// steps: its range, or for a rest leg what that slide left of restOf
// (legdefs.Move.Steps).
func (l *cleg) steps(iso int32) int32 {
	if l.rest {
		return l.restOf - iso
	}
	return l.rng
}

// gmove is one compiled general move: its legs.
type gmove struct {
	legs    []cleg
	initial bool // the piece must be virgin
	// step0, enter: the first leg's one step and the squares it may go
	// on from (setEnter, mayEnter)
	step0 int32
	enter uint8
	// compiled: genMoves generates it from ptcol.bents (bents.go)
	compiled bool
	// castleScan: its first leg is a castling leg and nothing else (no
	// other rights, no wrap, lame or jump): nextLeg would only call
	// tryCastle on the first piece it reaches, if a friend (castleFrom)
	castleScan bool
	// castleNext (castle-gate, castle.go): per royal square, whether the
	// square next to it on the castling line may hold the partner; nil:
	// no gate
	castleNext []bool
}

// ptcol is the compact form of a piece type's moves for one colour.
type ptcol struct {
	plain   []plainLeap
	slides  []slide
	special []cleg     // single-leg leaps with other rights (i, n, j, e, d, k, e.p. rights)
	hops    []hopMove  // hoppers (hops.go)
	bents   []bentMove // bent riders (bents.go), also in general
	// bentGroups: bents by first leg, for counting (addBent)
	bentGroups []bentGroup
	general    []gmove // everything else, interpreted leg by leg
	// lion: general's Lion shapes, counted by countLion (nil: listed)
	lion *lionShape
	// borrow is every move but castling, as general moves without the
	// relay bit: what a relay leg that reaches a piece of this type
	// borrows. Built only when some type relays (tables.relay).
	borrow []gmove
	// count: how countPieces counts a piece (plan.go, countOne); countAt:
	// the squares where a type with zone rules is counted so (zoneIdle),
	// nil: everywhere; countIn: the moves must end there (its
	// confinement: countConfined), nil: anywhere
	count   countKind
	countAt []bool
	countIn []bool
	// zoneFar: per square, no move of a countOnly piece there ends in
	// its promotion zone (markZoneFar); nil without a zone
	zoneFar []bool
	// filter: which general moves genGeneral walks (buildGenFilter)
	filter genFilter
	// allCompiled: every general move is compiled (bents), so genMoves
	// skips genGeneral (markCompiled)
	allCompiled bool
	// disjoint: its moves are leaps, slides and bents no two of which
	// end on one square (markDisjoint, bents.go): counted without p.seen
	disjoint bool
	// bentLeaps (bent-leaps, bents.go): disjoint, never promoting, and
	// its plain leaps, which move and capture, are the one-step first
	// legs of its bent rides, one each (the Griffon's F): countBentLeaps
	// reads each once, from a square its groups bentsAt (ridesat.go)
	bentLeaps bool
	bentsAt   [][]bentGroup
	// ty, typ: the type these moves belong to (tables.pcOf)
	ty  *ptype
	typ int
	// swar: countSwar counts several pieces of the type at once, with
	// swarLegs; farBytes is zoneFar by scan chunk (swar.go)
	swar     bool
	swarLegs swarLegs
	// castleGates: every general move is an initial castling move with
	// a gate (castle.go)
	castleGates []castleGate
	farBytes    []uint64
	// mc: every plain leap and slide moves and captures and every slide
	// is open; leapOffs and rideOffs are then their offsets (countFree)
	mc       bool
	leapOffs []int32
	rideOffs []int32
	// mcMost: the most moves appendMC lists, a leap each and a ride at
	// most one a file or rank it crosses (markMC)
	mcMost  int
	ridesAt offsAt // per square, the rides countMC walks (ridesat.go)
	leapsAt offsAt // a royal's, per square, the leaps countRoyal tests (ridesat.go)
	// mcAt: the squares where countPieces counts the piece, unpinned, by
	// countMC alone (markMCAt); nil: none
	mcAt []bool
	// zoneOf[zoneCode[s]]: the zone countOne counts the piece on s with:
	// nil where zoneFar, else promoZone (markZoneCode)
	zoneOf   [3][]bool
	zoneCode []uint8
	// mcZone: countOne counts it by countMCZone where a zone applies
	// (markMCAt)
	mcZone bool
	// lame: its special leaps by the square they pass (lamegroups.go)
	lame []lameGroup
	// nearZone: for count-near, per square, the directions whose
	// neighbour is in the zone countOne counts it with (near.go)
	nearZone []uint8
	leapBox  *[5]uint64 // a leaper's box: countMC counts it by its box alone (leapbox.go)
	steps    stepsBlock // its plain leaps' and slides' first squares (steps-blocked, stepsblocked.go)
	mcBox    *[5]uint64 // countMC counts its leaps by their box, then walks its rides (leapbox.go)
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

// compileType compiles the moves of type i for colour c (turned round for
// Black), sorting them by shape, and marks the type dedupe when two of
// its paths may reach the same move.
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
	dup := t.relay && hasMode(moves, legdefs.ModeRelay) // borrowed moves may repeat its own
	dupGeneral := false                                 // general moves may repeat one another
	seen := &t.grids.seen
	seen.reset(t.files, t.ranks)
	stepOf := t.hopSteps(moves) // for hopsCollide
	var coveredBuf [16][2]int32 // room for most types' plain captures
	covered := plainCaptures(coveredBuf[:0], moves)
	growLists(pc, moves)
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
			if t.reachesSeen(seen, dx, dy, l.Range) {
				dup = true
			}
			t.markSteps(stepOf, dx, dy, l.Range)
			t.compileSingle(i, c, m, s, off)
			continue
		}
		if l, ok := t.chainLeap(m, s); ok {
			// a lame leap written as legs (the Xiangqi horse mafsW)
			if t.reachesSeen(seen, l.dx, l.dy, 1) {
				dup = true
			}
			t.markSteps(stepOf, l.dx, l.dy, 1)
			l.quick = quickShape(l.mode|legdefs.ModeLame, true)
			ty.col[c].special = append(ty.col[c].special, l)
			if l.capt {
				ty.simple = false
			}
			continue
		}
		if h, ok := t.hopLeap(m, s); ok {
			pc.hops = append(pc.hops, h)
			if h.capt {
				ty.simple = false
			}
			continue
		}
		if t.compileMulti(i, c, m, s) {
			dupGeneral = true
			if !apartFromSingle(m) {
				dup = true
			}
		}
		if m[0].Mode&legdefs.ModeCastle == 0 && !capturesCovered(m, covered) {
			ty.simple = false
		}
	}
	if t.hopsCollide(pc.hops, stepOf) {
		dup = true
	}
	if dup || dupGeneral {
		ty.dedupe = true
	}
	if dup {
		ty.dedupeSingle = true
	}
	pc.buildGenFilter()
}

// apartFromSingle reports whether no move that the multi-leg move m makes
// is one a single-leg move (a plain or special leap, a slide, a hop) may
// make: it has a locust victim (a leg before the last captures and can
// neither move on nor hop), or it ends where it started (one-step legs
// with m and c rights only, adding up to no step). The Chu Shogi Lion's
// caK and its pass mabK are such moves.
func apartFromSingle(m legdefs.Move) bool {
	const plainBits = legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeFinal
	home := true
	var dx, dy int32
	for _, l := range m {
		if l.Mode&(legdefs.ModeRelay|legdefs.ModeCurveStep|legdefs.ModeCastle) != 0 {
			return false // relayed, curve and castling moves: not this shape
		}
	}
	for k, l := range m {
		if k < len(m)-1 && l.Mode&legdefs.ModeCapture != 0 && l.Mode&(legdefs.ModeMove|legdefs.ModeHop) == 0 {
			return true
		}
		home = home && l.Range == 1 && l.Mode&^plainBits == 0
		dx, dy = dx+l.DX, dy+l.DY
	}
	return home && dx == 0 && dy == 0
}

// compileSingle adds the single-leg move m of type i for colour c, of
// step off, to the list its class belongs in.
func (t *tables) compileSingle(i, c int, m legdefs.Move, s, off int32) {
	ty := &t.types[i]
	pc := &ty.col[c]
	mode := m[0].Mode
	class := m.Class()
	if class == legdefs.Plain {
		mv, cp := mode&legdefs.ModeMove != 0, mode&legdefs.ModeCapture != 0
		if m[0].Range == 1 {
			pc.plain = append(pc.plain, plainLeap{off: off, move: mv, capt: cp, end: endTestOf(c, mv, cp)})
		} else {
			steps, _ := m.LegSteps(0, t.files, t.ranks)
			open := mv && steps >= int32(max(t.files, t.ranks))
			pc.slides = append(pc.slides, slide{off: off, max: steps, move: mv, capt: cp, end: endTestOf(c, mv, cp), open: open})
		}
		return
	}
	gm := t.compileMove(m, s)
	if class == legdefs.Special {
		l := gm.legs[0]
		l.quick = quickShape(l.mode, l.chain)
		pc.special = append(pc.special, l)
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
}

// growLists makes room in pc's lists for the moves of moves, appended one
// by one: the single-leg moves by class, in general the others (at most:
// a chain or hop of several legs goes to special or hops).
func growLists(pc *ptcol, moves []legdefs.Move) {
	var plain, slides, special, general int
	for _, m := range moves {
		switch {
		case len(m) != 1:
			general++
		case m.Class() == legdefs.Plain && m[0].Range == 1:
			plain++
		case m.Class() == legdefs.Plain:
			slides++
		case m.Class() == legdefs.Special:
			special++
		default:
			general++
		}
	}
	pc.plain = slices.Grow(pc.plain, plain)
	pc.slides = slices.Grow(pc.slides, slides)
	pc.special = slices.Grow(pc.special, special)
	pc.general = slices.Grow(pc.general, general)
}

// compileMulti adds the move m of more than one leg of type i for colour
// c as a general move, and reports whether it may reach a move another
// path reaches too (all but castling).
func (t *tables) compileMulti(i, c int, m legdefs.Move, s int32) bool {
	ty := &t.types[i]
	pc := &ty.col[c]
	gm := t.compileMove(m, s)
	if gm.legs[0].castle {
		if !t.rules.Castling960 {
			pc.general = append(pc.general, gm)
			ty.castles = true
		}
		return false
	}
	if bm, ok := t.bentLeap(m, s); ok && !gm.initial {
		gm.compiled = true
		addBent(pc, bm) // bents.go
	}
	pc.general = append(pc.general, gm)
	for _, l := range gm.legs {
		if l.epRights {
			t.hasEPRights = true
		}
	}
	return true // compileType decides whether the type stays simple
}

// plainCaptures returns the steps (DX, DY, as the table has them) on
// which a type with moves captures by a plain leap or by the first step
// of a plain slide: squares it attacks whatever else stands on the board,
// appended to buf. (A list, not a map: a few steps, and a map per type
// and colour was a fiftieth of Chu Shogi's start-up allocations; a list
// grown on the heap 6 KB of its garbage.)
func plainCaptures(buf [][2]int32, moves []legdefs.Move) [][2]int32 {
	covered := buf
	for _, m := range moves {
		if m.Class() == legdefs.Plain && m[0].Mode&legdefs.ModeCapture != 0 {
			covered = append(covered, [2]int32{m[0].DX, m[0].DY})
		}
	}
	return covered
}

// capturesCovered reports whether the multi-leg move m captures only on
// squares of covered (plainCaptures) or on the mover's own square, which
// it has left empty: m then attacks nothing its type's plain captures do
// not (the Chu Shogi Lion's caK and cabK, the Horned Falcon's fcafW), and
// the type's attacks stay simple (ptype.simple). Only chains of one-step
// legs with m and c rights qualify: their squares are fixed offsets.
func capturesCovered(m legdefs.Move, covered [][2]int32) bool {
	var dx, dy int32
	for _, l := range m {
		if l.Range != 1 || l.Mode&^(legdefs.ModeMove|legdefs.ModeCapture|legdefs.ModeFinal) != 0 {
			return false
		}
		dx, dy = dx+l.DX, dy+l.DY
		if l.Mode&legdefs.ModeCapture != 0 && (dx != 0 || dy != 0) && !slices.Contains(covered, [2]int32{dx, dy}) {
			return false
		}
	}
	return true
}

// chainLeap returns the move m, a chain of one-step legs that move
// through empty squares to a last one-step leg that moves or captures
// (the Xiangqi horse mafsW, the Janggi elephant mafsmafW), as the lame
// leap it is: the whole displacement, with the squares passed as the
// ones that must be empty. genSpecial tests them first, in path order,
// so that a leap longer than the guard band never reads off the board.
func (t *tables) chainLeap(m legdefs.Move, s int32) (cleg, bool) {
	last := len(m) - 1
	var l cleg
	for k, leg := range m {
		mode := leg.Mode &^ legdefs.ModeFinal
		ok := mode == legdefs.ModeMove
		if k == last {
			ok = mode != 0 && mode&^(legdefs.ModeMove|legdefs.ModeCapture) == 0
		}
		if !ok || leg.Range != 1 {
			return cleg{}, false
		}
		l.dx += s * leg.DX
		l.dy += s * leg.DY
		off := l.dy*int32(t.stride) + l.dx
		if k < last {
			if off == 0 {
				return cleg{}, false // back on the mover's square
			}
			l.inter = append(l.inter, off)
			l.interD = append(l.interD, [2]int32{l.dx, l.dy})
		}
		l.off = off
		l.mode = leg.Mode
	}
	if l.off == 0 {
		return cleg{}, false
	}
	l.rng = 1
	l.move = l.mode&legdefs.ModeMove != 0
	l.capt = l.mode&legdefs.ModeCapture != 0
	l.lame = true
	l.final = true
	l.chain = true
	return l, true
}

func (t *tables) addEPSource(i, c int, l cleg) {
	if l.rng != 1 {
		return
	}
	t.epSources[c] = append(t.epSources[c], epSource{typ: uint8(i), off: l.off, inter: l.inter, wrap: l.wrap, leg: l})
}
