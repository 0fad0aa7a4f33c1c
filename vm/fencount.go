package vm

import (
	"fmt"
	"strings"
)

// Piece counts of a FEN: more royal pieces than a game of the variant
// could have, or a royal piece in hand where none can get there, is
// refused (unreachable); more of another type than the start position and
// promotions could make is only warned about, as other rules (gating,
// captures to hand) may bring pieces in.

// typeCounts returns how many pieces of each type each colour has on the
// board and in hand.
func (p *Position) typeCounts(board []uint8, hand *[2][maxTypes]uint8) (n [2][maxTypes]int) {
	for _, s := range p.t.squares {
		if v := board[s]; v != 0 && v != guard {
			n[colourOf(v)][v&typeMask]++
		}
	}
	for c := range 2 {
		for k := range p.t.types {
			n[c][k] += int(hand[c][k])
		}
	}
	return n
}

// colourOf is the colour (0 White, 1 Black) of piece v.
func colourOf(v uint8) int {
	if v&colMask == colourBit(0) {
		return 0
	}
	return 1
}

// startCounts returns the piece counts of the Program's start position.
func (p *Position) startCounts() [2][maxTypes]int {
	t := p.t
	var hand [2][maxTypes]uint8
	if fields := strings.Fields(t.prog.Start); len(fields) > 0 && t.hands {
		board := make([]uint8, t.size)
		if hold, err := t.parseBoard(t.slashHoldings(fields[0]), board); err == nil {
			q := &Position{t: t}
			if q.setHands(hold) == nil {
				hand = q.hand
			}
		}
	}
	return p.typeCounts(t.startBoard, &hand)
}

// royalsCaptured reports whether a royal piece may be captured to hand:
// captures go to hand and a royal may be taken (royal extinction, duple
// check) or blown up (blast: atomic crazyhouse).
func (t *tables) royalsCaptured() bool {
	return t.rules.Hand.CapturesToHand && (t.rules.RoyalExtinction || t.rules.DupleCheck || t.rules.Blast)
}

// tooManyRoyals returns why the position has royal pieces no game could
// have, or "": a royal in hand, or more of a royal type than the start
// position has when no promotion makes it; sq is a square of such a
// royal, or -1 when it is about the holdings. Variants where a royal may be
// captured to hand, or dropped (royal-drops: the corpus has Fairy-
// Stockfish's placement positions with a king both in hand and on the
// board), are left alone.
func (p *Position) tooManyRoyals() (why string, sq int) {
	t := p.t
	if !t.hasRoyal || t.royalsCaptured() || t.rules.RoyalDrops {
		return "", 0
	}
	var start [2][maxTypes]int
	started := false
	now := p.typeCounts(p.board, &p.hand)
	for c := range 2 {
		for k := range t.types {
			if !t.types[k].royal || now[c][k] <= 1 && p.hand[c][k] == 0 {
				continue
			}
			if !started {
				start, started = p.startCounts(), true
			}
			letter := p.letterOf(k, c)
			switch {
			case p.hand[c][k] > 0:
				return fmt.Sprintf("holdings: %s in hand: %s is royal, and a royal piece never goes to hand in this variant", letter, letter), -1
			case now[c][k] > start[c][k] && !t.promotedTo(k, c):
				return fmt.Sprintf("%s has %d %s (royal), the start position %d, and no promotion makes one", colourName(c), now[c][k], letter, start[c][k]), p.extraPiece(colourBit(c) | uint8(k))
			}
		}
	}
	return "", 0
}

// extraPiece returns the first square where piece v stands and the start
// position has not the same piece, else the first where it stands.
func (p *Position) extraPiece(v uint8) int {
	first := -1
	for _, s := range p.t.squares {
		if p.board[s] != v {
			continue
		}
		if p.t.startBoard[s] != v {
			return int(s)
		}
		if first < 0 {
			first = int(s)
		}
	}
	return first
}

// tooManyPieces warns when a colour has more pieces of a type than the
// start position and promotions could give it: more of a type no
// promotion makes, or more promoted pieces than pieces that promote are
// missing. Variants with pieces in hand are left alone (captures change
// a piece's side).
func (p *Position) tooManyPieces() string {
	t := p.t
	if t.hands || t.rules.Gating || t.rules.Gates {
		return ""
	}
	now, start := p.typeCounts(p.board, &p.hand), p.startCounts()
	for c := range 2 {
		extra, missing := 0, 0
		for k := range t.types {
			if len(t.types[k].choices(c)) > 0 {
				missing += max(start[c][k]-now[c][k], 0)
			}
			if now[c][k] <= start[c][k] || start[c][k] == 0 {
				continue // (a type the side has not at the start is for test positions)
			}
			if !t.promotedTo(k, c) {
				return fmt.Sprintf("%s has %d %s, the start position %d, and no promotion makes one: is the FEN right?", colourName(c), now[c][k], p.letterOf(k, c), start[c][k])
			}
			extra += now[c][k] - start[c][k]
		}
		if extra > missing {
			return fmt.Sprintf("%s has %d more promoted pieces than the start position, but only %d pieces that promote are missing: is the FEN right?", colourName(c), extra, missing)
		}
	}
	return ""
}

// letterOf is type k's letter as colour c writes it.
func (p *Position) letterOf(k, c int) string {
	if c == 1 {
		return lower(p.t.letters[k])
	}
	return p.t.letters[k]
}
