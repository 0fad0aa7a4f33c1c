package gamecourier

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
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
	bias                   int // #tb: see biasedTables
}

// Arrays hold values, not expressions, and no source shows a negative
// literal read as a number (EVIDENCE.md, "negative number"), so every
// table whose values may be negative holds each value plus #tb, the
// bias, and elem (dialect.go) subtracts it at every read. The bias is
// the least power of ten above every magnitude such a table holds
// (tableBias), so a value reads at a glance: with #tb 100, 88 is -12
// (the tables indexed as legdefs hold 0 where no leg is: legsBiased).
// legdefs keeps the numbers of "betzac compile --raw" but each leg's
// Range, DX and DY, which are biased too: the code reads only its
// counts and modes.
var biasedTables = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{
		"rnk": true, "fil": true, "lstp": true, "lofw": true, "lofb": true,
		"pasw": true, "pasb": true, "lcf": true, "ppm": true, "dir4": true,
	}
}}

func newBoard(p *legdefs.Program) board {
	gb := 1
	for _, m := range allMoves(p) {
		for _, l := range m {
			gb = max(gb, abs(int(l.DX)), abs(int(l.DY)))
		}
	}
	b := board{files: p.Files, ranks: p.Ranks, gb: gb, w: p.Files + 2*gb, h: p.Ranks + 2*gb}
	b.bias = tableBias(p, b)
	return b
}

// tableBias is #tb: a power of ten above the magnitude of every value of
// biasedTables and of every leg's Range, DX and DY (the off-board and
// "none" markers are -1, #dir4 holds -w, a step as a mailbox offset is
// at most |DX| + |DY|*w, a leg's steps at most Move.Steps).
func tableBias(p *legdefs.Program, b board) int {
	most := b.w
	for _, m := range allMoves(p) {
		steps, _ := m.Steps(b.files, b.ranks)
		for k, l := range m {
			most = max(most, abs(int(l.Range)), int(steps[k]), abs(int(l.DX))+abs(int(l.DY))*b.w)
		}
	}
	bias := 10
	for bias <= most {
		bias *= 10
	}
	return bias
}

// legsBiased writes a table of biasedTables indexed as legdefs: each
// leg's value plus the bias; an index that is no leg's is never read
// and holds 0, which keeps these sparse tables short.
func legsBiased(v []int, leg []bool, bias int) string {
	w := make([]int, len(v))
	for i, x := range v {
		if leg[i] {
			w[i] = x + bias
		}
	}
	return ints(w)
}

// biased writes a table of biasedTables: each value plus the bias.
func biased(v []int, bias int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x + bias)
	}
	return arrayLit(s)
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
	set("tb", strconv.Itoa(b.bias))
	set("rnk", biased(rnk, b.bias))
	set("fil", biased(fil, b.bias))
	set("bsq", ints(bsq))
	set("bsqn", arrayLit(bsqn))
	set("nbsq", strconv.Itoa(len(bsq)))
	out = append(out, legTables(p, b)...)
	out = append(out, pieceTables(p, labels)...)
	out = append(out, reachTable(p, b)...)
	out = append(out, zoneTables(p, b)...)
	out = append(out, promoTables(p, b)...)
	out = append(out, choiceTables(p, b.bias)...)
	return out
}

// legTables writes legdefs (the numbers of "betzac compile --raw", each
// leg's Range, DX and DY biased: biasedTables) and,
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
	raw := make([]int, n) // legdefs, each leg's Range, DX and DY biased
	leg := make([]bool, n)
	for i, v := range t {
		raw[i] = int(v)
	}
	for _, start := range offs {
		for off := start; t[off] != 0; off += 1 + 4*int(t[off]) {
			m := t.Moves(off)[0]
			steps, rest := m.Steps(b.files, b.ranks)
			for k, l := range m {
				li := off + 1 + 4*k
				leg[li] = true
				for f := li; f < li+3; f++ {
					raw[f] = int(t[f]) + b.bias
				}
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
		"set legdefs " + ints(raw) + ";",
		"set lstp " + legsBiased(stp, leg, b.bias) + ";",
		"set lofw " + legsBiased(ofw, leg, b.bias) + ";",
		"set lofb " + legsBiased(ofb, leg, b.bias) + ";",
		"set lpn " + ints(pn) + ";",
		"set lpo " + ints(po) + ";",
		"set pasw " + biased(pw, b.bias) + ";",
		"set pasb " + biased(pb, b.bias) + ";",
		"set lcf " + legsBiased(cf, leg, b.bias) + ";",
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
// side (#gcol, 0 White, 1 Black) of a label; #none (-1) for "@".
func typeOf(labels []string) string {
	return typeOfSub("TypeOf", labels, nil) + typeOfSub("TypeOfW", labels, isUpper) + typeOfSub("TypeOfB", labels, isLower)
}

// typeOfSub writes a sub that sets #gty and #gcol for a label. With keep,
// it leaves out the labels keep refuses: TypeOfW and TypeOfB, for a label
// known to be White's (isupper) or Black's (islower), test only the
// labels that could be it, in TypeOf's order, so they answer as TypeOf.
func typeOfSub(name string, labels []string, keep func(string) bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "sub %s lab:\nset gty #none;\nset gcol #none;\nif == #lab \"@\":\nset gty #none;\n", name)
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
// indices) with #ppm the limit of each (-1 none; biased), White's from #ppo (#ppn
// of them), Black's from #ppob (#ppnb): Promotion.ToBlack, or To.
func choiceTables(p *legdefs.Program, bias int) []string {
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
		"set ppl " + ints(ppl) + ";", "set ppm " + biased(ppm, bias) + ";",
	}
}
