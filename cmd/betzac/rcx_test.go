package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRCXCommand(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name   string
		args   []string
		status int
		out    string // in stdout
		err    string // in stderr
		files  []string
	}{
		{"chess", []string{"rcx", "chess", "-o", filepath.Join(dir, "chess")}, 0, "estimated size: text", "",
			[]string{"Makefile", "core.c", "app.c", "betzac.h", "variant.h", "tables.inc", "crt0.s", "bare.ld"}},
		{"chess960 refused", []string{"rcx", "chess960", "-o", filepath.Join(dir, "c960")}, 1, "", "Chess960 castling is not supported on the RCX", nil},
		{"bad depth", []string{"rcx", "chess", "--depth", "0"}, 2, "", `invalid argument "0" for "-d, --depth" flag: want an integer from 1 to 9`, nil},
		{"no variant", []string{"rcx"}, 2, "", "missing argument VARIANT|FILE", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if st := run(tc.args, &out, &errb); st != tc.status {
				t.Fatalf("exit status %d, want %d; stderr:\n%s", st, tc.status, errb.String())
			}
			if !strings.Contains(out.String(), tc.out) || !strings.Contains(errb.String(), tc.err) {
				t.Errorf("stdout %q, stderr %q; want %q and %q in them", out.String(), errb.String(), tc.out, tc.err)
			}
			for _, f := range tc.files {
				if _, err := os.Stat(filepath.Join(tc.args[3], f)); err != nil {
					t.Error(err)
				}
			}
		})
	}
}
