package vm

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"strings"

	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
)

// Drops and holdings.
//
// A Position holds, besides the board, the number of pieces of each type
// each side has in hand (Position.hand). With Program.Hand.CapturesToHand,
// Make puts every captured piece in the capturer's hand as the captured
// type's Hand type (a +P becomes P, a crazyhouse Q~ a P); with Hand.Drops
// the side to move may drop a piece from its hand on an empty square
// (Move.Kind KindDrop, the dropped type in Promo), subject to the type's
// DropRule (ranks, a file limit, no mate), to immobility, to the type's
// confinement region, to Hand.DropStack (connect.go) and, with
// Hand.NoDropChecks, to giving no check
// (filtered after generation, as NoChecks is). The hand is
// part of the Zobrist hash: one key per colour, type and count. The
// no-mate test (dropMates plays the drop and generates the replies) runs
// only where the drop gives check, where no attacker is exotic: those
// squares are found from the attack rays once per node (dropChecks).
//
// FEN holdings are written "[...]" after the board, White's pieces then
// Black's, each in the reverse order of the variant's pieces, so a
// variant lists its pieces in the order that makes the holdings print as
// Fairy-Stockfish prints them: from the pawn up (P N B R Q K) gives its
// chess order "[QRBNPqrbnp]"; its shogi order is "[GNLPSRB]", which the
// older shogi built-ins do not follow yet (they print "[RBGSNLP]"). The lichess form
// with the holdings as one more rank ("4K3/Qn") is read too.

// maxHand is the largest number of pieces of one type one side may hold.
const maxHand = 255

// dropRule is a type's drop data.
type dropRule struct {
	handType  uint8          // the type it becomes in the capturer's hand
	promoted  int            // PieceType.Promoted (Hand.DropPromoted)
	ok        [2][]bool      // squares it may be dropped on, per colour (ranks, immobility, confinement)
	okAll     [2]bool        // ok holds every square of the board
	okScan    [2][]scanChunk // ok as scan chunks, for emptyIn
	fileLimit int            // DropRule.FileLimit
	noMate    bool           // DropRule.NoMate
}

// handTables is the drop data of a Program.
type handTables struct {
	everywhere []bool  // true on every square of the board
	order      []uint8 // types in holdings order (the variant's)
	dropOrder  []uint8 // order without the royal types (genDrops)
	words      int     // 8-byte words of a hand that hold the types (handEmpty)
	zHand      []uint64
	castlers   uint64 // types whose virginity comes from the castling field
}

// handUndo records the hand changes of a move for Unmake.
type handUndo struct {
	n    uint8
	slot [12]uint16 // colour*maxTypes + type (a blast to hand: up to 10)
	inc  [12]bool   // +1 (else -1)
}

// dropMateScratch is the state of the no-mate drop test.
type dropMateScratch struct {
	buf    []Move
	inTest bool // generating the reply moves of a drop-mate test
}

