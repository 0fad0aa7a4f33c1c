package vm

import (
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/quote"
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
// Black still need, after the e.p. field) out of its fields (and their
// offsets, starts) and sets the counts; without one both sides need
// Program.ChecksToWin. It also reads lichess's three-check form, the
// checks each side has given as a seventh field after the move number
// ("+2+0": White needs one more, Black three), as Fairy-Stockfish does;
// that form is refused for any other number of checks to win. Counts
// beyond the variant's number of checks, or both sides done (the game
// ended when the first was), are refused: a *fenAt at the field's offset
// in the FEN.
func (p *Position) checksField(fields []string, starts []int) ([]string, []int, error) {
	p.ckh = p.ckh[:0]
	n := p.t.rules.ChecksToWin
	if n <= 0 || len(fields) < 5 {
		p.checksLeft = [2]int8{int8(n), int8(n)}
		return fields, starts, nil
	}
	p.checksLeft = [2]int8{int8(n), int8(n)}
	ckAt := -1 // where the counts were read
	if nw, nb, ok := checkCounts(fields[4], ""); ok {
		if nw > n || nb > n {
			return nil, nil, errAt(starts[4], "%s: a side needs at most %d checks to win in this variant", quote.Q(fields[4]), n)
		}
		p.checksLeft, ckAt = [2]int8{int8(nw), int8(nb)}, starts[4]
		fields = append(fields[:4:4], fields[5:]...)
		starts = append(starts[:4:4], starts[5:]...)
	}
	if len(fields) == 7 && strings.HasPrefix(fields[6], "+") {
		gw, gb, ok := checkCounts(fields[6], "+")
		switch {
		case !ok:
			return nil, nil, errAt(starts[6], "%s, expected the checks each side has given, +W+B", quote.Q(fields[6]))
		case n != 3:
			return nil, nil, errAt(starts[6], "%s: the checks given (lichess's form) are three-check's, and this variant needs %d checks to win", quote.Q(fields[6]), n)
		case gw > n || gb > n:
			return nil, nil, errAt(starts[6], "%s: a side gives at most %d checks in this variant (the last one wins)", quote.Q(fields[6]), n)
		}
		p.checksLeft, ckAt = [2]int8{int8(n - gw), int8(n - gb)}, starts[6]
		fields, starts = fields[:6], starts[:6]
	}
	if ckAt >= 0 && p.checksLeft == [2]int8{} {
		return nil, nil, errAt(ckAt, "both sides have given all their checks, but the game ended when the first did")
	}
	return fields, starts, nil
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
