package idiagram

import (
	"fmt"
	"strconv"
	"strings"
)

// square is a board square, 0-based.
type square struct{ file, rank int }

func (q square) String(s *settings) string {
	return fmt.Sprintf("%c%d", 'a'+q.file, q.rank+s.firstRank)
}

// parseSquare reads "e4" (ranks numbered from s.firstRank).
func parseSquare(t string, s *settings) (square, bool) {
	if len(t) < 2 || t[0] < 'a' || t[0] > 'z' {
		return square{}, false
	}
	r, err := strconv.Atoi(t[1:])
	if err != nil || t[1] == '+' || t[1] == '-' {
		return square{}, false
	}
	q := square{int(t[0] - 'a'), r - s.firstRank}
	return q, q.file < s.files && q.rank >= 0 && q.rank < s.ranks
}

// parseSquares reads a piece's squares: "a1,h1", with ranges "a2-h2"
// along a rank or a file.
func parseSquares(p piece, s *settings) ([]square, error) {
	var out []square
	if p.Squares == "" {
		return nil, nil
	}
	for _, item := range strings.Split(p.Squares, ",") {
		item = strings.TrimSpace(item)
		from, to, isRange := strings.Cut(item, "-")
		a, ok := parseSquare(from, s)
		b := a
		if ok && isRange {
			b, ok = parseSquare(to, s)
		}
		if !ok {
			return nil, lineErrorf(p.Line, "piece %s: %q is not a square (or range a2-h2) on the %dx%d board", p.Name, item, s.files, s.ranks)
		}
		if a.file != b.file && a.rank != b.rank {
			return nil, lineErrorf(p.Line, "piece %s: range %q is not along one rank or one file", p.Name, item)
		}
		df, dr := sign(b.file-a.file), sign(b.rank-a.rank)
		for q := a; ; q = (square{q.file + df, q.rank + dr}) {
			out = append(out, q)
			if q == b {
				break
			}
		}
	}
	return out, nil
}

func sign(n int) int {
	switch {
	case n > 0:
		return 1
	case n < 0:
		return -1
	}
	return 0
}

// other is where Black has the piece White has on q.
func other(q square, s *settings) square {
	if s.symmetry == "rotate" {
		return square{s.files - 1 - q.file, s.ranks - 1 - q.rank}
	}
	return square{q.file, s.ranks - 1 - q.rank}
}

// startFEN places the pieces and writes the start position: White to
// move, castling for a royal piece with an O move, hands as the hand
// counts say.
func startFEN(pieces []piece, s *settings) (string, error) {
	board := make([][]string, s.ranks)
	for r := range board {
		board[r] = make([]string, s.files)
	}
	whose := map[square]string{}
	put := func(p piece, q square, letter string) error {
		if prev := whose[q]; prev != "" {
			return lineErrorf(p.Line, "piece %s: square %s already has %s", p.Name, q.String(s), prev)
		}
		whose[q] = p.Name
		board[q.rank][q.file] = letter
		return nil
	}
	castles := false
	for _, p := range pieces {
		qs, err := parseSquares(p, s)
		if err != nil {
			return "", err
		}
		for _, q := range qs {
			if err := put(p, q, p.letter); err != nil {
				return "", err
			}
		}
		for _, q := range qs {
			if err := put(p, other(q, s), strings.ToLower(p.letter)); err != nil {
				return "", err
			}
		}
		castles = castles || p.royal && strings.Contains(p.betza, "O")
	}
	var fen strings.Builder
	for r := s.ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < s.files; f++ {
			if board[r][f] == "" {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&fen, empty)
				empty = 0
			}
			fen.WriteString(board[r][f])
		}
		if empty > 0 {
			fmt.Fprint(&fen, empty)
		}
		if r > 0 {
			fen.WriteByte('/')
		}
	}
	if s.holdings == 1 {
		fen.WriteString("[" + hands(pieces) + "]")
	}
	castling := "-"
	if castles {
		castling = "KQkq"
	}
	return fen.String() + " w " + castling + " - 0 1", nil
}

// hands writes both sides' hands, White's then Black's.
func hands(pieces []piece) string {
	var w, b strings.Builder
	for _, p := range pieces {
		w.WriteString(strings.Repeat(p.letter, p.hand))
		b.WriteString(strings.Repeat(strings.ToLower(p.letter), p.hand))
	}
	return w.String() + b.String()
}
