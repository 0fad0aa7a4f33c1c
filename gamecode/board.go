package gamecode

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/digits"
	"github.com/betzac/betzac/internal/lazy"
)

// board is the grid of a preset: coordinates, labels and the start
// position. Cells are numbered file + rank*files.
type board struct {
	files, ranks []string
	index        map[string]int // coordinate -> cell
	coords       []string       // cell -> coordinate
	labels       map[string]bool
	start        []string // cell -> label ("@" empty, "-" hole)
}

func (b *board) isCoord(w string) bool { _, ok := b.index[w]; return ok }

// at is the cell at (file, rank), or -1 off the grid.
func (b *board) at(f, r int) int {
	if f < 0 || r < 0 || f >= len(b.files) || r >= len(b.ranks) {
		return -1
	}
	return f + r*len(b.files)
}

func newBoard(p Preset) (*board, error) {
	files, ranks := p.Files, p.Ranks
	if len(files) == 0 || len(ranks) == 0 {
		return nil, fmt.Errorf("preset: files and ranks must be given")
	}
	b := &board{files: files, ranks: ranks, index: map[string]int{}, labels: map[string]bool{}}
	for _, name := range append(slices.Clone(files), ranks...) {
		if name == "" || strings.ContainsAny(name, " \t\n();:\"#-*@") {
			return nil, fmt.Errorf("preset: %q cannot name a file or rank", name)
		}
	}
	for _, rk := range ranks {
		for _, fl := range files {
			c := fl + rk
			if _, dup := b.index[c]; dup {
				return nil, fmt.Errorf("preset: coordinate %s twice", c)
			}
			b.index[c] = len(b.coords)
			b.coords = append(b.coords, c)
		}
	}
	for _, l := range p.Pieces {
		if l == "" || l == "@" || l == "-" || strings.ContainsAny(l, " \t\n();:\"#{}/*") || b.isCoord(l) || ops.Get()[l] != nil || notLabel.Get()[l] {
			return nil, fmt.Errorf("preset: %q cannot be a piece label", l)
		}
		b.labels[l] = true
	}
	start, err := b.readFEN(p.FEN)
	if err != nil {
		return nil, err
	}
	b.start = start
	return b, nil
}

// notLabel are words an expression reads as something else.
var notLabel = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{"true": true, "false": true, "null": true, "sub": true, "mln": true, "thismove": true}
}}

// readFEN reads Game Courier's extended FEN [S20]: ranks from the top
// separated by "/", digits count empty cells, "-" is a hole, "*" fills
// the rest of the rank with empty cells, {XY} is a multi-letter label.
// A rank written short is padded with holes.
func (b *board) readFEN(fen string) ([]string, error) {
	cells := make([]string, len(b.coords))
	rows := strings.Split(fen, "/")
	if len(rows) != len(b.ranks) {
		return nil, fmt.Errorf("preset FEN: %d ranks for a board of %d", len(rows), len(b.ranks))
	}
	for i, row := range rows {
		r := len(b.ranks) - 1 - i
		f := 0
		put := func(l string) error {
			if f >= len(b.files) {
				return fmt.Errorf("preset FEN: rank %s is longer than %d files", b.ranks[r], len(b.files))
			}
			cells[b.at(f, r)] = l
			f++
			return nil
		}
		for j := 0; j < len(row); j++ {
			c := row[j]
			var err error
			switch {
			case c >= '0' && c <= '9':
				n, k := digits.Run(row, j)
				j = k - 1
				for ; n > 0 && err == nil; n-- {
					err = put("@")
				}
			case c == '*':
				for f < len(b.files) {
					_ = put("@")
				}
			case c == '-':
				err = put("-")
			case c == '{':
				k := strings.IndexByte(row[j:], '}')
				if k < 0 {
					return nil, fmt.Errorf("preset FEN: { without }")
				}
				err = b.putLabel(row[j+1:j+k], put)
				j += k
			default:
				err = b.putLabel(string(c), put)
			}
			if err != nil {
				return nil, err
			}
		}
		for f < len(b.files) {
			_ = put("-")
		}
	}
	return cells, nil
}

func (b *board) putLabel(l string, put func(string) error) error {
	if !b.labels[l] {
		return fmt.Errorf("preset FEN: %q is not a piece label of the preset", l)
	}
	return put(l)
}

// offName is the name a cell off the grid would have if the files went
// on with the letters and the ranks with the numbers (WhereName).
func (b *board) offName(f, r int) string {
	file := string(rune(int(b.files[0][0]) + f))
	first, err := strconv.Atoi(b.ranks[0])
	if err != nil {
		first = 1
	}
	return file + strconv.Itoa(first+r)
}
