// Package perft counts the leaf nodes of a variant's move tree (perft),
// the usual proof that a move generator is right: the counts are compared
// with those of independent programs in the golden corpus.
//
// Count is the plain single-threaded count: it generates the legal moves
// of each node into a per-depth buffer (no allocation per node) and, at
// the last ply, counts them without making them (bulk counting). Run
// splits the root moves among worker goroutines, each with its own copy
// of the position, and can add a lock-free transposition table of subtree
// counts keyed by Zobrist hash and depth; it always returns the divide
// (the count below each root move). Every node three plies above the
// leaves checks a shared stop flag and adds its count to a shared
// progress counter, so that a canceled run stops within milliseconds and
// progress comes by node count (every second, and after each root move)
// even inside a root move that takes hours, while the loop below does
// neither. Depths above MaxDepth and hash tables larger than MaxHashMB
// or 3/4 of the memory the process may use (the machine's, or ulimit -v)
// are errors, not out-of-memory crashes. Results
// marshal to JSON.
//
// Below each root move, Count and Run count on a back end of their own
// when the variant and the position fit one and no hash table is asked
// for (backend.go: package bitboard for boards of ≤ 64 squares, package
// xqboard for Xiangqi-like ones of ≤ 128); Options.VMOnly and betzac
// perft --vm-only keep the VM, betzac compile --plan names the back end
// and why not. Both keep the same stop flag and progress contract.
//
// CountStats (stats.go) is a counting path of its own for the
// per-category counts of chessprogramming.org's perft tables (captures,
// e.p., castles, promotions, drops, checks, discovered, double checks,
// mates at the last ply): it makes and classifies every leaf move
// (vm.Position.MoveFacts), so Count and Run keep their bulk counting.
//
// The golden corpus test (TestGolden) runs every corpus entry below a
// node budget (larger in the full test tier, internal/testenv); "betzac
// golden --max-nodes 0" runs all of it.
package perft
