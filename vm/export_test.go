package vm

// SetForceSlow switches the slow legality path on for every node (tests).
func SetForceSlow(on bool) { forceSlow = on }

// AttackMismatch returns the first square holding a piece of colour by^1
// where the attack test of the fast path (reverse patterns) and that of the
// slow path (the attackers' moves) disagree, or -1.
func AttackMismatch(p *Position, by int) int {
	for _, s := range p.t.squares {
		if v := p.board[s]; v == 0 || v&colMask != colourBit(by^1) {
			continue
		}
		fast := p.attacked(int(s), by)
		forceSlow = true
		slow := p.attacked(int(s), by)
		forceSlow = false
		if fast != slow {
			return int(s)
		}
	}
	return -1
}

// ScanSquares returns the squares countPieces's scan chunks cover, in
// their order, and the mailbox indices of all on-board squares; a chunk
// reading past the mailbox, or a mask byte other than 0 or 1, is reported
// as square -1.
func ScanSquares(p *Position) (scan, squares []int) {
	for _, c := range p.t.scan {
		if int(c.start)+8 > len(p.board) {
			scan = append(scan, -1)
		}
		for i := 0; i < 8; i++ {
			switch c.mask >> (8 * i) & 0xFF {
			case 0:
			case 1:
				scan = append(scan, int(c.start)+i)
			default:
				scan = append(scan, -1)
			}
		}
	}
	for _, s := range p.t.squares {
		squares = append(squares, int(s))
	}
	return scan, squares
}

// FastLegality reports whether the node takes the fast legality path
// (pins and checks) rather than trying each move on the board.
func FastLegality(p *Position) bool {
	p.setupLegality()
	return p.lmode == lmFast
}

// DedupeTypes returns the letters of the piece types whose moves are
// deduplicated (two paths may reach the same move), in type order.
func DedupeTypes(p *Position) string {
	s := ""
	for i := range p.t.types {
		if p.t.types[i].dedupe {
			s += p.t.types[i].letter
		}
	}
	return s
}

// Dedupes reports whether the type with FEN letter letter deduplicates
// its moves (two of its paths may reach one square).
func Dedupes(p *Position, letter string) bool {
	return p.t.types[p.t.typeOf(letter)].dedupe
}

// PieceCounts returns the pieces of the side to move and of the other
// side as the bare-king rule counts them.
func PieceCounts(p *Position) (us, them int) { return p.pieceCounts() }
