// Package fenboard splits one rank of a FEN's piece-placement field into
// tokens: runs of empty squares, pieces and holes; Placement writes the field. It only reads the text; what
// a letter means, how wide the board is and what an error says belong to
// its callers (the VM, refgen and the variant checker), which each read
// the field by these same tokens.
package fenboard

import (
	"iter"
	"strconv"
)

// Kind says what a Token is.
type Kind uint8

// The kinds of token.
const (
	// Empty is a run of digits: the count of empty squares, as written
	// ("8", "10", also "0" or "01": Count judges it).
	Empty Kind = iota
	// Piece is a letter, or '+' and the byte after it (a promoted form,
	// "+p"), either one followed by at most one '~' (crazyhouse's promoted
	// piece, "Q~").
	Piece
	// Other is any other byte, one at a time; also a '+' that ends the
	// rank and a '~' that follows no piece.
	Other
	// Hole is a '*': a square inside the board's rectangle that is not on
	// the board (legdefs.Rules.Holes; Fairy-Stockfish's wall squares).
	Hole
)

// Token is one item of a rank.
type Token struct {
	Kind     Kind
	Off      int    // its byte offset in the rank
	Text     string // as written, with the '~' of a promoted piece
	Promoted bool   // a Piece followed by '~'
}

// Count returns the number of empty squares an Empty token stands for,
// and whether it is a count from 1 to max written without a leading 0
// ("03" is a count 0 and a count 3 run together).
func (t Token) Count(max int) (int, bool) {
	n, err := strconv.Atoi(t.Text)
	return n, err == nil && n >= 1 && n <= max && t.Text[0] != '0'
}

// Letter returns a Piece's letter as written, without its '~' ("P",
// "+p").
func (t Token) Letter() string {
	if t.Promoted {
		return t.Text[:len(t.Text)-1]
	}
	return t.Text
}

// White reports whether a Piece is White's: its letter (the one after a
// '+') is not lower case.
func (t Token) White() bool {
	c := t.Letter()[len(t.Letter())-1]
	return c < 'a' || c > 'z'
}

// Tokens returns the tokens of one rank (the text between two '/'), in
// order.
func Tokens(rank string) iter.Seq[Token] {
	return func(yield func(Token) bool) {
		for j := 0; j < len(rank); {
			t := next(rank, j)
			if !yield(t) {
				return
			}
			j += len(t.Text)
		}
	}
}

// next reads the token at offset j of rank.
func next(rank string, j int) Token {
	c, k := rank[j], j+1
	switch {
	case isDigit(c):
		for k < len(rank) && isDigit(rank[k]) {
			k++
		}
		return Token{Kind: Empty, Off: j, Text: rank[j:k]}
	case isLetter(c) || c == '+' && k < len(rank):
		if c == '+' {
			k++
		}
		promoted := k < len(rank) && rank[k] == '~'
		if promoted {
			k++
		}
		return Token{Kind: Piece, Off: j, Text: rank[j:k], Promoted: promoted}
	case c == '*':
		return Token{Kind: Hole, Off: j, Text: rank[j:k]}
	}
	return Token{Kind: Other, Off: j, Text: rank[j:k]}
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }
