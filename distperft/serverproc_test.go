package distperft

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/betzac/betzac/distperft/distflags"
)

// TestStartServerProcessFails: a server that cannot start gives its
// reason, without the command's name; a command that is no server is
// named, with how it ended.
func TestStartServerProcessFails(t *testing.T) {
	path, err := distflags.FindServer("the tests run", "")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = StartServerProcess(path, ServerConfig{Listen: "127.0.0.1:0", Store: file})
	if want := "--store " + file + ": not a directory"; err == nil || err.Error() != want {
		t.Errorf("store is a file: error %v, want %q", err, want)
	}
	_, err = StartServerProcess("/bin/true", ServerConfig{Listen: "127.0.0.1:0", Store: t.TempDir()})
	if want := "NATS server /bin/true ended (exit status 0) without printing where it listens"; err == nil || err.Error() != want {
		t.Errorf("not a server: error %v, want %q", err, want)
	}
	_, err = StartServerProcess(file, ServerConfig{Listen: "127.0.0.1:0", Store: t.TempDir()})
	if err == nil || !strings.Contains(err.Error(), "permission denied") {
		t.Errorf("not executable: error %v, want permission denied", err)
	}
}

// TestStartServerProcessSilent: a server that never prints its URL is
// killed after serverReadyTimeout and named, rather than waited for.
func TestStartServerProcessSilent(t *testing.T) {
	script := filepath.Join(t.TempDir(), "silent")
	if err := os.WriteFile(script, []byte("#!/bin/sh\nexec sleep 60\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	defer func(d time.Duration) { serverReadyTimeout = d }(serverReadyTimeout)
	serverReadyTimeout = 300 * time.Millisecond
	_, err := StartServerProcess(script, ServerConfig{Listen: "127.0.0.1:0", Store: t.TempDir()})
	want := "NATS server " + script + " printed no URL within 300ms: killed"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %q", err, want)
	}
}
