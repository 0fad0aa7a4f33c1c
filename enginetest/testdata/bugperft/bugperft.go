// Package bugperft is what the test engines of package enginetest
// (fakeengine, scriptengine, usiengine, xboardengine) share: the perft
// count of betzac's own move generator less the moves of a planted bug,
// the command loop, and the ways they misbehave.
package bugperft

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// Load is the position fen ("" = the start) of the built-in variant.
func Load(variant, fen string) (*vm.Position, error) {
	_, p, err := compiler.Load(variant)
	if err != nil {
		return nil, err
	}
	return vm.NewPosition(p, fen)
}

// Commands parses the flags, then calls each with every line of
// standard input that is not blank, trimmed, until input ends or each
// returns false ("quit").
func Commands(each func(line string) bool) {
	flag.Parse()
	in := bufio.NewScanner(os.Stdin)
	for in.Scan() {
		line := strings.TrimSpace(in.Text())
		if line != "" && !each(line) {
			return
		}
	}
}

// Crash ends the engine name as a crash would: a pretend segmentation
// fault on standard error and exit status 139.
func Crash(name string) { Fail(name, 139, "segmentation fault (pretend)") }

// Hang never answers.
func Hang() { time.Sleep(time.Hour) }

// Perft answers a perft of depth (the command's text) as Stockfish
// does: a "move: count" line a move, the move in the engine's notation
// (text; nil: as MoveString writes it), then a blank line and "Nodes
// searched: N". In the modes the engines share it misbehaves instead:
// "crash" and "hang" before the first line, "badtotal" with a total one
// too many. name is the engine's, for the crash.
func (c Counter) Perft(pos *vm.Position, depth, mode, name string, text func(string) string) {
	d, _ := strconv.Atoi(depth)
	switch mode {
	case "crash":
		Crash(name)
	case "hang":
		Hang()
	}
	total := c.Divide(pos, d, func(move string, n uint64) {
		if text != nil {
			move = text(move)
		}
		Say("%s: %d", move, n)
	})
	if mode == "badtotal" {
		total++
	}
	Say("")
	Say("Nodes searched: %d", total)
}

// IllegalFlags declares -illegalvariant and -illegalmove, the planted
// illegal move of an engine that plays (option names the variant's
// option); after flag.Parse the function it returns reports that move
// in variant, if any.
func IllegalFlags(option string) func(variant string) (string, bool) {
	v := flag.String("illegalvariant", "", "the variant ("+option+") in which it plays -illegalmove")
	m := flag.String("illegalmove", "", "the move it plays in -illegalvariant, in the engine's notation")
	return func(variant string) (string, bool) {
		return *m, variant == *v && *m != ""
	}
}

// Missing is the planted bug the engines share: the move move (in the
// shared notation) is missing in the position fen, wherever that position
// (pieces, side to move, castling, e.p.; not the clocks) occurs. With fen
// "" nothing is missing.
func Missing(fen, move string) Counter {
	key := positionKey(fen)
	return Counter{Drop: func(pos *vm.Position, m vm.Move) bool {
		return fen != "" && pos.MoveString(m) == move && positionKey(pos.FEN()) == key
	}}
}

// Flags declares the flags every engine has: -mode, which names how it
// misbehaves (modes lists them), and the planted bug of Missing, -bugfen
// and -bugmove. Once Commands has parsed the flags, bug returns that
// bug's Counter.
func Flags(modes string) (mode *string, bug func() Counter) {
	mode = flag.String("mode", "", modes)
	fen := flag.String("bugfen", "", "the position (FEN) where a move is missing")
	move := flag.String("bugmove", "", "the move missing there")
	return mode, func() Counter { return Missing(*fen, *move) }
}

// Out is the engines' standard output, flushed by Say.
var Out = bufio.NewWriter(os.Stdout)

// Say answers: a formatted line written to Out and flushed at once.
func Say(format string, args ...any) {
	fmt.Fprintf(Out, format+"\n", args...)
	Out.Flush()
}

// Fail ends the engine name with status, saying why on standard error.
func Fail(name string, status int, why ...any) {
	fmt.Fprintln(os.Stderr, append([]any{name + ":"}, why...)...)
	os.Exit(status)
}

// positionKey is the position part of a FEN, without the clocks.
func positionKey(fen string) string {
	f := strings.Fields(fen)
	return strings.Join(f[:min(4, len(f))], " ")
}

// Counter counts perft, leaving out every legal move Drop reports (nil:
// none).
type Counter struct {
	Drop func(pos *vm.Position, m vm.Move) bool
}

// Moves returns the legal moves, less the planted bug's.
func (c Counter) Moves(pos *vm.Position) []vm.Move {
	ms := pos.LegalMoves()
	if c.Drop == nil {
		return ms
	}
	out := ms[:0]
	for _, m := range ms {
		if !c.Drop(pos, m) {
			out = append(out, m)
		}
	}
	return out
}

// Count is the perft count of pos to depth.
func (c Counter) Count(pos *vm.Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range c.Moves(pos) {
		pos.Make(m)
		n += c.Count(pos, depth-1)
		pos.Unmake(m)
	}
	return n
}

// Divide calls each with every move and the count below it, and returns
// the total.
func (c Counter) Divide(pos *vm.Position, depth int, each func(move string, n uint64)) uint64 {
	var total uint64
	for _, m := range c.Moves(pos) {
		pos.Make(m)
		n := c.Count(pos, depth-1)
		pos.Unmake(m)
		total += n
		each(pos.MoveString(m), n)
	}
	return total
}

// Play makes moves (in the shared notation) in pos.
func Play(pos *vm.Position, moves []string) error {
	for _, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			return err
		}
		pos.Make(m)
	}
	return nil
}
