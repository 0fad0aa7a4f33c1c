package page

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
)

// module is betzac's module path, which SourceDir looks for in go.mod.
const module = "github.com/betzac/betzac"

// SourceDir returns the root of betzac's source that BuildRuntime builds
// from when not told: the clone this package was compiled from (its path
// is recorded in the binary unless it was built with -trimpath).
func SourceDir() (string, error) {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return "", errors.New("betzac page: cannot tell where betzac's source is; pass --src DIR, a clone of betzac")
	}
	dir := filepath.Dir(filepath.Dir(file))
	if err := checkSource(dir); err != nil {
		return "", fmt.Errorf("%w (the clone this betzac was built from); pass --src DIR, a clone of betzac", err)
	}
	return dir, nil
}

// checkSource reports whether dir holds betzac's go.mod.
func checkSource(dir string) error {
	data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return fmt.Errorf("betzac page: betzac's source not found at %s", dir)
	}
	first, _, _ := strings.Cut(string(data), "\n")
	if strings.TrimSpace(first) != "module "+module {
		return fmt.Errorf("betzac page: %s is not betzac's source (go.mod does not say module %s)", dir, module)
	}
	return nil
}

// BuildRuntime compiles package page/wasm of the source in src with the
// go command on PATH (GOOS=js GOARCH=wasm go build), gzips it with that
// toolchain too (go run ./page/gzipwasm) and reads its wasm_exec.js.
func BuildRuntime(ctx context.Context, src string) (Runtime, error) {
	if err := checkSource(src); err != nil {
		return Runtime{}, err
	}
	goCmd, err := exec.LookPath("go")
	if err != nil {
		return Runtime{}, errors.New("betzac page compiles betzac's VM to WebAssembly with the Go toolchain, and there is no go command on PATH: install Go 1.26 or later (https://go.dev/dl/)")
	}
	tmp, err := os.MkdirTemp("", "betzac-page-")
	if err != nil {
		return Runtime{}, err
	}
	defer os.RemoveAll(tmp)
	wasm := filepath.Join(tmp, "betzac.wasm")
	if _, err := run(ctx, src, goCmd, []string{"GOOS=js", "GOARCH=wasm"}, "build", "-o", wasm, "./page/wasm"); err != nil {
		return Runtime{}, err
	}
	if _, err := run(ctx, src, goCmd, nil, "run", "./page/gzipwasm", wasm, wasm+".gz"); err != nil {
		return Runtime{}, err
	}
	var rt Runtime
	if rt.WasmGzip, err = os.ReadFile(wasm + ".gz"); err != nil {
		return Runtime{}, err
	}
	root, err := run(ctx, src, goCmd, nil, "env", "GOROOT")
	if err != nil {
		return Runtime{}, err
	}
	root = strings.TrimSpace(root)
	// Go 1.24 moved wasm_exec.js from misc/wasm to lib/wasm.
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		if rt.WasmExec, err = os.ReadFile(filepath.Join(root, dir, "wasm_exec.js")); err == nil {
			return rt, nil
		}
	}
	return Runtime{}, fmt.Errorf("betzac page: wasm_exec.js not found in %s/lib/wasm or %s/misc/wasm", root, root)
}

// run runs the go command in dir with env added and returns its output;
// a failure is reported with its standard error.
func run(ctx context.Context, dir, goCmd string, env []string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, goCmd, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("betzac page: %s go %s: %v\n%s", strings.Join(env, " "), strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return stdout.String(), nil
}
