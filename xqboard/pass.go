package xqboard

import "github.com/betzac/betzac/vm"

// Passing (legdefs.Rules.Pass), counted as package vm counts it
// (vm/pass.go): the side to move may pass (its royal's move to its own
// square) when its royal is not attacked, and two passes in a row end
// the game: that node has no legal move. The VM knows the history only
// where vm.Position.PassState says so; where it does not, no game ends
// by passing below, here as there. Fits refuses Pass with the rules that
// change when a pass is legal (Bikjang) or what attacked means
// (FlyingGeneral: whether facing royals count as an attack).

// passState is the pass history of a node.
type passState struct {
	known, passed, before bool
}

// ended reports whether two passes in a row ended the game here.
func (s passState) ended() bool { return s.known && s.passed && s.before }

// after returns the state of the node a move (a pass if pass) leads to.
func (s passState) after(pass bool) passState {
	return passState{known: s.known, passed: pass, before: s.passed}
}

// passStateOf reads pos's pass history.
func passStateOf(pos *vm.Position) passState {
	known, passed, before := pos.PassState()
	return passState{known, passed, before}
}

// passes returns how many legal passes the node has: 1 if the variant
// passes and the side to move is not in check (the game has not ended:
// perft tested that first).
func (b *Board) passes(g *guard) uint64 {
	if b.t.pass && !g.check {
		return 1
	}
	return 0
}

// perftPass counts the leaves depth ≥ 2 plies below b's pass, if legal.
func (b *Board) perftPass(depth int, poll *Poll, g *guard) uint64 {
	if b.passes(g) == 0 {
		return 0
	}
	in := b.ps
	b.ps = in.after(true)
	b.stm ^= 1
	n := b.perft(depth-1, poll)
	b.stm ^= 1
	b.ps = in
	return n
}
