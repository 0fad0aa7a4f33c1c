package vm

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// The result of a game: whether the position ends it, who has won and
// why, as Fairy-Stockfish's ffish result() decides it (src/ffishjs.cpp):
// first a game end by a variant rule (is_immediate_game_end), then
// insufficient material (has_insufficient_material, src/apiutil.h), then
// no legal move (checkmate_value, stalemate_value, src/position.h), then
// the n-move rule and repetition (is_optional_game_end,
// src/position.cpp), which ffish applies only when asked to claim draws
// and a game between players applies at once. Position.Result knows no
// history, so no repetition; Game.Result adds it (game.go). None of this
// runs in move generation.

// Outcome is how a game stands.
type Outcome int

// The outcomes.
const (
	Ongoing   Outcome = iota
	WhiteWins         // 1-0
	BlackWins         // 0-1
	Draw              // 1/2-1/2
	// Decided: the game is over by a rule of the variant (connect,
	// castling wins, a goal with flag-move or flag-safe) whose winner
	// betzac's rules do not record (Fairy-Stockfish's connectValue and
	// flag draws have no field in legdefs.Rules).
	Decided
)

// Result is the state of a game: its outcome and why ("checkmate",
// "stalemate", "threefold repetition", ...). A reason names no side, so
// that the variant's names for them (Red and Black, Sente and Gote) can
// be put in by Named; the one that needs a side, the draw odds, is the
// winner's.
type Result struct {
	Outcome Outcome
	Reason  string
}

// drawOdds ends the reason of a draw that the winner's draw odds decided
// (legdefs.MaterialWhiteOdds, MaterialBlackOdds).
const drawOdds = ", draw odds"

// Named is r with its reason naming the sides as sides does, the first
// side's name first (the variants' sides key): "stalemate, draw odds" won
// by the second side is "stalemate, Gote's draw odds". Every text shown
// to a player names the sides so.
func (r Result) Named(sides [2]string) Result {
	if rest, ok := strings.CutSuffix(r.Reason, drawOdds); ok && (r.Outcome == WhiteWins || r.Outcome == BlackWins) {
		r.Reason = rest + ", " + sides[r.Outcome-WhiteWins] + "'s draw odds"
	}
	return r
}

// Over reports whether the game has ended.
func (r Result) Over() bool { return r.Outcome != Ongoing }

// String is the result as PGN writes it, with the reason (the sides
// named White and Black; Named names them otherwise): "1-0 (checkmate)",
// "1/2-1/2 (stalemate)", "*".
func (r Result) String() string {
	r = r.Named([2]string{colourName(0), colourName(1)})
	switch r.Outcome {
	case WhiteWins:
		return "1-0 (" + r.Reason + ")"
	case BlackWins:
		return "0-1 (" + r.Reason + ")"
	case Draw:
		return "1/2-1/2 (" + r.Reason + ")"
	case Decided:
		return "game over (" + r.Reason + "; the variant's rules here do not say who wins)"
	}
	return "*"
}

// valued is the result of value (legdefs.ValueLoss, ValueWin, ValueDraw
// or "" for def) for side, with reason.
func valued(value, def string, side int, reason string) Result {
	if value == "" {
		value = def
	}
	switch value {
	case legdefs.ValueWin:
		return Result{WhiteWins + Outcome(side), reason}
	case legdefs.ValueLoss:
		return Result{WhiteWins + Outcome(side^1), reason}
	}
	return Result{Draw, reason}
}

// Result returns the state of the game at this position, without its
// history: repetition needs a Game (game.go).
func (p *Position) Result() Result { return p.result(-1, 0) }

// NoMoveResult is Result for a position its caller knows to have no
// legal move (a search's leaf): it does not generate the moves again.
func (p *Position) NoMoveResult() Result { return p.result(0, 0) }

