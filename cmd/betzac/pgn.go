package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/pgn"
	"github.com/betzac/betzac/san"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

var pgnFlags struct {
	write, variant, fen, moves string
}

var pgnCmd = &cobra.Command{
	Use:   "pgn FILE [--variant VARIANT] | pgn --write VARIANT|FILE [--fen FEN] --moves \"e4 e5\"",
	Short: "Replay the games of a PGN file, or write moves as PGN",
	Long: `Replay every game of a PGN file: set up its variant (the Variant tag, as
Fairy-Stockfish and lichess write it, chess without one; --variant names it
instead) and its position (the FEN tag, else the start position), then play
its main line, in SAN or UCI. Comments, NAGs ($1), variations and % lines
are skipped. Each game prints one line: its number and line, the variant,
the plies played, the result tag and the final FEN. The first move that is
not legal stops the replay with the game's number, the ply, the move's
line:column and the legal moves.

With --write, play --moves (SAN or UCI) from the start position or --fen
and print them as a PGN game in SAN, with the Variant tag (and FEN and
SetUp tags with --fen).`,
	Example: `  betzac pgn games.pgn
  betzac pgn shogi-games.pgn --variant shogi
  betzac pgn --write chess --moves "e4 e5 Nf3 Nc6 Bb5"
  betzac pgn --write crazyhouse --moves "e2e4 d7d5 e4d5 d8d5 P@e4" > game.pgn`,
	Args: func(cmd *cobra.Command, args []string) error {
		if pgnFlags.write != "" && len(args) > 0 {
			return usageErrorf(cmd, "--write takes its moves from --moves, not a FILE (%q)", args[0])
		}
		if pgnFlags.write != "" {
			return nil
		}
		return checkArgNames(cmd, args, "FILE")
	},
	RunE: func(cmd *cobra.Command, args []string) error {
		if pgnFlags.write != "" {
			return writePGN(cmd)
		}
		if cmd.Flags().Changed("moves") || cmd.Flags().Changed("fen") {
			return usageErrorf(cmd, "--moves and --fen go with --write")
		}
		return replayPGN(cmd, args[0])
	},
}

func init() {
	addCommand(pgnCmd)
	lazyFlags(pgnCmd, declarePgnFlags)
}

// declarePgnFlags declares pgn's flags (lazyflags.go).
func declarePgnFlags(f *pflag.FlagSet) {
	f.StringVar(&pgnFlags.write, "write", "", "write the moves of --moves in this `VARIANT` as PGN")
	f.StringVar(&pgnFlags.variant, "variant", "", "replay every game in this `VARIANT` whatever its Variant tag")
	f.StringVar(&pgnFlags.fen, "fen", "", "with --write: start from this `FEN`")
	f.StringVar(&pgnFlags.moves, "moves", "", "with --write: the `moves` (SAN or UCI, space separated)")
}

// replayPGN replays every game of file and prints a line for each.
func replayPGN(cmd *cobra.Command, file string) error {
	data, err := variants.ReadFile(file)
	if err != nil {
		return fmt.Errorf("%s: cannot read: %w", file, err)
	}
	games, err := pgn.Parse(string(data))
	var pe *pgn.Error
	if errors.As(err, &pe) {
		return fmt.Errorf("%s:%d:%d: %s", file, pe.Line, pe.Col, pe.Msg)
	}
	if err != nil {
		return err
	}
	if len(games) == 0 {
		return fmt.Errorf("%s: no game in the file", file)
	}
	for i, g := range games {
		name, pos, err := replayGame(cmd, &g)
		if err != nil {
			return fmt.Errorf("%s: game %d (line %d): %w", file, i+1, g.Line, err)
		}
		result := g.Result
		if result == "" {
			result = "none"
		}
		fmt.Fprintf(cmd.OutOrStdout(), "game %d (line %d): %s, %d plies, result %s: %s\n",
			i+1, g.Line, name, len(g.Moves), result, pos.FEN())
	}
	return nil
}

// replayGame sets up a game's variant and position and plays its moves.
func replayGame(cmd *cobra.Command, g *pgn.Game) (string, *vm.Position, error) {
	name := pgnFlags.variant
	if name == "" {
		name = variantOfTag(g.Tag("Variant"))
	}
	_, prog, err := compiler.Load(name)
	if err != nil {
		return name, nil, fmt.Errorf("variant %q (Variant tag %q): %w", name, g.Tag("Variant"), err)
	}
	fen := g.Tag("FEN")
	if g.Tag("SetUp") == "1" && fen == "" {
		return name, nil, errors.New("SetUp \"1\" without a FEN tag")
	}
	pos, err := vm.NewPosition(prog, fen)
	if err != nil {
		return name, nil, fmt.Errorf("FEN tag: %w", err)
	}
	for ply, m := range g.Moves {
		mv, err := parseMove(pos, m.Text)
		if err != nil {
			return name, nil, fmt.Errorf("ply %d, move %q at %d:%d: %w", ply+1, m.Text, m.Line, m.Col, err)
		}
		pos.Make(mv)
	}
	return name, pos, nil
}

// variantOfTag is the built-in a Variant tag names: chess without one or
// for lichess's "Standard" and "From Position", else the name in lower
// case without spaces and hyphens ("King of the Hill" is kingofthehill,
// lichess's "Three-check" 3check).
func variantOfTag(tag string) string {
	s := strings.ToLower(strings.NewReplacer(" ", "", "-", "").Replace(tag))
	switch s {
	case "", "standard", "fromposition":
		return "chess"
	case "threecheck":
		return "3check"
	case "fivecheck":
		return "5check"
	}
	return s
}

// writePGN prints --moves as a PGN game.
func writePGN(cmd *cobra.Command) error {
	v, prog, err := compiler.Load(pgnFlags.write)
	if err != nil {
		return err
	}
	pos, err := setupPosition(cmd, v, prog, pgnFlags.fen, "")
	if err != nil {
		return err
	}
	blackFirst, first := pos.SideToMove() == 1, 1
	if f := strings.Fields(pos.FEN()); len(f) >= 6 {
		if n, err := strconv.Atoi(f[5]); err == nil && n > 0 {
			first = n
		}
	}
	var sans []string
	for i, s := range strings.Fields(pgnFlags.moves) {
		m, err := parseMove(pos, s)
		if err != nil {
			return fmt.Errorf("--moves: move %d (%s): %w", i+1, s, err)
		}
		sans = append(sans, san.Move(pos, m))
		pos.Make(m)
	}
	var tags []pgn.Tag
	if v.Name != "chess" {
		tags = append(tags, pgn.Tag{Name: "Variant", Value: v.Name})
	}
	if pgnFlags.fen != "" {
		tags = append(tags, pgn.Tag{Name: "FEN", Value: pgnFlags.fen}, pgn.Tag{Name: "SetUp", Value: "1"})
	}
	_, err = fmt.Fprint(cmd.OutOrStdout(), pgn.Write(tags, sans, blackFirst, first, "*"))
	return err
}
