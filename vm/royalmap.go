package vm

// The royal map (scRoyalMap): countRoyal tests a lone royal piece's
// destinations against the enemy's attacks marked once (markAttacks,
// royaldrops.go) instead of one attacked call each, where it has at
// least royalMapMin of them. Marking costs about what two or three
// attacked calls do in a middle game, less in an endgame, so the
// threshold keeps the start position (the king mostly boxed in) on
// attacked.
//
// Precondition (buildPlan): the royal's moves are tested lifted
// (countRoyal), no attacker is exotic (markAttacks then gives attacked's
// answer for every square: both read the same capture legs), and no
// royal drops (their markAttacks leaves out the pieces that cannot
// reach a drop square: attNear).

// royalMapMin is the fewest destinations for which countRoyal marks the
// enemy's attacks.
const royalMapMin = 5

// royalMapMax is the most plain leaps a royal piece may have for the map
// (countRoyalMapped's array of destinations).
const royalMapMax = 8

// royalMapOn reports whether the plan marks attacks for countRoyal.
func (t *tables) royalMapOn() bool {
	return t.plan.uses&scRoyalMap != 0
}

// royalMapFits reports whether countRoyalMapped takes a royal piece of
// moves pc: plain leaps alone, at most royalMapMax of them.
func (pc *ptcol) royalMapFits() bool {
	return len(pc.slides) == 0 && len(pc.plain) <= royalMapMax
}

// countRoyalMapped returns the number of plain leaps of pc from from
// (a royal without slides, countRoyal's caller checks) that end where
// the mask allows and colour them attacks nothing, the royal lifted:
// tested on the enemy's attacks marked once where there are at least
// royalMapMin destinations, else each by attacked.
func (p *Position) countRoyalMapped(from int, pc *ptcol, them int) int {
	b := p.board
	var cand [royalMapMax]int32
	k := 0
	if pc.mc { // every leap moves and captures (countMC)
		ub := colourBit(p.stm)
		for _, off := range *pc.leapsAt[from] { // on the board (ridesat.go)
			if to := from + int(off); b[to]&ub == 0 {
				cand[k] = int32(to)
				k++
			}
		}
	} else {
		for _, l := range pc.plain {
			if to := from + int(l.off); b[to]&l.end.mask == l.end.want {
				cand[k] = int32(to)
				k++
			}
		}
	}
	n := 0
	if k < royalMapMin {
		for _, to := range cand[:k] {
			if !p.attacked(int(to), them) {
				n++
			}
		}
		return n
	}
	p.markAttacks(them) // royaldrops.go
	att := p.attMap
	for _, to := range cand[:k] {
		if att[to] == 0 {
			n++
		}
	}
	return n
}
