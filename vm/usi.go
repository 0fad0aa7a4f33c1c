package vm

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/digits"
)

// USI moves (sfen.go says how squares are written): conversion to and
// from the UCI form of MoveString and ParseMove, square by square. A move
// of several legs lists the squares it stops on without commas, as
// shogiops writes a Chu Shogi Lion's double move (from, the square it
// stops on, to: "6f5e4d"; makeUsi and parseUsi in
// https://github.com/WandererXII/shogiops/blob/master/src/util.ts), and a
// Lion's pass goes by an empty square next to it ("6f6g6f").

// USIString returns m, a legal move of p, in USI ("7g7f", "8h2b+",
// "P*5e", "6f5e4d").
func (p *Position) USIString(m Move) string {
	s := p.MoveString(m)
	if m.From == m.To && m.Kind&KindDrop == 0 && m.NV == 0 {
		if mid := p.emptyNeighbour(int(m.From)); mid >= 0 {
			from := p.t.squareName(int(m.From))
			s = from + p.t.squareName(mid) + s[len(from):]
		}
	}
	return p.uciToUSI(s)
}

// emptyNeighbour returns an empty square next to s (the first in a fixed
// order), or -1.
func (p *Position) emptyNeighbour(s int) int {
	t := p.t
	f, r := int(t.sqFile[s]), int(t.sqRank[s])
	for _, d := range [8][2]int{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}} {
		if nf, nr := f+d[0], r+d[1]; nf >= 0 && nf < t.files && nr >= 0 && nr < t.ranks && p.board[t.sq(nf, nr)] == 0 {
			return t.sq(nf, nr)
		}
	}
	return -1
}

// UCIToUSI rewrites the UCI move s (MoveString's form) in USI, square by
// square, whether or not it is legal here (its form is all that counts).
func (p *Position) UCIToUSI(s string) string { return p.uciToUSI(s) }

// uciToUSI rewrites each UCI square of s (a letter and a number) as a
// USI square, and a drop's '@' as '*'. A comma between legs goes, and
// with it the square after it when it repeats the one before
// ("c3c4,c4c5" is "10j10i10h" on a 12x12 board).
func (p *Position) uciToUSI(s string) string {
	var sb strings.Builder
	last, joint := "", false
	for i := 0; i < len(s); i++ {
		c := s[i]
		r, j := digits.Run(s, i+1)
		switch {
		case c >= 'a' && c <= 'z' && j > i+1:
			sq := fmt.Sprintf("%d%c", p.t.files-int(c-'a'), 'a'+byte(p.t.ranks-r))
			if !joint || sq != last {
				sb.WriteString(sq)
			}
			last, joint = sq, false
			i = j - 1
		case c == ',':
			joint = true
		case c == '@':
			sb.WriteByte('*')
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// usiSq is a USI square read at the start of a string: its text ("10e")
// and its UCI name.
type usiSq struct{ text, uci string }

// usiSquare reads the USI square at the start of s, on a files x ranks
// board.
func usiSquare(s string, files, ranks int) (usiSq, error) {
	file, j := digits.Run(s, 0)
	if j == 0 {
		return usiSq{}, fmt.Errorf("expected a square (file number, rank letter)")
	}
	if j == len(s) || s[j] < 'a' || s[j] > 'z' {
		return usiSq{}, fmt.Errorf("file %s without a rank letter after it", s[:j])
	}
	rank := int(s[j]-'a') + 1
	if s[0] == '0' || file > files || rank > ranks {
		return usiSq{}, fmt.Errorf("square %s is off the %dx%d board", s[:j+1], files, ranks)
	}
	return usiSq{text: s[:j+1], uci: fmt.Sprintf("%c%d", 'a'+byte(files-file), ranks-rank+1)}, nil
}

// USIToUCI rewrites the USI move s in the UCI form ParseMove reads, or
// says why it cannot: a square off the board, a '@' (UCI's drop). Of a
// move through several squares ("6f5e4d"), a square between that is empty
// goes (the move is made plain, or passes: "6f6g6f" is g7g7); the others
// become legs ("g7h8,h8i9").
func (p *Position) USIToUCI(s string) (string, error) {
	var sb strings.Builder
	var sqs []string
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			sq, err := usiSquare(s[i:], p.t.files, p.t.ranks)
			if err != nil {
				return "", fmt.Errorf("USI move %q: %v", s, err)
			}
			sqs = append(sqs, sq.uci)
			i += len(sq.text) - 1
		case c == '*':
			sb.WriteByte('@')
		case c == '@':
			return "", fmt.Errorf("USI move %q: a USI drop is written with '*' (P*5e)", s)
		default:
			if len(sqs) > 0 {
				sb.WriteString(p.usiLegs(sqs))
				sqs = nil
			}
			sb.WriteByte(c)
		}
	}
	sb.WriteString(p.usiLegs(sqs))
	return sb.String(), nil
}

// usiLegs writes the UCI squares sqs of a move: as they are when there
// are one or two, else without the empty squares between, as legs.
func (p *Position) usiLegs(sqs []string) string {
	if len(sqs) <= 2 {
		return strings.Join(sqs, "")
	}
	keep := []string{sqs[0]}
	for _, s := range sqs[1 : len(sqs)-1] {
		if sq, n := p.t.parseSquare(s); n != len(s) || p.board[sq] != 0 {
			keep = append(keep, s)
		}
	}
	keep = append(keep, sqs[len(sqs)-1])
	var sb strings.Builder
	for i := 1; i < len(keep); i++ {
		if i > 1 {
			sb.WriteByte(',')
		}
		sb.WriteString(keep[i-1] + keep[i])
	}
	return sb.String()
}

// ParseUSI reads the USI move s of the side to move. It is ParseMove on
// the UCI form (USIToUCI), whose errors, a *MoveError among them, it
// wraps; a caller that tries several notations can call it for a move
// that starts with a digit or holds a '*'.
func (p *Position) ParseUSI(s string) (Move, error) {
	uci, err := p.USIToUCI(s)
	if err != nil {
		return Move{}, err
	}
	m, err := p.ParseMove(uci)
	if err != nil {
		return Move{}, fmt.Errorf("USI move %q (UCI %s): %w", s, uci, err)
	}
	return m, nil
}

// LooksUSI reports whether s is written as a USI move rather than UCI:
// it starts with a file number, or drops with '*'.
func LooksUSI(s string) bool {
	return s != "" && (s[0] >= '0' && s[0] <= '9' || strings.Contains(s, "*"))
}
