package idiagram

import (
	"fmt"
	"strconv"
	"strings"
)

// writeYAML writes the variant file, and for each of its lines the
// definition line it comes from (0: none).
func writeYAML(name string, pieces []piece, s *settings, start, to string) (string, []int) {
	var out strings.Builder
	var lines []int
	emit := func(src int, format string, args ...any) {
		fmt.Fprintf(&out, format+"\n", args...)
		lines = append(lines, src)
	}
	emit(0, "# Imported from an Interactive Diagram definition by betzac import id.")
	emit(0, "name: %s", name)
	emit(0, "title: %s", strconv.Quote(name))
	emit(s.line["files"], "board: %dx%d", s.files, s.ranks)
	if s.holdings != 0 || anyHand(pieces) {
		emit(s.line["holdingsType"], "drops: true")
	}
	if s.holdings != 0 {
		emit(s.line["holdingsType"], "captures-to-hand: true")
	}
	emit(0, "pieces:")
	for i, p := range pieces {
		var extra string
		if p.royal {
			extra += ", royal: true"
		}
		if i < s.maxPromote && to != "" && s.promoZone > 0 {
			extra += promote(s, to)
		}
		emit(p.Line, "  - {letter: %s, name: %s, betza: %s%s}", p.letter, strconv.Quote(p.Name), strconv.Quote(p.betza), extra)
	}
	emit(0, "start: %s", start)
	return out.String(), lines
}

// promote is the promotion of the first maxPromote pieces (betza.js,
// Promotion): a move that ends in the zone, or starts there (leaving:
// only where the zone is deeper than the last rank), must promote.
func promote(s *settings, to string) string {
	leaving := ""
	if s.promoZone > 1 {
		leaving = ", leaving: true"
	}
	return fmt.Sprintf(", promote: {zone: %d, to: %s%s}", s.promoZone, to, leaving)
}