// buildHand precomputes the drop rules, each type's hand type and, where
// pieces come to a hand (t.hands), the drop squares and the holdings' keys.
func (t *tables) buildHand() {
	p := t.prog
	hr := &t.hr
	t.hands = p.Hand.Drops || p.Hand.CapturesToHand || p.Gating
	hr.everywhere = make([]bool, t.size)
	for _, s := range t.squares {
		hr.everywhere[s] = true
	}
	hr.castlers = t.castleRoyal | t.partnerMask
	nt := len(t.types)
	hr.order = make([]uint8, nt) // holdings list the last piece first
	for i := range t.types {
		ty := &t.types[i]
		pt := &p.Pieces[i]
		ty.dr.handType = uint8(pt.Hand)
		ty.dr.promoted = pt.Promoted
		hr.order[nt-1-i] = uint8(i)
		if pt.Drop != nil {
			ty.dr.fileLimit, ty.dr.noMate = pt.Drop.FileLimit, pt.Drop.NoMate
		}
	}
	hr.dropOrder = make([]uint8, 0, nt)
	for _, k := range hr.order {
		if !t.types[k].royal {
			hr.dropOrder = append(hr.dropOrder, k)
		}
	}
	hr.words = (nt + 7) / 8
	t.buildPromo()
	if !t.hands {
		// No piece ever comes to a hand: what follows is read only by
		// drops, gating and holdings (a tenth of chushogi's tables).
		return
	}
	for i := range t.types {
		ty := &t.types[i]
		var lo, hi int
		switch d := p.Pieces[i].Drop; {
		case d != nil && d.Never:
			lo, hi = 0, -1 // no rank
		case d != nil && d.Ranks[0] > 0:
			lo, hi = d.Ranks[0]-1, d.Ranks[1]-1
		default:
			lo, hi = 0, t.ranks-1
		}
		for c := 0; c < 2; c++ {
			ok := make([]bool, t.size)
			ty.dr.okAll[c] = true
			for _, s := range t.squares {
				r := int(t.sqRank[s])
				if c == 1 {
					r = t.ranks - 1 - r
				}
				ok[s] = r >= lo && r <= hi && !(ty.pr.stuck[c] != nil && ty.pr.stuck[c][s]) &&
					(ty.zones == nil || ty.zones.confine[c] == nil || ty.zones.confine[c][s])
				ty.dr.okAll[c] = ty.dr.okAll[c] && ok[s]
			}
			ty.dr.ok[c] = ok
			ty.dr.okScan[c] = t.scanOf(ok)
		}
	}
	rng := splitmix64(0x68616E64)
	hr.zHand = make([]uint64, 2*nt*(maxHand+1))
	for i := range hr.zHand {
		if i%(maxHand+1) != 0 { // count 0 has key 0
			hr.zHand[i] = rng.next()
		}
	}
}

// handKey returns the key of colour c holding n pieces of type k.
func (t *tables) handKey(c, k, n int) uint64 {
	return t.hr.zHand[(c*len(t.types)+k)*(maxHand+1)+n]
}

// handHash is the hash of both hands.
func (p *Position) handHash() uint64 {
	if !p.t.hands {
		return 0
	}
	var h uint64
	for c := 0; c < 2; c++ {
		for k := range p.t.types {
			h ^= p.t.handKey(c, k, int(p.hand[c][k]))
		}
	}
	return h
}

// handAdd changes colour c's count of type k by one (up if inc), records
// it in u, and returns the updated hash.
func (p *Position) handAdd(c, k int, inc bool, u *undoRec, h uint64) uint64 {
	n := int(p.hand[c][k])
	nn := n - 1
	if inc {
		nn = n + 1
	}
	if nn < 0 || nn > maxHand {
		return h // cannot happen for moves generated here
	}
	h ^= p.t.handKey(c, k, n) ^ p.t.handKey(c, k, nn)
	p.hand[c][k] = uint8(nn)
	if int(u.hd.n) < len(u.hd.slot) {
		u.hd.slot[u.hd.n] = uint16(c*maxTypes + k)
		u.hd.inc[u.hd.n] = inc
		u.hd.n++
	}
	return h
}

// makeHand does the hand part of Make for m (the board is already
// changed; u holds the old contents of the touched squares) and returns
// the updated hash.
func (p *Position) makeHand(m *Move, u *undoRec, h uint64) uint64 {
	t := p.t
	us := p.stm
	b := p.board
	if m.Gate != 0 {
		h = p.putGate(m, u, h) // gating.go
	}
	if m.Kind&KindDrop != 0 {
		k := int(m.Promo - 1)
		h = p.handAdd(us, int(t.types[k].dr.handType), false, u, h)
		to := int(m.To)
		// regionVirgin (Make, before) may have made it virgin already
		if !p.virgin[to] && t.dropVirgin(to, b[to], us) {
			p.virgin[to] = true
			h ^= t.zVirgin[to]
		}
		if t.dropPartners != 0 {
			h = p.castlingDrop(to, u, h) // placement.go
		}
		return h
	}
	if !t.rules.Hand.CapturesToHand {
		return h
	}
	them := colourBit(us ^ 1)
	if u.n == 2 && u.sq[0] != u.sq[1] {
		// two distinct squares (From and To): the loop below, unrolled
		o0, n0, o1, n1 := u.pc[0], b[u.sq[0]], u.pc[1], b[u.sq[1]]
		if o0 != n0 && o0&colMask == them {
			h = p.handAdd(us, int(t.types[o0&typeMask].dr.handType), true, u, h)
		}
		if o1 != n1 && o1&colMask == them {
			h = p.handAdd(us, int(t.types[o1&typeMask].dr.handType), true, u, h)
		}
		if o0 != n0 && n0&colMask == them {
			h = p.handAdd(us, int(t.types[n0&typeMask].dr.handType), false, u, h)
		}
		if o1 != n1 && n1&colMask == them {
			h = p.handAdd(us, int(t.types[n1&typeMask].dr.handType), false, u, h)
		}
		return h
	}
	// captured: enemy pieces that left a touched square; an enemy piece
	// that appears on one (unload) goes back out of the hand
	for pass := 0; pass < 2; pass++ {
		for i := 0; i < int(u.n); i++ {
			s := u.sq[i]
			dupl := false
			for j := 0; j < i; j++ {
				dupl = dupl || u.sq[j] == s
			}
			old, nw := u.pc[i], b[s]
			if dupl || old == nw {
				continue
			}
			if pass == 0 && old&colMask == them {
				h = p.handAdd(us, int(t.types[old&typeMask].dr.handType), true, u, h)
			}
			if pass == 1 && nw&colMask == them {
				h = p.handAdd(us, int(t.types[nw&typeMask].dr.handType), false, u, h)
			}
		}
	}
	return h
}

