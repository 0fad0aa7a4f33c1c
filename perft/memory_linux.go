package perft

import "syscall"

// physicalMemory returns the machine's memory in bytes, or 0 if unknown.
// A hash table larger than that could only end in an out-of-memory crash.
func physicalMemory() uint64 {
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) != nil {
		return 0
	}
	return uint64(si.Totalram) * uint64(si.Unit)
}
