package refgen

// Forced captures (legdefs.Rules.MustCapture), from the schema's text: a
// side that has a legal capture must capture. A move captures if the
// other side has fewer pieces after it than before (this counts e.p. and
// locust victims and never castling).

// keepCaptures returns the legal moves of p (out, each with the position
// after it) less the non-captures, if one of them captures.
func (g *Generator) keepCaptures(p *position, out map[string]*position) map[string]*position {
	if !g.rules.MustCapture {
		return out
	}
	them := !p.whiteToMove
	before := pieces(p, them) // bareking.go
	captures := map[string]*position{}
	for s, q := range out {
		if pieces(q, them) < before {
			captures[s] = q
		}
	}
	if len(captures) == 0 {
		return out
	}
	return captures
}
