// Package perft counts the leaf nodes of a variant's move tree (perft),
// the usual proof that a move generator is right: the counts are compared
// with those of independent programs in the golden corpus.
//
// Count is the plain single-threaded count: it generates the legal moves
// of each node into a per-depth buffer (no allocation per node) and, at
// the last ply, counts them without making them (bulk counting). Run
// splits the root moves among worker goroutines, each with its own copy
// of the position, and can add a lock-free transposition table of subtree
// counts keyed by Zobrist hash and depth; it reports progress after each
// root move, always returns the divide (the count below each root move),
// and stops early when its context is canceled. Results marshal to JSON.
//
// The golden corpus test (TestGolden) runs every corpus entry below a
// node budget; "betzac golden" runs all of it.
package perft
