package vm

// WithFEN sets up another position of p's Program from fen, sharing p's
// compiled tables: NewPosition compiles them again, which costs far more
// than reading a FEN. For tools that look at many positions of one
// variant (package diagram's probes). The FEN is read as p's was:
// refused if unreachable after NewPosition, kept with a warning after
// NewAnyPosition.
func (p *Position) WithFEN(fen string) (*Position, error) {
	q := &Position{t: p.t, lax: p.lax}
	q.alloc()
	if err := q.setFEN(fen); err != nil {
		return nil, err
	}
	return q, nil
}
