package digits

import "testing"

func TestRun(t *testing.T) {
	for _, c := range []struct {
		s      string
		i      int
		n, end int
	}{
		{"12a", 0, 12, 2},
		{"a12", 1, 12, 3},
		{"a12", 0, 0, 0},
		{"", 0, 0, 0},
		{"x7", 1, 7, 2},
		{"007b", 0, 7, 3},
	} {
		n, end := Run(c.s, c.i)
		if n != c.n || end != c.end {
			t.Errorf("Run(%q, %d) = %d, %d; want %d, %d", c.s, c.i, n, end, c.n, c.end)
		}
	}
}
