// Package page writes betzac's web page for a variant: a static site
// that runs betzac's own VM, compiled to WebAssembly (GOOS=js
// GOARCH=wasm, package page/wasm), in the browser. It needs no network
// and no server: the VM (gzipped, base64), Go's wasm_exec.js and the
// compiled variant are written as scripts beside index.html, so that
// the page opens from the file system as well as from any static host.
//
// The WebAssembly is built when the page is written (BuildRuntime), with
// the Go toolchain on PATH, from betzac's own source: the clone this
// betzac was built from, or another one named by the caller. Building it
// then, rather than embedding a copy built earlier, means the page always
// runs the same VM as the betzac that wrote it, and no generated binary
// is kept in the repository.
//
// The page itself (site/) is plain HTML, CSS and JavaScript: app.js asks
// the VM (globalThis.betzac, see page/wasm) for the position and the legal
// moves, highlights where a clicked piece may go, enters a multi-leg
// move one stop at a time, and runs perft in a Web Worker. It draws a
// hole of the board (game.Square.Hole) as no square, and the board and
// pieces in the variant's board-style: variant.js carries package
// picture's piece images, its coordinates (picture.Board.Labels, as the
// SVG pictures write them: shogi's 9..1 and 一.., xiangqi's and janggi's
// numbers) and, for a board that is not chess's squares, its picture,
// under clear squares. computer.js adds a computer
// opponent: package search on the VM (betzac.best), in a Web Worker of
// its own, whose move the page plays as it plays a clicked one. Write first does in
// Go what the page does when it starts (checkStart: the variant read back
// from its JSON, the start position, game.State.Check), and refuses to
// write a page that could not start.
package page

import (
	"bytes"
	"embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/betzac/betzac/diagram"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/page/game"
	"github.com/betzac/betzac/picture"
	"github.com/betzac/betzac/variants"
)

//go:embed site
var site embed.FS

// Runtime is what every page runs: the VM compiled to WebAssembly,
// gzipped at best compression, and the wasm_exec.js of the Go toolchain
// that compiled it.
type Runtime struct {
	WasmGzip []byte
	WasmExec []byte
}

