package vm

import "testing"

// BenchmarkNewPosition is newPosition alone (the tables and the start
// position) for a few built-ins, the VM's part of a run's start-up (issue
// 31). Allocated bytes are the proxy for the page faults a fresh process
// pays for them. The unkeyed runs are NewPositionUnkeyed's (a perft
// without a hash table).
func BenchmarkNewPosition(b *testing.B) {
	for _, name := range []string{"chess", "xiangqi", "chushogi", "hookchess", "griffon"} {
		for _, keyed := range []bool{true, false} {
			run := name
			if !keyed {
				run += "-unkeyed"
			}
			b.Run(run, func(b *testing.B) {
				p := builtinProgram(b, name)
				b.ReportAllocs()
				for b.Loop() {
					if _, err := newPosition(p, "", false, keyed); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
