package natsd

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/nats-io/nats.go"

	"github.com/betzac/betzac/distperft"
)

// keyList is what an unknown key's error lists.
const keyList = "(the keys: listen, store, users, allow-nkey, tls-cert, tls-key; of a user: user, password)"

// TestReadConfig: the configuration betzac writes is read back whole; a
// bad one is refused with its line and column.
func TestReadConfig(t *testing.T) {
	full := distperft.ServerConfig{Listen: "127.0.0.1:0", Store: "/s", Users: []distperft.User{{Name: "u", Password: "p"}},
		Nkeys: []string{"UA"}, TLSCert: "c.pem", TLSKey: "k.pem"}
	tests := []struct {
		name, in string
		want     distperft.ServerConfig
		wantErr  string
	}{
		{name: "every key", in: `{"listen": "127.0.0.1:0", "store": "/s", "users": [{"user": "u", "password": "p"}],
			"allow-nkey": ["UA"], "tls-cert": "c.pem", "tls-key": "k.pem"}`, want: full},
		{name: "the rest of the input is not read", in: `{"listen": "h:1", "store": "s"} anything`,
			want: distperft.ServerConfig{Listen: "h:1", Store: "s"}},
		{name: "empty", in: "", wantErr: "stdin: no configuration: a JSON object is needed (betzac-nats --help)"},
		{name: "cut short", in: "{\"listen\": \"127.0.0.1:0\",\n \"store\"",
			wantErr: "stdin: line 2, column 9: the input ends inside the JSON object"},
		{name: "not JSON", in: `{"listen": 127.0.0.1}`,
			wantErr: "stdin: line 1, column 17: invalid character '.' after object key:value pair"},
		{name: "a number for a string", in: `{"listen": 4222}`,
			wantErr: `stdin: line 1, column 16: "listen": a JSON number where a string goes`},
		{name: "a number for a user's name", in: "{\"store\": \"s\",\n  \"users\": [{\"user\": 1}]}",
			wantErr: `stdin: line 2, column 23: "users.user": a JSON number where a string goes`},
		{name: "a string for a list", in: `{"allow-nkey": "U"}`,
			wantErr: `stdin: line 1, column 19: "allow-nkey": a JSON string where a list goes`},
		{name: "a list for the object", in: `[1]`,
			wantErr: "stdin: line 1, column 2: the configuration: a JSON array where an object goes"},
		{name: "unknown key", in: `{"store": "port", "port": 4222}`,
			wantErr: `stdin: line 1, column 19: unknown key "port" ` + keyList},
		{name: "unknown key of a user", in: `{"users": [{"name": "u"}]}`,
			wantErr: `stdin: line 1, column 13: unknown key "name" ` + keyList},
		{name: "no listen", in: `{"store": "s"}`, wantErr: `stdin: no "listen" (HOST:PORT, port 0 for any free one)`},
		{name: "null", in: `null`, wantErr: `stdin: no "listen" (HOST:PORT, port 0 for any free one)`},
		{name: "no store", in: `{"listen": "h:1"}`, wantErr: `stdin: no "store" (the directory of the JetStream store)`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := ReadConfig(strings.NewReader(tc.in))
			if tc.wantErr != "" {
				if err == nil || err.Error() != tc.wantErr {
					t.Errorf("error %v, want %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestMainRefuses: arguments, a configuration it cannot read and one the
// server refuses end betzac-nats with a one-line error and no URL.
func TestMainRefuses(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, stdin string
		args        []string
		wantStatus  int
		wantStderr  string
	}{
		{name: "an argument", args: []string{"--listen"}, wantStatus: 2,
			wantStderr: `betzac-nats: "--listen": it takes no arguments: the configuration comes on stdin (betzac-nats --help)`},
		{name: "no configuration", wantStatus: 2,
			wantStderr: "betzac-nats: stdin: no configuration: a JSON object is needed (betzac-nats --help)"},
		{name: "bad JSON", stdin: "{\n\"listen\" \"h:1\"}", wantStatus: 2,
			wantStderr: "betzac-nats: stdin: line 2, column 10: invalid character '\"' after object key"},
		{name: "bad port", stdin: `{"listen": "127.0.0.1:70000", "store": "` + dir + `"}`, wantStatus: 1,
			wantStderr: `betzac-nats: --listen "127.0.0.1:70000": the port must be a number from 0 to 65535`},
		{name: "bad nkey", stdin: `{"listen": "127.0.0.1:0", "store": "` + dir + `", "allow-nkey": ["Xbad"]}`, wantStatus: 1,
			wantStderr: `betzac-nats: --allow-nkey "Xbad": not a public nkey of a user (it starts U)`},
		{name: "user without password", stdin: `{"listen": "127.0.0.1:0", "store": "` + dir + `", "users": [{"user": "u"}]}`, wantStatus: 1,
			wantStderr: `betzac-nats: users[0]: a user needs a name and a password`},
		{name: "certificate without key", stdin: `{"listen": "127.0.0.1:0", "store": "` + dir + `", "tls-cert": "c.pem"}`, wantStatus: 1,
			wantStderr: `betzac-nats: --tls-cert and --tls-key go together`},
		{name: "store is a file", stdin: `{"listen": "127.0.0.1:0", "store": "` + file + `"}`, wantStatus: 1,
			wantStderr: "betzac-nats: --store " + file + ": not a directory"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr strings.Builder
			status := Main(tc.args, strings.NewReader(tc.stdin), &stdout, &stderr, nil)
			got := []any{status, stdout.String(), stderr.String()}
			if diff := cmp.Diff([]any{tc.wantStatus, "", tc.wantStderr + "\n"}, got); diff != "" {
				t.Errorf("(-want +got: status, stdout, stderr):\n%s", diff)
			}
		})
	}
}

// TestMainHelp: --help says what to write on stdin.
func TestMainHelp(t *testing.T) {
	var stdout, stderr strings.Builder
	if status := Main([]string{"--help"}, strings.NewReader(""), &stdout, &stderr, nil); status != 0 ||
		!strings.Contains(stdout.String(), `{"listen": "127.0.0.1:4222", "store": "DIR",`) || stderr.Len() != 0 {
		t.Errorf("status %d, stdout %q, stderr %q", status, stdout.String(), stderr.String())
	}
}

// serve runs Main with cfg on a pipe and returns the URL it printed,
// the pipe's writing end and Main's status once it returns.
func serve(t *testing.T, cfg string, interrupt chan os.Signal) (url string, stdin io.WriteCloser, status <-chan int) {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- Main(nil, inR, outW, io.Discard, interrupt)
		outW.Close()
	}()
	go func() { _, _ = io.WriteString(inW, cfg) }()
	line, err := bufio.NewReader(outR).ReadString('\n')
	if err != nil {
		t.Fatalf("no URL printed: %v", err)
	}
	go func() { _, _ = io.Copy(io.Discard, outR) }()
	t.Cleanup(func() { inW.Close() })
	return strings.TrimSpace(line), inW, done
}

// waitStatus returns Main's status, failing after a minute.
func waitStatus(t *testing.T, status <-chan int) int {
	t.Helper()
	select {
	case s := <-status:
		return s
	case <-time.After(time.Minute):
		t.Fatal("betzac-nats did not stop")
		return -1
	}
}

// TestMainServes: betzac-nats prints the URL it listens on, lets in the
// users it was given and no one else, and stops when its stdin ends,
// keeping its store.
func TestMainServes(t *testing.T) {
	store := filepath.Join(t.TempDir(), "store")
	url, stdin, status := serve(t, `{"listen": "127.0.0.1:0", "store": "`+store+`", "users": [{"user": "u", "password": "p"}]}`+"\n", nil)
	if !strings.HasPrefix(url, "nats://127.0.0.1:") {
		t.Fatalf("printed %q, want nats://127.0.0.1:PORT", url)
	}
	nc, err := nats.Connect(url, nats.UserInfo("u", "p"))
	if err != nil {
		t.Fatal(err)
	}
	nc.Close()
	if nc, err := nats.Connect(url, nats.UserInfo("u", "wrong")); err == nil {
		nc.Close()
		t.Error("a client with the wrong password connected")
	}
	stdin.Close()
	if s := waitStatus(t, status); s != 0 {
		t.Errorf("status %d after stdin ended, want 0", s)
	}
	if nc, err := nats.Connect(url, nats.UserInfo("u", "p"), nats.MaxReconnects(0)); err == nil {
		nc.Close()
		t.Error("the server still runs")
	}
	if fi, err := os.Stat(store); err != nil || !fi.IsDir() {
		t.Errorf("the store: %v", err)
	}
}

// TestMainStopsOnSignal: SIGTERM (here, on the channel) stops it too.
func TestMainStopsOnSignal(t *testing.T) {
	interrupt := make(chan os.Signal, 1)
	url, _, status := serve(t, `{"listen": "127.0.0.1:0", "store": "`+t.TempDir()+`"}`, interrupt)
	nc, err := nats.Connect(url)
	if err != nil {
		t.Fatal(err)
	}
	interrupt <- syscall.SIGTERM
	nc.Close()
	if s := waitStatus(t, status); s != 0 {
		t.Errorf("status %d after SIGTERM, want 0", s)
	}
}
