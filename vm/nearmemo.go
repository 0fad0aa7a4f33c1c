package vm

// Count-near's memo (near-memo). Most of what countPiecesNear finds
// depends on the pieces of the side to move alone: which chunks hold
// them, their directions, which of their neighbours hold one of them
// (a move to any other neighbour counts, empty or an enemy), which
// neighbours lie in their zones; a leap-box leaper's moves likewise
// (countBox counts the squares not of its colour). At perft's last ply
// the nodes of one side follow each other, told apart by the other
// side's move, which seldom takes a piece: so a node counts those moves
// as the last node of its side found them, and looks again, at its own
// board, only at the pieces whose moves depend on more (a ride past its
// first square, a move into the zone, the pieces counted alone).
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
// moves pc; d, its free neighbours in its directions for countNearRest,
// 0 for one countAlone counts.
type nearRest struct {
	pc   *ptcol
	from int32
	d    uint8
}

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
	p.nCounted += mm.n
	for _, r := range mm.rest {
		if r.d == 0 {
			p.countAlone(int(r.from), r.pc) // count.go
		} else {
			p.countNearRest(int(r.from), r.pc, r.d)
		}
	}
}

// alone returns, for nearChunks finding the memo, the moves of the piece
// on from (moves pc) that countAlone counts by countBox, unpinned (the
// node has no pins): those of a leap-box leaper counted by countMC. Any
// other piece it lists in mm.rest and returns 0.
func (mm *nearMemo) alone(p *Position, from int, pc *ptcol) int {
	if pc.leapBox != nil && (pc.count == countMCLeaps || uint(from) < uint(len(pc.mcAt)) && pc.mcAt[from]) {
		return p.countBox(from, pc.leapBox) // leapbox.go
	}
	mm.rest = append(mm.rest, nearRest{from: int32(from), pc: pc})
	return 0
}
