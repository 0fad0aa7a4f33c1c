package refgen

import (
	"slices"
	"strings"
)

// move is one generated move with everything needed to make it.
type move struct {
	from, to square
	// victims are the squares emptied besides from and to: locust victims
	// (in path order) and the e.p. victim.
	victims []square
	// stops are the squares the notation lists between from and to: where a
	// non-final leg captured ("e4e5,e5f6").
	stops []square
	promo int // piece kind to promote to, or -1
	mover int // the moving piece's kind (set when it promotes)
	// drop: a piece of kind held in hand is dropped on to as kind dropped
	// (drops.go); from is to.
	drop          bool
	dropped, held int
	// unload (XBetza u): a victim reappears on unloadAt; see makeMove.
	unload   bool
	unloadAt square
	// castling: the partner's squares, and the squares (the king's start
	// and the ones it passed) that must not be attacked after the move.
	castle                 bool
	partnerFrom, partnerTo square
	royalSquares           []square
	// e.p. rights the move makes for the opponent.
	newEP       []square
	newEPVictim square
}

// String is the move in the shared notation: "e2e4", "e7e8q", "e1g1",
// "e4e5,e5f6".
func (m *move) String(g *Generator) string {
	var b strings.Builder
	if m.drop { // "P@e4", "+P@c3", for either side
		return g.pieces[m.dropped].letter + "@" + m.to.String()
	}
	b.WriteString(m.from.String())
	stops := m.stops
	// An unload move also stops where the victim reappears, unless that
	// is the origin or a locust square.
	if m.unload && m.unloadAt != m.from && !slices.Contains(stops, m.unloadAt) {
		stops = append(slices.Clip(stops), m.unloadAt)
	}
	for _, s := range stops {
		b.WriteString(s.String())
		b.WriteByte(',')
		b.WriteString(s.String())
	}
	b.WriteString(m.to.String())
	if m.promo >= 0 {
		// "+" for a promotion to the mover's own promoted form (shogi),
		// "-" for one from it back to its base (Kyoto), else the new
		// piece's letter without a "~" mark (crazyhouse "e7e8q")
		switch l, ml := g.pieces[m.promo].letter, g.pieces[m.mover].letter; {
		case l == "+"+ml:
			b.WriteByte('+')
		case ml == "+"+l:
			b.WriteByte('-')
		default:
			b.WriteString(strings.ToLower(strings.TrimSuffix(l, "~")))
		}
	}
	return b.String()
}

// walker follows the legs of one term of one piece, emitting the moves it
// finds. In attack mode (targets != nil) it only looks for a move that
// captures on one of the targets (on its last leg, or on an earlier one if
// the move can be completed), and sets hit.
type walker struct {
	g      *Generator
	pos    *position
	white  bool // the colour of the moving piece
	piece  cell // the moving piece (its square is empty during the walk)
	from   square
	t      *term
	locust []square // squares captured on earlier legs of this path
	// unloads are the start squares of the u legs walked so far.
	unloads []square
	emit    func(move)
	// emitFor returns the emit function for moves of the piece c (an
	// induced friend); nil: use emit.
	emitFor func(c cell) func(move)
	// noRelay: the walk is a borrowed move, whose x legs do nothing.
	noRelay bool

	targets []square
	hit     bool
}

func (w *walker) vector(dir int) (int, int) {
	x, y := w.t.geom.vector(dir)
	if !w.white {
		x, y = -x, -y // Black's moves are White's turned by 180°
	}
	return x, y
}

func (w *walker) isTarget(s square) bool {
	for _, t := range w.targets {
		if t == s {
			return true
		}
	}
	return false
}

// between returns the squares a lame or jumping leap from a by (dx,dy) passes.
// A leap along a line (orthogonal, diagonal, or a multiple of a shorter leap
// such as (2,4)) passes the squares on that line: the middle of a D or A, two
// squares for an H. Any other oblique leap (N, C, Z) passes one square, the
// one halfway, rounded toward zero, as XBoard reads "n" (docs/xbetza.md §2.4):
// (0,1) for the N (1,2) (the Xiangqi Horse), (0,1) for the C (1,3), (1,1) for
// the Z (2,3).
func between(a square, dx, dy int) []square {
	g := gcdInt(abs(dx), abs(dy))
	var out []square
	if g > 1 {
		for i := 1; i < g; i++ {
			out = append(out, a.add(dx/g*i, dy/g*i))
		}
		return out
	}
	if abs(dx) > 1 || abs(dy) > 1 {
		out = append(out, a.add(dx/2, dy/2))
	}
	return out
}

