// Package memprof turns off the runtime's sampling of allocations for a
// heap profile, which no betzac command reads. Import it for its side
// effect from a main package, as early as its imports allow.
//
// The runtime samples an allocation every 512 KB on average (a stack
// walk each) whenever the binary links runtime.MemProfile. nats-server
// imports net/http/pprof unconditionally, which links it: while betzac
// ran distributed perft's server in its own process the walks were 1.5
// to 3 % of a short run's CPU ("betzac --help", "perft chushogi -d 1",
// issue 31). The server now runs in betzac-nats and betzac links no
// MemProfile; the import stays, so that a package that links it again
// costs nothing. The runtime's documentation asks that the rate be set once,
// as early as possible; a package init that imports only runtime runs
// before nearly every other package's (Go initializes the packages in
// the order of their import paths, each once its imports are done).
// "go test -memprofile" sets the rate again after every init, so test
// profiles still work.
package memprof

import "runtime"

func init() {
	runtime.MemProfileRate = 0
}
