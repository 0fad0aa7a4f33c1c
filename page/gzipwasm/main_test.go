package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestGzipFile(t *testing.T) {
	dir := t.TempDir()
	in, out := filepath.Join(dir, "in"), filepath.Join(dir, "out")
	data := bytes.Repeat([]byte("\x00asm betzac "), 1000)
	if err := os.WriteFile(in, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := gzipFile(in, out); err != nil {
		t.Fatal(err)
	}
	gz, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	back, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(back, data) {
		t.Errorf("gunzipped %d bytes (%v), want the %d bytes written", len(back), err, len(data))
	}
	if len(gz) >= len(data)/10 {
		t.Errorf("%d bytes gzipped to %d: not compressed", len(data), len(gz))
	}
}
