package xqboard

import (
	"fmt"
	"sync"

	"github.com/betzac/betzac/legdefs"
)

// maxTypes bounds the piece types (type bitsets are uint32, piece codes
// a byte).
const maxTypes = 16

// dir is a direction of rides and hops; up: square indices grow along it.
type dir struct {
	dx, dy int
	up     bool
}

// lameLeap is a lame leap: from a square, over pass and pass2 (which
// must be empty; the same square for a leap of two steps) to to.
type lameLeap struct{ from, pass, pass2, to uint8 }

// lame2 is the lame leaps of two steps from a square over one passed
// square, as the move generator lists them: over pass to the squares of
// to (the Xiangqi horse's 8 leaps are 4 of these, one per leg). (A list
// of lameLeap in its place, checking both passed squares, cost 1.3 %
// more instructions on xiangqi perft 4, cachegrind.)
type lame2 struct {
	to   BB
	pass uint8
}

// lameOpen reports whether the squares lame leap l passes are empty.
func (b *Board) lameOpen(l lameLeap) bool {
	return !b.occ.has(int(l.pass)) && !b.occ.has(int(l.pass2))
}

// pieceTables is one piece type of one colour.
type pieceTables struct {
	leapM, leapC [128]BB         // leap targets from each square, m and c
	rideM, rideC []int           // directions it rides in (indices into Tables.dirs)
	hopM, hopC   []int           // directions it hops in
	lame         [128][]lame2    // lame leaps of two steps from each square
	lame3        [128][]lameLeap // of three steps (zones.go: specialTargets)
	revLame      [128][]lameLeap // lame captures onto each square
	revLameFrom  [128]BB         // the squares of revLame[q]'s leaps (from)
	revLeapC     [128]BB         // squares it captures onto each square from by a leap
	confine      BB              // where its moves may end
	lines        []line          // rideM..hopC by direction, but axisLines
	axisLines    []axisLine      // rides and hops looked up by line (lines.go)
	barredAxes   []axisLine      // the same, of a piece with noHop (specialTargets)
	hasLame      bool
	shape        shape // what targets needs of these tables (shapes.go)
	hasLeap      bool  // some leapM or leapC is not empty
	free         bool  // confine is the whole board, nothing special
	// regionLines: rides and hops of region moves; zoneFrom[e], zoneTo[e]:
	// where a capture looked up along e may start and end (zones.go).
	regionLines      []regionLine
	regionFrom       BB // the squares some region line is made from
	zoneFrom, zoneTo [16]BB
	noHop, noCapt    uint32 // the types it may not hop over, capture
	special          bool   // region lines, barred captures or lame3 (specialTargets)
}

// line is what a piece does along one direction.
type line struct {
	d                        int
	rideM, rideC, hopM, hopC bool
}

// Tables are a variant's precomputed move tables.
type Tables struct {
	files, ranks, size int
	full               BB
	dirs               []dir
	opp                []int       // opp[d]: the direction opposite d
	rays               [16][128]BB // rays[d][s]: the squares from s along d, s left out
	up                 [16]bool    // up[d]: square indices grow along d
	pt                 [2][]pieceTables
	// rideLook[c][e], hopLook[c][e]: the types of colour c that capture
	// by a ride (a hop) in the direction opposite e, so that an attacker
	// is found looking from the target along e.
	rideLook, hopLook [2][16]uint32
	lineTypes         [2]uint32 // the types in some rideLook or hopLook
	lameTypes         [2][]int  // the types of each colour with lame leaps
	free              [2]uint32 // the types of each colour not confined
	// lookDirs[c][k]: the directions (bit e) along which a ride or hop of
	// colour c could capture on k, looking from k (zones.go: buildLookDirs);
	// flyDirs: those of the flying-general test (files and ranks), if set.
	lookDirs [2][128]uint16
	flyDirs  uint16
	// lookRays[c][k]: the squares of k's rays along lookDirs[c][k] and
	// flyDirs, all together.
	lookRays [2][128]BB
	// leapNear[c][k], lameNear[c][k]: the squares colour c's leaps (lame
	// leaps) onto k start from, all types together.
	leapNear, lameNear [2][128]BB
	// leapAt[c][k], lameAt[c][k]: the types of colour c with a leap
	// capture (a lame leap) onto k: leapAttack asks only those.
	leapAt, lameAt [2][128]uint32
	// lamePass[c][k]: the squares colour c's lame leaps onto k pass.
	lamePass [2][128]BB
	royal    int // the royal type
	// dirsTo[k][s]: the directions d (bit d) whose ray from k holds s.
	dirsTo [128][128]uint16
	flying bool
	// pass, bikjang: Rules.Pass, Rules.Bikjang; zoneRules: either (pass.go)
	pass, bikjang, zoneRules bool
	// cantHop[code]: the types that may not hop over a piece of that code;
	// barredHops: some type may not hop over some (zones.go).
	cantHop    [256]uint32
	barredHops bool
	axes       [2]*axis // files, ranks: nil if too long (lines.go)
	// lineOf[a][s]: the line of s on axis a.
	lineOf [2][128]lineSlot
}

