package vm

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// The connect rules (Program.Connect, ConnectSquare, ConnectCollinear):
// the game has ended when the side that has just moved has pieces of the
// counted types in a row, in a square block, or on one line. The board's
// lines along ConnectLines are listed once, as squares in order, so the
// test walks them without arithmetic on the mailbox.

// connectTables are the connect rules' tables.
type connectTables struct {
	on     bool
	counts [maxTypes]bool // the types that count
	lines  [][]int16      // every line of the board along ConnectLines
	// from, to: each colour's ConnectFrom squares and ConnectTo mask;
	// steps: the mailbox steps of a link (east, north, northeast,
	// southeast along ConnectLines)
	from  [2][]int16
	to    [2][]bool
	steps []int
}

// buildConnect precomputes the connect tables and reports whether there
// is a connect rule.
func (t *tables) buildConnect() bool {
	r := &t.rules
	c := &t.connect
	t.dropStack = r.Hand.DropStack != legdefs.DropStackNone
	t.dropSides = r.Hand.DropStack == legdefs.DropStackSides
	c.on = r.Connect > 0 || r.ConnectSquare > 0 || r.ConnectCollinear > 0 || len(r.ConnectFrom) > 0
	if !c.on {
		return false
	}
	t.buildConnectRegions()
	for i := range t.types {
		c.counts[i] = r.ConnectPieces == "" || strings.Contains(r.ConnectPieces, t.types[i].letter)
	}
	for _, d := range connectSteps(r.ConnectLines) {
		// a line starts on a square whose square before it is off the board
		for f := 0; f < t.files; f++ {
			for rk := 0; rk < t.ranks; rk++ {
				if t.onBoard(f-d[0], rk-d[1]) {
					continue
				}
				var line []int16
				for x, y := f, rk; t.onBoard(x, y); x, y = x+d[0], y+d[1] {
					line = append(line, int16(t.sq(x, y)))
				}
				c.lines = append(c.lines, line)
			}
		}
	}
	return true
}

// stacked reports whether a drop on s rests on something
// (Hand.DropStack bottom): s is on the first rank or the square below
// holds a piece (not a hole: the guard band and holes are guard).
func (p *Position) stacked(s int16) bool {
	if p.t.dropSides {
		return p.pushedIn(int(p.t.sqFile[s]), int(p.t.sqRank[s]))
	}
	if p.t.sqRank[s] == 0 {
		return true
	}
	v := p.board[int(s)-p.t.stride]
	return v != 0 && v != guard
}

// pushedIn reports whether a piece pushed in from an edge reaches the
// empty square (f, r) (Hand.DropStack sides): from file a or rank 1 it
// slides up to the first piece; from the last file or rank it takes the
// line's first empty square from file a or rank 1.
func (p *Position) pushedIn(f, r int) bool {
	t := p.t
	lastF, lastR := t.files-1, t.ranks-1
	return p.slidTo(f, r, 1, 0) || p.slidTo(f, r, 0, 1) ||
		p.empty(f, lastR) && p.firstEmpty(f, r, 0, 1) || p.empty(lastF, r) && p.firstEmpty(f, r, 1, 0)
}

func (p *Position) empty(f, r int) bool { return p.board[p.t.sq(f, r)] == 0 }

// slidTo reports whether a piece pushed in along (df, dr) from the edge
// behind (f, r) stops on it: every square from the edge to it is empty
// and the next one is occupied or off the board.
func (p *Position) slidTo(f, r, df, dr int) bool {
	for x, y := f, r; x >= 0 && y >= 0; x, y = x-df, y-dr {
		if !p.empty(x, y) {
			return false
		}
	}
	return !p.t.onBoard(f+df, r+dr) || !p.empty(f+df, r+dr)
}

// firstEmpty reports whether (f, r) is the first empty square of its
// line along (df, dr) counted from file a or rank 1.
func (p *Position) firstEmpty(f, r, df, dr int) bool {
	for x, y := f-df, r-dr; x >= 0 && y >= 0; x, y = x-df, y-dr {
		if p.empty(x, y) {
			return false
		}
	}
	return true
}

