package vm

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"unsafe"
)

// Counting several pieces of one type at once (countPieces, perft's last
// ply): the type's pieces in a scan chunk are a byte mask, and each of its
// leaps is one word read at the chunk's start plus the leap's offset,
// tested byte by byte (the end test, "empty", "an enemy") and counted
// with a popcount. It pays where a chunk holds several pieces of a type:
// pawns.

// Byte masks hold 0x01 in the bytes they mean, as scanChunk.mask does.
const (
	lowBytes  = 0x0101010101010101
	low7Bytes = 0x7F7F7F7F7F7F7F7F
	highBytes = 0x8080808080808080
)

// zeroBytes returns the bytes of x that are 0.
func zeroBytes(x uint64) uint64 {
	return ^((x&low7Bytes + low7Bytes) | x) & highBytes >> 7
}

// sameBytes returns the bytes of w that equal v.
func sameBytes(w uint64, v uint8) uint64 {
	return zeroBytes(w ^ uint64(v)*lowBytes)
}

// A swarLeg is a plain leap of a swar type (ptcol.swar): its offset and
// the test of the byte it reaches: v passes if v&mask == want, both
// repeated in each byte.
type swarLeg struct {
	off        int32
	mask, want uint64
}

// A swarPush is a quickPush special leg of a swar type: its offset, the
// squares it passes (cleg.inter) and whether the piece must be virgin.
type swarPush struct {
	off     int32
	initial bool
	inter   []int32
}

// swarLegs are a swar type's moves as countSwar reads them: its plain
// leaps, its quickPush legs, the offsets of its quickCapt legs and those
// of them that may take e.p.
type swarLegs struct {
	ends   []swarLeg
	pushes []swarPush
	capts  []int32
	ep     []*cleg
}

// swarPad is how far past the mailbox countSwar may read: a leap's word
// starts up to the guard band's reach after a chunk's start, which is at
// most len(board)-8.
func (t *tables) swarPad() int { return t.gb*t.stride + t.gb }

// What countPieces tests of a piece (tables.kindOf, bits): a swar type
// (ptcol.swar); countMC counts all its moves everywhere (countMCLeaps) or
// on the squares of pc.mcAt; countBentLeaps counts its moves unpinned
// (countFreeBents with bentLeaps: countOne's case, without its call);
// where countMC counts the type, it only walks its rides (kindRides:
// pc.mc with rides and no leap), which countPieces does itself, or reads
// its leap box (kindBox: pc.mcBox), countPieces calling countMCBox.
const (
	kindSwar = 1 << iota
	kindMCAll
	kindMCAt
	kindBentLeaps
	kindRides
	kindBox
)

// buildKindOf fills t.kindOf from the moves of each piece, once buildSwar
// has marked them.
func (t *tables) buildKindOf() {
	t.kindOf = [256]uint8{}
	for i := range t.types {
		for c := range t.types[i].col {
			pc := &t.types[i].col[c]
			k := uint8(0)
			if pc.swar {
				k |= kindSwar
			}
			switch {
			case pc.count == countMCLeaps:
				k |= kindMCAll
			case pc.mcAt != nil:
				k |= kindMCAt
			case pc.count == countFreeBents && pc.bentLeaps:
				k |= kindBentLeaps
			}
			switch {
			case k&(kindMCAll|kindMCAt) == 0:
			case len(pc.leapOffs) == 0 && len(pc.rideOffs) > 0:
				k |= kindRides
			case pc.mcBox != nil:
				k |= kindBox
			}
			t.kindOf[colourBit(c)|uint8(i)] = k
		}
	}
}

