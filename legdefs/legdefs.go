package legdefs

import (
	"fmt"
	"sync"
)

// Mode bits of a leg, with the Interactive Diagram's values (betza.js
// "flags"), so that a table is comparable number for number with the
// Diagram's. See docs/xbetza.md §2.1.
const (
	ModeMove        = 1 << 0  // m: may move to / pass over an empty square
	ModeCapture     = 1 << 1  // c: may capture an enemy (locust capture on a non-final leg)
	ModeEP          = 1 << 2  // e: en-passant capture
	ModeCastle      = 1 << 3  // O: castling leg
	ModeHop         = 1 << 4  // p: the square must be occupied; the occupant stays
	ModeToggle      = 1 << 5  // g/y: the range was toggled after this leg
	ModeInitial     = 1 << 6  // i on leg 1: virgin piece only
	ModeLame        = 1 << 7  // n: the squares in between must be empty
	ModeJump        = 1 << 8  // j: the square in between must be occupied
	ModeJump2       = 1 << 9  // jj
	ModeFinal       = 1 << 10 // last leg of the move
	ModeRelay       = 1 << 11 // x: relay / induction
	ModeFriend      = 1 << 12 // d: may capture a friendly piece
	ModeRoyalOnly   = 1 << 13 // k: may capture royal pieces only
	ModeEPRights    = 1 << 14 // the squares leapt over become e.p. squares (unless the move promotes)
	ModeIso         = 1 << 15 // i on a continuation leg: as long as the previous slide
	ModeCylinder    = 1 << 16 // o: files wrap
	ModeTorus       = 1 << 17 // oo: files and ranks wrap
	ModeCrooked     = 1 << 18 // z
	ModeCircular    = 1 << 19 // q
	ModeCurveStep   = 1 << 20 // an optional end point of a z/q path
	ModeUnload      = 1 << 21 // u: put the last victim back on this leg's start square
	ModePreUnload   = 1 << 22 // old-generator marker for u (never emitted)
	ModeEPTrail     = 1 << 23 // n on a W/F slider: passed squares become e.p. squares
	ModeImitator    = 1 << 24 // I
	ModeCastleInner = 1 << 25 // jO: castle with the piece one square in from the corner
)

// ModeBit names one mode bit.
type ModeBit struct {
	Bit  int32
	Name string // as the disassembly prints it ("cylinder")
}

// ModeBits lists every mode bit of the encoding, in bit order. It is the
// one list of bits: the disassembly names them from it, and the back-end
// guard (backends_test.go) requires every back end to implement or refuse
// each one. A bit added above must be added here.
var ModeBits = []ModeBit{
	{ModeMove, "m"}, {ModeCapture, "c"}, {ModeEP, "e"},
	{ModeCastle, "castle"},
	{ModeHop, "hop"},
	{ModeToggle, "toggle"},
	{ModeInitial, "initial"},
	{ModeLame, "lame"},
	{ModeJump, "jump"},
	{ModeJump2, "jump2"},
	{ModeFinal, "final"},
	{ModeRelay, "relay"},
	{ModeFriend, "friend"},
	{ModeRoyalOnly, "royalOnly"},
	{ModeEPRights, "epRights"},
	{ModeIso, "iso"},
	{ModeCylinder, "cylinder"},
	{ModeTorus, "torus"},
	{ModeCrooked, "crooked"},
	{ModeCircular, "circular"},
	{ModeCurveStep, "curveStep"},
	{ModeUnload, "unload"},
	{ModePreUnload, "preUnload"},
	{ModeEPTrail, "epTrail"},
	{ModeImitator, "imitator"},
	{ModeCastleInner, "castleInner"},
}

// ModeName is the name of a single mode bit in ModeBits, or its value in
// hex if it has none.
func ModeName(bit int32) string {
	for _, b := range ModeBits {
		if b.Bit == bit {
			return b.Name
		}
	}
	return fmt.Sprintf("%#x", uint32(bit))
}

// Leg is one decoded leg of a move: Range repeats of (DX, DY), White's view.
// Range 0 is unlimited; negative ranges are the Diagram's special values
// (-1 = '*', up to the middle of the board).
type Leg struct {
	Range  int32
	DX, DY int32
	Mode   int32
}

// Move is one decoded move of a piece: its legs.
type Move []Leg

// Table is the flat legdefs encoding: per move nLegs, then nLegs groups of
// "range dx dy mode"; a move with 0 legs ends a piece type's list.
type Table []int32

// Moves decodes the move list that starts at offset, up to its 0 terminator.
// It returns nil if the table is malformed at that point. The legs of
// all the moves share one array (each move's slice capped at its own):
// an allocation a move was a tenth of what building chushogi's VM
// allocates, and its tables decode each list several times (issue 31).
func (t Table) Moves(offset int) []Move {
	moves, legs, ok := t.listSize(offset)
	if !ok || moves == 0 {
		return nil
	}
	out := make([]Move, moves)
	t.decodeList(offset, out, make([]Leg, legs))
	return out
}

// decodeList decodes the list that starts at offset into list (its
// length the list's moves), each move's legs cut from legs (capped at its
// own), and returns the legs left.
func (t Table) decodeList(offset int, list []Move, legs []Leg) []Leg {
	for j, i := 0, offset; j < len(list); j, i = j+1, i+1+4*int(t[i]) {
		m := legs[:t[i]:t[i]]
		legs = legs[t[i]:]
		for q := range m {
			m[q] = t.leg(i + 1 + 4*q)
		}
		list[j] = m
	}
	return legs
}

// MoveBuf is the arrays Table.MovesIn decodes a list into, reused from
// one list to the next: a VM decodes every piece type's list at start-up
// (Chu Shogi's 39, twice), and all of them kept at once were 20 KB of
// garbage, five fresh pages of its start-up (issue 31).
type MoveBuf struct {
	moves []Move
	legs  []Leg
}

