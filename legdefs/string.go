package legdefs

import (
	"strconv"
	"strings"
)

// String returns the table as bare integers separated by spaces, the
// "raw" form of id-legdefs.tsv and of "betzac compile --raw".
func (t Table) String() string {
	var b strings.Builder
	for i, n := range t {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(int(n)))
	}
	return b.String()
}
