package xqboard

import "github.com/betzac/betzac/vm"

// Passing (legdefs.Rules.Pass) and bikjang (Rules.Bikjang), counted as
// package vm counts them (vm/pass.go, vm/bikjang.go): the side to move
// may pass (its royal's move to its own square) when its royal is not
// attacked, or while the royals face each other (bikjang; then every
// other move must part them); two passes in a row, or two positions in a
// row with the royals facing (bikjang), end the game: that node has no
// legal move. The VM knows the history only where
// vm.Position.PassState says so; where it does not, no game ends so
// below, here as there. Fits refuses Pass with FlyingGeneral (whether
// facing royals count as an attack that stops a pass is not modelled).

// passState is the pass and bikjang history of a node.
type passState struct {
	known  bool
	passed bool // this node was reached by a pass
	before bool // and the node before it
	faced  bool // the royals faced each other in the node before
}

// ended reports whether the game ended here; face: the royals face each
// other here (only asked under bikjang).
func (s passState) ended(face bool) bool {
	return s.known && (s.passed && s.before || face && s.faced)
}

// after returns the state of the node a move (a pass if pass) leads to
// from this one, where the royals face each other if face.
func (s passState) after(pass, face bool) passState {
	return passState{known: s.known, passed: pass, before: s.passed, faced: face}
}

// passStateOf reads pos's history.
func passStateOf(pos *vm.Position) passState {
	known, passed, before, faced := pos.PassState()
	return passState{known, passed, before, faced}
}

// passes returns how many legal passes the node has, if not facing: 1
// if the variant passes and the side to move is not in check (the game
// has not ended: perft tested that first).
func (b *Board) passes(g *guard) uint64 {
	if b.t.pass && !g.check {
		return 1
	}
	return 0
}

// perftPass counts the leaves depth ≥ 2 plies below b's pass, if
// legal, from a node where the royals do not face each other.
func (b *Board) perftPass(depth int, poll *Poll, g *guard) uint64 {
	if b.passes(g) == 0 {
		return 0
	}
	return b.afterPass(depth, poll, false)
}

// afterPass counts the leaves depth ≥ 2 plies below b's pass; face: the
// royals face each other here.
func (b *Board) afterPass(depth int, poll *Poll, face bool) uint64 {
	in := b.ps
	b.ps = in.after(true, face)
	b.stm ^= 1
	n := b.perft(depth-1, poll)
	b.stm ^= 1
	b.ps = in
	return n
}

// facing reports whether the royals face each other on an open file or
// rank (as the flying-general rule reads it).
func (b *Board) facing() bool {
	k, e := b.king[0], b.king[1]
	d := b.t.lineDir(k, e)
	return d >= 0 && b.next(k, d) == e
}

// perftFacing counts the leaves depth ≥ 1 plies below b, where the
// royals face each other under bikjang (and the game has not ended):
// every move is made and kept if it leaves the royal safe and the royals
// apart; the pass is legal, in check or not.
func (b *Board) perftFacing(depth int, poll *Poll) uint64 {
	c := b.stm
	moves := b.gen(b.bufs[depth][:0])
	b.bufs[depth] = moves[:0]
	in := b.ps
	b.ps = in.after(false, true)
	var n uint64
	for _, m := range moves {
		capt := b.make(m)
		if !b.attacked(b.king[c], c^1) && !b.facing() {
			if depth == 1 {
				n++
			} else {
				b.flipMove(m, capt)
				n += b.perft(depth-1, poll)
				b.flipMove(m, capt)
			}
		}
		b.unmake(m, capt)
	}
	b.ps = in
	switch {
	case !b.t.pass:
	case depth == 1:
		n++
	default:
		n += b.afterPass(depth, poll, true)
	}
	if depth == poll.Depth && poll.Publish != nil {
		poll.Publish(n)
	}
	return n
}
