package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/page"
)

var pageFlags struct {
	out string
	src string
}

var pageCmd = &cobra.Command{
	Use:   "page VARIANT|FILE -o DIR [--src DIR]",
	Short: "Write a web page that plays the variant with betzac's VM in WebAssembly",
	Long: `Write a static web page for a variant into DIR: open DIR/index.html in a
browser, from the file system or any static web server; it needs no network.
The page runs betzac's own VM, compiled to WebAssembly: click a piece to see
its legal moves, click the squares of a move in turn (a multi-leg move one
stop at a time), pick a promotion, drop a piece from the holdings, undo, set
up a FEN (or open index.html?fen=...), read each piece's Betza and compiled
legdefs, and run perft to a chosen depth, with its divide, in a worker.

The VM is compiled when the page is written, with the go command on PATH
(GOOS=js GOARCH=wasm go build ./page/wasm), from the clone of betzac this
betzac was built from, or from --src DIR. So the page runs the same VM as
this betzac, and a Go toolchain (1.26 or later) must be installed.

Before writing, betzac does what the page does when it starts (reads the
variant back, sets up the start position, checks that the page can draw it
and read its moves) and fails, writing nothing, if the page could not start.`,
	Example: `  betzac page chess -o chess-page && xdg-open chess-page/index.html
  betzac page chushogi -o chu
  betzac page my-variant.yaml -o site --src ~/src/betzac`,
	Args: variantArg,
	RunE: func(cmd *cobra.Command, args []string) error {
		if pageFlags.out == "" {
			return usageErrorf(cmd, "page needs -o DIR, the directory to write the page into")
		}
		v, p, err := compiler.Load(args[0])
		if err != nil {
			return err
		}
		// The output directory before the build, which takes a minute
		// on a cold cache: -o naming a file fails at once.
		if err := os.MkdirAll(pageFlags.out, 0o755); err != nil {
			return err
		}
		src := pageFlags.src
		if src == "" {
			if src, err = page.SourceDir(); err != nil {
				return err
			}
		}
		rt, err := page.BuildRuntime(cmd.Context(), src)
		if err != nil {
			return err
		}
		if err := page.Write(pageFlags.out, v, p, rt); err != nil {
			return err
		}
		_, err = fmt.Fprintf(cmd.OutOrStdout(), "wrote %s\n", filepath.Join(pageFlags.out, "index.html"))
		return err
	},
}

func init() {
	addCommand(pageCmd)
	lazyFlags(pageCmd, declarePageFlags)
}

// declarePageFlags declares page's flags (lazyflags.go).
func declarePageFlags(f *pflag.FlagSet) {
	f.StringVarP(&pageFlags.out, "out", "o", "", "write the page into `DIR`")
	f.StringVar(&pageFlags.src, "src", "", "build the VM from betzac's source in `DIR` (default: the clone this betzac was built from)")
}
