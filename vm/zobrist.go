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
// hash out from scratch with the keys drawn on first use (fullKeys).
// The pieces' keys are most of the keys (Chu Shogi: 104 of 110 KB), and a
// perft without a hash table never reads a hash (issue 31). So are the
// virginity, e.p. and wall keys, which keyless tables leave out too:
// zVirgin, zEP and zWall are zPiece's zeros (their 5 KB were a page
// fault or two of Chu Shogi's start-up).
func (t *tables) buildZobrist(keyed bool) {
	t.zSide = zobristKey(2*len(t.types)*t.size + 2*t.size) // past zPiece's, zVirgin's and zEP's
	if !keyed {
		t.zPiece, t.zStride = make([]uint64, t.size), 0
		t.zVirgin, t.zEP, t.zWall = t.zPiece, t.zPiece, t.zPiece
		t.lazyKeys = &lazyKeys{}
		return
	}
	t.zPiece, t.zStride = t.drawPieceKeys()
	t.zVirgin, t.zEP, t.zWall = t.drawSquareKeys()
}

// drawSquareKeys returns the virginity, e.p. and wall keys by mailbox
// square, 0 off the board.
func (t *tables) drawSquareKeys() (virgin, ep, wall []uint64) {
	n := 2 * len(t.types) * t.size // the stream's next key, past zPiece's
	virgin, ep, wall = make([]uint64, t.size), make([]uint64, t.size), make([]uint64, t.size)
	for _, s := range t.squares {
		virgin[s] = zobristKey(n + 2*int(s))
		ep[s] = zobristKey(n + 2*int(s) + 1)
		wall[s] = zobristKey(n + 2*t.size + 1 + int(s)) // past zSide's
	}
	return virgin, ep, wall
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

// keySet is the keys a hash is worked out with: the pieces' by block
// (colour, type) of stride keys (drawPieceKeys), and the virginity, e.p.
// and wall keys by square.
type keySet struct {
	piece            []uint64
	stride           int
	virgin, ep, wall []uint64
}

// lazyKeys holds keyless tables' keys, drawn once on first use (the
// tables are shared by the clones of a position, which may hash on
// several goroutines): the squares' apart from the pieces', which are
// most of them, for Game.key.
type lazyKeys struct {
	pieces, squares sync.Once
	keys            keySet
}

// makeKeys returns the keys Make keeps the hash with: none but the side's
// where the tables are keyless.
func (t *tables) makeKeys() keySet {
	return keySet{piece: t.zPiece, stride: t.zStride, virgin: t.zVirgin, ep: t.zEP, wall: t.zWall}
}

// fullKeys returns every key (makeKeys of keyed tables), drawing keyless
// tables' on first use.
func (t *tables) fullKeys() keySet {
	l := t.lazyKeys
	if l == nil {
		return t.makeKeys()
	}
	t.virginKeys() // and the other square keys
	l.pieces.Do(func() { l.keys.piece, l.keys.stride = t.drawPieceKeys() })
	return l.keys
}

// virginKeys returns the virginity keys (zVirgin of keyed tables),
// drawing keyless tables' square keys on first use. fullKeys's e.p. and
// wall keys are drawn with them.
func (t *tables) virginKeys() []uint64 {
	l := t.lazyKeys
	if l == nil {
		return t.zVirgin
	}
	l.squares.Do(func() { l.keys.virgin, l.keys.ep, l.keys.wall = t.drawSquareKeys() })
	return l.keys.virgin
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

// pieceKeyIn is pieceKey with the keys k, for hashing from scratch
// (pieceKey is Make's, written for it alone).
func (t *tables) pieceKeyIn(k *keySet, v uint8, s int) uint64 {
	switch v {
	case 0:
		return 0
	case guard: // a wall
		return k.wall[s]
	}
	c := int(v >> 7) // 1 with blackBit, 0 with whiteBit
	return k.piece[(c*len(t.types)+int(v&typeMask))*k.stride+s]
}
