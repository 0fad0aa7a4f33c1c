//go:build !linux

package perft

// physicalMemory returns 0: unknown on this system.
func physicalMemory() uint64 { return 0 }
