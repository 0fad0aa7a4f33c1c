package idiagram

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/variants"
)

// antiTrade= (betza.js ParseGameDef and ScoreMove). A line before the
// first piece line, antiTrade=N, puts piece N in the one common group
// (royalness bits 13-15); a line after a piece line, antiTrade=G, puts
// that piece (the last one defined: ParseGameDef's n) in group G&3
// (bits 16+2G and 17+2G), replacing every flag royal=, iron= and the
// others gave it before (an assignment, not an or). ScoreMove refuses,
// as illegal ("rel iron"), a move whose mover and one of its enemy
// victims, on any leg, share a group: the mover's bits and a victim's
// unit bit, masked with 0x3FE000. That mask leaves out bits 22-23, so
// group 3 bars nothing. A barred capture scores -15000 before a royal
// victim's 15000, so it does not attack either.
//
// betzac's cannot-capture (a piece's letters; VM, refgen) is that rule:
// each piece of a group may not capture, by any move, a piece of its
// group, itself included, and a barred capture is no attack, except for a
// move that takes a piece of the group on one leg and a royal piece on a
// later one, which cannot-capture still counts as an attack: a group
// piece that captures on a leg before its last is refused
// (locust.go). (betza.js
// counts a group's victims of one move in two or three bits, so a move
// taking four or eight of them overflows the count and is allowed; no
// piece takes that many in one move.)

// Anti-trade groups of a piece: none, the common one, then G+2.
const (
	antiNone   = 0
	antiCommon = 1
)

// markAntiTrade reads the antiTrade= lines into the pieces' groups.
func markAntiTrade(pieces []piece, s *settings) error {
	for _, p := range s.antiTrade {
		n := 0 // pieces defined before the line (holes do not count)
		for _, q := range pieces {
			if q.Line < p.Line {
				n++
			}
		}
		if n == 0 {
			m, err := paramInt(p, 1, len(pieces))
			if err != nil {
				return err
			}
			if pieces[m-1].antiTrade == antiNone { // a later line after the piece replaces it
				pieces[m-1].antiTrade = antiCommon
			}
			continue
		}
		g, err := paramInt(p, 0, 2)
		if err != nil {
			return lineErrorf(p.Line, "antiTrade=%s after piece %s: want its group, 0, 1 or 2 (betza.js's ScoreMove does not test group 3)", p.Value, pieces[n-1].Name)
		}
		if q := &pieces[n-1]; q.iron || q.royal && len(s.royal) > 0 {
			return lineErrorf(p.Line, "antiTrade=%d after piece %s: it would clear the piece's royal= or iron= (ParseGameDef assigns its flags), which is not translated", g, q.Name)
		}
		pieces[n-1].antiTrade = antiCommon + 1 + g
	}
	return nil
}

// antiTradeLetters are the letters of piece i's group, in piece order,
// or "" if it has none.
func antiTradeLetters(pieces []piece, i int) string {
	if pieces[i].antiTrade == antiNone {
		return ""
	}
	var b strings.Builder
	for _, p := range pieces {
		if p.antiTrade == pieces[i].antiTrade {
			b.WriteString(p.letter)
		}
	}
	return b.String()
}

// antiTradeGroups are the anti-trade groups export writes: the letters
// of each group of pieces whose cannot-capture is the group, in the
// order of their first pieces. A cannot-capture that is no such group
// is a problem.
func (x *exporter) antiTradeGroups() []string {
	var groups []string
	for _, vp := range x.v.Pieces {
		cc := vp.CannotCapture
		if cc == "" || slices.Contains(groups, cc) {
			continue
		}
		ok := strings.Contains(cc, vp.Letter)
		for _, l := range cc {
			if q := x.piece(string(l)); q == nil || !sameLetters(q.CannotCapture, cc) {
				ok = false
			}
		}
		if !ok {
			x.problem("piece %s (%s): cannot-capture %s is not a group of pieces that may not capture each other, each itself included, as the Diagram's antiTrade= has them", vp.Letter, vp.Name, cc)
			continue
		}
		groups = append(groups, cc)
	}
	if len(groups) > 4 {
		x.problem("%d anti-trade groups (cannot-capture): the Diagram has four (antiTrade=)", len(groups))
	}
	return groups
}

// writeAntiTrade writes, before the pieces, antiTrade=N for each piece
// of the first group (the common one).
func (x *exporter) writeAntiTrade(sb *strings.Builder, groups []string) {
	if len(groups) == 0 {
		return
	}
	for i, vp := range x.v.Pieces {
		if strings.Contains(groups[0], vp.Letter) {
			fmt.Fprintf(sb, "antiTrade=%d\n", i+1)
		}
	}
	for _, g := range groups[1:] {
		for _, l := range g {
			if q := x.piece(string(l)); q != nil && (q.Royal || strings.Contains(x.v.Iron, q.Letter)) {
				x.problem("piece %s (%s): royal or iron in a second anti-trade group (cannot-capture %s): antiTrade= after a piece would clear that", q.Letter, q.Name, g)
			}
		}
	}
}

// antiTradeAfter is the antiTrade= line that follows piece vp's line: a
// piece of the second, third or fourth group is put there.
func antiTradeAfter(groups []string, letter string) string {
	for i, g := range groups {
		if i > 0 && strings.Contains(g, letter) {
			return fmt.Sprintf("antiTrade=%d\n", i-1)
		}
	}
	return ""
}

// piece is the piece with letter l, or nil.
func (x *exporter) piece(l string) *variants.Piece {
	for i := range x.v.Pieces {
		if x.v.Pieces[i].Letter == l {
			return &x.v.Pieces[i]
		}
	}
	return nil
}

// sameLetters reports whether a and b hold the same letters.
func sameLetters(a, b string) bool {
	sa, sb := strings.Split(a, ""), strings.Split(b, "")
	slices.Sort(sa)
	slices.Sort(sb)
	return slices.Equal(sa, sb)
}
