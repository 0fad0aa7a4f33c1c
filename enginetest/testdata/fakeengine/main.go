// Command fakeengine is a deliberately broken UCI engine for the tests of
// package enginetest. It counts perft with betzac's own move generator,
// except that in the position -bugfen (the first four FEN fields: pieces,
// side to move, castling, e.p.) it drops the
// move -bugmove, wherever that position occurs in the tree. -mode makes
// it misbehave in other ways: "crash" exits during go perft, "garbage"
// prints nonsense instead of a divide, "hang" never answers go perft,
// "mute" never answers uci, "badtotal" prints a wrong total, "chatter"
// answers uci with a line of text and then nothing (as a shell would),
// "binary" answers it with bytes that are not text, "blob" with 200 kB of
// them and no newline, "flood" answers isready with 200,000 info lines
// first.
//
// It also plays (package match's tests): "go" without perft answers
// "bestmove" with its first legal move, except that in the variant
// -illegalvariant it answers -illegalmove, legal or not; "crash" and
// "hang" misbehave there as in go perft.
package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/betzac/betzac/enginetest/testdata/bugperft"
	"github.com/betzac/betzac/vm"
)

var (
	mode, bug = bugperft.Flags("crash, garbage, hang, mute, badtotal, chatter, binary, blob or flood")

	illegal = bugperft.IllegalFlags("UCI_Variant")
)

func main() {
	bugperft.UCI{
		Name: "fakeengine", Protocol: "uci", Variant: "chess",
		Handshake: handshake, Ready: flood, Setup: setup, Go: goCommand,
	}.Serve()
}

// flood floods before "readyok" in -mode flood.
func flood() {
	if *mode == "flood" {
		for i := range 200_000 {
			fmt.Fprintf(bugperft.Out, "info string flood %d\n", i)
		}
	}
}

// goCommand answers "go perft N" with a divide, any other "go" with a
// move.
func goCommand(variant string, pos *vm.Position, args []string) {
	if len(args) < 2 || args[0] != "perft" {
		bugperft.Say("bestmove %s", play(variant, pos))
		return
	}
	perft(pos, args[1])
}

// handshake answers "uci", or misbehaves as -mode says.
func handshake() {
	switch *mode {
	case "mute":
		bugperft.Hang()
	case "chatter":
		bugperft.Say("uci: command not found")
		bugperft.Hang()
	case "binary":
		bugperft.Say("\x7fELF\x02\x01\x01\x00\x1b[2J\xff\xfe")
		bugperft.Hang()
	case "blob":
		bugperft.Out.Write(bytes.Repeat([]byte{0, 1, 2, 0xff}, 50000))
		bugperft.Out.Flush()
		bugperft.Hang()
	}
	bugperft.Say("id name fakeengine")
	bugperft.Say("option name UCI_Variant type combo default chess var chess var capablanca")
	bugperft.Say("uciok")
}

// perft answers "go perft depth", or misbehaves as -mode says.
func perft(pos *vm.Position, depth string) {
	switch *mode {
	case "crash":
		bugperft.Say("a2a3: 1")
	case "garbage":
		bugperft.Say("Hello, I am not a perft divide")
		return
	}
	counter.Perft(pos, depth, *mode, "fakeengine", nil)
}

func setup(variant string, args []string) (*vm.Position, error) {
	counter = bug()
	fen := ""
	i := 0
	if len(args) > 0 && args[0] == "fen" {
		i = 1
		for i < len(args) && args[i] != "moves" {
			i++
		}
		fen = strings.Join(args[1:i], " ")
	} else if len(args) > 0 && args[0] == "startpos" {
		i = 1
	}
	pos, err := bugperft.Load(variant, fen)
	if err != nil {
		return nil, err
	}
	if i < len(args) && args[i] == "moves" {
		if err := bugperft.Play(pos, args[i+1:]); err != nil {
			return nil, err
		}
	}
	return pos, nil
}

// counter leaves out the bug's move in the bug's position (set with the
// position, once the flags are read).
var counter bugperft.Counter

// play is the engine's move in pos: -illegalmove in -illegalvariant, else
// the first legal move; "crash" and "hang" modes misbehave instead.
func play(variant string, pos *vm.Position) string {
	switch *mode {
	case "crash":
		bugperft.Crash("fakeengine")
	case "hang":
		bugperft.Hang()
	}
	if m, ok := illegal(variant); ok {
		return m
	}
	if ms := counter.Moves(pos); len(ms) > 0 {
		return pos.MoveString(ms[0])
	}
	return "(none)"
}
