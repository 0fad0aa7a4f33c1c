package distperft

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// Unit is one subtree to count: the position reached from the root by
// Moves, counted Depth plies deep, and how many paths from each root move
// reach it.
type Unit struct {
	Key   string    // the Results key of its count
	Moves []vm.Move // from the root to the unit's position
	Depth int
	// Reach lists, by root move index, how many paths lead here.
	Reach []Reach
}

// Reach is the number of paths from one root move to a unit.
type Reach struct {
	Root  int
	Paths uint64
}

// Split is the tree expanded K plies from a root, transpositions merged.
type Split struct {
	Program   string   // the Program's hash
	RootMoves []string // the root's legal moves, in generation order
	Units     []Unit
	Paths     uint64 // the paths K plies deep (units before merging)
}

// ProgramHash returns the hex SHA-256 of p's JSON encoding and that JSON.
func ProgramHash(p *legdefs.Program) (string, []byte, error) {
	data, err := json.Marshal(p)
	if err != nil {
		return "", nil, err
	}
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:]), data, nil
}

// PositionKey is what perft below pos depends on: its FEN without the
// half-move clock and the move number, and its Zobrist hash.
func PositionKey(pos *vm.Position) string {
	f := strings.Fields(pos.FEN())
	if len(f) > 2 {
		f = f[:len(f)-2]
	}
	return strings.Join(f, " ") + " #" + strconv.FormatUint(pos.Hash(), 16)
}

// Key is the Results key of the count depth plies below the position
// with key posKey, in the Program with hash prog.
func Key(prog, posKey string, depth int) string {
	sum := sha256.Sum256([]byte(posKey))
	return fmt.Sprintf("%s.d%d.%s", prog[:16], depth, hex.EncodeToString(sum[:16]))
}

// node is a position of the expansion: its representative path and the
// paths reaching it by root move.
type node struct {
	moves []vm.Move
	reach []Reach
}

// SplitTree expands pos k plies (1 <= k <= depth), merging equal
// positions after each ply. pos is left unchanged.
func SplitTree(pos *vm.Position, prog string, depth, k int) (*Split, error) {
	if k < 1 || k > depth {
		return nil, fmt.Errorf("--split %d: must be between 1 and the depth %d", k, depth)
	}
	s := &Split{Program: prog}
	q := pos.Clone()
	roots := q.LegalMoves()
	level := make([]node, len(roots))
	for i, m := range roots {
		s.RootMoves = append(s.RootMoves, q.MoveString(m))
		level[i] = node{moves: []vm.Move{m}, reach: []Reach{{Root: i, Paths: 1}}}
	}
	for ply := 2; ply <= k; ply++ {
		level = expand(q, level)
	}
	for _, n := range level {
		for _, r := range n.reach {
			s.Paths += r.Paths
		}
		for _, m := range n.moves {
			q.Make(m)
		}
		key := Key(prog, PositionKey(q), depth-k)
		for i := len(n.moves) - 1; i >= 0; i-- {
			q.Unmake(n.moves[i])
		}
		s.Units = append(s.Units, Unit{Key: key, Moves: n.moves, Depth: depth - k, Reach: n.reach})
	}
	return s, nil
}

// expand returns the children of level's nodes, equal positions merged.
func expand(q *vm.Position, level []node) []node {
	var next []node
	index := map[string]int{}
	var buf []vm.Move
	for _, n := range level {
		for _, m := range n.moves {
			q.Make(m)
		}
		buf = q.AppendLegal(buf[:0])
		for _, m := range buf {
			q.Make(m)
			key := PositionKey(q)
			q.Unmake(m)
			i, ok := index[key]
			if !ok {
				i = len(next)
				index[key] = i
				path := append(append(make([]vm.Move, 0, len(n.moves)+1), n.moves...), m)
				next = append(next, node{moves: path})
			}
			next[i].reach = addReach(next[i].reach, n.reach)
		}
		for i := len(n.moves) - 1; i >= 0; i-- {
			q.Unmake(n.moves[i])
		}
	}
	return next
}

// addReach adds the paths of from to to, by root move.
func addReach(to, from []Reach) []Reach {
outer:
	for _, f := range from {
		for i := range to {
			if to[i].Root == f.Root {
				to[i].Paths += f.Paths
				continue outer
			}
		}
		to = append(to, f)
	}
	return to
}

// MoveStrings returns a unit's path in notation, from root.
func MoveStrings(root *vm.Position, moves []vm.Move) []string {
	q := root.Clone()
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = q.MoveString(m)
		q.Make(m)
	}
	return out
}
