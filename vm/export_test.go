package vm

import (
	"fmt"

	"github.com/betzac/betzac/legdefs"
)

// Shortcut is a set of the VM's shortcuts (plan.go).
type Shortcut = shortcut

// AllShortcuts is every shortcut.
const AllShortcuts = shortcutEnd - 1

// Shortcuts returns each shortcut alone, in bit order.
func Shortcuts() []Shortcut {
	var out []Shortcut
	for s := shortcut(1); s < shortcutEnd; s <<= 1 {
		out = append(out, s)
	}
	return out
}

// SetForceSlow leaves every shortcut out of the positions made after it
// (on) or none (off).
func SetForceSlow(on bool) {
	shortcutsOff = 0
	if on {
		shortcutsOff = AllShortcuts
	}
}

// PlanUses returns the shortcuts the plan of p's variant takes.
func PlanUses(p *Position) Shortcut { return p.t.plan.uses }

// WithoutShortcuts has p use its variant's tables built without the
// shortcuts off, until the returned function restores them.
func WithoutShortcuts(p *Position, off Shortcut) (restore func()) {
	return p.swapTables(tablesWithout(p.t.prog, off))
}

// tablesWithout builds the tables of prog without the shortcuts off.
func tablesWithout(prog *legdefs.Program, off shortcut) *tables {
	saved := shortcutsOff
	shortcutsOff = off
	t, err := newTables(prog)
	shortcutsOff = saved
	if err != nil {
		panic(fmt.Sprintf("the tables built again: %v", err))
	}
	return t
}

// swapTables has p use t until the returned function restores its own;
// the node's cached reach maps and bent riders are found again.
func (p *Position) swapTables(t *tables) (restore func()) {
	old := p.t
	// the ride-memo's bits are the tables' rides (ridememo.go)
	p.t, p.reachOn, p.bents.ok, p.ck, p.rm, p.km = t, false, false, chunkKept{}, rideMemo{}, royalMemo{}
	if p.nk.to == nil {
		p.allocNear() // nearkeep.go: the tables may count by neighbours
	}
	return func() {
		p.t, p.reachOn, p.bents.ok, p.ck, p.rm, p.km = old, false, false, chunkKept{}, rideMemo{}, royalMemo{}
	}
}

// AttackMismatch returns the first square holding a piece of colour by^1
// where the attack test of the fast path (reverse patterns) and that of the
// slow path (the attackers' moves) disagree, or -1.
func AttackMismatch(p *Position, by int) int {
	slowT := tablesWithout(p.t.prog, scRays)
	for _, s := range p.t.squares {
		if v := p.board[s]; v == 0 || v&colMask != colourBit(by^1) {
			continue
		}
		fast := p.attacked(int(s), by)
		restore := p.swapTables(slowT)
		slow := p.attacked(int(s), by)
		restore()
		if fast != slow {
			return int(s)
		}
	}
	return -1
}

// ScanSquares returns the squares countPieces's scan chunks cover, in
// their order, and the mailbox indices of all on-board squares; a chunk
// reading past the mailbox, or a mask byte other than 0 or 1, is reported
// as square -1.
func ScanSquares(p *Position) (scan, squares []int) {
	for _, c := range p.t.scan {
		if int(c.start)+8 > len(p.board) {
			scan = append(scan, -1)
		}
		for i := 0; i < 8; i++ {
			switch c.mask >> (8 * i) & 0xFF {
			case 0:
			case 1:
				scan = append(scan, int(c.start)+i)
			default:
				scan = append(scan, -1)
			}
		}
	}
	for _, s := range p.t.squares {
		squares = append(squares, int(s))
	}
	return scan, squares
}

// FastLegality reports whether the node takes the fast legality path
// (pins and checks) rather than trying each move on the board.
func FastLegality(p *Position) bool {
	p.setupLegality()
	return p.lmode == lmFast
}

// DedupeTypes returns the letters of the piece types whose moves are
// deduplicated (two paths may reach the same move), in type order.
func DedupeTypes(p *Position) string {
	s := ""
	for i := range p.t.types {
		if p.t.types[i].dedupe {
			s += p.t.types[i].letter
		}
	}
	return s
}

// Dedupes reports whether the type with FEN letter letter deduplicates
// its moves (two of its paths may reach one square).
func Dedupes(p *Position, letter string) bool {
	return p.t.types[p.t.typeOf(letter)].dedupe
}

// PieceCounts returns the pieces of the side to move and of the other
// side as the bare-king rule counts them.
func PieceCounts(p *Position) (us, them int) { return p.pieceCounts() }

// ShortcutsOffFor returns a function that has p use its variant's tables
// built once without the shortcuts off, until the function it returns
// restores p's own (WithoutShortcuts without building them each time).
func ShortcutsOffFor(p *Position, off Shortcut) func() (restore func()) {
	t := tablesWithout(p.t.prog, off)
	return func() func() { return p.swapTables(t) }
}

// ShortcutName is the plan's name of shortcut s.
func ShortcutName(s Shortcut) string { return s.String() }

// LionsIdle is bulkLion's precondition at p's node (plan.go).
func LionsIdle(p *Position) bool { return p.lionsIdle() }

// ChunksKept reports whether the scan chunks Make keeps (chunkkeep.go)
// are those a scan of the board finds, or are not kept (unknown).
func ChunksKept(p *Position) bool {
	for c := range 2 {
		if p.ck.on&colourBit(c) == 0 {
			continue
		}
		if p.t.chunkTrack && p.chunksOf(c) != p.ck.occ[c] {
			return false
		}
	}
	return true
}
