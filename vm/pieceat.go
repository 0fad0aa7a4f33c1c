package vm

// Board access by type index, for package search: its evaluation reads
// every square at every leaf, so these allocate nothing (Piece and Hand
// build or take strings).

// PieceAt returns the type index (into Program.Pieces) and colour (0
// White, 1 Black) of the piece on sq; typ is -1 for an empty square, a
// square off the board, a hole or a wall.
func (p *Position) PieceAt(sq int) (typ, colour int) {
	if sq < 0 || sq >= p.t.size {
		return -1, 0
	}
	v := p.board[sq]
	if v == 0 || v == guard {
		return -1, 0
	}
	if v&blackBit != 0 {
		colour = 1
	}
	return int(v & typeMask), colour
}

// HandCount returns how many pieces of type typ colour holds in hand.
func (p *Position) HandCount(colour, typ int) int {
	if colour < 0 || colour > 1 || typ < 0 || typ >= len(p.t.letters) {
		return 0
	}
	return int(p.hand[colour][typ])
}
