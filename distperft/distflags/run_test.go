package distflags

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestRedact: the passwords and tokens of URLs are replaced, nothing else.
func TestRedact(t *testing.T) {
	tests := map[string]string{
		"connecting to nats://u:s3cr3t@lab1:4222: refused":     "connecting to nats://u:xxxxx@lab1:4222: refused",
		"tls://tok3n@lab1:4222":                                "tls://xxxxx@lab1:4222",
		"nats://a:b@h1:1, nats://c:d@h2:2":                     "nats://a:xxxxx@h1:1, nats://c:xxxxx@h2:2",
		"nats://127.0.0.1:4222 and user@example.org":           "nats://127.0.0.1:4222 and user@example.org",
		"worker w1: connected to nats://127.0.0.1:4222/path@x": "worker w1: connected to nats://127.0.0.1:4222/path@x",
	}
	for in, want := range tests {
		if diff := cmp.Diff(want, Redact(in)); diff != "" {
			t.Errorf("Redact(%q) (-want +got):\n%s", in, diff)
		}
	}
}