// unmakeHand takes back the hand changes recorded in u.
func (p *Position) unmakeHand(u *undoRec) {
	for i := int(u.hd.n) - 1; i >= 0; i-- {
		c, k := int(u.hd.slot[i])/maxTypes, int(u.hd.slot[i])%maxTypes
		if u.hd.inc[i] {
			p.hand[c][k]--
		} else {
			p.hand[c][k]++
		}
	}
}

// genDrops appends the legal drops of the side to move, unless onlyDrops
// made them (mustdrop.go).
func (p *Position) genDrops() {
	if !p.t.dropFirst {
		p.makeDrops()
	}
}

// makeDrops appends the legal drops of the side to move.
func (p *Position) makeDrops() {
	t := p.t
	us := p.stm
	p.nEmpty = -1
	if p.handEmpty(us) {
		return
	}
	for _, k := range t.hr.dropOrder {
		if p.hand[us][k] == 0 {
			continue
		}
		p.dropType(int(k), int(k))
		if pk := t.types[k].dr.promoted; t.rules.Hand.DropPromoted && pk >= 0 {
			p.dropType(int(k), pk)
		}
	}
}

// handEmpty reports whether colour c holds no piece: the words of its
// hand that hold the types (the first two always) are zero.
func (p *Position) handEmpty(c int) bool {
	h := &p.hand[c&1]
	w := binary.LittleEndian.Uint64(h[0:8]) | binary.LittleEndian.Uint64(h[8:16])
	for i := 2; w == 0 && i < p.t.hr.words; i++ {
		w = binary.LittleEndian.Uint64(h[8*i:])
	}
	return w == 0
}

