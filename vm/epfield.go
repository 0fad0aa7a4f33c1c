package vm

import (
	"slices"
	"strings"
)

// The marked form of the FEN e.p. field (Program.EPFieldMarked): the e.p.
// squares and the square of the piece that made them, rank by rank from
// a1, as Fairy-Stockfish writes them for pawns it defines by Betza. After
// a Berolina pawn's e7-c5 over d6 the field is "c5d6": the capture lands
// on d6 and takes the pawn on c5. When reading any FEN, a square that
// holds a piece of the side that just moved names the victim.

// epMarkedVictim returns the square among sqs that holds a piece of the
// side not to move (the marked victim), or -1.
func (p *Position) epMarkedVictim(sqs []int) int {
	them := colourBit(p.stm ^ 1)
	for _, s := range sqs {
		if v := p.board[s]; v != 0 && v&colMask == them {
			return s
		}
	}
	return -1
}

// epFieldMarked returns the marked e.p. field, or "-".
func (p *Position) epFieldMarked() string {
	e := &p.ep
	if e.n == 0 {
		return "-"
	}
	t := p.t
	sqs := []int{int(e.victim)}
	for k, s := 0, int(e.first); k < int(e.n); k, s = k+1, s+int(e.step) {
		sqs = append(sqs, s)
	}
	slices.SortFunc(sqs, func(a, b int) int {
		if t.sqRank[a] != t.sqRank[b] {
			return int(t.sqRank[a]) - int(t.sqRank[b])
		}
		return int(t.sqFile[a]) - int(t.sqFile[b])
	})
	var sb strings.Builder
	for _, s := range sqs {
		sb.WriteString(t.squareName(s))
	}
	return sb.String()
}
