package distperft

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/distperft/distflags"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// Reach is the number of paths from one root move to a position.
type Reach struct {
	Root  int
	Paths uint64
}

// Digest names a unit's position: the first 16 bytes of the SHA-256 of
// its PositionKey.
type Digest [16]byte

// Plan is a split: the tree expanded K-1 plies from a root with
// transpositions merged, held in memory, and the units, the positions
// one ply further, generated again each time they are walked.
type Plan struct {
	Program   string   // the Program's hash
	RootMoves []string // the root's legal moves, in generation order
	Depth, K  int
	root      *vm.Position
	// parents is ply K-1; for K = 1 the root alone (no moves, no reach).
	parents []node
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

// digestOf is the Digest of pos.
func digestOf(pos *vm.Position) Digest {
	sum := sha256.Sum256([]byte(PositionKey(pos)))
	return Digest(sum[:16])
}

// Key is the Results key of the count depth plies below the position
// with key posKey, in the Program with hash prog, by the counting code of
// vm.CountVersion.
func Key(prog, posKey string, depth int) string {
	sum := sha256.Sum256([]byte(posKey))
	return unitKey(prog, depth, Digest(sum[:16]))
}

// unitKey is the Results key of the count depth plies below the
// position with digest d: "program.dDEPTH.cVERSION.digest". The counting
// code's version is in it so that a betzac whose move generation has
// changed (a bug fixed) does not take the counts of the one before.
func unitKey(prog string, depth int, d Digest) string {
	return fmt.Sprintf("%s.c%d.%s", keyPrefix(prog, depth), vm.CountVersion, hex.EncodeToString(d[:]))
}

// keyPrefix is what the keys of the counts depth plies below the
// positions of prog start with, for every version of the counting code.
func keyPrefix(prog string, depth int) string {
	return fmt.Sprintf("%s.d%d", prog[:16], depth)
}

// parseKey reads the counting code's version and the digest back from a
// Results key; keys from before versions (no ".cN") are version 0.
func parseKey(key string) (version int, d Digest, ok bool) {
	parts := strings.Split(key, ".")
	if len(parts) == 4 {
		v, err := strconv.Atoi(strings.TrimPrefix(parts[2], "c"))
		if err != nil || !strings.HasPrefix(parts[2], "c") {
			return 0, d, false
		}
		version = v
	} else if len(parts) != 3 {
		return 0, d, false
	}
	last := parts[len(parts)-1]
	if len(last) != 2*len(d) {
		return 0, d, false
	}
	_, err := hex.Decode(d[:], []byte(last))
	return version, d, err == nil
}

// node is a position of the expansion: its representative path and the
// paths reaching it by root move.
type node struct {
	moves []vm.Move
	reach []Reach
}

// NewPlan expands pos k-1 plies (1 <= k <= depth), merging equal
// positions after each ply. pos is left unchanged.
func NewPlan(pos *vm.Position, prog string, depth, k int) (*Plan, error) {
	if err := distflags.CheckSplit(depth, k); err != nil {
		return nil, err
	}
	p := &Plan{Program: prog, Depth: depth, K: k, root: pos.Clone()}
	q := pos.Clone()
	roots := q.LegalMoves()
	for _, m := range roots {
		p.RootMoves = append(p.RootMoves, q.MoveString(m))
	}
	if k == 1 {
		p.parents = []node{{}}
		return p, nil
	}
	level := make([]node, len(roots))
	for i, m := range roots {
		level[i] = node{moves: []vm.Move{m}, reach: []Reach{{Root: i, Paths: 1}}}
	}
	for ply := 2; ply < k; ply++ {
		level = expand(q, level)
	}
	p.parents = level
	return p, nil
}

// expand returns the children of level's nodes, equal positions merged.
func expand(q *vm.Position, level []node) []node {
	var next []node
	index := map[Digest]int{}
	var buf []vm.Move
	for _, n := range level {
		buf = visitChildren(q, n, buf, func(_ int, m vm.Move, d Digest) {
			i, ok := index[d]
			if !ok {
				i = len(next)
				index[d] = i
				path := append(append(make([]vm.Move, 0, len(n.moves)+1), n.moves...), m)
				next = append(next, node{moves: path})
			}
			next[i].reach = addReach(next[i].reach, n.reach)
		})
	}
	return next
}

// visitChildren calls visit with each legal move of n's position (its
// index and the child's digest); buf is scratch space, returned for reuse.
func visitChildren(q *vm.Position, n node, buf []vm.Move, visit func(i int, m vm.Move, d Digest)) []vm.Move {
	for _, m := range n.moves {
		q.Make(m)
	}
	buf = q.AppendLegal(buf[:0])
	for i, m := range buf {
		q.Make(m)
		d := digestOf(q)
		q.Unmake(m)
		visit(i, m, d)
	}
	for i := len(n.moves) - 1; i >= 0; i-- {
		q.Unmake(n.moves[i])
	}
	return buf
}

// walk calls visit for each path K plies deep: the unit's digest, the
// path's parent (ply K-1) and its last move, and the paths from each
// root move the path stands for.
func (p *Plan) walk(visit func(d Digest, parent *node, last vm.Move, reach []Reach)) {
	q := p.root.Clone()
	var buf []vm.Move
	one := make([]Reach, 1)
	for pi := range p.parents {
		parent := &p.parents[pi]
		buf = visitChildren(q, *parent, buf, func(i int, m vm.Move, d Digest) {
			reach := parent.reach
			if parent.moves == nil { // K = 1: the move is a root move
				one[0] = Reach{Root: i, Paths: 1}
				reach = one
			}
			visit(d, parent, m, reach)
		})
	}
}

// Size walks the units once and returns the paths K plies deep and the
// units, the distinct positions among them.
func (p *Plan) Size() (paths uint64, units int) {
	seen := map[Digest]struct{}{}
	p.walk(func(d Digest, _ *node, _ vm.Move, reach []Reach) {
		for _, r := range reach {
			paths += r.Paths
		}
		seen[d] = struct{}{}
	})
	return paths, len(seen)
}

// path is the moves from the root to the unit a walk reached by last.
func path(parent *node, last vm.Move) []vm.Move {
	return append(append(make([]vm.Move, 0, len(parent.moves)+1), parent.moves...), last)
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

// PlayMoves plays moves (in the notation of pos.MoveString) on pos, as a
// worker reaches a unit's position from its job's FEN and the coordinator
// the root.
func PlayMoves(pos *vm.Position, moves []string) error {
	for _, s := range moves {
		m, err := pos.ParseMove(s)
		if err != nil {
			return fmt.Errorf("move %s: %w", s, err)
		}
		pos.Make(m)
	}
	return nil
}
