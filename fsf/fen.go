package fsf

import (
	"fmt"
	"strconv"
	"strings"
)

// fenLetters is what the board of a start FEN may hold: the letters of the
// translated pieces (upper case), the settings of the piece types that were
// not translated (by letter), and promotedPieceType (letter to letter).
type fenLetters struct {
	pieces      map[byte]bool
	untranslate map[byte]string
	promoted    map[byte]byte
	// keepPlus: "+X" stays "+X", the promoted type betzac makes of X's
	// promotedPieceType (hand.go), which goes back to hand as an X
	keepPlus bool
}

// fsfStartFEN rewrites an FSF startFen (pieces in hand already removed) as
// the complete FEN that FSF reads from it (Position::set, src/position.cpp),
// since betzac's FEN reader refuses short or malformed FENs on purpose:
//   - board: "+X" is X's promotedPieceType (FSF puts that piece), kept as
//     betzac's +X type when the section has piece promotion; a '~'
//     after a letter (promoted, for what a capture puts in hand) is dropped;
//     a character that is no piece is skipped, the square not advanced;
//     '*' (a wall square) and the letter of a piece type the import could
//     not translate are problems (untranslated), their square left empty.
//   - side to move: black only if the field starts with 'b' (a missing field
//     is white).
//   - castling and e.p.: both are skipped when the field after the side
//     starts with a digit ("w 0 1"); castling keeps the letters FSF reads
//     (K Q k q and files), none when castling is disabled; e.p. is one square
//     or none ("-", "0").
//   - half-move clock and move number: 0 and 1 where missing.
func fsfStartFEN(fen string, files, ranks int, castling bool, l fenLetters, untranslated func(string, ...any)) string {
	f := strings.Fields(fen)
	if len(f) == 0 {
		return fen
	}
	board := fsfBoard(f[0], l, untranslated)
	rest := f[1:]
	side := "w"
	if len(rest) > 0 {
		if rest[0][0] == 'b' {
			side = "b"
		}
		rest = rest[1:]
	}
	rights, ep := "-", "-"
	if len(rest) > 0 && !isDigit(rest[0][0]) {
		if castling {
			rights = castlingLetters(rest[0], files)
		}
		rest = rest[1:]
		if len(rest) > 0 {
			ep = epSquare(rest[0], files, ranks)
			rest = rest[1:]
		}
	}
	counters := []string{"0", "1"}
	for i := 0; i < len(rest) && i < 2; i++ {
		if _, err := strconv.Atoi(rest[i]); err == nil {
			counters[i] = rest[i]
		}
	}
	return strings.Join([]string{board, side, rights, ep, counters[0], counters[1]}, " ")
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// fsfBoard is the board field as FSF reads it (see fsfStartFEN).
func fsfBoard(board string, l fenLetters, untranslated func(string, ...any)) string {
	var out strings.Builder
	empty := 0 // empty squares not yet written
	put := func(c byte) {
		if empty > 0 {
			out.WriteString(strconv.Itoa(empty))
			empty = 0
		}
		out.WriteByte(c)
	}
	named := map[byte]bool{} // untranslated letters, named once
	for i := 0; i < len(board); i++ {
		c := board[i]
		up := upper(c)
		switch {
		case isDigit(c):
			j := i
			for j+1 < len(board) && isDigit(board[j+1]) {
				j++
			}
			n, _ := strconv.Atoi(board[i : j+1])
			empty += n
			i = j
		case c == '/':
			put(c)
		case c == '*': // a wall square: a hole (legdefs.Rules.Holes)
			put(c)
		case c == '~':
		case c == '+' && i+1 < len(board) && l.promoted[upper(board[i+1])] != 0:
			i++
			to := l.promoted[upper(board[i])]
			if l.keepPlus && l.pieces[upper(board[i])] {
				put('+')
				put(board[i])
				continue
			}
			if !l.pieces[to] {
				untranslated("startFen %q: %s is not translated", board[i-1:i+1], pieceSetting(l, to))
				empty++
				continue
			}
			if board[i] != upper(board[i]) {
				to += 'a' - 'A'
			}
			put(to)
		case l.pieces[up]:
			put(c)
		case l.untranslate[up] != "":
			if !named[up] {
				untranslated("startFen places %c, the piece of %s, which is not translated", up, l.untranslate[up])
			}
			named[up] = true
			empty++
		}
	}
	if empty > 0 {
		out.WriteString(strconv.Itoa(empty))
	}
	return out.String()
}

func pieceSetting(l fenLetters, letter byte) string {
	if s := l.untranslate[letter]; s != "" {
		return s
	}
	return fmt.Sprintf("piece %c", letter)
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// castlingLetters keeps the castling letters FSF reads: K, Q, k, q and the
// files of the board (Shredder-FEN); "-" if none.
func castlingLetters(field string, files int) string {
	var out strings.Builder
	for i := 0; i < len(field); i++ {
		c := upper(field[i])
		if c == 'K' || c == 'Q' || c >= 'A' && int(c-'A') < files {
			out.WriteByte(field[i])
		}
	}
	if out.Len() == 0 {
		return "-"
	}
	return out.String()
}

// epSquare is field if it is one square of the board, else "-".
func epSquare(field string, files, ranks int) string {
	if len(field) < 2 || field[0] < 'a' || int(field[0]-'a') >= files {
		return "-"
	}
	r, err := strconv.Atoi(field[1:])
	if err != nil || r < 1 || r > ranks {
		return "-"
	}
	return field
}
