package vm

// Steps-blocked: a listed piece whose plain leaps and slides all start on
// a square of its own side (or the guard) has none of their moves, and
// genMoves skips their loops after one look at each such square
// (stepsBlocked); genPieces skips such a piece that has no other moves
// (stepsBlock.only), and lists one that is not blocked through listSteps
// alone (steps-only listing, stepsListed), without genPiece's and
// genMoves's look at every other kind of move. Most of a Chu Shogi side
// stands so behind its pawns: the loops over eight or more directions
// were most of what listing a node cost there, and perft lists every
// node above its last ply.
//
// Precondition of steps-blocked, for a type and colour: none but the
// compiled legs themselves. A plain leap ends on its one square and a
// slide's first square stops it (ride), so where each such square holds
// a piece of the side to move or the guard (0xC0, both colour bits),
// mayEnd is false on every square the loops would visit: the square is
// not empty and is not the enemy's.

// stepsBlock is a type and colour's part of steps-blocked: offs, the
// offsets of the squares its plain leaps go to and of its slides' first
// squares, each once (nil: not looked at, fewer than minStepOffs); only:
// it has no other move (no special leap, hop, bent or general move, no
// zone rules, no Chess960 castling), so genPieces skips the piece or
// lists it alone (stepsListed). Only is set with any number of offsets.
type stepsBlock struct {
	offs []int32
	only bool
}

// buildStepsBlocked fills pc.steps, the distinct offsets of the plain
// leaps and slides of each type and colour that has some, when on; the
// lists share one array (start-up pays for every page touched).
func (t *tables) buildStepsBlocked(on bool) bool {
	if !on {
		return false
	}
	n := 0
	for i := range t.types {
		for c := range t.types[i].col {
			pc := &t.types[i].col[c]
			n += len(pc.plain) + len(pc.slides)
		}
	}
	if n == 0 {
		return false
	}
	all := make([]int32, 0, n)
	for i := range t.types {
		for c := range t.types[i].col {
			pc := &t.types[i].col[c]
			start := len(all)
			for _, l := range pc.plain {
				all = appendNew(all, start, l.off)
			}
			for _, l := range pc.slides {
				all = appendNew(all, start, l.off)
			}
			pc.steps.only = t.stepsOnly(&t.types[i], pc)
			if len(all)-start < minStepOffs {
				all = all[:start]
				continue
			}
			pc.steps.offs = all[start:len(all):len(all)]
		}
	}
	return true
}

// stepsOnly reports whether genPiece gives the piece of type ty, moving
// as pc, no moves but its plain leaps and slides.
func (t *tables) stepsOnly(ty *ptype, pc *ptcol) bool {
	return len(pc.special)+len(pc.hops)+len(pc.bents) == 0 && (len(pc.general) == 0 || pc.allCompiled) &&
		ty.zones == nil && !(t.rules.Castling960 && ty.royal)
}

// stepsListed reports whether genPieces lists the piece on from, moving
// as pc, whose only moves are its plain leaps and slides (only), through
// listSteps alone. Precondition of steps-only listing: genMoves would
// take its free path and nothing else. The node lists rather than counts
// (genMoves counts a genCount type's moves), the type's moves need no
// p.seen (gen up to genList: not genCountDeduped, whose repeats are
// tested) and the piece no legality test (needsNoTest). genMoves's
// p.stamp bump for a dedupe type is left out: listSteps reads no p.seen,
// and the next bump still gives a stamp not used before.
func (p *Position) stepsListed(from int, pc *ptcol) bool {
	return !p.counting && pc.ty.gen <= genList && p.needsNoTest(from, pc.ty.royal)
}

// minStepOffs is the fewest first squares for which stepsBlocked looks
// before the loops: with one, its look is the loops' own (a pawn's step).
const minStepOffs = 2

// appendNew appends off to offs unless offs[start:] holds it.
func appendNew(offs []int32, start int, off int32) []int32 {
	for _, o := range offs[start:] {
		if o == off {
			return offs
		}
	}
	return append(offs, off)
}

// stepsBlocked reports whether the piece on from, moving as pc, has no
// plain leap or slide: each of pc.steps.offs (steps-blocked) leads from
// from to a piece of the side to move or the guard. False where pc has
// no such list.
func (p *Position) stepsBlocked(from int, pc *ptcol) bool {
	offs := pc.steps.offs
	if offs == nil {
		return false
	}
	b, mine := p.board, colourBit(p.stm)
	for _, off := range offs {
		if b[from+int(off)]&mine == 0 {
			return false
		}
	}
	return true
}
