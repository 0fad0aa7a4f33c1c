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
	"bufio"
	"bytes"
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
	mode = flag.String("mode", "", "crash, garbage, hang, mute, badtotal, chatter, binary, blob or flood")

	illegalVariant = flag.String("illegalvariant", "", "the variant (UCI_Variant) in which it plays -illegalmove")
	illegalMove    = flag.String("illegalmove", "", "the move it plays in -illegalvariant")
)

func main() {
	flag.Parse()
	out := bufio.NewWriter(os.Stdout)
	say := bugperft.Say(out)
	variant := "chess"
	var pos *vm.Position
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		f := strings.Fields(in.Text())
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "uci":
			switch *mode {
			case "mute":
				time.Sleep(time.Hour)
			case "chatter":
				say("uci: command not found")
				time.Sleep(time.Hour)
			case "binary":
				say("\x7fELF\x02\x01\x01\x00\x1b[2J\xff\xfe")
				time.Sleep(time.Hour)
			case "blob":
				out.Write(bytes.Repeat([]byte{0, 1, 2, 0xff}, 50000))
				out.Flush()
				time.Sleep(time.Hour)
			}
			say("id name fakeengine")
			say("option name UCI_Variant type combo default chess var chess var capablanca")
			say("uciok")
		case "isready":
			if *mode == "flood" {
				for i := range 200_000 {
					fmt.Fprintf(out, "info string flood %d\n", i)
				}
			}
			say("readyok")
		case "setoption":
			if len(f) >= 5 && f[2] == "UCI_Variant" {
				variant = f[4]
			}
		case "position":
			var err error
			pos, err = setup(variant, f[1:])
			if err != nil {
				fmt.Fprintln(os.Stderr, "fakeengine:", err)
				os.Exit(3)
			}
			counter = bug()
		case "go":
			if pos == nil {
				continue
			}
			if len(f) < 3 || f[1] != "perft" {
				say("bestmove %s", play(variant, pos))
				continue
			}
			depth, _ := strconv.Atoi(f[2])
			switch *mode {
			case "crash":
				say("a2a3: 1")
				fmt.Fprintln(os.Stderr, "fakeengine: segmentation fault (pretend)")
				os.Exit(139)
			case "garbage":
				say("Hello, I am not a perft divide")
				continue
			case "hang":
				time.Sleep(time.Hour)
			}
			total := counter.Divide(pos, depth, func(move string, n uint64) { say("%s: %d", move, n) })
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

func setup(variant string, args []string) (*vm.Position, error) {
	_, p, err := compiler.Load(variant)
	if err != nil {
		return nil, err
	}
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
	pos, err := vm.NewPosition(p, fen)
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
		fmt.Fprintln(os.Stderr, "fakeengine: segmentation fault (pretend)")
		os.Exit(139)
	case "hang":
		time.Sleep(time.Hour)
	}
	if variant == *illegalVariant && *illegalMove != "" {
		return *illegalMove
	}
	if ms := counter.Moves(pos); len(ms) > 0 {
		return pos.MoveString(ms[0])
	}
	return "(none)"
}
