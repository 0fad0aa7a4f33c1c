package distcli

import (
	"bytes"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/distperft/distflags"
)

// TestRunHandOver: a run is one JSON argument of distflags' types (what
// distflags.Args makes); anything else is refused with status 2 without
// running, and the run's error is printed as betzac prints it (status 1,
// passwords redacted).
func TestRunHandOver(t *testing.T) {
	good, err := distflags.Args(distflags.WorkerCommand, distflags.Worker{NATS: "nats://u:pw@h:1", Threads: 2})
	if err != nil {
		t.Fatal(err)
	}
	fail := errors.New("connecting to nats://u:pw@h:1: refused")
	tests := []struct {
		name       string
		args       []string
		err        error
		wantStatus int
		wantStderr string
		wantRun    *distflags.Worker
	}{
		{name: "handed over", args: good[1:], wantRun: &distflags.Worker{NATS: "nats://u:pw@h:1", Threads: 2}},
		{name: "its error", args: good[1:], err: fail, wantStatus: 1, wantStderr: "betzac: connecting to nats://u:xxxxx@h:1: refused\n",
			wantRun: &distflags.Worker{NATS: "nats://u:pw@h:1", Threads: 2}},
		{name: "no argument", wantStatus: 2, wantStderr: "betzac-nats: want one argument, the run as JSON, as betzac hands it over\n"},
		{name: "two arguments", args: []string{"{}", "{}"}, wantStatus: 2,
			wantStderr: "betzac-nats: want one argument, the run as JSON, as betzac hands it over\n"},
		{name: "not JSON", args: []string{"--nats"}, wantStatus: 2,
			wantStderr: "betzac-nats: the run betzac handed over: invalid character '-' in numeric literal\n"},
		{name: "a field of another run", args: []string{`{"Depth": 3}`}, wantStatus: 2,
			wantStderr: "betzac-nats: the run betzac handed over: json: unknown field \"Depth\"\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var stderr bytes.Buffer
			var got *distflags.Worker
			status := run(tc.args, &stderr, func(w *distflags.Worker) error {
				got = w
				return tc.err
			})
			if diff := cmp.Diff([]any{tc.wantStatus, tc.wantStderr, tc.wantRun}, []any{status, stderr.String(), got}); diff != "" {
				t.Errorf("(-want +got: status, stderr, run):\n%s", diff)
			}
		})
	}
}
