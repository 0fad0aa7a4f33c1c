package picture

import "strings"

// Margins are the board's Labels by side, for a text board (betzac show's
// board, package diagram's Text): Top and Bottom by file, Left and Right
// by rank, "" where a side has no label.
type Margins struct {
	Top, Bottom, Left, Right []string
}

// Margins groups b.Labels by side; with ascii it takes the style's
// letters form, whose labels are ASCII (shogi's ranks a.., xiangqi's
// files in digits), as a board drawn in plain ASCII needs.
func (b Board) Margins(ascii bool) Margins {
	if ascii && !b.Style.Letters() {
		b.Style = Style(b.Style.Board() + " letters")
	}
	m := Margins{
		Top: make([]string, b.Files), Bottom: make([]string, b.Files),
		Left: make([]string, b.Ranks), Right: make([]string, b.Ranks),
	}
	for _, l := range b.Labels() {
		side := map[string][]string{"top": m.Top, "bottom": m.Bottom, "left": m.Left, "right": m.Right}[l.Side]
		side[l.Index] = l.Text
	}
	return m
}

// HasLabel reports whether a side (a field of Margins) has a label.
func HasLabel(side []string) bool {
	for _, s := range side {
		if s != "" {
			return true
		}
	}
	return false
}

// TextWidth is how many terminal columns s takes: two for a CJK
// character (the kanji and hanzi numerals 一..十), one for any other.
func TextWidth(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x2E80 && r <= 0x9FFF || r >= 0xF900 && r <= 0xFAFF {
			n++
		}
	}
	return n
}

// CellText writes label s for a cell width columns wide whose middle is
// column mid (0-based): centred there as near as its width allows, padded
// to width (longer labels overflow to the right).
func CellText(s string, width, mid int) string {
	w := TextWidth(s)
	lead := max(mid-w/2, 0)
	return strings.Repeat(" ", lead) + s + strings.Repeat(" ", max(width-lead-w, 0))
}
