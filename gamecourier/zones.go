package gamecourier

import "github.com/betzac/betzac/legdefs"

// zoneTables writes the zone rules as the VM applies them (vm/confine.go):
// a confined piece's moves must end in its region (#pcf says a type is
// confined, #cfw/#cfb hold the region per type, square by square), and a
// type's region-move sets (#prso: the first of its sets, #prsn how many)
// each have a table offset (#rsoff), the squares the piece must stand on
// (#rfw/#rfb) and, if #rsto says so, the squares its moves must end on
// (#rtw/#rtb). A type with an initial region (#pir) is virgin, for its
// initial moves, exactly while it stands in it (#irw/#irb), whatever it
// did before (vm/initial.go). Black's regions are White's mirrored top to
// bottom. Set and type k's masks start at k×#nsq.
func zoneTables(p *legdefs.Program, b board) []string {
	nsq := b.w * b.h
	n := len(p.Pieces)
	pcf, prso, prsn := make([]int, n), make([]int, n), make([]int, n)
	var cfw, cfb, rsoff, rsto, rfw, rfb, rtw, rtb, irw, irb []int
	pir := make([]int, n)
	for i, pt := range p.Pieces {
		w, bl := mask(pt.InitialRegion, b, false)
		pir[i] = b2i(pt.InitialRegion != nil)
		irw, irb = append(irw, w...), append(irb, bl...)
		w, bl = mask(pt.Confine, b, true)
		if pt.Confine != nil {
			pcf[i] = 1
		}
		cfw, cfb = append(cfw, w...), append(cfb, bl...)
		prso[i] = len(rsoff)
		for _, rm := range pt.RegionMoves {
			prsn[i]++
			rsoff = append(rsoff, rm.Offset)
			w, bl := mask(rm.From, b, true)
			rfw, rfb = append(rfw, w...), append(rfb, bl...)
			to := 0
			if rm.To != nil {
				to = 1
			}
			rsto = append(rsto, to)
			w, bl = mask(rm.To, b, true)
			rtw, rtb = append(rtw, w...), append(rtb, bl...)
		}
	}
	if len(rsoff) == 0 {
		rsoff, rsto, rfw, rfb, rtw, rtb = []int{0}, []int{0}, []int{0}, []int{0}, []int{0}, []int{0}
	}
	return []string{
		"set nsq " + itoa(nsq) + ";",
		"set pcf " + ints(pcf) + ";", "set cfw " + ints(cfw) + ";", "set cfb " + ints(cfb) + ";",
		"set prso " + ints(prso) + ";", "set prsn " + ints(prsn) + ";",
		"set rsoff " + ints(rsoff) + ";", "set rsto " + ints(rsto) + ";",
		"set rfw " + ints(rfw) + ";", "set rfb " + ints(rfb) + ";",
		"set rtw " + ints(rtw) + ";", "set rtb " + ints(rtb) + ";",
		"set pir " + ints(pir) + ";", "set irw " + ints(irw) + ";", "set irb " + ints(irb) + ";",
	}
}

// mask is a region as White's and Black's mailbox masks; nil is all of
// the board if all, else none of it.
func mask(g legdefs.Region, b board, all bool) (w, bl []int) {
	nsq := b.w * b.h
	w, bl = make([]int, nsq), make([]int, nsq)
	for r := 0; r < b.ranks; r++ {
		for f := 0; f < b.files; f++ {
			if g == nil && all || g.Has(f+r*b.files) {
				w[b.sq(f, r)] = 1
				bl[b.sq(f, b.ranks-1-r)] = 1
			}
		}
	}
	return w, bl
}
