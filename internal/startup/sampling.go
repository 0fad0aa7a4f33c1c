// Package startup holds what a betzac command must do before anything
// else runs, because it changes what every later allocation or call
// costs. Import it for its side effects from a main package, as early as
// its imports allow: its init imports only runtime, and Go initializes
// the packages in the order of their import paths, each once its imports
// are done, so it runs before nearly every other package's (issue 31).
//
//   - sampling.go turns off the runtime's sampling of allocations for a
//     heap profile, which no betzac command reads.
//   - stack.go grows the main goroutine's stack once, while it is shallow.
package startup

import "runtime"

// The runtime samples an allocation every 512 KB on average (a stack
// walk each) whenever the binary links runtime.MemProfile. nats-server
// imports net/http/pprof unconditionally, which links it: while betzac
// ran distributed perft's server in its own process the walks were 1.5
// to 3 % of a short run's CPU ("betzac --help", "perft chushogi -d 1").
// The server now runs in betzac-nats and betzac links no MemProfile; the
// setting stays, so that a package that links it again costs nothing.
// The runtime's documentation asks that the rate be set once, as early as
// possible. "go test -memprofile" sets the rate again after every init,
// so test profiles still work.
func init() {
	runtime.MemProfileRate = 0
}
