package diagram

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/picture"
)

// A legend entry: the letter Text writes, the SVG's colour, and what the
// square means.
type kind struct {
	letter byte
	colour string
	text   string
}

// The kinds a square is drawn as, one per square (classify picks it).
var (
	kindMoveCapture = kind{'*', "#f2c500", "moves or captures"}
	kindMove        = kind{'m', "#43a047", "moves (no capture)"}
	kindCapture     = kind{'x', "#e53935", "captures only"}
	kindMoveHopCapt = kind{'c', "#00acc1", "moves; captures over a screen"}
	kindHop         = kind{'h', "#1e88e5", "moves or captures over a screen"}
	kindHopMove     = kind{'j', "#5c6bc0", "moves over a screen (no capture)"}
	kindHopCapture  = kind{'k', "#8e24aa", "captures over a screen only"}
	kindCastle      = kind{'O', "#90caf9", "castles"}
	kindEP          = kind{'e', "#c0ca33", "captures e.p."}
	kindLocust      = kind{'v', "#d81b60", "a locust victim: captured on the way"}
	kindAfterLocust = kind{'l', "#f48fb1", "ends here after a locust capture"}
	kindBlock       = kind{'-', "#9e9e9e", "must be empty (a piece here blocks)"}
	kindScreen      = kind{'s', "#ff7043", "a screen the piece hops over"}
	kindFriend      = kind{'f', "#4db6ac", "takes or swaps with a friend only"}
)

// classify returns the kind square mark m is drawn as, and whether it
// has one.
func classify(m Mark) (kind, bool) {
	plain, hop := m&(Move|Capture), m&(HopMove|HopCapture)
	switch {
	case m&Castle != 0:
		return kindCastle, true
	case m&EP != 0:
		return kindEP, true
	case plain == Move|Capture:
		return kindMoveCapture, true
	case plain == Move && hop&HopCapture != 0:
		return kindMoveHopCapt, true
	case plain == Move:
		return kindMove, true
	case plain == Capture:
		return kindCapture, true
	case hop == HopMove|HopCapture:
		return kindHop, true
	case hop == HopMove:
		return kindHopMove, true
	case hop == HopCapture:
		return kindHopCapture, true
	case m&AfterLocust != 0:
		return kindAfterLocust, true
	case m&Locust != 0:
		return kindLocust, true
	case m&Friend != 0:
		return kindFriend, true
	case m&Screen != 0:
		return kindScreen, true
	case m&Block != 0:
		return kindBlock, true
	}
	return kind{}, false
}

// Text draws the diagram for a terminal: a grid, rank 1 at the bottom,
// one letter per square (the piece in brackets, other pieces by their FEN
// letters, a hole blank), its files and ranks labelled as the board style
// labels them (picture.Board.Labels, as the SVG), then a legend of the
// letters used and the paths.
func (d *Diagram) Text() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s (%s) %s on %s", d.Name, d.Letter, d.Betza, d.At)
	if d.FEN != "" {
		fmt.Fprintf(&sb, " in %s", d.FEN)
	}
	sb.WriteString("\n")
	used := map[byte]kind{}
	initial, locust, friend := false, false, false
	labels := d.board().Margins(false) // the variant's style's, as the SVG's
	writeFiles(&sb, labels.Top)
	for r := d.Ranks - 1; r >= 0; r-- {
		line := fmt.Sprintf("%2s ", labels.Left[r])
		for f := 0; f < d.Files; f++ {
			i := f + r*d.Files
			line += d.cell(i, used, &initial, &locust, &friend)
		}
		if l := labels.Right[r]; l != "" {
			line += " " + l
		}
		sb.WriteString(line + "\n")
	}
	writeFiles(&sb, labels.Bottom)
	for _, k := range legendOrder() {
		if _, ok := used[k.letter]; ok {
			fmt.Fprintf(&sb, "  %c  %s\n", k.letter, k.text)
		}
	}
	if d.hops() && d.FEN == "" {
		sb.WriteString("     a screen: any piece on the way (in a position, the screens are marked)\n")
	}
	if initial {
		sb.WriteString("  ^  (after the letter) the piece's first move only\n")
	}
	if locust {
		sb.WriteString("  ~  (after the letter) also a locust victim: captured on the way\n")
	}
	if friend {
		sb.WriteString("  &  (after the letter) also takes or swaps with a friend here\n")
	}
	d.textPaths(&sb)
	return sb.String()
}

// hops reports whether the piece hops to some square.
func (d *Diagram) hops() bool {
	for _, m := range d.Marks {
		if m&(HopMove|HopCapture) != 0 {
			return true
		}
	}
	return false
}

// legendOrder is the order of the legend: a function, as a slice of the
// kinds would be copied at start-up (init code every command ran).
func legendOrder() []kind {
	return []kind{kindMoveCapture, kindMove, kindCapture, kindMoveHopCapt, kindHop,
		kindHopMove, kindHopCapture, kindCastle, kindEP, kindAfterLocust, kindLocust, kindFriend, kindScreen, kindBlock}
}

// cell writes square i: three characters.
func (d *Diagram) cell(i int, used map[byte]kind, initial, locust, friend *bool) string {
	if d.IsHole(i) {
		return "   " // off the board: no square
	}
	piece := d.Pieces[i]
	if i == d.At.File+d.At.Rank*d.Files {
		return fmt.Sprintf("[%s]", padPiece(piece, 1))
	}
	m := d.Marks[i]
	k, ok := classify(m)
	if !ok {
		if piece != "" {
			return " " + padPiece(piece, 2)
		}
		return " . "
	}
	used[k.letter] = k
	suffix := " "
	switch {
	case m&Initial != 0:
		suffix, *initial = "^", true
	case m&Locust != 0 && k != kindLocust:
		suffix, *locust = "~", true
	case m&Friend != 0 && k != kindFriend:
		suffix, *friend = "&", true
	}
	return " " + string(k.letter) + suffix
}

// padPiece fits a FEN letter ("N", "+R") into n characters.
func padPiece(p string, n int) string {
	if len(p) > n {
		p = p[len(p)-n:]
	}
	return p + strings.Repeat(" ", n-len(p))
}

// maxTextPaths is how many paths Text lists.
const maxTextPaths = 12

func (d *Diagram) textPaths(sb *strings.Builder) {
	if len(d.Paths) == 0 {
		return
	}
	fmt.Fprintf(sb, "moves that stop on the way (%d):", len(d.Paths))
	for i, p := range d.Paths {
		if i == maxTextPaths {
			fmt.Fprintf(sb, " … and %d more", len(d.Paths)-maxTextPaths)
			break
		}
		sb.WriteString(" " + p.String())
	}
	sb.WriteString("\n")
}

// writeFiles writes a line of file labels (picture.Margins' Top or
// Bottom) under the cells, three columns each; nothing if side has none.
func writeFiles(sb *strings.Builder, side []string) {
	if !picture.HasLabel(side) {
		return
	}
	line := "   "
	for _, l := range side {
		line += picture.CellText(l, 3, 1)
	}
	sb.WriteString(line + "\n")
}
