package picture

import (
	"fmt"
	"strings"
)

// Position is a position to draw: the board, its pieces, and lines of
// text (a title over the board, notes under it: whose move, holdings).
type Position struct {
	Board
	Set *Set
	// Pieces holds each square's FEN letter by file + rank*Files ("" empty).
	Pieces []string
	Title  string
	Notes  []string
}

// Geometry of Position.SVG, in pixels.
const (
	posCell   = 48
	posMargin = 26 // room for the coordinates
	posTitle  = 28
	posLine   = 18
)

// SVG draws the position as a self-contained SVG picture (no fonts or
// images from outside: generic font families only).
func (p Position) SVG() []byte {
	var sb strings.Builder
	top := p.top()
	bh := float64(p.Ranks * posCell)
	w, h := p.Size()
	width, height := float64(w), float64(h)
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%.0f" height="%.0f" viewBox="0 0 %.0f %.0f" font-family="sans-serif">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&sb, "<title>%s</title>\n", xmlEscaper.Get().Replace(p.Title))
	fmt.Fprintf(&sb, `<rect width="%.0f" height="%.0f" fill="#ffffff"/>`+"\n", width, height)
	fmt.Fprintf(&sb, `<text x="%d" y="19" font-size="15" font-weight="bold">%s</text>`+"\n", posMargin, xmlEscaper.Get().Replace(p.Title))
	x0, y0 := float64(posMargin), top
	p.Draw(&sb, x0, y0, posCell)
	p.DrawLabels(&sb, x0, y0, posCell)
	for r := 0; r < p.Ranks; r++ {
		for f := 0; f < p.Files; f++ {
			if pc := p.Pieces[f+r*p.Files]; pc != "" {
				fmt.Fprintf(&sb, `<g class="piece" data-square="%c%d" data-piece="%s">`, 'a'+f, r+1, xmlEscaper.Get().Replace(pc))
				p.Set.Draw(&sb, pc, x0+float64(f*posCell), y0+float64((p.Ranks-1-r)*posCell), posCell)
				sb.WriteString("</g>\n")
			}
		}
	}
	y := y0 + bh + posMargin
	for i, n := range p.Notes {
		fmt.Fprintf(&sb, `<text x="%d" y="%.0f" font-size="13">%s</text>`+"\n", posMargin, y+float64(i*posLine)+8, xmlEscaper.Get().Replace(n))
	}
	sb.WriteString("</svg>\n")
	return []byte(sb.String())
}

func (p Position) top() float64 {
	if p.HasTop() {
		return posTitle + 14
	}
	return posTitle
}

// Size returns the width and height of the picture SVG draws, in pixels.
func (p Position) Size() (int, int) {
	width := max(p.Files*posCell+2*posMargin, 320)
	for _, n := range p.Notes {
		width = max(width, 2*posMargin+len([]rune(n))*7)
	}
	return width, int(p.top()) + p.Ranks*posCell + posMargin + len(p.Notes)*posLine + 6
}
