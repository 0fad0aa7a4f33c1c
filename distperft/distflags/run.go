package distflags

import (
	"encoding/json"
	"fmt"
	"net"
	"regexp"
	"strings"
	"time"

	"github.com/betzac/betzac/internal/lazy"
)

// The subcommands of betzac-nats that run what betzac hands over.
const (
	PerftCommand  = "perft"  // a PerftRun: betzac perft --split
	WorkerCommand = "worker" // a Worker: betzac worker
)

// PerftRun is a run of betzac perft --split, as betzac parsed and checked
// it.
type PerftRun struct {
	Variant string // the VARIANT|FILE argument
	// FEN and Moves are the position of --fen (or --sfen) and --moves
	// in the VM's notation, as vm.NewPosition and vm.Position.ParseMove
	// read them (betzac converts an SFEN, USI and SAN moves).
	FEN     string   // "" = the variant's start position
	Moves   []string // in vm.Position.MoveString's notation
	Depth   int
	Threads int
	JSON    bool
	Divide  bool
	Split
	// Server is the betzac-nats found, which runs the NATS server
	// without --nats.
	Server string
	// ProgressAfter is how long the run goes before its progress shows
	// on stderr.
	ProgressAfter time.Duration
}

// Args are betzac-nats's arguments that run run (a PerftRun or a
// Worker) as the subcommand sub.
func Args(sub string, run any) ([]string, error) {
	data, err := json.Marshal(run)
	if err != nil {
		return nil, err
	}
	return []string{sub, string(data)}, nil
}

// CheckSplit checks a split k plies deep of a perft to depth.
func CheckSplit(depth, k int) error {
	if k < 1 || k > depth {
		return fmt.Errorf("--split %d: must be between 1 and the depth %d", k, depth)
	}
	return nil
}

// Loopback reports whether host is this machine only.
func Loopback(host string) bool {
	ip := net.ParseIP(host)
	return host == "localhost" || ip != nil && ip.IsLoopback()
}

// userInfo is the credentials part of a URL ("nats://user:password@").
var userInfo = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`([A-Za-z][A-Za-z0-9+.-]*://)([^/@\s]*)@`) }}

// Redact returns s with the passwords and tokens of the URLs in it
// replaced: "nats://u:s3cr3t@h" becomes "nats://u:xxxxx@h", "nats://tok@h"
// "nats://xxxxx@h". Every URL betzac prints goes through it.
func Redact(s string) string {
	return userInfo.Get().ReplaceAllStringFunc(s, func(m string) string {
		sub := userInfo.Get().FindStringSubmatch(m)
		if user, _, ok := strings.Cut(sub[2], ":"); ok {
			return sub[1] + user + ":xxxxx@"
		}
		return sub[1] + "xxxxx@"
	})
}
