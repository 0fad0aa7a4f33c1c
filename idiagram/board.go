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

// placed is a square of a piece, White's or (after the colour
// separator) Black's.
type placed struct {
	square
	black bool
}

// parseSquares reads a piece's squares as PutPiece does: "a1,h1"; a range
// "a2-h2" is the rectangle from its first to its last square, counting up
// (a range that counts down places nothing in the Diagram, and is
// refused); an empty item (",,") is the colour separator: the squares after
// it are Black's.
func parseSquares(p piece, s *settings) ([]placed, error) {
	if p.Squares == "" || p.Squares == "0" { // ParseGameDef: parts[4] == 0
		return nil, nil
	}
	var out []placed
	black := false
	for _, item := range strings.Split(p.Squares, ",") {
		item = strings.TrimSpace(item)
		if len(item) < 2 {
			black = true
			continue
		}
		from, to, isRange := strings.Cut(item, "-")
		a, ok := parseSquare(from, s)
		b := a
		if ok && isRange {
			b, ok = parseSquare(to, s)
		}
		if !ok {
			return nil, lineErrorf(p.Line, "piece %s: %q is not a square (or range a2-h2) on the %dx%d board", p.Name, item, s.files, s.ranks)
		}
		if b.file < a.file || b.rank < a.rank {
			return nil, lineErrorf(p.Line, "piece %s: range %q counts down: the Diagram places nothing there", p.Name, item)
		}
		for r := a.rank; r <= b.rank; r++ {
			for f := a.file; f <= b.file; f++ {
				out = append(out, placed{square{f, r}, black})
			}
		}
	}
	return out, nil
}

// partner is where PutInner puts Black's partner of White's piece on q,
// and whether it puts one.
func partner(q square, s *settings) (square, bool) {
	switch s.symmetry {
	case "rotate":
		return square{s.files - 1 - q.file, s.ranks - 1 - q.rank}, true
	case "mirror":
		return square{q.file, s.ranks - 1 - q.rank}, true
	}
	return q, false
}

// startFEN places the pieces and holes and writes the start position:
// White to move, castling for a royal piece with an O move, hands as
// the hand counts say.
func startFEN(pieces, holes []piece, s *settings) (string, error) {
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
	for _, p := range append(append([]piece(nil), pieces...), holes...) {
		qs, err := parseSquares(p, s)
		if err != nil {
			return "", err
		}
		white, black := p.letter, strings.ToLower(p.letter)
		if strings.ToLower(p.Name) == "hole" {
			white, black = "*", "*"
		}
		for _, q := range qs {
			letter := white
			if q.black {
				letter = black
			}
			if err := put(p, q.square, letter); err != nil {
				return "", err
			}
			if o, ok := partner(q.square, s); ok && !q.black {
				if err := put(p, o, black); err != nil {
					return "", err
				}
			}
		}
		castles = castles || p.royal && strings.Contains(p.betza, "O")
	}
	fen := fenBoard(board)
	if s.holdings != 0 || anyHand(pieces) {
		fen += "[" + hands(pieces) + "]"
	}
	castling := "-"
	if castles {
		castling = "KQkq"
	}
	return fen + " w " + castling + " - 0 1", nil
}

// fenBoard writes the board part of a FEN, top rank first.
func fenBoard(board [][]string) string {
	var fen strings.Builder
	for r := len(board) - 1; r >= 0; r-- {
		empty := 0
		for _, sq := range board[r] {
			if sq == "" {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprint(&fen, empty)
				empty = 0
			}
			fen.WriteString(sq)
		}
		if empty > 0 {
			fmt.Fprint(&fen, empty)
		}
		if r > 0 {
			fen.WriteByte('/')
		}
	}
	return fen.String()
}

func anyHand(pieces []piece) bool {
	for _, p := range pieces {
		if p.hand > 0 || p.handBlack > 0 {
			return true
		}
	}
	return false
}

// hands writes both sides' hands, White's then Black's.
func hands(pieces []piece) string {
	var w, b strings.Builder
	for _, p := range pieces {
		w.WriteString(strings.Repeat(p.letter, p.hand))
		b.WriteString(strings.Repeat(strings.ToLower(p.letter), p.handBlack))
	}
	return w.String() + b.String()
}
