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
	"strings"

	"github.com/betzac/betzac/enginetest/testdata/bugperft"
	"github.com/betzac/betzac/vm"
)

var (
	mode, bug = bugperft.Flags("noperft, crash, nosetboard, hang or resign")
)

func main() {
	variant := "chess"
	var pos *vm.Position
	bugperft.Commands(func(line string) bool {
		cmd, arg, _ := strings.Cut(line, " ")
		switch cmd {
		case "protover":
			setboard := 1
			if *mode == "nosetboard" {
				setboard = 0
			}
			bugperft.Say("feature myname=\"xboardengine 1.0\" setboard=%d usermove=1 ping=1 variants=\"normal,capablanca\"", setboard)
			bugperft.Say("feature done=1")
		case "new":
			variant = "chess"
			pos = newPos(variant, "")
		case "variant":
			variant = arg
			pos = newPos(variant, "")
		case "setboard":
			pos = newPos(variant, arg)
			if pos == nil {
				bugperft.Say("Error (bad FEN): %s", arg)
			}
		case "usermove":
			if pos == nil {
				bugperft.Say("Illegal move (no position): %s", arg)
				break
			}
			m, err := pos.ParseMove(arg)
			if err != nil {
				bugperft.Say("Illegal move: %s", arg)
				break
			}
			pos.Make(m)
		case "ping":
			bugperft.Say("pong %s", arg)
		case "perft":
			if *mode == "noperft" || pos == nil {
				bugperft.Say("Error (unknown command): perft")
				break
			}
			counter.Perft(pos, arg, *mode, "xboardengine", nil)
		case "go":
			if *mode == "resign" || pos == nil || len(counter.Moves(pos)) == 0 {
				bugperft.Say("resign")
				break
			}
			m := counter.Moves(pos)[0]
			bugperft.Say("move %s", pos.MoveString(m))
			pos.Make(m)
		case "quit":
			return false
		}
		return true
	})
}

// newPos is the position of fen ("" = the start) in the CECP variant
// name ("normal" is chess); nil if it cannot be set up.
func newPos(variant, fen string) *vm.Position {
	counter = bug()
	if variant == "normal" {
		variant = "chess"
	}
	pos, err := bugperft.Load(variant, fen)
	if err != nil {
		return nil
	}
	return pos
}

// counter leaves out the bug's move in the bug's position.
var counter bugperft.Counter