// buildSwar marks the types whose moves countSwar counts (ptcol.swar) and
// fills their legs and, with a promotion zone, the bytes of each scan
// chunk from which no move reaches the zone (markZoneFar).
//
// Precondition of ptcol.swar: countOnly (no royal, zone-rule or
// deduplicated type; only plain leaps, slides and special leaps), no
// slides, every special leg a quick shape (countSpecial counts it without
// genSpecial but for e.p.), no lame chain (its squares may lie beyond the
// guard band), and no promotion wherever the piece goes (promoZone is
// then the type's zone, which zoneFar describes). swar-zoned: a type that
// promotes leaving the zone or capturing in it too, by zoneFar, which
// leaves out the zone's squares.
func (t *tables) buildSwar() {
	var codes answerSet[uint8] // the zoneCode answers, shared by markZoneCode
	for i := range t.types {
		ty := &t.types[i]
		for c := range ty.col {
			pc := &ty.col[c]
			pc.ty, pc.typ = ty, i
			t.pcOf[colourBit(c)|uint8(i)] = pc
			t.markMC(pc)
			// countMC counts all: mc, no special leg, and never promotes
			if pc.count == countFreeLeaps && pc.mc && len(pc.special) == 0 && ty.zone[c] == nil &&
				!ty.pr.leaving && !ty.pr.captureIn && shortcutsOff&scCountMC == 0 {
				pc.count = countMCLeaps
				t.plan.uses |= scCountMC
			}
			t.markMCAt(ty, pc, c)
			t.markZoneCode(ty, pc, c, &codes)
			pc.swar = t.swarable(ty, pc) && shortcutsOff&scSwar == 0
			if pc.swar {
				t.plan.uses |= scSwar
				if ty.pr.leaving || ty.pr.captureIn {
					t.plan.uses |= scSwarZoned
				}
			}
			if !pc.swar {
				continue
			}
			sl := &pc.swarLegs
			if len(pc.plain) > 0 {
				sl.ends = make([]swarLeg, 0, len(pc.plain))
			}
			for _, l := range pc.plain {
				sl.ends = append(sl.ends, swarLeg{off: l.off,
					mask: uint64(l.end.mask) * lowBytes, want: uint64(l.end.want) * lowBytes})
			}
			for k := range pc.special {
				l := &pc.special[k]
				if l.quick == quickPush {
					sl.pushes = append(sl.pushes, swarPush{off: l.off, initial: l.initial, inter: l.inter})
					continue
				}
				sl.capts = append(sl.capts, l.off)
				if l.ep {
					sl.ep = append(sl.ep, l)
				}
			}
			if pc.zoneFar == nil {
				continue
			}
			pc.farBytes = make([]uint64, len(t.scan))
			for ci, ch := range t.scan {
				for k := 0; k < 8; k++ {
					if ch.mask>>(8*k)&1 != 0 && pc.zoneFar[int(ch.start)+k] {
						pc.farBytes[ci] |= 1 << (8 * k)
					}
				}
			}
		}
	}
}

// markMC fills pc.mc and the offset lists countMC walks.
func (t *tables) markMC(pc *ptcol) {
	pc.mc = true
	if len(pc.plain) > 0 {
		pc.leapOffs = slices.Grow(pc.leapOffs, len(pc.plain))
	}
	if len(pc.slides) > 0 {
		pc.rideOffs = slices.Grow(pc.rideOffs, len(pc.slides))
	}
	for _, l := range pc.plain {
		pc.mc = pc.mc && l.move && l.capt
		pc.leapOffs = append(pc.leapOffs, l.off)
	}
	for _, l := range pc.slides {
		pc.mc = pc.mc && l.move && l.capt && l.open
		pc.rideOffs = append(pc.rideOffs, l.off)
	}
	pc.mcMost = len(pc.leapOffs) + len(pc.rideOffs)*(max(t.files, t.ranks)-1)
	t.markRidesAt(pc) // ridesat.go
}

