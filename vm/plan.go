package vm

import (
	"fmt"
	"io"
	"strings"
)

// A plan is the path a node of one variant takes, chosen once from the
// Program by buildPlan and never changed: how legality is tested, how a
// square's attackers are found, how each piece type is counted at perft's
// last ply, how Make plays a move, and which filters run on the finished
// list. Each shortcut's precondition is written once, where buildPlan
// decides it; the hot code reads the decision, never the rules behind it.
type plan struct {
	legal   legality
	pins    pinSearch // in legalFast, what setupLegality looks for
	attack  attackTest
	make    makeKind
	filters []filter // in the order appendLegal runs them
	// bulk: CountLegal counts the moves that need no test without
	// writing them (no filter reads the list); bulkLion: only at a node
	// where the Lion rules' filters remove nothing (lionsIdle)
	bulk, bulkLion bool
	// countNode: CountLegal sets up and counts a node itself, without
	// appendLegal (movegen.go)
	countNode bool
	// idleLion (lion-idle): appendLegal, listing, skips the filters at a
	// node where they are the Lion rules' and lionsIdle
	idleLion bool
	uses     shortcut // the shortcuts this variant takes
	// raysOnly: legalFast where setupLegality finds nothing past
	// checksAndPins (raysOnlyLegal)
	raysOnly bool
}

// legality is how a node tests whether a move leaves its royal safe.
type legality uint8

const (
	legalNone  legality = iota // no royal piece: every move is legal
	legalFast                  // checks and pins found once per node (setupLegality)
	legalSlow                  // each move tried on the board (legalBoard)
	legalBlast                 // as legalNone, then blastFilter plays each move (blast.go)
)

// pinSearch is what setupLegality looks for in the fast mode, beyond
// the attack rays' checks and pins (checksAndPins).
type pinSearch uint8

const (
	pinsRays   pinSearch = iota // every attacker simple: the rays alone
	pinsFlying                  // and the flying general's pins (revPins)
	pinsExotic                  // and the exotic attackers' checks and pins (bentcache.go, revreach.go, revpins.go)
)

// attackTest is how attacked finds a square's attackers.
type attackTest uint8

const (
	attackRays attackTest = iota // every attacker simple: the attack rays alone
	attackRev                    // rays, then reverse patterns for the exotic attackers (attackrev.go)
	attackGen                    // rays, then the exotic attackers' moves generated
	attackAll                    // every attacker's moves generated (the rays shortcut off)
)

// countKind is how countPieces counts a piece of one type and colour at
// perft's last ply (countOne); a pinned piece, or one on a square where
// the kind does not apply, goes through genPiece.
type countKind uint8

const (
	countGen          countKind = iota // genPiece lists its moves
	countFreeLeaps                     // plain and special leaps and slides, counted where unpinned
	countMCLeaps                       // countFreeLeaps whose leaps and slides all move and capture: countMC
	countRoyalLeaps                    // a royal piece's plain moves, tested lifted (countRoyal), fast path only
	countFreeHops                      // a hopper without zone rules (countHops)
	countZoneLeaps                     // countFreeLeaps where its zone rules change nothing (countAt)
	countZoneConfined                  // a confined piece where its zone rules change nothing (countConfined)
	countZoneHops                      // a hopper where its zone rules change nothing (countHops)
	countRoyalZoned                    // countRoyalLeaps with confinement and the flying general (royalzoned.go)
	countFreeMixed                     // countFreeLeaps with hops: a cannon's slides and hops (countMixed)
	countHopSlides                     // countFreeMixed whose slides and hops walk one line each (countHopSlides)
	countLameGroups                    // countFreeLeaps whose special leaps are lame, by pass square (lamegroups.go)
	countFreeBents                     // a bent rider without zone rules, where unpinned: countDeduped without genPiece (bents.go)
	countLionLeaps                     // a count-lion type's leaps and Lion moves without genPiece (lioncount.go)
)

// genKind is how genMoves takes a piece type's plain moves and slides
// where they need no legality test (needsNoTest); where they do, every
// kind takes them through addSimple, as genTested does.
type genKind uint8

