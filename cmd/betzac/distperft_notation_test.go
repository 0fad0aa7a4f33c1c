package main

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestDistributedNotations: perft --split from a position given in a
// notation betzac converts (an SFEN in --fen or --sfen, USI or SAN moves
// in --moves) counts what plain perft of the same flags counts. betzac
// hands the run to betzac-nats and its workers, which read the VM's
// notation only: they must get the position converted (before, an SFEN
// or a USI move failed in betzac-nats, and --sfen was dropped, counting
// the start position).
func TestDistributedNotations(t *testing.T) {
	url, secret := startTestServer(t)
	startWorkers(t, url, secret, 2)
	const chuPos7 = "12/12/12/12/12/4r7/12/12/5o3n1n/4N6P/12/6B5 w - 1" // badinput_chusfen_test.go
	tests := []struct {
		name, variant string
		position      []string // --fen, --sfen, --moves
		depth, split  int
	}{
		{"shogi SFEN and USI drop", "shogi",
			[]string{"--fen", "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5", "--moves", "B*5e 8b5b"}, 3, 1},
		{"shogi --sfen", "shogi",
			[]string{"--sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", "--moves", "3c3d"}, 3, 1},
		{"shogi --sfen alone", "shogi",
			[]string{"--sfen", "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"}, 3, 1},
		{"shogi USI moves only", "shogi", []string{"--moves", "7g7f 3c3d 8h2b+ 3a2b"}, 3, 1},
		{"minishogi SFEN and USI captures", "minishogi",
			[]string{"--fen", "rbsgk/4p/5/P4/KGSBR b - 1", "--moves", "1e1b 1a1b"}, 3, 2},
		{"chushogi counter-strike square", "chushogi", []string{"--fen", chuPos7, "--moves", "7i8j+"}, 3, 1},
		{"chushogi Lion's double move", "chushogi", []string{"--sfen", chuPos7, "--moves", "3i4i3i 1j1i"}, 2, 1},
		{"chess SAN", "chess", []string{"--moves", "e4 e5 Nf3"}, 3, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"perft", tc.variant, "-d", fmt.Sprint(tc.depth)}, tc.position...)
			want, _ := distributedJSON(t, args...) // without --split: plain perft
			got, _ := distributedJSON(t, append(args, "--split", fmt.Sprint(tc.split), "--nats", url, "--secret", secret,
				"--workers", "0", "--user", testAuth.User, "--password", testAuth.Password)...)
			if got.Nodes != want.Nodes {
				t.Errorf("nodes %d, plain perft %d", got.Nodes, want.Nodes)
			}
			if diff := cmp.Diff(want.Divide, got.Divide); diff != "" {
				t.Errorf("divide (-plain +distributed):\n%s", diff)
			}
		})
	}
}
