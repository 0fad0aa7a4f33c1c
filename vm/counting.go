package vm

import (
	"slices"
	"strconv"

	"github.com/betzac/betzac/legdefs"
)

// The counting limit (legdefs.Rules.FENCounting, the Makruk family): a
// FEN may give a number instead of the e.p. square; it is kept and printed
// back, and changes no move. The counting rule (legdefs.Rules.Counting)
// runs in a Game (game.go), which keeps the count: Fairy-Stockfish's
// countingLimit and countingPly (src/position.cpp do_move,
// count_limit, is_optional_game_end).

// countingField reads a FEN e.p. field that holds a counting limit
// (Program.FENCounting); it reports whether it did.
func (p *Position) countingField(field string) bool {
	n, err := strconv.Atoi(field)
	if !p.t.rules.FENCounting || err != nil || n < 0 {
		return false
	}
	p.countLimit = n
	return true
}

// count is a running count: the limit and the plies counted, both in
// plies; limit 0: no count runs. mat is the material of the position it
// is the count of, kept so that a move finds the material after it from
// the squares it changed (materialAfter) instead of scanning the board;
// none (a zero mat) is counted on the board at the next move.
type count struct {
	limit, ply int
	mat        countMaterial
}

// countMaterial is what the counting rule looks at: per colour the
// pieces on the board (king included) and the pawns, rooks, khons and
// knights among them, told by their Betza.
type countMaterial struct {
	all, pawns, rooks, khons, knights [2]int
}

func (p *Position) countMaterial() countMaterial {
	var m countMaterial
	for _, s := range p.t.squares {
		m.add(p.t, p.board[s], 1)
	}
	return m
}

// add adds d pieces v (a square's value; none for an empty or off-board
// square) to m.
func (m *countMaterial) add(t *tables, v uint8, d int) {
	if v == 0 || v == guard {
		return
	}
	c := colourOf(v)
	m.all[c] += d
	switch t.prog.Pieces[v&typeMask].Betza {
	case "fmWfcF":
		m.pawns[c] += d
	case "R":
		m.rooks[c] += d
	case "FfW":
		m.khons[c] += d
	case "N":
		m.knights[c] += d
	}
}

// materialAfter is the material of p after the move just made from a
// position of material before: before less what stood on the squares
// the move changed plus what stands there now, read from the move's undo
// record (the first record of a square holds what stood there before
// the move). A blast empties squares beyond those: the board is counted.
func (p *Position) materialAfter(before countMaterial) countMaterial {
	u := &p.undo[len(p.undo)-1]
	if u.blasted {
		return p.countMaterial()
	}
	m := before
	for i := 0; i < int(u.n); i++ {
		s := u.sq[i]
		if old, nw := u.pc[i], p.board[s]; old != nw && !slices.Contains(u.sq[:i], s) {
			m.add(p.t, old, -1)
			m.add(p.t, nw, 1)
		}
	}
	return m
}

// limit is the count limit, in moves, of side c (0: c may not count).
func (m *countMaterial) limit(rule string, c int) int {
	o := c ^ 1
	pawns := m.pawns[0] + m.pawns[1]
	switch {
	case rule == legdefs.CountingASEAN:
		return asean(pawns > 0 || m.all[c] > 1, m.rooks[o], m.khons[o], m.knights[o])
	case rule == legdefs.CountingCambodian && (m.all[c] > 3 || m.all[o] == 1):
		return 0
	case rule == legdefs.CountingMakruk && (pawns > 0 || m.all[o] == 1):
		return 0
	}
	board, less := 64, 0 // the board's honour; Cambodian counts one less
	if rule == legdefs.CountingCambodian {
		board, less = 63, 1
	}
	switch {
	case m.all[c] > 1:
		return board
	case pawns > 0: // Cambodian only
		return 0
	case m.rooks[o] > 1:
		return 8 - less
	case m.rooks[o] == 1:
		return 16 - less
	case m.khons[o] > 1:
		return 22 - less
	case m.knights[o] > 1:
		return 32 - less
	case m.khons[o] == 1:
		return 44 - less
	}
	return board
}

// asean is ASEAN chess's limit against rooks, khons, knights.
func asean(none bool, rooks, khons, knights int) int {
	switch {
	case none:
		return 0
	case rooks > 0:
		return 16
	case khons > 0:
		return 44
	case knights > 0:
		return 64
	}
	return 0
}

// startCount is the count of a game that starts at p: a FEN's counting
// limit, counted from its half-move clock (as Fairy-Stockfish reads it).
func startCount(p *Position) count {
	if p.t.rules.Counting == "" || p.countLimit == 0 {
		return count{}
	}
	return count{limit: p.countLimit, ply: p.half}
}

