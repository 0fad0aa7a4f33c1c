package main

import (
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// show --png: a PNG of the position's picture at its size (IHDR's width
// and height), when Chromium is there to draw it.
func TestShowPNG(t *testing.T) {
	if _, err := chromiumPath(); err != nil {
		t.Skip(err)
	}
	file := filepath.Join(t.TempDir(), "x.png")
	if _, stderr, code := execute(t, "show", "xiangqi", "--png", file); code != 0 {
		t.Fatalf("show --png: exit %d\n%s", code, stderr)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) < 24 || string(data[:8]) != string(pngMagic) {
		t.Fatalf("%s is not a PNG: % x", file, data[:min(len(data), 16)])
	}
	v, p, err := compiler.Load("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatal(err)
	}
	w, h := positionPicture(v, pos).Size()
	gw, gh := binary.BigEndian.Uint32(data[16:20]), binary.BigEndian.Uint32(data[20:24])
	if int(gw) != w || int(gh) != h {
		t.Errorf("PNG %dx%d, want the picture's %dx%d", gw, gh, w, h)
	}
}

// writePNG without a Chromium that works: said, and no file left.
func TestShowPNGNoChromium(t *testing.T) {
	v, p, err := compiler.Load("chess")
	if err != nil {
		t.Fatal(err)
	}
	pos, err := vm.NewPosition(p, "")
	if err != nil {
		t.Fatal(err)
	}
	falsePath, err := exec.LookPath("false")
	if err != nil {
		t.Skip(err)
	}
	for _, tc := range []struct{ chromium, path, want string }{
		{"", "", "--png draws with Chromium, and there is no chromium, chromium-browser or google-chrome on PATH"},
		{falsePath, os.Getenv("PATH"), "--png: " + falsePath + " could not draw the picture: exit status 1"},
	} {
		t.Setenv("BETZAC_CHROMIUM", tc.chromium)
		t.Setenv("PATH", tc.path)
		file := filepath.Join(t.TempDir(), "x.png")
		err := writePNG(positionPicture(v, pos), file)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("BETZAC_CHROMIUM=%q PATH=%q: %v, want %s…", tc.chromium, tc.path, err, tc.want)
		}
		if _, serr := os.Stat(file); serr == nil {
			t.Errorf("%s left behind", file)
		}
	}
}
