package vm

// Lame leaps counted by the square they pass: the Xiangqi horse's eight
// leaps pass four squares, two leaps each, so that one look at a blocked
// square counts out both (countLame), where countSpecial tests each leap.

// lameGroup is the special leaps of a piece that pass one square.
type lameGroup struct {
	pass int32   // the square passed, as an offset from the mover
	to   []int32 // where each leap ends, as offsets from the mover
}

// lameGroupsOf returns pc's special leaps grouped by the square they
// pass, or nil unless each is a plain lame leap countSpecial counts
// without genSpecial (quickLame: it moves or captures, no initial, e.p.
// or other right) over exactly one square. countLameGroups' precondition
// with !promotes (markCountPiece): no leap may promote.
func lameGroupsOf(pc *ptcol) []lameGroup {
	if len(pc.special) == 0 {
		return nil
	}
	var gs []lameGroup
next:
	for i := range pc.special {
		l := &pc.special[i]
		if l.quick != quickLame || l.initial || len(l.inter) != 1 {
			return nil
		}
		pass := l.inter[0]
		for k := range gs {
			if gs[k].pass == pass {
				gs[k].to = append(gs[k].to, l.off)
				continue next
			}
		}
		gs = append(gs, lameGroup{pass: pass, to: []int32{l.off}})
	}
	return gs
}

// countLame returns the number of special leaps of the piece on from
// (moves pc, a countLameGroups type) that pass a free square and end on
// an empty square or an enemy: countSpecial's quickLame count.
func (p *Position) countLame(from int, pc *ptcol) int {
	b := p.board
	them := colourBit(p.stm ^ 1)
	n := 0
	for i := range pc.lame {
		g := &pc.lame[i]
		if b[from+int(g.pass)] != 0 {
			continue
		}
		for _, off := range g.to {
			if v := b[from+int(off)]; v == 0 || v&colMask == them {
				n++
			}
		}
	}
	return n
}
