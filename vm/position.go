package vm

import "github.com/betzac/betzac/legdefs"

// Kind bits of a Move.
const (
	KindEP       uint8 = 1 << iota // e.p. capture: the victim is V[NV-1]
	KindCastle                     // castling: V[0] is the partner's square, V[1] its destination
	KindLocust                     // locust captures: V[0..NV) (minus an e.p. victim) are captured on the way
	KindUnload                     // a victim reappears on Unload (see applyBoard)
	KindEPRights                   // the move makes e.p. squares EPFirst + k*EPStep, k < EPN
	KindDrop                       // a drop from the mover's hand: type Promo-1 appears on To (== From)
	KindWall                       // the mover puts a wall on Wall (walls.go)
)

// Move is one move. Squares are mailbox indices (see Position.Square).
// A Move is a plain value: it stays valid (for its position) however
// often other moves are generated, made and unmade. Two moves are the
// same move iff they are ==.
type Move struct {
	From, To int16
	Kind     uint8 // Kind* bits
	Promo    uint8 // 1 + the type index the mover becomes; 0 = no promotion
	NV       uint8 // number of victims in V (locust and e.p. victims)
	EPN      uint8 // number of e.p. squares the move makes
	V        [3]int16
	Unload   int16
	EPFirst  int16
	EPStep   int16
	Wall     int16
	Gate     uint8 // gating: 1 + the type put on the square left (gating.go)
}

// epState is the set of e.p. squares and the piece that made them.
type epState struct {
	first, step int16
	n           uint8
	victim      int16
}

// undoRec is what Make saves for Unmake: the old contents of every square
// the move touches, and the state outside the board.
type undoRec struct {
	hash  uint64
	ep    epState
	half  int32
	full  int32
	royal [2]int16
	hd    handUndo // hand changes (drops.go)
	duck  int16    // the duck's square before the move (walls.go)
	n     uint8
	sq    [7]int16
	pc    [7]uint8
	vg    [7]bool
	// blasted: Make pushed a blastRec (blast.go)
	blasted bool
}

// Legality modes of a node.
const (
	lmAll  = iota // no royal piece: every move is legal
	lmFast        // one royal, all enemy attacks simple: pins and checks
	lmSlow        // try each move on the board and test the royal pieces
)

// Position is a game position of a Program: board, side to move,
// virginity, e.p. squares and an incrementally updated Zobrist hash.
// It is not safe for concurrent use; Clone gives an independent copy.
type Position struct {
	t        *tables
	board    []uint8
	virgin   []bool
	stm      int
	ep       epState
	hash     uint64
	half     int
	full     int
	royalSq  [2]int16           // the side's only royal piece; -1 none; -2 several or unknown (scan the board)
	lax      bool               // NewAnyPosition: keep unreachable positions
	warnings []string           // what the last FEN had that is odd but allowed (fencheck.go)
	hand     [2][maxTypes]uint8 // pieces in hand, by colour and type (drops.go)
	dm       dropMateScratch    // for the no-mate drop test (drops.go)
	undo     []undoRec
	// zh: pass and bikjang history (bikjang.go); bikjangNow: the royal
	// pieces face each other in this node
	zh         []uint8
	bikjangNow bool
	countLimit int // a FEN's counting limit (Program.FENCounting)
	nodeStart  int // where this node's moves start in out (zones.go)
	// checksLeft: the checks each side still needs (Program.ChecksToWin);
	// ckh: their values before each move made
	checksLeft [2]int8
	ckh        [][2]int8

	// move generation scratch
	out      []Move
	seen     []uint32
	attMap   []uint8 // the squares the enemy attacks (markAttacks), for royal drops
	stamp    uint32
	pin      []uint32
	pinStamp uint32
	anyPin   bool // the fast mode may have marked a pin this node
	// hot: squares a move may not reach untested (revpins.go); hotAny:
	// some are marked this node
	hot    []uint32
	hotAny bool
	// disc: squares whose emptying may expose the royal piece, marked
	// when discStamp is pinStamp (locustfast.go)
	disc      []uint32
	discStamp uint32
	// evade: in check in the fast mode with simple attackers only
	// (markEvasions): checkers gave check, and with one checker block
	// marks its square and those between it and the royal
	evade    bool
	checkers int
	block    []uint32
	lmode    int
	// reach: the reach maps of colour reachBy's pieces, valid while
	// reachOn (revreach.go)
	reach      reachPair
	reachBy    int
	reachOn    bool
	inCheck    bool
	ksq        int
	pieceStart int
	// counting: CountLegal counts the free plain moves in nCounted
	// instead of writing them
	counting bool
	nCounted int
	nEmpty   int // the empty squares while drops are counted (emptySquares); -1: not yet
	// inducing counts the relay legs under way that have a friend walk
	// the remaining legs (relay.go)
	inducing int
	gsGen    genState
	// extRoyals, ext: the royal squares and the scratch position for the
	// enemy's moves under the royal-extinction rule (extinction.go)
	extRoyals []int16
	// connSeen, connStack: the connect-from search's scratch (connect.go)
	connSeen  []bool
	connStack []int16
	ext       *Position
	gsAtt     genState
	bents     bentList // the enemy's bent riders in this node (bentcache.go)
	// blasts: what each blast of the moves made removed (blast.go)
	blasts []blastRec
	// duck: the duck's square, -1 none; wallBase, arrowBuf: scratch
	// (walls.go)
	duck     int16
	wallBase []Move
	arrowBuf []Move
}

