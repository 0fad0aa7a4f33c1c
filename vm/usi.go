package vm

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/digits"
)

// USI moves (sfen.go says how squares are written): conversion to and
// from the UCI form of MoveString and ParseMove, square by square.

// USIString returns m, a legal move of p, in USI ("7g7f", "8h2b+",
// "P*5e"). A multi-leg move keeps its commas ("5e5d,5d4c").
func (p *Position) USIString(m Move) string {
	return p.uciToUSI(p.MoveString(m))
}

// UCIToUSI rewrites the UCI move s (MoveString's form) in USI, square by
// square, whether or not it is legal here (its form is all that counts).
func (p *Position) UCIToUSI(s string) string { return p.uciToUSI(s) }

// uciToUSI rewrites each UCI square of s (a letter and a number) as a
// USI square, and a drop's '@' as '*'.
func (p *Position) uciToUSI(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		r, j := digits.Run(s, i+1)
		switch {
		case c >= 'a' && c <= 'z' && j > i+1:
			fmt.Fprintf(&sb, "%d%c", p.t.files-int(c-'a'), 'a'+byte(p.t.ranks-r))
			i = j - 1
		case c == '@':
			sb.WriteByte('*')
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String()
}

// USIToUCI rewrites the USI move s in the UCI form ParseMove reads, or
// says why it cannot: a square off the board, a '@' (UCI's drop).
func (p *Position) USIToUCI(s string) (string, error) {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			file, j := digits.Run(s, i)
			if j == len(s) || s[j] < 'a' || s[j] > 'z' {
				return "", fmt.Errorf("USI move %q: file %s without a rank letter after it", s, s[i:j])
			}
			rank := int(s[j]-'a') + 1
			if file < 1 || file > p.t.files || rank > p.t.ranks {
				return "", fmt.Errorf("USI move %q: square %s%c is off the %dx%d board", s, s[i:j], s[j], p.t.files, p.t.ranks)
			}
			fmt.Fprintf(&sb, "%c%d", 'a'+byte(p.t.files-file), p.t.ranks-rank+1)
			i = j
		case c == '*':
			sb.WriteByte('@')
		case c == '@':
			return "", fmt.Errorf("USI move %q: a USI drop is written with '*' (P*5e)", s)
		default:
			sb.WriteByte(c)
		}
	}
	return sb.String(), nil
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
