package rcx

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// reachMaps returns, per piece type, a bitmap of the displacements
// (target - attacker, White's view, as mailbox offsets + size-1) at which
// the type might capture, ignoring the board: a superset, so that
// attacked() may skip every other piece. reachRow[t] is type t's first
// byte.
func reachMaps(moves [][]legdefs.Move, lay layout) (reach []int, reachRow []int) {
	rowLen := (2*lay.size - 1 + 7) / 8
	for _, ms := range moves {
		row := make([]int, rowLen)
		for _, m := range ms {
			moveReach(m, lay, row)
		}
		reachRow = append(reachRow, len(reach))
		reach = append(reach, row...)
	}
	return reach, reachRow
}

// moveReach sets in row (a reach map) the displacements at which m
// might capture.
func moveReach(m legdefs.Move, lay layout, row []int) {
	type state struct{ k, x, y int }
	if len(m) == 0 || m[0].Mode&legdefs.ModeCastle != 0 {
		return
	}
	seen := map[state]bool{}
	todo := []state{{0, 0, 0}}
	// the resolved ranges, a rest leg's in full: a superset
	rngs, _ := m.Steps(lay.files, lay.ranks)
	for len(todo) > 0 {
		st := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		l := m[st.k]
		rng := int(rngs[st.k])
		final := st.k == len(m)-1
		capt := l.Mode&(legdefs.ModeCapture|legdefs.ModeRoyalOnly) != 0
		for n := 1; n <= rng; n++ {
			x, y := st.x+n*int(l.DX), st.y+n*int(l.DY)
			if abs(x) >= lay.files || abs(y) >= lay.ranks {
				break
			}
			if capt {
				i := y*lay.stride + x + lay.size - 1
				row[i>>3] |= 1 << (i & 7)
			}
			if !final {
				ns := state{st.k + 1, x, y}
				if !seen[ns] {
					seen[ns] = true
					todo = append(todo, ns)
				}
			}
		}
	}
}

// pieceValues gives each type its number of moves from the centre of an
// empty board (at least 1); royal types are worth nothing.
func pieceValues(p *legdefs.Program, letters []string) []int {
	vals := make([]int, len(p.Pieces))
	cf, cr := p.Files/2, p.Ranks/2
	for i, pt := range p.Pieces {
		if pt.Royal {
			continue
		}
		vals[i] = 1
		var b strings.Builder
		for r := p.Ranks - 1; r >= 0; r-- {
			empty := 0
			for f := 0; f < p.Files; f++ {
				if f == cf && r == cr {
					if empty > 0 {
						fmt.Fprint(&b, empty)
					}
					empty = 0
					b.WriteString(letters[i])
					continue
				}
				empty++
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
			}
			if r > 0 {
				b.WriteByte('/')
			}
		}
		pos, err := vm.NewPosition(p, b.String()+" w - - 0 1")
		if err != nil {
			continue
		}
		vals[i] = max(1, len(pos.LegalMoves()))
	}
	return vals
}

// fastLegal reports whether a move that leaves the mover's side not in
// check can only expose its royal piece by vacating a square an enemy's
// capture passes (the core then tests only such moves): every move of
// every type is one leg that occupied squares only block (no hop, no
// jump over a piece, no ski, no unload), and no zone rules.
func fastLegal(moves [][]legdefs.Move, t *tables) bool {
	if t.hasZones || t.hasUnload {
		return false
	}
	for _, ms := range moves {
		for _, m := range ms {
			if len(m) > 0 && m[0].Mode&legdefs.ModeCastle != 0 {
				continue // castling captures nothing
			}
			if len(m) != 1 || m[0].Ski() || m[0].Mode&(legdefs.ModeHop|legdefs.ModeJump|legdefs.ModeJump2) != 0 {
				return false
			}
		}
	}
	return true
}

// throughMap is a bitmap over king - square + size - 1 (the attacker's
// view, as reachMaps): set where a square lies on the path of some
// type's one-leg capture to the king, so that vacating it may open the
// capture (a rider's earlier squares, a lame leap's passed squares).
// ray is, per index, the mailbox step from the king towards the square
// (White's view, to be negated for a White attacker) when every capture
// passing there comes along that one ray, so that only the first piece
// beyond the square can be opened; 0 where not (an oblique lame leap's
// passed square, or two rays).
func throughMap(moves [][]legdefs.Move, lay layout) (row, ray []int) {
	row = make([]int, (2*lay.size-1+7)/8)
	ray = make([]int, 2*lay.size-1)
	mixed := make([]bool, len(ray))
	set := func(dx, dy, step int) {
		if abs(dx) >= lay.files || abs(dy) >= lay.ranks {
			return // off any board
		}
		i := dy*lay.stride + dx + lay.size - 1
		if row[i>>3]&(1<<(i&7)) != 0 && ray[i] != step {
			mixed[i] = true
		}
		row[i>>3] |= 1 << (i & 7)
		ray[i] = step
	}
	for _, ms := range moves {
		for _, m := range ms {
			if len(m) != 1 || m[0].Mode&(legdefs.ModeCapture|legdefs.ModeRoyalOnly) == 0 {
				continue
			}
			l := m[0]
			step := -(int(l.DY)*lay.stride + int(l.DX))
			if abs(step) > 127 {
				step = 0 // not an s8: test the whole board
			}
			rngs, _ := m.Steps(lay.files, lay.ranks)
			rng := min(int(rngs[0]), max(lay.files, lay.ranks))
			// a capture j steps out passes the steps before it and, lame,
			// the squares each step leaps over
			for j := 1; j <= rng; j++ {
				if j < rng {
					set(j*int(l.DX), j*int(l.DY), step)
				}
				if l.Mode&legdefs.ModeLame == 0 {
					continue
				}
				// the squares a straight leap passes lie on its ray
				lameStep := 0
				if l.DX == 0 || l.DY == 0 || abs(int(l.DX)) == abs(int(l.DY)) {
					lameStep = step
				}
				for _, st := range legdefs.Passed(l.DX, l.DY) {
					set(j*int(l.DX)-int(st[0]), j*int(l.DY)-int(st[1]), lameStep)
				}
			}
		}
	}
	for i := range ray {
		if mixed[i] {
			ray[i] = 0
		}
	}
	return row, ray
}
