package refgen_test

import (
	"testing"

	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// TestDifferentialBlast plays random games of the blast variants (see
// TestDifferential): atomic (the royal king under the blast rules),
// nocheckatomic (a king that may be blown up) and atomar (blast-immune,
// mutually immune kings), atomiczh (blasts to hand), nuclear (petrified
// capturers, the royal test not seeing them) and atomic duck chess (the
// royal test seeing the duck where the move puts it), from the start and from positions full of
// captures next to kings, touching kings, e.p. and promotions. Some
// position must have a capture whose blast takes a third piece.
func TestDifferentialBlast(t *testing.T) {
	starts := []string{
		"r1bqk2r/ppp2ppp/2n1pn2/1B1pP3/3P4/2N2N2/PPP2PPP/R1BQK2R w KQkq d6 0 1",
		"r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1",
		"8/2r5/3k4/3K4/8/8/1q6/7R w - - 0 1",
		"rnbqkbnr/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 1",
	}
	var tests []diffCase
	for _, v := range []string{"atomic", "nocheckatomic", "atomar"} {
		c := chessGames(v, starts...)
		c.feature = blastsThird
		if v != "atomic" {
			c.need = castle | ep | promo // no royal piece: never in check
		}
		tests = append(tests, c)
	}
	zh, err := variants.LoadBytes("atomiczh.yaml", []byte(atomicZH))
	if err != nil {
		t.Fatal(err)
	}
	c := chessGames("atomiczh", "r1bqk2r/ppp2ppp/2n1pn2/1B1pP3/3P4/2N2N2/PPP2PPP/R1BQK2R[] w - d6 0 1")
	c.v, c.feature, c.need = zh, blastsThird, drop|ep|promo|check
	tests = append(tests, c)
	nuc, err := variants.LoadBytes("nuclear.yaml", []byte(nuclearChess))
	if err != nil {
		t.Fatal(err)
	}
	c = chessGames("nuclear", "r1bqk2r/ppp2ppp/2n1pn2/1B1pP3/3P4/2N2N2/PPP2PPP/R1BQK2R w KQkq - 0 1", starts[1], starts[2], starts[3])
	c.v, c.feature, c.need = nuc, petrifiedBlast, castle|promo|check
	tests = append(tests, c)
	duck, err := variants.LoadBytes("atomicduck.yaml", []byte("name: atomicduck\ninherit: atomic\nwalling: duck\n"))
	if err != nil {
		t.Fatal(err)
	}
	c = diffCase{variant: "atomicduck", v: duck, games: 3, plies: 40, starts: starts, each: 1, splies: 16, feature: blastsThird, need: castle | check}
	tests = append(tests, c)
	runDiffs(t, 301, tests, func(c *diffCase) { c.games, c.each = 2, 1 })
}

// atomicZH is Fairy-Stockfish's atomiczh as betzac import fsf writes it:
// atomic with drops and captures to hand, where what a blast removes goes
// to the hand of the side it does not belong to.
const atomicZH = `
name: atomiczh
board: 8x8
pieces:
  - {letter: P, name: Pawn, betza: ifmnDfmWfceF, promote: {zone: 1, to: "N~B~R~Q~"}, drop: {ranks: [2, 7]}}
  - {letter: N, name: Knight, betza: N}
  - {letter: B, name: Bishop, betza: B}
  - {letter: R, name: Rook, betza: R}
  - {letter: Q, name: Queen, betza: Q}
  - {letter: K, name: Commoner, betza: K, royal: true}
  - {letter: "N~", name: Promoted Knight, betza: N, hand: P}
  - {letter: "B~", name: Promoted Bishop, betza: B, hand: P}
  - {letter: "R~", name: Promoted Rook, betza: R, hand: P}
  - {letter: "Q~", name: Promoted Queen, betza: Q, hand: P}
drops: true
captures-to-hand: true
extinction: K
blast: true
blast-spared: P
start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1
`

// blastsThird reports whether m captures and a piece other than the mover
// stands next to its destination (a blast takes more than two pieces).
func blastsThird(p *vm.Position, m vm.Move) bool {
	if m.Kind&vm.KindCastle != 0 || p.Piece(int(m.To)) == "" && m.Kind&vm.KindEP == 0 {
		return false
	}
	f, r := p.FileRank(int(m.To))
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			s := p.Square(f+df, r+dr)
			if s >= 0 && s != int(m.From) && s != int(m.To) && p.Piece(s) != "" && p.Piece(s) != "P" && p.Piece(s) != "p" {
				return true
			}
		}
	}
	return false
}

// TestPerftPublishedBlast checks refgen's blasts against the published
// atomic tables and Fairy-Stockfish's counts of the blast variants'
// golden corpora.
func TestPerftPublishedBlast(t *testing.T) {
	for _, name := range []string{"atomic", "nocheckatomic", "atomar"} {
		t.Run(name, func(t *testing.T) {
			if checkPublished(t, name, 30000) == 0 {
				t.Fatal("no counts under the budget")
			}
		})
	}
}

// nuclearChess is Fairy-Stockfish's nuclear as betzac import fsf writes
// it: atomic whose pawns are blown up too, where a capturing piece turns
// into a wall instead, and no move makes e.p. squares.
const nuclearChess = `
name: nuclear
board: 8x8
pieces:
  - {letter: N, name: Knight, betza: N}
  - {letter: B, name: Bishop, betza: B}
  - {letter: R, name: Rook, betza: R}
  - {letter: Q, name: Queen, betza: Q}
  - {letter: K, name: Commoner, betza: KisO2, royal: true}
  - {letter: P, name: Pawn, betza: fmWfceF, promote: {zone: 1, to: NBRQ}, region-moves: [{from: "a2-h2", betza: fmnD}]}
extinction: K
blast: true
petrify: PNBRQ
start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
`

// petrifiedBlast reports whether m captures with a piece that is not
// royal next to a third piece (it petrifies and blasts).
func petrifiedBlast(p *vm.Position, m vm.Move) bool {
	l := p.Piece(int(m.From))
	return l != "K" && l != "k" && blastsThird(p, m)
}