// NewPosition sets up a position of Program p from a FEN; fen "" is the
// Program's start position. A FEN no game could reach is refused, an odd
// one kept with warnings (Position.Warnings; doc.go, "FEN").
func NewPosition(p *legdefs.Program, fen string) (*Position, error) {
	return newPosition(p, fen, false)
}

// NewAnyPosition is NewPosition for generated test positions (random
// placements): a position no game could reach (the side not to move in
// check, a piece where it cannot stand) is kept, with a warning, instead
// of refused.
func NewAnyPosition(p *legdefs.Program, fen string) (*Position, error) {
	return newPosition(p, fen, true)
}

func newPosition(p *legdefs.Program, fen string, lax bool) (*Position, error) {
	t, err := newTables(p)
	if err != nil {
		return nil, err
	}
	if fen == "" {
		fen = p.Start
	}
	pos := &Position{t: t, lax: lax}
	pos.alloc()
	if err := pos.setFEN(fen); err != nil {
		return nil, err
	}
	return pos, nil
}

func (p *Position) alloc() {
	n := p.t.size
	p.board = make([]uint8, n, n+p.t.swarPad()) // countSwar reads past the end
	p.virgin = make([]bool, n)
	p.seen = make([]uint32, n)
	p.pin = make([]uint32, n)
	p.hot = make([]uint32, n)
	p.block = make([]uint32, n)
	p.disc = make([]uint32, n)
	p.undo = make([]undoRec, 0, 64)
	if p.t.rules.RoyalDrops {
		p.attMap = make([]uint8, n+8) // read eight bytes at a time
	}
}

// Clone returns an independent copy of the position (sharing only the
// read-only tables compiled from the Program).
func (p *Position) Clone() *Position {
	q := &Position{t: p.t}
	q.alloc()
	copy(q.board, p.board)
	copy(q.virgin, p.virgin)
	q.stm, q.ep, q.hash, q.half, q.full = p.stm, p.ep, p.hash, p.half, p.full
	q.royalSq, q.hand = p.royalSq, p.hand
	q.undo = append(q.undo, p.undo...)
	q.blasts = append(q.blasts, p.blasts...)
	q.zh = append(q.zh, p.zh...)
	q.countLimit = p.countLimit
	q.checksLeft = p.checksLeft
	q.ckh = append(q.ckh, p.ckh...)
	q.duck = p.duck
	return q
}

// Program returns the Program the position belongs to.
func (p *Position) Program() *legdefs.Program { return p.t.prog }

// SideToMove returns 0 if White is to move, 1 if Black is.
func (p *Position) SideToMove() int { return p.stm }

// Hash returns the Zobrist hash of the position: pieces, virginity,
// e.p. squares and the side to move.
func (p *Position) Hash() uint64 {
	if p.t.zoneNode {
		return p.hash ^ p.zoneKey() // zones.go: pass, bikjang, check counts
	}
	return p.hash
}

// Ply returns the number of moves made (and not unmade) since setup.
func (p *Position) Ply() int { return len(p.undo) }

// Files and Ranks return the board size.
func (p *Position) Files() int { return p.t.files }

// Ranks returns the number of ranks.
func (p *Position) Ranks() int { return p.t.ranks }

// Square returns the square index of a 0-based file and rank, or -1 if it
// is off the board (or a hole).
func (p *Position) Square(file, rank int) int {
	if file < 0 || file >= p.t.files || rank < 0 || rank >= p.t.ranks || p.t.isHole(p.t.sq(file, rank)) {
		return -1
	}
	return p.t.sq(file, rank)
}

