package vm

import "math/bits"

// Count-near's memo (near-memo). Most of what countPiecesNear finds
// depends on the pieces of the side to move alone: which chunks hold
// them, their directions, which of their neighbours hold one of them
// (a move to any other neighbour counts, empty or an enemy), which
// neighbours lie in their zones, which rides stop on their second square
// at one of them; a leap-box leaper's moves likewise (countBox counts the
// squares not of its colour), a leap-box Lion's plain leaps too, and
// that a piece counted alone is steps-blocked (no move: stepsblocked.go,
// most often Chu Shogi's King behind its own pieces). At
// perft's last ply the nodes of one side follow each other, told apart
// by the other side's move, which seldom takes a piece: so a node counts
// those moves as the last node of its side found them, and looks again,
// at its own board, only at the pieces whose moves depend on more (a
// ride past its second square, a move into the zone, a Lion's two-step
// moves, the pieces counted alone).
//
// Precondition of near-memo (buildNear): count-near's, under which every
// change of a side's pieces that Make or Unmake leaves on the board goes
// through nearSet (nearkeep.go), and every other change of the board
// resets what chunk-keep keeps (p.ck.on: a new position, a clone), so
// that keepSide finds the side again; both mark the memo stale (ver). A
// node with pins counts through the chunks (nearChunks): a pinned piece's
// moves depend on the enemy.

// nearMemo is what countPiecesNear found for side c at the version ver
// of p.nk (nearKept.ver).
type nearMemo struct {
	ok  bool
	c   int
	ver uint64
	// n: the moves counted from the side's pieces alone
	n int
	// rest: the pieces counted at each node, in nearChunks's order
	rest []nearRest
}

// nearRest is a piece countPiecesNear counts at each node: on from, with
// moves pc, as kind says.
type nearRest struct {
	pc   *ptcol
	from int32
	kind restKind
	// restNear: its moves to its neighbours in the directions in (near8),
	// in the zone, pushed; its rides in the directions ride walked on
	// past their first square (countNearRest's)
	in, ride uint8
	// restLion: its plain leaps (countFree, by its leap box)
	leaps int32
}

// restKind is how countNearMemo counts a piece of its list.
type restKind uint8

const (
	restNear  restKind = iota // count-near's, with pushes or rides
	restAlone                 // countAlone
	restLion                  // countLionLeaps, its leaps counted
)

// countNearMemo is countPiecesNear for side us in a node without pins:
// the moves the memo counted, found again where it is stale, and those
// of the pieces it lists.
func (p *Position) countNearMemo(us int) {
	mm := &p.nk.memo
	if !mm.ok || mm.c != us || mm.ver != p.nk.ver {
		mm.rest = mm.rest[:0]
		p.nearChunks(false, mm) // near.go
		mm.ok, mm.c, mm.ver = true, us, p.nk.ver
	}
	n := mm.n
	for _, r := range mm.rest { // a copy: &mm.rest[i] was looked up again after each call
		from := int(r.from)
		switch r.kind {
		case restAlone:
			p.countAlone(from, r.pc) // count.go
			continue
		case restLion:
			// countLionLeaps (lioncount.go), its countFree read from the memo
			if k, ok := p.countLion(from, r.pc.lion); ok {
				n += k + int(r.leaps)
			} else {
				p.genPiece(from, r.pc.typ)
			}
			continue
		}
		if r.in != 0 {
			p.pushNear(from, r.in, r.pc) // near.go
		}
		if r.ride != 0 {
			n += p.rideOn(from, r.ride, r.pc)
		}
	}
	p.nCounted += n
}

// slow returns, for nearChunks finding the memo, the moves of the piece
// on from (moves pc) with free neighbours d in its directions that
// countNearRest counts from those alone: the neighbours outside its zone.
// It lists the piece in mm.rest for the rest (pushNear, rideOn), if any:
// a ride whose second square holds a piece of the side (or the guard)
// has nothing past its first, whatever the enemy does.
func (mm *nearMemo) slow(p *Position, from int, pc *ptcol, d uint8) int {
	in, r := d&pc.nearZone[from], d&uint8(p.t.nb.dirs[p.board[from]]>>8)
	ub := colourBit(p.stm)
	for x := r; x != 0; x &= x - 1 {
		if off := int(p.t.nb.off[bits.TrailingZeros8(x)]); p.board[from+2*off]&ub != 0 {
			r &^= x & -x
		}
	}
	if in|r != 0 {
		mm.rest = append(mm.rest, nearRest{from: int32(from), pc: pc, in: in, ride: r})
	}
	return bits.OnesCount8(d &^ in)
}

// alone returns, for nearChunks finding the memo, the moves of the piece
// on from (moves pc) that countAlone counts by countBox, unpinned (the
// node has no pins): those of a leap-box leaper counted by countMC. Any
// other piece it lists in mm.rest and returns 0, but for one that is
// steps-blocked, which has no move whatever the enemy does; a leap-box
// Lion counted by countLionLeaps with its plain leaps (countFree:
// countMC, countBox), those alone where its first steps are all blocked.
func (mm *nearMemo) alone(p *Position, from int, pc *ptcol) int {
	if pc.leapBox != nil && (pc.count == countMCLeaps || uint(from) < uint(len(pc.mcAt)) && pc.mcAt[from]) {
		return p.countBox(from, pc.leapBox) // leapbox.go
	}
	if pc.steps.only && p.stepsBlocked(from, pc) {
		return 0 // no move, whatever the enemy does (steps-blocked)
	}
	r := nearRest{from: int32(from), pc: pc, kind: restAlone}
	if pc.count == countLionLeaps && pc.leapBox != nil {
		leaps := p.countBox(from, pc.leapBox)
		if p.lionFirstsBlocked(from, pc.lion) {
			return leaps
		}
		r.kind, r.leaps = restLion, int32(leaps)
	}
	mm.rest = append(mm.rest, r)
	return 0
}

// lionFirstsBlocked reports whether each first step of the Lion shape ls
// from from holds a piece of the side to move or the guard: countLion
// then counts none of its moves (none captures there, none passes),
// whatever the enemy does.
func (p *Position) lionFirstsBlocked(from int, ls *lionShape) bool {
	ub := colourBit(p.stm)
	for i := range ls.firsts {
		if p.board[from+int(ls.firsts[i].off)]&ub == 0 {
			return false
		}
	}
	return true
}
