package diagram

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/picture"
)

// SVG geometry, in pixels.
const (
	svgSquare = 40 // a square's side
	svgMargin = 22 // room for the file letters and rank numbers
	svgTitle  = 26 // the title line
	svgRow    = 18 // a legend line
	svgMinW   = 380
	// maxSVGPaths is how many paths SVG draws as arrows; with more (a Lion's
	// locust moves) the marks say enough and arrows would hide them.
	maxSVGPaths = 24
)

var xmlEscaper = lazy.Value[*strings.Replacer]{Build: func() *strings.Replacer {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")
}}

// SVG draws the diagram as a self-contained SVG picture: the board, the
// squares coloured by kind, the piece, arrows for the paths, and a legend.
func (d *Diagram) SVG() []byte {
	var sb strings.Builder
	bw, bh := d.Files*svgSquare, d.Ranks*svgSquare
	legend := d.legend(d.pathsToDraw())
	width := max(svgMinW, bw+2*svgMargin)
	for _, e := range legend {
		width = max(width, svgMargin+30+len(e.text)*7)
	}
	height := d.top() + bh + svgMargin + 8 + len(legend)*svgRow + 6
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n",
		width, height, width, height)
	fmt.Fprintf(&sb, "<title>%s</title>\n", xmlEscaper.Get().Replace(d.title()))
	sb.WriteString(`<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="#212121"/></marker></defs>` + "\n")
	fmt.Fprintf(&sb, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", width, height)
	fmt.Fprintf(&sb, `<text x="%d" y="17" font-size="14" font-weight="bold">%s</text>`+"\n", svgMargin, xmlEscaper.Get().Replace(d.title()))
	board := d.board()
	x0, y0 := d.xy(0, d.Ranks-1)
	board.Draw(&sb, float64(x0), float64(y0), svgSquare)
	for r := 0; r < d.Ranks; r++ {
		for f := 0; f < d.Files; f++ {
			d.svgSquare(&sb, f, r)
		}
	}
	board.DrawLabels(&sb, float64(x0), float64(y0), svgSquare)
	d.svgPaths(&sb)
	for r := 0; r < d.Ranks; r++ {
		for f := 0; f < d.Files; f++ {
			d.svgOnTop(&sb, f, r)
		}
	}
	y := d.top() + bh + svgMargin + 8
	for i, e := range legend {
		e.swatch(&sb, svgMargin, y+i*svgRow)
		fmt.Fprintf(&sb, `<text x="%d" y="%d" font-size="12">%s</text>`+"\n", svgMargin+20, y+i*svgRow+12, xmlEscaper.Get().Replace(e.text))
	}
	sb.WriteString("</svg>\n")
	return []byte(sb.String())
}

func (d *Diagram) title() string {
	t := fmt.Sprintf("%s (%s) %s on %s", d.Name, d.Letter, d.Betza, d.At)
	if d.Variant != "" && d.Variant != "betza" {
		t = d.Variant + ": " + t
	}
	return t
}

// look returns the set the diagram draws with: Look, or the chess style's.
func (d *Diagram) look() *picture.Set {
	if d.Look == nil {
		return picture.NewSet("", &legdefs.Program{})
	}
	return d.Look
}

// board is the diagram's board in its style.
func (d *Diagram) board() picture.Board {
	return picture.Board{Style: d.look().Style(), Files: d.Files, Ranks: d.Ranks, Hole: d.Hole}
}

// intersections reports whether the pieces stand on intersections
// (xiangqi, janggi), where a mark is a disc rather than a square.
func (d *Diagram) intersections() bool { return d.look().Style().Intersections() }

// top is where the board starts: under the title, and under the file
// labels of a style that writes them over the board.
func (d *Diagram) top() int {
	if d.board().HasTop() {
		return svgTitle + 14
	}
	return svgTitle
}

// xy returns the top left corner of square (f, r).
func (d *Diagram) xy(f, r int) (int, int) {
	return svgMargin + f*svgSquare, d.top() + (d.Ranks-1-r)*svgSquare
}