// FileRank returns the 0-based file and rank of a square, or -1, -1.
func (p *Position) FileRank(sq int) (file, rank int) {
	if sq < 0 || sq >= p.t.size {
		return -1, -1
	}
	return int(p.t.sqFile[sq]), int(p.t.sqRank[sq])
}

// Squares returns the board's squares, a1, b1, …, rank by rank. The slice
// is shared: do not modify it.
func (p *Position) Squares() []int16 { return p.t.squares }

// Piece returns the FEN letter of the piece on sq (upper case White,
// lower case Black), or "" for an empty or off-board square.
func (p *Position) Piece(sq int) string {
	if sq < 0 || sq >= p.t.size {
		return ""
	}
	v := p.board[sq]
	if v == 0 || v == guard {
		return ""
	}
	l := p.t.letters[v&typeMask]
	if v&blackBit != 0 {
		return lower(l)
	}
	return l
}

// Virgin reports whether the piece on sq has never moved.
func (p *Position) Virgin(sq int) bool {
	return sq >= 0 && sq < p.t.size && p.virgin[sq] && p.board[sq] != 0 && p.board[sq] != guard
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 32
		}
	}
	return string(b)
}

// computeHash computes the hash from scratch.
func (p *Position) computeHash() uint64 {
	var h uint64
	for _, s := range p.t.squares {
		v := p.board[s]
		if v != 0 { // a piece, or a wall (petrify.go)
			h ^= p.t.pieceKey(v, int(s))
			if p.virgin[s] {
				h ^= p.t.zVirgin[s]
			}
		}
	}
	if p.ep.n > 0 {
		h ^= p.t.zEP[p.ep.first]
	}
	if p.stm == 1 {
		h ^= p.t.zSide
	}
	return h ^ p.handHash()
}

// HashFromScratch recomputes the hash of the position from its contents
// (for tests: it must equal Hash).
func (p *Position) HashFromScratch() uint64 {
	if p.t.zoneNode {
		return p.computeHash() ^ p.zoneKey()
	}
	return p.computeHash()
}

// initRoyals sets royalSq from the board.
func (p *Position) initRoyals() {
	for c := 0; c < 2; c++ {
		n, at := 0, -1
		cb := colourBit(c)
		for _, s := range p.t.squares {
			v := p.board[s]
			if v&colMask == cb && p.t.types[v&typeMask].royal {
				n++
				at = int(s)
			}
		}
		switch {
		case n == 0 && !p.t.royalPromo:
			p.royalSq[c] = -1
		case n == 1: // where a promotion may make a royal, Make forgets it then
			p.royalSq[c] = int16(at)
		default:
			p.royalSq[c] = -2
		}
	}
}

// touched lists the squares a move changes, into sq; it returns their number.
func touched(m *Move, sq *[7]int16) int {
	sq[0], sq[1] = m.From, m.To
	n := 2
	if m.Kind&KindCastle != 0 {
		sq[2], sq[3] = m.V[0], m.V[1]
		n = 4
	}
	for i := 0; i < int(m.NV); i++ {
		sq[n] = m.V[i]
		n++
	}
	if m.Kind&KindUnload != 0 {
		sq[n] = m.Unload
		n++
	}
	if m.Kind&KindWall != 0 {
		sq[n] = m.Wall
		n++
	}
	return n
}

// applyBoard changes the board for move m (not virginity, hash or state).
// It reports whether something was captured.
//
// An unload move (XBetza u) puts one victim back on m.Unload: the locust
// victim taken on that very square if there is one (so "cau", a capture
// undone at once, is a hop over an enemy, as the Interactive Diagram
// reads it), else the piece captured on the destination (udW swaps with
// a friend), else the last locust victim.
func (p *Position) applyBoard(m *Move) bool {
	b := p.board
	from, to := int(m.From), int(m.To)
	if m.Kind&KindDrop != 0 {
		b[to] = colourBit(p.stm) | (m.Promo - 1)
		return false
	}
	pc := b[from]
	if m.Kind&KindCastle != 0 {
		partner := b[m.V[0]]
		b[from] = 0
		b[m.V[0]] = 0
		b[to] = pc
		b[m.V[1]] = partner
		if m.Kind&KindWall != 0 {
			b[m.Wall] = guard
		}
		return false
	}
	captured := false
	var last, back uint8
	for i := 0; i < int(m.NV); i++ {
		if v := b[m.V[i]]; v != 0 {
			last = v
			if m.V[i] == m.Unload && m.Kind&KindUnload != 0 {
				back = v
			}
			captured = true
			b[m.V[i]] = 0
		}
	}
	if to != from && b[to] != 0 {
		captured = true
		if back == 0 {
			back = b[to]
		}
	}
	if back == 0 {
		back = last
	}
	b[from] = 0
	if m.Kind&KindUnload != 0 && back != 0 {
		b[m.Unload] = back
	}
	petrified := captured && p.t.petrify>>(pc&typeMask)&1 != 0 // petrify.go
	if m.Promo != 0 {
		pc = pc&colMask | (m.Promo - 1)
	}
	b[to] = pc
	if petrified {
		b[to] = guard
	}
	if m.Kind&KindWall != 0 {
		b[m.Wall] = guard
	}
	return captured
}

