package vm

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// Game ends that Fairy-Stockfish tests before generating moves (its
// is_immediate_game_end): goal squares (Program.FlagSquares, FlagMove)
// and extinction (Program.Extinction). Once the game is over the side to
// move has no moves. No-checks (Program.NoChecks) is here too: it is
// tested on the finished move list, as the flag move is.

// gameEnd is the game-end tables: the goal squares, and for extinction
// which types count (by type index) or whether all do.
type gameEnd struct {
	flag   []int16 // the goal squares
	extOn  bool
	extAll bool
	extTyp [maxTypes]bool
	extMax int // ExtinctionCount
}

// buildGameEnd precomputes the game-end tables and sets t.gameEndOn.
func (t *tables) buildGameEnd() {
	r := &t.rules
	for _, q := range r.FlagSquares {
		t.end.flag = append(t.end.flag, int16(t.sq(q.File, q.Rank)))
	}
	if r.Extinction != "" {
		t.end.extOn, t.end.extAll, t.end.extMax = true, r.Extinction == legdefs.ExtinctionAll, r.ExtinctionCount
		for i := range t.types {
			if strings.Contains(r.Extinction, t.types[i].letter) {
				t.end.extTyp[i] = true
			}
		}
	}
	t.gameEndOn = len(t.end.flag) > 0 || t.end.extOn
}

// gameOver reports whether the game has ended before the side to move
// moves, and, if not, whether it goes on only if Black can reach a goal
// square at once (FlagMove: see flagReply).
func (p *Position) gameOver() (over, flagReply bool) {
	if p.t.end.extOn && p.extinct() {
		return true, false
	}
	if len(p.t.end.flag) == 0 {
		return false, false
	}
	us, them := p.stm, p.stm^1
	if p.t.rules.FlagMove && p.onFlag(us) {
		return true, false // reached the move before, and it stood
	}
	if !p.onFlag(them) {
		return false, false
	}
	if p.t.rules.FlagMove && us == 1 && !p.InCheck() {
		return false, true
	}
	return true, false
}

// onFlag reports whether a royal piece of colour c stands on a goal square.
func (p *Position) onFlag(c int) bool {
	cb := colourBit(c)
	for _, s := range p.t.end.flag {
		if v := p.board[s]; v&colMask == cb && p.t.types[v&typeMask].royal {
			return true
		}
	}
	return false
}

// flagReply reports whether moves, Black's legal moves after White
// reached a goal square, hold a royal piece's move to a goal square: only
// then does Black move at all.
func (p *Position) flagReply(moves []Move) bool {
	for i := range moves {
		m := &moves[i]
		if m.Kind&(KindDrop|KindCastle) != 0 || !p.t.types[p.board[m.From]&typeMask].royal {
			continue
		}
		for _, s := range p.t.end.flag {
			if m.To == s {
				return true
			}
		}
	}
	return false
}

// extinct reports whether a side has ExtinctionCount or fewer pieces of
// an extinction type (or in all, for "*"), board and hand counted.
func (p *Position) extinct() bool {
	e := &p.t.end
	var n [2][maxTypes]int16
	var all [2]int
	for _, s := range p.t.squares {
		if v := p.board[s]; v != 0 {
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
		if e.extAll {
			if all[c] <= e.extMax {
				return true
			}
			continue
		}
		for k := range p.t.types {
			if e.extTyp[k] && int(n[c][k]) <= e.extMax {
				return true
			}
		}
	}
	return false
}

// dropChecks removes from moves (buf's tail from len(buf)) each move after
// which the other side is in check (Program.NoChecks).
func (p *Position) dropChecks(buf, moves []Move) []Move {
	out := moves[:len(buf)]
	for _, m := range moves[len(buf):] {
		p.Make(m)
		check := p.InCheck()
		p.Unmake(m)
		if !check {
			out = append(out, m)
		}
	}
	return out
}
