package search

import (
	"strconv"
	"strings"

	"github.com/betzac/betzac/vm"
)

// Evaluation weights, in centipawns (doc.go, Evaluation).
const (
	valueBase     = 100
	valuePerMove  = 30
	mobilityMove  = 4
	shelterPiece  = 12
	attackerPiece = 12
	unknownValue  = 300 // a type the VM could not place alone on any square
)

// evaluator holds what the evaluation needs of the variant, computed once.
type evaluator struct {
	values []int  // by type index; 0 for royal types
	royal  []bool // by type index
	hands  bool
	// near1, near2: for each square, the board squares within one and two
	// king steps (not itself)
	near1, near2 [][]int16
}

// newEvaluator estimates the piece values of pos's variant (doc.go).
func newEvaluator(pos *vm.Position) *evaluator {
	prog := pos.Program()
	e := &evaluator{values: make([]int, len(prog.Pieces)), royal: make([]bool, len(prog.Pieces)), hands: prog.Hand.Drops}
	for i, pt := range prog.Pieces {
		e.royal[i] = pt.Royal
		if !pt.Royal {
			e.values[i] = pieceValue(pos, pt.Letter)
		}
	}
	size := 0
	for _, s := range pos.Squares() {
		size = max(size, int(s)+1)
	}
	e.near1, e.near2 = make([][]int16, size), make([][]int16, size)
	for _, s := range pos.Squares() {
		f, r := pos.FileRank(int(s))
		for df := -2; df <= 2; df++ {
			for dr := -2; dr <= 2; dr++ {
				f2, r2 := f+df, r+dr
				if df == 0 && dr == 0 || f2 < 0 || r2 < 0 || f2 >= pos.Files() || r2 >= pos.Ranks() {
					continue
				}
				q := int16(pos.Square(f2, r2))
				e.near2[s] = append(e.near2[s], q)
				if max(abs(df), abs(dr)) == 1 {
					e.near1[s] = append(e.near1[s], q)
				}
			}
		}
	}
	return e
}

// pieceValue is 100 + 30·E, E the average number of squares White's piece
// letter reaches alone on the empty board (doc.go).
func pieceValue(pos *vm.Position, letter string) int {
	files, ranks := pos.Files(), pos.Ranks()
	total, placed := 0, 0
	var buf []vm.Move
	reached := map[int16]bool{}
	for r := range ranks {
		for f := range files {
			q, err := pos.WithFEN(aloneFEN(files, ranks, f, r, letter))
			if err != nil {
				continue // a hole, or a square the piece may not stand on
			}
			buf = q.AppendLegal(buf[:0])
			clear(reached)
			for _, m := range buf {
				reached[m.To] = true
			}
			total += len(reached)
			placed++
		}
	}
	if placed == 0 {
		return unknownValue
	}
	return valueBase + valuePerMove*total/placed
}

// aloneFEN is the FEN of White's piece letter alone on file f, rank r
// (from 0), White to move.
func aloneFEN(files, ranks, f, r int, letter string) string {
	var b strings.Builder
	for rk := ranks - 1; rk >= 0; rk-- {
		if rk != r {
			b.WriteString(strconv.Itoa(files))
		} else {
			if f > 0 {
				b.WriteString(strconv.Itoa(f))
			}
			b.WriteString(letter)
			if files-f-1 > 0 {
				b.WriteString(strconv.Itoa(files - f - 1))
			}
		}
		if rk > 0 {
			b.WriteByte('/')
		}
	}
	b.WriteString(" w - - 0 1")
	return b.String()
}

// evaluate scores pos for the side to move: material, king safety and
// mobility (moves: the side to move's legal moves; oppMoves: the
// opponent's at the node before, or -1 when not known).
func (e *evaluator) evaluate(pos *vm.Position, moves, oppMoves int) int {
	us := pos.SideToMove()
	score := 0
	for _, s := range pos.Squares() {
		typ, c := pos.PieceAt(int(s))
		if typ < 0 {
			continue
		}
		sign := 1
		if c != us {
			sign = -1
		}
		if !e.royal[typ] {
			score += sign * e.values[typ]
			continue
		}
		score += sign * e.shelter(pos, int(s), c)
	}
	if e.hands {
		for typ, v := range e.values {
			score += v * (pos.HandCount(us, typ) - pos.HandCount(us^1, typ))
		}
	}
	if oppMoves >= 0 {
		score += mobilityMove * (moves - oppMoves)
	}
	return score
}

// shelter is the king-safety term of colour c's royal piece on sq.
func (e *evaluator) shelter(pos *vm.Position, sq, c int) int {
	s := 0
	for _, q := range e.near1[sq] {
		if typ, c2 := pos.PieceAt(int(q)); typ >= 0 && c2 == c {
			s += shelterPiece
		}
	}
	for _, q := range e.near2[sq] {
		if typ, c2 := pos.PieceAt(int(q)); typ >= 0 && c2 != c {
			s -= attackerPiece
		}
	}
	return s
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
