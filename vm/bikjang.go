package vm

// Bikjang (legdefs.Rules.Bikjang, Janggi): while the royal pieces face
// each other, the side to move may only pass or end the facing; two facing
// positions in a row end the game. The royal pieces face each other as the
// flying-general rule says (flyinggeneral.go). Passing (pass.go) keeps its
// own history here too: two passes in a row end the game.
//
// Position.zh holds, for each ply of the game so far (zh[0] the position
// it started from), whether the royal pieces faced each other there
// (zhFace) and whether it was reached by a pass (zhPass). It is known only
// for positions reached by Make from a position whose moves were
// generated; where it is not known no game end is detected
// (zoneNodeStart).
const (
	zhFace uint8 = 1 << iota
	zhPass
)

// zoneFlags returns the zh flags of the current position.
func (p *Position) zoneFlags(passed bool) uint8 {
	var f uint8
	if p.t.rules.Bikjang && p.generalsFace(p.stm) {
		f |= zhFace
	}
	if passed {
		f |= zhPass
	}
	return f
}

// recordZH notes the zh flags of the position move m, just made, led to.
func (p *Position) recordZH(m *Move) {
	if ply := len(p.undo); len(p.zh) == ply {
		passed := isPass(m) // stalematepass.go
		p.zh = append(p.zh, p.zoneFlags(passed))
	}
}
