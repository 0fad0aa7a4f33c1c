package vm

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/quote"
)

// Gating (Program.Gating, S-chess; Fairy-Stockfish's seirawanGating): a
// move of an unmoved piece from its side's first rank may put a piece from
// the mover's hand on the square it leaves. A gate is a virgin piece on its
// side's first rank; every move clears the virginity of the squares it
// touches, so a gate once left (or captured, or gated) stays closed. The
// gated copies of a move are added to the finished list of legal moves
// (addGatings): a gated move is legal iff the move without the gate is, as
// in Fairy-Stockfish, whose legality test ignores the gated piece. The
// chess fast path pays one boolean test per node and one byte test per
// Make.

// Move.Gate: 0, or 1 + the gated type, with gateAtPartner set when a
// castling move gates on its partner's square (V[0]) instead of From.
const (
	gateAtPartner = 0x80
	gateTypeMask  = 0x7f
)

// gateSquare returns the square move m gates on.
func gateSquare(m *Move) int {
	if m.Gate&gateAtPartner != 0 {
		return int(m.V[0])
	}
	return int(m.From)
}

// gateType returns the type index m gates.
func gateType(m *Move) int { return int(m.Gate&gateTypeMask) - 1 }

// firstRank returns colour c's first rank.
func (t *tables) firstRank(c int) int {
	if c == 1 {
		return t.ranks - 1
	}
	return 0
}

// isGate reports whether s holds an unmoved piece of the side to move on
// its first rank.
func (p *Position) isGate(s int) bool {
	return p.virgin[s] && p.board[s]&colMask == colourBit(p.stm) && int(p.t.sqRank[s]) == p.t.firstRank(p.stm)
}

// addGatings appends to moves (the node's legal moves from len(buf)) the
// gated copies of each move that leaves a gate, one per type in hand that
// may be dropped there.
func (p *Position) addGatings(buf, moves []Move) []Move {
	us := p.stm
	hasHand := false
	for _, n := range p.hand[us] {
		hasHand = hasHand || n > 0
	}
	if !hasHand {
		return moves
	}
	end := len(moves)
	for i := len(buf); i < end; i++ {
		m := moves[i]
		if m.Kind&(KindDrop|KindEP|KindUnload) != 0 || m.Promo != 0 {
			continue
		}
		castle := m.Kind&KindCastle != 0
		if p.isGate(int(m.From)) && (!castle || m.From != m.To && m.From != m.V[1]) {
			moves = p.appendGated(moves, m, 0)
		}
		if castle && p.isGate(int(m.V[0])) && m.V[0] != m.To && m.V[0] != m.V[1] {
			moves = p.appendGated(moves, m, gateAtPartner)
		}
	}
	return moves
}

// appendGated appends move m gated on its From (at 0) or partner's square
// (at gateAtPartner) with each type in hand that may be dropped there.
func (p *Position) appendGated(moves []Move, m Move, at uint8) []Move {
	t := p.t
	us := p.stm
	m.Gate = at
	sq := gateSquare(&m)
	for _, k := range t.hr.order {
		if p.hand[us][k] == 0 || t.types[k].royal && !t.rules.RoyalDrops || !t.types[k].dr.ok[us][sq] {
			continue
		}
		g := m
		g.Gate = at | uint8(k+1)
		moves = append(moves, g)
	}
	return moves
}

// putGate puts m's gated piece on the board, on the square the move
// left, and takes it from the hand (Make, after the board and hash of the
// move itself; the gate square is one the move touched, so Unmake
// restores it). It returns the updated hash.
func (p *Position) putGate(m *Move, u *undoRec, h uint64) uint64 {
	k := gateType(m)
	s := gateSquare(m)
	v := colourBit(p.stm) | uint8(k)
	p.board[s] = v
	h ^= p.t.pieceKey(v, s)
	return p.handAdd(p.stm, k, false, u, h)
}

// castlingLettersOnly returns the K, Q, k and q of a FEN castling field,
// or "-" if it has none.
func castlingLettersOnly(field string) string {
	var b []byte
	for i := 0; i < len(field); i++ {
		if c := field[i] | 0x20; c == 'k' || c == 'q' {
			b = append(b, field[i])
		}
	}
	if len(b) == 0 {
		return "-"
	}
	return string(b)
}

