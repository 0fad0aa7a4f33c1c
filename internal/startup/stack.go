package startup

// A goroutine starts with a 2 KB stack, and the runtime grows it by
// copying it to one twice the size, walking every frame on it to mend
// its pointers. That walk reads the binary's function tables, which a
// process that has just started has not read yet: "betzac perft
// chushogi -d 4" grew its main goroutine's stack three times (to 4, 8
// and 16 KB, the last deep in yaml.v3's parser), and the walks' page
// faults were about 30 of its 650 and 1 ms of its 24 ms. Growing the
// stack once, at the start, walks four frames instead.
func init() {
	growStack(0)
}

// stackReserve is the frame growStack asks for: the runtime doubles the
// stack until the frame fits, to 16 KB, as deep as perft chushogi's went.
// TestMain checks that a call of nearly that size does not move it.
const stackReserve = 12 << 10

// growStack takes a stackReserve-byte frame; i only keeps the compiler
// from dropping it.
//
//go:noinline
func growStack(i int) byte {
	var frame [stackReserve]byte
	frame[i] = 1
	return frame[(i*7)%len(frame)]
}