// svgSquare marks square (f, r) (the board is drawn under it): a square
// coloured by kind, or on an intersection a disc, so that the lines show.
func (d *Diagram) svgSquare(sb *strings.Builder, f, r int) {
	if d.IsHole(f + r*d.Files) {
		return // off the board: no square
	}
	x, y := d.xy(f, r)
	i := f + r*d.Files
	m := d.Marks[i]
	if k, ok := classify(m); ok {
		if d.intersections() {
			fmt.Fprintf(sb, `<circle cx="%d" cy="%d" r="%d" fill="%s" fill-opacity="0.8" stroke="#ffffff" stroke-opacity="0.6"/>`,
				x+svgSquare/2, y+svgSquare/2, svgSquare*9/20, k.colour)
		} else {
			fmt.Fprintf(sb, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" fill-opacity="0.8" stroke="#ffffff" stroke-opacity="0.6"/>`,
				x+1, y+1, svgSquare-2, svgSquare-2, k.colour)
		}
	}
	if m&Locust != 0 {
		svgCross(sb, x+8, y+8, 24)
	}
	if m&Friend != 0 {
		svgFriend(sb, x+svgSquare-9, y+svgSquare-9)
	}
	sb.WriteString("\n")
}

// svgFriend marks a square where the piece takes or swaps with a friend:
// a ring centred on (x, y).
func svgFriend(sb *strings.Builder, x, y int) {
	fmt.Fprintf(sb, `<circle cx="%d" cy="%d" r="5" fill="none" stroke="%s" stroke-width="3"/>`, x, y, kindFriend.colour)
}

// svgOnTop draws what goes over the paths on square (f, r): its piece and
// the initial-move mark.
func (d *Diagram) svgOnTop(sb *strings.Builder, f, r int) {
	x, y := d.xy(f, r)
	i := f + r*d.Files
	if p := d.Pieces[i]; p != "" {
		d.svgPiece(sb, x, y, p, f == d.At.File && r == d.At.Rank, d.Marks[i])
	}
	if d.Marks[i]&Initial != 0 {
		svgOne(sb, x+9, y+9)
	}
}

// svgPiece draws a piece in the diagram's style (package picture); the
// diagram's piece has a thick red ring round it. On an intersection a
// marked piece is drawn smaller, so that the mark's disc shows round it.
func (d *Diagram) svgPiece(sb *strings.Builder, x, y int, p string, mover bool, m Mark) {
	size, at := float64(svgSquare), 0.0
	if _, marked := classify(m); marked && d.intersections() {
		size, at = svgSquare*0.72, svgSquare*0.14
	}
	d.look().Draw(sb, p, float64(x)+at, float64(y)+at, size)
	if mover {
		fmt.Fprintf(sb, `<circle cx="%d" cy="%d" r="%d" fill="none" stroke="#c62828" stroke-width="3"/>`, x+svgSquare/2, y+svgSquare/2, svgSquare/2-1)
	}
}

// svgOne marks an initial move: a circled 1 centred on (x, y).
func svgOne(sb *strings.Builder, x, y int) {
	fmt.Fprintf(sb, `<circle cx="%d" cy="%d" r="7" fill="#ffffff" stroke="#212121"/><text x="%d" y="%d" font-size="10" text-anchor="middle">1</text>`,
		x, y, x, y+4)
}

// svgCross marks a locust victim: a cross in the size×size box at (x, y).
func svgCross(sb *strings.Builder, x, y, size int) {
	fmt.Fprintf(sb, `<path d="M%d,%dL%d,%dM%d,%dL%d,%d" stroke="%s" stroke-width="%d"/>`,
		x, y, x+size, y+size, x+size, y, x, y+size, kindLocust.colour, max(2, size/6))
}

// pathsToDraw returns the paths the SVG draws as arrows: every bent
// move (thin when there are many, as a hook mover's), and the locust
// moves unless there are too many to see the squares under them (a
// Lion's 64: the crosses on its victims say enough, Text lists them).
func (d *Diagram) pathsToDraw() []Path {
	var bent, locust []Path
	for _, p := range d.Paths {
		if d.isLocust(p) {
			locust = append(locust, p)
		} else {
			bent = append(bent, p)
		}
	}
	if len(locust) > maxSVGPaths {
		return bent
	}
	return append(bent, locust...)
}

