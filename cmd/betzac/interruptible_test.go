package main

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestInterruptibleStop: stop ends the context, with or without a timeout,
// whether it comes before interruptAfter (nothing registered yet) or
// after; a timeout ends it by itself. A real SIGINT is TestPerftInterrupt's.
func TestInterruptibleStop(t *testing.T) {
	for _, tc := range []struct {
		name    string
		timeout time.Duration
		wait    time.Duration // before stop
		want    error         // ctx.Err() after stop
	}{
		{"stop at once", 0, 0, context.Canceled},
		{"stop once caught", 0, 2 * interruptAfter, context.Canceled},
		{"timeout, stop at once", time.Hour, 0, context.Canceled},
		{"timeout, stop once caught", time.Hour, 2 * interruptAfter, context.Canceled},
		{"timed out", time.Millisecond, 2 * interruptAfter, context.DeadlineExceeded},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, stop := interruptible(tc.timeout)
			time.Sleep(tc.wait)
			if tc.want == context.Canceled && ctx.Err() != nil {
				t.Fatalf("ended before stop: %v", ctx.Err())
			}
			stop()
			if err := ctx.Err(); !errors.Is(err, tc.want) {
				t.Errorf("after stop: %v, want %v", err, tc.want)
			}
		})
	}
}
