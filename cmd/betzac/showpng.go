package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/betzac/betzac/picture"
)

// pngMagic starts every PNG file.
var pngMagic = []byte("\x89PNG\r\n\x1a\n")

// chromiumPath finds the Chromium that draws PNGs: $BETZAC_CHROMIUM, or
// chromium, chromium-browser or google-chrome on PATH.
func chromiumPath() (string, error) {
	if p := os.Getenv("BETZAC_CHROMIUM"); p != "" {
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("--png draws with Chromium, and there is no chromium, chromium-browser or google-chrome on PATH (Debian: apt-get install chromium; or set BETZAC_CHROMIUM; --svg needs nothing)")
}

// writePNG draws pic into file as a PNG: a screenshot, by headless
// Chromium, of its SVG at its own size. The file is made first, so that a
// path that cannot be written is said before Chromium starts.
func writePNG(pic picture.Position, file string) error {
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		return err
	}
	chromium, err := chromiumPath()
	if err != nil {
		os.Remove(file)
		return err
	}
	dir, err := os.MkdirTemp("", "betzac-png-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	svg := filepath.Join(dir, "position.svg")
	if err := os.WriteFile(svg, pic.SVG(), 0o644); err != nil {
		return err
	}
	out, err := filepath.Abs(file)
	if err != nil {
		return err
	}
	w, h := pic.Size()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	// --no-sandbox: Chromium refuses to start as root without it; the page
	// it opens is this SVG, which betzac wrote
	cmd := exec.CommandContext(ctx, chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--force-device-scale-factor=1", "--user-data-dir="+filepath.Join(dir, "profile"),
		fmt.Sprintf("--window-size=%d,%d", w, h), "--screenshot="+out, "file://"+svg)
	log, err := cmd.CombinedOutput()
	if data, rerr := os.ReadFile(out); err == nil && (rerr != nil || !bytes.HasPrefix(data, pngMagic)) {
		err = errors.New("it wrote no PNG")
	}
	if err != nil {
		os.Remove(file) // no half-made picture left behind
		lines := strings.Split(strings.TrimSpace(string(log)), "\n")
		if last := lines[len(lines)-1]; last != "" {
			err = fmt.Errorf("%w; its last words: %s", err, last)
		}
		return fmt.Errorf("--png: %s could not draw the picture: %w", chromium, err)
	}
	return nil
}
