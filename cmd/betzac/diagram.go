package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/template"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/diagram"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/picture"
	"github.com/betzac/betzac/variants"
)

var diagramFlags struct {
	piece, at, fen, moves string
	betza, board, out     string
	all                   bool
}

var diagramCmd = &cobra.Command{
	Use:   "diagram VARIANT|FILE --piece L [--at SQ] [--fen F] [-o FILE.svg] | diagram --betza S [--board FxR] [--at SQ] [-o FILE.svg] | diagram VARIANT|FILE --all -o DIR",
	Short: "Draw a piece's moves on a board, as text or SVG",
	Long: `Draw where a piece can go from a square, as the Interactive Diagram's move
diagrams do: on an otherwise empty board (White's piece, by default in the
middle of the board), or with --fen (or --moves) on a square of a real
position. The marks come from the VM itself, asking it for the legal moves
of probe positions (package diagram explains how), so a diagram cannot
disagree with perft.

Each square is marked with what the piece does there: moves, captures, or
both; moves or captures only over a screen (hoppers); castles; captures
e.p.; takes a locust victim and goes on; must be empty (a lame leap's
square, a piece that blocks); a screen (with a position). Moves that stop
on the way (locust captures, bent moves) are listed leg by leg, and drawn
as arrows in the SVG. An initial move (the piece's first move only) is
marked too.

Text goes to stdout; -o FILE writes an SVG. With --all, -o names a
directory that gets one SVG per piece and an index.html listing them with
their names, Betza and legdefs.`,
	Example: `  betzac diagram chess --piece N
  betzac diagram chess --piece P --at e2
  betzac diagram xiangqi --piece C -o cannon.svg
  betzac diagram xiangqi --piece h --fen "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1" --at b10
  betzac diagram --betza mafsW --board 9x10 --at e5
  betzac diagram chushogi --all -o chu-diagrams`,
	Args: func(cmd *cobra.Command, args []string) error {
		flags := cmd.Flags()
		if flags.Changed("betza") {
			if len(args) > 0 || flags.Changed("piece") || flags.Changed("fen") || flags.Changed("moves") || diagramFlags.all {
				return usageErrorf(cmd, "--betza draws one Betza string: no VARIANT, --piece, --fen, --moves or --all")
			}
			return nil
		}
		if flags.Changed("board") {
			return usageErrorf(cmd, "--board goes with --betza (a variant file has its own board)")
		}
		if len(args) != 1 {
			return usageErrorf(cmd, "diagram takes one VARIANT (a built-in name or a file), or --betza STRING")
		}
		if diagramFlags.all {
			if diagramFlags.out == "" || flags.Changed("piece") || flags.Changed("fen") || flags.Changed("moves") {
				return usageErrorf(cmd, "--all takes -o DIR, and no --piece, --fen or --moves")
			}
			return nil
		}
		position := flags.Changed("fen") || flags.Changed("moves")
		if !flags.Changed("piece") && !(position && flags.Changed("at")) {
			return usageErrorf(cmd, "which piece? give --piece LETTER (or, with --fen or --moves, --at SQUARE)")
		}
		return nil
	},
	RunE: runDiagram,
}

func init() {
	addCommand(diagramCmd)
	lazyFlags(diagramCmd, declareDiagramFlags)
}

// declareDiagramFlags declares diagram's flags (lazyflags.go).
func declareDiagramFlags(f *pflag.FlagSet) {
	f.StringVar(&diagramFlags.piece, "piece", "", "the piece's FEN `letter` (upper or lower case; +R for a promoted R)")
	f.StringVar(&diagramFlags.at, "at", "", "the piece's `square` (default: the middle of the board)")
	f.StringVar(&diagramFlags.fen, "fen", "", "draw the piece in this `FEN` instead of on an empty board")
	f.StringVar(&diagramFlags.moves, "moves", "", "play these `moves` (space separated) from the start position or --fen first")
	f.StringVar(&diagramFlags.betza, "betza", "", "draw this XBetza `string` (one piece) instead of a variant's piece")
	f.StringVar(&diagramFlags.board, "board", "8x8", "board size `FILESxRANKS` for --betza")
	f.StringVarP(&diagramFlags.out, "output", "o", "", "write an SVG to this `file` (with --all: a directory)")
	f.BoolVar(&diagramFlags.all, "all", false, "draw every piece of the variant into the -o directory, with an index.html")
}

