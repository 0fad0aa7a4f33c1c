package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

var movesFlags struct {
	fen     string
	moves   string
	oneLine bool
}

var movesCmd = &cobra.Command{
	Use:   "moves VARIANT|FILE [--fen FEN] [--moves \"e2e4 e7e5\"]",
	Short: "List the legal moves of a position",
	Long: `Set up a position of a variant (its start position, or --fen), play the
moves of --moves from it, and list the legal moves, sorted, one per line.

Moves are written in UCI coordinates as Fairy-Stockfish prints them: e2e4,
e7e8q, castling as the king's move e1g1 (Chess960: king takes rook, e1h1),
files a..z and ranks 1..26 (a10). A move with locust captures lists every
square it stops on, comma separated: e4e5,e5f6. A move that bends (a hook
mover's) lists where each leg ends, by the first path in table order:
a1a4,a4d4; --moves also reads it plain (a1d4) or by any path (a1d1,d1d4).`,
	Example: `  betzac moves chess
  betzac moves chess --moves "e2e4 e7e5 g1f3"
  betzac moves chess960 --fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -"
  betzac moves my-variant.yaml --oneline`,
	Args: argNames("VARIANT|FILE"),
	RunE: func(cmd *cobra.Command, args []string) error {
		pos, err := loadPosition(cmd, args[0], movesFlags.fen, movesFlags.moves)
		if err != nil {
			return err
		}
		var list []string
		for _, m := range pos.LegalMoves() {
			list = append(list, pos.MoveString(m))
		}
		sort.Strings(list)
		out := cmd.OutOrStdout()
		if movesFlags.oneLine {
			_, err = fmt.Fprintln(out, strings.Join(list, " "))
			return err
		}
		for _, s := range list {
			if _, err := fmt.Fprintln(out, s); err != nil {
				return err
			}
		}
		return nil
	},
}

func init() {
	f := movesCmd.Flags()
	f.StringVar(&movesFlags.fen, "fen", "", "start from this `FEN` instead of the variant's start position")
	f.StringVar(&movesFlags.moves, "moves", "", "play these `moves` (space separated) first")
	f.BoolVar(&movesFlags.oneLine, "oneline", false, "print the moves on one line, space separated")
	rootCmd.AddCommand(movesCmd)
}

// loadPosition loads a variant (by name or path) and sets up the position
// of fen and moves in it, as setupPosition does.
func loadPosition(cmd *cobra.Command, variant, fen, moves string) (*vm.Position, error) {
	v, p, err := compiler.Load(variant)
	if err != nil {
		return nil, err
	}
	return setupPosition(cmd, v, p, fen, moves)
}

// setupPosition sets up fen ("" = the start position of v, compiled as
// p) and plays the space-separated moves. An empty --fen given on the
// command line is an error (not the start position); the FEN's warnings
// go to stderr. A start position that cannot be set up is an error at
// the variant's start line, as check reports it.
func setupPosition(cmd *cobra.Command, v *variants.Variant, p *legdefs.Program, fen, moves string) (*vm.Position, error) {
	if err := checkFENFlag(cmd); err != nil {
		return nil, err
	}
	pos, err := vm.NewPosition(p, fen)
	if err != nil && fen == "" {
		return nil, startPositionError(v, err)
	}
	if err != nil {
		return nil, err
	}
	for _, w := range pos.Warnings() {
		fmt.Fprintf(cmd.ErrOrStderr(), "betzac: warning: %s\n", w)
	}
	for i, s := range strings.Fields(moves) {
		m, err := pos.ParseMove(s)
		shown := quote.Short(s) // a runaway "move" is not echoed whole
		var me *vm.MoveError
		if errors.As(err, &me) {
			return nil, fmt.Errorf("--moves: move %d (%s): %s", i+1, shown, me.Reason)
		}
		if err != nil {
			return nil, fmt.Errorf("--moves: move %d (%s): %w", i+1, shown, err)
		}
		pos.Make(m)
	}
	return pos, nil
}

// checkFENFlag refuses a --fen flag given empty.
func checkFENFlag(cmd *cobra.Command) error {
	if f := cmd.Flags().Lookup("fen"); f != nil && f.Changed && strings.TrimSpace(f.Value.String()) == "" {
		return errors.New("--fen: empty FEN (leave out --fen for the start position)")
	}
	return nil
}
