package vm

// Each side's squares of one kind of piece, kept by Make and Unmake so
// that what reads them need not scan the board every node: the bent
// riders (bent-keep, for findBents: bentkeep.go) and the counter-strike
// pieces (lion-squares, for lionsNear: lionsquares.go). A kind is a side
// table: for each square value, 1 + the colour of a kept piece, or 0.
// Make saves the lists in its undo record before the board changes
// (found first by the kind's scan if unknown, so that the node keeps them
// for its other moves), follows the squares the move touched (keptMoved), and
// Unmake restores the saved lists (bent-keep: only where Make saved them,
// u.bkSaved).

// keptSquares is each side's kept squares, as many as an A holds.
// state: keptUnknown (a new position or clone: the next Make or reader
// scans), keptOK, or keptOver (a side with more than fit: the readers
// scan or answer without the lists until the next position is set).
// near (lion-squares only) is lionsNear's answer for the lists as they
// are (nearUnknown, nearNo, nearYes): keptMoved forgets it when it
// changes them, and Unmake's copy brings back the one of the lists it
// restores (lions-near memo, lionsquares.go).
type keptSquares[A keptArray] struct {
	sq    [2]A
	n     [2]uint8
	state uint8
	near  uint8
}

// keptArray is a kind's room a side: the bent riders' (bentKept), and
// the counter-strike pieces' (lionKept, kept small: Make copies the
// lists).
type keptArray interface{ bentArray | lionArray }

type (
	bentArray = [maxBentList]int16
	lionArray = [4]int16
	bentKept  = keptSquares[bentArray]
	lionKept  = keptSquares[lionArray]
)

const (
	keptUnknown = iota
	keptOK
	keptOver
)

// add appends s to side c's list, or with no room left sets keptOver
// and returns false.
func (k *keptSquares[A]) add(c int, s int16) bool {
	if int(k.n[c]) == len(k.sq[c]) {
		k.state = keptOver
		return false
	}
	k.sq[c][k.n[c]] = s
	k.n[c]++
	return true
}

// has reports whether s is in side c's list.
func (k *keptSquares[A]) has(c int, s int16) bool {
	for i := range int(k.n[c]) {
		if k.sq[c][i] == s {
			return true
		}
	}
	return false
}

// keptMoved follows the kept pieces k (side: their kind's side table)
// over a move just made on p's board that changed only the first n
// squares of u (touched's, repeats allowed), whose old contents u
// saved: each such square leaves the lists, then joins its side's if it
// now holds one.
func keptMoved[A keptArray](p *Position, k *keptSquares[A], side *[256]uint8, u *undoRec, n int) {
	if k.state != keptOK {
		return
	}
	b := p.board
	sqs, old := u.sq[:n], u.pc[:n]
	any := false
	for i, s := range sqs {
		if side[old[i]]|side[b[s]] != 0 {
			any = true
			break
		}
	}
	if !any {
		return
	}
	k.near = nearUnknown
	for _, s := range sqs {
		k.drop(0, s)
		k.drop(1, s)
	}
	for _, s := range sqs {
		c := int(side[b[s]]) - 1
		if c < 0 || k.has(c, s) {
			continue
		}
		if !k.add(c, s) {
			return
		}
	}
}

// keptMovedPlain is keptMoved for a plain move (makePlain's), without its
// loops: mover left from, nw (mover, or what it promoted to) stands on
// to, where victim (0: none) was taken. Precondition: from != to and the
// move changed the board only there, so that with the lists right each
// square leaves only its old piece's side list.
func keptMovedPlain[A keptArray](k *keptSquares[A], side *[256]uint8, from, to int16, mover, victim, nw uint8) {
	if k.state != keptOK {
		return
	}
	k.near = nearUnknown
	if c := side[mover]; c != 0 {
		k.drop(int(c)-1, from)
	}
	if c := side[victim]; c != 0 {
		k.drop(int(c)-1, to)
	}
	if c := side[nw]; c != 0 {
		k.add(int(c)-1, to)
	}
}

// drop takes s out of side c's list, if there: the last fills its place.
func (k *keptSquares[A]) drop(c int, s int16) {
	for i := range int(k.n[c]) {
		if k.sq[c][i] == s {
			k.n[c]--
			k.sq[c][i] = k.sq[c][k.n[c]]
			return
		}
	}
}
