package vm

import "strings"

// Setup drops (Placement Chess): bishops dropped on opposite colours
// (Program.OppositeColourDrops, Fairy-Stockfish's
// dropOppositeColoredBishop), tested for each drop in dropType, and
// castling rights for dropped royals and partners (Program.CastlingDrops,
// castlingDroppedPiece), given in Make. Neither costs a variant without
// drops anything.

// lettersMask returns the mask of the types whose letters are in s.
func (t *tables) lettersMask(s string) uint64 {
	var m uint64
	for i, l := range t.letters {
		if s != "" && strings.Contains(s, l) {
			m |= 1 << uint(i)
		}
	}
	return m
}

// buildPlacement resolves the letters of the setup-drop rules; the
// CastlingDrops types are castling partners.
func (t *tables) buildPlacement() {
	t.oppMask = t.lettersMask(t.rules.OppositeColourDrops)
	t.dropPartners = t.lettersMask(t.rules.CastlingDrops)
	t.partnerMask |= t.dropPartners
}

// dark reports whether s is a dark square (a1 is dark).
func (t *tables) dark(s int) bool { return (int(t.sqFile[s])+int(t.sqRank[s]))%2 == 0 }

// oppositeColoursOK reports whether the drop of type form on to keeps
// every OppositeColourDrops type of the side to move able to stand half
// on each colour.
func (p *Position) oppositeColoursOK(form, to int) bool {
	t := p.t
	us := p.stm
	mask := t.oppMask
	for k := range t.types {
		if mask>>uint(k)&1 == 0 {
			continue
		}
		v := colourBit(us) | uint8(k)
		n := int(p.hand[us][k])
		var on, room [2]int // by colour: dark 1, light 0
		for _, s := range t.squares {
			d := 0
			if t.dark(int(s)) {
				d = 1
			}
			switch {
			case p.board[s] == v:
				n++
				on[d]++
			case p.board[s] == 0 && int(s) != to && t.types[k].dr.ok[us][s]:
				room[d]++
			}
		}
		d := 0
		if t.dark(to) {
			d = 1
		}
		if form == k && on[d]+1 > (n+1)/2 {
			return false
		}
		if form != k && (on[0]+room[0] < n/2 || on[1]+room[1] < n/2) {
			return false
		}
	}
	return true
}

// castlingDrop gives the piece just dropped on to its castling rights
// (Program.CastlingDrops), recording the other squares whose virginity it
// sets in u, and returns the updated hash.
func (p *Position) castlingDrop(to int, u *undoRec, h uint64) uint64 {
	t := p.t
	us := p.stm
	r := t.firstRank(us)
	if int(t.sqRank[to]) != r {
		return h
	}
	v := p.board[to]
	partners := t.dropPartners
	mid := t.sq(t.files/2, r)
	corners := [2]int{t.sq(0, r), t.sq(t.files-1, r)}
	isKing := func(s int) bool {
		w := p.board[s]
		return w&colMask == colourBit(us) && t.castleRoyal>>(w&typeMask)&1 != 0
	}
	switch {
	case to == mid && isKing(to):
		h = p.makeVirgin(to, u, h)
		for _, c := range corners {
			if w := p.board[c]; w&colMask == colourBit(us) && partners>>(w&typeMask)&1 != 0 {
				h = p.makeVirgin(c, u, h)
			}
		}
	case partners>>(v&typeMask)&1 != 0 && (to == corners[0] || to == corners[1]) && isKing(mid):
		h = p.makeVirgin(to, u, h)
		h = p.makeVirgin(mid, u, h)
	}
	return h
}

// makeVirgin marks the piece on s unmoved, recording the square in u
// (unless it is the move's own) so that Unmake restores it.
func (p *Position) makeVirgin(s int, u *undoRec, h uint64) uint64 {
	if p.virgin[s] {
		return h
	}
	if s != int(u.sq[0]) && int(u.n) < len(u.sq) {
		u.sq[u.n], u.pc[u.n], u.vg[u.n] = int16(s), p.board[s], false
		u.n++
	}
	p.virgin[s] = true
	return h ^ p.t.zVirgin[s]
}
