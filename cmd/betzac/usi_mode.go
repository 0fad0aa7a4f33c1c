package main

import (
	"os"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/search"
	"github.com/betzac/betzac/vm"
)

// betzac usi: the UCI engine mode (uci.go) in the USI dialect, as the
// USI protocol text (Tord Romstad's "The Universal Shogi Interface",
// shogidokoro.starfree.jp/usi.html: usi/usiok, usinewgame, "position
// sfen|startpos moves", "go btime wtime byoyomi", bestmove, "resign")
// and Fairy-Stockfish's USI mode (src/uci.cpp) say: its options are
// named USI_Variant and USI_Hash (UCI::option_name), VariantPath keeps
// its name, "position fen" is read besides "sfen", "go perft N" prints
// the divide in USI moves, the default variant is shogi, mate scores
// count plies ("In USI, mate distance is given in ply"), and "btime" is
// the first player's clock (sente, who moves first: White in betzac's
// FEN).

var usiCmd = &cobra.Command{
	Use:   "usi",
	Short: "Play any variant as a USI engine (shogi GUIs; Fairy-Stockfish's USI mode)",
	Long: `Speak USI on standard input and output, as betzac uci speaks UCI: USI_Variant
chooses a built-in variant (default shogi), VariantPath loads a variant
file, "position sfen SFEN" (or "fen FEN", or startpos) with moves in USI
(7g7f, P*5e, 8h2b+; in other variants the same squares, e2e4 is 4g4e),
"go" with btime, wtime, byoyomi, binc, winc, depth, nodes, movetime or
infinite, "go perft N" (a divide in USI), bestmove in USI or "resign".
Errors in commands are reported as "info string" lines.`,
	Example: `  betzac enginetest --protocol usi --engine "betzac usi" shogi -d 3`,
	Args:    noArgs,
	RunE: func(cmd *cobra.Command, args []string) error {
		return runEngineMode(os.Stdin, cmd.OutOrStdout(), usiDialect)
	},
}

func init() { addCommand(usiCmd) }

// usiDialect is USI, as Fairy-Stockfish speaks it.
var usiDialect = &dialect{hello: "usi", variant: "shogi", prefix: "USI_", hashPrefix: "USI_", none: "resign",
	text: (*vm.Position).UCIToUSI, parseMove: (*vm.Position).ParseUSI, mate: matePlies, swapClocks: true}

// matePlies is the plies to mate of a mate score (negative: being
// mated), as USI counts them.
func matePlies(score int) (int, bool) {
	switch {
	case score > search.MateBound:
		return search.Mate - score, true
	case score < -search.MateBound:
		return -(search.Mate + score), true
	}
	return 0, false
}
