// Command gzipwasm gzips a file at best compression: gzipwasm IN OUT.
// BuildRuntime runs it (go run) with the toolchain that builds the VM, so
// that betzac itself does not link compress/gzip: its package
// initialization cost every betzac command some 7 page faults, and only
// betzac page uses it (issue 31).
package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: gzipwasm IN OUT")
		os.Exit(2)
	}
	if err := gzipFile(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "gzipwasm:", err)
		os.Exit(1)
	}
}

func gzipFile(in, out string) error {
	data, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	var b bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if _, err := zw.Write(data); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(out, b.Bytes(), 0o644)
}
