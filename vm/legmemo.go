package vm

import (
	"encoding/binary"

	"github.com/betzac/betzac/legdefs"
)

// Shared legs: the moves of several legs of Chu Shogi's Lion are its
// Black form's turned round and its twin's (the Kirin's promotion), and
// the Horned Falcon and Soaring Eagle have some of them: 306 general
// moves with 72 different legs (64 KB of legs, 48 KB of them repeats,
// a dozen fresh pages of its start-up, issue 31). The moves with the same
// legs share one array, as nothing writes a compiled leg.

// compileMove compiles the move m for the colour whose steps s turns (1
// White, -1 Black) as a general move.
func (t *tables) compileMove(m legdefs.Move, s int32) gmove {
	gm := gmove{legs: t.compiledLegs(m, s)}
	gm.initial = gm.legs[0].initial
	const castleBits = legdefs.ModeCastle | legdefs.ModeInitial | legdefs.ModeCastleInner
	gm.castleScan = len(m) >= 2 && m[0].Mode&legdefs.ModeCastle != 0 && m[0].Mode&^castleBits == 0 && !gm.legs[0].rest
	c := 0
	if s < 0 {
		c = 1
	}
	gm.setEnter(c)
	return gm
}

// compiledLegs returns compileLegs(m, s), shared by the moves with the
// same legs once turned (t.legsOf).
//
// Precondition: compileLegs reads m only through each leg's turned step
// (legStep), Range and Mode, and the tables' board (files, ranks, stride).
func (t *tables) compiledLegs(m legdefs.Move, s int32) []cleg {
	var buf [16 * 8]byte
	key := buf[:0]
	for k, l := range m {
		dx, dy := legStep(m, k, s)
		for _, v := range [4]int32{dx, dy, l.Range, l.Mode} {
			key = binary.LittleEndian.AppendUint32(key, uint32(v))
		}
	}
	if legs, ok := t.legsOf[string(key)]; ok {
		return legs
	}
	if t.legsOf == nil {
		t.legsOf = map[string][]cleg{}
	}
	legs := t.compileLegs(m, s)
	t.legsOf[string(key)] = legs
	return legs
}

// legStep returns leg k of m turned by s: castling is mirrored for Black,
// not turned (r is towards the last file).
func legStep(m legdefs.Move, k int, s int32) (dx, dy int32) {
	l := m[k]
	if m[0].Mode&legdefs.ModeCastle != 0 {
		return l.DX, s * l.DY
	}
	return s * l.DX, s * l.DY
}

// compileLegs compiles the legs of m, turned by s.
func (t *tables) compileLegs(m legdefs.Move, s int32) []cleg {
	legs := make([]cleg, len(m))
	for k, l := range m {
		dx, dy := legStep(m, k, s)
		steps, rest := m.LegSteps(k, t.files, t.ranks)
		cl := cleg{off: dy*int32(t.stride) + dx, dx: dx, dy: dy, rng: steps, mode: l.Mode, rest: rest}
		if cl.rest {
			cl.restOf, _ = m.LegSteps(k-1, t.files, t.ranks)
		}
		md := l.Mode
		cl.move = md&legdefs.ModeMove != 0
		cl.capt = md&legdefs.ModeCapture != 0
		cl.ep = md&legdefs.ModeEP != 0
		cl.castle = md&legdefs.ModeCastle != 0
		cl.hop = md&legdefs.ModeHop != 0
		cl.lame = md&legdefs.ModeLame != 0
		cl.jump = md&(legdefs.ModeJump|legdefs.ModeJump2) != 0
		cl.friend = md&legdefs.ModeFriend != 0
		cl.royalOnly = md&legdefs.ModeRoyalOnly != 0
		cl.epRights = md&legdefs.ModeEPRights != 0
		cl.iso = md&legdefs.ModeIso != 0
		cl.unload = md&legdefs.ModeUnload != 0
		cl.final = md&legdefs.ModeFinal != 0 || k == len(m)-1
		cl.inner = md&legdefs.ModeCastleInner != 0
		cl.initial = k == 0 && md&legdefs.ModeInitial != 0
		cl.ski = l.Ski()
		cl.relay = md&legdefs.ModeRelay != 0
		cl.torus = md&legdefs.ModeTorus != 0
		cl.wrap = cl.torus || md&legdefs.ModeCylinder != 0
		cl.curve = md&legdefs.ModeCurveStep != 0 && !cl.final
		for _, st := range legdefs.Passed(dx, dy) {
			cl.inter = append(cl.inter, st[1]*int32(t.stride)+st[0])
			cl.interD = append(cl.interD, st)
		}
		legs[k] = cl
	}
	return legs
}
