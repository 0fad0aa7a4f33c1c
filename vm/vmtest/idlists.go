package vmtest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/internal/tsv"
	"github.com/betzac/betzac/variants"
)

// IDCase is one row of id-movelists.tsv: the Interactive Diagram's move
// list for one piece in one position (vm/testdata/id-movelists.tsv, whose
// header says how it was made).
type IDCase struct {
	ID           string
	Files, Ranks int
	Betza        string            // the mover's Betza string
	Defs         map[string]string // upper-case letter -> Betza; other letters are inert blockers
	Placement    map[string]string // square -> letter (upper case White)
	Square       string            // the mover's square
	Black        bool              // the mover is Black
	Royal        string            // the royal letter, or ""
	Moved        []string          // squares whose pieces have moved (not virgin)
	EP           string            // the e.p. square, or "-"
	Moves        []IDMove          // distinct moves, sorted
	Note         string
}

// IDMove is one move of the Diagram: from, to and its side-effect squares
// ("x:": captures other than on To, castling partner and its drop square,
// unload squares), distinct and sorted. The Diagram's "ep:" squares (e.p.
// rights, castling's passed squares) are not kept.
type IDMove struct {
	From, To string
	X        []string
}

func (m IDMove) String() string {
	s := m.From + "-" + m.To
	if len(m.X) > 0 {
		s += " x:" + strings.Join(m.X, ",")
	}
	return s
}

// IDCases reads id-movelists.tsv for a test, failing it unless the file
// holds its 42 cases.
func IDCases(t testing.TB, path string) []IDCase {
	t.Helper()
	cases, err := LoadIDCases(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 42 {
		t.Fatalf("%s: %d cases, want 42", path, len(cases))
	}
	return cases
}

// LoadIDCases reads id-movelists.tsv.
func LoadIDCases(path string) ([]IDCase, error) {
	recs, err := tsv.Read(path, 14)
	if err != nil {
		return nil, err
	}
	var out []IDCase
	for _, rec := range recs {
		c, err := parseIDCase(rec.Fields)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v", path, rec.Line, err)
		}
		out = append(out, c)
	}
	return out, nil
}

func parseIDCase(cols []string) (IDCase, error) {
	c := IDCase{ID: cols[0], Betza: cols[2], Square: cols[5], Black: cols[6] == "black", EP: "-", Note: cols[13],
		Defs: map[string]string{}, Placement: map[string]string{}}
	if _, err := fmt.Sscanf(cols[1], "%dx%d", &c.Files, &c.Ranks); err != nil {
		return c, fmt.Errorf("board %q: %v", cols[1], err)
	}
	for _, d := range strings.Fields(cols[3]) {
		l, b, ok := strings.Cut(d, "=")
		if !ok {
			return c, fmt.Errorf("piece definition %q", d)
		}
		c.Defs[l] = b
	}
	for _, pl := range strings.Split(cols[4], ",") {
		sq, l, ok := strings.Cut(pl, "=")
		if !ok {
			return c, fmt.Errorf("placement %q", pl)
		}
		c.Placement[sq] = l
	}
	if cols[8] != "-" {
		for _, opt := range strings.Split(cols[8], ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(opt), "=")
			switch k {
			case "royal":
				c.Royal = v
			case "moved":
				c.Moved = strings.Split(v, ",")
			case "ep":
				_, sq, _ := strings.Cut(v, ":") // "d7-d5:d6"
				c.EP = sq
			default:
				return c, fmt.Errorf("unknown option %q", k)
			}
		}
	}
	for _, ms := range strings.Split(cols[11], " | ") {
		m, err := parseIDMove(ms)
		if err != nil {
			return c, err
		}
		if !slices.ContainsFunc(c.Moves, func(o IDMove) bool { return o.String() == m.String() }) {
			c.Moves = append(c.Moves, m)
		}
	}
	SortIDMoves(c.Moves)
	return c, nil
}

func parseIDMove(s string) (IDMove, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return IDMove{}, fmt.Errorf("empty move")
	}
	from, to, ok := strings.Cut(f[0], "-")
	if !ok {
		return IDMove{}, fmt.Errorf("move %q", s)
	}
	m := IDMove{From: from, To: to}
	for _, e := range f[1:] {
		if sqs, ok := strings.CutPrefix(e, "x:"); ok {
			m.X = append(m.X, strings.Split(sqs, ",")...)
		}
	}
	m.X = NormalX(m.X)
	return m, nil
}

// NormalX sorts squares and drops duplicates (nil if none).
func NormalX(x []string) []string {
	if len(x) == 0 {
		return nil
	}
	slices.Sort(x)
	return slices.Compact(x)
}

// SortIDMoves sorts moves by their String.
func SortIDMoves(ms []IDMove) {
	slices.SortFunc(ms, func(a, b IDMove) int { return strings.Compare(a.String(), b.String()) })
}

