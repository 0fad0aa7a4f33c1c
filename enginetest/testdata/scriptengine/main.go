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
	"time"

	"github.com/betzac/betzac/compiler"
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
		fmt.Fprintln(os.Stderr, "scriptengine: depth:", err)
		os.Exit(2)
	}
	pos, err := setup(args[1], args[2:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "scriptengine:", err)
		os.Exit(2)
	}
	switch *mode {
	case "crash":
		fmt.Println("a2a3 1")
		fmt.Fprintln(os.Stderr, "scriptengine: segmentation fault (pretend)")
		os.Exit(139)
	case "garbage":
		fmt.Println("Hello, I am not a perft divide")
		return
	case "hang":
		time.Sleep(time.Hour)
	}
	var total uint64
	for _, m := range moves(pos) {
		pos.Make(m)
		n := count(pos, depth-1)
		pos.Unmake(m)
		total += n
		fmt.Printf("%s %d\n", pos.MoveString(m), n)
	}
	switch *mode {
	case "badtotal":
		total++
	case "nototal":
		return
	}
	fmt.Printf("\n%d\n", total)
}

func setup(fen string, moves []string) (*vm.Position, error) {
	_, p, err := compiler.Load("chess")
	if err != nil {
		return nil, err
	}
	pos, err := vm.NewPosition(p, fen)
	if err != nil {
		return nil, err
	}
	if len(moves) == 1 {
		for _, s := range strings.Fields(moves[0]) {
			m, err := pos.ParseMove(s)
			if err != nil {
				return nil, err
			}
			pos.Make(m)
		}
	}
	return pos, nil
}

// moves returns the legal moves, less the planted bug's.
func moves(pos *vm.Position) []vm.Move {
	ms := pos.LegalMoves()
	if *bug != "noep" {
		return ms
	}
	out := ms[:0]
	for _, m := range ms {
		if m.Kind&vm.KindEP == 0 {
			out = append(out, m)
		}
	}
	return out
}

func count(pos *vm.Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range moves(pos) {
		pos.Make(m)
		n += count(pos, depth-1)
		pos.Unmake(m)
	}
	return n
}
