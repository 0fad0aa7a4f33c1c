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
	Promo    uint8 // 1 + the type index the mover becomes (a drop's: the type dropped); 0 = none
	NV       uint8 // number of victims in V (locust and e.p. victims)
	EPN      uint8 // number of e.p. squares the move makes
	V        [3]int16
	Unload   int16
	EPFirst  int16
	EPStep   int16
	Wall     int16
	Gate     uint8 // gating: 1 + the type put on the square left (gating.go)
}

// promotes reports whether m is a promotion: a drop keeps the type it
// drops in Promo but promotes nothing.
func (m *Move) promotes() bool { return m.Promo != 0 && m.Kind&KindDrop == 0 }

// epState is the set of e.p. squares and the piece that made them.
type epState struct {
	first, step int16
	n           uint8
	victim      int16
}

// nodeState is the part of a Position outside the board that Make saves
// whole in its undo record and Unmake restores whole: one block copy each
// way, not a copy per field.
type nodeState struct {
	hash    uint64
	id      uint64 // this position's, fresh from nextID at each Make and FEN (ridememo.go)
	half    int
	full    int
	ep      epState
	royalSq [2]int16 // the side's only royal piece; -1 none; -2 several or unknown (scan the board)
	lion    int16    // the counter-strike square, 0: none (counterstrike.go)
}

// undoRec is what Make saves for Unmake: the old contents of every square
// the move touches, and the state outside the board.
type undoRec struct {
	nodeState          // the position's before the move
	hd        handUndo // hand changes (drops.go)
	duck      int16    // the duck's square before the move (walls.go)
	cs        lionKept // the counter-strike pieces' squares before the move (lionsquares.go)
	bk        bentKept // the bent riders' squares before the move (bentkeep.go)
	// bkSaved: bk holds them (else the move left them as they were)
	bkSaved bool
	n       uint8
	sq      [7]int16
	pc      [7]uint8
	vg      [7]bool
	// blasted: Make pushed a blastRec (blast.go)
	blasted bool
	// plain: makePlain wrote the record, so Unmake takes it back by unmakeTwo alone
	plain bool
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
	t      *tables
	board  []uint8
	virgin []bool
	stm    int
	nodeState
	lax      bool               // NewAnyPosition: keep unreachable positions
	warnings []string           // what the last FEN had that is odd but allowed (fencheck.go)
	hand     [2][maxTypes]uint8 // pieces in hand, by colour and type (drops.go)
	dm       dropMateScratch    // for the no-mate drop test (drops.go)
	undo     []undoRec
	// zh: pass and bikjang history (bikjang.go); bikjangNow: the royal
	// pieces face each other in this node
	zh         []uint8
	bikjangNow bool
	countLimit int      // a FEN's counting limit (Program.FENCounting)
	cs         lionKept // the counter-strike pieces' squares (lionsquares.go)
	bk         bentKept // the bent riders' squares (bentkeep.go)
	// nextID: the last id given (nodeState.id); rm: what the attack rides
	// found at a child of one node (ridememo.go)
	nextID    uint64
	rm        rideMemo
	km        royalMemo // royalmemo.go
	ck        chunkKept // the scan chunks holding each side's pieces (chunkkeep.go)
	nk        nearKept  // count-near's view of the board (nearkeep.go)
	nodeStart int       // where this node's moves start in out (zones.go)
	// checksLeft: the checks each side still needs (Program.ChecksToWin);
	// ckh: their values before each move made
	checksLeft [2]int8
	ckh        [][2]int8

	// move generation scratch
	out      []Move
	seen     []uint32
	attMap   []uint8 // the squares the enemy attacks (markAttacks), for royal drops and royalmap.go
	stamp    uint32
	pin      []uint32
	pinStamp uint32
	anyPin   bool // the fast mode marked a pin this node (markPin)
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
	return newPosition(p, fen, false, true)
}

// NewPositionUnkeyed is NewPosition for a count that reads no hash at
// every node (a perft without a hash table): its tables draw no Zobrist
// keys for the pieces (nor for virginity, e.p. squares and walls), which
// Make would keep in the hash, and Hash works the hash out from scratch,
// with the keys drawn on first use. Hash answers as NewPosition's
// position does, only slower (zobrist.go).
func NewPositionUnkeyed(p *legdefs.Program, fen string) (*Position, error) {
	return newPosition(p, fen, false, false)
}

// NewAnyPosition is NewPosition for generated test positions (random
// placements): a position no game could reach (the side not to move in
// check, a piece where it cannot stand) is kept, with a warning, instead
// of refused.
func NewAnyPosition(p *legdefs.Program, fen string) (*Position, error) {
	return newPosition(p, fen, true, true)
}

func newPosition(p *legdefs.Program, fen string, lax, keyed bool) (*Position, error) {
	t, err := newTablesKeyed(p, keyed)
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
	// room for a perft's plies; a longer game grows it (newUndo)
	p.undo = make([]undoRec, 0, 16)
	p.allocNear() // nearkeep.go
	if p.t.rules.RoyalDrops || p.t.royalMapOn() {
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
	q.stm, q.nodeState, q.hand = p.stm, p.nodeState, p.hand
	q.undo = append(q.undo, p.undo...)
	q.blasts = append(q.blasts, p.blasts...)
	q.zh = append(q.zh, p.zh...)
	q.countLimit = p.countLimit
	q.checksLeft = p.checksLeft
	q.ckh = append(q.ckh, p.ckh...)
	q.duck = p.duck
	q.nextID = p.nextID // ids stay apart from the undo records' (ridememo.go)
	return q
}

// Program returns the Program the position belongs to.
func (p *Position) Program() *legdefs.Program { return p.t.prog }

// SideToMove returns 0 if White is to move, 1 if Black is.
func (p *Position) SideToMove() int { return p.stm }

// Hash returns the Zobrist hash of the position: pieces, virginity,
// e.p. squares and the side to move.
func (p *Position) Hash() uint64 {
	h := p.hash
	if p.t.lazyKeys != nil {
		h = p.fullHash() // keyless tables: Make's hash holds no piece (NewPositionUnkeyed)
	}
	if p.t.zoneNode {
		return h ^ p.zoneKey() // zones.go: pass, bikjang, check counts
	}
	return h
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

// computeHash computes the hash Make keeps from scratch: without the
// pieces', virginity, e.p. and wall keys where the tables are keyless
// (buildZobrist).
func (p *Position) computeHash() uint64 {
	k := p.t.makeKeys()
	return p.hashWith(&k)
}

// fullHash computes the hash from scratch with every key.
func (p *Position) fullHash() uint64 {
	k := p.t.fullKeys()
	return p.hashWith(&k)
}

// hashWith computes the hash from scratch with the keys k.
func (p *Position) hashWith(k *keySet) uint64 {
	var h uint64
	for _, s := range p.t.squares {
		v := p.board[s]
		if v != 0 { // a piece, or a wall (petrify.go)
			h ^= p.t.pieceKeyIn(k, v, int(s))
			if p.virgin[s] {
				h ^= k.virgin[s]
			}
		}
	}
	if p.ep.n > 0 {
		h ^= k.ep[p.ep.first]
	}
	if p.stm == 1 {
		h ^= p.t.zSide
	}
	if p.lion != 0 {
		h ^= p.t.zLion[p.lion]
	}
	return h ^ p.handHash()
}

// HashFromScratch recomputes the hash of the position from its contents
// (for tests: it must equal Hash).
func (p *Position) HashFromScratch() uint64 {
	if p.t.zoneNode {
		return p.fullHash() ^ p.zoneKey()
	}
	return p.fullHash()
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
