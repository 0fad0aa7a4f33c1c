package perft

import (
	"sync/atomic"
	"testing"
	"time"
)

// TestReportEvery: reportEvery's timer reports again and again until stop,
// and not once after stop has returned.
func TestReportEvery(t *testing.T) {
	var calls atomic.Int64
	third := make(chan struct{})
	stop := reportEvery(time.Millisecond, func() {
		if calls.Add(1) == 3 {
			close(third)
		}
	})
	select {
	case <-third:
	case <-time.After(time.Minute): // generous: it takes milliseconds
		t.Fatalf("%d reports in a minute, want 3 or more", calls.Load())
	}
	stop()
	n := calls.Load()
	time.Sleep(20 * time.Millisecond) // twenty intervals
	if got := calls.Load(); got != n {
		t.Errorf("%d reports after stop returned, want none", got-n)
	}
}