// Make plays move m, which must be legal (or at least pseudo-legal) in
// the position; Unmake(m) takes it back. Make records what Unmake needs on
// an internal stack, so moves must be unmade in reverse order.
// It is long because it is the hot path of every search: each rule it
// serves is one guarded line, and splitting it would add calls per move.
func (p *Position) Make(m Move) {
	if p.t.plan.make == makePlain && m.Kind&^KindEPRights == 0 && m.NV == 0 && m.Gate == 0 && m.From != m.To {
		p.makePlain(m)
		return
	}
	u := p.newUndo()
	u.hash, u.ep, u.half, u.full, u.royal = p.hash, p.ep, int32(p.half), int32(p.full), p.royalSq
	n := touched(&m, &u.sq)
	u.n = uint8(n)
	b := p.board
	for i := 0; i < n; i++ {
		s := u.sq[i]
		u.pc[i], u.vg[i] = b[s], p.virgin[s]
	}
	mover := b[m.From]
	captured := p.applyBoard(&m)
	h := p.hash
	t := p.t
	for i := 0; i < n; i++ {
		s := u.sq[i]
		dupl := false
		for j := 0; j < i; j++ {
			if u.sq[j] == s {
				dupl = true
				break
			}
		}
		if dupl {
			continue
		}
		if old, nw := u.pc[i], b[s]; old != nw {
			h ^= t.pieceKey(old, int(s)) ^ t.pieceKey(nw, int(s))
		}
		if u.vg[i] && !isPass(&m) { // a pass keeps initial moves (stalematepass.go)
			h ^= t.zVirgin[s]
			p.virgin[s] = false
		}
	}
	if t.initRegion != nil {
		h = p.regionVirgin(int(m.To), h) // initial.go
	}
	if m.Kind&KindWall != 0 {
		h = p.wallMade(&m, u, h) // walls.go
	}
	us := p.stm
	// a quiet move of the mover's own piece changes no hand
	if t.hands && (captured || n != 2 || m.Kind&KindDrop != 0 || m.Gate != 0 || mover&colMask != colourBit(us)) {
		h = p.makeHand(&m, u, h) // drops.go
		if m.Kind&KindDrop != 0 {
			mover = colourBit(us) | (m.Promo - 1)
		}
	}
	if p.royalSq[us] == m.From {
		p.royalSq[us] = m.To
	}
	if t.royalPromo && m.Promo != 0 {
		p.royalSq[us] = -2 // the royal count may have changed: setupLegality looks
	}
	if m.Kind&KindUnload != 0 {
		p.royalUnloaded(int(m.Unload))
	}
	p.royalTaken(us ^ 1)
	if captured && t.blast.on && m.Kind&KindCastle == 0 {
		h = p.blastMake(int(m.To), u, h) // blast.go
	}
	if m.Kind&KindCastle != 0 && t.rules.OppositeCastling {
		h = p.oppositeCastled(&m, u, h) // oppcastle.go
	}
	// e.p.
	if p.ep.n > 0 {
		h ^= t.zEP[p.ep.first]
	}
	if m.Kind&KindEPRights != 0 && m.EPN > 0 && m.Promo == 0 {
		// a move that promotes makes none (legdefs doc.go)
		p.ep = epState{first: m.EPFirst, step: m.EPStep, n: m.EPN, victim: m.To}
		h ^= t.zEP[p.ep.first]
	} else {
		p.ep = epState{}
	}
	if captured || t.types[mover&typeMask].pawnish && !p.reversible(mover, us, int(m.From), int(m.To)) { // clock.go
		p.half = 0
	} else {
		p.half++
	}
	if us == 1 {
		p.full++
	}
	p.stm = us ^ 1
	p.reachOn = false // revreach.go
	p.hash = h ^ t.zSide
	if t.zoneMake {
		p.zoneMade(&m) // zones.go
	}
}