// dropType appends the legal drops of the piece of type k in hand,
// dropped as type form (k itself, or its promoted form).
func (p *Position) dropType(k, form int) {
	t := p.t
	us := p.stm
	var chk dropChecks // the no-mate test's squares, found on first use
	b := p.board
	fty := &t.types[form]
	okSq := fty.dr.ok[us]
	limit := 0
	var onFile [maxSize]uint8 // at most maxSize pieces on a file
	if form == k && fty.dr.fileLimit > 0 {
		limit = fty.dr.fileLimit
		v := colourBit(us) | uint8(k)
		for _, s := range t.squares {
			if b[s] == v {
				onFile[t.sqFile[s]]++
			}
		}
	}
	// a drop needs no test where the node is quiet (a hot square,
	// revpins.go, makes every drop tested: dropMates generates the
	// opponent's moves, which restamps them)
	test := !p.quietNode() || fty.royal // a royal may not be dropped where it is attacked (royal-drops)
	// the side's only royal piece once dropped: legal where not attacked
	lone := fty.royal && p.royalSq[us] == -1 && t.plan.uses&scLoneRoyalDrop != 0
	// no attacker exotic: the enemy's attacks marked once (royaldrops.go)
	mapped := lone && t.plan.attack == attackRays && p.attMap != nil
	if mapped {
		p.markAttacks(us ^ 1)
	}
	noMate := fty.dr.noMate && !p.dm.inTest
	// CountLegal: nothing reads the list (placement rules read the board)
	count, n := p.counting && !noMate, 0
	if count && !test && limit == 0 && t.oppMask == 0 && fty.dr.okAll[us] {
		p.nCounted += p.emptySquares() // every empty square takes it
		return
	}
	if count && (!test || mapped) && limit == 0 && t.oppMask == 0 && !t.dropStack {
		// every empty ok square (not attacked, for a lone royal) takes it
		p.nCounted += p.emptyIn(fty.dr.okScan[us], mapped)
		return
	}
	for _, s := range t.squares {
		if b[s] != 0 || !okSq[s] || limit > 0 && int(onFile[t.sqFile[s]]) >= limit {
			continue
		}
		if t.dropStack && !p.stacked(s) { // connect.go
			continue
		}
		m := Move{From: s, To: s, Kind: KindDrop, Promo: uint8(form) + 1}
		if p.evade {
			// a drop ends a check only by blocking one checker (legal.go),
			// where it opens no hop check (hot)
			if p.checkers != 1 || p.block[s] != p.pinStamp || p.hot[s] == p.pinStamp {
				continue
			}
		} else if mapped {
			if p.attMap[s] != 0 {
				continue
			}
		} else if lone {
			if !p.loneRoyalSafe(int(s), form) {
				continue
			}
		} else if test && !p.legalAfter(&m) {
			continue
		}
		if t.oppMask != 0 && !p.oppositeColoursOK(form, int(s)) { // placement.go
			continue
		}
		if noMate && chk.mayCheck(p, form, s) && p.dropMates(m) {
			continue
		}
		if count {
			n++
			continue
		}
		p.out = append(p.out, m)
	}
	p.nCounted += n
}

// loneRoyalSafe reports whether the royal piece of type form, dropped on
// the empty square s by a side that has no royal piece on the board, is
// not attacked there: legalAfter where the plan has scLoneRoyalDrop.
func (p *Position) loneRoyalSafe(s, form int) bool {
	b := p.board
	us := p.stm
	b[s] = colourBit(us) | uint8(form)
	safe := !p.attacked(s, us^1)
	b[s] = 0
	return safe
}

// emptySquares returns the number of empty squares of the board, counted
// once per node (genDrops resets p.nEmpty), 8 board bytes at a time.
func (p *Position) emptySquares() int {
	if p.nEmpty < 0 {
		n := 0
		b := p.board
		for _, c := range p.t.scan {
			w := binary.LittleEndian.Uint64(b[c.start:])
			w |= w >> 4 // bit 0 of each byte: the OR of the byte's bits
			w |= w >> 2
			w |= w >> 1
			n += bits.OnesCount64(^w & c.mask)
		}
		p.nEmpty = n
	}
	return p.nEmpty
}

// emptyIn returns the number of empty squares among the chunks' (their
// masks' bytes), eight board bytes at a time; with safe, only those that
// markAttacks left unmarked.
func (p *Position) emptyIn(chunks []scanChunk, safe bool) int {
	n := 0
	for _, c := range chunks {
		m := emptyBytes(binary.LittleEndian.Uint64(p.board[c.start:])) & c.mask
		if safe {
			m &^= binary.LittleEndian.Uint64(p.attMap[c.start:])
		}
		n += bits.OnesCount64(m)
	}
	return n
}

// dropMates reports whether the drop m checkmates: afterwards the
// opponent is in check and has no legal move. The opponent's own drops
// are not tested for mate while its replies are generated.
func (p *Position) dropMates(m Move) bool {
	p.Make(m)
	mate := false
	if p.InCheck() {
		out, lmode, inCheck, ksq, start, hotAny := p.out, p.lmode, p.inCheck, p.ksq, p.pieceStart, p.hotAny
		p.dm.inTest = true
		buf := p.AppendLegal(p.dm.buf[:0])
		p.dm.inTest = false
		mate = len(buf) == 0
		p.dm.buf = buf[:0]
		p.out, p.lmode, p.inCheck, p.ksq, p.pieceStart, p.hotAny = out, lmode, inCheck, ksq, start, hotAny
		p.evade = false // the reply's marks replaced this node's: test each drop (legalAfter)
	}
	p.Unmake(m)
	return mate
}

