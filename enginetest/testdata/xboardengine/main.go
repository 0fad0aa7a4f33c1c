// Command xboardengine is a deliberately broken CECP (xboard) engine for
// the tests of package enginetest and of "betzac enginetest --protocol
// xboard". It counts perft ("perft N", as Fairy-Stockfish's xboard mode
// has it) with betzac's own move generator, except that in the position
// -bugfen (pieces, side to move, castling, e.p.) it lacks the move
// -bugmove, wherever that position occurs in the tree. -mode makes it
// misbehave otherwise: "noperft" answers perft as an unknown command,
// "crash" exits during perft, "nosetboard" does not offer setboard,
// "hang" never answers perft.
//
// It also plays (package match's tests): "go" answers "move" and its
// first legal move, or with -mode resign "resign".
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
	bug  = bugperft.MissingFlags()
	mode = flag.String("mode", "", "noperft, crash, nosetboard, hang or resign")
)

func main() {
	flag.Parse()
	counter = bug()
	say := bugperft.Say(bufio.NewWriter(os.Stdout))
	variant := "chess"
	var pos *vm.Position
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		cmd, arg, _ := strings.Cut(line, " ")
		switch cmd {
		case "protover":
			setboard := 1
			if *mode == "nosetboard" {
				setboard = 0
			}
			say("feature myname=\"xboardengine 1.0\" setboard=%d usermove=1 ping=1 variants=\"normal,capablanca\"", setboard)
			say("feature done=1")
		case "new":
			variant = "chess"
			pos = newPos(variant, "")
		case "variant":
			variant = arg
			pos = newPos(variant, "")
		case "setboard":
			pos = newPos(variant, arg)
			if pos == nil {
				say("Error (bad FEN): %s", arg)
			}
		case "usermove":
			if pos == nil {
				say("Illegal move (no position): %s", arg)
				continue
			}
			m, err := pos.ParseMove(arg)
			if err != nil {
				say("Illegal move: %s", arg)
				continue
			}
			pos.Make(m)
		case "ping":
			say("pong %s", arg)
		case "perft":
			if *mode == "noperft" || pos == nil {
				say("Error (unknown command): perft")
				continue
			}
			perft(say, pos, arg)
		case "go":
			if *mode == "resign" || pos == nil || len(counter.Moves(pos)) == 0 {
				say("resign")
				continue
			}
			m := counter.Moves(pos)[0]
			say("move %s", pos.MoveString(m))
			pos.Make(m)
		case "quit":
			return
		}
	}
}

func perft(say func(string, ...any), pos *vm.Position, arg string) {
	depth, _ := strconv.Atoi(arg)
	switch *mode {
	case "crash":
		fmt.Fprintln(os.Stderr, "xboardengine: segmentation fault (pretend)")
		os.Exit(139)
	case "hang":
		time.Sleep(time.Hour)
	}
	total := counter.Divide(pos, depth, func(move string, n uint64) { say("%s: %d", move, n) })
	say("")
	say("Nodes searched: %d", total)
}

// newPos is the position of fen ("" = the start) in the CECP variant
// name ("normal" is chess); nil if it cannot be set up.
func newPos(variant, fen string) *vm.Position {
	if variant == "normal" {
		variant = "chess"
	}
	_, p, err := compiler.Load(variant)
	if err != nil {
		return nil
	}
	pos, err := vm.NewPosition(p, fen)
	if err != nil {
		return nil
	}
	return pos
}

// counter leaves out the bug's move in the bug's position.
var counter bugperft.Counter
