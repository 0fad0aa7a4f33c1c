package startup

import (
	"fmt"
	"os"
	"testing"
	"unsafe"
)

// stackMoved says whether a call needing most of stackReserve moved the
// main goroutine's stack, whose size the package's init set. TestMain
// runs on the main goroutine (tests run on their own).
var stackMoved string

func TestMain(m *testing.M) {
	var here byte
	before := addressOf(&here)
	useStack(stackReserve - 2<<10)
	if after := addressOf(&here); after != before {
		stackMoved = fmt.Sprintf("%#x -> %#x", before, after)
	}
	os.Exit(m.Run())
}

func TestStackGrownAtStart(t *testing.T) {
	if stackMoved != "" {
		t.Errorf("the main goroutine's stack moved (%s) for a %d-byte call: was it grown at start?", stackMoved, stackReserve-2<<10)
	}
}

//go:noinline
func addressOf(p *byte) uintptr { return uintptr(unsafe.Pointer(p)) }

// useStack uses about n bytes of stack, 1 KB a frame.
//
//go:noinline
func useStack(n int) byte {
	var frame [1 << 10]byte
	frame[n%len(frame)] = byte(n)
	if n <= len(frame) {
		return frame[0]
	}
	return useStack(n-len(frame)) + frame[(n*3)%len(frame)]
}