// markMCAt fills pc.mcAt (nil where no square has it) and pc.mcZone.
//
// Precondition of the count-mc-at shortcut, on a square: countOne would
// count the unpinned piece by countMC alone there: countFreeLeaps with
// pc.mc, no special leg, and no promotion zone from that square
// (countOne's zone nil: zoneFar, or promoZone nil). countPieces calls
// countMC for countMCLeaps types without it, as before.
func (t *tables) markMCAt(ty *ptype, pc *ptcol, c int) {
	// countMCZone stands for countPlain where every plain leap and slide
	// moves and captures and every slide is open (pc.mc, markMC)
	pc.mcZone = pc.mc && shortcutsOff&scCountMCZone == 0
	if pc.mcZone {
		t.plan.uses |= scCountMCZone
	}
	pc.mcAt = nil
	if shortcutsOff&scCountMCAt != 0 || pc.count != countFreeLeaps || !pc.mc || len(pc.special) > 0 {
		return
	}
	far, startIn, noZone := pc.zoneFar, ty.pr.startIn(c), ty.zone[c] == nil
	if far == nil && !noZone {
		return // no square has it
	}
	if at, some := t.mcAtOf(far, startIn, noZone); some {
		pc.mcAt = at
		t.plan.uses |= scCountMCAt
	}
}

// mcAtOf returns the squares of count-mc-at, where far holds or, with no
// zone (noZone), startIn does not, and whether there are some. The answer
// is far itself where there is a zone, and hr.everywhere where neither a
// zone nor startIn is (most types of Chu Shogi: 19 KB and 160,000
// instructions of its start-up, issue 31): shared, as no one writes mcAt,
// zoneFar or everywhere once built.
func (t *tables) mcAtOf(far, startIn []bool, noZone bool) (at []bool, some bool) {
	switch {
	case far != nil && !noZone:
		at = far
	case far == nil && noZone && startIn == nil && t.hr.everywhere != nil:
		at = t.hr.everywhere
	default:
		at = make([]bool, t.size)
		for _, s := range t.squares {
			at[s] = far != nil && far[s] || noZone && (startIn == nil || !startIn[s])
		}
	}
	for _, s := range t.squares {
		if at[s] {
			return at, true
		}
	}
	return nil, false
}

// markZoneCode fills pc.zoneOf and pc.zoneCode: on each square, 0 (no
// zone) where zoneFar holds, else promoZone's answer for the colour c:
// 2 (everywhere) where the type promotes leaving the zone or capturing in
// it and the square is in the zone, else 1 (the type's zone, maybe nil;
// with neither zoneFar nor such a zone, 1 on every square). The types with
// the same codes share them (codes: no one writes a zoneCode once built).
//
// The codes depend on zoneFar and startIn alone, arrays no one writes once
// built and that the types with the same share (answerSet, rankZones):
// codes.byInput keeps the answer by the two arrays, so that a type with
// the same as one before takes its answer without working it out (Chu
// Shogi's 78 types and colours have 7 pairs, 7 answers).
func (t *tables) markZoneCode(ty *ptype, pc *ptcol, c int, codes *answerSet[uint8]) {
	pc.zoneOf = [3][]bool{nil, ty.zone[c], t.hr.everywhere}
	far, startIn := pc.zoneFar, ty.pr.startIn(c)
	in := [2]*bool{firstOf(far), firstOf(startIn)}
	if code := codes.answerFor(in); code != nil {
		pc.zoneCode = code
		return
	}
	code := codes.start(t.size)
	for _, s := range t.squares {
		switch {
		case far != nil && far[s]:
		case startIn != nil && startIn[s]:
			code[s] = 2
		default:
			code[s] = 1
		}
	}
	pc.zoneCode = codes.keep()
	codes.byInput = append(codes.byInput, inputAnswer[uint8]{in, pc.zoneCode})
}

// firstOf returns a's first entry's address, nil for an empty a: which
// array a is.
func firstOf(a []bool) *bool {
	if len(a) == 0 {
		return nil
	}
	return &a[0]
}

