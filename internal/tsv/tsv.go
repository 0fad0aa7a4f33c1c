// Package tsv reads the tab-separated test data files (testdata/*.tsv):
// a header line, then one record a line; blank lines and lines starting
// with '#' are comments.
package tsv

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

// Record is one data line of a file.
type Record struct {
	Line   int // 1-based, for messages
	Fields []string
}

// Read returns the records of the file at path after its header; each
// must have n fields.
func Read(path string, n int) ([]Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Record
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	header := true
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		if header {
			header = false
			continue
		}
		fields := strings.Split(text, "\t")
		if len(fields) != n {
			return nil, fmt.Errorf("%s:%d: %d columns, want %d", path, line, len(fields), n)
		}
		out = append(out, Record{Line: line, Fields: fields})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return out, nil
}