// dropChecks lists the squares on which a dropped piece would give check,
// so that the no-mate test (dropMates) runs only there.
//
// Precondition (ok): attacked reads nothing but its rays (no exotic
// attacker, the rays shortcut on: attackRays), a drop changes the board only on its square
// (no blast, no castling partners dropped, no zone rule run by Make), the
// opponent has one royal square, not attacked now. Then a drop checks
// exactly where the dropped piece itself attacks that square: a piece
// added to a ray can only end it.
type dropChecks struct {
	found, ok bool
	n         int
	sq        [16]int16
}

// find fills c for a piece of type form dropped by the side to move.
func (c *dropChecks) find(p *Position, form int) {
	t := p.t
	us := p.stm & 1
	rs := int(p.royalSq[us^1])
	c.ok, c.n = false, 0
	if t.plan.attack != attackRays || t.blast.on || t.dropPartners != 0 || t.zoneMake || rs < 0 || p.attacked(rs, us) {
		return
	}
	b := p.board
	for i := range t.att[us] {
		r := &t.att[us][i]
		off := int(r.off)
		s := rs - off
		if b[s] != 0 {
			continue
		}
		if r.mask1>>uint(form)&1 != 0 && !c.add(s) {
			return
		}
		if r.maskN>>uint(form)&1 == 0 {
			continue
		}
		for k := int32(2); r.maxK == 0 || k <= r.maxK; k++ { // attacked's walk
			if s -= off; b[s] != 0 || !c.add(s) {
				break
			}
		}
		if c.n > len(c.sq) {
			return
		}
	}
	c.ok = true
}

// add records square s; it reports false when the list is full (and
// marks it so: c.n > len(c.sq) leaves c.ok false).
func (c *dropChecks) add(s int) bool {
	if c.n == len(c.sq) {
		c.n++
		return false
	}
	c.sq[c.n] = int16(s)
	c.n++
	return true
}

// mayCheck reports whether the piece of type form dropped on s by the
// side to move may give check.
func (c *dropChecks) mayCheck(p *Position, form int, s int16) bool {
	if !c.found {
		c.find(p, form)
		c.found = true
	}
	if !c.ok {
		return true
	}
	for _, x := range c.sq[:c.n] {
		if x == s {
			return true
		}
	}
	return false
}

// setHands sets both hands from a FEN holdings field (letters, upper case
// White's, lower case Black's; "-" or "" for none).
func (p *Position) setHands(holdings string) error {
	p.hand = [2][maxTypes]uint8{}
	for _, l := range legdefs.SplitLetters(holdings) {
		if l == "-" {
			continue
		}
		k := p.t.typeOf(l)
		if k < 0 {
			return fmt.Errorf("holdings %s: %q is not a piece of this variant", quote.Q(holdings), l)
		}
		c := 0
		if last := l[len(l)-1]; last >= 'a' && last <= 'z' || len(l) > 1 && l[0] >= 'a' && l[0] <= 'z' {
			c = 1
		}
		if p.hand[c][k] == maxHand {
			return fmt.Errorf("holdings %s: more than %d of %q", quote.Q(holdings), maxHand, l)
		}
		p.hand[c][k]++
	}
	return nil
}

// holdingsField returns the FEN holdings, "[...]".
func (p *Position) holdingsField() string {
	var sb strings.Builder
	sb.WriteByte('[')
	for c := 0; c < 2; c++ {
		for _, k := range p.t.hr.order {
			l := p.t.letters[k]
			if c == 1 {
				l = lower(l)
			}
			for n := 0; n < int(p.hand[c][k]); n++ {
				sb.WriteString(l)
			}
		}
	}
	sb.WriteByte(']')
	return sb.String()
}

// slashHoldings turns the lichess form of a FEN board with holdings, one
// rank more than the board ("…/4K3/Qn"), into the bracket form.
func (t *tables) slashHoldings(board string) string {
	if !t.hands || strings.ContainsRune(board, '[') || strings.Count(board, "/") != t.ranks {
		return board
	}
	i := strings.LastIndexByte(board, '/')
	return board[:i] + "[" + board[i+1:] + "]"
}

// Hand returns how many pieces with FEN letter letter (upper case White's,
// lower case Black's) are in hand.
func (p *Position) Hand(letter string) int {
	k := p.t.typeOf(letter)
	if k < 0 {
		return 0
	}
	c := 0
	if strings.ToLower(letter) == letter {
		c = 1
	}
	return int(p.hand[c][k])
}
