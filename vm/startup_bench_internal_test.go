package vm

import "testing"

// BenchmarkNewPosition is newPosition alone (the tables and the start
// position) for a few built-ins, the VM's part of a run's start-up (issue
// 31). Allocated bytes are the proxy for the page faults a fresh process
// pays for them.
func BenchmarkNewPosition(b *testing.B) {
	for _, name := range []string{"chess", "xiangqi", "chushogi", "hookchess"} {
		b.Run(name, func(b *testing.B) {
			p := builtinProgram(b, name)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := newPosition(p, "", false); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