// isLocust reports whether path p stops on a locust victim.
func (d *Diagram) isLocust(p Path) bool {
	for _, s := range p[1 : len(p)-1] {
		if d.Mark(s)&Locust != 0 {
			return true
		}
	}
	return false
}

// svgPaths draws the paths as arrows, leg by leg; a leg that comes back
// where the leg before started (a Lion's igui) as a curve beside it; thin
// and pale when there are many.
func (d *Diagram) svgPaths(sb *strings.Builder) {
	paths := d.pathsToDraw()
	width, opacity := 2, 0.7
	if len(paths) > maxSVGPaths {
		width, opacity = 1, 0.35
	}
	for _, p := range paths {
		var path strings.Builder
		for k, s := range p {
			x, y := d.xy(s.File, s.Rank)
			x, y = x+svgSquare/2, y+svgSquare/2
			if k == 0 {
				fmt.Fprintf(&path, "M%d,%d", x, y)
				continue
			}
			px, py := d.xy(p[k-1].File, p[k-1].Rank)
			px, py = px+svgSquare/2, py+svgSquare/2
			if k < 2 || p[k-2] != s {
				fmt.Fprintf(&path, " L%d,%d", x, y)
				continue
			}
			// back where the leg before started: bulge to the right by half
			// the leg, so that the way back shows beside the way out
			cx, cy := (px+x)/2-(y-py), (py+y)/2+(x-px)
			fmt.Fprintf(&path, " Q%d,%d %d,%d", cx, cy, x, y)
		}
		fmt.Fprintf(sb, `<path d="%s" fill="none" stroke="#212121" stroke-width="%d" stroke-opacity="%.2f" marker-end="url(#arrow)"/>`+"\n",
			path.String(), width, opacity)
	}
}

// legendEntry is a line of the SVG's legend: a swatch of colour, or a
// glyph ("1" the initial mark, "x" the locust cross, ">" an arrow).
type legendEntry struct{ colour, glyph, text string }

// swatch draws e's swatch in the 14×14 box at (x, y).
func (e legendEntry) swatch(sb *strings.Builder, x, y int) {
	switch e.glyph {
	case "1":
		svgOne(sb, x+7, y+7)
	case "x":
		svgCross(sb, x+1, y+1, 12)
	case "f":
		svgFriend(sb, x+7, y+7)
	case ">":
		fmt.Fprintf(sb, `<polyline points="%d,%d %d,%d" stroke="#212121" stroke-width="2" marker-end="url(#arrow)"/>`, x, y+7, x+13, y+7)
	default:
		fmt.Fprintf(sb, `<rect x="%d" y="%d" width="14" height="14" fill="%s" stroke="#424242"/>`, x, y, e.colour)
	}
}

// legend lists the kinds the diagram uses, then the extra marks.
func (d *Diagram) legend(drawn []Path) []legendEntry {
	used := map[byte]bool{}
	var any Mark
	for _, m := range d.Marks {
		if k, ok := classify(m); ok {
			used[k.letter] = true
		}
		any |= m
	}
	var out []legendEntry
	for _, k := range legendOrder() {
		if used[k.letter] {
			out = append(out, legendEntry{colour: k.colour, text: k.text})
		}
	}
	if d.hops() && d.FEN == "" {
		out = append(out, legendEntry{colour: "#ffffff", text: "a screen: any piece on the way (in a position, the screens are marked)"})
	}
	if any&Initial != 0 {
		out = append(out, legendEntry{glyph: "1", text: "the piece's first move only"})
	}
	if any&Locust != 0 {
		out = append(out, legendEntry{glyph: "x", text: "a locust victim: captured on the way"})
	}
	if any&Friend != 0 {
		out = append(out, legendEntry{glyph: "f", text: "takes or swaps with a friend here"})
	}
	if len(drawn) > 0 {
		out = append(out, legendEntry{glyph: ">", text: "a move that stops on the way, leg by leg"})
	}
	if n := len(d.Paths) - len(drawn); n > 0 {
		out = append(out, legendEntry{colour: "#ffffff", text: fmt.Sprintf("%d locust moves not drawn (betzac diagram lists them)", n)})
	}
	return out
}
