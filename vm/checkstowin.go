package vm

import (
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
// counts; without one both sides need Program.ChecksToWin.
func (p *Position) checksField(fields []string) []string {
	p.ckh = p.ckh[:0]
	n := p.t.rules.ChecksToWin
	if n <= 0 {
		return fields
	}
	p.checksLeft = [2]int8{int8(n), int8(n)}
	if len(fields) < 5 {
		return fields
	}
	w, b, ok := strings.Cut(fields[4], "+")
	nw, err1 := strconv.Atoi(w)
	nb, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || nw < 0 || nb < 0 || nw > 99 || nb > 99 {
		return fields
	}
	p.checksLeft = [2]int8{int8(nw), int8(nb)}
	return append(fields[:4:4], fields[5:]...)
}

// checksString is the FEN check-count field, " W+B".
func (p *Position) checksString() string {
	return " " + strconv.Itoa(int(p.checksLeft[0])) + "+" + strconv.Itoa(int(p.checksLeft[1]))
}
