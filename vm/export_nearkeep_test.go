package vm

// NearStale reports whether count-near's view of the board that Make
// keeps differs, for a side it keeps, from one found from the board
// (nearScan).
func NearStale(p *Position) bool {
	if !p.t.nb.on {
		return false
	}
	kept := &p.nk
	fresh := &Position{t: p.t, board: p.board}
	fresh.allocNear()
	f := &fresh.nk
	for c := range 2 {
		cb := colourBit(c)
		if p.ck.on&cb == 0 {
			continue
		}
		fresh.nearScan(c)
		for _, s := range p.t.squares {
			if kept.mine[c][s] != f.mine[c][s] || p.board[s]&cb != 0 && (kept.to[s] != f.to[s] || kept.ride[s] != f.ride[s]) {
				return true
			}
		}
	}
	return false
}

// NearKept reports which sides' count-near view Make keeps, as colour
// bits (chunkKept.on).
func NearKept(p *Position) uint8 { return p.ck.on }

// NearKeepBoth has Make keep both sides' count-near views of p, found
// from the board.
func NearKeepBoth(p *Position) {
	if p.t.nb.on {
		p.keepSide(0)
		p.keepSide(1)
	}
}

// NearMemoFresh reports whether countPiecesNear would count p's node
// from its memo (near-memo, nearmemo.go): found for the side to move and
// not stale since.
func NearMemoFresh(p *Position) bool {
	mm := &p.nk.memo
	return p.t.nb.memo && mm.ok && mm.c == p.stm&1 && mm.ver == p.nk.ver
}