// gateText is the gating part of m's notation: the gated piece's letter,
// lower case ("b1c3h"), or "".
func (p *Position) gateText(m Move) string {
	if m.Gate == 0 {
		return ""
	}
	return lower(p.t.letters[gateType(&m)])
}

// setGating sets the virginity of the pieces on each side's first rank
// from a FEN castling field under Program.Gating: K and Q make the
// castling royal and that side's partner virgin, a file letter the side's
// piece on that file of its first rank (and, as a Chess960 castling right,
// the royal too when the side can never gate again: no piece in hand and
// captures do not go to hand). Other first-rank pieces have moved.
func (p *Position) setGating(field string) error {
	t := p.t
	for c := 0; c < 2; c++ {
		for f := 0; f < t.files; f++ {
			p.virgin[t.sq(f, t.firstRank(c))] = false
		}
	}
	if field == "-" {
		return nil
	}
	for _, r := range field {
		c, up := 0, r
		if r >= 'a' && r <= 'z' {
			c, up = 1, r-32
		}
		king := p.castlingKing(c)
		f := int(up - 'A')
		switch {
		case up == 'K' || up == 'Q':
			side := 1
			if up == 'Q' {
				side = -1
			}
			if f = p.rightPartnerFile(c, side); f < 0 {
				continue
			}
			p.virgin[king] = true
		case f < 0 || f >= t.files:
			return fmt.Errorf("%s: %q is not a file of the board", quote.Q(field), string(r))
		case king >= 0 && !t.rules.Hand.CapturesToHand && !p.anyInHand(c) && p.isPartnerOf(c, t.sq(f, t.firstRank(c))):
			p.virgin[king] = true
		}
		if s := t.sq(f, t.firstRank(c)); p.board[s]&colMask == colourBit(c) {
			p.virgin[s] = true
		}
	}
	return nil
}

// gateLetters returns the FEN castling field's gates of colour c: the
// files of its unmoved first-rank pieces that the castling rights (rights,
// KQ or file letters already written) do not cover, upper case for White.
// Like Fairy-Stockfish, none while the side has no piece in hand and
// captures do not go to hand.
func (p *Position) gateLetters(c int, rights string) string {
	t := p.t
	if !t.rules.Hand.CapturesToHand && !p.anyInHand(c) {
		return ""
	}
	covered := map[int]bool{}
	if rights != "" {
		if king := p.castlingKing(c); king >= 0 {
			covered[int(t.sqFile[king])] = true
		}
		for _, r := range strings.ToUpper(rights) {
			switch r {
			case 'K':
				covered[p.rightPartnerFile(c, 1)] = true
			case 'Q':
				covered[p.rightPartnerFile(c, -1)] = true
			default:
				covered[int(r-'A')] = true
			}
		}
	}
	var b []byte
	for f := 0; f < t.files; f++ {
		s := t.sq(f, t.firstRank(c))
		if !covered[f] && p.virgin[s] && p.board[s]&colMask == colourBit(c) {
			b = append(b, byte('A'+f)|byte(c*0x20))
		}
	}
	return string(b)
}

// rightPartnerFile returns the file of colour c's partner for its K
// (side 1) or Q (side -1) castling right, or -1.
func (p *Position) rightPartnerFile(c, side int) int {
	t := p.t
	king := p.castlingKing(c)
	if king < 0 {
		return -1
	}
	kf, kr := int(t.sqFile[king]), int(t.sqRank[king])
	f := t.files - 1 - t.castleIn[0]
	if side < 0 {
		f = t.castleIn[1]
	}
	for ; f != kf; f -= side {
		if p.isPartnerOf(c, t.sq(f, kr)) {
			return f
		}
	}
	return -1
}

// isPartnerOf reports whether s holds a castling partner of colour c.
func (p *Position) isPartnerOf(c, s int) bool {
	v := p.board[s]
	return v&colMask == colourBit(c) && p.t.partnerMask>>(v&typeMask)&1 != 0
}

// anyInHand reports whether colour c holds a piece.
func (p *Position) anyInHand(c int) bool {
	for _, n := range p.hand[c] {
		if n > 0 {
			return true
		}
	}
	return false
}
