// Package digits reads the run of decimal digits that a notation (FEN
// empty squares, a USI file, a square's rank) writes inside a string.
package digits

// Run returns the number the digits of s from i on write and the index
// after them; with no digit at i it returns 0 and i. A run too long for
// an int is not read whole: callers bound the numbers they accept.
func Run(s string, i int) (n, end int) {
	for end = i; end < len(s) && s[end] >= '0' && s[end] <= '9'; end++ {
		if n < 1<<40 {
			n = n*10 + int(s[end]-'0')
		}
	}
	return n, end
}