func runDiagram(cmd *cobra.Command, args []string) error {
	var d *diagram.Diagram
	var err error
	switch {
	case cmd.Flags().Changed("betza"):
		files, ranks, berr := variants.ParseBoard(diagramFlags.board)
		if berr != nil {
			return usageErrorf(cmd, "--board: %v", berr)
		}
		if _, cerr := compiler.CompileBetza(diagramFlags.betza, files, ranks); cerr != nil {
			showBetzaError(cmd.ErrOrStderr(), diagramFlags.betza, cerr)
			return exitStatus(1)
		}
		d, err = diagram.ForBetza(diagramFlags.betza, files, ranks, diagramFlags.at)
	case diagramFlags.all:
		v, p, lerr := compiler.Load(args[0])
		if lerr != nil {
			return lerr
		}
		return writeAllDiagrams(cmd, v, p, diagramFlags.out)
	default:
		d, err = variantDiagram(cmd, args[0])
	}
	if err != nil {
		return err
	}
	if diagramFlags.out == "" {
		_, err = fmt.Fprint(cmd.OutOrStdout(), d.Text())
		return err
	}
	return os.WriteFile(diagramFlags.out, d.SVG(), 0o644)
}

// variantDiagram draws --piece of a variant, on an empty board or in the
// position of --fen and --moves.
func variantDiagram(cmd *cobra.Command, variant string) (*diagram.Diagram, error) {
	v, p, err := compiler.Load(variant)
	if err != nil {
		return nil, err
	}
	fen := ""
	if cmd.Flags().Changed("fen") || cmd.Flags().Changed("moves") {
		pos, err := setupPosition(cmd, v, p, diagramFlags.fen, diagramFlags.moves)
		if err != nil {
			return nil, err
		}
		fen = pos.FEN()
	}
	d, err := diagram.ForPiece(p, diagramFlags.piece, diagramFlags.at, fen)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", p.Name, err)
	}
	d.Look = picture.NewSet(v.BoardStyle, p)
	return d, nil
}

// writeAllDiagrams writes an SVG per piece type of p into dir, and an
// index.html listing them.
func writeAllDiagrams(cmd *cobra.Command, v *variants.Variant, p *legdefs.Program, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	// text/template escapes as package html does; html's init builds a
	// Replacer and reads a page of code that every command paid for at
	// start (issue 31).
	var rows strings.Builder
	for i, pt := range p.Pieces {
		d, err := diagram.ForPiece(p, pt.Letter, "", "")
		if err != nil {
			return fmt.Errorf("%s: piece %s: %w", p.Name, pt.Letter, err)
		}
		d.Look = picture.NewSet(v.BoardStyle, p)
		file := diagramFileName(pt.Letter)
		if err := os.WriteFile(filepath.Join(dir, file), d.SVG(), 0o644); err != nil {
			return err
		}
		var legs []string
		for _, m := range p.AllMoves(i) {
			legs = append(legs, m.String())
		}
		fmt.Fprintf(&rows, "<tr><td><img src=\"%s\" alt=\"%s\"></td><td><b>%s</b> (%s)<br><code>%s</code><pre>%s</pre></td></tr>\n",
			file, template.HTMLEscapeString(pt.Name), template.HTMLEscapeString(pt.Name), template.HTMLEscapeString(pt.Letter),
			template.HTMLEscapeString(pt.Betza), template.HTMLEscapeString(strings.Join(legs, "\n")))
	}
	page := fmt.Sprintf(`<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>%[1]s: the pieces</title>
<style>body{font-family:sans-serif;margin:2em}td{vertical-align:top;padding:.5em;border-bottom:1px solid #ccc}pre{font-size:90%%}</style>
</head><body><h1>%[1]s: the pieces</h1>
<p>Each piece alone on a %[2]dx%[3]d board, drawn by <code>betzac diagram %[1]s --all</code> from the compiled table the VM runs.</p>
<table>
%[4]s</table></body></html>
`, template.HTMLEscapeString(p.Name), p.Files, p.Ranks, rows.String())
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(page), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(cmd.OutOrStdout(), "wrote %d diagrams and index.html to %s\n", len(p.Pieces), dir)
	return nil
}

// diagramFileName names a piece's SVG file by its letter: N.svg,
// promoted-R.svg for +R, R-tilde.svg for R~.
func diagramFileName(letter string) string {
	name := strings.ReplaceAll(letter, "+", "promoted-")
	name = strings.ReplaceAll(name, "~", "-tilde")
	return name + ".svg"
}