// BufFor returns a MoveBuf with room for the longest of the lists that
// start at offsets, so that MovesIn allocates nothing for any of them.
func (t Table) BufFor(offsets []int) MoveBuf {
	nMoves, nLegs := 0, 0
	for _, off := range offsets {
		if moves, legs, ok := t.listSize(off); ok {
			nMoves, nLegs = max(nMoves, moves), max(nLegs, legs)
		}
	}
	return MoveBuf{moves: make([]Move, nMoves), legs: make([]Leg, nLegs)}
}

// MovesIn decodes the list that starts at offset as Moves does, into b's
// arrays (grown where they are too short). The answer holds until b's next
// MovesIn: the caller reads it and keeps no part of it.
func (t Table) MovesIn(offset int, b *MoveBuf) []Move {
	moves, legs, ok := t.listSize(offset)
	if !ok || moves == 0 {
		return nil
	}
	if len(b.moves) < moves {
		b.moves = make([]Move, moves)
	}
	if len(b.legs) < legs {
		b.legs = make([]Leg, legs)
	}
	list := b.moves[:moves:moves]
	t.decodeList(offset, list, b.legs)
	return list
}

// EachMove calls f with each move of the list that starts at offset, in
// order, as Moves returns them but each decoded into one buffer, which f
// may read and must not keep: a reader that only looks allocates nothing
// (the VM's checks and the validation read every list at start-up, issue
// 31; a buffer a call was 5 KB of Chu Shogi's garbage). A malformed list
// calls f for none; f returning false stops.
func (t Table) EachMove(offset int, f func(Move) bool) {
	if _, _, ok := t.listSize(offset); !ok {
		return
	}
	buf := legBufs.Get().(*[8]Leg)
	defer legBufs.Put(buf)
	for i := offset; t[i] != 0; i += 1 + 4*int(t[i]) {
		n := int(t[i])
		var m Move
		if n <= len(buf) {
			m = buf[:n:n]
		} else {
			m = make(Move, n) // longer than any valid move
		}
		for k := range m {
			m[k] = t.leg(i + 1 + 4*k)
		}
		if !f(m) {
			return
		}
	}
}

// legBufs holds EachMove's buffers, each room for most moves (a longer
// one, such as a curve of up to MaxBoard legs, gets its own): a buffer
// of MaxBoard legs was a size class of its own, a fresh span at start-up
// (issue 31).
var legBufs = sync.Pool{New: func() any { return new([8]Leg) }}

// listSize counts the moves and legs of the list that starts at offset;
// ok is false if it is malformed (as moveAt says) or has no terminator.
func (t Table) listSize(offset int) (moves, legs int, ok bool) {
	for i := offset; i < len(t); {
		n, ok := t.legsAt(i)
		if !ok {
			return 0, 0, false
		}
		if n == 0 {
			return moves, legs, true
		}
		moves, legs, i = moves+1, legs+n, i+1+4*n
	}
	return 0, 0, false
}

// legsAt is the number of legs of the move that starts at index i <
// len(t) (0 for the terminator); ok is false if the table is malformed
// there: a negative number of legs, or legs past its end.
func (t Table) legsAt(i int) (n int, ok bool) {
	n = int(t[i])
	return n, n >= 0 && i+1+4*n <= len(t)
}

// moveAt decodes the move that starts at index i < len(t): its legs (nil
// for the 0 terminator) and the index after it. ok is false if the table
// is malformed there: a negative number of legs, or legs past its end.
func (t Table) moveAt(i int) (m Move, next int, ok bool) {
	n, ok := t.legsAt(i)
	if !ok {
		return nil, i, false
	}
	if n == 0 {
		return nil, i + 1, true
	}
	m = make(Move, n)
	for k := range m {
		m[k] = t.leg(i + 1 + 4*k)
	}
	return m, i + 1 + 4*n, true
}

// leg decodes the leg at index b.
func (t Table) leg(b int) Leg { return Leg{Range: t[b], DX: t[b+1], DY: t[b+2], Mode: t[b+3]} }

// Append encodes moves, followed by the 0 terminator, at the end of t.
func (t Table) Append(moves []Move) Table {
	for _, m := range moves {
		t = append(t, int32(len(m)))
		for _, l := range m {
			t = append(t, l.Range, l.DX, l.DY, l.Mode)
		}
	}
	return append(t, 0)
}

// AllMoves returns every move of piece type i: its own list, then each of
// its RegionMoves lists. A list that does not decode is left out
// (Validate reports it).
func (p *Program) AllMoves(i int) []Move {
	var out []Move
	for _, off := range p.moveLists(i) {
		out = append(out, p.Table.Moves(off)...)
	}
	return out
}

// EachMove is AllMoves through Table.EachMove: f may read each move and
// must not keep it; f returning false stops.
func (p *Program) EachMove(i int, f func(Move) bool) {
	for _, off := range p.moveLists(i) {
		more := true
		p.Table.EachMove(off, func(m Move) bool {
			more = f(m)
			return more
		})
		if !more {
			return
		}
	}
}

// moveLists returns the offsets of piece type i's move lists that are in
// the table: its own, then its region moves'.
func (p *Program) moveLists(i int) []int {
	pt := &p.Pieces[i]
	out := make([]int, 0, 1+len(pt.RegionMoves))
	for k := -1; k < len(pt.RegionMoves); k++ {
		off := pt.Offset
		if k >= 0 {
			off = pt.RegionMoves[k].Offset
		}
		if off >= 0 && off < len(p.Table) {
			out = append(out, off)
		}
	}
	return out
}
