package gamecourier

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// handTables writes the rules of drops and holdings (Program.Hand) as the
// VM applies them (vm/drops.go): #drops, #c2h (captured pieces go to the
// capturer's hand as type #phand), the squares each type may be dropped
// on (#dokw/#dokb: its drop ranks, not where it could never move), the
// most of a type a side may have on a file for a drop (#pflim, shogi's
// nifu), the types whose drop may not checkmate (#pnomt), the
// start position's labels (#stl: a dropped piece is virgin where the
// start has it, unless it castles, #pcast), and the hands at the start,
// one variable per side and type (#hw0…, #hb0…), read and changed only by
// HandGet and HandAdd.
func handTables(p *legdefs.Program, b board, labels []string, pos *vm.Position) []string {
	nsq := b.w * b.h
	n := len(p.Pieces)
	phand, pcast, flim, nomt := make([]int, n), castlers(p, pos), make([]int, n), make([]int, n)
	var dokw, dokb []int
	for i, pt := range p.Pieces {
		phand[i] = pt.Hand
		if d := pt.Drop; d != nil {
			flim[i], nomt[i] = d.FileLimit, b2i(d.NoMate)
		}
		w, bl := make([]int, nsq), make([]int, nsq)
		sw, sb := stuck(p, b, i)
		lo, hi := 0, p.Ranks-1
		if d := pt.Drop; d != nil && d.Ranks[0] > 0 {
			lo, hi = d.Ranks[0]-1, d.Ranks[1]-1
		}
		for r := lo; r <= hi && r < p.Ranks; r++ {
			for f := 0; f < p.Files; f++ {
				s, sbk := b.sq(f, r), b.sq(f, p.Ranks-1-r)
				w[s], bl[sbk] = 1-sw[s], 1-sb[sbk]
			}
		}
		dokw, dokb = append(dokw, w...), append(dokb, bl...)
	}
	stl := make([]string, nsq)
	for i := range stl {
		stl[i] = "@"
	}
	for r := 0; r < p.Ranks; r++ {
		for f := 0; f < p.Files; f++ {
			stl[b.sq(f, r)] = gcLabel(p, labels, pos.Piece(pos.Square(f, r)))
		}
	}
	out := []string{
		fmt.Sprintf("set drops %d;", b2i(p.Hand.Drops)), fmt.Sprintf("set c2h %d;", b2i(p.Hand.CapturesToHand)),
		fmt.Sprintf("set ntyp %d;", n),
		"set phand " + ints(phand) + ";", "set pcast " + ints(pcast) + ";",
		"set pflim " + ints(flim) + ";", "set pnomt " + ints(nomt) + ";",
		"set dokw " + ints(dokw) + ";", "set dokb " + ints(dokb) + ";",
		"set stl " + arrayLit(stl) + ";",
	}
	for i, pt := range p.Pieces {
		out = append(out, fmt.Sprintf("set hw%d %d;", i, pos.Hand(pt.Letter)), fmt.Sprintf("set hb%d %d;", i, pos.Hand(strings.ToLower(pt.Letter))))
	}
	return out
}

// gcLabel is the Game Courier label of a FEN letter ("" → "@").
func gcLabel(p *legdefs.Program, labels []string, letter string) string {
	if letter == "" {
		return "@"
	}
	for i, pt := range p.Pieces {
		if pt.Letter == strings.ToUpper(letter) {
			if letter != pt.Letter {
				return strings.ToLower(labels[i])
			}
			return labels[i]
		}
	}
	return "@"
}

// castlers are the types whose virginity is a castling right (the VM's
// castleRoyal | partnerMask): royal types with castling legs, and the
// types on the squares where those legs end in the start position.
func castlers(p *legdefs.Program, pos *vm.Position) []int {
	out := make([]int, len(p.Pieces))
	for r := 0; r < p.Ranks; r++ {
		for f := 0; f < p.Files; f++ {
			l := pos.Piece(pos.Square(f, r))
			i := typeIndex(p, strings.ToUpper(l))
			if i < 0 || !p.Pieces[i].Royal {
				continue
			}
			for _, m := range p.Moves(i) {
				if m[0].Mode&legdefs.ModeCastle == 0 || m[0].DY != 0 {
					continue
				}
				out[i] = 1
				e := 0
				if m[0].Mode&legdefs.ModeCastleInner != 0 {
					e = 1
				}
				if m[0].DX > 0 {
					e = p.Files - 1 - e
				}
				if k := typeIndex(p, strings.ToUpper(pos.Piece(pos.Square(e, r)))); k >= 0 && !p.Pieces[k].Royal {
					out[k] = 1
				}
			}
		}
	}
	return out
}

func typeIndex(p *legdefs.Program, letter string) int {
	for i, pt := range p.Pieces {
		if pt.Letter == letter {
			return i
		}
	}
	return -1
}

// handSubs are HandGet (the count of type k side sd holds, in #hcnt) and
// HandAdd (change it by d): one variable per side and type, since arrays
// are only read.
func handSubs(n int) string {
	var b strings.Builder
	for _, sub := range []string{"HandGet sd k", "HandAdd sd k d"} {
		fmt.Fprintf(&b, "sub %s:\n", sub)
		for i := range n {
			kw := "elseif"
			if i == 0 {
				kw = "if"
			}
			if strings.HasPrefix(sub, "HandGet") {
				fmt.Fprintf(&b, "%s == #k %d:\nif #sd: set hcnt #hb%d; else: set hcnt #hw%d; endif;\n", kw, i, i, i)
			} else {
				fmt.Fprintf(&b, "%s == #k %d:\nif #sd: set hb%d + #hb%d #d; else: set hw%d + #hw%d #d; endif;\n", kw, i, i, i, i, i)
			}
		}
		b.WriteString("endif;\nendsub;\n")
	}
	return b.String()
}
