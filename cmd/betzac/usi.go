package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// SFEN and USI on the command line (vm/sfen.go, vm/usi.go): --sfen gives
// a shogi-family position instead of --fen (a flag of its own, for an
// SFEN "… b - 1" reads as a FEN too, with the other side to move);
// --moves reads USI moves (7g7f, P*5e, 8h2b+) besides UCI in those
// variants; moves --usi lists USI; show prints the SFEN.

// sfenFlag is the --sfen flag's help.
const sfenFlag = "start from this `SFEN` (shogi family: board, b or w, hands, move count) instead of the variant's start position"

// sfenValues are the --sfen values, by command.
var sfenValues = map[*cobra.Command]*string{}

// addSFENFlag adds --sfen to cmd.
func addSFENFlag(cmd *cobra.Command) {
	s := new(string)
	sfenValues[cmd] = s
	cmd.Flags().StringVar(s, "sfen", "", sfenFlag)
}

// sfenFEN returns fen, or the FEN form of --sfen when it is given.
func sfenFEN(cmd *cobra.Command, p *legdefs.Program, fen string) (string, error) {
	f := cmd.Flags().Lookup("sfen")
	if f == nil || !f.Changed {
		return fen, nil
	}
	if fen != "" {
		return "", errors.New("--sfen and --fen: give one of them")
	}
	sfen := *sfenValues[cmd]
	out, err := vm.SFENToFEN(p, sfen)
	if err != nil {
		return "", fmt.Errorf("--sfen: %w", err)
	}
	var fe *vm.FENError
	if _, err := vm.NewPosition(p, out); errors.As(err, &fe) && fe.Field == "board" {
		return "", fmt.Errorf("--sfen: %w", &vm.SFENError{SFEN: sfen, Field: "board", Msg: fe.Msg})
	}
	return out, nil // NewPosition's other errors name the FEN form
}

// parseMoveArg reads a move of --moves: UCI, or in a shogi-family
// variant a USI move (vm.LooksUSI: it starts with a file number or drops
// with '*'). The error is ready for "--moves: move N (s): ".
func parseMoveArg(pos *vm.Position, s string) (vm.Move, error) {
	if vm.LooksUSI(s) && vm.USIFamily(pos.Program()) {
		m, err := pos.ParseUSI(s)
		var me *vm.MoveError
		if errors.As(err, &me) {
			uci, _ := pos.USIToUCI(s)
			return m, fmt.Errorf("in UCI %s: %s", uci, me.Reason)
		}
		return m, err
	}
	return parseMove(pos, s) // UCI, then SAN (movetext.go)
}
