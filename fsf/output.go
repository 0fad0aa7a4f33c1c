package fsf

import (
	"fmt"
	"strconv"
	"strings"
)

// yaml writes the variant as betzac's YAML, headed by what was not
// translated.
func (t *translation) yaml(name, bareKing string) string {
	var out strings.Builder
	fmt.Fprintf(&out, "# Imported from Fairy-Stockfish variants.ini section [%s] by betzac import fsf.\n", name)
	for _, u := range t.imp.Untranslated {
		fmt.Fprintf(&out, "# not translated: %s\n", u)
	}
	fmt.Fprintf(&out, "name: %s\ntitle: %s\nboard: %dx%d\npieces:\n", name, strconv.Quote(name), t.files, t.ranks)
	for _, p := range t.pieces {
		letter := p.letter
		if len(letter) > 1 {
			letter = strconv.Quote(letter)
		}
		fmt.Fprintf(&out, "  - {letter: %s, name: %s, betza: %s", letter, strconv.Quote(p.name), strconv.Quote(p.betza))
		if p.royal {
			out.WriteString(", royal: true")
		}
		if to := t.promotesTo(p); to != "" {
			if strings.ContainsAny(to, "+~-") {
				to = strconv.Quote(to)
			}
			where := fmt.Sprintf("zone: %d", t.zone)
			if t.promoSquares != "" {
				where = fmt.Sprintf("squares: %q, squares-black: %q", t.promoSquares, t.promoSquaresBlack)
			}
			fmt.Fprintf(&out, ", promote: {%s, to: %s", where, to)
			if t.promoToBlack != "" {
				fmt.Fprintf(&out, ", to-black: %s", strings.ToUpper(t.promoToBlack))
			}
			if t.pawnOptional {
				out.WriteString(", optional: true")
			}
			if t.pawnLimit != "" {
				out.WriteString(", limit: " + t.pawnLimit)
			}
			out.WriteString("}")
		}
		if p.promote != "" {
			fmt.Fprintf(&out, ", promote: {%s}", p.promote)
		}
		if p.hand != "" {
			fmt.Fprintf(&out, ", hand: %s", strconv.Quote(p.hand))
		}
		if p.confine != "" {
			fmt.Fprintf(&out, ", confine: %s", strconv.Quote(p.confine))
		}
		if p.drop != "" {
			fmt.Fprintf(&out, ", drop: {%s}", p.drop)
		}
		if p.initialRegion != "" {
			fmt.Fprintf(&out, ", initial-region: %s", strconv.Quote(p.initialRegion))
		}
		if len(p.regionMoves) > 0 {
			fmt.Fprintf(&out, ", region-moves: [%s]", strings.Join(p.regionMoves, ", "))
		}
		for _, e := range p.extra {
			fmt.Fprintf(&out, ", %s", e)
		}
		out.WriteString("}\n")
	}
	if t.get["chess960"] == "true" {
		out.WriteString("castling: chess960\n")
	}
	if bareKing != "" {
		fmt.Fprintf(&out, "bare-king: %s\n", bareKing)
	}
	for _, r := range t.rules {
		fmt.Fprintf(&out, "%s\n", r)
	}
	fmt.Fprintf(&out, "start: %s\n", t.start)
	return out.String()
}
