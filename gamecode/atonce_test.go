package gamecode

import "testing"

// TestCompileAtOnce: the statement keywords are built on first use
// (lazy.Value); code compiled by goroutines at once, the first use
// when this test runs alone (go test -race -run TestCompileAtOnce), is
// read as it is one at a time.
func TestCompileAtOnce(t *testing.T) {
	codes := []string{
		"set a 1; if == #a 1: set b 2; else: set b 3; endif;",
		"sub f x: my y; set y #x; return #y; endsub; set a sub f 1;",
		"set a 1:",
	}
	compile := func(code string) string {
		if _, err := Compile(chess(code)); err != nil {
			return err.Error()
		}
		return "ok"
	}
	got := make([]string, len(codes))
	done := make(chan bool)
	for i, code := range codes {
		go func() { got[i] = compile(code); done <- true }()
	}
	for range codes {
		<-done
	}
	for i, code := range codes {
		if want := compile(code); got[i] != want {
			t.Errorf("%q compiled at once: %s, one at a time: %s", code, got[i], want)
		}
	}
	if got[0] != "ok" || got[2] == "ok" {
		t.Errorf("compiled at once: %q; want the first compiled, the last refused", got)
	}
}
