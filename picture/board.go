package picture

import (
	"fmt"
	"strings"
)

// Board is the board of a variant, to be drawn in a style. Every style
// lays it out in cells of one size, a square each (chess, shogi) or a
// cell round each intersection (xiangqi, janggi), so that a renderer
// places pieces and marks the same way in every style.
type Board struct {
	Style        Style
	Files, Ranks int
	// Hole holds, by file + rank*Files, whether a square of the rectangle
	// is off the board; nil when none is. A hole is drawn as nothing.
	Hole []bool
}

func (b Board) on(f, r int) bool {
	return f >= 0 && r >= 0 && f < b.Files && r < b.Ranks && (b.Hole == nil || !b.Hole[f+r*b.Files])
}

// The colours of the boards.
const (
	chessLight, chessDark = "#f0d9b5", "#b58863"
	woodShogi, lineShogi  = "#e9c37a", "#4e342e"
	woodXiangqi, lineXq   = "#f1d29a", "#6d3b12"
)

// Draw writes the board whose cell (0, Ranks-1), a8 on a chess board, has
// its top left corner at (x0, y0), cell pixels a side.
func (b Board) Draw(sb *strings.Builder, x0, y0, cell float64) {
	at := func(f, r int) (float64, float64) { return x0 + float64(f)*cell, y0 + float64(b.Ranks-1-r)*cell }
	switch b.Style.Board() {
	case Chess:
		for r := 0; r < b.Ranks; r++ {
			for f := 0; f < b.Files; f++ {
				if b.on(f, r) {
					x, y := at(f, r)
					fill := chessLight
					if (f+r)%2 == 0 {
						fill = chessDark
					}
					fmt.Fprintf(sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`, x, y, cell, cell, fill)
				}
			}
		}
	case Shogi:
		for r := 0; r < b.Ranks; r++ {
			for f := 0; f < b.Files; f++ {
				if b.on(f, r) {
					x, y := at(f, r)
					fmt.Fprintf(sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s" stroke-width="1"/>`, x, y, cell, cell, woodShogi, lineShogi)
				}
			}
		}
		b.shogiStars(sb, at, cell)
	default:
		b.drawLines(sb, at, cell)
	}
	sb.WriteString("\n")
}

// shogiStars marks the corners of the middle third, as on a 9×9 board.
func (b Board) shogiStars(sb *strings.Builder, at func(f, r int) (float64, float64), cell float64) {
	if b.Files%3 != 0 || b.Ranks%3 != 0 || b.Files < 6 {
		return
	}
	for _, f := range []int{b.Files / 3, 2 * b.Files / 3} {
		for _, r := range []int{b.Ranks / 3, 2 * b.Ranks / 3} {
			x, y := at(f, r-1) // the corner below and left of (f, r)
			fmt.Fprintf(sb, `<circle class="star" cx="%.1f" cy="%.1f" r="%.1f" fill="%s"/>`, x, y+cell, cell/14, lineShogi)
		}
	}
}

// river reports whether the board has xiangqi's river: between the two
// halves of a xiangqi board with an even number of ranks.
func (b Board) river() bool { return b.Style.Board() == Xiangqi && b.Ranks%2 == 0 && b.Ranks >= 8 }

// palaces returns the files and ranks of the two palaces, the middle
// three files of the first and last three ranks, or ok false when the
// board has no middle three files.
func (b Board) palaces() (f0 int, ranks [2]int, ok bool) {
	if b.Files%2 == 0 || b.Files < 5 || b.Ranks < 6 {
		return 0, ranks, false
	}
	return b.Files/2 - 1, [2]int{0, b.Ranks - 3}, true
}

