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

// zobristSeed is buildZobrist's generator's seed.
const zobristSeed = 0x62657A6163

// zobristKey is the n-th key (from 0) of splitmix64(zobristSeed), without
// drawing the n before it: splitmix64 adds a constant to its state and
// mixes the sum.
func zobristKey(n int) uint64 {
	rng := splitmix64(zobristSeed + uint64(n)*0x9E3779B97F4A7C15)
	return rng.next()
}

// buildZobrist draws the keys as one splitmix64 stream in this order:
// zPiece (colour, type, mailbox square), then zVirgin and zEP in turn
// per mailbox square, zSide, and zWall. Only the on-board squares' keys
// are drawn (zobristKey); no hash reads a key off the board, which stays
// 0 (a piece, virgin square, e.p. square or wall is on the board).
//
// zPiece is laid out by block (colour, type) of zStride keys, the span
// of the board's squares in the mailbox, not the mailbox's size: the
// guard band's rows below the first square and above the last hold no
// piece, so no block needs them (47 of Chu Shogi's 151 KB of keys, issue
// 31). The key of block k and square s is at k*zStride+s.
func (t *tables) buildZobrist() {
	end := t.boardEnd()
	t.zStride = end
	if end > 0 {
		t.zStride -= int(t.squares[0])
	}
	blocks := 2 * len(t.types)
	t.zPiece = make([]uint64, (blocks-1)*t.zStride+end)
	for k := range blocks {
		block, n := t.zPiece[k*t.zStride:], k*t.size // the block's keys, its first key's number
		for _, s := range t.squares {
			block[s] = zobristKey(n + int(s))
		}
	}
	n := blocks * t.size // the stream's next key
	t.zVirgin = make([]uint64, t.size)
	t.zEP = make([]uint64, t.size)
	for _, s := range t.squares {
		t.zVirgin[s] = zobristKey(n + 2*int(s))
		t.zEP[s] = zobristKey(n + 2*int(s) + 1)
	}
	n += 2 * t.size
	t.zSide = zobristKey(n)
	n++
	t.zWall = make([]uint64, t.size)
	for _, s := range t.squares {
		t.zWall[s] = zobristKey(n + int(s))
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
	return t.zPiece[(c*len(t.types)+int(v&typeMask))*t.zStride+s]
}
