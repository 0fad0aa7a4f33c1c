package vm

import (
	"slices"
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// Game ends that Fairy-Stockfish tests before generating moves (its
// is_immediate_game_end): goal squares (Program.FlagSquares, FlagMove)
// and extinction (Program.Extinction). Once the game is over the side to
// move has no moves. No-checks (Program.NoChecks) is here too: it is
// tested on the finished move list, as the flag move is.

// gameEnd is the game-end tables: each side's goal squares and the flag
// types (flagRoyal: all of them royal, Fairy-Stockfish's king), and for
// extinction which types count (by type index) or whether all do.
type gameEnd struct {
	flag      [2][]int16
	flagOn    bool // a side has goal squares
	flagCount int  // Rules.FlagCount, at least 1
	flagTyp   [maxTypes]bool
	flagRoyal bool
	extOn     bool
	extAll    bool
	extTyp    [maxTypes]bool
	extMax    int // ExtinctionCount
}

// buildGameEnd precomputes the game-end tables and sets t.gameEndOn.
func (t *tables) buildGameEnd() {
	r := &t.rules
	e := &t.end
	black := r.FlagSquaresBlack
	if black == nil {
		black = r.FlagSquares
	}
	for c, squares := range [2][]legdefs.Square{r.FlagSquares, black} {
		if r.FlagSide == legdefs.FlagSideWhite && c == 1 || r.FlagSide == legdefs.FlagSideBlack && c == 0 {
			continue // this side has no goal squares
		}
		for _, q := range squares {
			e.flag[c] = append(e.flag[c], int16(t.sq(q.File, q.Rank)))
		}
	}
	e.flagRoyal = true
	flagLetters := legdefs.SplitLetters(r.FlagPieces)
	for i := range t.types {
		ty := &t.types[i]
		if r.FlagPieces == "" && ty.royal || slices.Contains(flagLetters, ty.letter) {
			e.flagTyp[i] = true
			e.flagRoyal = e.flagRoyal && ty.royal
		}
	}
	if r.Extinction != "" {
		e.extOn, e.extAll, e.extMax = true, r.Extinction == legdefs.ExtinctionAll, r.ExtinctionCount
		for i := range t.types {
			if strings.Contains(r.Extinction, t.types[i].letter) {
				e.extTyp[i] = true
			}
		}
	}
	e.flagOn, e.flagCount = len(e.flag[0])+len(e.flag[1]) > 0, max(1, r.FlagCount)
	t.gameEndOn = t.buildConnect() || e.flagOn || e.extOn || r.CastlingWins != "" // connect.go
}

// gameOver reports whether the game has ended before the side to move
// moves, and, if not, whether it goes on only if Black can reach a goal
// square at once (FlagMove with royal flag pieces: see flagReply).
// Fairy-Stockfish's is_immediate_game_end: with FlagSafe the pieces of
// the side that has just moved must stand safe, and with FlagMove too
// those of the side to move, which stood the reply, need not.
func (p *Position) gameOver() (over, flagReply bool) {
	if p.t.end.extOn && p.extinct() {
		return true, false
	}
	if p.t.connect.on && p.connected() { // connect.go
		return true, false
	}
	if p.t.rules.CastlingWins != "" && p.castlingDecided() { // oppcastle.go
		return true, false
	}
	if !p.t.end.flagOn {
		return false, false
	}
	us, them := p.stm, p.stm^1
	flagMove, safe := p.t.rules.FlagMove, p.t.rules.FlagSafe
	switch {
	case (flagMove || safe) && p.onFlag(us, safe && !flagMove):
		return true, false // reached the move before, and it stood
	case !p.onFlag(them, safe):
		return false, false
	case !flagMove:
		return true, false
	case !p.t.end.flagRoyal:
		return safe, false // safe: at once; else any reply, then over if it stood
	case us == 1 && !p.InCheck():
		return false, true
	}
	return true, false
}

// onFlag reports whether colour c has reached its goal: FlagCount of its
// flag pieces on its goal squares, or with FlagBlocked one there and
// none of them empty. With safe, exactly FlagCount there must all be
// unattacked.
func (p *Position) onFlag(c int, safe bool) bool {
	e := &p.t.end
	cb := colourBit(c)
	n, empty := 0, false
	for _, s := range e.flag[c] {
		v := p.board[s]
		empty = empty || v == 0 || v == guard // a hole or a wall is no piece
		if v&colMask == cb && v != guard && e.flagTyp[v&typeMask] {
			n++
		}
	}
	if n == 0 || n < e.flagCount && !(p.t.rules.FlagBlocked && !empty) {
		return false
	}
	if safe && n == e.flagCount {
		for _, s := range e.flag[c] {
			if v := p.board[s]; v&colMask == cb && v != guard && e.flagTyp[v&typeMask] && p.attacked(int(s), c^1) {
				return false
			}
		}
	}
	return true
}

// flagReply reports whether moves, Black's legal moves after White
// reached a goal square, hold a flag piece's move to one of Black's goal
// squares: only then does Black move at all.
func (p *Position) flagReply(moves []Move) bool {
	for i := range moves {
		m := &moves[i]
		if m.Kind&(KindDrop|KindCastle) != 0 || !p.t.end.flagTyp[p.board[m.From]&typeMask] {
			continue
		}
		for _, s := range p.t.end.flag[1] {
			if m.To == s {
				return true
			}
		}
	}
	return false
}

// extinct reports whether a side has ExtinctionCount or fewer pieces of
// an extinction type (or in all, for "*"), board and hand counted.
func (p *Position) extinct() bool { return p.extinctSide(0) >= 0 }

// extinctSide is the side that extinct finds, looking at colour first
// first, or -1.
func (p *Position) extinctSide(first int) int {
	e := &p.t.end
	var n [2][maxTypes]int16
	var all [2]int
	for _, s := range p.t.squares {
		if v := p.board[s]; v != 0 && v != guard { // not a hole or a wall
			c := int(v>>7) & 1 // colourBit(1) is the high bit
			n[c][v&typeMask]++
			all[c]++
		}
	}
	for c := 0; c < 2; c++ {
		for k, h := range p.hand[c] {
			n[c][k] += int16(h)
			all[c] += int(h)
		}
	}
	for _, c := range [2]int{first, first ^ 1} {
		if e.extAll {
			if all[c] <= e.extMax {
				return c
			}
			continue
		}
		for k := range p.t.types {
			if e.extTyp[k] && int(n[c][k]) <= e.extMax {
				return c
			}
		}
	}
	return -1
}

// dropChecks removes from moves (buf's tail from len(buf)) each move after
// which the other side is in check (Program.NoChecks), or with dropsOnly
// each such drop (Hand.NoDropChecks).
func (p *Position) dropChecks(buf, moves []Move, dropsOnly bool) []Move {
	out := moves[:len(buf)]
	for _, m := range moves[len(buf):] {
		if dropsOnly && m.Kind&KindDrop == 0 {
			out = append(out, m)
			continue
		}
		p.Make(m)
		check := p.InCheck()
		p.Unmake(m)
		if !check {
			out = append(out, m)
		}
	}
	return out
}
