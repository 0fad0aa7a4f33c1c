package vm

import "sync"

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
// Keyless tables (keyed false, NewPositionUnkeyed) leave the pieces'
// keys out: zPiece is t.size zeros with zStride 0, so pieceKey reads 0
// for every piece and Make's hash holds no piece; Hash then works the
// hash out from scratch with the keys drawn on first use (fullPieceKeys).
// The pieces' keys are most of the keys (Chu Shogi: 104 of 110 KB), and a
// perft without a hash table never reads a hash (issue 31).
func (t *tables) buildZobrist(keyed bool) {
	if keyed {
		t.zPiece, t.zStride = t.drawPieceKeys()
	} else {
		t.zPiece, t.zStride = make([]uint64, t.size), 0
		t.lazyKeys = &lazyPieceKeys{}
	}
	n := 2 * len(t.types) * t.size // the stream's next key, past zPiece's
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

// drawPieceKeys returns the pieces' keys laid out by block (colour,
// type) of stride keys, the span of the board's squares in the mailbox,
// not the mailbox's size: the guard band's rows below the first square
// and above the last hold no piece, so no block needs them (47 of Chu
// Shogi's 151 KB of keys, issue 31). The key of block k and square s is
// at k*stride+s.
func (t *tables) drawPieceKeys() (z []uint64, stride int) {
	end := t.boardEnd()
	stride = end
	if end > 0 {
		stride -= int(t.squares[0])
	}
	blocks := 2 * len(t.types)
	z = make([]uint64, (blocks-1)*stride+end)
	for k := range blocks {
		block, n := z[k*stride:], k*t.size // the block's keys, its first key's number
		for _, s := range t.squares {
			block[s] = zobristKey(n + int(s))
		}
	}
	return z, stride
}

// lazyPieceKeys holds keyless tables' piece keys, drawn once on first
// use (the tables are shared by the clones of a position, which may hash
// on several goroutines).
type lazyPieceKeys struct {
	once   sync.Once
	z      []uint64
	stride int
}

// fullPieceKeys returns the pieces' keys (zPiece, zStride of keyed
// tables), drawing keyless tables' on first use.
func (t *tables) fullPieceKeys() (z []uint64, stride int) {
	l := t.lazyKeys
	if l == nil {
		return t.zPiece, t.zStride
	}
	l.once.Do(func() { l.z, l.stride = t.drawPieceKeys() })
	return l.z, l.stride
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

// pieceKeyIn is pieceKey with the pieces' keys z laid out by block of
// stride keys (drawPieceKeys), for hashing from scratch (pieceKey is
// Make's, written for it alone).
func (t *tables) pieceKeyIn(z []uint64, stride int, v uint8, s int) uint64 {
	if v == 0 || v == guard {
		return t.pieceKey(v, s) // nothing, or a wall's key
	}
	c := int(v >> 7) // 1 with blackBit, 0 with whiteBit
	return z[(c*len(t.types)+int(v&typeMask))*stride+s]
}
