//go:build !linux

package perft

// memoryLimit returns 0: unknown on this system.
func memoryLimit() (uint64, string) { return 0, "" }
