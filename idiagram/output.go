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
	if iron := ironLetters(pieces); iron != "" {
		emit(s.line["iron"], "iron: %s", iron)
	}
	if b := baringLetters(pieces); b != "" {
		emit(s.line["baring"], "baring: %s", b)
	}
	emit(0, "pieces:")
	for i, p := range pieces {
		var extra string
		if p.royal {
			extra += ", royal: true"
		}
		extra += promote(pieces, i, s, to)
		if cc := antiTradeLetters(pieces, i); cc != "" {
			extra += ", cannot-capture: " + cc
		}
		if s.holdings == -1 && s.promoOffset > 0 && i >= s.promoOffset {
			// Hold: a captured piece numbered above promoOffset goes to
			// hand as the piece promoOffset before it.
			extra += ", hand: " + pieces[i-s.promoOffset].letter
		}
		emit(p.Line, "  - {letter: %s, name: %s, betza: %s%s}", p.letter, strconv.Quote(p.Name), strconv.Quote(p.betza), extra)
	}
	emit(0, "start: %s", start)
	if s.shuffle != "" {
		emit(s.line["shuffle"], "shuffle: %s", strconv.Quote(s.shuffle))
		emit(s.line["symmetry"], "shuffle-black: %s", shuffleBlackOf.Get()[s.symmetry])
	}
	return out.String(), lines
}

// promote is the promotion of piece i (0-based), as the move generator
// StackMove makes it for the first maxPromote pieces. Chess-style: a move
// that ends in the zone must promote to a choice. Shogi-style
// (promoOffset): piece n may promote to piece n+promoOffset (or, past the
// last piece, promoOffset+1) on a move that ends in the zone or, with
// hands, starts there; without hands one that starts there only if it
// captures (capture-inside).
func promote(pieces []piece, i int, s *settings, to string) string {
	if i >= s.maxPromote || s.promoZone == 0 {
		return ""
	}
	if s.promoOffset == 0 {
		if to == "" {
			return ""
		}
		return fmt.Sprintf(", promote: {zone: %d, to: %s}", s.promoZone, to)
	}
	n := promotedNumber(i+1, s, len(pieces))
	where := "capture-inside: true"
	if s.holdings != 0 {
		where = "leaving: true"
	}
	return fmt.Sprintf(", promote: {zone: %d, to: %s, optional: true, %s}", s.promoZone, pieces[n-1].letter, where)
}

// promotedNumber is the number of the piece that piece n promotes to
// Shogi-style: n+promoOffset, or, past the last piece, promoOffset+1
// (StackMove: "non-existent defaults to Tokin").
func promotedNumber(n int, s *settings, pieces int) int {
	if n += s.promoOffset; n > pieces {
		n = s.promoOffset + 1
	}
	return n
}

// ironLetters are the letters of the iron pieces, in their order.
func ironLetters(pieces []piece) string {
	return lettersOf(pieces, func(p *piece) bool { return p.iron })
}

// lettersOf are the letters of the pieces is says, in their order.
func lettersOf(pieces []piece, is func(*piece) bool) string {
	var b strings.Builder
	for i := range pieces {
		if is(&pieces[i]) {
			b.WriteString(pieces[i].letter)
		}
	}
	return b.String()
}
