// Package bugperft is the perft count that the test engines of package
// enginetest (fakeengine, scriptengine, xboardengine) share: betzac's own move
// generator, less the moves of a planted bug.
package bugperft

import (
	"bufio"
	"flag"
	"fmt"
	"strings"

	"github.com/betzac/betzac/vm"
)

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

// MissingFlags declares the flags of the planted bug of Missing, -bugfen
// and -bugmove; after flag.Parse the function it returns is that bug's
// Counter.
func MissingFlags() func() Counter {
	fen := flag.String("bugfen", "", "the position (FEN) where a move is missing")
	move := flag.String("bugmove", "", "the move missing there")
	return func() Counter { return Missing(*fen, *move) }
}

// Say returns the function with which an engine answers: a formatted
// line written to out and flushed at once.
func Say(out *bufio.Writer) func(format string, args ...any) {
	return func(format string, args ...any) {
		fmt.Fprintf(out, format+"\n", args...)
		out.Flush()
	}
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