// buildConnectRegions lists the connect-from squares and the connect-to
// masks of each colour, and the steps of a link.
func (t *tables) buildConnectRegions() {
	r := &t.rules
	c := &t.connect
	if len(r.ConnectFrom) == 0 {
		return
	}
	from, to := [2][]legdefs.Square{r.ConnectFrom, r.ConnectFromBlack}, [2][]legdefs.Square{r.ConnectTo, r.ConnectToBlack}
	if len(from[1]) == 0 {
		from[1], to[1] = from[0], to[0]
	}
	for col := 0; col < 2; col++ {
		c.to[col] = make([]bool, t.size)
		for _, q := range from[col] {
			c.from[col] = append(c.from[col], int16(t.sq(q.File, q.Rank)))
		}
		for _, q := range to[col] {
			c.to[col][t.sq(q.File, q.Rank)] = true
		}
	}
	for _, d := range connectSteps(r.ConnectLines) {
		step := d[0] + d[1]*t.stride
		c.steps = append(c.steps, step)
	}
}

func (t *tables) onBoard(f, r int) bool { return f >= 0 && r >= 0 && f < t.files && r < t.ranks }

// connectSteps are the (file, rank) steps of the lines of ConnectLines.
func connectSteps(lines string) [][2]int {
	h, v, d := [2]int{1, 0}, [2]int{0, 1}, [][2]int{{1, 1}, {1, -1}}
	switch lines {
	case legdefs.ConnectOrthogonal:
		return [][2]int{h, v}
	case legdefs.ConnectHorizontal:
		return [][2]int{h}
	case legdefs.ConnectVertical:
		return [][2]int{v}
	case legdefs.ConnectDiagonal:
		return d
	}
	return append([][2]int{h, v}, d...)
}

// connected reports whether the side that has just moved has connected.
func (p *Position) connected() bool {
	r := &p.t.rules
	cb := colourBit(p.stm ^ 1)
	if r.ConnectSquare > 0 && p.connectedSquare(cb, r.ConnectSquare) {
		return true
	}
	if len(r.ConnectFrom) > 0 && p.linked(cb) {
		return true
	}
	if r.Connect == 0 && r.ConnectCollinear == 0 {
		return false
	}
	for _, line := range p.t.connect.lines {
		run, all := 0, 0
		for _, s := range line {
			if !p.connects(s, cb) {
				run = 0
				continue
			}
			run, all = run+1, all+1
			if r.Connect > 0 && run >= r.Connect || r.ConnectCollinear > 0 && all >= r.ConnectCollinear {
				return true
			}
		}
	}
	return false
}

// connects reports whether square s holds a counted piece of colour bit cb.
func (p *Position) connects(s int16, cb uint8) bool {
	v := p.board[s]
	return v != 0 && v != guard && v&colMask == cb && p.t.connect.counts[v&typeMask]
}

// connectedSquare reports whether counted pieces of colour bit cb fill an
// n by n square.
func (p *Position) connectedSquare(cb uint8, n int) bool {
	t := p.t
	for f := 0; f+n <= t.files; f++ {
		for r := 0; r+n <= t.ranks; r++ {
			if p.filled(cb, f, r, n) {
				return true
			}
		}
	}
	return false
}

// filled reports whether the n by n square from (f, r) holds only counted
// pieces of colour bit cb.
func (p *Position) filled(cb uint8, f, r, n int) bool {
	for x := f; x < f+n; x++ {
		for y := r; y < r+n; y++ {
			if !p.connects(int16(p.t.sq(x, y)), cb) {
				return false
			}
		}
	}
	return true
}

// linked reports whether the pieces of colour bit cb link their
// connect-from squares to their connect-to squares (Program.ConnectFrom):
// a search from each counted piece on a connect-from square along the
// link steps, through counted pieces, that reaches one on a connect-to
// square after one step or more.
func (p *Position) linked(cb uint8) bool {
	c := &p.t.connect
	col := 0
	if cb != colourBit(0) {
		col = 1
	}
	if p.connSeen == nil {
		p.connSeen = make([]bool, p.t.size)
		p.connStack = make([]int16, 0, p.t.size)
	}
	clear(p.connSeen)
	stack := p.connStack[:0]
	for _, s := range c.from[col] {
		if p.connects(s, cb) {
			stack = append(stack, s)
		}
	}
	for len(stack) > 0 {
		s := int(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		for _, d := range c.steps {
			n := int16(s + d)
			if p.connSeen[n] || !p.connects(n, cb) {
				continue
			}
			if c.to[col][n] {
				return true
			}
			p.connSeen[n] = true
			stack = append(stack, n)
		}
	}
	return false
}
