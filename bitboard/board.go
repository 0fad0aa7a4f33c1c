package bitboard

import (
	"fmt"
	"math/bits"

	"github.com/betzac/betzac/vm"
)

// Board is a position of the back end, copied to make a move.
type Board struct {
	typ    [maxTypes]uint64 // by type, both colours
	col    [2]uint64
	virgin uint64 // pieces that never moved
	ep     uint64 // e.p. squares
	mail   [64]int8
	stm    int8
	victim int8 // the piece that made the e.p. squares
	king   [2]int8
	// hand: the pieces each colour holds, by type; held: bit k set while
	// hand[c][k] > 0 (drops.go)
	hand [2][maxTypes]uint8
	held [2]uint16
}

// move is a move of the back end.
type move struct {
	from, to int8
	promo    int8 // 1 + the type it becomes; 0 none
	kind     int8 // kindPlain, kindEP, or kindCastle + option index
}

const (
	kindPlain = iota
	kindEP
	kindDrop // type promo-1 from the hand onto to (== from)
	kindCastle
)

// castleOpt is one castling move a side may make in a subtree: while the
// royal on king and the partner on partner stay virgin, the squares in
// empty are empty (but for those two), the royal stands, passes and lands
// on no attacked square, it castles.
type castleOpt struct {
	king, partner, kingTo, partnerTo int8
	empty, pass                      uint64
}

func bit(s int) uint64 { return 1 << uint(s) }

// fromVM sets b from pos; the castling options go to opts. It refuses a
// position without exactly one royal piece a side, or with the side not
// to move in check.
func (t *Tables) fromVM(pos *vm.Position, b *Board) error {
	*b = Board{victim: -1}
	for i := range b.mail {
		b.mail[i] = -1
	}
	royals := [2]int{}
	for f := 0; f < t.files; f++ {
		for r := 0; r < t.ranks; r++ {
			m := pos.Square(f, r)
			typ, c := pos.PieceAt(m)
			if typ < 0 {
				continue
			}
			s := t.sq(f, r)
			b.typ[typ] |= bit(s)
			b.col[c] |= bit(s)
			b.mail[s] = int8(typ)
			if pos.Virgin(m) {
				b.virgin |= bit(s)
			}
			if typ == t.royal {
				royals[c]++
				b.king[c] = int8(s)
			}
		}
	}
	if royals != [2]int{1, 1} {
		return fmt.Errorf("%d and %d royal pieces, not one a side", royals[0], royals[1])
	}
	if err := t.handsFromVM(pos, b); err != nil {
		return err
	}
	b.stm = int8(pos.SideToMove())
	first, step, n, victim := pos.EPState()
	for k, s := 0, first; k < n; k, s = k+1, s+step {
		f, r := pos.FileRank(s)
		b.ep |= bit(t.sq(f, r))
	}
	if n > 0 {
		f, r := pos.FileRank(victim)
		b.victim = int8(t.sq(f, r))
	}
	if t.attackers(b, int(b.king[b.stm^1]), int(b.stm), b.occ()) != 0 {
		return fmt.Errorf("the side not to move is in check")
	}
	return nil
}

func (b *Board) occ() uint64 { return b.col[0] | b.col[1] }

// castleOpts finds the castling options of both sides of b, as the VM
// finds its castling moves (vm/castle.go): O-atom legs to the edge, or
// Chess960 with the partner types of pos.
func (t *Tables) castleOpts(pos *vm.Position, b *Board, opts *[2][]castleOpt) {
	for c := 0; c < 2; c++ {
		(*opts)[c] = (*opts)[c][:0]
		k := int(b.king[c])
		if b.virgin&bit(k) == 0 {
			continue
		}
		if t.c960 {
			t.opts960(pos.CastlePartnerTypes(), b, c, &(*opts)[c])
			continue
		}
		for _, cl := range t.castle[c] {
			t.optO(b, c, cl, &(*opts)[c])
		}
	}
}

// optO adds the O-atom castling of leg cl of colour c's royal, if a
// virgin friend stands at the edge (vm tryCastle).
func (t *Tables) optO(b *Board, c int, cl castleLeg, opts *[]castleOpt) {
	k := int(b.king[c])
	f, r := k%t.files, k/t.files
	x := f
	for t.on(x+cl.dir, r) {
		x += cl.dir
	}
	if x == f {
		return
	}
	xs := t.sq(x, r)
	if b.col[c]&b.virgin&bit(xs) == 0 || !t.on(f+cl.step, r) || !t.on(f+cl.step-cl.dir, r) {
		return
	}
	kto, pto := t.sq(f+cl.step, r), t.sq(f+cl.step-cl.dir, r)
	o := castleOpt{king: int8(k), partner: int8(xs), kingTo: int8(kto), partnerTo: int8(pto)}
	o.empty = (t.between[k][xs] | bit(kto) | bit(pto)) &^ (bit(k) | bit(xs))
	o.pass = t.between[k][kto]
	*opts = append(*opts, o)
}