// next is the count after a move: ply counts on, and counting starts
// (again) as the rule says. captured: the move took a piece; pawnTaken:
// it took a pawn; promoted: it promoted. p is the position after it, m
// its material, which the count keeps.
func (n count) next(p *Position, m *countMaterial, captured, pawnTaken, promoted bool) count {
	rule := p.t.rules.Counting
	if rule == "" {
		return count{}
	}
	if n.limit > 0 {
		n.ply++
	}
	us, mover := p.stm, p.stm^1
	total := m.all[0] + m.all[1]
	if rule != legdefs.CountingASEAN && pawnTaken && m.all[mover] == 1 && m.pawns[0]+m.pawns[1] == 0 {
		if l := m.limit(rule, mover); l > 0 {
			n.limit, n.ply = 2*l, 2*total-1
		}
	}
	if n.limit == 0 || (captured || promoted) && m.all[us] == 1 {
		if l := m.limit(rule, us); l > 0 {
			n.limit, n.ply = 2*l, 0
			if rule != legdefs.CountingASEAN && m.all[us] == 1 {
				n.ply = 2 * total
			}
		}
	}
	n.mat = *m
	return n
}

// makeCounted makes m on p and returns n, p's count, counted on by it
// (Game.Play's count; none without the rule). The material comes from
// n, counted on the board only when n has none.
func (p *Position) makeCounted(n count, m Move) count {
	if p.t.rules.Counting == "" {
		p.Make(m)
		return count{}
	}
	them := p.stm ^ 1
	before := n.mat
	if before.all == [2]int{} {
		before = p.countMaterial()
	}
	p.Make(m)
	after := p.materialAfter(before)
	return n.next(p, &after, after.all[them] < before.all[them], after.pawns[them] < before.pawns[them], m.promotes())
}

// Count is the counting rule's count for a searcher (package search),
// which keeps no Game and counts along its line: Position.CountAfter
// starts it, Position.MakeCounted counts on, Result ends the game.
type Count struct{ n count }

// CountAfter is the count of a game that reached p by line, made on it
// in order (the last one last), as Game.Play counts it: it unmakes line
// (as far as p's undo records go, the first position then standing for
// the game's start, its FEN's count) and replays it, and leaves p as it
// was. Without the rule, no count runs.
func (p *Position) CountAfter(line []Move) Count {
	if p.t.rules.Counting == "" {
		return Count{}
	}
	line = line[len(line)-min(len(line), len(p.undo)):]
	for i := len(line) - 1; i >= 0; i-- {
		p.Unmake(line[i])
	}
	n := startCount(p)
	for _, m := range line {
		n = p.makeCounted(n, m)
	}
	if len(line) == 0 {
		n.mat = p.countMaterial() // for the first move made on the count
	}
	return Count{n}
}

// MakeCounted makes m on p, as Make, and returns c counted on by it. c
// must be p's count (CountAfter's or MakeCounted's): it carries p's
// material.
func (p *Position) MakeCounted(c Count, m Move) Count { return Count{p.makeCounted(c.n, m)} }

// Key tells counts apart for a searcher's hash table, to be mixed into
// the position's hash: 0 while no count runs (so variants without the
// rule keep their keys), else a hash of the plies left before the
// draw, all of the count that the game's course depends on.
func (c Count) Key() uint64 {
	if c.n.limit == 0 {
		return 0
	}
	// the top bit keeps "no ply left" apart from no count
	return mix64(uint64(int64(c.n.limit-c.n.ply)) ^ 1<<63)
}

// mix64 is splitmix64's finaliser, which maps only 0 to 0: the keys a
// searcher mixes into a position's hash (Count.Key, MoveRuleKey).
func mix64(x uint64) uint64 {
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Result is the count's verdict, as Game.Result gives it after the
// position's own (a mate stands): a draw once the count is past its
// limit.
func (c Count) Result() Result { return c.n.counted() }

// counted is the result of the count: a draw once it is past its limit.
func (n count) counted() Result {
	if n.limit > 0 && n.ply > n.limit {
		return Result{Draw, "counting (" + strconv.Itoa(n.limit/2) + " moves)"}
	}
	return Result{}
}

// sittuyinPromotionsOnly reports Sittuyin's draw (FSF's "sittuyin
// stalemate due to optional promotion"): the side to move, not in check,
// has its king and one pawn with a Sittuyin promotion, and every legal
// move of it promotes.
func (p *Position) sittuyinPromotionsOnly() bool {
	t := p.t
	if !t.sittuyin || p.InCheck() {
		return false
	}
	pieces, pawns := 0, 0
	for _, s := range t.squares {
		v := p.board[s]
		if v == 0 || v == guard || colourOf(v) != p.stm {
			continue
		}
		pieces++
		if t.prog.Pieces[v&typeMask].Sittuyin != nil {
			pawns++
		}
	}
	if pieces != 2 || pawns != 1 {
		return false
	}
	for _, m := range p.LegalMoves() {
		if !m.promotes() {
			return false
		}
	}
	return true
}
