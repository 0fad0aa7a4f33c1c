package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/quote"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/san"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

var movesFlags struct {
	fen     string
	moves   string
	oneLine bool
	usi     bool
	san     bool
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
a1a4,a4d4; --moves also reads it plain (a1d4) or by any path (a1d1,d1d4).

In the shogi family (+X promotions, and drops with captures to hand or no
hands: Chu and Sho Shogi) --sfen gives the position as an SFEN
("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1": b is
the first player, White in a FEN; in Chu Shogi the third field is the
counter-strike square, as shogiops writes it), and so does --fen when the
SFEN ends in its move count; --moves reads USI moves too (7g7f, 8h2b+,
P*5e, a Lion's 6f5e4d: files numbered from the first player's right, ranks
lettered from the top), and --usi lists USI.

--san lists the moves in Standard Algebraic Notation as Fairy-Stockfish
writes it (Nf3, exd5, e8=Q, O-O, P@e4, +P@c3, check + and mate #; see
package san for multi-leg moves: Lxe5xf6). --moves reads UCI and SAN alike:
"e4 e5 Nf3" is "e2e4 e7e5 g1f3".`,
	Example: `  betzac moves chess
  betzac moves chess --moves "e2e4 e7e5 g1f3"
  betzac moves chess --moves "e4 e5 Nf3 Nc6 Bb5" --san --oneline
  betzac moves chess960 --fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf -"
  betzac moves my-variant.yaml --oneline
  betzac moves shogi --moves "7g7f 3c3d" --usi`,
	Args: variantArg,
	RunE: func(cmd *cobra.Command, args []string) error {
		pos, err := loadPosition(cmd, args[0], movesFlags.fen, movesFlags.moves)
		if err != nil {
			return err
		}
		if movesFlags.usi && !vm.HasSFEN(pos.Program()) {
			return fmt.Errorf("--usi: variant %s is not of the shogi family (+X promotions, and drops with captures to hand or no hands)", pos.Program().Name)
		}
		if movesFlags.usi && movesFlags.san {
			return usageErrorf(cmd, "--usi and --san: choose one notation")
		}
		var list []string
		if movesFlags.san {
			list = san.List(pos)
		} else {
			for _, m := range pos.LegalMoves() {
				if movesFlags.usi {
					list = append(list, pos.USIString(m)) // usi.go
				} else {
					list = append(list, pos.MoveString(m))
				}
			}
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
	addCommand(movesCmd)
	lazyFlags(movesCmd, declareMovesFlags)
}

// declareMovesFlags declares moves's flags (lazyflags.go).
func declareMovesFlags(f *pflag.FlagSet) {
	f.StringVar(&movesFlags.fen, "fen", "", "start from this `FEN` instead of the variant's start position")
	addSFENFlag(movesCmd) // usi.go
	f.BoolVar(&movesFlags.usi, "usi", false, "list the moves in USI (7g7f, P*5e; shogi family)")
	f.StringVar(&movesFlags.moves, "moves", "", "play these `moves` (space separated) first")
	f.BoolVar(&movesFlags.san, "san", false, "write the moves in SAN (Nf3, exd5, O-O, P@e4) instead of UCI")
	f.BoolVar(&movesFlags.oneLine, "oneline", false, "print the moves on one line, space separated")
}

// loadPosition loads a variant (by name or path) and sets up the position
// of fen and moves in it, as setupPosition does.
func loadPosition(cmd *cobra.Command, variant, fen, moves string) (*vm.Position, error) {
	pos, _, err := loadNotated(cmd, variant, fen, moves, vm.NewPosition)
	return pos, err
}

// newPositionFunc sets up a position of a Program from a FEN:
// vm.NewPosition, or vm.NewPositionUnkeyed for a count that reads no
// hash at every node.
type newPositionFunc func(p *legdefs.Program, fen string) (*vm.Position, error)

// loadNotated is loadPosition, with the position also in the VM's
// notation (setupNotated), set up by newPos.
func loadNotated(cmd *cobra.Command, variant, fen, moves string, newPos newPositionFunc) (*vm.Position, vmSetup, error) {
	v, p, err := compiler.Load(variant)
	if err != nil {
		return nil, vmSetup{}, err
	}
	g, setup, err := setupNotated(cmd, v, p, fen, moves, newPos)
	if err != nil {
		return nil, vmSetup{}, err
	}
	return g.Position(), setup, nil
}

// setupPosition is setupGame's position.
func setupPosition(cmd *cobra.Command, v *variants.Variant, p *legdefs.Program, fen, moves string) (*vm.Position, error) {
	g, err := setupGame(cmd, v, p, fen, moves)
	if err != nil {
		return nil, err
	}
	return g.Position(), nil
}

// vmSetup is a position given on the command line in the VM's notation,
// as vm.NewPosition and vm.Position.ParseMove read it (and so another
// process, betzac-nats and its workers): the FEN, an SFEN (--fen, --sfen)
// converted ("" = the start position), and the moves, USI and SAN
// converted to vm.Position.MoveString's.
type vmSetup struct {
	FEN   string
	Moves []string
}

// setupGame sets up fen ("" = the start position of v, compiled as p)
// and plays the space-separated moves, refusing a move once the game is
// over (vm.Game.Result). An empty --fen given on the command line is an
// error (not the start position); the FEN's warnings go to stderr. A
// start position that cannot be set up is an error at the variant's
// start line, as check reports it.
func setupGame(cmd *cobra.Command, v *variants.Variant, p *legdefs.Program, fen, moves string) (*vm.Game, error) {
	g, _, err := setupNotated(cmd, v, p, fen, moves, vm.NewPosition)
	return g, err
}

// setupNotated is setupGame, with the position set up by newPos and also
// in the VM's notation.
func setupNotated(cmd *cobra.Command, v *variants.Variant, p *legdefs.Program, fen, moves string, newPos newPositionFunc) (*vm.Game, vmSetup, error) {
	if err := checkFENFlag(cmd); err != nil {
		return nil, vmSetup{}, err
	}
	fen, err := sfenFEN(cmd, p, fen) // usi.go
	if err != nil {
		return nil, vmSetup{}, err
	}
	pos, err := newPos(p, fen)
	if err != nil && fen == "" {
		return nil, vmSetup{}, v.StartPositionError(err)
	}
	if err != nil {
		return nil, vmSetup{}, err
	}
	for _, w := range pos.Warnings() {
		fmt.Fprintf(cmd.ErrOrStderr(), "betzac: warning: %s\n", w)
	}
	g := vm.NewGame(pos)
	setup := vmSetup{FEN: fen}
	for i, s := range strings.Fields(moves) {
		shown := quote.Short(s) // a runaway "move" is not echoed whole
		if r := g.Result(); r.Over() {
			return nil, vmSetup{}, fmt.Errorf("--moves: move %d (%s): the game is over: %s", i+1, shown, r.Named(v.Sides))
		}
		m, err := parseMoveArg(pos, s) // usi.go
		if err != nil {
			return nil, vmSetup{}, fmt.Errorf("--moves: move %d (%s): %w", i+1, shown, err)
		}
		setup.Moves = append(setup.Moves, pos.MoveString(m))
		g.Play(m)
	}
	return g, setup, nil
}

// checkFENFlag refuses a --fen flag given empty.
func checkFENFlag(cmd *cobra.Command) error {
	if f := cmd.Flags().Lookup("fen"); f != nil && f.Changed && strings.TrimSpace(f.Value.String()) == "" {
		return errors.New("--fen: empty FEN (leave out --fen for the start position)")
	}
	return nil
}
