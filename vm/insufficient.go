package vm

import (
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// Insufficient material, as Fairy-Stockfish's has_insufficient_material
// (src/apiutil.h) defines it, which ffish's result() applies to both
// sides. FSF knows its piece types by identity, betzac by Betza, so a
// type's class is read from its Betza string (fsfClass): FSF's major
// pieces, its colour-bound pieces, its other built-in pieces (unbound:
// the knight, the pawns, the shogi and xiangqi pieces, ...), and every
// other Betza as FSF's custom pieces, which it counts as able to mate.
// For colour c:
//   - other ways to win make any material sufficient: captures to hand,
//     pieces in c's hand, extinction or bare-king rules, an n-fold value
//     that is not a draw, goals; and here, apart from FSF, connect and
//     castling-wins rules;
//   - restricted pieces never mate: the royal pieces, and c's pieces of a
//     type whose confinement never meets the enemy royal's (Xiangqi's
//     advisors and elephants);
//   - a major or custom piece of c mates, and so does a piece of c that
//     promotes when a promotion choice is major or custom (FSF looks
//     only at pawns' promotions, not at shogi-like ones; its variants
//     with those have hands or a stalemate value, which decide first,
//     but a Chu Shogi pawn, which becomes a gold, may mate);
//   - c's colour-bound pieces mate if colour-bound pieces (either side's)
//     stand on both colours of square, or an unbound piece of either side
//     is on the board; c's unbound pieces mate if two or more unrestricted
//     pieces are on the board; either mates alone with a stalemate value,
//     check counting or Makpong;
//   - with a stalemate value, a side with a king that moves otherwise
//     than as a chess king may win by stalemate when the royal pieces'
//     confinements meet.

// The classes of fsfClass.
const (
	fsfUnbound = iota
	fsfMajor   // FSF's MAJOR_PIECES, and its custom pieces
	fsfColourBound
)

// fsfBuiltin are the Betza strings of Fairy-Stockfish's built-in piece
// types (src/piece.cpp, as betzac's variant files write them) that are
// not major: colour-bound or unbound. A Betza not here and not royal is
// major or custom.
var fsfBuiltin = map[string]int{
	"B": fsfColourBound, "F": fsfColourBound, "A": fsfColourBound, "FA": fsfColourBound, "AF": fsfColourBound,
	"mafF": fsfColourBound, "nA": fsfColourBound, // Xiangqi's elephant (ELEPHANT)
	"FimfD": fsfColourBound, // Cambodian's met (MET with its first double step)
	// PAWN (with and without the double step), KNIGHT, KNIBIS, BISKNI,
	// KNIROO, ROOKNI, SHOGI_PAWN, LANCE, SHOGI_KNIGHT, DRAGON_HORSE,
	// CLOBBER_PIECE, BREAKTHROUGH_PIECE, IMMOBILE_PIECE, CANNON,
	// JANGGI_CANNON, SOLDIER, HORSE, JANGGI_ELEPHANT, BANNER, WAZIR,
	// AIWOK (which FSF leaves out of its major pieces)
	"fmWfceF": fsfUnbound, "ifmnDfmWfceF": fsfUnbound, "fmWfcF": fsfUnbound,
	"N": fsfUnbound, "mNcB": fsfUnbound, "mBcN": fsfUnbound, "mNcR": fsfUnbound, "mRcN": fsfUnbound,
	"fW": fsfUnbound, "fR": fsfUnbound, "fN": fsfUnbound, "ffN": fsfUnbound, "BW": fsfUnbound,
	"cW": fsfUnbound, "fmWfF": fsfUnbound, "": fsfUnbound, "mRcpR": fsfUnbound, "pR": fsfUnbound,
	"fsW": fsfUnbound, "nN": fsfUnbound, "mafsW": fsfUnbound, "mafsmafW": fsfUnbound,
	"RcpRnN": fsfUnbound, "W": fsfUnbound, "RNF": fsfUnbound,
}

// fsfClass is the class of a non-royal type with Betza betza.
func fsfClass(betza string) int {
	if c, ok := fsfBuiltin[betza]; ok {
		return c
	}
	return fsfMajor
}

// fsfKing reports whether a royal type moves as FSF's KING (a chess
// king, its castling and first moves aside), not as a custom king.
func fsfKing(betza string) bool {
	return betza == "K" || strings.HasPrefix(betza, "Ki")
}

// insufficient reports whether colour c cannot mate, as above.
func (p *Position) insufficient(c int) bool {
	t := p.t
	r := &t.rules
	if r.Hand.CapturesToHand || handCount(&p.hand[c]) > 0 || r.Extinction != "" || r.BareKing != "" || r.Baring != "" ||
		r.NFolds() > 0 && r.NFoldValue != "" && r.NFoldValue != legdefs.ValueDraw ||
		t.end.flagOn || t.connect.on || r.CastlingWins != "" {
		return false
	}
	m := p.material(c)
	if m.mates {
		return false
	}
	// a stalemate value, check counting and Makpong make any piece do
	// (and, in ffish 0.7.10, material counting)
	lone := r.StalemateValue != "" && r.StalemateValue != legdefs.ValueDraw || r.ChecksToWin > 0 || r.Makpong ||
		r.MaterialCounting != ""
	if m.myBound && (m.bound[0] && m.bound[1] || m.unbound > 0 || lone) {
		return false
	}
	if m.myUnbound && (m.free >= 2 || lone) {
		return false
	}
	return !(r.StalemateValue != "" && r.StalemateValue != legdefs.ValueDraw && p.customKingsMeet(c))
}

// material is what insufficient counts on the board for one side.
type material struct {
	mates                bool    // a major or custom piece, or a pawn promoting to one
	bound                [2]bool // colour-bound pieces (either side's) on light, dark squares
	unbound, free        int     // unbound pieces; unrestricted pieces (either side's)
	myBound, myUnbound   bool    // the side has colour-bound, unbound pieces
	pawnOn, promoToMajor bool
}

// material counts the board for colour c as has_insufficient_material
// does. The other side's pieces of a type restricted for c, and of a
// major type, count as unbound (FSF's pieces() ^ restricted ^
// colorbound).
func (p *Position) material(c int) material {
	t := p.t
	var m material
	restricted := make(map[int]bool)
	for k := range t.types {
		restricted[k] = p.restricted(c, k)
	}
	for _, s := range t.squares {
		v := p.board[s]
		if v == 0 || v == guard || t.types[v&typeMask].royal {
			continue
		}
		k := int(v & typeMask)
		own := v&colMask == colourBit(c)
		pt := &t.prog.Pieces[k]
		if own && (pt.Promote != nil || pt.Sittuyin != nil) {
			m.pawnOn = true
			for _, to := range t.types[k].choices(c) {
				m.promoToMajor = m.promoToMajor || fsfClass(t.prog.Pieces[to].Betza) == fsfMajor && !restricted[int(to)]
			}
		}
		if own && restricted[k] {
			continue
		}
		m.free++
		class := fsfClass(pt.Betza)
		switch {
		case restricted[k] || class == fsfMajor && !own:
			m.unbound++
		case class == fsfMajor:
			m.mates = true
		case class == fsfColourBound:
			f, rk := p.FileRank(int(s))
			m.bound[(f+rk)&1] = true
			m.myBound = m.myBound || own
		default:
			m.unbound++
			m.myUnbound = m.myUnbound || own
		}
	}
	m.mates = m.mates || m.pawnOn && m.promoToMajor
	return m
}

// restricted reports whether colour c's pieces of type k can never reach
// a square the enemy royal pieces may stand on (their confinements do
// not meet): FSF's restricted pieces.
func (p *Position) restricted(c, k int) bool {
	t := p.t
	mine := t.regionMask(t.prog.Pieces[k].Confine, c)
	if mine == nil {
		return false
	}
	for j := range t.types {
		if !t.types[j].royal {
			continue
		}
		theirs := t.regionMask(t.prog.Pieces[j].Confine, c^1)
		for _, s := range t.squares {
			if mine[s] && (theirs == nil || theirs[s]) {
				return false
			}
		}
	}
	return true
}

// customKingsMeet reports whether c has a royal piece that moves
// otherwise than a chess king whose confinement meets the enemy royal's
// (FSF: a lone custom king may still win by stalemate).
func (p *Position) customKingsMeet(c int) bool {
	t := p.t
	for _, s := range t.squares {
		v := p.board[s]
		if v == 0 || v == guard || v&colMask != colourBit(c) || !t.types[v&typeMask].royal {
			continue
		}
		k := int(v & typeMask)
		if fsfKing(t.prog.Pieces[k].Betza) {
			return false // FSF: the king type is KING
		}
		if !p.restricted(c, k) {
			return true
		}
	}
	return false
}

// InsufficientMaterial reports whether colour c (0 White, 1 Black)
// cannot win by material, as Fairy-Stockfish's
// hasInsufficientMaterial says; Result calls the game drawn when
// neither side can.
func (p *Position) InsufficientMaterial(c int) bool { return p.insufficient(c & 1) }
