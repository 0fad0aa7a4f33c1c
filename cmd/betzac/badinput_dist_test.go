package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// badInputsDist are bad command lines of perft --split (issue 23): each
// is refused before a server starts, naming its cause first.
var badInputsDist = []badInput{
	{name: "split with a hash table", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--hash", "16"},
		wantExit: 2, wantFirst: "betzac: --hash is for plain perft: workers of --split count without a table"},
	{name: "split on the VM alone", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--vm-only"},
		wantExit: 2, wantFirst: "betzac: --vm-only is for plain perft: workers of --split count on the back end the variant fits"},
	{name: "split deeper than the depth", args: []string{"perft", "chess", "-d", "2", "--split", "5", "--store", "{dir}/s", "--listen", "127.0.0.1:0"},
		wantExit: 2, wantFirst: "betzac: --split 5: must be between 1 and the depth 2"},
	{name: "listen port too large", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/s", "--listen", "127.0.0.1:99999"},
		wantExit: 2, wantFirst: `betzac: --listen "127.0.0.1:99999": the port must be a number from 0 to 65535`},
	{name: "listen port not a number", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/s", "--listen", "127.0.0.1:http"},
		wantExit: 2, wantFirst: `betzac: --listen "127.0.0.1:http": the port must be a number from 0 to 65535`},
	{name: "listen on an address of another machine", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/s",
		"--listen", "192.0.2.1:4222", "--user", "u", "--password", "p"},
		wantExit: 1, wantFirst: "betzac: --listen 192.0.2.1:4222: bind: cannot assign requested address"},
	{name: "nkey file missing", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/s", "--listen", "127.0.0.1:0", "--nkey", "{dir}/none"},
		wantExit: 1, wantFirst: "betzac: --nkey {dir}/none: no such file or directory"},
	{name: "allow-nkey not a user's", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/s", "--listen", "127.0.0.1:0", "--allow-nkey", "Xbad"},
		wantExit: 1, wantFirst: `betzac: --allow-nkey "Xbad": not a public nkey of a user (it starts U)`},
	{name: "tls-cert without tls-key", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/s", "--listen", "127.0.0.1:0", "--tls-cert", "{dir}/c"},
		wantExit: 1, wantFirst: "betzac: --tls-cert and --tls-key go together"},
	{name: "store is a file", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/f", "--listen", "127.0.0.1:0"},
		files: map[string]string{"f": "not a directory\n"}, wantExit: 1, wantFirst: "betzac: --store {dir}/f: not a directory"},
	{name: "store under a file", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/f/s", "--listen", "127.0.0.1:0"},
		files: map[string]string{"f": "not a directory\n"}, wantExit: 1, wantFirst: "betzac: --store {dir}/f/s: not a directory"},
	{name: "secret readable by others", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--store", "{dir}/s", "--listen", "127.0.0.1:0", "--secret", "{dir}/secret"},
		files:    map[string]string{"secret": "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff\n"},
		wantExit: 1, wantFirst: "betzac: --secret {dir}/secret: others may read it (mode 0644): chmod 600 {dir}/secret"},
	{name: "password in the NATS URL", args: []string{"perft", "chess", "-d", "2", "--split", "1", "--nats", "nats://perft:s3cr3t@127.0.0.1:1", "--secret", "{dir}/secret"},
		wantExit: 1, wantFirst: "betzac: connecting to nats://perft:xxxxx@127.0.0.1:1: nats: no servers available for connection"},
	{name: "worker without a secret", args: []string{"worker", "--nats", "nats://127.0.0.1:1", "--secret", "{dir}/none"},
		wantExit: 1, wantFirst: "betzac: --secret {dir}/none: no such file or directory"},
}

func TestBadInputDist(t *testing.T) {
	runBadInputs(t, badInputsDist)
}

// TestDistributedChecksFirst: a bad argument is refused before the store
// is made or a server starts (--split 5 with depth 2 used to start one).
func TestDistributedChecksFirst(t *testing.T) {
	for _, extra := range [][]string{{"--split", "5"}, {"--split", "1", "--nkey", "none"}, {"--split", "1", "--listen", "127.0.0.1:99999"}} {
		store := filepath.Join(t.TempDir(), "s")
		args := append([]string{"perft", "chess", "-d", "2", "--store", store, "--listen", "127.0.0.1:0"}, extra...)
		if _, stderr, status := execute(t, args...); status == 0 || strings.Contains(stderr, "NATS server") {
			t.Errorf("%q: status %d, stderr %q: want an error before a server starts", extra, status, stderr)
		}
		if _, err := os.Stat(store); err == nil {
			t.Errorf("%q: the store %s was made", extra, store)
		}
	}
}