// swarable reports whether countSwar may count pc (buildSwar): at most
// 255 legs, so that countSwar's count per byte does not carry.
func (t *tables) swarable(ty *ptype, pc *ptcol) bool {
	if !pc.countOnly() || len(pc.slides) > 0 || len(pc.plain)+len(pc.special) > 255 {
		return false
	}
	// promoting on leaving the zone or capturing in it: promoZone is
	// everywhere from a square of the zone, which zoneFar leaves out
	// (markZoneFar), so there is a zone and zoneFar holds it
	if (ty.pr.leaving || ty.pr.captureIn) && (pc.zoneFar == nil || shortcutsOff&scSwarZoned != 0) {
		return false
	}
	if ty.zone[0] != nil && pc.zoneFar == nil || ty.zone[1] != nil && pc.zoneFar == nil {
		return false
	}
	for k := range pc.special {
		l := &pc.special[k]
		if l.quick != quickCapt && l.quick != quickPush || l.chain {
			return false // a lame leap (quickLame) is counted one by one
		}
	}
	return true
}

// countSwar counts the moves of the pieces of one swar type, pc, in bytes
// tm of scan chunk ci, which starts at start: those that are pinned or
// may reach the promotion zone one by one (countOne), the rest, none of
// which may reach the zone, here together; e.p. captures go through
// genSpecial (countSwarEP).
func (p *Position) countSwar(ci, start int, tm uint64, pc *ptcol) {
	slow := uint64(0)
	if pc.farBytes != nil {
		slow = tm &^ pc.farBytes[ci]
	}
	if p.lmode != lmAll && p.anyPin {
		for x := tm &^ slow; x != 0; x &= x - 1 {
			if p.pinned(start + bits.TrailingZeros64(x)>>3) {
				slow |= x & -x
			}
		}
	}
	for x := slow; x != 0; x &= x - 1 {
		p.countOne(start+bits.TrailingZeros64(x)>>3, pc)
	}
	if tm &^= slow; tm == 0 {
		return
	}
	b := p.board[:cap(p.board)] // padded by swarPad
	var sum uint64              // a count per byte: fewer than 256 legs (swarable)
	sl := &pc.swarLegs
	for _, l := range sl.ends {
		w := binary.LittleEndian.Uint64(b[start+int(l.off):])
		sum += tm & zeroBytes(w&l.mask^l.want)
	}
	them := p.stm ^ 1
	for _, off := range sl.capts {
		sum += tm & colourBytes(binary.LittleEndian.Uint64(b[start+int(off):]), them)
	}
	if p.ep.n > 0 && len(sl.ep) > 0 {
		p.countSwarEP(start, tm, sl.ep, pc.ty)
	}
	for i := range sl.pushes {
		l := &sl.pushes[i]
		ok := tm & zeroBytes(binary.LittleEndian.Uint64(b[start+int(l.off):]))
		for _, io := range l.inter {
			ok &= zeroBytes(binary.LittleEndian.Uint64(b[start+int(io):]))
		}
		if l.initial {
			ok &= p.virginBytes(start)
		}
		sum += ok
	}
	p.nCounted += byteSum(sum)
}

// virginBytes returns the virginity of the eight squares from s as bytes
// 0 or 1, one word read: Go stores a bool as one byte, 0 or 1. A scan
// chunk ends inside the board, so s+8 <= len(p.virgin).
func (p *Position) virginBytes(s int) uint64 {
	v := p.virgin[s : s+8]
	return binary.LittleEndian.Uint64((*[8]byte)(unsafe.Pointer(&v[0]))[:])
}

// byteSum returns the sum of the bytes of x.
func byteSum(x uint64) int {
	const low16 = 0x00FF00FF00FF00FF
	x = x&low16 + x>>8&low16 // four 16-bit sums
	return int(x * 0x0001000100010001 >> 48)
}

// countSwarEP adds the e.p. captures by legs eps of the pieces in bytes
// tm of the chunk at start (genSpecial tests them on the board).
func (p *Position) countSwarEP(start int, tm uint64, eps []*cleg, ty *ptype) {
	e := &p.ep
	for _, l := range eps {
		from := int(e.first) - int(l.off)
		for k := 0; k < int(e.n); k++ {
			if d := from - start; uint(d) < 8 && tm>>(8*d)&1 != 0 {
				p.genSpecial(from, ty, l, true)
			}
			from += int(e.step)
		}
	}
}
