package vm

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// moveFacts is what readMoves finds in every piece type's moves before
// the tables are built from them.
type moveFacts struct {
	// buf has room for any type's moves: compileTypes decodes them into
	// it again, one type at a time, rather than keeping all of them
	buf     legdefs.MoveBuf
	gb      int32 // the guard band width the moves need (the longest step)
	relay   bool  // some leg relays (x)
	induces bool  // some relay leg is not its move's last
	unload  bool  // some leg unloads
}

// readMoves decodes each piece type's moves from the table, one type at a
// time, checking them and the type's letter, and returns what the tables
// need to know of them all.
func readMoves(p *legdefs.Program) (moveFacts, error) {
	offsets := make([]int, len(p.Pieces))
	for i, pt := range p.Pieces {
		offsets[i] = pt.Offset
	}
	mf := moveFacts{buf: p.Table.BufFor(offsets), gb: 1}
	for i, pt := range p.Pieces {
		moves := p.Table.MovesIn(pt.Offset, &mf.buf)
		for _, m := range moves {
			longest, err := checkMove(pt.Letter, m)
			if err != nil {
				return moveFacts{}, err
			}
			mf.gb = max(mf.gb, longest)
		}
		mf.relay = mf.relay || hasMode(moves, legdefs.ModeRelay)
		mf.induces = mf.induces || induces(moves)
		mf.unload = mf.unload || hasMode(moves, legdefs.ModeUnload)
		if pt.Letter == "" {
			return moveFacts{}, fmt.Errorf("vm: piece type %d has no letter", i)
		}
		for j := 0; j < i; j++ {
			if strings.EqualFold(p.Pieces[j].Letter, pt.Letter) {
				return moveFacts{}, fmt.Errorf("vm: two piece types with letter %q", pt.Letter)
			}
		}
	}
	return mf, nil
}

// checkMove checks one move of the piece with FEN letter letter against
// what the VM can do, and returns the longest step (dx or dy) of its legs.
func checkMove(letter string, m legdefs.Move) (int32, error) {
	longest := int32(0)
	for _, l := range m {
		longest = max(longest, abs32(l.DX), abs32(l.DY))
		crosses := l.Mode&legdefs.ModeTorus != 0 || l.Mode&legdefs.ModeCylinder != 0 && l.DX != 0
		if crosses && l.Mode&legdefs.ModeEPRights != 0 && len(legdefs.Passed(l.DX, l.DY)) > 1 {
			// the e.p. squares are a row first + k*step (epState), which a wrap breaks
			return 0, fmt.Errorf("vm: piece %q: e.p. rights on a wrapping (o, oo) leap over more than one square are not supported", letter)
		}
		if l.Mode&(legdefs.ModeCrooked|legdefs.ModeCircular) != 0 {
			// the Diagram's table marks p/g on a z/q path this way
			return 0, fmt.Errorf("vm: piece %q: a crooked or circular hopper (p or g with z or q) is not supported", letter)
		}
	}
	return longest, nil
}

// hasMode reports whether some leg of some move of moves has a mode bit
// of bits.
func hasMode(moves []legdefs.Move, bits int32) bool {
	for _, m := range moves {
		for _, l := range m {
			if l.Mode&bits != 0 {
				return true
			}
		}
	}
	return false
}

// induces reports whether some move of moves has a relay leg before its
// last.
func induces(moves []legdefs.Move) bool {
	for _, m := range moves {
		for _, l := range m[:max(len(m)-1, 0)] {
			if l.Mode&legdefs.ModeRelay != 0 {
				return true
			}
		}
	}
	return false
}
