package rcx

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func indexFold(letters []string, l string) int {
	for i, x := range letters {
		if strings.EqualFold(x, l) {
			return i
		}
	}
	return -1
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}

var nonName = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`[^A-Za-z0-9_]+`) }}

// cName makes a variant name a file base name make is happy with.
func cName(s string) string {
	s = nonName.Get().ReplaceAllString(s, "_")
	if s == "" {
		return "variant"
	}
	return s
}