// MoveRuleResult is the result of the n-move rule
// (legdefs.Rules.NMoveRule) at a position that has legal moves: a draw,
// or decided by material counting, once the half-move clock reaches it;
// else Ongoing.
func (p *Position) MoveRuleResult() Result { return p.moveRuleResult(0) }

// moveRuleResult is MoveRuleResult with the rule offset plies longer
// (the chasing rule's checks: Game.chaseMoveOffset).
func (p *Position) moveRuleResult(offset int) Result {
	if nm := p.t.rules.NMoves(); nm > 0 && p.half-offset >= 2*nm {
		return p.materialCounted(Result{Draw, fmt.Sprintf("%d-move rule", nm)})
	}
	return Result{}
}

// MoveRuleKey tells half-move clocks apart for a searcher's hash table,
// to be mixed into the position's hash as Count.Key is: 0 without the
// n-move rule or while it is horizon plies or more away (a search that
// goes fewer plies deep than that never meets it, so those clocks search
// alike and share their entries), else a hash of the plies left before
// the rule ends the game.
func (p *Position) MoveRuleKey(horizon int) uint64 {
	nm := p.t.rules.NMoves()
	left := 2*nm - p.half
	if nm == 0 || left >= horizon {
		return 0
	}
	// bit 62 keeps these keys apart from Count.Key's (bit 63), so that
	// the two mixed into one hash do not cancel
	return mix64(uint64(int64(max(left, 0))) ^ 1<<62)
}

// RepetitionResult is the value of a repeated position for the side to
// move by the n-fold rule's value (NFoldValue, NFoldValueAbsolute;
// perpetual check aside), for a search that scores a repetition in its
// tree; a draw when the variant has no n-fold rule.
func (p *Position) RepetitionResult() Result {
	n := p.t.rules.NFolds()
	if n == 0 {
		return Result{Draw, "repetition"}
	}
	side := p.stm
	if p.t.rules.NFoldValueAbsolute {
		side = 0 // the value is White's
	}
	return p.materialCounted(valued(p.t.rules.NFoldValue, "draw", side, fmt.Sprintf("%d-fold repetition", n)))
}

// result is Result with n the number of legal moves, or -1 to count them,
// and the n-move rule offset plies longer.
func (p *Position) result(n, offset int) Result {
	if r := p.ruleEnd(); r.Over() {
		return r
	}
	if p.insufficient(0) && p.insufficient(1) {
		return Result{Draw, "insufficient material"}
	}
	if n < 0 {
		n = len(p.LegalMoves())
	}
	rules := &p.t.rules
	switch {
	case n == 0 && p.InCheck():
		return valued(rules.CheckmateValue, legdefs.ValueLoss, p.stm, "checkmate")
	case n == 0:
		return p.materialCounted(valued(rules.StalemateValue, legdefs.ValueDraw, p.stm, "stalemate"))
	}
	return p.moveRuleResult(offset)
}

// janggiPoints are the points of Janggi's material counting, by Betza
// (Fairy-Stockfish's material_counting_result).
var janggiPoints = map[string]int{"R": 13, "pR": 7, "mafsW": 5, "mafsmafW": 3, "W": 3, "fsW": 2}

// materialCounted is r, a draw, decided by the material counting rule
// (legdefs.Rules.MaterialCounting), if the variant has one.
func (p *Position) materialCounted(r Result) Result {
	rule := p.t.rules.MaterialCounting
	if r.Outcome != Draw || rule == "" {
		return r
	}
	reason := r.Reason + ", decided by material"
	switch rule {
	case legdefs.MaterialWhiteOdds:
		return Result{WhiteWins, r.Reason + drawOdds}
	case legdefs.MaterialBlackOdds:
		return Result{BlackWins, r.Reason + drawOdds}
	}
	var count [2]int
	for _, s := range p.t.squares {
		v := p.board[s]
		if v == 0 || v == guard || p.t.types[v&typeMask].royal && rule == legdefs.MaterialJanggi {
			continue
		}
		n := 1
		if rule == legdefs.MaterialJanggi {
			n = janggiPoints[p.t.prog.Pieces[v&typeMask].Betza]
		}
		count[colourOf(v)] += n
	}
	diff := count[0] - count[1]
	if rule == legdefs.MaterialJanggi {
		diff-- // Black's half point: no draw
	}
	switch {
	case diff > 0:
		return Result{WhiteWins, reason}
	case diff < 0 || rule == legdefs.MaterialJanggi:
		return Result{BlackWins, reason}
	}
	return r
}

