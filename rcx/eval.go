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
		type state struct{ k, x, y int }
		for _, m := range ms {
			if len(m) == 0 || m[0].Mode&legdefs.ModeCastle != 0 {
				continue
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
		reachRow = append(reachRow, len(reach))
		reach = append(reach, row...)
	}
	return reach, reachRow
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
