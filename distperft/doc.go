// Package distperft counts a perft across processes and machines over
// NATS JetStream: a coordinator splits the tree, workers count the parts,
// and the counts are kept so that a rerun resumes.
//
// Split expands the tree K plies from the root and merges transpositions:
// positions equal in everything perft depends on (the FEN without its two
// clocks, which no move generation reads, and the Zobrist hash, which adds
// virginity and the zone rules' history) become one Unit with, for each
// root move, the number of paths that reach it from that root move. The
// root's total and divide are then sums of unit counts times multiplicities.
//
// Units go to a work-queue stream (Stream, subjects "betzac.units.>") read
// by one shared durable pull consumer (Consumer), so that each unit goes to
// one worker; a worker acknowledges a unit after its count is stored, and
// says "in progress" every third of the consumer's AckWait while counting,
// so that a long unit keeps its lease and a killed worker's unit is
// redelivered when the lease runs out. Counts go to a key-value bucket
// (Results) under Key(program hash, position, depth): a unit already there
// is not counted again, by a worker or by a rerun of the coordinator, and
// later runs that meet the same subtree reuse it. The compiled Program is
// stored once in the Programs bucket under its hash (SHA-256 of its JSON),
// so that a worker needs no variant file: a unit names the Program, the
// root FEN, the moves from it and the depth. A worker checks that the
// moves reach the position the unit's key names (a move's notation read
// back as another move would count another position); a unit it cannot
// count gets an error stored under its key, and the coordinator stops
// with it rather than waiting for ever.
//
// Verification (Options.Verify) republishes a fraction of the units, each
// marked with the worker that counted it; that worker gives it back, so
// another one counts it, and a disagreement is an error naming both. It
// gives it back for a bounded time (Job.Patience: 10 s plus twice the
// time the units took to count) and then declines it, so that a run with
// one worker left fails naming the units not recounted rather than
// waiting for ever.
//
// Setup creates the buckets before the queue, and a worker waits until
// both exist (a worker that found the queue first used to stop, leaving
// the recounts to the one worker they avoid).
//
// Security is the server's: the embedded one (StartServer) takes users
// with passwords, nkey users and a TLS certificate; clients (Connect)
// give a password or sign with an nkey seed and trust the CAs given.
//
// Limit: the coordinator holds the whole split in memory (every unit's
// path and reach, and the index of positions while merging), about 700
// bytes per unit: chess K=5 (1.26 M units) 0.9 GB, shogi K=5 1.7 GB.
// K=6 would be tens of GB; split deeper subtrees by running one
// coordinator per root move (--moves) instead. Streaming the last ply
// (merge K-1 plies in memory, keep only the units' 16-byte keys of the
// last) is not done.
package distperft