// ruleEnd is the game end by a variant rule that leaves the side to move
// without moves (the tests appendLegal makes first), or Ongoing.
func (p *Position) ruleEnd() Result {
	t := p.t
	if t.rules.ChecksToWin > 0 {
		for c := 0; c < 2; c++ {
			if p.checksLeft[c] <= 0 {
				return Result{WhiteWins + Outcome(c), fmt.Sprintf("%d checks given", t.rules.ChecksToWin)}
			}
		}
	}
	if t.zoneNode && p.zoneNodeStart() { // zones.go
		// FSF: a draw, or decided by material
		return p.materialCounted(Result{Draw, "two passes, or bikjang"})
	}
	if t.rules.BareKing != "" && p.bareKingOver() { // bareking.go
		return p.bareKingResult()
	}
	if t.baring != 0 && p.baringOver() { // baring.go
		return p.baringResult()
	}
	if !t.gameEndOn {
		return Result{}
	}
	over, reply := p.gameOver() // gameend.go
	switch {
	case reply && len(p.LegalMoves()) == 0:
		// Black's flag reply, but no legal move reaches its goal
		return Result{WhiteWins + Outcome(p.stm^1), "goal reached"}
	case !over:
		return Result{}
	case t.end.extOn && p.extinct():
		// FSF's is_immediate_game_end looks at the side that just moved
		// first; the value is the extinct side's
		return valued(t.rules.ExtinctionValue, legdefs.ValueLoss, p.extinctSide(p.stm^1), "extinction")
	case t.connect.on && p.connected():
		return Result{Decided, "connect"}
	case t.rules.CastlingWins != "" && p.castlingDecided():
		return Result{Decided, "castling wins"}
	}
	return p.flagResult()
}

// flagResult is the result of a game that a goal ended, as
// Fairy-Stockfish's is_immediate_game_end gives it: with FlagMove or
// FlagSafe a side to move that stood on its goal has won, unless the
// other side stands on its own too and White's royal flag pieces got
// there first (Racing Kings) or the pieces must stand safe (a draw);
// else the side that has just reached its goal has won.
func (p *Position) flagResult() Result {
	r := &p.t.rules
	us, them := p.stm, p.stm^1
	if (r.FlagMove || r.FlagSafe) && p.onFlag(us, r.FlagSafe && !r.FlagMove) {
		if (r.FlagMove && us == 0 && p.t.end.flagRoyal || r.FlagSafe && !r.FlagMove) && p.onFlag(them, r.FlagSafe) {
			return Result{Draw, "goals reached by both sides"}
		}
		return Result{WhiteWins + Outcome(us), "goal reached"}
	}
	if p.onFlag(them, r.FlagSafe) {
		return Result{WhiteWins + Outcome(them), "goal reached"}
	}
	return Result{Decided, "goal reached"}
}

// bareKingResult is the result of a game the bare-king rule has ended:
// with BareKingEnds a draw (Shatar's Robado, Fairy-Stockfish's
// extinctionValue draw), with BareKingLoses a loss for the bare side
// (its -VALUE_MATE).
func (p *Position) bareKingResult() Result {
	if p.t.rules.BareKing == legdefs.BareKingEnds {
		return Result{Draw, "bare king"}
	}
	us, _ := p.pieceCounts() // bareking.go
	if us <= 1 {
		return Result{WhiteWins + Outcome(p.stm^1), "bare king"}
	}
	return Result{WhiteWins + Outcome(p.stm), "bare king"}
}
