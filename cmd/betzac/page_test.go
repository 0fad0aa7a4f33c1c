package main

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// betzac page writes the site; the browser test (page/browser_test.go)
// checks what it does. Here: the files, and the errors.
func TestPageCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	stdout, stderr, status := execute(t, "page", "hookchess", "-o", dir)
	if status != 0 {
		t.Fatalf("status %d, stderr %q", status, stderr)
	}
	if want := "wrote " + filepath.Join(dir, "index.html") + "\n"; stdout != want {
		t.Errorf("stdout %q, want %q", stdout, want)
	}
	for _, f := range []string{"index.html", "app.js", "style.css", "vm.js", "variant.js", "wasm_exec.js"} {
		if fi, err := os.Stat(filepath.Join(dir, f)); err != nil || fi.Size() == 0 {
			t.Errorf("%s: %v", f, err)
		}
	}
	checkVMScript(t, filepath.Join(dir, "vm.js"))
	variant, err := os.ReadFile(filepath.Join(dir, "variant.js"))
	if err != nil || !strings.Contains(string(variant), `RmasR`) {
		t.Errorf("variant.js does not hold hookchess's hook mover (RmasR): %v", err)
	}
}

func TestPageCommandErrors(t *testing.T) {
	for _, tc := range []struct {
		name      string
		args      []string
		path      string // PATH for the run ("" = unchanged)
		status    int
		stderrHas string
	}{
		{"no -o", []string{"page", "chess"}, "", 2, "page needs -o DIR"},
		{"unknown variant", []string{"page", "nosuchvariant", "-o", "x"}, "", 1, "nosuchvariant"},
		{"not betzac's source", []string{"page", "chess", "-o", "x", "--src", "testdata"}, "", 1, "betzac's source not found at testdata"},
		{"no go command", []string{"page", "chess", "-o", "x", "--src", "../.."}, "/nonexistent", 1, "there is no go command on PATH"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.path != "" {
				t.Setenv("PATH", tc.path)
			}
			args := tc.args
			for i, a := range args {
				if a == "x" {
					args[i] = filepath.Join(t.TempDir(), "x")
				}
			}
			_, stderr, status := execute(t, args...)
			if status != tc.status || !strings.Contains(stderr, tc.stderrHas) {
				t.Errorf("status %d, stderr %q; want %d and %q", status, stderr, tc.status, tc.stderrHas)
			}
		})
	}
}

// checkVMScript checks that vm.js holds the VM as app.js reads it:
// WebAssembly, gzipped, in base64.
func checkVMScript(t *testing.T, file string) {
	t.Helper()
	js, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`var BETZAC_VM_GZ = "([A-Za-z0-9+/=]*)";`).FindSubmatch(js)
	if m == nil {
		t.Fatalf("vm.js does not set BETZAC_VM_GZ to a base64 string")
	}
	gz, err := base64.StdEncoding.DecodeString(string(m[1]))
	if err != nil {
		t.Fatalf("BETZAC_VM_GZ: %v", err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatalf("BETZAC_VM_GZ is not gzipped: %v", err)
	}
	wasm, err := io.ReadAll(zr)
	if err != nil || !bytes.HasPrefix(wasm, []byte("\x00asm")) {
		t.Errorf("BETZAC_VM_GZ gunzipped: %d bytes (%v), want WebAssembly (\\0asm...)", len(wasm), err)
	}
}
