// Command usiengine is a deliberately broken USI engine for the tests of
// package enginetest and of "betzac enginetest --protocol usi". It counts
// perft ("go perft N", as Fairy-Stockfish's USI mode has it) with
// betzac's own move generator and prints its moves in USI, except that
// in the position -bugfen (a FEN: pieces, hands, side to move) it lacks
// the move -bugmove (UCI form), wherever that position occurs in the
// tree. It reads "position sfen", "position fen" and "position startpos"
// with USI moves, and names its variant option USI_Variant. -mode makes
// it misbehave otherwise: "crash" exits during go perft, "hang" never
// answers it, "badtotal" prints a wrong total, "ucimoves" prints its
// moves in UCI rather than USI, "noperft" searches instead (as an engine
// without go perft does) and answers bestmove. Any other "go" it answers with "bestmove"
// and its first legal move in USI, except that in the variant
// -illegalvariant it answers -illegalmove (USI text), legal or not.
package main

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/enginetest/testdata/bugperft"
	"github.com/betzac/betzac/vm"
)

func main() {
	bugperft.UCI{
		Name: "usiengine", Protocol: "usi", Variant: "shogi",
		Handshake: handshake, Setup: setup, Go: goCommand,
	}.Serve()
}

func handshake() {
	bugperft.Say("id name usiengine 1.0")
	bugperft.Say("option name USI_Variant type combo default shogi var shogi var minishogi var chess")
	bugperft.Say("option name USI_Hash type spin default 16 min 1 max 1024")
	bugperft.Say("usiok")
}

// goCommand answers "go perft N" with a divide in USI, any other "go"
// (or any "go" in -mode noperft) with a move.
func goCommand(variant string, pos *vm.Position, args []string) {
	if len(args) < 2 || args[0] != "perft" || *mode == "noperft" {
		bugperft.Say("bestmove %s", play(variant, pos))
		return
	}
	counter.Perft(pos, args[1], *mode, "usiengine", func(move string) string {
		if *mode == "ucimoves" {
			return move
		}
		m, _ := pos.ParseMove(move)
		return pos.USIString(m)
	})
}

var (
	mode, bug = bugperft.Flags("crash, hang, badtotal, ucimoves or noperft")
	illegal   = bugperft.IllegalFlags("USI_Variant")

	// counter leaves out the bug's move in the bug's position (set with
	// the position, once the flags are read).
	counter bugperft.Counter
)

// play is the engine's move in pos, in USI: -illegalmove in
// -illegalvariant, else its first legal move ("resign" without one).
func play(variant string, pos *vm.Position) string {
	if m, ok := illegal(variant); ok {
		return m
	}
	if ms := counter.Moves(pos); len(ms) > 0 {
		return pos.USIString(ms[0])
	}
	return "resign"
}

// setup reads "startpos|sfen SFEN|fen FEN [moves USI...]".
func setup(variant string, args []string) (*vm.Position, error) {
	counter = bug()
	_, p, err := compiler.Load(variant)
	if err != nil {
		return nil, err
	}
	i := 1
	for i < len(args) && args[i] != "moves" {
		i++
	}
	fen := strings.Join(args[1:min(i, len(args))], " ")
	switch {
	case len(args) == 0:
		return nil, fmt.Errorf("position without arguments")
	case args[0] == "startpos":
		fen = ""
	case args[0] == "sfen":
		if fen, err = vm.SFENToFEN(p, fen); err != nil {
			return nil, err
		}
	case args[0] != "fen":
		return nil, fmt.Errorf("position %s: want startpos, sfen or fen", args[0])
	}
	pos, err := vm.NewPosition(p, fen)
	if err != nil {
		return nil, err
	}
	for _, s := range args[min(i+1, len(args)):] {
		m, err := pos.ParseUSI(s)
		if err != nil {
			return nil, err
		}
		pos.Make(m)
	}
	return pos, nil
}
