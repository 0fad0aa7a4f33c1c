package diagram

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/grammar"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/picture"
	"github.com/betzac/betzac/vm"
)

// maxPairBoard is the most squares on which every (screen, victim) pair
// is probed for a hopper's captures; above it the victim is looked for
// only on the line from the piece through the screen.
const maxPairBoard = 200

// ForPiece draws the moves of prog's piece with FEN letter letter (either
// case) from square at ("" for the default: the middle of the board, or
// of the squares the piece is confined to). With fen "" the piece stands
// alone on an empty board as White's; otherwise it is the piece on at in
// that position (at may be left "" if letter names one piece there), with
// its side to move.
func ForPiece(prog *legdefs.Program, letter, at, fen string) (*Diagram, error) {
	if fen != "" {
		return forPosition(prog, letter, at, fen)
	}
	typ, err := typeOf(prog, letter)
	if err != nil {
		return nil, err
	}
	sq := DefaultSquare(prog, typ)
	if at != "" {
		if sq, err = ParseSquare(at, prog.Files, prog.Ranks); err != nil {
			return nil, err
		}
	}
	if g := holeGrid(prog); g != nil && g[sq.File+sq.Rank*prog.Files] {
		return nil, fmt.Errorf("square %s is a hole, not on the board: choose another square", sq)
	}
	return emptyBoard(prog, typ, sq)
}

// ForBetza draws the moves of a piece given by an XBetza string on an
// empty files×ranks board, from at ("" for the middle). An error in the
// string is the compiler's (a *grammar.Error, wrapped).
func ForBetza(betza string, files, ranks int, at string) (*Diagram, error) {
	if files < 1 || ranks < 1 || files > 26 || ranks > 26 {
		return nil, fmt.Errorf("board %dx%d: files and ranks go from 1 to 26", files, ranks)
	}
	t, err := compiler.CompileBetza(betza, files, ranks)
	if err != nil {
		return nil, fmt.Errorf("betza %s: %w", grammar.Quote(betza), err)
	}
	prog := &legdefs.Program{Name: "betza", Files: files, Ranks: ranks, Table: t,
		Pieces: []legdefs.PieceType{{Letter: "X", Name: "piece", Betza: betza, Promoted: -1}}}
	return ForPiece(prog, "X", at, "")
}

// DefaultSquare is where ForPiece puts piece type typ when not told: the
// middle of the board (d4 on 8×8, e5 on 9×10), or for a piece confined to
// some squares the one of them nearest their middle.
func DefaultSquare(prog *legdefs.Program, typ int) Square {
	mid := Square{(prog.Files - 1) / 2, (prog.Ranks - 1) / 2}
	region := prog.Pieces[typ].Confine
	if len(region) == 0 {
		return mid
	}
	var sf, sr int
	for _, s := range region {
		sf, sr = sf+s%prog.Files, sr+s/prog.Files
	}
	n := len(region)
	best, bestD := mid, -1
	for _, s := range region {
		df, dr := (s%prog.Files)*n-sf, (s/prog.Files)*n-sr
		if d := df*df + dr*dr; bestD < 0 || d < bestD {
			best, bestD = Square{s % prog.Files, s / prog.Files}, d
		}
	}
	return best
}

// startGrid returns the FEN letters of prog's start position by square.
func startGrid(prog *legdefs.Program) ([]string, error) {
	grid := make([]string, prog.Files*prog.Ranks)
	if strings.TrimSpace(prog.Start) == "" {
		return grid, nil
	}
	pos, err := vm.NewAnyPosition(prog, "")
	if err != nil {
		return nil, err
	}
	for i := range grid {
		grid[i] = pos.Piece(pos.Square(i%prog.Files, i/prog.Files))
	}
	return grid, nil
}

