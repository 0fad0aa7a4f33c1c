package vm

import (
	"fmt"
	"hash/fnv"
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// Game is a position with its history, which repetition needs: the
// hash of every position of the game and whether its side to move was in
// check. Only a Game keeps it, so move generation and perft never pay
// for it.
type Game struct {
	pos  *Position
	hist []gameNode
	// idle[k]: the FEN holds what type k's virginity changes (key)
	idle []bool
	// count is the counting rule's count (counting.go)
	count count
	// xq: the chasing rule's view of the variant (chasing_board.go); nil
	// without the rule
	xq *xqRules
}

type gameNode struct {
	key   uint64
	check bool
	// Shatar's mate rule (shatarmate.go): the checkers were knights only;
	// one of them was a knight, rook or bers
	knightsOnly, shak bool
	// mv is the move that reached it (moverepetition.go)
	mv playedMove
	// chase: what the chasing rule keeps (chasing.go); nil without it
	chase *chaseInfo
}

// NewGame starts a game at pos, which the Game now owns.
func NewGame(pos *Position) *Game {
	g := &Game{pos: pos, idle: idleVirgins(pos.t), count: startCount(pos)}
	g.hist = []gameNode{g.node()}
	if pos.t.rules.ChasingRule != legdefs.ChasingNone {
		g.xq = newXQRules(pos)
		g.hist[0].chase = g.chaseStart()
	}
	return g
}

// node is the history entry of the current position.
func (g *Game) node() gameNode {
	n := gameNode{key: g.key(), check: g.pos.InCheck()}
	if n.check && g.pos.t.rules.ShatarMate {
		n.knightsOnly, n.shak = g.pos.checkerKinds()
	}
	return n
}

// idleVirgins tells the types whose virginity the FEN says all that
// matters of: no initial (i) leg but castling's and none lost to another
// piece (LosesInitialTo). Castling, gates and gating read it too, but the
// FEN's castling field holds those rights: a king that has never moved
// but can no longer castle stands as one that has (Fairy-Stockfish's key).
func idleVirgins(t *tables) []bool {
	idle := make([]bool, len(t.types))
	for k := range t.types {
		pt := &t.prog.Pieces[k]
		idle[k] = len(pt.LosesInitialTo) == 0 && !usesMode(t.prog, pt, legdefs.ModeInitial)
	}
	return idle
}

// usesMode reports whether a leg of pt's moves but castling's has bit.
func usesMode(prog *legdefs.Program, pt *legdefs.PieceType, bit int32) bool {
	offs := []int{pt.Offset}
	for _, rm := range pt.RegionMoves {
		offs = append(offs, rm.Offset)
	}
	for _, off := range offs {
		uses := false
		prog.Table.EachMove(off, func(m legdefs.Move) bool {
			castle, has := false, false
			for _, l := range m {
				castle = castle || l.Mode&legdefs.ModeCastle != 0
				has = has || l.Mode&bit != 0
			}
			uses = has && !castle
			return !uses
		})
		if uses {
			return true
		}
	}
	return false
}

// key identifies the position for repetition as Fairy-Stockfish's key
// does: the FEN less its clocks (board, hands, side, castling rights,
// the e.p. squares a piece could capture on, check counts) and the
// virginity of the types whose initial moves it changes; not whether
// the position was reached by a pass or with facing generals (zones.go),
// which FSF's key leaves out too. A knight that has moved and come
// back, a rook without castling rights, stand as they stood. FSF's key
// leaves gates out (gates and gating): there only the castling rights
// KQkq count, and no piece's virginity.
func (g *Game) key() uint64 {
	p := g.pos
	f := strings.Fields(p.FEN())
	gates := p.t.rules.Gates || p.t.rules.Gating
	if gates {
		f[2] = strings.Map(func(r rune) rune {
			if strings.ContainsRune("KQkq", r) {
				return r
			}
			return -1
		}, f[2])
	}
	h := fnv.New64a()
	h.Write([]byte(strings.Join(f[:len(f)-2], " ")))
	k := h.Sum64()
	var virgin []uint64 // drawn where keyless tables need them (virginKeys)
	for _, s := range p.t.squares {
		if v := p.board[s]; v != 0 && v != guard && p.virgin[s] && !g.idle[v&typeMask] && !gates {
			if virgin == nil {
				virgin = p.t.virginKeys()
			}
			k ^= virgin[s]
		}
	}
	return k
}

// Position returns the game's current position. Moves must be made
// through Play, not on it.
func (g *Game) Position() *Position { return g.pos }

// Play makes the legal move m.
func (g *Game) Play(m Move) {
	mv := g.pos.played(m)
	g.count = g.pos.makeCounted(g.count, m)
	n := g.node()
	n.mv = mv
	if g.xq != nil {
		n.chase = g.chaseNode(g.hist[len(g.hist)-1].chase, mv)
	}
	g.hist = append(g.hist, n)
}

// Result is Position.Result with repetition: the n-fold rule
// (legdefs.Rules.NFoldRule, NFoldValue, NFoldValueAbsolute) and
// perpetual check (PerpetualCheckIllegal), as Fairy-Stockfish's
// is_optional_game_end applies them between players (ply 0: the
// position must stand for the Nth time), then the counting rule
// (legdefs.Rules.Counting) and Sittuyin's draw when only promotions are
// left; with the chasing rule (legdefs.Rules.ChasingRule, chasing.go)
// perpetual chasing loses and checks lengthen the n-move rule.
func (g *Game) Result() Result {
	if r := g.pos.result(-1, g.chaseMoveOffset()); r.Over() {
		if r.Reason == "checkmate" && g.pos.t.rules.ShatarMate {
			return g.shatarMate(r)
		}
		return r
	}
	if r := g.repetition(); r.Over() {
		return r
	}
	if r := g.count.counted(); r.Over() {
		return r
	}
	if g.pos.sittuyinPromotionsOnly() {
		return Result{Draw, "only promotions left (Sittuyin)"}
	}
	return Result{}
}

// repetition looks back, two plies at a time, as far as the last
// capture or clock move (with captures to hand, to the game's start),
// for earlier occurrences of the current position.
func (g *Game) repetition() Result {
	p := g.pos
	rules := &p.t.rules
	n := rules.NFolds()
	end := g.repetitionEnd()
	if end < 4 {
		return Result{}
	}
	last := len(g.hist) - 1
	perp := rules.PerpetualCheckIllegal
	// them: the side not to move checked in every position since;
	// us: the side to move did
	them := perp && g.hist[last].check && g.hist[last-2].check
	us := perp && g.hist[last-1].check && g.hist[last-3].check
	count := 1
	wonAt := g.moveRepWonAt(end)
	for i := 4; i <= end; i += 2 {
		if i == wonAt {
			return Result{WhiteWins + Outcome(p.stm), "move repetition"}
		}
		them = them && g.hist[last-i].check
		if g.hist[last-i].key == g.hist[last].key {
			count++
			if count >= n {
				return g.pos.RepetitionVerdict([2]bool{them, us}, g.chasedSince(i))
			}
		}
		if i+1 <= end {
			us = us && g.hist[last-i-1].check
		}
	}
	return Result{}
}

// repetitionEnd is how far, in plies, repetition looks back: to the last
// capture or clock move (with captures to hand, to the game's start);
// 0 without an n-fold rule.
func (g *Game) repetitionEnd() int {
	rules := &g.pos.t.rules
	last := len(g.hist) - 1
	switch {
	case rules.NFolds() == 0:
		return 0
	case rules.Hand.CapturesToHand:
		return last
	}
	return min(g.pos.half, last)
}

// RepetitionVerdict is the result of a repetition of p, the one home of
// the rule that Game.Result and a searcher (package search) apply:
// perpetual check loses (both: a draw) if PerpetualCheckIllegal, else
// perpetual chasing does, else RepetitionResult (NFoldValue for the side
// to move). check and chase say whether the side not to move (0) and the
// side to move (1) gave check with (chased with) every move since the
// position stood before.
func (p *Position) RepetitionVerdict(check, chase [2]bool) Result {
	n := p.t.rules.NFolds()
	if !p.t.rules.PerpetualCheckIllegal {
		check = [2]bool{}
	}
	reason := "repetition"
	if n > 0 {
		reason = fmt.Sprintf("%d-fold repetition", n)
	}
	for _, c := range []struct {
		did  [2]bool
		what string
	}{{check, " with perpetual check"}, {chase, " with perpetual chasing"}} {
		switch {
		case c.did[0] && c.did[1]:
			return p.materialCounted(Result{Draw, reason + c.what + " by both sides"})
		case c.did[0]:
			return Result{WhiteWins + Outcome(p.stm), reason + c.what}
		case c.did[1]:
			return Result{WhiteWins + Outcome(p.stm^1), reason + c.what}
		}
	}
	return p.RepetitionResult()
}
