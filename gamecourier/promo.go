package gamecourier

import (
	"github.com/betzac/betzac/legdefs"
)

// promoTables writes the promotion rules beside #ppz and the choices
// (choiceTables), as the VM applies them (vm/promotion.go, promoextra.go):
// #ppr the type promotes, #pzs its zone is squares (#pzw/#pzb, type k's
// from k×#nsq; Black's mirrored unless given) rather than ranks, #popt
// optional, #plv a move that starts in the zone may promote, #pcin only
// if it captures (Chu Shogi), and with
// Program.Hand.ImmobilityIllegal (#imm) the squares where a type could
// never move again (#stkw/#stkb, type k's from k×#nsq): a move may not
// end there unpromoted.
func promoTables(p *legdefs.Program, b board) []string {
	n := len(p.Pieces)
	opt, lv, cin := make([]int, n), make([]int, n), make([]int, n)
	ppr, pzs := make([]int, n), make([]int, n)
	var pzw, pzb []int
	for i, pt := range p.Pieces {
		w, bl := make([]int, b.w*b.h), make([]int, b.w*b.h)
		if pr := pt.Promote; pr != nil {
			ppr[i] = 1
			opt[i], lv[i], cin[i] = b2i(pr.Optional), b2i(pr.Leaving), b2i(pr.CaptureInside)
			if pr.Squares != nil {
				pzs[i] = 1
				w, bl = mask(pr.Squares, b, false)
				if pr.SquaresBlack != nil {
					bl, _ = mask(pr.SquaresBlack, b, false) // as given, not mirrored
				}
			}
		}
		pzw, pzb = append(pzw, w...), append(pzb, bl...)
	}
	var stw, stb []int
	for i := range p.Pieces {
		w, bl := stuck(p, b, i)
		stw, stb = append(stw, w...), append(stb, bl...)
	}
	return []string{
		"set ppr " + ints(ppr) + ";", "set pzs " + ints(pzs) + ";",
		"set pzw " + ints(pzw) + ";", "set pzb " + ints(pzb) + ";",
		"set popt " + ints(opt) + ";", "set plv " + ints(lv) + ";", "set pcin " + ints(cin) + ";",
		"set imm " + itoa(b2i(p.Hand.ImmobilityIllegal)) + ";",
		"set stkw " + ints(stw) + ";", "set stkb " + ints(stb) + ";",
	}
}

// stuck are the squares (White's and Black's masks) where type i has no
// move on an otherwise empty board, when immobility is illegal: every leg
// must stop on empty squares (m), initial moves and castling need a
// virgin piece and a partner, hops a piece to hop, so they do not count.
func stuck(p *legdefs.Program, b board, i int) (w, bl []int) {
	nsq := b.w * b.h
	w, bl = make([]int, nsq), make([]int, nsq)
	if !p.Hand.ImmobilityIllegal {
		return w, bl
	}
	for r := 0; r < b.ranks; r++ {
		for f := 0; f < b.files; f++ {
			if !movable(p, b, i, f, r, 1) {
				w[b.sq(f, r)] = 1
			}
			if !movable(p, b, i, f, r, -1) {
				bl[b.sq(f, r)] = 1
			}
		}
	}
	return w, bl
}

// movable reports whether type i on (f, r) has a move on an empty board;
// s is 1 for White, -1 for Black (the steps negated).
func movable(p *legdefs.Program, b board, i, f, r, s int) bool {
	for _, m := range typeMoves(p, i) {
		if m[0].Mode&(legdefs.ModeInitial|legdefs.ModeCastle) != 0 {
			continue
		}
		steps, _ := m.Steps(b.files, b.ranks)
		if walkEmpty(m, steps, 0, f, r, s, b) {
			return true
		}
	}
	return false
}

func walkEmpty(m legdefs.Move, steps []int32, k, f, r, s int, b board) bool {
	if k == len(m) {
		return true
	}
	l := m[k]
	if l.Mode&legdefs.ModeMove == 0 {
		return false
	}
	n := int(steps[k])
	if n < 0 {
		n = -n
	}
	for j := 1; j <= n; j++ {
		f, r = f+s*int(l.DX), r+s*int(l.DY)
		if f < 0 || r < 0 || f >= b.files || r >= b.ranks {
			return false
		}
		if walkEmpty(m, steps, k+1, f, r, s, b) {
			return true
		}
	}
	return false
}