// drawLines draws a xiangqi or janggi board: the lines through the cells'
// centres, broken by the river (xiangqi), and the palaces' diagonals.
func (b Board) drawLines(sb *strings.Builder, at func(f, r int) (float64, float64), cell float64) {
	c := func(f, r int) (float64, float64) {
		x, y := at(f, r)
		return x + cell/2, y + cell/2
	}
	x0, y0 := at(0, b.Ranks-1)
	fmt.Fprintf(sb, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`, x0, y0, float64(b.Files)*cell, float64(b.Ranks)*cell, woodXiangqi)
	var d strings.Builder
	line := func(f, r, g, s int) {
		if b.on(f, r) && b.on(g, s) {
			ax, ay := c(f, r)
			bx, by := c(g, s)
			fmt.Fprintf(&d, "M%.1f,%.1fL%.1f,%.1f", ax, ay, bx, by)
		}
	}
	half := b.Ranks/2 - 1
	for r := 0; r < b.Ranks; r++ {
		for f := 0; f < b.Files; f++ {
			line(f, r, f+1, r)
			if !(b.river() && r == half && f > 0 && f < b.Files-1) {
				line(f, r, f, r+1)
			}
		}
	}
	if f0, ranks, ok := b.palaces(); ok {
		for _, r0 := range ranks {
			line(f0, r0, f0+2, r0+2)
			line(f0+2, r0, f0, r0+2)
		}
	}
	fmt.Fprintf(sb, `<path class="lines" d="%s" stroke="%s" stroke-width="%.1f" fill="none"/>`, d.String(), lineXq, max(1, cell/36))
	if b.river() {
		words := [2]string{"楚 河", "漢 界"}
		if b.Style.Letters() {
			words = [2]string{"river", "river"}
		}
		lx, y := c(0, half)
		rx, _ := c(b.Files-1, half)
		y -= cell / 2
		for i, w := range words {
			x := lx + (rx-lx)*(0.25+0.5*float64(i))
			fmt.Fprintf(sb, `<text class="river" x="%.1f" y="%.1f" font-size="%.1f" text-anchor="middle" dominant-baseline="central" fill="%s">%s</text>`,
				x, y, cell*0.45, lineXq, w)
		}
	}
}

var kanjiDigits = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"}

// kanji writes n (1 to 26) in kanji numerals: 一, 十, 十二, 二十六.
func kanji(n int) string {
	s := ""
	if n >= 20 {
		s = kanjiDigits[n/10]
	}
	if n >= 10 {
		s += "十"
	}
	return s + kanjiDigits[n%10]
}

// Label is a coordinate written beside the board: Side is "top",
// "bottom", "left" or "right"; Index the file (top, bottom) or rank.
type Label struct {
	Side  string `json:"side"`
	Index int    `json:"index"`
	Text  string `json:"text"`
}

// Labels are the board's coordinates in the variant's convention, the one
// home of it (the SVG pictures and the web page write these): chess
// files a.. under the board and ranks 1.. on its left; shogi files
// numbered from the right above it (9..1) and ranks 一.. from the top on
// its right (a.. as USI writes them, with letters); xiangqi files
// numbered from each player's right, 九..一 under the board for Red and
// 1..9 over it for Black; janggi files 1..9 under the board and ranks
// 1..9, 0 from the top on its left. Sources:
//   - shogi: GNU Shogi's manual, "The opening setup" (numbers above the
//     files 9..1, letters a..i right of the ranks from the top; "the
//     Japanese also use Arabic numerals for the files but use Japanese
//     numerals for the ranks"),
//     https://raw.githubusercontent.com/mvanier/mvanier.github.io/refs/heads/main/home_page_old/hacking/gnushogi/gnushogi_8.html
//   - xiangqi: files 1..9 from each player's right, ranks not numbered
//     (J. Tolonen, "The Chinese notation", after the WXF standard,
//     http://www.msoworld.com/mindzine/news/orient/xqnotat.html); Red's in
//     Chinese numerals as the WXF's Chinese notation writes them (車前平三,
//     http://www.wxf.org/xq/computer/wxf_notation.html);
//   - janggi: the Korea Janggi Association's notation (3rd revision):
//     ranks 1..9, 0 from the top, files 1..9 from the left, rank first,
//     Cho's general starting on 95 and Han's on 25 (Japanese Wikipedia,
//     チャンギ, 座標表記法, as https://www.weblio.jp/content/座標表記法
//     gives it); game records written so, "1. 79卒78 2. 12馬33" (a .gib
//     file, http://www.open-aurec.com/wbforum/viewtopic.php?f=2&p=204152),
//     and http://www.janggi.pl/janggi-notation/ ("H08-87").
func (b Board) Labels() []Label {
	var out []Label
	for f := 0; f < b.Files; f++ {
		switch b.Style.Board() {
		case Chess:
			out = append(out, Label{"bottom", f, string(rune('a' + f))})
		case Shogi:
			out = append(out, Label{"top", f, fmt.Sprint(b.Files - f)})
		case Xiangqi:
			red := kanji(b.Files - f)
			if b.Style.Letters() {
				red = fmt.Sprint(b.Files - f)
			}
			out = append(out, Label{"bottom", f, red}, Label{"top", f, fmt.Sprint(f + 1)})
		case Janggi:
			out = append(out, Label{"bottom", f, fmt.Sprint(f + 1)})
		}
	}
	for r := 0; r < b.Ranks; r++ {
		fromTop := b.Ranks - r
		switch b.Style.Board() {
		case Chess:
			out = append(out, Label{"left", r, fmt.Sprint(r + 1)})
		case Shogi:
			t := kanji(fromTop)
			if b.Style.Letters() {
				t = string(rune('a' + fromTop - 1))
			}
			out = append(out, Label{"right", r, t})
		case Janggi:
			out = append(out, Label{"left", r, fmt.Sprint(fromTop % 10)})
		}
	}
	return out
}

// DrawLabels writes Labels round the board drawn by Draw at (x0, y0).
func (b Board) DrawLabels(sb *strings.Builder, x0, y0, cell float64) {
	w, h := float64(b.Files)*cell, float64(b.Ranks)*cell
	for _, l := range b.Labels() {
		var x, y float64
		anchor := "middle"
		switch l.Side {
		case "top", "bottom":
			x, y = x0+(float64(l.Index)+0.5)*cell, y0-9
			if l.Side == "bottom" {
				y = y0 + h + 11
			}
		default: // written away from the board, so that 十二 fits in the margin
			x, y, anchor = x0-4, y0+(float64(b.Ranks-1-l.Index)+0.5)*cell, "end"
			if l.Side == "right" {
				x, anchor = x0+w+3, "start"
			}
		}
		fmt.Fprintf(sb, `<text class="coord" x="%.1f" y="%.1f" font-size="12" text-anchor="%s" dominant-baseline="central" fill="#424242">%s</text>`, x, y, anchor, l.Text)
	}
	sb.WriteString("\n")
}

// HasTop reports whether the labels use the space over the board.
func (b Board) HasTop() bool { return b.Style.Board() == Shogi || b.Style.Board() == Xiangqi }
