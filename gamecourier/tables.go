package gamecourier

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/legdefs"
)

// maxLegs is the most legs a move may have: NextLeg keeps two locust
// victims.
const maxLegs = 3

// board is the mailbox the code indexes squares by: the files×ranks board
// with a guard band gb wide around it, as wide as the longest step, so
// that one step from a square of the board stays inside the arrays.
type board struct {
	files, ranks, gb, w, h int
}

func newBoard(p *legdefs.Program) board {
	gb := 1
	for _, m := range allMoves(p) {
		for _, l := range m {
			gb = max(gb, abs(int(l.DX)), abs(int(l.DY)))
		}
	}
	return board{files: p.Files, ranks: p.Ranks, gb: gb, w: p.Files + 2*gb, h: p.Ranks + 2*gb}
}

// sq is the mailbox index of (file, rank).
func (b board) sq(f, r int) int { return f + b.gb + (r+b.gb)*b.w }

// coord is Game Courier's name of (file, rank): "e4", "a10".
func coord(f, r int) string { return fmt.Sprintf("%c%d", 'a'+f, r+1) }

func allMoves(p *legdefs.Program) []legdefs.Move {
	var out []legdefs.Move
	for i := range p.Pieces {
		out = append(out, typeMoves(p, i)...)
	}
	return out
}

// lists are the table offsets of piece type i's move lists: its own,
// then those of its region moves.
func lists(p *legdefs.Program, i int) []int {
	out := []int{p.Pieces[i].Offset}
	for _, rm := range p.Pieces[i].RegionMoves {
		out = append(out, rm.Offset)
	}
	return out
}

// typeMoves are every move of type i, region moves included.
func typeMoves(p *legdefs.Program, i int) []legdefs.Move {
	var out []legdefs.Move
	for _, off := range lists(p, i) {
		out = append(out, p.Table.Moves(off)...)
	}
	return out
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

// tables writes the Pre-Game data: the board, the legdefs table and what
// the code reads beside it, each leg resolved with package legdefs's
// reading (Move.Steps, Passed), and the piece types.
func tables(p *legdefs.Program, b board, labels []string) []string {
	var out []string
	set := func(name, val string) { out = append(out, fmt.Sprintf("set %s %s;", name, val)) }
	set("files", strconv.Itoa(b.files))
	set("ranks", strconv.Itoa(b.ranks))
	n := b.w * b.h
	sqn, onb, rnk, fil := make([]string, n), make([]int, n), make([]int, n), make([]int, n)
	for i := range sqn {
		sqn[i], rnk[i], fil[i] = "0", -1, -1
	}
	var bsq []int
	var bsqn []string // bsq's coordinates, for a scan that reads the board without Rd
	for r := 0; r < b.ranks; r++ {
		for f := 0; f < b.files; f++ {
			s := b.sq(f, r)
			sqn[s], onb[s], rnk[s], fil[s] = coord(f, r), 1, r, f
			bsq = append(bsq, s)
			bsqn = append(bsqn, coord(f, r))
		}
	}
	set("sqn", arrayLit(sqn))
	set("onb", ints(onb))
	set("rnk", ints(rnk))
	set("fil", ints(fil))
	set("bsq", ints(bsq))
	set("bsqn", arrayLit(bsqn))
	set("nbsq", strconv.Itoa(len(bsq)))
	out = append(out, legTables(p, b)...)
	out = append(out, pieceTables(p, labels)...)
	out = append(out, reachTable(p, b)...)
	out = append(out, zoneTables(p, b)...)
	out = append(out, promoTables(p, b)...)
	out = append(out, choiceTables(p)...)
	return out
}

// legTables writes legdefs (the numbers of "betzac compile --raw") and,
// at the index of each leg's range, its resolved steps (negative: the
// rest of the previous leg's), its step as a mailbox offset for White
// and Black, its passed squares and the file a castling partner stands
// on.
func legTables(p *legdefs.Program, b board) []string {
	t := p.Table
	n := len(t)
	stp, ofw, ofb, pn, po, cf := make([]int, n), make([]int, n), make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	var pw, pb []int
	var offs []int
	for i := range p.Pieces {
		offs = append(offs, lists(p, i)...)
	}
	for _, start := range offs {
		for off := start; t[off] != 0; off += 1 + 4*int(t[off]) {
			m := t.Moves(off)[0]
			steps, rest := m.Steps(b.files, b.ranks)
			for k, l := range m {
				li := off + 1 + 4*k
				stp[li] = int(steps[k])
				if rest[k] {
					stp[li] = -int(steps[k])
				}
				ofw[li], ofb[li] = int(l.DX)+int(l.DY)*b.w, -int(l.DX)-int(l.DY)*b.w
				if l.Mode&legdefs.ModeCastle != 0 {
					ofb[li] = int(l.DX) - int(l.DY)*b.w
				}
				po[li] = len(pw)
				for _, d := range legdefs.Passed(l.DX, l.DY) {
					pw = append(pw, int(d[0])+int(d[1])*b.w)
					pb = append(pb, -int(d[0])-int(d[1])*b.w)
					pn[li]++
				}
				cf[li] = -1
				in := 0
				if l.Mode&legdefs.ModeCastleInner != 0 {
					in = 1 // jO: the partner stands one square in
				}
				if l.DX > 0 {
					cf[li] = b.files - 1 - in
				} else if l.DX < 0 {
					cf[li] = in
				}
			}
		}
	}
	if len(pw) == 0 {
		pw, pb = []int{0}, []int{0}
	}
	return []string{
		"set legdefs " + arrayLit(strings.Fields(t.String())) + ";",
		"set lstp " + ints(stp) + ";",
		"set lofw " + ints(ofw) + ";",
		"set lofb " + ints(ofb) + ";",
		"set lpn " + ints(pn) + ";",
		"set lpo " + ints(po) + ";",
		"set pasw " + ints(pw) + ";",
		"set pasb " + ints(pb) + ";",
		"set lcf " + ints(cf) + ";",
	}
}

// pieceTables writes per piece type its table offset, whether it is
// royal, its labels and its promotion (zone depth, choices), and TypeOf,
// which finds a label's type and side.
func pieceTables(p *legdefs.Program, labels []string) []string {
	n := len(p.Pieces)
	off, roy, pz := make([]int, n), make([]int, n), make([]int, n)
	lw, lb := make([]string, n), make([]string, n)
	for i, pt := range p.Pieces {
		off[i] = pt.Offset
		if pt.Royal {
			roy[i] = 1
		}
		lw[i], lb[i] = labels[i], strings.ToLower(labels[i])
		if pr := pt.Promote; pr != nil {
			pz[i] = pr.Zone
		}
	}
	out := []string{
		"set ptoff " + ints(off) + ";",
		"set proy " + ints(roy) + ";",
		"set plabw " + arrayLit(lw) + ";",
		"set plabb " + arrayLit(lb) + ";",
		"set ppz " + ints(pz) + ";",
	}
	return out
}

// typeOf are the subs TypeOf, TypeOfW and TypeOfB: the type (#gty) and
// side (#gcol, 0 White, 1 Black) of a label; -1 for "@".
func typeOf(labels []string) string {
	return typeOfSub("TypeOf", labels, nil) + typeOfSub("TypeOfW", labels, isUpper) + typeOfSub("TypeOfB", labels, isLower)
}

// typeOfSub writes a sub that sets #gty and #gcol for a label. With keep,
// it leaves out the labels keep refuses: TypeOfW and TypeOfB, for a label
// known to be White's (isupper) or Black's (islower), test only the
// labels that could be it, in TypeOf's order, so they answer as TypeOf.
func typeOfSub(name string, labels []string, keep func(string) bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "sub %s lab:\nset gty -1;\nset gcol -1;\nif == #lab \"@\":\nset gty -1;\n", name)
	for i, l := range labels {
		for col, lab := range []string{l, strings.ToLower(l)} {
			if keep == nil || keep(lab) {
				fmt.Fprintf(&b, "elseif == #lab %q:\nset gty %d;\nset gcol %d;\n", lab, i, col)
			}
		}
	}
	b.WriteString("endif;\nendsub;\n")
	return b.String()
}

