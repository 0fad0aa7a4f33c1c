package vm

import "github.com/betzac/betzac/legdefs"

// Xiangqi's chasing rule (legdefs.Rules.ChasingRule), as Fairy-Stockfish
// decides it (src/position.cpp: Position::chased, is_optional_game_end).
// After each move a Game records which pieces of the side to move the
// move chased (chaseNode); on a repetition, a side that chased a piece
// with every move since the position's previous occurrence, the piece
// followed back through its own moves, loses (Game.repetition); and each
// check beyond ten of a side lengthens the n-move rule (chaseMoveOffset).

// chaseInfo is what the rule keeps of a position of the game.
type chaseInfo struct {
	// chased: the pieces of the side to move the last move chased
	chased cells
	// blockers[c]: the pieces that stand between c's general and an
	// enemy rook, cannon or horse that would attack it without them
	// (FSF's blockersForKing)
	blockers [2]cells
}

// chaseStart is the chaseInfo of a game's first position: no move, no
// chase.
func (g *Game) chaseStart() *chaseInfo {
	b := newXQBoard(g.xq, g.pos)
	return &chaseInfo{blockers: [2]cells{b.blockers(0), b.blockers(1)}}
}

// chaseNode is the chaseInfo of the position move mv (as played) has
// reached, after one with prev.
func (g *Game) chaseNode(prev *chaseInfo, mv playedMove) *chaseInfo {
	b := newXQBoard(g.xq, g.pos)
	ci := &chaseInfo{blockers: [2]cells{b.blockers(0), b.blockers(1)}}
	from, to := g.cell(mv.from), g.cell(mv.to)
	ch := chaser{xqBoard: b, us: g.pos.stm, them: g.pos.stm ^ 1}
	ch.pins = ch.pinned(ci)
	ch.direct(from, to)
	ch.discovered(from, to, mv.captured)
	ch.newBlockers(ci, prev)
	ci.chased = ch.b
	return ci
}

// cell is mailbox square s as a cell.
func (g *Game) cell(s int16) int {
	return int(g.pos.t.sqFile[s]) + int(g.pos.t.sqRank[s])*g.xq.files
}

// undoMove follows the pieces of b back through the move mv (FSF's
// undo_move_board): one on its destination goes back to its origin.
func (g *Game) undoMove(b cells, mv playedMove) cells {
	from, to := g.cell(mv.from), g.cell(mv.to)
	if b.has(to) {
		b.clear(to)
		b.set(from)
	}
	return b
}

// blockers is FSF's blockersForKing[c] (slider_blockers): the pieces of
// either side that alone stand between c's general and an enemy rook,
// horse or elephant, or are one of the two between it and an enemy
// cannon.
func (b *xqBoard) blockers(c int) cells {
	var out cells
	k, a := b.king[c], c^1
	if k < 0 {
		return out
	}
	var snipers, sliding cells
	lines := b.lines(k)
	snipers = lines.and(b.by[a][xqRook]).andNot(b.attacks(xqRook, c, k, b.occ))
	elephants := b.attacks(xqElephant, a, k, cells{}).and(b.by[a][xqElephant])
	snipers = snipers.or(elephants.andNot(b.attacks(xqElephant, c, k, b.occ)))
	sliding = snipers
	b.attacks(xqHorse, a, k, cells{}).and(b.by[a][xqHorse]).each(func(h int) {
		if !b.attacksFrom(xqHorse, a, h).has(k) {
			snipers.set(h)
			sliding.set(h)
		}
	})
	cannons := lines.and(b.by[a][xqCannon]).andNot(b.attacks(xqCannon, c, k, b.occ))
	occupancy := b.occ.andNot(sliding)
	snipers.or(cannons).each(func(s int) {
		var in cells
		switch b.kind[s] {
		case xqHorse: // the leg: next to the horse, diagonally next to the general
			in = b.near(s, xqOrth).and(b.near(k, xqDiag)).and(occupancy)
		case xqCannon:
			in = b.between(k, s).and(b.occ)
		default:
			in = b.between(k, s).and(occupancy)
		}
		if n := in.count(); n == 1 || n == 2 && b.kind[s] == xqCannon {
			out = out.or(in)
		}
	})
	return out
}

// chaser finds what the last move chased: pieces of us, the side to move,
// that them, the side that moved, now threatens (FSF's chased()).
type chaser struct {
	*xqBoard
	us, them int
	pins     cells
	b        cells
}

