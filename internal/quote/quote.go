// Package quote quotes what a user wrote in an error message, and keeps a
// long text out of it: a text longer than Max is not what the user meant
// to show (a pasted file, a runaway FEN of 120 KB) and would bury the
// message. The YAML loader (package variants) and the FEN readers (vm,
// refgen) use it, so that every message abbreviates alike.
package quote

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Max is the longest text a message quotes whole, in bytes.
const Max = 60

// Long reports whether s is too long to quote whole.
func Long(s string) bool { return len(s) > Max }

// Q returns s quoted as %q does when it is at most Max bytes long, and
// otherwise its first bytes quoted, cut at a character, with "…" and
// its length: "rnbq…" (120034 bytes).
func Q(s string) string {
	if !Long(s) {
		return strconv.Quote(s)
	}
	n := Max
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return fmt.Sprintf("%s… (%d bytes)", strconv.Quote(s[:n]), len(s))
}

// Short returns s itself when it is at most Max bytes long, and otherwise
// Q(s): for a message that shows a short text bare ("move 3 (e2e9)").
func Short(s string) string {
	if !Long(s) {
		return s
	}
	return Q(s)
}
