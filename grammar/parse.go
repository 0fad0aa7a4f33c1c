package grammar

// Parse parses one XBetza string.
func Parse(src string) (*Piece, error) {
	return nil, Errorf(Pos{}, "not implemented yet")
}