// Write writes the page for variant v, compiled as p, into dir (made if
// missing): index.html, style.css, app.js, computer.js, wasm_exec.js, vm.js (the VM)
// and variant.js (p, v's title and description, its board-style's board
// picture and piece images (package picture), and each piece's diagram,
// drawn by package diagram).
func Write(dir string, v *variants.Variant, p *legdefs.Program, rt Runtime) error {
	static, err := fs.ReadDir(site, "site")
	if err != nil {
		return err
	}
	out := map[string][]byte{"wasm_exec.js": rt.WasmExec}
	for _, f := range static {
		if out[f.Name()], err = fs.ReadFile(site, "site/"+f.Name()); err != nil {
			return err
		}
	}
	vmJS, err := vmScript(rt)
	if err != nil {
		return err
	}
	variantJS, err := variantScript(v, p)
	if err != nil {
		return err
	}
	if err := checkStart(p); err != nil {
		return fmt.Errorf("betzac page: the page of %s could not start: %w", p.Name, err)
	}
	out["vm.js"], out["variant.js"] = vmJS, variantJS
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for name, data := range out {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// checkStart does in Go what the page does when it starts (see app.js's
// start and load): read the compiled variant back from its JSON, set up
// the start position and check that the page can draw it and read its
// moves (game.State.Check). A browser is needed to know more.
func checkStart(p *legdefs.Program) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	back, err := game.DecodeProgram(data)
	if err != nil {
		return err
	}
	g, err := game.New(back, "")
	if err != nil {
		return err
	}
	return g.State().Check()
}

// vmScript is vm.js: the gzipped VM in base64 and wasm_exec.js's source
// as a string, for the perft worker.
func vmScript(rt Runtime) ([]byte, error) {
	exec, err := json.Marshal(string(rt.WasmExec))
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("// betzac's VM (page/wasm), compiled to WebAssembly, gzipped, base64.\n")
	fmt.Fprintf(&b, "var BETZAC_VM_GZ = %q;\n", base64.StdEncoding.EncodeToString(rt.WasmGzip))
	b.WriteString("// Go's wasm_exec.js (as wasm_exec.js beside this file), for the perft worker.\n")
	fmt.Fprintf(&b, "var BETZAC_WASM_EXEC = %s;\n", exec)
	return b.Bytes(), nil
}

// variantScript is variant.js: the compiled variant as a JSON string, as
// page/game.DecodeProgram reads it, what the heading says of it, and each
// piece's diagram (alone on the empty board) as SVG, by letter.
func variantScript(v *variants.Variant, p *legdefs.Program) ([]byte, error) {
	prog, err := json.Marshal(p)
	if err != nil {
		return nil, err
	}
	progJS, err := json.Marshal(string(prog))
	if err != nil {
		return nil, err
	}
	diagrams := map[string]string{}
	for _, pt := range p.Pieces {
		d, err := diagram.ForPiece(p, pt.Letter, "", "")
		if err != nil {
			return nil, fmt.Errorf("%s: piece %s: %w", p.Name, pt.Letter, err)
		}
		d.Look = picture.NewSet(v.BoardStyle, p)
		diagrams[pt.Letter] = string(d.SVG())
	}
	diaJS, err := json.Marshal(diagrams)
	if err != nil {
		return nil, err
	}
	aboutJS, err := json.Marshal(map[string]any{"title": v.Title, "description": v.Description, "sides": v.Sides})
	if err != nil {
		return nil, err
	}
	looksJS, err := json.Marshal(looks(v, p))
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "// The variant %s, compiled by betzac (a legdefs.Program as JSON).\n", p.Name)
	fmt.Fprintf(&b, "var BETZAC_PROGRAM = %s;\n", progJS)
	b.WriteString("// The variant's title, description (\"\" if none) and side names, from its file.\n")
	fmt.Fprintf(&b, "var BETZAC_ABOUT = %s;\n", aboutJS)
	b.WriteString("// The board's style (package picture), its picture when the page does not\n// draw it with squares, its coordinates, and each piece's image, by FEN letter.\n")
	fmt.Fprintf(&b, "var BETZAC_LOOKS = %s;\n", looksJS)
	b.WriteString("// Each piece's moves as an SVG diagram, by letter.\n")
	fmt.Fprintf(&b, "var BETZAC_DIAGRAMS = %s;\n", diaJS)
	return b.Bytes(), nil
}

// pageLooks is how the page draws the board and the pieces, in the
// variant's board-style: the board's word, the pictures of a board that
// is not chess's squares (lines, palaces, river; the page lays its
// squares over it), as White and as Black sees it (they differ where the
// board has holes), the coordinates as the SVG pictures write them, and
// each piece's image by FEN letter.
type pageLooks struct {
	Style      string            `json:"style"`
	Background []string          `json:"background"` // nil for chess's squares
	Labels     []picture.Label   `json:"labels"`
	Pieces     map[string]string `json:"pieces"`
}

func looks(v *variants.Variant, p *legdefs.Program) pageLooks {
	const cell = 48
	set := picture.NewSet(v.BoardStyle, p)
	board := picture.Board{Style: v.BoardStyle, Files: p.Files, Ranks: p.Ranks}
	l := pageLooks{Style: v.BoardStyle.Board(), Labels: board.Labels(), Pieces: map[string]string{}}
	for _, pt := range p.Pieces {
		for _, letter := range []string{pt.Letter, strings.ToLower(pt.Letter)} {
			l.Pieces[letter] = set.PieceSVG(letter, cell)
		}
	}
	if l.Style == picture.Chess {
		return l
	}
	n := p.Files * p.Ranks
	hole, turned := make([]bool, n), make([]bool, n)
	for _, h := range p.Holes {
		i := h.File + h.Rank*p.Files
		hole[i], turned[n-1-i] = true, true
	}
	for _, h := range [][]bool{hole, turned} {
		var sb strings.Builder
		fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" preserveAspectRatio="none" font-family="serif">`, p.Files*cell, p.Ranks*cell)
		board.Hole = h
		board.Draw(&sb, 0, 0, cell)
		sb.WriteString("</svg>")
		l.Background = append(l.Background, sb.String())
	}
	return l
}