// opts960 adds colour c's Chess960 castlings (vm gen960).
func (t *Tables) opts960(partners uint64, b *Board, c int, opts *[]castleOpt) {
	k := int(b.king[c])
	kf, kr := k%t.files, k/t.files
	if t.files < 5 {
		return
	}
	for f := 0; f < t.files; f++ {
		s := t.sq(f, kr)
		if f == kf || b.col[c]&b.virgin&bit(s) == 0 || partners>>uint(b.mail[s])&1 == 0 {
			continue
		}
		kdf, rdf := 2, 3
		if f > kf {
			kdf, rdf = t.files-2, t.files-3
		}
		kto, pto := t.sq(kdf, kr), t.sq(rdf, kr)
		o := castleOpt{king: int8(k), partner: int8(s), kingTo: int8(kto), partnerTo: int8(pto)}
		o.empty = (t.span(k, kto) | t.span(s, pto)) &^ (bit(k) | bit(s))
		o.pass = t.between[k][kto]
		*opts = append(*opts, o)
	}
}

// span is the squares from a to b on one rank, both included.
func (t *Tables) span(a, b int) uint64 {
	return t.between[a][b] | bit(a) | bit(b)
}

// make makes m on b (copy-make: b is the child's copy).
func (t *Tables) make(b *Board, m move, opts []castleOpt) {
	us := int(b.stm)
	from, to := int(m.from), int(m.to)
	typ := int(b.mail[from])
	victim := int(b.victim)
	b.ep, b.victim = 0, -1
	if m.kind >= kindDrop {
		if m.kind == kindDrop {
			t.makeDrop(b, m)
			return
		}
		o := &opts[m.kind-kindCastle]
		p, pto := int(o.partner), int(o.partnerTo)
		ptyp := int(b.mail[p])
		b.typ[typ] &^= bit(from)
		b.typ[ptyp] &^= bit(p)
		b.col[us] &^= bit(from) | bit(p)
		b.mail[from], b.mail[p] = -1, -1
		b.typ[typ] |= bit(to)
		b.typ[ptyp] |= bit(pto)
		b.col[us] |= bit(to) | bit(pto)
		b.mail[to], b.mail[pto] = int8(typ), int8(ptyp)
		b.virgin &^= bit(from) | bit(p)
		b.king[us] = int8(to)
		b.stm ^= 1
		return
	}
	if cap := b.mail[to]; cap >= 0 {
		b.typ[cap] &^= bit(to)
		b.col[us^1] &^= bit(to)
		if t.toHand {
			t.handPut(b, us, int(cap))
		}
	}
	if m.kind == kindEP {
		cap := b.mail[victim]
		b.typ[cap] &^= bit(victim)
		b.col[us^1] &^= bit(victim)
		b.mail[victim] = -1
		b.virgin &^= bit(victim) // no stale bit for a piece dropped there
		if t.toHand {
			t.handPut(b, us, int(cap))
		}
	}
	b.typ[typ] &^= bit(from)
	b.col[us] ^= bit(from) | bit(to)
	b.mail[from] = -1
	nt := typ
	if m.promo > 0 {
		nt = int(m.promo) - 1
	}
	b.typ[nt] |= bit(to)
	b.mail[to] = int8(nt)
	b.virgin &^= bit(from) | bit(to)
	if t.regionTypes != 0 {
		b.virgin |= t.region[us&1][nt&(maxTypes-1)] & bit(to)
	}
	if typ == t.royal {
		b.king[us] = int8(to)
	}
	b.stm ^= 1
	if m.promo == 0 {
		t.setEP(b, us, typ, from, to)
	}
}

// setEP sets the e.p. squares a lame epRights leap from from to to makes.
func (t *Tables) setEP(b *Board, us, typ, from, to int) {
	for i := range t.pc[us][typ].lames {
		ll := &t.pc[us][typ].lames[i]
		if ll.epRights && int(ll.to[from]) == to {
			b.ep, b.victim = ll.path[from], int8(to)
			return
		}
	}
}

func popcount(x uint64) int { return bits.OnesCount64(x) }
