// Command scriptengine is a deliberately broken perft script for the
// tests of package enginetest's script protocol, following perftree's
// contract (github.com/agausmann/perftree, README "Usage"):
//
//	scriptengine [-bug noep] [-mode M] DEPTH FEN [MOVES]
//
// prints "move count" lines, a blank line and the total. It counts chess
// with betzac's own move generator, except that -bug noep never
// generates an e.p. capture (a planted move generation bug). -mode makes
// it misbehave otherwise: "crash" exits with status 139 after a line,
// "garbage" prints a sentence, "hang" never ends, "badtotal" prints a
// total one more than the sum, "nototal" leaves out the blank line and
// the total.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/betzac/betzac/enginetest/testdata/bugperft"
	"github.com/betzac/betzac/vm"
)

var (
	bug  = flag.String("bug", "", "noep: no e.p. captures")
	mode = flag.String("mode", "", "crash, garbage, hang, badtotal or nototal")
)

func main() {
	flag.Parse()
	args := flag.Args()
	if len(args) < 2 || len(args) > 3 {
		fmt.Fprintln(os.Stderr, "usage: scriptengine DEPTH FEN [MOVES]")
		os.Exit(2)
	}
	depth, err := strconv.Atoi(args[0])
	if err != nil {
		bugperft.Fail("scriptengine", 2, "depth:", err)
	}
	pos, err := setup(args[1], args[2:])
	if err != nil {
		bugperft.Fail("scriptengine", 2, err)
	}
	switch *mode {
	case "crash":
		fmt.Println("a2a3 1")
		bugperft.Crash("scriptengine")
	case "garbage":
		fmt.Println("Hello, I am not a perft divide")
		return
	case "hang":
		bugperft.Hang()
	}
	c := bugperft.Counter{}
	if *bug == "noep" {
		c.Drop = func(_ *vm.Position, m vm.Move) bool { return m.Kind&vm.KindEP != 0 }
	}
	total := c.Divide(pos, depth, func(move string, n uint64) { fmt.Printf("%s %d\n", move, n) })
	switch *mode {
	case "badtotal":
		total++
	case "nototal":
		return
	}
	fmt.Printf("\n%d\n", total)
}

func setup(fen string, moves []string) (*vm.Position, error) {
	pos, err := bugperft.Load("chess", fen)
	if err != nil {
		return nil, err
	}
	if len(moves) == 1 {
		if err := bugperft.Play(pos, strings.Fields(moves[0])); err != nil {
			return nil, err
		}
	}
	return pos, nil
}
