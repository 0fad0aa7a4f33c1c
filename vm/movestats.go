package vm

// Facts is what one move does, as perft's per-category counts (betzac
// perft --stats) and chessprogramming.org's perft tables count it. A move
// may have several facts (an e.p. capture is a capture; a mate is a check).
type Facts uint16

// Facts bits.
const (
	// FactCapture: fewer pieces stand on the board after the move than
	// before (its hand, for a drop, not counted). So every move that
	// removes a piece is one capture, whatever took it: a plain or e.p.
	// capture, a multi-leg move's locust victims (however many), an
	// atomic blast, a friendly capture. A swap (unload) that puts its
	// victim back is not.
	FactCapture   Facts = 1 << iota
	FactEP              // an e.p. capture (also a capture)
	FactCastle          // castling
	FactPromotion       // the mover changes type on the board (not a drop)
	FactDrop            // a piece comes from the hand
	// FactCheck: after the move a royal piece of the side to move is
	// attacked (InCheck).
	FactCheck
	// FactDiscovered: a check by one piece, one the move did not move
	// (not on To, nor a castling partner's or an unloaded piece's new
	// square). As in chessprogramming.org's tables, a double check is
	// not also a discovered one (its start position, depth 6: 329
	// discovered, 46 double checks; a table that splits them, "single
	// discovered check only" 329, "direct and discovered" 46).
	FactDiscovered
	FactDouble // two or more pieces give check
	FactMate   // a check with no legal reply
)

// MoveFacts makes m, finds its facts and unmakes it. buf is a move
// buffer for the mate test; it is returned, maybe grown, so that a caller
// that keeps it allocates nothing per move.
func (p *Position) MoveFacts(m Move, buf []Move) (Facts, []Move) {
	var f Facts
	switch {
	case m.Kind&KindDrop != 0:
		f |= FactDrop
	case m.Promo != 0:
		f |= FactPromotion
	}
	if m.Kind&KindCastle != 0 {
		f |= FactCastle
	}
	if m.Kind&KindEP != 0 {
		f |= FactEP
	}
	before := p.boardPieces()
	if f&FactDrop != 0 {
		before++
	}
	p.Make(m)
	if p.boardPieces() < before {
		f |= FactCapture
	}
	if p.InCheck() {
		f |= FactCheck
		n, disc := p.checkGivers(&m)
		if disc && n == 1 {
			f |= FactDiscovered
		}
		if n > 1 {
			f |= FactDouble
		}
		var legal int
		legal, buf = p.CountLegal(buf)
		if legal == 0 {
			f |= FactMate
		}
	}
	p.Unmake(m)
	return f, buf
}

// boardPieces returns the number of pieces on the board.
func (p *Position) boardPieces() int {
	n := 0
	for _, s := range p.t.squares {
		if v := p.board[s]; v != 0 && v != guard {
			n++
		}
	}
	return n
}

// checkGivers returns the number of pieces of the side not to move that
// attack a royal piece of the side to move, and whether one of them is not
// a piece m (just made) moved. With a blast rule the check may come from
// no single attacker: n is then 0.
func (p *Position) checkGivers(m *Move) (n int, discovered bool) {
	t := p.t
	us, them := p.stm, p.stm^1
	ub, tb := colourBit(us), colourBit(them)
	var royals [8]int16 // more royals than this: the first 8 are looked at
	nr := 0
	for _, r := range t.squares {
		if w := p.board[r]; w != guard && w&colMask == ub && t.types[w&typeMask].royal && nr < len(royals) {
			royals[nr] = r
			nr++
		}
	}
	for _, s := range t.squares {
		v := p.board[s]
		if v&colMask != tb || v == guard {
			continue
		}
		for _, r := range royals[:nr] {
			if p.pieceAttacks(int(s), int(v&typeMask), them, int(r)) {
				n++
				if !movedTo(m, s) {
					discovered = true
				}
				break
			}
		}
	}
	return n, discovered
}

// movedTo reports whether m put a piece it moved on s.
func movedTo(m *Move, s int16) bool {
	return s == m.To ||
		m.Kind&KindCastle != 0 && s == m.V[1] ||
		m.Kind&KindUnload != 0 && s == m.Unload
}