const (
	genCount        genKind = iota // counted at perft's last ply (countPlain), even in push; else listed
	genCountLion                   // as genCount, but push lists: its general moves may repeat (dedupe)
	genList                        // listed, never counted: zone rules follow (genZoned)
	genCountDeduped                // counted through p.seen at perft's last ply (countDeduped); else tested
	genTested                      // through addSimple: deduplicated, with zone rules
)

// makeKind is how Make plays a plain move.
type makeKind uint8

const (
	makeGeneral makeKind = iota // every move through Make's general path
	makePlain                   // a plain move through makePlain
)

// shortcut is a set of the VM's shortcuts, each of which tests may turn
// off alone (shortcutsOff) to compare it with the path it replaces.
type shortcut uint64

const (
	scPins           shortcut = 1 << iota // legalFast: checks and pins instead of trying each move
	scRays                                // attackRays/Rev/Gen: the attack rays instead of generating every attacker
	scReverse                             // attackRev: reverse patterns instead of generating exotic attackers
	scReach                               // reach maps (revreach.go)
	scHopCheck                            // hop checks found by hopPins (revpins.go)
	scEvasions                            // in check, marked evasions (markEvasions, countEvasions)
	scCastleLift                          // castling tested with the royal lifted (castleSafe)
	scLocustFree                          // locust moves legal untested (locustFree)
	scBulk                                // CountLegal counts without writing
	scCountPieces                         // count kinds other than countGen and countRoyalLeaps
	scCountMC                             // countMCLeaps
	scCountRoyal                          // countRoyalLeaps
	scSwar                                // several pieces counted at once (swar.go)
	scPlainMake                           // makePlain
	scLoneRoyalDrop                       // a lone royal drop legal where not attacked (royaldrops.go)
	scLoneExtinction                      // royal extinction: a lone royal tested as one royal (legalBoard)
	scSittForward                         // a Sittuyin promotion's check found from the new piece (sittuyin.go)
	scRoyalZoned                          // countRoyalZoned
	scCountMixed                          // countFreeMixed
	scHopSlides                           // countHopSlides
	scLameGroups                          // countLameGroups
	scRaysAt                              // per target square only the attack rays that start on the board (attacksat.go)
	scRoyalMap                            // countRoyal tests a royal's destinations on the enemy's attacks marked once (royalmap.go)
	scRevEvasions                         // in check, marked evasions with reverse-pattern checkers too (evasionsrev.go)
	scBentCheck                           // listed bent riders' checks found by their pin walk (bentListPins)
	scCountBents                          // countFreeBents
	scCountMCAt                           // countMC called from countPieces where it counts all (markMCAt)
	scCountMCZone                         // countMCZone for countPlain (markMCAt)
	scSwarZoned                           // swar for types promoting on leaving or capturing in the zone (swarable)
	scLionSquares                         // Make keeps the counter-strike squares for lionsNear (lionsquares.go)
	scLionCount                           // a Lion's two-step moves counted without listing them (lioncount.go)
	scBentKeep                            // Make keeps the bent riders' squares for findBents (bentkeep.go)
	scLeapRays                            // exotic types' plain capturing leaps on the attack rays (leaprays.go)
	scCastleGate                          // castling skipped where the piece beside the royal cannot be the partner (castle.go)
	scBentLeaps                           // countBentLeaps: a bent rider's leaps and first steps read once (bents.go)
	scCountNear                           // a piece's moves to its neighbours counted at once (near.go)
	scLeapBox                             // countMC counts a leaper's moves, or a rider's leaps, by the 5×5 box round it (leapbox.go)
	scLionLeaps                           // countLionLeaps (lioncount.go)
	scLionBox                             // countLion reads a Lion's first steps from the 5×5 box round it (lionbox.go)
	scCSBox                               // lionsWithin tests the Lions' distance by their displacement (buildCSBox, counterstrike.go)
	scRidesAt                             // countMC walks only the rides whose first square is on the board (ridesat.go)
	scChunkKeep                           // Make keeps the scan chunks holding each side's pieces for countPieces (chunkkeep.go)
	scLeapChecks                          // checksAndPins walks the attack leaps only where an enemy stands in the 5×5 box round the royal (leapchecks.go)
	scNearMemo                            // countPiecesNear counts from what the last node of the side found, where its pieces are the same (nearmemo.go)
	scRideMemo                            // checksAndPins walks again only the rides a sibling's move or its own touched (ridememo.go)
	scRoyalMemo                           // countRoyalTested takes the attack rays' answers on the royal's destinations from a sibling (royalmemo.go)
	scLionIdle                            // appendLegal lists without the Lion rules' filters where they remove nothing (lionsIdle)
	scStepsBlocked                        // genMoves skips the plain leaps and slides of a piece whose first squares all hold its side's pieces (stepsblocked.go)
	scNoVirgin                            // no piece kept virgin where no rule reads virginity (virgin.go)
	scCountNode                           // CountLegal sets up and counts a node itself, without appendLegal (plan.countNode)
	shortcutEnd
)