// newUndo returns a fresh record on top of the undo stack. A record
// popped by Unmake is reused: only the fields some moves leave unset are
// cleared (hd.n, blasted; duck is read only for a wall move, which sets it).
func (p *Position) newUndo() *undoRec {
	n := len(p.undo)
	if n == cap(p.undo) {
		p.undo = append(p.undo, undoRec{})
	} else {
		p.undo = p.undo[:n+1]
	}
	u := &p.undo[n]
	u.hd.n, u.blasted = 0, false
	return u
}

// makePlain is Make for a move from one square to another that may
// capture there, promote and make e.p. rights, and does nothing else (no
// victim elsewhere, castling, e.p. capture, drop, gate or wall), where no
// rule makes Make do more (plan.make, plan.go).
func (p *Position) makePlain(m Move) {
	t := p.t
	b := p.board
	from, to := int(m.From), int(m.To)
	mover, victim := b[from], b[to]
	u := p.newUndo()
	u.hash, u.ep, u.half, u.full, u.royal = p.hash, p.ep, int32(p.half), int32(p.full), p.royalSq
	u.n = 2
	u.sq[0], u.sq[1] = m.From, m.To
	u.pc[0], u.pc[1] = mover, victim
	u.vg[0], u.vg[1] = p.virgin[from], p.virgin[to]
	nw := mover
	if m.Promo != 0 {
		nw = mover&colMask | (m.Promo - 1)
	}
	b[from], b[to] = 0, nw
	h := p.hash ^ t.pieceKey(mover, from) ^ t.pieceKey(victim, to) ^ t.pieceKey(nw, to)
	if u.vg[0] {
		h ^= t.zVirgin[from]
		p.virgin[from] = false
	}
	if u.vg[1] {
		h ^= t.zVirgin[to]
		p.virgin[to] = false
	}
	us := p.stm
	if p.royalSq[us] == m.From {
		p.royalSq[us] = m.To
	}
	if t.royalPromo && m.Promo != 0 {
		p.royalSq[us] = -2 // as Make
	}
	p.royalTaken(us ^ 1)
	if p.ep.n > 0 {
		h ^= t.zEP[p.ep.first]
		p.ep = epState{}
	}
	if m.Kind == KindEPRights && m.EPN > 0 && m.Promo == 0 { // as Make
		p.ep = epState{first: m.EPFirst, step: m.EPStep, n: m.EPN, victim: m.To}
		h ^= t.zEP[p.ep.first]
	}
	if victim != 0 || t.types[mover&typeMask].pawnish && !p.reversible(mover, us, from, to) { // clock.go
		p.half = 0
	} else {
		p.half++
	}
	if us == 1 {
		p.full++
	}
	p.stm = us ^ 1
	p.reachOn = false // revreach.go
	p.hash = h ^ t.zSide
}

// royalTaken forgets colour c's single royal square if a move took the
// piece.
func (p *Position) royalTaken(c int) {
	if rs := p.royalSq[c]; rs >= 0 && p.board[rs]&colMask != colourBit(c) {
		p.royalSq[c] = -1
	}
}

// royalUnloaded follows a side's single royal piece that an unload move
// put on square u (a swap with the king).
func (p *Position) royalUnloaded(u int) {
	b := p.board
	for c := 0; c < 2; c++ {
		rs := p.royalSq[c]
		if rs < 0 || b[rs] == 0 || b[rs]&colMask == colourBit(c) && p.t.types[b[rs]&typeMask].royal {
			continue
		}
		if v := b[u]; v&colMask == colourBit(c) && p.t.types[v&typeMask].royal {
			p.royalSq[c] = int16(u)
		}
	}
}

// Unmake takes back move m, the last move made.
func (p *Position) Unmake(m Move) {
	u := &p.undo[len(p.undo)-1]
	if m.Kind&KindWall != 0 {
		p.wallUnmade(u) // walls.go
	}
	if u.hd.n > 0 {
		p.unmakeHand(u) // drops.go
	}
	if u.blasted {
		p.blastUnmake() // blast.go
	}
	for i := int(u.n) - 1; i >= 0; i-- {
		s := u.sq[i]
		p.board[s], p.virgin[s] = u.pc[i], u.vg[i]
	}
	p.hash, p.ep, p.half, p.full, p.royalSq = u.hash, u.ep, int(u.half), int(u.full), u.royal
	p.stm ^= 1
	p.reachOn = false
	p.undo = p.undo[:len(p.undo)-1]
	if p.t.zoneMake {
		p.zoneUnmade() // zones.go
	}
}