// isUpper and isLower: could the label be all upper (lower) case, as
// GAME Code's isupper (islower) needs.
func isUpper(s string) bool { return strings.ToUpper(s) == s }
func isLower(s string) bool { return strings.ToLower(s) == s }

func ints(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return arrayLit(s)
}

func itoa(n int) string { return strconv.Itoa(n) }

// choiceTables writes each type's promotion choices: #ppl lists them (type
// indices) with #ppm the limit of each (-1 none), White's from #ppo (#ppn
// of them), Black's from #ppob (#ppnb): Promotion.ToBlack, or To.
func choiceTables(p *legdefs.Program) []string {
	n := len(p.Pieces)
	ppo, ppn, ppob, ppnb := make([]int, n), make([]int, n), make([]int, n), make([]int, n)
	var ppl, ppm []int
	add := func(pr *legdefs.Promotion, to []int) (int, int) {
		start := len(ppl)
		for _, k := range to {
			lim, ok := pr.Limit[k]
			if !ok {
				lim = -1
			}
			ppl, ppm = append(ppl, k), append(ppm, lim)
		}
		return start, len(to)
	}
	for i, pt := range p.Pieces {
		pr := pt.Promote
		if pr == nil {
			continue
		}
		ppo[i], ppn[i] = add(pr, pr.To)
		black := pr.To
		if pr.ToBlack != nil {
			black = pr.ToBlack
		}
		ppob[i], ppnb[i] = add(pr, black)
	}
	if len(ppl) == 0 {
		ppl, ppm = []int{0}, []int{-1}
	}
	return []string{
		"set ppo " + ints(ppo) + ";", "set ppn " + ints(ppn) + ";",
		"set ppob " + ints(ppob) + ";", "set ppnb " + ints(ppnb) + ";",
		"set ppl " + ints(ppl) + ";", "set ppm " + ints(ppm) + ";",
	}
}
