package perft

import "syscall"

// memoryLimit returns the memory in bytes this process may use, or 0 if
// unknown: the machine's memory, or less where the address space is
// limited (ulimit -v). A hash table larger than that could only end in an
// out-of-memory crash.
func memoryLimit() (limit uint64, what string) {
	var si syscall.Sysinfo_t
	if syscall.Sysinfo(&si) == nil {
		limit, what = uint64(si.Totalram)*uint64(si.Unit), "this machine's memory"
	}
	var rl syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_AS, &rl) == nil && rl.Cur != ^uint64(0) &&
		(limit == 0 || rl.Cur < limit) {
		limit, what = rl.Cur, "the address-space limit (ulimit -v)"
	}
	return limit, what
}