// cache holds the tables (or the reason not) of the last cacheSize
// Programs For was asked for, so that a Program is built once while in
// use, and a process that compiles many Programs keeps only a few.
var cache struct {
	sync.Mutex
	entry [cacheSize]cached
	next  int // the entry For replaces next
}

const cacheSize = 8

type cached struct {
	prog *legdefs.Program
	t    *Tables
	err  error
}

// For returns the tables of prog, or the first reason it does not fit.
// A Program is checked and built once while it is among the last few
// asked for.
func For(prog *legdefs.Program) (*Tables, error) {
	cache.Lock()
	defer cache.Unlock()
	for _, e := range cache.entry {
		if e.prog == prog {
			return e.t, e.err
		}
	}
	t, err := build(prog)
	cache.entry[cache.next] = cached{prog, t, err}
	cache.next = (cache.next + 1) % cacheSize
	return t, err
}

// build checks the precondition (fits.go) and builds the tables.
func build(prog *legdefs.Program) (*Tables, error) {
	if err := fitsRules(prog); err != nil {
		return nil, err
	}
	t := &Tables{files: prog.Files, ranks: prog.Ranks, size: prog.Files * prog.Ranks, royal: -1, flying: prog.FlyingGeneral,
		pass: prog.Pass, bikjang: prog.Bikjang, zoneRules: prog.Pass || prog.Bikjang}
	for s := 0; s < t.size; s++ {
		t.full = t.full.or(bit(s))
	}
	t.addDir(0, 1) // the flying-general test looks along files and ranks
	t.addDir(1, 0)
	for i := range prog.Pieces {
		pt := &prog.Pieces[i]
		if err := fitsPiece(pt); err != nil {
			return nil, fmt.Errorf("piece %s: %w", pt.Letter, err)
		}
		if pt.Royal {
			if t.royal >= 0 {
				return nil, fmt.Errorf("Program.Pieces: more than one royal piece type (%s and %s)", prog.Pieces[t.royal].Letter, pt.Letter)
			}
			t.royal = i
		}
	}
	if t.royal < 0 {
		return nil, fmt.Errorf("Program.Pieces: no royal piece type")
	}
	for c := 0; c < 2; c++ {
		t.pt[c] = make([]pieceTables, len(prog.Pieces))
		for i := range prog.Pieces {
			if err := t.buildPiece(prog, c, i); err != nil {
				return nil, fmt.Errorf("piece %s: %w", prog.Pieces[i].Letter, err)
			}
		}
	}
	if len(t.dirs) > 16 {
		return nil, fmt.Errorf("%d directions of rides and hops, more than 16", len(t.dirs))
	}
	t.buildRays()
	t.buildAxes()
	t.buildLooks()
	if err := t.buildZones(prog.Pieces); err != nil {
		return nil, err
	}
	if t.flying {
		t.flyDirs = 0xf // directions 0-3: addDir added files and ranks first
	}
	t.buildLookDirs()
	for c := range t.pt {
		for i := range t.pt[c] {
			t.pt[c][i].shape = t.pt[c][i].shapeOf()
		}
	}
	return t, nil
}

