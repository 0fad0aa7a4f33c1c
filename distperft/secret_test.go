package distperft

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/nats-io/nats.go/jetstream"
)

// TestLoadSecret: a new secret's file is readable by its user only; a
// file others may read, or that holds no secret, is refused; the MAC
// names the key and the count.
func TestLoadSecret(t *testing.T) {
	file := filepath.Join(t.TempDir(), "store", SecretFile)
	s, err := LoadSecret(file, true)
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(file); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("%v, %v: want mode 0600", fi, err)
	}
	again, err := LoadSecret(file, false)
	if err != nil || again.Password() != s.Password() {
		t.Fatalf("read again: %v, another password: %v", err, again.Password() != s.Password())
	}
	c := Count{Nodes: 20, Worker: "w"}
	c.MAC = s.Sign("k", c)
	if !s.signed("k", c) {
		t.Error("a signed count is not taken")
	}
	for _, forged := range []Count{{Nodes: 21, Worker: "w", MAC: c.MAC}, {Nodes: 20, Worker: "x", MAC: c.MAC}, {Nodes: 20, Worker: "w"}} {
		if s.signed("k", forged) {
			t.Errorf("%+v is taken", forged)
		}
	}
	if s.signed("k2", c) {
		t.Error("a count moved to another key is taken")
	}
	if err := os.Chmod(file, 0o640); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSecret(file, false); err == nil || !strings.Contains(err.Error(), "others may read it (mode 0640)") {
		t.Errorf("group-readable secret: %v", err)
	}
	bad := filepath.Join(t.TempDir(), "bad")
	if err := os.WriteFile(bad, []byte("password\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadSecret(bad, false); err == nil || !strings.Contains(err.Error(), "not a betzac secret") {
		t.Errorf("not a secret: %v", err)
	}
}

// entry is a Results entry as a watch gives it.
type entry struct {
	jetstream.KeyValueEntry // the methods readCount does not call
	key                     string
	value                   []byte
}

func (e entry) Key() string                     { return e.key }
func (e entry) Value() []byte                   { return e.value }
func (e entry) Operation() jetstream.KeyValueOp { return jetstream.KeyValuePut }

// TestReadCountSigned: the coordinator takes a count only with its MAC;
// an unsigned error still stops the run (the worker that stored it has
// dropped the unit: waiting would be for ever).
func TestReadCountSigned(t *testing.T) {
	s := testSecret(t)
	put := func(c Count, sign bool) entry {
		if sign {
			c.MAC = s.Sign("k", c)
		}
		data, _ := json.Marshal(c)
		return entry{key: "k", value: data}
	}
	type got struct {
		Nodes                uint64
		OK, Failed, Unsigned bool
	}
	tests := []struct {
		name string
		e    entry
		want got
	}{
		{"signed count", put(Count{Nodes: 20, Worker: "w"}, true), got{20, true, false, false}},
		{"unsigned count", put(Count{Nodes: 20, Worker: "w"}, false), got{20, false, false, true}},
		{"signed error", put(Count{Worker: "w", Error: "bad"}, true), got{0, false, true, false}},
		{"unsigned error", put(Count{Worker: "w", Error: "bad"}, false), got{0, false, true, true}},
	}
	for _, tc := range tests {
		n, ok, failed, unsigned := readCount(tc.e, s)
		if diff := cmp.Diff(tc.want, got{n.Nodes, ok, failed != "", unsigned}); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.name, diff)
		}
	}
}
