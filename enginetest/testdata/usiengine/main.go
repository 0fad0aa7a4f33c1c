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
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/enginetest/testdata/bugperft"
	"github.com/betzac/betzac/vm"
)

var (
	bugFEN  = flag.String("bugfen", "", "the position (FEN) where a move is missing")
	bugMove = flag.String("bugmove", "", "the move missing there (UCI form)")
	mode    = flag.String("mode", "", "crash, hang, badtotal, ucimoves or noperft")

	illegalVariant = flag.String("illegalvariant", "", "the variant (USI_Variant) in which it plays -illegalmove")
	illegalMove    = flag.String("illegalmove", "", "the move (USI) it plays in -illegalvariant")
)

func main() {
	flag.Parse()
	counter := bugperft.Missing(*bugFEN, *bugMove)
	out := bufio.NewWriter(os.Stdout)
	say := func(format string, args ...any) {
		fmt.Fprintf(out, format+"\n", args...)
		out.Flush()
	}
	variant := "shogi"
	var pos *vm.Position
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "usi":
			say("id name usiengine 1.0")
			say("option name USI_Variant type combo default shogi var shogi var minishogi var chess")
			say("option name USI_Hash type spin default 16 min 1 max 1024")
			say("usiok")
		case "isready":
			say("readyok")
		case "setoption":
			if len(f) >= 5 && f[2] == "USI_Variant" {
				variant = f[4]
			}
		case "position":
			var err error
			if pos, err = setup(variant, f[1:]); err != nil {
				fmt.Fprintln(os.Stderr, "usiengine:", err)
				os.Exit(3)
			}
		case "go":
			if pos == nil {
				continue
			}
			if len(f) < 3 || f[1] != "perft" || *mode == "noperft" {
				say("bestmove %s", play(variant, pos, counter))
				continue
			}
			depth, _ := strconv.Atoi(f[2])
			switch *mode {
			case "crash":
				fmt.Fprintln(os.Stderr, "usiengine: segmentation fault (pretend)")
				os.Exit(139)
			case "hang":
				time.Sleep(time.Hour)
			}
			total := counter.Divide(pos, depth, func(move string, n uint64) {
				if *mode != "ucimoves" {
					m, _ := pos.ParseMove(move)
					move = pos.USIString(m)
				}
				say("%s: %d", move, n)
			})
			if *mode == "badtotal" {
				total++
			}
			say("")
			say("Nodes searched: %d", total)
		case "quit":
			return
		}
	}
}

// play is the engine's move in pos, in USI: -illegalmove in
// -illegalvariant, else its first legal move ("resign" without one).
func play(variant string, pos *vm.Position, counter bugperft.Counter) string {
	if variant == *illegalVariant && *illegalMove != "" {
		return *illegalMove
	}
	if ms := counter.Moves(pos); len(ms) > 0 {
		return pos.USIString(ms[0])
	}
	return "resign"
}

// setup reads "startpos|sfen SFEN|fen FEN [moves USI...]".
func setup(variant string, args []string) (*vm.Position, error) {
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