// emptyBoard draws piece type typ on square at of an empty board (see the
// package doc for the probes).
func emptyBoard(prog *legdefs.Program, typ int, at Square) (*Diagram, error) {
	pt := prog.Pieces[typ]
	start, err := startGrid(prog)
	if err != nil {
		return nil, err
	}
	b := &board{files: prog.Files, ranks: prog.Ranks, at: at, side: "w",
		fixed: make([]string, prog.Files*prog.Ranks), hole: holeGrid(prog)}
	b.fixed[b.idx(at)] = pt.Letter
	castling := b.placePartners(prog, typ, start)
	// The virgin probes' start position has the piece on its square, the
	// others' has not: virginity is read from the start position.
	vstart, nstart := append([]string(nil), start...), append([]string(nil), start...)
	vstart[b.idx(at)], nstart[b.idx(at)] = pt.Letter, ""
	vbase, err := b.base(prog, vstart, castling)
	if err != nil {
		return nil, err
	}
	nbase, err := b.base(prog, nstart, "-")
	if err != nil {
		return nil, err
	}
	d := b.newDiagram(prog, typ)
	w := &walk{b: b, d: d, vbase: vbase, nbase: nbase, castling: castling, seen: map[string]bool{}}
	w.friends = hasMode(prog, typ, legdefs.ModeFriend)
	if err := w.run(hasMode(prog, typ, legdefs.ModeHop)); err != nil {
		return nil, err
	}
	d.sortPaths()
	return d, nil
}

// placePartners puts a castling piece's partners from the start position
// on its rank's corners (one square in for jO) when the piece stands on
// its own start square, and returns the castling field for the virgin
// probes ("KQ" with partners, else "-").
func (b *board) placePartners(prog *legdefs.Program, typ int, start []string) string {
	pt := prog.Pieces[typ]
	if !pt.Royal || !hasMode(prog, typ, legdefs.ModeCastle) || start[b.idx(b.at)] != pt.Letter {
		return "-"
	}
	in := 0
	if hasMode(prog, typ, legdefs.ModeCastleInner) {
		in = 1
	}
	placed := false
	for _, dir := range []int{-1, 1} {
		i := b.partnerFile(dir, in) + b.at.Rank*b.files
		l := start[i]
		if l == "" || l != strings.ToUpper(l) || i == b.idx(b.at) {
			continue
		}
		if k, err := typeOf(prog, l); err == nil && !prog.Pieces[k].Royal {
			b.fixed[i], placed = l, true
		}
	}
	if !placed {
		return "-"
	}
	return "KQ"
}

// partnerFile returns the file of the castling partner on side dir (-1
// towards file a, 1 towards the last) of the piece's square, as the VM
// finds it for a FEN's castling right: the last square before the edge or
// a hole, or (in = 1, jO) the one before that.
func (b *board) partnerFile(dir, in int) int {
	f, r := b.at.File, b.at.Rank
	for f+dir >= 0 && f+dir < b.files && !b.isHole(f+dir+r*b.files) {
		f += dir
	}
	return f - in*dir
}

// base compiles a probe Program whose start position is start and sets up
// the fixed pieces in it.
func (b *board) base(prog *legdefs.Program, start []string, castling string) (*vm.Position, error) {
	sb := &board{files: b.files, ranks: b.ranks, fixed: start, hole: b.hole, side: "w"}
	cp, dummy, err := probeProgram(prog, sb.fen(nil, "-"))
	if err != nil {
		return nil, err
	}
	b.dummy = strings.ToLower(dummy)
	if b.side == "b" {
		b.dummy = dummy
	}
	pos, err := vm.NewAnyPosition(cp, b.fen(nil, castling))
	if err != nil {
		return nil, fmt.Errorf("diagram: %w", err)
	}
	return pos, nil
}

// newDiagram returns an empty Diagram of piece type typ on b.
func (b *board) newDiagram(prog *legdefs.Program, typ int) *Diagram {
	pt := prog.Pieces[typ]
	return &Diagram{Variant: prog.Name, Letter: pt.Letter, Name: pt.Name, Betza: pt.Betza,
		Files: b.files, Ranks: b.ranks, At: b.at, Black: b.side == "b",
		Marks: make([]Mark, b.files*b.ranks), Pieces: append([]string(nil), b.fixed...), Hole: b.hole,
		Look: picture.NewSet("", prog)}
}

// walk runs the probes of an empty-board diagram.
type walk struct {
	b            *board
	d            *Diagram
	vbase, nbase *vm.Position // virgin and non-virgin probe tables
	castling     string
	seen         map[string]bool
	empty        hits // the piece alone, virgin
	friends      bool // the piece may take friends (d): probe a friendly dummy too
}