// addDir returns the index of direction (dx, dy), adding it and its
// opposite if new.
func (t *Tables) addDir(dx, dy int) int {
	for i, d := range t.dirs {
		if d.dx == dx && d.dy == dy {
			return i
		}
	}
	up := dy > 0 || dy == 0 && dx > 0
	t.dirs = append(t.dirs, dir{dx, dy, up}, dir{-dx, -dy, !up})
	n := len(t.dirs)
	t.opp = append(t.opp, n-1, n-2)
	return n - 2
}

// square returns the square (f, r) and whether it is on the board.
func (t *Tables) square(f, r int) (int, bool) {
	if f < 0 || f >= t.files || r < 0 || r >= t.ranks {
		return -1, false
	}
	return f + r*t.files, true
}

// region turns a legdefs.Region into a BB for colour c (Black's mirrored);
// nil is the whole board.
func (t *Tables) region(g legdefs.Region, c int) BB {
	if g == nil {
		return t.full
	}
	var b BB
	for _, s := range g {
		f, r := s%t.files, s/t.files
		if c == 1 {
			r = t.ranks - 1 - r
		}
		b = b.or(bit(f + r*t.files))
	}
	return b
}

func (t *Tables) buildRays() {
	for d, dd := range t.dirs {
		t.up[d] = dd.up
		for s := 0; s < t.size; s++ {
			f, r := s%t.files, s/t.files
			for {
				f, r = f+dd.dx, r+dd.dy
				q, ok := t.square(f, r)
				if !ok {
					break
				}
				t.rays[d][s] = t.rays[d][s].or(bit(q))
				t.dirsTo[s][q] |= 1 << uint(d)
			}
		}
	}
}

func (t *Tables) buildLooks() {
	for c := 0; c < 2; c++ {
		for i := range t.pt[c] {
			for _, d := range t.pt[c][i].rideC {
				t.rideLook[c][t.opp[d]] |= 1 << uint(i)
				t.lineTypes[c] |= 1 << uint(i)
			}
			for _, d := range t.pt[c][i].hopC {
				t.hopLook[c][t.opp[d]] |= 1 << uint(i)
				t.lineTypes[c] |= 1 << uint(i)
			}
			t.pt[c][i].buildLines()
			t.splitAxes(&t.pt[c][i])
			lame := false
			for s := 0; s < t.size; s++ {
				lame = lame || len(t.pt[c][i].revLame[s]) > 0
				p := &t.pt[c][i]
				p.hasLeap = p.hasLeap || !p.leapM[s].or(p.leapC[s]).empty()
				t.leapNear[c][s] = t.leapNear[c][s].or(p.revLeapC[s])
				if !p.revLeapC[s].empty() {
					t.leapAt[c][s] |= 1 << uint(i)
				}
				if len(p.revLame[s]) > 0 {
					t.lameAt[c][s] |= 1 << uint(i)
				}
				t.lameNear[c][s] = t.lameNear[c][s].or(p.revLameFrom[s])
			}
			if lame {
				t.lameTypes[c] = append(t.lameTypes[c], i)
				for k := 0; k < t.size; k++ {
					for _, l := range t.pt[c][i].revLame[k] {
						t.lamePass[c][k] = t.lamePass[c][k].or(bit(int(l.pass))).or(bit(int(l.pass2)))
					}
				}
			}
			if t.pt[c][i].confine == t.full && !t.pt[c][i].special {
				t.free[c] |= 1 << uint(i)
				t.pt[c][i].free = true
			}
		}
	}
}

// buildLines gathers p's rides and hops by direction.
func (p *pieceTables) buildLines() {
	at := func(d int) *line {
		for i := range p.lines {
			if p.lines[i].d == d {
				return &p.lines[i]
			}
		}
		p.lines = append(p.lines, line{d: d})
		return &p.lines[len(p.lines)-1]
	}
	for _, d := range p.rideM {
		at(d).rideM = true
	}
	for _, d := range p.rideC {
		at(d).rideC = true
	}
	for _, d := range p.hopM {
		at(d).hopM = true
	}
	for _, d := range p.hopC {
		at(d).hopC = true
	}
}
