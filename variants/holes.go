package variants

import (
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/legdefs"
)

// startHoles returns the holes of a variant (legdefs.Rules.Holes): the
// '*' squares of its start FEN, which validate has checked against the
// board. There is no key for them: the start position is where a reader
// sees the board's shape, as in Fairy-Stockfish's variants.
func startHoles(fen string, ranks int) []legdefs.Square {
	board, _, _ := strings.Cut(strings.TrimSpace(fen), " ")
	board, _, _ = strings.Cut(board, "[")
	var holes []legdefs.Square
	for i, row := range strings.Split(board, "/") {
		if i >= ranks {
			break // a holdings rank ("board/holdings")
		}
		f := 0
		for tok := range fenboard.Tokens(row) {
			switch tok.Kind {
			case fenboard.Empty:
				n, _ := strconv.Atoi(tok.Text)
				f += n
			case fenboard.Piece:
				f++
			case fenboard.Hole:
				holes = append(holes, legdefs.Square{File: f, Rank: ranks - 1 - i})
				f++
			}
		}
	}
	return holes
}

// checkPetrifyRoyal refuses a royal piece in petrify: a royal piece that
// turned into a wall would leave its side without one (Fairy-Stockfish
// forbids the capture instead; write the piece without captures).
func checkPetrifyRoyal(r *rawVariant, s *str, e *errs) {
	for _, p := range r.pieces {
		if i := strings.Index(s.val, p.letter.val); p.royal && len(p.letter.val) == 1 && i >= 0 {
			e.add(s.pos(i), "petrify %q: piece %s is royal; a royal piece that may not capture is written without captures (mK)", s.val, p.letter.val)
			return
		}
	}
}