// run probes the piece alone, with one dummy on each free square, and
// with pairs of dummies if it hops.
func (w *walk) run(hops bool) error {
	var err error
	if w.empty, err = w.b.probe(w.vbase, w.castling, nil); err != nil {
		return err
	}
	moved, err := w.b.probe(w.nbase, "-", nil)
	if err != nil {
		return err
	}
	for to, h := range w.empty {
		w.mark(to, h.kinds, moved[to])
		w.d.addPaths(w.seen, h)
	}
	blocks := map[int]bool{}
	for t := range w.d.Marks {
		if w.b.fixed[t] != "" || w.b.isHole(t) {
			continue
		}
		if err := w.oneDummy(t, blocks); err != nil {
			return err
		}
		if err := w.friend(t); err != nil {
			return err
		}
	}
	if hops {
		if err := w.pairs(); err != nil {
			return err
		}
	}
	for t := range blocks {
		if w.d.Marks[t]&(Targets|Locust) == 0 {
			w.d.Marks[t] |= Block
		}
	}
	return nil
}

// mark adds kinds on square to, Initial if the moved piece (nh) has none
// of them there.
func (w *walk) mark(to int, kinds Mark, nh *hit) {
	if kinds == 0 {
		return
	}
	w.d.Marks[to] |= kinds
	if nh == nil || nh.kinds == 0 {
		w.d.Marks[to] |= Initial
	}
}

// oneDummy probes a dummy enemy on square t: captures on t, t as a locust
// victim or a screen, and the squares t blocks.
func (w *walk) oneDummy(t int, blocks map[int]bool) error {
	extra := map[int]string{t: w.b.dummy}
	vh, err := w.b.probe(w.vbase, w.castling, extra)
	if err != nil {
		return err
	}
	nh, err := w.b.probe(w.nbase, "-", extra)
	if err != nil {
		return err
	}
	if h := vh[t]; h != nil && h.kinds&Capture != 0 {
		n := nh[t]
		if n != nil && n.kinds&Capture == 0 {
			n = nil
		}
		w.mark(t, Capture, n)
	}
	for to, h := range vh {
		if h.victims[t] {
			w.d.addPathsVia(w.seen, h, w.b.square(t))
			w.d.Marks[t] |= Locust
			if to != w.b.idx(w.b.at) && (w.empty[to] == nil || w.empty[to].kinds&Move == 0) {
				w.mark(to, AfterLocust, nh[to])
			}
			continue
		}
		if to != t && h.kinds&Move != 0 && (w.empty[to] == nil || w.empty[to].kinds&Move == 0) {
			w.mark(to, HopMove, nh[to])
		}
	}
	for to, h := range w.empty {
		if to != t && h.kinds != 0 && vh[to] == nil {
			blocks[t] = true
		}
	}
	return nil
}

// friend probes a friendly dummy on square t, for a piece that may take
// or swap with friends (d, ud).
func (w *walk) friend(t int) error {
	if !w.friends {
		return nil
	}
	vh, err := w.b.probe(w.vbase, w.castling, map[int]string{t: strings.ToUpper(w.b.dummy)})
	if err != nil {
		return err
	}
	if h := vh[t]; h != nil && h.kinds&Capture != 0 {
		w.d.Marks[t] |= Friend
	}
	return nil
}

// pairs probes a screen s and a victim t for the captures a hopper makes
// only over a screen.
func (w *walk) pairs() error {
	b := w.b
	for s := range w.d.Marks {
		if b.fixed[s] != "" || b.isHole(s) {
			continue
		}
		for t := range w.d.Marks {
			if t == s || b.fixed[t] != "" || b.isHole(t) || w.d.Marks[t]&(Capture|HopCapture) != 0 || !w.pairLine(s, t) {
				continue
			}
			vh, err := b.probe(w.vbase, w.castling, map[int]string{s: b.dummy, t: b.dummy})
			if err != nil {
				return err
			}
			if h := vh[t]; h != nil && h.kinds&Capture != 0 && !h.victims[s] {
				w.d.Marks[t] |= HopCapture
			}
		}
	}
	return nil
}

// pairLine reports whether the pair (screen s, victim t) is probed: every
// pair on a small board, else t on the line from the piece through s.
func (w *walk) pairLine(s, t int) bool {
	if len(w.d.Marks) <= maxPairBoard {
		return true
	}
	a, ss, tt := w.b.at, w.b.square(s), w.b.square(t)
	dx1, dy1 := ss.File-a.File, ss.Rank-a.Rank
	dx2, dy2 := tt.File-ss.File, tt.Rank-ss.Rank
	return dx1*dy2 == dy1*dx2 && dx1*dx2+dy1*dy2 > 0
}
