package vm

// CountVersion is the version of the counting code: move generation,
// make/unmake, legality and the counting at perft's last ply. Counts that
// outlive a run (distperft's store) are kept under it, so that a count made
// by a betzac with a bug is never handed back by one without it.
//
// Bump it with every change that changes a count: TestCountVersion fails
// when the counts of its fingerprint (every built-in and a sample of the
// golden corpus, vm/testdata/countversion.txt) change while CountVersion
// stays. After bumping, re-record the fingerprint:
//
//	go test ./vm -run TestCountVersion -update
const CountVersion = 1
