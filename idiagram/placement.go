package idiagram

import (
	"fmt"
	"strings"
)

// placement reads the start FEN's board and holdings: the squares of
// each White and each Black piece letter (upper case), and the hand
// count of each letter, which must be the same for both sides.
func (x *exporter) placement() (white, black map[string][]square, hand map[string][2]int, ok bool) {
	v := x.v
	white, black, hand = map[string][]square{}, map[string][]square{}, map[string][2]int{}
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
			case c == '*':
				black["*"] = append(black["*"], square{f, r})
				f++
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
	for i := 0; i < len(holdings); i++ {
		c := holdings[i]
		u := strings.ToUpper(string(c))
		h := hand[u]
		switch {
		case c >= 'A' && c <= 'Z':
			h[0]++
		case c >= 'a' && c <= 'z':
			h[1]++
		default:
			continue
		}
		hand[u] = h
	}
	return white, black, hand, true
}

// symmetryOf says how black's placement follows from white's: "mirror",
// "rotate", or "none" for neither.
func symmetryOf(white, black map[string][]square, files, ranks int) string {
	for _, sym := range []string{"mirror", "rotate"} {
		s := &settings{files: files, ranks: ranks, symmetry: sym}
		if samePlacement(white, black, s) {
			return sym
		}
	}
	return "none"
}

func samePlacement(white, black map[string][]square, s *settings) bool {
	n := 0 // letters Black has, holes ("*") apart: those are written as they are
	for l := range black {
		if l != "*" {
			n++
		}
	}
	if len(white) != n {
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
			if o, _ := partner(q, s); !bs[o] {
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
