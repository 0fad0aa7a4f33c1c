package vm

import "github.com/betzac/betzac/legdefs"

// Zone rules: the rules that depend on where a piece stands, and the
// variant-wide rules around royal pieces and the game's course that Betza
// cannot say. Each lives in a file named after it, and is documented in
// legdefs.Rules / legdefs.PieceType:
//
//   - confine.go: confinement regions and region moves
//   - cannot.go: the types a piece may not hop over or capture
//   - initialcheck.go: initial moves barred in check
//   - losesinitial.go: initial moves lost to an enemy piece
//   - sittuyin.go: Sittuyin promotion
//   - flyinggeneral.go, makpong.go, bikjang.go, pass.go: royal pieces
//   - checkstowin.go, counting.go, gates.go: check counting, the counting
//     limit and gates, with the FEN fields they need
//   - mustdrop.go, royaldrops.go: must-drop and royal drops
//
// This file builds a piece type's zone rules and holds the hooks through
// which move generation, Make, Unmake and Hash call the rules.

// zoneType is the precomputed zone rules of one piece type.
type zoneType struct {
	// confine[c][sq]: a piece of colour c may end a move on sq; nil:
	// anywhere.
	confine [2][]bool
	sets    []regionSet
	// noHop, noCapt: the types it may not hop over, and may not capture
	noHop, noCapt uint64
	// spoiledBy: the enemy types that take its initial moves away by
	// ending a move on its file or rank
	spoiledBy uint64
	sitt      *sittRule // Sittuyin promotion, or nil
}

// buildZones precomputes the zone rules. It runs before buildAttacks:
// types with zone rules that change captures (and, under the
// flying-general rule, royal types) are marked as not simple, so that
// their attacks are found by move generation.
func (t *tables) buildZones() {
	p := t.prog
	for i := range p.Pieces {
		pt := &p.Pieces[i]
		ty := &t.types[i]
		if (t.rules.FlyingGeneral || t.rules.Bikjang) && ty.royal {
			ty.simple = false
		}
		if !hasZoneRules(pt) {
			continue
		}
		z := t.buildZoneType(i, pt)
		ty = &t.types[i] // compileExtra may have moved t.types
		ty.zones = z
		if !z.attackNeutral() {
			ty.simple = false
		}
	}
	for i := range t.types {
		if z := t.types[i].zones; z != nil && z.sitt != nil {
			t.sittTypes = append(t.sittTypes, i)
		}
	}
	t.zoneEnd = t.rules.Pass || t.rules.MustDrop || t.rules.RoyalDrops || t.sittuyin
	t.zoneNode = t.rules.Pass || t.rules.PassOnStalemate || t.rules.Bikjang || t.rules.ChecksToWin > 0 || t.zoneEnd
	t.zoneMake = t.zoneNode || t.spoil || t.rules.Gates
}

// attackNeutral reports whether z leaves the type's captures as its moves
// say: it has only a Sittuyin promotion (a move to an empty square), so
// zonedAttacks is colAttacks and the type stays simple.
func (z *zoneType) attackNeutral() bool {
	return z.confine[0] == nil && z.confine[1] == nil && len(z.sets) == 0 &&
		z.noHop == 0 && z.noCapt == 0 && z.spoiledBy == 0
}

// hasZoneRules reports whether piece type pt has rules of its own that
// need a zoneType.
func hasZoneRules(pt *legdefs.PieceType) bool {
	return pt.Confine != nil || len(pt.RegionMoves) > 0 || len(pt.CannotHopOver) > 0 || len(pt.CannotCapture) > 0 ||
		pt.InitialNotInCheck || len(pt.LosesInitialTo) > 0 || pt.Sittuyin != nil
}

