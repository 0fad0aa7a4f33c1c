package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// SFEN and USI on the command line (vm/sfen.go, vm/usi.go), in the
// variants that have them (vm.HasSFEN: the shogi family, Chu Shogi with
// its counter-strike square as shogiops writes it): --sfen gives the
// position instead of --fen (a flag of its own, for an SFEN "… b -"
// reads as a FEN too, with the other side to move); --fen takes an SFEN
// with its move count ("… b - 1"), whose fourth field, a number, no FEN
// has in its e.p. place; --moves reads USI moves (7g7f, P*5e, 8h2b+,
// 6f5e4d) besides UCI; moves --usi lists USI; show prints the SFEN.

// sfenFlag is the --sfen flag's help.
const sfenFlag = "start from this `SFEN` (shogi family: board, b or w, hands or Chu Shogi's counter-strike square, move count) instead of the variant's start position"

// sfenValues are the --sfen values, by command.
var sfenValues = map[*cobra.Command]*string{}

// addSFENFlag adds --sfen to cmd.
func addSFENFlag(cmd *cobra.Command) {
	s := new(string)
	sfenValues[cmd] = s
	cmd.Flags().StringVar(s, "sfen", "", sfenFlag)
}

// sfenFEN returns fen, or the FEN form of --sfen when it is given, or of
// a --fen that is an SFEN with its move count (sfenShaped).
func sfenFEN(cmd *cobra.Command, p *legdefs.Program, fen string) (string, error) {
	flag, sfen := "--fen", fen
	if f := cmd.Flags().Lookup("sfen"); f != nil && f.Changed {
		if fen != "" {
			return "", errors.New("--sfen and --fen: give one of them")
		}
		flag, sfen = "--sfen", *sfenValues[cmd]
	} else if !sfenShaped(p, fen) {
		return fen, nil
	}
	if _, err := vm.NewPositionSFEN(p, sfen); err != nil {
		return "", fmt.Errorf("%s: %w", flag, err)
	}
	return vm.SFENToFEN(p, sfen)
}

// sfenShaped reports whether s, given as a FEN of p, is an SFEN: p has
// one, and s has four fields, the last a number (an SFEN's move count,
// where a FEN has its e.p. square or -).
func sfenShaped(p *legdefs.Program, s string) bool {
	f := strings.Fields(s)
	if !vm.HasSFEN(p) || len(f) != 4 || strings.ContainsAny(f[0], "[]") {
		return false
	}
	_, err := strconv.Atoi(f[3])
	return err == nil
}

// parseMoveArg reads a move of --moves: UCI, or in a variant with SFEN
// and USI (vm.HasSFEN) a USI move (vm.LooksUSI: it starts with a file number or drops
// with '*'). The error is ready for "--moves: move N (s): ".
func parseMoveArg(pos *vm.Position, s string) (vm.Move, error) {
	if vm.LooksUSI(s) && vm.HasSFEN(pos.Program()) {
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
