package vm

import (
	"fmt"
	"strconv"
	"strings"
)

// Check counting (legdefs.Rules.ChecksToWin, Kar Ouk: one check wins):
// a side that has given the checks it needs has won, and the game ends
// (zoneNodeStart). The counts still needed are kept per side, restored by
// Unmake, and read from and written to the FEN ("1+1" after the e.p.
// field).

// countCheck counts a check the move just made gives (Program.ChecksToWin),
// after noting the counts for Unmake.
func (p *Position) countCheck() {
	p.ckh = append(p.ckh, p.checksLeft)
	if p.InCheck() {
		p.checksLeft[p.stm^1]--
	}
}

// checksField takes a FEN's check-count field ("1+1", the checks White and
// Black still need, after the e.p. field) out of its fields and sets the
// counts; without one both sides need Program.ChecksToWin. It also reads
// lichess's three-check form, the checks each side has given as a seventh
// field after the move number ("+2+0": White needs one more, Black three),
// as Fairy-Stockfish does; that form is refused for any other number of
// checks to win.
func (p *Position) checksField(fields []string) ([]string, error) {
	p.ckh = p.ckh[:0]
	n := p.t.rules.ChecksToWin
	if n <= 0 {
		return fields, nil
	}
	p.checksLeft = [2]int8{int8(n), int8(n)}
	if len(fields) < 5 {
		return fields, nil
	}
	if nw, nb, ok := checkCounts(fields[4], ""); ok {
		p.checksLeft = [2]int8{int8(nw), int8(nb)}
		fields = append(fields[:4:4], fields[5:]...)
	}
	if len(fields) == 7 && strings.HasPrefix(fields[6], "+") {
		gw, gb, ok := checkCounts(fields[6], "+")
		switch {
		case !ok:
			return nil, fmt.Errorf("%q, expected the checks each side has given, +W+B", fields[6])
		case n != 3:
			return nil, fmt.Errorf("%q: the checks given (lichess's form) are three-check's, and this variant needs %d checks to win", fields[6], n)
		}
		p.checksLeft = [2]int8{int8(max(n-gw, 0)), int8(max(n-gb, 0))}
		fields = fields[:6]
	}
	return fields, nil
}

// checkCounts reads "W+B" after prefix: two counts from 0 to 99.
func checkCounts(s, prefix string) (w, b int, ok bool) {
	s, ok = strings.CutPrefix(s, prefix)
	ws, bs, cut := strings.Cut(s, "+")
	w, err1 := strconv.Atoi(ws)
	b, err2 := strconv.Atoi(bs)
	if !ok || !cut || err1 != nil || err2 != nil || w < 0 || b < 0 || w > 99 || b > 99 {
		return 0, 0, false
	}
	return w, b, true
}

// checksString is the FEN check-count field, " W+B".
func (p *Position) checksString() string {
	return " " + strconv.Itoa(int(p.checksLeft[0])) + "+" + strconv.Itoa(int(p.checksLeft[1]))
}