// shortcutsOff are the shortcuts buildPlan leaves out: tests set it to
// run one path without its shortcut (export_test.go); always 0 otherwise.
var shortcutsOff shortcut

// Shortcut names, in bit order, for Plan and the tests.
var shortcutNames = [...]string{"pins", "rays", "reverse", "reach", "hop-check", "evasions",
	"castle-lift", "locust-free", "bulk", "count-pieces", "count-mc", "count-royal", "swar",
	"plain-make", "lone-royal-drop", "lone-extinction", "sittuyin-forward", "royal-zoned", "count-mixed", "hop-slides", "lame-groups",
	"rays-at", "royal-map", "rev-evasions", "bent-check", "count-bents", "count-mc-at", "count-mc-zone", "swar-zoned",
	"lion-squares", "lion-count", "bent-keep", "leap-rays", "castle-gate", "bent-leaps",
	"count-near", "leap-box", "lion-leaps", "lion-box", "cs-box", "rides-at", "chunk-keep", "leap-checks", "near-memo", "ride-memo",
	"royal-memo", "lion-idle", "steps-blocked", "no-virgin", "count-node"}

func (s shortcut) String() string {
	var names []string
	for i, n := range shortcutNames {
		if s&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, " ")
}

// buildPlan decides the plan, after everything it reads is built, and
// builds what only some plans need (reach maps, swar legs, royal-drop
// attack maps). Each decision's precondition is here.
// It is long because it is the one place where every path is chosen.
func (t *tables) buildPlan(hasUnload bool) {
	r := &t.rules
	pl := &t.plan
	use := func(s shortcut, pre bool) bool {
		on := pre && shortcutsOff&s == 0
		if on {
			pl.uses |= s
		}
		return on
	}
	if !use(scReverse, t.rev[0] != nil || t.rev[1] != nil) {
		t.rev, t.revScan = [2]*revTable{}, 0
	}
	// leap-rays: the exotic types' plain capturing leaps on the attack
	// rays, out of the reverse patterns (leaprays.go), before anything
	// below reads either
	if types := t.leapRayTypes(); use(scLeapRays, t.rev[0] != nil && types != 0) {
		t.leapsToRays(types)
	}
	// the attack test: rays for the simple attackers, then for the
	// exotic ones reverse patterns where built, else their moves
	switch {
	case !use(scRays, true):
		pl.attack = attackAll
	case t.exotic == 0:
		pl.attack = attackRays
	case t.rev[0] != nil || t.rev[1] != nil:
		pl.attack = attackRev
	default:
		pl.attack = attackGen
	}
	// legality: checks and pins where every attacker is simple or has
	// reverse patterns (fastRev); a blast variant tests each move
	switch {
	case !t.hasRoyal:
		pl.legal = legalNone
	case t.blast.on:
		pl.legal = legalBlast
	case use(scPins, t.allSimple || t.fastRev()):
		pl.legal = legalFast
	default:
		pl.legal = legalSlow
	}
	fast := pl.legal == legalFast
	switch {
	case t.exotic != 0:
		pl.pins = pinsExotic
	case r.FlyingGeneral:
		pl.pins = pinsFlying
	}
	// reach maps: fast path, reverse patterns and no unload (revreach.go)
	use(scReach, t.buildReach(fast && t.fastRev() && !hasUnload && shortcutsOff&scReach == 0))
	// bent checks: the fast path's pins walk every listed bent rider's
	// paths to the royal (revPins always reaches bentPins when
	// revAttacked reaches the bent riders: both ask reachParts), and the
	// attack test is rays then reverse patterns (attackRev)
	use(scBentCheck, fast && pl.pins == pinsExotic && pl.attack == attackRev && t.bentList)
	// and where the bent riders are all the reverse patterns, the node's
	// exotic check test after the pins walk would find nothing new
	onlyBents := func(rt *revTable) bool {
		return rt != nil && len(rt.leaps)+len(rt.rides)+len(rt.hops) == 0
	}
	t.bentsOnly = pl.uses&scBentCheck != 0 && t.revScan == 0 && onlyBents(t.rev[0]) && onlyBents(t.rev[1])
	// hop checks: every exotic attack is a hop with reverse patterns, and
	// no reach maps, which may skip hopPins
	use(scHopCheck, pl.uses&scReach == 0 && t.fastRev() && t.rev[0].hopsOnly() && t.rev[1].hopsOnly())
	// no attacker exotic, attacks found on the rays alone, and no rule
	// looks at the royal pieces' files (flying general) or forbids royal
	// moves in check (Makpong)
	royalFast := fast && pl.attack == attackRays && !r.FlyingGeneral && !r.Makpong
	use(scLocustFree, royalFast)
	// markEvasions: royalFast, and one royal piece that must be safe
	use(scEvasions, royalFast && !r.DupleCheck && !r.RoyalExtinction)
	// markRevEvasions: as markEvasions, but the exotic attackers have
	// reverse patterns (and pins, revPins) and none is a bent rider, whose
	// checks it does not mark; the flying general's pins are marked
	use(scRevEvasions, fast && pl.attack == attackRev && t.fastRev() && len(t.rev[0].bents)+len(t.rev[1].bents) == 0 &&
		!r.Makpong && !r.DupleCheck && !r.RoyalExtinction)
	pl.raysOnly = pl.raysOnlyLegal()
	// attacked never reads the square it tests (royalFast, or every
	// exotic attacker has reverse patterns that read only the squares
	// before the target: readsNoTarget; generated moves read it), so a
	// lone royal's moves may be tested with it lifted off its square.
	// Duple check and royal extinction ask no more of a lone royal piece
	// (countRoyal).
	// liftAny: liftRoyal but for the flying general, which countRoyalZoned
	// tests itself from the destination (facesEnemyRoyal reads past it)
	liftAny := fast && !r.Makpong && (pl.attack == attackRays || pl.attack == attackRev && t.fastRev() &&
		t.rev[0].readsNoTarget() && t.rev[1].readsNoTarget())
	liftRoyal := royalFast || liftAny && !r.FlyingGeneral
	use(scCastleLift, liftRoyal && !r.DupleCheck && !r.RoyalExtinction)
	t.markCountKinds(liftRoyal, liftAny)
	// lion-count: a count-lion type's general moves of the Lion's shapes,
	// counted where genMoves needs no test of its moves; a quiet node's
	// locust moves are legal untested only with locust-free
	use(scLionCount, t.markLionShapes(!t.blast.on && (pl.legal != legalFast || pl.uses&scLocustFree != 0) &&
		shortcutsOff&scLionCount == 0))
	use(scLionLeaps, t.markLionLeaps()) // lioncount.go
	// the royal map: royalFast (no exotic attacker, royal lifted), one
	// royal, and no royal drops (royalmap.go)
	use(scRoyalMap, royalFast && !r.DupleCheck && !r.RoyalExtinction && !r.RoyalDrops && pl.uses&scCountRoyal != 0)
	t.markZoneFar()
	t.dropFirst = r.MustDrop && !t.noMateDrops()
	t.buildSwar()    // swar.go
	t.buildLeapBox() // leapbox.go, before buildKindOf reads its boxes
	t.buildKindOf()  // swar.go
	t.buildNear()    // near.go
	t.planFilters()
	// bulk counting: no filter reads the list, or only the Lion rules'
	// filters, at the nodes where they remove nothing (lionsIdle); check
	// counting is listed too, as it always was
	pl.bulkLion = t.csMask != 0 && onlyLionFilters(pl.filters)
	pl.bulk = use(scBulk, (len(pl.filters) == 0 || pl.bulkLion) && r.ChecksToWin == 0)
	// count-node: a bulk count where no rule ends the game at a node
	// (nodeOver), no drop is made (onlyDrops, genDrops), no zone rule
	// ends a node (zoneNodeEnd), and count-near counts the pieces
	// (countPieces's first case)
	pl.countNode = use(scCountNode, pl.bulk && !t.nodeEnds && !t.dropFirst && !r.Hand.Drops && !t.zoneEnd && t.nb.on)
	// lion-idle: bulkLion's precondition, for the lists (lionsIdle)
	pl.idleLion = use(scLionIdle, pl.bulkLion)
	// makePlain: no rule adds to what Make does for a plain move
	// (initial regions, hands and gating, blasts, petrification, zone
	// rules); counter-strike's square makePlain keeps (plainLion)
	if use(scPlainMake, t.initRegion == nil && !t.hands && !t.blast.on && t.petrify == 0 && !t.zoneMake) {
		pl.make = makePlain
	}
	// no-virgin: no rule reads virginity (virgin.go)
	t.noVirgin = use(scNoVirgin, t.virginUnread())
	// Make changes the board only on the squares touched lists (no
	// blast, no opposite castling's partner move, no walls): what Make
	// keeps of the board (below) follows those squares
	touchedOnly := !t.blast.on && !r.OppositeCastling && t.walls == nil
	// the counter-strike squares kept by Make (csMoved): only where
	// lionsNear reads them (the protected-Lion rule), with the
	// counter-strike rule, under whose test Make saves them
	t.csTrack = use(scLionSquares, t.protLion && t.csMask != 0 && touchedOnly)
	if t.csTrack {
		t.buildCSSide() // lionsquares.go
	}
	// the bent riders kept by Make (bentMoved) for findBents, which then
	// lists any number of types: only where it lists them (bentList,
	// after scReverse kept the reverse tables)
	bents := func(rt *revTable) bool { return rt != nil && len(rt.bentPats) > 0 }
	t.bentTrack = use(scBentKeep, t.bentList && (bents(t.rev[0]) || bents(t.rev[1])) && touchedOnly)
	if t.bentTrack {
		t.buildBentSide() // bentkeep.go
	}
	// ride-memo: where checksAndPins finds the checks (the fast path),
	// siblings differ only on the squares their moves touched, and no
	// piece comes from a hand
	t.rideMemo = use(scRideMemo, t.buildRideMemo(fast && touchedOnly && !t.hands && shortcutsOff&scRideMemo == 0)) // ridememo.go
	// royal-memo: ride-memo's siblings, the attack test reads the rays,
	// and countRoyal tests a royal's destinations (count-royal) each by
	// attacked, not on the royal map (royalmemo.go)
	t.royalMemo = use(scRoyalMemo, t.rideMemo && pl.attack != attackAll && pl.uses&scCountRoyal != 0 && pl.uses&scRoyalMap == 0)
	use(scChunkKeep, t.markChunkTrack(pl.bulk && touchedOnly)) // chunkkeep.go
	// steps-blocked: no precondition but the compiled legs (stepsblocked.go)
	use(scStepsBlocked, t.buildStepsBlocked(shortcutsOff&scStepsBlocked == 0))
	// a royal piece dropped by a side with none on the board: no rule
	// but royalsSafe decides legalBoard's answer then
	use(scLoneRoyalDrop, r.Hand.Drops && !t.blast.on && !r.Makpong && !r.FlyingGeneral && !r.Bikjang && !r.DupleCheck && !r.RoyalExtinction)
	use(scLoneExtinction, r.RoyalExtinction)
	use(scSittForward, t.sittuyin)
	// castle-gate: no holes and no castling partners list (castle.go)
	use(scCastleGate, t.buildCastleGates(t.hole == nil && r.CastlingPartners == "" && shortcutsOff&scCastleGate == 0))
	// a ray whose first square back is off the board finds nothing
	// (attacksat.go): no precondition but the attack rays themselves
	t.buildRaysAt(use(scRaysAt, len(t.att[0])+len(t.att[1]) > 0))
	t.buildAttNear() // royaldrops.go
	// leap-checks: where checksAndPins finds the checks (pins)
	use(scLeapChecks, pl.uses&scPins != 0 && t.buildLeapChecks()) // leapchecks.go
}