// gcdInt is Euclid's greatest common divisor of a and b (b ≥ 0).
func gcdInt(a, b int) int {
	if b == 0 {
		return a
	}
	return gcdInt(b, a%b)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// walk walks the term from the mover's square.
func (w *walker) walk() {
	if w.t.curve != 0 {
		w.curve()
		return
	}
	w.leg(0, w.from, 0, 0, 0)
}

// step is sq moved by (dx, dy) on leg l's board: off the side edges and
// back on the other side on a cylinder (o), off any edge on a torus (oo).
// It reports whether the step crossed an edge; the square may be off the
// board (w.pos.on).
func (w *walker) step(sq square, dx, dy int, l leg) (square, bool) {
	to := sq.add(dx, dy)
	f, r := to.f, to.r
	if l.wrapFiles {
		f = (f%w.pos.files + w.pos.files) % w.pos.files
	}
	if l.wrapRanks {
		r = (r%w.pos.ranks + w.pos.ranks) % w.pos.ranks
	}
	return square{f, r}, f != to.f || r != to.r
}

// leg walks leg i from square at. prevDir is the absolute direction of the
// previous leg (continuation legs are relative to it), toggles is the
// number of g/y legs walked so far (they toggle the range), and prevLen is the
// length of the last sliding leg (for iso legs).
func (w *walker) leg(i int, at square, prevDir int, toggles int, prevLen int) {
	lw := legWalk{i: i, l: w.t.legs[i], final: i == len(w.t.legs)-1, toggles: toggles, prevLen: prevLen}
	lw.rng = w.t.legRange(toggles)
	lw.maxSteps = lw.rng
	if lw.maxSteps == 0 {
		lw.maxSteps = w.pos.files + w.pos.ranks // unlimited
		if lw.l.wrapFiles {
			lw.maxSteps = w.pos.files * w.pos.ranks // round a torus until it comes home
		}
	}
	if lw.l.rest {
		lw.maxSteps = lw.rng - prevLen
	}
	if lw.l.unload {
		w.unloads = append(w.unloads, at)
		defer func() { w.unloads = w.unloads[:len(w.unloads)-1] }()
	}
	for d := 0; d < 8; d++ {
		if lw.l.dirs&(1<<d) == 0 {
			continue
		}
		dir := d
		if i > 0 {
			dir = (prevDir + d) & 7
		}
		w.ray(&lw, at, dir)
	}
}

// legWalk is the leg that walker.leg walks and how far it goes.
type legWalk struct {
	i        int // its index in the term
	l        leg
	final    bool
	toggles  int // g/y legs walked before it
	prevLen  int // the length of the last sliding leg
	rng      int // its range after the toggles (0: unlimited)
	maxSteps int // the most steps it takes
}

// ray walks leg lw from at in absolute direction dir, square by square,
// until a piece, the board's edge or its range stops it.
func (w *walker) ray(lw *legWalk, at square, dir int) {
	l := lw.l
	dx, dy := w.vector(dir)
	sq := at
	wrapped := false
	for n := 1; n <= lw.maxSteps; n++ {
		if w.hit {
			return
		}
		prev := sq
		var crossed bool
		sq, crossed = w.step(sq, dx, dy, l)
		wrapped = wrapped || crossed
		if !w.pos.on(sq) || wrapped && sq == w.from {
			break // off the board, or round it back to the mover, which blocks itself
		}
		if (l.lame || l.jump) && w.blocked(prev, dx, dy, l) {
			break
		}
		if l.ski && n == 1 {
			continue // a ski-slide ignores its first square
		}
		isoOK := !l.iso || n == lw.prevLen
		nextLen := lw.prevLen
		if lw.rng != 1 {
			nextLen = n
		}
		next := func() { w.leg(lw.i+1, sq, dir, lw.toggles+b2i(l.toggle), nextLen) }
		if w.targets != nil && (l.c || l.k) && isoOK && w.isTarget(sq) {
			if lw.final {
				w.hit = true
				return
			}
			// a locust capture of a target counts only if the move
			// can be completed (final); an empty target (a square a
			// castling king passes) is taken as if the king stood there
			w.locust = append(w.locust, sq)
			next()
			w.locust = w.locust[:len(w.locust)-1]
			break
		}
		c := w.pos.at(sq)
		if !c.isEmpty() {
			// An occupied square always ends the leg.
			if isoOK {
				w.occupied(lw, sq, prev, dir, dx, dy, nextLen, c, next)
			}
			break
		}
		if isoOK {
			if lw.final {
				if l.m {
					w.final(sq, prev, l, dx, dy, nil)
				}
				if l.e && w.pos.isEP(sq) {
					w.final(sq, prev, l, dx, dy, &w.pos.epVictim)
				}
			} else if l.m {
				next()
			}
		}
		if l.iso && n >= lw.prevLen {
			break
		}
	}
}

// blocked reports whether a lame leg's squares between prev and its
// destination are not all empty, or a jumping leg's not all full; a hole
// counts as full (holes.go).
func (w *walker) blocked(prev square, dx, dy int, l leg) bool {
	blocked := false
	for _, s := range between(prev, dx, dy) {
		s, _ = w.step(s, 0, 0, l)
		full := !w.pos.at(s).isEmpty() || w.pos.holes[s] || slices.Contains(w.pos.walls, s) // a hole or a wall is in the way
		if full != l.jump {
			blocked = true
		}
	}
	return blocked
}

// occupied handles leg lw reaching the piece c on sq (from prev, in
// direction dir): a capture (final) or a locust capture going on (next),
// a relay, a hop. nextLen is the prevLen of the legs after it.
func (w *walker) occupied(lw *legWalk, sq, prev square, dir, dx, dy, nextLen int, c cell, next func()) {
	l := lw.l
	enemy := c.white != w.white
	royal := w.g.pieces[c.kind].royal
	// d never takes a royal piece: a side cannot remove its own.
	canCapt := enemy && (l.c || l.k && royal) || !enemy && l.d && !royal
	if canCapt {
		if lw.final {
			w.final(sq, prev, l, dx, dy, nil)
		} else {
			w.locust = append(w.locust, sq)
			next()
			w.locust = w.locust[:len(w.locust)-1]
		}
	}
	if !enemy && l.relay && !w.noRelay {
		w.relay(lw.i, sq, dir, lw.toggles+b2i(l.toggle), nextLen, c)
	}
	if l.p && !lw.final {
		next()
	}
}

// final emits a move ending on to. prev is the square the last step came
// from (for e.p. rights), and epVictim is set for an e.p. capture.
func (w *walker) final(to, prev square, l leg, dx, dy int, epVictim *square) {
	if w.targets != nil {
		if epVictim != nil && (l.c || l.e) && w.isTarget(*epVictim) {
			w.hit = true
		}
		for _, s := range w.locust {
			if w.isTarget(s) {
				w.hit = true
			}
		}
		return
	}
	m := move{from: w.from, to: to, promo: -1}
	if n := len(w.unloads); n > 0 && (len(w.locust) > 0 || to != w.from && !w.pos.at(to).isEmpty()) {
		m.unload, m.unloadAt = true, w.unloads[n-1]
	}
	m.victims = append(m.victims, w.locust...)
	m.stops = append(m.stops, w.locust...)
	if epVictim != nil {
		m.victims = append(m.victims, *epVictim)
	}
	if l.epRight && len(w.t.legs) == 1 {
		for _, s := range between(prev, dx, dy) {
			s, _ = w.step(s, 0, 0, l) // round the edge with the leap (o, oo)
			m.newEP = append(m.newEP, s)
		}
		m.newEPVictim = to
	}
	w.emit(m)
}

// pseudoMoves returns the pseudo-legal moves of the side to move, with
// promotions expanded.
func (g *Generator) pseudoMoves(p *position) []move {
	var out []move
	for f := 0; f < p.files; f++ {
		for r := 0; r < p.ranks; r++ {
			c := p.board[f][r]
			if c.isEmpty() || c.white != p.whiteToMove {
				continue
			}
			from := square{f, r}
			pt := &g.pieces[c.kind]
			emitFor := func(c cell) func(move) {
				pt := &g.pieces[c.kind]
				return g.confined(c, func(m move) { out = append(out, g.mobile(c, g.promotions(p, pt, c.white, m))...) })
			}
			emit := emitFor(c)
			// The piece has left its square while it moves: a move may
			// pass over it or come back to it.
			p.board[f][r] = empty
			for ti := range pt.terms {
				t := &pt.terms[ti]
				w := &walker{g: g, pos: p, white: c.white, piece: c, from: from, t: t, emit: emit, emitFor: emitFor}
				if t.castle {
					w.castlings()
					continue
				}
				if t.legs[0].initial && !c.virgin {
					continue
				}
				w.walk()
			}
			g.zoneMoves(p, c, from, emit)
			p.board[f][r] = c
		}
	}
	return append(out, g.drops(p)...) // drops.go
}

// promotions expands m into one move per promotion choice when the mover
// may promote: its type has a promotion rule and m ends in the zone (the
// last Zone ranks from the mover's side), or, for a promoLeaving type,
// starts there. The move without promotion stays if the promotion is
// optional.
func (g *Generator) promotions(p *position, pt *pieceType, white bool, m move) []move {
	if pt.promoNothing && pt.inPromoZone(p.ranks, white, m.to) {
		return nil // it would have to promote, to nothing
	}
	if len(pt.promoTo) == 0 || g.rules.NoEPPromotion && epCapture(p, m) {
		return []move{m}
	}
	in := func(s square) bool { return pt.inPromoZone(p.ranks, white, s) }
	may := in(m.to) || pt.promoLeaving && in(m.from)
	if pt.promoCaptureInside && in(m.from) {
		may = g.isCapture(p, white, m) // extinction.go
	}
	if !may {
		return []move{m}
	}
	var out []move
	if pt.promoOptional {
		out = append(out, m)
	}
	for _, k := range pt.choices(white) {
		pm := m
		pm.promo = k
		pm.mover = g.byLetter[pt.letter]
		out = append(out, pm)
	}
	return out
}
