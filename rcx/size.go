package rcx

import "github.com/betzac/betzac/legdefs"

// estimate is the program's size: data as emitted, the core's text as
// calibrated.
func estimate(p *legdefs.Program, t *tables) Size {
	est := Size{Stack: Stack}
	est.Text = coreText(t.hasEP, t.hasCastle, t.hasPromo, t.hasDedupe, t.hasUnload) +
		12*max(1, len(t.legs)) + 2*(len(t.inter)+1) + 4*max(1, len(t.hdrs)) +
		len(p.Pieces)*6 + 2 + (len(t.start)+1)*2
	est.Text += len(t.reach) + 2*len(t.reachRow) + len(t.line) + len(t.mreach) + 1 + 2*len(t.mreach)/max(1, (2*t.lay.size+6)/8) + 2
	if t.fast {
		est.Text += 320 + len(t.through) + len(t.ray)
	} else {
		est.Text += 480 // core.c record, unread and the walks' marks
	}
	if t.hasInit {
		est.Text += 60 + 4*len(p.Pieces) // in_init and init_w, init_b
	}
	if t.hasZones {
		est.Text += 680 + len(t.zmap) + 4*len(p.Pieces) + 10*len(t.zsets)
	}
	if p.ChecksToWin > 0 {
		est.Text += 160 // counting checks in perft and search
	}
	if p.Castling960 {
		est.Text += 220 // gen960
	}
	if p.PassOnStalemate {
		est.Text += 520 // pass_square and the passes in perft and search
	}
	if p.Makpong {
		est.Text += 140 // makpong_illegal
	}
	if p.MustCapture {
		est.Text += 320 // captures and must_capture
	}
	if p.Extinction != "" {
		est.Text += 340 + len(p.Pieces) // extinct_side and ext_type[]
	}
	if t.hasPromo {
		est.Text += len(p.Pieces)*3 + len(t.promoTo) + 2
		if t.promoFirstB != nil {
			est.Text += len(t.promoFirstB) + 12
		}
	}
	est.BSS = t.lay.size + t.moveCap*t.moveSize + 64
	// core.c's foe_area: per ply a list of up to NSTART squares and 4 bytes
	sqBytes := 1
	if t.sq16 {
		sqBytes = 2
	}
	est.BSS += (t.maxDepth + 1) * ((len(t.start)+2)*sqBytes + 4)
	if !t.fast { // and record's bitmap of the squares read
		est.BSS += (t.maxDepth + 1) * ((t.lay.size+7)/8 + 1)
	}
	if t.hasDedupe {
		est.BSS += t.lay.size
	}
	return est
}

// coreText is the calibrated text size of the compiled core and front
// end (h8300-hms-gcc 3.4.6 -Os) with the given parts switched on.
func coreText(ep, castle, promo, dedupe, unload bool) int {
	n := 5370 // 400 of it the foes lists (list_foes, attacked's two paths), 500 the attack walks' aims (misses, own maps, faces)
	if unload {
		n += 180
	}
	if ep {
		n += 350
	}
	if castle {
		n += 450
	}
	if promo {
		n += 120
	}
	if dedupe {
		n += 200
	}
	return n
}

// sizeMargin is room left for the error of estimate (the Makefile's
// check measures the real size).
const sizeMargin = 384

// minMoves is the least move area Emit accepts for a search of depth
// plies: a few moves a ply beyond the first position's.
func minMoves(depth int) int { return 64 + 56*depth }

// sizeMoveArea gives the move area all the memory the rest of the
// program leaves (the budget less the estimate and sizeMargin), so that
// the widest position the brick can hold runs (the core reports an
// overflow rather than count on). The area holds at least minMoves for
// the deeper of perft and search; a program that does not fit then
// drops the moves' own reach maps, and is refused if it still does not.
// It returns the estimate with the move area.
func sizeMoveArea(p *legdefs.Program, t *tables, opt Options) (Size, error) {
	t.moveCap = 0
	t.maxDepth = max(opt.Depth, opt.SearchDepth)
	free := Budget - sizeMargin - estimate(p, t).Total()
	t.moveCap = max(free/t.moveSize, minMoves(max(opt.Depth, opt.SearchDepth)))
	est := estimate(p, t)
	if est.Total() > Budget && len(t.mreach) > 0 {
		// the moves' own reach maps only speed attack tests up: walk
		// those moves rather than refuse the program
		t.mreach = nil
		for i := range t.hdrs {
			t.hdrs[i].mapNo = 0
		}
		return sizeMoveArea(p, t, opt)
	}
	if est.Total() > Budget {
		return est, &TooBigError{Size: est}
	}
	return est, nil
}