// markCountKinds chooses each piece type's countKind per colour (see
// countOne); liftRoyal: a lone royal's moves may be tested with it lifted;
// liftAny: so may they where the flying general applies (royalzoned.go).
func (t *tables) markCountKinds(liftRoyal, liftAny bool) {
	for i := range t.types {
		ty := &t.types[i]
		ty.gen = genKindOf(ty)
		for c := range ty.col {
			pc := &ty.col[c]
			pc.count = countGen
			if ty.royal {
				// a royal piece whose moves are plain but for castling,
				// which cannot promote
				if liftRoyal && ty.zones == nil && !ty.dedupe && len(pc.special) == 0 && len(pc.hops) == 0 &&
					len(pc.bents) == 0 && ty.zone[c] == nil && !ty.pr.leaving && !ty.pr.captureIn &&
					shortcutsOff&scCountRoyal == 0 {
					pc.count = countRoyalLeaps
					t.plan.uses |= scCountRoyal
				} else if in, ok := t.royalZoned(ty, pc, c); ok && liftAny && shortcutsOff&scRoyalZoned == 0 {
					pc.count, pc.countIn = countRoyalZoned, in
					t.plan.uses |= scRoyalZoned
				}
				continue
			}
			if shortcutsOff&scCountPieces != 0 {
				continue
			}
			t.markCountPiece(ty, pc, c)
			if pc.count != countGen {
				t.plan.uses |= scCountPieces
			}
		}
	}
}

