package guard

import (
	"bytes"
	"os"
	"testing"
)

// maxFileLines is the longest a non-test Go file may be: a longer one is
// split by concern.
const maxFileLines = 600

// TestFileLength holds every non-test Go file of the module (outside
// testdata and hidden folders, as TestFunctionLength walks) to maxFileLines.
func TestFileLength(t *testing.T) {
	eachGoFile(t, "..", false, func(path string) error {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if n := bytes.Count(data, []byte("\n")); n > maxFileLines {
			t.Errorf("%s is %d lines (more than %d): split it by concern", path, n, maxFileLines)
		}
		return nil
	})
}
