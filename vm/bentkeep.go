package vm

// The squares of each side's bent riders, kept by Make and Unmake where
// the plan's bent-keep shortcut holds (bentTrack), so that findBents
// copies them instead of scanning the board every node.

// bentKept is each side's bent-rider squares (those findBents lists).
// state: bentUnknown (a new position or clone: Make scans), bentOK, or
// bentOver (a side with more than maxBentList: findBents scans, as it
// always did, until the next position is set).
type bentKept struct {
	sq    [2][maxBentList]int16
	n     [2]uint8
	state uint8
}

const (
	bentUnknown = iota
	bentOK
	bentOver
)

// buildBentSide fills t.bentSide: for each square value, 1 + the colour
// of the bent riders findBents lists that it is, or 0 (bentcache.go's
// patterns, so kept and scanned lists hold the same squares).
func (t *tables) buildBentSide() {
	for c := range 2 {
		if rt := t.rev[c]; rt != nil {
			for _, pat := range rt.bentPats {
				t.bentSide[uint8(pat)] = uint8(c + 1)
			}
		}
	}
}

// scanBents finds each side's bent riders on the board.
func (p *Position) scanBents() bentKept {
	var k bentKept
	k.state = bentOK
	for _, s := range p.t.squares {
		c := int(p.t.bentSide[p.board[s]]) - 1
		if c < 0 {
			continue
		}
		if int(k.n[c]) == maxBentList {
			k.state = bentOver
			return k
		}
		k.sq[c][k.n[c]] = s
		k.n[c]++
	}
	return k
}

// bentSave saves the kept squares in Make's undo record u, before the
// board changes: found first if unknown, so that the node keeps them for
// its other moves once Unmake restores them.
func (p *Position) bentSave(u *undoRec) {
	if p.bk.state == bentUnknown {
		p.bk = p.scanBents()
	}
	u.bk = p.bk
}

// bentMoved follows the bent riders over a move just made on the board
// that changed only the squares sqs (touched's, repeats allowed), whose
// old contents were old: each such square leaves the lists, then joins
// its side's if it now holds one.
func (p *Position) bentMoved(sqs []int16, old []uint8) {
	k, side := &p.bk, &p.t.bentSide
	if k.state != bentOK {
		return
	}
	any := false
	for i, s := range sqs {
		if side[old[i]]|side[p.board[s]] != 0 {
			any = true
			break
		}
	}
	if !any {
		return
	}
	for _, s := range sqs {
		for c := range 2 {
			for i := 0; i < int(k.n[c]); i++ {
				if k.sq[c][i] == s {
					k.n[c]--
					k.sq[c][i] = k.sq[c][k.n[c]]
					break
				}
			}
		}
	}
	for _, s := range sqs {
		c := int(side[p.board[s]]) - 1
		if c < 0 || k.has(c, s) {
			continue
		}
		if int(k.n[c]) == maxBentList {
			k.state = bentOver
			return
		}
		k.sq[c][k.n[c]] = s
		k.n[c]++
	}
}

// has reports whether s is in side c's list.
func (k *bentKept) has(c int, s int16) bool {
	for _, x := range k.sq[c][:k.n[c]] {
		if x == s {
			return true
		}
	}
	return false
}
