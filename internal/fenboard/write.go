package fenboard

import (
	"strconv"
	"strings"
)

// Placement writes a FEN's piece-placement field for a files×ranks board,
// the last rank first: at(file, rank) (0-based) gives the letter on a
// square, "" for an empty one; runs of empty squares become their count.
func Placement(files, ranks int, at func(file, rank int) string) string {
	var sb strings.Builder
	for r := ranks - 1; r >= 0; r-- {
		empty := 0
		for f := 0; f < files; f++ {
			l := at(f, r)
			if l == "" {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sb.WriteString(l)
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

// WithoutHoles returns fen with each hole ('*') of its board field made
// an empty square, the runs of empty squares counted again.
func WithoutHoles(fen string) string {
	if !strings.Contains(fen, "*") {
		return fen
	}
	board, rest, _ := strings.Cut(fen, " ")
	rows := strings.Split(board, "/")
	for i, row := range rows {
		var sb strings.Builder
		empty := 0
		for tok := range Tokens(row) {
			switch tok.Kind {
			case Empty:
				n, _ := strconv.Atoi(tok.Text)
				empty += n
			case Hole:
				empty++
			default:
				if empty > 0 {
					sb.WriteString(strconv.Itoa(empty))
					empty = 0
				}
				sb.WriteString(tok.Text)
			}
		}
		if empty > 0 {
			sb.WriteString(strconv.Itoa(empty))
		}
		rows[i] = sb.String()
	}
	out := strings.Join(rows, "/")
	if rest != "" {
		out += " " + rest
	}
	return out
}