// onlyBents reports whether genMoves, counting, would do nothing for a
// free piece of ty (moves pc) but countDeduped: its type counts through
// p.seen (genCountDeduped), it has bent riders and plain moves only (no
// special leg, hop or general move walked), and genPiece adds nothing
// (no zone rules; a royal piece, which may castle, is not asked).
func onlyBents(ty *ptype, pc *ptcol) bool {
	return ty.gen == genCountDeduped && ty.zones == nil && len(pc.bents) > 0 && len(pc.special) == 0 &&
		len(pc.hops) == 0 && (len(pc.general) == 0 || pc.allCompiled)
}

// genKindOf returns ty's genKind: a type whose single-leg moves may
// repeat one another (dedupeSingle) is counted through p.seen; one whose
// general moves only may repeat (the Lion) takes the plain path, its
// general moves deduplicated after; zone rules keep its moves listed.
func genKindOf(ty *ptype) genKind {
	switch {
	case ty.dedupeSingle && ty.zones != nil:
		return genTested
	case ty.dedupeSingle:
		return genCountDeduped
	case ty.zones != nil:
		return genList
	case ty.dedupe:
		return genCountLion
	}
	return genCount
}

// markCountPiece marks how countPieces counts a non-royal piece of type
// ty, moves pc and colour c without genPiece: only plain leaps, slides
// and special leaps, or hops alone, and not deduplicated; with zone
// rules only where they change nothing (countAt, zoneIdle).
func (t *tables) markCountPiece(ty *ptype, pc *ptcol, c int) {
	shape := !ty.dedupe && len(pc.hops) == 0 && len(pc.bents) == 0 && len(pc.general) == 0
	hops := onlyHops(ty, pc)
	z := ty.zones
	if z == nil {
		switch {
		case shape:
			pc.count = countFreeLeaps
			if g := lameGroupsOf(pc); g != nil && !promotes(ty, c) && shortcutsOff&scLameGroups == 0 { // lamegroups.go
				pc.count, pc.lame = countLameGroups, g
				t.plan.uses |= scLameGroups
			}
		case hops && !promotes(ty, c):
			pc.count = countFreeHops
		case onlyBents(ty, pc) && shortcutsOff&scCountBents == 0:
			pc.count = countFreeBents
			t.plan.uses |= scCountBents
			if markBentLeaps(pc, !promotes(ty, c)) { // bents.go
				t.plan.uses |= scBentLeaps
				t.markBentsAt(pc) // ridesat.go
			}
		case mixedHops(ty, pc) && !promotes(ty, c) && shortcutsOff&scCountMixed == 0:
			pc.count = countFreeMixed
			t.plan.uses |= scCountMixed
			if t.hopSlides(pc) && shortcutsOff&scHopSlides == 0 { // hops.go
				pc.count = countHopSlides
				t.plan.uses |= scHopSlides
			}
		}
		return
	}
	idle := zoneIdle(z, c)
	switch {
	case idle == nil:
		return
	case hops:
		if z.confine[c] != nil || promotes(ty, c) {
			return
		}
		pc.count = countZoneHops
	case !shape || z.noCapt != 0 || z.noHop != 0:
		return
	case z.confine[c] == nil:
		pc.count = countZoneLeaps
	case !promotes(ty, c) && quickSpecials(pc):
		pc.count, pc.countIn = countZoneConfined, z.confine[c]
	default:
		return
	}
	pc.countAt = idle
}

