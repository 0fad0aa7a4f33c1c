// Package distperft counts a perft across processes and machines over
// NATS JetStream: a coordinator splits the tree, workers count the parts,
// and the counts are kept so that a rerun resumes.
//
// A Plan expands the tree K-1 plies from the root and merges
// transpositions: positions equal in everything perft depends on (the
// FEN without its two clocks, which no move generation reads, and the
// Zobrist hash, which adds virginity and the zone rules' history; named
// by a Digest, 16 bytes of the SHA-256 of that text) become one node with,
// for each root move, the number of paths that reach it from that root
// move. The units are the positions one ply further; they are not held
// but streamed: each walk of the plan generates them again from the
// nodes. The coordinator walks it three times: to publish each unit at
// its first path (a unit met again, or counted already, is skipped), to
// publish the recounts of --verify, and at the end to sum each path's
// unit count times the paths from each root move it stands for, into the
// root's total and divide. The total of units (for progress) is known
// once the first walk is done, before the coordinator waits; workers
// start before it, and the counts they store meanwhile are read as it
// publishes. (Merging by digest rather than by the text is no new risk:
// two positions with one digest share a Results key anyway.)
//
// Units go to a work-queue stream (Stream, subjects "betzac.units.>") read
// by one shared durable pull consumer (Consumer), so that each unit goes to
// one worker; a worker acknowledges a unit after its count is stored, and
// says "in progress" every third of the consumer's AckWait while counting,
// so that a long unit keeps its lease and a killed worker's unit is
// redelivered when the lease runs out. Counts go to a key-value bucket
// (Results) under Key(program hash, position, depth), which also holds
// vm.CountVersion, the version of the counting code: a unit already there
// is not counted again, by a worker or by a rerun of the coordinator, and
// later runs that meet the same subtree reuse it, but a betzac whose move
// generation has changed does not take the counts of the one before (the
// coordinator reads every version's keys of its Program and depth, and
// Stats.Stale says how many of other versions it left). The compiled Program is
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
// gives it back for a bounded time (Job.Patience: 30 s plus twice the
// time the units took to count) and then declines it, so that a run with
// one worker left fails naming the units not recounted rather than
// waiting for ever. A worker to which the job it gave back comes straight
// back waits a random while before asking again, so that two workers each
// holding back the other's recount do not trade them in lock step.
//
// Setup creates the buckets before the queue, and a worker waits until
// both exist (a worker that found the queue first used to stop, leaving
// the recounts to the one worker they avoid).
//
// Security: the server perft starts without --nats (betzac-nats, package
// natsd, configured by a ServerConfig) takes users with passwords, nkey
// users and a TLS certificate, and always the user SecretUser, whose
// password comes from the store's Secret (a file of the store only its
// user reads): no client without credentials connects, even on loopback.
// Clients (Connect) give a password, sign with an nkey seed or give the
// secret's password, and trust the CAs given. Every result stored carries
// an HMAC of its key and count under a key derived from the Secret
// (Count.MAC); the coordinator and the workers take no result without it,
// so a client of a shared server that lacks the secret cannot plant a
// count (it can still take units off the queue: the run then waits, it
// does not go wrong).
//
// That server runs in a process of its own (StartServerProcess; the
// command is found by distflags.FindServer): this package is the client
// side only and imports no nats-server. betzac imports neither this
// package: the NATS client's linking and initialisation would cost every
// betzac command (issue 31), so perft --split and worker run in
// betzac-nats (package distcli), to which betzac hands them over once it
// has checked their flags (package distflags). When the run ends, the
// coordinator tells its workers (RunOver) and ends the server's standard
// input; the server gives its clients a few seconds to leave before it
// stops, and the workers end without an error.
//
// Memory: the coordinator holds ply K-1 (a path and a reach per node)
// and, for each unit, its digest and count (a 24-byte map entry). Chess K=5 (1.26 M units from 102 k nodes at ply 4)
// peaks at 140 MB for --plan, where holding the units themselves took
// 1.08 GB. It also holds, until the first walk ends, the counts stored
// in the Results bucket under the same Program and depth, for other
// roots too. The last-ply positions are generated twice (three times
// with --verify), which at chess K=5 is tens of seconds.
package distperft
