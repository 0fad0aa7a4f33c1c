package enginetest

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestFSFCheckRun: a run against the fake engine (betzac's own chess)
// with a known-error row that no longer holds (the engine makes no extra
// move) fails that row; chess, listed as expected to fail, passes and is
// reported as XPASS.
func TestFSFCheckRun(t *testing.T) {
	dir := t.TempDir()
	known := filepath.Join(dir, "known.tsv")
	row := "# variant, FEN, move, proof\n\nchess\t" + startFEN + "\te2e5\tno such error\n"
	if err := os.WriteFile(known, []byte(row), 0o644); err != nil {
		t.Fatal(err)
	}
	xfail := filepath.Join(dir, "xfail.tsv")
	if err := os.WriteFile(xfail, []byte("chess\tissue 0\ta reason\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	expect, err := ReadExpectFail(xfail)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSession(func() (*Engine, error) {
		return Start(context.Background(), Config{Command: []string{fakeEngine}, CommandTimeout: time.Minute})
	})
	defer s.Close()
	var out strings.Builder
	c := FSFCheck{Variants: []string{"chess"}, Known: known, ExpectFail: expect, Play: PlayOptions{Games: 1, Plies: 4, Seed: 1}}
	tally, err := c.Run(context.Background(), s, &out)
	if err != nil {
		t.Fatal(err)
	}
	got := regexp.MustCompile(`\(\d+\.\ds\)`).ReplaceAllString(out.String(), "(T)")
	want := "FAIL known chess " + startFEN + " e2e5: want the engine's only extra move to be e2e5; the engine and betzac now differ by: nothing (they agree)\n" +
		"XPASS chess: 5 positions, 0 deeper perfts (T)\n" +
		"     expected to fail: issue 0 a reason\n" +
		"     it passed: remove it from the expected failures\n" +
		"fsfplay: 5 positions, 0 deeper perfts, 0 fsf-wrong, 0 expected failures\n" +
		"1 passed, 1 failed\n"
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("output (-want +got):\n%s", d)
	}
	if tally.Passed != 1 || tally.Failed != 1 {
		t.Errorf("tally %+v, want 1 passed, 1 failed", tally)
	}
}