// pinned is FSF's pins: our blockers, and with the flying general our
// only piece on the enemy general's file when our general is on it.
func (ch *chaser) pinned(ci *chaseInfo) cells {
	pins := ci.blockers[ch.us]
	if !ch.flying || ch.king[ch.them] < 0 {
		return pins
	}
	var file cells
	for r, f := 0, ch.king[ch.them]%ch.files; r < ch.ranks; r++ {
		file.set(f + r*ch.files)
	}
	ours := file.and(ch.pieces(ch.us))
	if kings := ours.and(ch.by[ch.us][xqKing]); !kings.empty() && ours.andNot(kings).count() <= 1 {
		pins = pins.or(ours.andNot(kings))
	}
	return pins
}

// add adds to the chased pieces those of attacks, the pieces of us that
// the piece of kind k on cell at attacks, that count (FSF's addChased):
// not our general nor an unpromoted soldier; a stronger piece always; a
// piece of the attacker's own kind only if pinned (a horse: unless it
// attacks back); else one without a root, a defender that is not pinned
// (a general's root that would face the enemy general is none).
func (ch *chaser) add(at, k int, attacks cells) {
	if attacks.andNot(ch.b).empty() {
		return
	}
	us := &ch.by[ch.us]
	attacks = attacks.andNot(us[xqKing].or(us[xqSoldier]).xor(ch.promoted(ch.us)))
	switch k {
	case xqHorse, xqCannon:
		ch.b = ch.b.or(attacks.and(us[xqRook]))
	case xqElephant, xqFers:
		ch.b = ch.b.or(attacks.and(us[xqRook].or(us[xqCannon]).or(us[xqHorse])))
	}
	if k == xqHorse && !ch.near(at, xqDiag).and(ch.occ).empty() {
		attacks.and(us[xqHorse]).each(func(h int) {
			if ch.attacks(xqHorse, ch.us, h, ch.occ).has(at) {
				attacks.clear(h)
			}
		})
	} else {
		attacks = attacks.and(ch.all().andNot(us[k]).or(ch.pins))
	}
	occ := ch.occ
	occ.clear(at)
	attacks.each(func(s int) {
		roots := ch.attackersTo(s, occ, ch.us).andNot(ch.pins)
		if roots.empty() || ch.flying && roots == us[xqKing] && ch.king[ch.them] >= 0 &&
			ch.attacks(xqRook, ch.them, ch.king[ch.them], occ).has(s) {
			ch.b.set(s)
		}
	})
}

// promoted is c's soldiers that count as promoted (across the river).
func (ch *chaser) promoted(c int) cells {
	return ch.by[c][xqSoldier].and(ch.promo[c])
}

// direct adds the new attacks of the piece that moved from to to: a rook
// or cannon's along the line it moved on do not count as new.
func (ch *chaser) direct(from, to int) {
	k := int(ch.kind[to])
	if k == xqKing || k == xqSoldier || k == xqNone {
		return
	}
	att := ch.attacksFrom(k, ch.them, to).and(ch.pieces(ch.us))
	if (k == xqRook || k == xqCannon) && from != to {
		att = att.andNot(ch.line(from, to))
	}
	ch.add(to, k, att)
}

// line is the whole line through cells i and j (on a file or a rank).
func (x *xqRules) line(i, j int) cells {
	var a cells
	for s := 0; s < x.files*x.ranks; s++ {
		if i%x.files == j%x.files && s%x.files == i%x.files || i/x.files == j/x.files && s/x.files == i/x.files {
			a.set(s)
		}
	}
	return a
}

// discovered adds the attacks the move opened: of our horses next to
// its origin, elephants diagonally next to it, rooks and cannons on its
// lines, and cannons on the lines of its destination.
func (ch *chaser) discovered(from, to int, captured bool) {
	them := &ch.by[ch.them]
	cand := ch.near(from, xqOrth).and(them[xqHorse]).
		or(ch.near(from, xqDiag).and(them[xqElephant])).
		or(ch.lines(from).and(them[xqCannon].or(them[xqRook]))).
		or(ch.lines(to).and(them[xqCannon]))
	before := ch.occ
	if !captured {
		before.clear(to)
	}
	if from != to {
		before.set(from)
	}
	ours := ch.pieces(ch.us)
	cand.each(func(s int) {
		k := int(ch.kind[s])
		d := ours.and(ch.attacks(k, ch.them, s, ch.occ)).andNot(ch.attacks(k, ch.them, s, before))
		ch.add(s, k, d)
	})
}

