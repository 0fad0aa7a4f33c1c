package vm

// filter is a step appendLegal runs on the finished list of moves.
type filter uint8

const (
	filterMustDrop      filter = iota // applyMustDrop (mustdrop.go)
	filterInduced                     // dedupeInduced (movegen.go)
	filterIron                        // keepNotIron (iron.go)
	filterCounterStrike               // keepCounterStrike (counterstrike.go)
	filterProtectedLion               // keepUnprotected (counterstrike.go)
	filterGating                      // addGatings (gating.go)
	filterWallOrMove                  // addWallOnly (walls.go)
	filterWalls                       // addWalls (walls.go)
	filterNoChecks                    // dropChecks (gameend.go)
	filterBlast                       // blastFilter (blast.go)
	filterMustCapture                 // keepCaptures (mustcapture.go)
	filterFlagReply                   // flagReply (gameend.go)
	filterStalematePass               // addStalematePass (stalematepass.go)
)

// onlyLionFilters reports whether fs holds only the Lion rules' filters.
func onlyLionFilters(fs []filter) bool {
	for _, f := range fs {
		if f != filterCounterStrike && f != filterProtectedLion {
			return false
		}
	}
	return true
}

// lionsIdle is bulkLion's precondition at a node: no counter-strike
// square (keepCounterStrike's input), and with the protected-Lion rule no
// piece of the counter-strike types of the side to move within reach of
// an enemy one (lionsNear), so neither filter removes a move. lionsNear
// is written out, its memo's no read here and its yes left to
// lionsNearScan (lionsNearKept answers it from the memo), so that
// lionsIdle is inlined in CountLegal (chushogi perft 4 -1.2 %).
func (p *Position) lionsIdle() bool {
	return p.lion == 0 && (!p.t.protLion || p.cs.near == nearNo || !p.lionsNearScan())
}

// planFilters lists the filters appendLegal runs on the finished list,
// in their order. The bare-king rule and the game ends are no filter:
// they empty the list before any move is generated. The zone rules other
// than must-drop only add moves (royal drops, Sittuyin promotions, the
// pass) or never read the list.
func (t *tables) planFilters() {
	r := &t.rules
	add := func(f filter, on bool) {
		if on {
			t.plan.filters = append(t.plan.filters, f)
		}
	}
	add(filterMustDrop, r.MustDrop && !t.dropFirst) // else onlyDrops made the drops alone
	add(filterInduced, t.induces)
	add(filterIron, t.iron != 0) // before the filters that add to a move or read captures
	add(filterCounterStrike, t.csMask != 0)
	add(filterProtectedLion, t.protLion)
	add(filterGating, r.Gating)
	add(filterWallOrMove, t.walls != nil && r.WallOrMove)
	add(filterWalls, t.walls != nil && !r.WallOrMove)
	add(filterNoChecks, r.NoChecks || r.Hand.NoDropChecks)
	add(filterBlast, t.blast.filter)
	add(filterMustCapture, r.MustCapture) // after the blast filter: only legal captures count
	add(filterFlagReply, t.gameEndOn)
	add(filterStalematePass, r.PassOnStalemate)
}

// runFilters runs the plan's filters on out, the list appendLegal made
// after buf; reply is gameOver's answer. It returns buf alone where the
// flag reply ends the game.
func (p *Position) runFilters(buf, out []Move, reply bool) []Move {
	for _, f := range p.t.plan.filters {
		switch f {
		case filterMustDrop:
			p.out = out
			p.applyMustDrop() // mustdrop.go
			out, p.out = p.out, nil
		case filterInduced:
			out = append(buf, dedupeInduced(out[len(buf):])...)
		case filterIron:
			out = p.keepNotIron(buf, out) // iron.go
		case filterCounterStrike:
			out = p.keepCounterStrike(buf, out) // counterstrike.go
		case filterProtectedLion:
			out = p.keepUnprotected(buf, out) // counterstrike.go
		case filterGating:
			out = p.addGatings(buf, out) // gating.go
		case filterWallOrMove:
			out = p.addWallOnly(out, len(buf)) // walls.go
		case filterWalls:
			out = p.addWalls(out, len(buf)) // walls.go
		case filterNoChecks:
			out = p.dropChecks(buf, out, !p.t.rules.NoChecks) // gameend.go
		case filterBlast:
			out = p.blastFilter(buf, out) // blast.go
		case filterMustCapture:
			out = p.keepCaptures(buf, out) // mustcapture.go
		case filterFlagReply:
			if reply && !p.flagReply(out[len(buf):]) {
				return buf
			}
		case filterStalematePass:
			out = p.addStalematePass(buf, out) // stalematepass.go
		}
	}
	return out
}
