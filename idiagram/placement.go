package idiagram

import (
	"fmt"
	"strings"
)

// placement reads the start FEN's board and holdings: the squares of
// each White and each Black piece letter (upper case), and the hand
// count of each letter, which must be the same for both sides.
func (x *exporter) placement() (white, black map[string][]square, hand map[string]int, ok bool) {
	v := x.v
	white, black, hand = map[string][]square{}, map[string][]square{}, map[string]int{}
	board, _, _ := strings.Cut(v.Start, " ")
	board, holdings, _ := strings.Cut(board, "[")
	rows := strings.Split(board, "/")
	if len(rows) != v.Ranks {
		x.problem("the start position %q has %d ranks, not %d", v.Start, len(rows), v.Ranks)
		return nil, nil, nil, false
	}
	for i, row := range rows {
		r, f := v.Ranks-1-i, 0
		for j := 0; j < len(row); j++ {
			c := row[j]
			switch {
			case c >= '0' && c <= '9':
				n := int(c - '0')
				for j+1 < len(row) && row[j+1] >= '0' && row[j+1] <= '9' {
					j++
					n = n*10 + int(row[j]-'0')
				}
				f += n
			case c >= 'A' && c <= 'Z':
				white[string(c)] = append(white[string(c)], square{f, r})
				f++
			case c >= 'a' && c <= 'z':
				black[strings.ToUpper(string(c))] = append(black[strings.ToUpper(string(c))], square{f, r})
				f++
			default:
				x.problem("the start position %q has %q, which a Diagram's squares cannot place", v.Start, string(c))
				return nil, nil, nil, false
			}
		}
	}
	counts := map[byte]int{}
	for i := 0; i < len(holdings); i++ {
		if c := holdings[i]; c != ']' && c != '-' {
			counts[c]++
		}
	}
	for c, n := range counts {
		u := strings.ToUpper(string(c))
		if c >= 'A' && c <= 'Z' {
			if counts[c+'a'-'A'] != n {
				x.problem("the start position's hands differ: White has %d %s, Black %d (a Diagram's hand count is both sides')", n, u, counts[c+'a'-'A'])
			}
			hand[u] = n
		} else if counts[c-'a'+'A'] == 0 {
			x.problem("the start position's hands differ: Black has %d %s, White none", n, u)
		}
	}
	return white, black, hand, true
}

// symmetryOf says how black's placement follows from white's: "mirror",
// "rotate", or "" for neither.
func symmetryOf(white, black map[string][]square, files, ranks int) string {
	for _, sym := range []string{"mirror", "rotate"} {
		s := &settings{files: files, ranks: ranks, symmetry: sym}
		if samePlacement(white, black, s) {
			return sym
		}
	}
	return ""
}

func samePlacement(white, black map[string][]square, s *settings) bool {
	if len(white) != len(black) {
		return false
	}
	for l, qs := range white {
		bs := map[square]bool{}
		for _, q := range black[l] {
			bs[q] = true
		}
		if len(bs) != len(qs) {
			return false
		}
		for _, q := range qs {
			if !bs[other(q, s)] {
				return false
			}
		}
	}
	return true
}

// squareList writes squares as a Diagram does, runs along a rank as
// ranges: "a2-h2,b1".
func squareList(qs []square) string {
	s := &settings{firstRank: 1}
	var parts []string
	for i := 0; i < len(qs); {
		j := i
		for j+1 < len(qs) && qs[j+1].rank == qs[i].rank && qs[j+1].file == qs[j].file+1 {
			j++
		}
		if j > i {
			parts = append(parts, fmt.Sprintf("%s-%s", qs[i].String(s), qs[j].String(s)))
		} else {
			parts = append(parts, qs[i].String(s))
		}
		i = j + 1
	}
	return strings.Join(parts, ",")
}
