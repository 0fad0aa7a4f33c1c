package vm

import (
	"encoding/binary"

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
	us, them := p.pieceCounts()
	return BareKingOver(p.t.rules.BareKing, us, them)
}

// BareKingOver is the rule's one decision, which package bitboard shares:
// whether rule (a BareKing value, not BareKingNone) has ended the game
// when the side to move has us pieces and the other side them (in hand
// counted).
func BareKingOver(rule string, us, them int) bool {
	if rule == legdefs.BareKingEnds {
		return us <= 1 || them <= 1
	}
	// loses: the side that just moved is bare (it did not bare us in
	// return), or we are bare and cannot take the other side's last
	// piece but its king in one move (it has two or more besides).
	return them <= 1 && us >= 2 || us <= 1 && them >= 3
}

// pieceCounts counts the pieces of the side to move and of the other
// side, on the board and in hand. The board is read 8 bytes at a time,
// as countPieces scans it; each side's piece bits (one per byte) are
// added byte-wise, a byte holding at most one per chunk, and summed at
// the end, which needs no popcount per chunk.
func (p *Position) pieceCounts() (us, them int) {
	c := p.stm & 1
	scan := p.t.scan
	for len(scan) > 0 {
		part := scan[:min(len(scan), 255)] // a byte's sum stays below 256
		scan = scan[len(part):]
		var white, black uint64
		for _, ch := range part {
			w := binary.LittleEndian.Uint64(p.board[ch.start:])
			white += w >> 6 &^ (w >> 7) & ch.mask
			black += w >> 7 &^ (w >> 6) & ch.mask
		}
		if c == 0 {
			us, them = us+byteSum(white), them+byteSum(black)
		} else {
			us, them = us+byteSum(black), them+byteSum(white)
		}
	}
	if p.t.hands {
		us += handCount(&p.hand[c])
		them += handCount(&p.hand[c^1])
	}
	return us, them
}

// handCount is the number of pieces in hand h.
func handCount(h *[maxTypes]uint8) int {
	n := 0
	for _, k := range h {
		n += int(k)
	}
	return n
}
