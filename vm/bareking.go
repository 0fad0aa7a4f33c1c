package vm

import (
	"encoding/binary"
	"math/bits"

	"github.com/betzac/betzac/legdefs"
)

// The bare-king rule (Program.BareKing, Shatranj and Shatar): a side left
// with only its king (one piece or none, pieces in hand counted) ends the
// game, and the side to move then has no moves. It is checked before a
// node's moves are generated, as Fairy-Stockfish's legal move generation
// checks its extinction rule.

// bareKingOver reports whether the bare-king rule has ended the game
// before the side to move moves.
func (p *Position) bareKingOver() bool {
	us, them := p.pieceCount(p.stm), p.pieceCount(p.stm^1)
	if p.t.rules.BareKing == legdefs.BareKingEnds {
		return us <= 1 || them <= 1
	}
	// loses: the side that just moved is bare (it did not bare us in
	// return), or we are bare and cannot take the other side's last
	// piece but its king in one move (it has two or more besides).
	return them <= 1 && us >= 2 || us <= 1 && them >= 3
}

// pieceCount counts colour c's pieces on the board and in hand (the
// board 8 bytes at a time, as countPieces scans it).
func (p *Position) pieceCount(c int) int {
	n := 0
	for _, ch := range p.t.scan {
		w := binary.LittleEndian.Uint64(p.board[ch.start:])
		n += bits.OnesCount64(colourBytes(w, c&1) & ch.mask)
	}
	for _, k := range p.hand[c] {
		n += int(k)
	}
	return n
}
