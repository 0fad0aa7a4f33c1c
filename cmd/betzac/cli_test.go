package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// execute runs betzac in-process with args and returns what it printed and
// its exit status. Flags are reset to their defaults first, since the
// commands are package variables that keep flag values between runs.
func execute(t *testing.T, args ...string) (stdout, stderr string, status int) {
	t.Helper()
	resetFlags(rootCmd)
	var out, errOut bytes.Buffer
	status = run(args, &out, &errOut)
	return out.String(), errOut.String(), status
}

func resetFlags(cmd *cobra.Command) {
	// Every flag, not only the changed ones: a value that failed to parse
	// may have been stored all the same (pflag's duration does that).
	reset := func(f *pflag.Flag) {
		if sv, ok := f.Value.(pflag.SliceValue); ok {
			_ = sv.Replace(nil)
		} else {
			_ = f.Value.Set(f.DefValue)
		}
		f.Changed = false
	}
	cmd.Flags().VisitAll(reset)
	cmd.PersistentFlags().VisitAll(reset)
	for _, c := range cmd.Commands() {
		resetFlags(c)
	}
}

func TestCLI(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		status int
		// stdout and stderr are the exact output, unless the *Has fields
		// are used instead: strings that must appear in it.
		stdout, stderr       string
		stdoutHas, stderrHas []string
	}{
		{
			name: "variants",
			args: []string{"variants"},
			// The list grows with every built-in; these lines must be in it.
			stdoutHas: []string{"capablanca ", " Capablanca Chess\n", "\nchess ", " Chess\n", "\nhookchess "},
		},
		{
			name:   "check reports three mistakes",
			args:   []string{"check", "testdata/capa.yaml"},
			status: 1,
			stderr: "testdata/capa.yaml:4:1: unknown field \"tilte\" (did you mean \"title\"?)\n" +
				"testdata/capa.yaml:11:47: betza \"fmWfcX\": 'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY\n" +
				"testdata/capa.yaml:12:62: start: 'X': no piece with letter X\n",
		},
		{
			name:   "check ok",
			args:   []string{"check", "testdata/mini.yaml", "chess", "capablanca"},
			stdout: "testdata/mini.yaml: ok\nchess: ok\ncapablanca: ok\n",
		},
		{
			name:   "check goes on after a bad file",
			args:   []string{"check", "testdata/nosuch.yaml", "testdata/mini.yaml"},
			status: 1,
			stdout: "testdata/mini.yaml: ok\n",
			stderr: "testdata/nosuch.yaml: cannot read: no such file or directory\n",
		},
		{
			name:      "compile chess",
			args:      []string{"compile", "chess"},
			stdoutHas: []string{"# program chess: board 8x8, 6 piece types", `K "King": betza "KisO2"`, `N "Knight": betza "N", offset 21, 8 moves`},
		},
		{
			name:      "compile file",
			args:      []string{"compile", "testdata/mini.yaml"},
			stdoutHas: []string{"# program mini: board 5x5", `H "Hook Mover": betza "RmasR"`},
		},
		{
			// Expected: compiler/testdata/id-legdefs.tsv, row N (the
			// Interactive Diagram's compiled legs, betza.js).
			name:   "compile --betza N --raw",
			args:   []string{"compile", "--betza", "N", "--raw"},
			stdout: "1 1 1 2 1027 1 1 2 1 1027 1 1 2 -1 1027 1 1 1 -2 1027 1 1 -1 -2 1027 1 1 -2 -1 1027 1 1 -2 1 1027 1 1 -1 2 1027 0\n",
		},
		{
			// Expected: compiler/testdata/id-legdefs.tsv, row RmasR.
			name:   "compile --betza RmasR --raw",
			args:   []string{"compile", "--raw", "--betza", "RmasR"},
			stdout: "1 0 0 1 1027 1 0 1 0 1027 1 0 0 -1 1027 1 0 -1 0 1027 2 0 0 1 1 0 1 0 1027 2 0 1 0 1 0 0 -1 1027 2 0 0 -1 1 0 -1 0 1027 2 0 -1 0 1 0 0 1 1027 2 0 0 1 1 0 -1 0 1027 2 0 1 0 1 0 0 1 1027 2 0 0 -1 1 0 1 0 1027 2 0 -1 0 1 0 0 -1 1027 0\n",
		},
		{
			name:      "compile --betza disassembly",
			args:      []string{"compile", "--betza", "W", "--board", "10x8"},
			stdoutHas: []string{`betza "W": 4 moves`, "1×(0,+1) mc"},
		},
		{
			name:      "compile variant --raw",
			args:      []string{"compile", "--raw", "testdata/mini.yaml"},
			stdoutHas: []string{"1 1 0 1 1027 "},
		},
		{
			name:   "compile --betza error with caret",
			args:   []string{"compile", "--betza", "fmWfcX"},
			status: 1,
			stderr: "betza \"fmWfcX\": column 6: 'X' must follow a leaper atom (W F D N A H C Z G), as in NX or DY\n" +
				"  fmWfcX\n" +
				"       ^\n",
		},
		{
			name:      "compile errors of a file",
			args:      []string{"compile", "testdata/capa.yaml"},
			status:    1,
			stderrHas: []string{"testdata/capa.yaml:11:47: betza"},
		},
		{
			name:   "compile unknown variant",
			args:   []string{"compile", "nosuch"},
			status: 1,
			stderr: "nosuch: unknown variant \"nosuch\" ('betzac variants' lists the built-ins), and no such file\n",
		},
		{name: "compile without argument", args: []string{"compile"}, status: 2,
			stderrHas: []string{"compile takes one VARIANT", "Run 'betzac compile --help' for usage."}},
		{name: "compile two arguments", args: []string{"compile", "chess", "capablanca"}, status: 2,
			stderrHas: []string{"compile takes one VARIANT"}},
		{name: "compile variant and --betza", args: []string{"compile", "chess", "--betza", "N"}, status: 2,
			stderrHas: []string{"not both"}},
		{name: "compile --board alone", args: []string{"compile", "chess", "--board", "8x8"}, status: 2,
			stderrHas: []string{"--board goes with --betza"}},
		{name: "compile bad --board", args: []string{"compile", "--betza", "N", "--board", "8by8"}, status: 2,
			stderrHas: []string{`--board: board "8by8": want FILESxRANKS`}},
		{name: "check without files", args: []string{"check"}, status: 2,
			stderrHas: []string{"missing argument FILE", "Run 'betzac check --help' for usage."}},
		{name: "variants with argument", args: []string{"variants", "x"}, status: 2,
			stderrHas: []string{`unknown command "x" for "betzac variants"`}},
		{name: "unknown command", args: []string{"compil"}, status: 2,
			stderrHas: []string{`unknown command "compil" (did you mean "compile"?)`}},
		{name: "unknown flag", args: []string{"compile", "--bogus"}, status: 2,
			stderrHas: []string{"unknown flag: --bogus"}},
		{name: "no arguments", args: nil, stdoutHas: []string{"Available Commands:", "compile"}},
	}
	for _, cmd := range []string{"", "variants", "check", "compile"} {
		args := strings.Fields(cmd + " --help")
		tests = append(tests, struct {
			name                 string
			args                 []string
			status               int
			stdout, stderr       string
			stdoutHas, stderrHas []string
		}{name: strings.Join(args, " "), args: args, stdoutHas: []string{"Usage:", "Examples:"}})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			stdout, stderr, status := execute(t, tt.args...)
			if status != tt.status {
				t.Errorf("status %d, want %d\nstdout:\n%s\nstderr:\n%s", status, tt.status, stdout, stderr)
			}
			check := func(what, got, want string, has []string) {
				if has == nil {
					if d := cmp.Diff(want, got); d != "" {
						t.Errorf("%s (-want +got):\n%s", what, d)
					}
					return
				}
				for _, h := range has {
					if !strings.Contains(got, h) {
						t.Errorf("%s lacks %q:\n%s", what, h, got)
					}
				}
			}
			check("stdout", stdout, tt.stdout, tt.stdoutHas)
			check("stderr", stderr, tt.stderr, tt.stderrHas)
		})
	}
}

func TestVersion(t *testing.T) {
	out, errOut, st := execute(t, "--version")
	if st != 0 || !strings.HasPrefix(out, "betzac ") || strings.Count(out, "\n") != 1 || errOut != "" {
		t.Errorf("--version: status %d, stdout %q, stderr %q; want one line \"betzac VERSION\"", st, out, errOut)
	}
}