// countOnly reports whether countPieces counts an unpinned piece of moves
// pc itself everywhere (countFreeLeaps, countMCLeaps).
func (pc *ptcol) countOnly() bool {
	return pc.count == countFreeLeaps || pc.count == countMCLeaps
}

// Plan writes the plan of the position's variant, for review
// (betzac compile --plan): one decision a line (pins only in the fast
// mode, the one that reads it), the piece types' count kinds by letter
// and colour, and their gen kinds (genKind).
func (p *Position) Plan(w io.Writer) error {
	t := p.t
	pl := &t.plan
	var b strings.Builder
	fmt.Fprintf(&b, "legality  %s\n", [...]string{"none", "fast", "slow", "blast"}[pl.legal])
	if pl.legal == legalFast { // no other mode reads pins
		fmt.Fprintf(&b, "pins      %s\n", [...]string{"rays", "rays+flying", "rays+exotic"}[pl.pins])
	}
	fmt.Fprintf(&b, "attacks   %s\n", [...]string{"rays", "rays+reverse", "rays+generated", "generated"}[pl.attack])
	fmt.Fprintf(&b, "make      %s\n", [...]string{"general", "plain"}[pl.make])
	names := [...]string{"must-drop", "induced", "iron", "counter-strike", "protected-lion", "gating", "wall-or-move", "walls", "no-checks", "blast",
		"must-capture", "flag-reply", "stalemate-pass"}
	fs := []string{}
	for _, f := range pl.filters {
		fs = append(fs, names[f])
	}
	if len(fs) == 0 {
		fs = append(fs, "none")
	}
	fmt.Fprintf(&b, "filters   %s\n", strings.Join(fs, " "))
	fmt.Fprintf(&b, "shortcuts %s\n", pl.uses)
	kinds := [...]string{"generated", "leaps", "mc-leaps", "royal", "hops", "zone-leaps", "zone-confined", "zone-hops", "royal-zoned", "mixed", "hop-slides", "lame-groups", "bents", "lion"}
	gens := [...]string{"count", "count-lion", "list", "count-deduped", "tested"}
	for i := range t.types {
		ty := &t.types[i]
		k0, k1 := kinds[ty.col[0].count], kinds[ty.col[1].count]
		swar := ""
		if ty.col[0].swar || ty.col[1].swar {
			swar = " swar"
		}
		if k0 == k1 {
			fmt.Fprintf(&b, "count %-3s %s%s\n", ty.letter, k0, swar)
		} else {
			fmt.Fprintf(&b, "count %-3s white %s, black %s%s\n", ty.letter, k0, k1, swar)
		}
		fmt.Fprintf(&b, "gen   %-3s %s\n", ty.letter, gens[ty.gen])
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// raysOnlyLegal reports whether setupLegality's tests past checksAndPins
// all fail at every node: the fast mode with the rays' pins alone (no
// exotic attacker, bent list or flying general: pinsRays), and no reach
// maps or marked evasions.
func (pl *plan) raysOnlyLegal() bool {
	return pl.legal == legalFast && pl.pins == pinsRays && pl.uses&(scReach|scEvasions|scRevEvasions) == 0
}
