package vm

// SetForceSlow switches the slow legality path on for every node (tests).
func SetForceSlow(on bool) { forceSlow = on }
