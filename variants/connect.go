package variants

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// checkConnect checks the connect rules (legdefs.Rules.Connect): the
// pieces they count are the variant's, and connect-lines and
// connect-pieces need one of connect, connect-square, connect-collinear
// or connect-from; connect-from and connect-to go together, on the board.
func checkConnect(r *rawVariant, names *letterSet, e *errs) {
	c := &r.rules
	for _, key := range []string{"connect-from", "connect-to", "connect-from-black", "connect-to-black"} {
		checkRuleSquares(r, key, *findRuleKey(key).field(c).(*[]legdefs.Square), e)
	}
	pairs := [][2]string{{"connect-from", "connect-to"}, {"connect-from-black", "connect-to-black"}}
	for _, pair := range pairs {
		for i, key := range pair {
			if l, ok := r.present[key]; ok && len(*findRuleKey(pair[1-i]).field(c).(*[]legdefs.Square)) == 0 {
				e.add(l, "%s: needs %s", key, pair[1-i])
			}
		}
	}
	if l, ok := r.present["connect-from-black"]; ok && len(c.ConnectFrom) == 0 {
		e.add(l, "connect-from-black: needs connect-from")
	}
	on := c.Connect > 0 || c.ConnectSquare > 0 || c.ConnectCollinear > 0 || len(c.ConnectFrom) > 0
	for _, key := range []string{"connect-lines", "connect-pieces"} {
		if l, ok := r.present[key]; ok && !on {
			e.add(l, "%s: needs connect, connect-square, connect-collinear or connect-from", key)
		}
	}
	if l, ok := r.present["drop-stack"]; ok && c.Hand.DropStack != legdefs.DropStackNone && r.start != nil &&
		strings.Contains(strings.Fields(r.start.val + " ")[0], "*") {
		e.add(l, "drop-stack: %s: not with holes ('*' squares in start)", c.Hand.DropStack)
	}
	if rs, ok := r.ruleStrs["connect-pieces"]; ok && !r.brokenPieces {
		checkLetters(rs.s, "connect-pieces", false, names, e)
	}
}
