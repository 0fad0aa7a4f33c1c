package vm

// Zobrist keys: a random key per piece on a square, virgin square, e.p.
// square and side to move, whose XOR is a position's hash.

// splitmix64 is the Zobrist key generator (fixed seed: hashes are
// reproducible across runs).
type splitmix64 uint64

func (s *splitmix64) next() uint64 {
	*s += 0x9E3779B97F4A7C15
	z := uint64(*s)
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

func (t *tables) buildZobrist() {
	rng := splitmix64(0x62657A6163)
	nt := len(t.types)
	t.zPiece = make([]uint64, 2*nt*t.size)
	for i := range t.zPiece {
		t.zPiece[i] = rng.next()
	}
	t.zVirgin = make([]uint64, t.size)
	t.zEP = make([]uint64, t.size)
	for i := range t.zVirgin {
		t.zVirgin[i] = rng.next()
		t.zEP[i] = rng.next()
	}
	t.zSide = rng.next()
	t.zWall = make([]uint64, t.size)
	for i := range t.zWall {
		t.zWall[i] = rng.next()
	}
}

// pieceKey returns the Zobrist key of square content v on square s (a
// piece or a wall).
func (t *tables) pieceKey(v uint8, s int) uint64 {
	if v == 0 {
		return 0
	}
	if v == guard { // a wall (petrify.go, walls.go)
		return t.zWall[s]
	}
	c := 0
	if v&blackBit != 0 {
		c = 1
	}
	return t.zPiece[(c*len(t.types)+int(v&typeMask))*t.size+s]
}