// newBlockers adds what our newly pinned pieces no longer protect (a
// fake root: a piece of ours they defended, attacked by an enemy piece
// that is not pinned), and what a piece of theirs that now could give
// discovered check attacks (but a piece next to our general that it
// could take back safely).
func (ch *chaser) newBlockers(ci, prev *chaseInfo) {
	fresh := ci.blockers[ch.us].andNot(prev.blockers[ch.us])
	us := &ch.by[ch.us]
	ours := ch.pieces(ch.us)
	fresh.and(ours).each(func(s int) {
		rooted := ours.andNot(us[xqKing].or(us[xqSoldier]).xor(ch.promoted(ch.us))).
			and(ch.attacks(int(ch.kind[s]), ch.us, s, ch.occ))
		rooted.each(func(s2 int) {
			if !ch.attackersTo(s2, ch.occ, ch.them).andNot(ci.blockers[ch.them]).empty() {
				ch.b.set(s2)
			}
		})
	})
	k := ch.king[ch.us]
	if k < 0 {
		return
	}
	guarded := ch.attacksFrom(xqKing, ch.us, k)
	fresh.and(ch.pieces(ch.them)).each(func(s int) {
		att := ch.attacksFrom(int(ch.kind[s]), ch.them, s).and(ours)
		ch.b = ch.b.or(att.andNot(guarded))
		occ := ch.occ
		occ.clear(s)
		occ.clear(k)
		att.and(guarded).each(func(s2 int) {
			by := ch.attackersTo(s2, occ, ch.them)
			by.clear(s)
			if !by.empty() {
				ch.b.set(s2)
			}
		})
	})
}

// chasesStart is the pieces chased before the repetition's look-back
// (FSF's chaseThem and chaseUs): ours that the side that has just moved
// chased with its last two moves, and theirs that we chased with ours.
func (g *Game) chasesStart() (them, us cells) {
	h, last := g.hist, len(g.hist)-1
	if g.xq == nil || last < 3 {
		return
	}
	them = g.undoMove(h[last].chase.chased, h[last-1].mv).and(h[last-2].chase.chased)
	us = g.undoMove(h[last-1].chase.chased, h[last-2].mv).and(h[last-3].chase.chased)
	return
}

// chasedSince reports whether the side not to move (0) and the side to
// move (1) chased with every move since the position i plies back (i
// even, 4 or more), each chased piece followed back through its own
// moves (FSF's chaseThem and chaseUs at that step of the look-back).
func (g *Game) chasedSince(i int) [2]bool {
	if g.xq == nil {
		return [2]bool{}
	}
	h, last := g.hist, len(g.hist)-1
	them, us := g.chasesStart()
	for j := 4; j <= i; j += 2 {
		if j != last { // the first position has no chase
			them = g.undoMove(them, h[last-j+1].mv).and(h[last-j].chase.chased)
		}
		if j < i {
			us = g.undoMove(us, h[last-j].mv).and(h[last-j-1].chase.chased)
		}
	}
	return [2]bool{!them.empty(), !us.empty()}
}

// RepetitionChases is chasedSince for a searcher (package search), which
// keeps no Game: line holds the moves that reached p, made on it in
// order (the last one last), and p's position stood k plies before its
// end (k even, 4 or more). It unmakes the last k+1 of them (k where line
// or p's own undo record is shorter: the first position then has no
// chase, as a game's first) and replays them, recording what the rule
// keeps, and leaves p as it was. Without the chasing rule, or with fewer
// than k moves, nobody chased.
func (p *Position) RepetitionChases(line []Move, k int) [2]bool {
	line = line[len(line)-min(len(line), len(p.undo), k+1):]
	if p.t.rules.ChasingRule == legdefs.ChasingNone || k < 4 || len(line) < k {
		return [2]bool{}
	}
	for i := len(line) - 1; i >= 0; i-- {
		p.Unmake(line[i])
	}
	g := &Game{pos: p, xq: newXQRules(p)}
	g.hist = []gameNode{{chase: g.chaseStart()}}
	for _, m := range line {
		n := gameNode{mv: p.played(m)}
		p.Make(m)
		n.chase = g.chaseNode(g.hist[len(g.hist)-1].chase, n.mv)
		g.hist = append(g.hist, n)
	}
	return g.chasedSince(k)
}

// chaseMoveOffset is how many plies the chasing rule adds to the n-move
// rule: twice the checks beyond ten that the side with more gave since
// the last capture (counted once the game has 20 plies; FSF's offset
// under its UCI protocol).
func (g *Game) chaseMoveOffset() int {
	h, last := g.hist, len(g.hist)-1
	if g.xq == nil || last < 20 {
		return 0
	}
	end := min(g.pos.half, last)
	var checks [2]int // by the side not to move, by the side to move
	for i := 0; i == 0 || i < end; i += 2 {
		for k := 0; k < 2; k++ {
			if h[last-i-k].check {
				checks[k]++
			}
		}
	}
	return 2 * max(max(checks[0], checks[1])-10, 0)
}