// Variant is the case as a variant: its defined pieces, a blocker with no
// moves for every other letter, and a start position in which every piece
// but the moved ones stands where it is (so that they are virgin).
func (c *IDCase) Variant() *variants.Variant {
	v := &variants.Variant{Name: c.ID, Files: c.Files, Ranks: c.Ranks}
	var letters []string
	for _, l := range c.Placement {
		letters = append(letters, strings.ToUpper(l))
	}
	for l := range c.Defs {
		letters = append(letters, l)
	}
	slices.Sort(letters)
	for _, l := range slices.Compact(letters) {
		v.Pieces = append(v.Pieces, variants.Piece{Letter: l, Betza: c.Defs[l], Royal: l == c.Royal})
	}
	start := map[string]string{}
	for sq, l := range c.Placement {
		if !slices.Contains(c.Moved, sq) {
			start[sq] = l
		}
	}
	v.Start = c.fen(start, "-", "-")
	return v
}

// FEN is the case's position, the mover's side to move. Castling rights
// (Shredder-FEN files) go to the mover's virgin pieces on the royal
// piece's rank, when the case has a royal piece.
func (c *IDCase) FEN() string {
	castling := ""
	if c.Royal != "" {
		for f := 0; f < c.Files; f++ {
			sq := fmt.Sprintf("%c%s", 'a'+f, c.Square[1:])
			l, ok := c.Placement[sq]
			if !ok || sq == c.Square || slices.Contains(c.Moved, sq) || (l == strings.ToUpper(l)) == c.Black {
				continue
			}
			r := rune('A' + f)
			if c.Black {
				r += 'a' - 'A'
			}
			castling += string(r)
		}
	}
	if castling == "" {
		castling = "-"
	}
	return c.fen(c.Placement, castling, c.EP)
}

func (c *IDCase) fen(placement map[string]string, castling, ep string) string {
	board := fenboard.Placement(c.Files, c.Ranks, func(f, r int) string {
		return placement[fmt.Sprintf("%c%d", 'a'+f, r+1)]
	})
	side := "w"
	if c.Black {
		side = "b"
	}
	return fmt.Sprintf("%s %s %s %s 0 1", board, side, castling, ep)
}

// notationDiffers are the rows of id-movelists.tsv where betzac does what
// the notation says and the Interactive Diagram does not: betza.js's n and
// j leaps test no square when the leap is sideways (the header of the file
// names the bug). The moves are worked out by hand from the notation.
var notationDiffers = map[string][]IDMove{
	// nD on d4: d5 (a friend) blocks d6; e4 (an enemy) blocks f4; c4 is
	// empty, so b4 is taken; d3 is empty but d2 holds a friend. The
	// Diagram also takes f4, its sideways leap testing nothing.
	"lame_nD": {{From: "d4", To: "b4"}},
	// jD on d4: d6 over the occupied d5; f4 is a friend; b4 lies over the
	// empty c4, so it is not reached (the Diagram reaches it); d2 over the
	// empty d3 neither.
	"jump_jD": {{From: "d4", To: "d6"}},
	// jD alone on an empty board: every square in between is empty, so no
	// move (the Diagram leaps to b4 and f4).
	"jump_jD_empty_quirk": nil,
}

// Want is what a generator must produce for the case: the Diagram's moves,
// or the notation's where a known Diagram bug makes them differ
// (notationDiffers).
func (c *IDCase) Want() []IDMove {
	if w, ok := notationDiffers[c.ID]; ok {
		return w
	}
	return c.Moves
}

// RunIDCases runs every case of the id-movelists.tsv at path as a subtest
// of t: moves lists a back end's moves of the case's piece, and key turns
// a list of moves into what is compared (IDStrings for all a move tells,
// FromTo for its squares only); the back end's must be Want's.
func RunIDCases(t *testing.T, path string, key func([]IDMove) []string, moves func(*IDCase) ([]IDMove, error)) {
	for _, c := range IDCases(t, path) {
		t.Run(c.ID, func(t *testing.T) {
			ms, err := moves(&c)
			if err != nil {
				t.Fatal(err)
			}
			want, got := key(c.Want()), key(ms)
			if missing, extra := diffSorted(want, got); missing != nil || extra != nil {
				t.Errorf("%s (%s) in %s: moves differ from the Diagram's:\nmissing %v\nextra %v", c.ID, c.Betza, c.FEN(), missing, extra)
			}
		})
	}
}

// IDStrings is the sorted set of the moves' strings (from, to and side
// effects).
func IDStrings(ms []IDMove) []string {
	return sortedSet(ms, IDMove.String)
}

// FromTo is the sorted set of the moves' "from-to".
func FromTo(ms []IDMove) []string {
	return sortedSet(ms, func(m IDMove) string { return m.From + "-" + m.To })
}

func sortedSet(ms []IDMove, key func(IDMove) string) []string {
	var out []string
	for _, m := range ms {
		out = append(out, key(m))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// diffSorted returns what only want and what only got holds, both sorted.
func diffSorted(want, got []string) (missing, extra []string) {
	for _, w := range want {
		if _, ok := slices.BinarySearch(got, w); !ok {
			missing = append(missing, w)
		}
	}
	for _, g := range got {
		if _, ok := slices.BinarySearch(want, g); !ok {
			extra = append(extra, g)
		}
	}
	return missing, extra
}
