package quote

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestQ(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"short", "w KQkq", `"w KQkq"`},
		{"exactly Max", strings.Repeat("a", Max), `"` + strings.Repeat("a", Max) + `"`},
		{"long", strings.Repeat("8/", 60000), `"` + strings.Repeat("8/", Max/2) + `"… (120000 bytes)`},
		// é is two bytes; the cut does not split it
		{"cut at a character", strings.Repeat("a", Max-1) + "é" + strings.Repeat("b", 10), `"` + strings.Repeat("a", Max-1) + `"… (71 bytes)`},
	}
	for _, tc := range tests {
		if diff := cmp.Diff(tc.want, Q(tc.in)); diff != "" {
			t.Errorf("%s: Q (-want +got):\n%s", tc.name, diff)
		}
	}
}
