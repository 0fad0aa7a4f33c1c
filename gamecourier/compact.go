package gamecourier

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// Game Courier parses the whole Pre-Game on every page request, and no
// public page gives a limit on its size (README, "Size and cost"). The
// per-type square tables (zones.go, promo.go: #cfw, #pzw, #irw, ...) hold
// one row of #nsq values per piece type; in most variants every type's
// row is the same (no type is confined, promotes by squares, ...), and
// chushogi's eleven such tables were 200 KB of its 319 KB. compactRows
// keeps one row of such a table and reads it by square alone: the same
// value, with no stride. Only tables every read of which has the form
// elem + #ib + * #TYPE #nsq #SQ #NAME are changed, so a read of another
// form keeps the table whole.

var (
	nsqRE   = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`(?m)^set nsq (\d+);$`) }}
	tableRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`(?m)^set (\w+) \(([-\d ]*)\);$`) }}
)

// compactRows returns code with each per-type table whose rows are all
// equal cut to one row and its reads indexed by square; types is the
// number of piece types.
func compactRows(code string, types int) string {
	m := nsqRE.Get().FindStringSubmatch(code)
	if m == nil || types < 2 {
		return code
	}
	nsq, _ := strconv.Atoi(m[1])
	for _, t := range tableRE.Get().FindAllStringSubmatch(code, -1) {
		name, vals := t[1], strings.Fields(t[2])
		if len(vals) != types*nsq || !sameRows(vals, nsq) {
			continue
		}
		read := regexp.MustCompile(`elem \+ #ib \+ \* #\w+ #nsq (#\w+) #` + name + `\b`)
		uses := regexp.MustCompile(`#` + name + `\b`)
		if n := len(read.FindAllStringIndex(code, -1)); n == 0 || n != len(uses.FindAllStringIndex(code, -1)) {
			continue
		}
		code = strings.Replace(code, t[0], fmt.Sprintf("set %s (%s);", name, strings.Join(vals[:nsq], " ")), 1)
		code = read.ReplaceAllString(code, "elem + #ib $1 #"+name)
	}
	return code
}

// sameRows reports whether every row of n values of vals equals the
// first.
func sameRows(vals []string, n int) bool {
	for i := n; i < len(vals); i++ {
		if vals[i] != vals[i%n] {
			return false
		}
	}
	return true
}
