package guard

import (
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// eachGoFile calls fn with the path of every Go file under root (test
// files too when tests is set), skipping testdata, node_modules and
// hidden folders: the module's own code, as every guard reads it.
func eachGoFile(t *testing.T, root string, tests bool, fn func(path string) error) {
	t.Helper()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || !tests && strings.HasSuffix(path, "_test.go") {
			return nil
		}
		return fn(path)
	})
	if err != nil {
		t.Fatal(err)
	}
}