// buildZoneType precomputes the zone rules of piece type i, one rule at a
// time. Its move sets come in this order: the initial moves barred in
// check, then the region moves.
func (t *tables) buildZoneType(i int, pt *legdefs.PieceType) *zoneType {
	z := &zoneType{}
	t.buildSittuyin(z, pt)
	t.buildLosesInitial(z, pt)
	if pt.InitialNotInCheck {
		t.buildInitialNotInCheck(i, z)
	}
	t.buildCannot(z, pt)
	t.buildConfine(z, pt)
	t.buildRegionMoves(i, z, pt)
	return z
}

// zoneNodeStart runs before a node's moves are generated: it notes
// whether the royal pieces face each other, and reports whether the game
// has ended (two facing positions or two passes in a row, or the side
// that just moved has given the checks it needed).
func (p *Position) zoneNodeStart() bool {
	p.nodeStart = len(p.out)
	if p.t.rules.ChecksToWin > 0 && p.checksLeft[p.stm^1] <= 0 {
		return true // the side that just moved has given its checks
	}
	ply := len(p.undo)
	cur := p.zoneFlags(false)
	p.bikjangNow = cur&zhFace != 0
	if ply == 0 {
		if len(p.zh) == 0 {
			p.zh = append(p.zh, cur)
		}
		return false
	}
	if len(p.zh) != ply+1 {
		return false
	}
	c, prev := p.zh[ply], p.zh[ply-1]
	return c&prev&(zhFace|zhPass) != 0
}

// zoneMade runs at the end of Make(m): it records the zh flags, keeps
// gates closed, takes initial moves away (LosesInitialTo) and counts
// checks.
func (p *Position) zoneMade(m *Move) {
	t := p.t
	if t.rules.Gates {
		p.closeGates()
	}
	if t.rules.Pass || t.rules.PassOnStalemate || t.rules.Bikjang {
		p.recordZH(m)
	}
	if t.spoil {
		p.aimSpoil()
	}
	if t.rules.ChecksToWin > 0 {
		p.countCheck()
	}
	if t.rules.RoyalDrops && m.Kind&KindDrop != 0 && t.types[m.Promo-1].royal {
		p.royalDropped(int(m.To)) // royaldrops.go
	}
}

// zoneUnmade runs at the end of Unmake: it drops the zh flags of the
// position taken back and restores the check counts.
func (p *Position) zoneUnmade() {
	if n := len(p.undo) + 1; len(p.zh) > n {
		p.zh = p.zh[:n]
	}
	if n := len(p.ckh); n > 0 {
		p.checksLeft, p.ckh = p.ckh[n-1], p.ckh[:n-1]
	}
}

// zoneNodeEnd runs after a node's moves and drops are generated: it adds
// royal drops, Sittuyin promotions and the pass. Must-drop, where the
// drops are not made first, is the plan's filterMustDrop (plan.go).
func (p *Position) zoneNodeEnd() {
	t := p.t
	if t.rules.RoyalDrops && !t.dropFirst { // else onlyDrops made them
		p.genRoyalDrops()
	}
	if t.sittuyin {
		p.genSittuyin()
	}
	if t.rules.Pass {
		p.genPass()
	}
}

// zoneKey is what Hash adds for the state that the zone rules keep beside
// the board and that decides the legal moves: whether the last two
// positions had their royal pieces facing each other or were reached by a
// pass, and the check counts. Positions that differ only in it then hash
// apart (a transposition table must not mix them); it is 0 when there is
// none.
func (p *Position) zoneKey() uint64 {
	var x uint64
	if n := len(p.zh); n > 0 && n == len(p.undo)+1 {
		x = uint64(p.zh[n-1])
		if n > 1 {
			x |= uint64(p.zh[n-2]) << 2
		}
	}
	if p.t.rules.ChecksToWin > 0 {
		x |= uint64(uint8(p.checksLeft[0]))<<8 | uint64(uint8(p.checksLeft[1]))<<16
	}
	if x == 0 {
		return 0
	}
	// splitmix64's finaliser
	x += 0x9E3779B97F4A7C15
	x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
	x = (x ^ x>>27) * 0x94D049BB133111EB
	return x ^ x>>31
}
