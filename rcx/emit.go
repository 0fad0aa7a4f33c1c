package rcx

import (
	"bytes"
	"embed"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"text/template"

	"github.com/betzac/betzac/internal/fields"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

//go:embed c/betzac.h c/core.c c/app.c c/crt0.s c/bare.ld c/bare_lib.c c/Makefile.tmpl
var sources embed.FS

// Limits of the RCX core.
const (
	MaxFiles = 10
	MaxRanks = 10
	MaxTypes = 32 // the type index shares a board byte with colour and virgin bits
	MaxLegs  = 8

	// Budget is what all brickOS user programs together get, stacks
	// included: the kernel's heap (about 16.7 KB) less the task stacks it
	// takes at boot (about 1.9 KB). A program needs text + 2×data + bss +
	// stack (brickOS keeps a pristine copy of .data).
	Budget = 14848
	// Stack is the stack brickOS gives a program.
	Stack = 1024
)

// Options control Emit.
type Options struct {
	// Depth is the perft depth: the brick shows perft(Depth), the bare
	// and host builds print perft(1..Depth). 0 means 3.
	Depth int
	// SearchDepth is the alpha-beta depth in plies; 0 means 2, -1 none.
	SearchDepth int
	// FEN is the position to start from; "" is the Program's start.
	FEN string
}

// Size is an estimate (or a measurement) of a program's memory use.
type Size struct {
	Text, Data, BSS, Stack int
}

// Total is what the program takes on the brick: text + 2×data + bss +
// stack (brickOS keeps a pristine copy of .data).
func (s Size) Total() int { return s.Text + 2*s.Data + s.BSS + s.Stack }

func (s Size) String() string {
	return fmt.Sprintf("text %d + 2×data %d + bss %d + stack %d = %d of %d bytes",
		s.Text, s.Data, s.BSS, s.Stack, s.Total(), Budget)
}

// File is one file of the emitted program.
type File struct {
	Name string
	Data []byte
}

// Program is the emitted C program.
type Program struct {
	Name     string // base name of the program files (NAME.lx)
	Files    []File
	Estimate Size
	MoveCap  int // moves the move area holds
}

// UnsupportedError is a Program using something the RCX core does not
// implement.
type UnsupportedError struct {
	Piece   string // the piece's letter, or "" for the variant as a whole
	Betza   string
	Feature string
}

func (e *UnsupportedError) Error() string {
	if e.Piece != "" {
		return fmt.Sprintf("rcx: piece %s (betza %q): %s is not supported on the RCX", e.Piece, e.Betza, e.Feature)
	}
	return fmt.Sprintf("rcx: %s is not supported on the RCX", e.Feature)
}

// TooBigError is a Program whose estimated size exceeds Budget.
type TooBigError struct{ Size Size }

func (e *TooBigError) Error() string {
	return fmt.Sprintf("rcx: the program would not fit the brick: %v", e.Size)
}

// unsupportedModes names the mode bits the core refuses.
var unsupportedModes = []struct {
	bit  int32
	name string
}{
	{legdefs.ModeRelay, "relay (x)"},
	{legdefs.ModeJump2, "jj (may jump many)"},
	{legdefs.ModeCylinder, "cylinder wrapping (o)"},
	{legdefs.ModeTorus, "torus wrapping (oo)"},
	{legdefs.ModeCrooked, "crooked moves (z)"},
	{legdefs.ModeCircular, "circular moves (q)"},
	{legdefs.ModeCurveStep, "crooked or circular paths"},
	{legdefs.ModeEPTrail, "e.p. trails (n on a slider)"},
	{legdefs.ModeImitator, "imitators (I)"},
	{legdefs.ModePreUnload, "the pre-unload marker"},
}

// Mode bits the emitter adds for the core (core.c M_SPECIAL, M_REST,
// M_SKI); the compiler's modes end at bit 25 (knownModes).
const (
	modeSpecial = 1 << 28 // a one-leg leap vm runs apart: e with m is a plain step there
	modeRest    = 1 << 29 // range -2: the leg's range minus the steps the leg before took
	modeSki     = 1 << 30 // j on a one-step slider leg: the first square is skipped
	knownModes  = 1<<26 - 1
)

// coreMode is leg k's mode with the emitter's bits added: special for a
// one-leg leap vm runs apart (legdefs Plain or Special), rest and ski as
// legdefs reads them.
func coreMode(m legdefs.Move, k int, rest bool) int32 {
	l := m[k]
	md := l.Mode
	if c := m.Class(); l.Range == 1 && (c == legdefs.Plain || c == legdefs.Special) {
		md |= modeSpecial
	}
	if rest {
		md |= modeRest
	}
	if l.Ski() {
		md |= modeSki
	}
	return md
}

// layout is the C program's mailbox.
type layout struct {
	files, ranks int
	gb, stride   int
	size         int
}

func (l layout) sq(f, r int) int { return (r+l.gb)*l.stride + f + l.gb }

// cleg is one leg as emitted.
type cleg struct {
	mode            int32
	off             int
	rng, dx, dy     int
	inter           []int
	interIdx        int
	piece, moveText string
}

// Emit writes the C program for p. It returns an *UnsupportedError for
// a Program the RCX core cannot run and a *TooBigError for one that would
// not fit the brick.
func Emit(p *legdefs.Program, opt Options) (*Program, error) {
	if p == nil {
		return nil, fmt.Errorf("rcx: no Program")
	}
	if opt.Depth == 0 {
		opt.Depth = 3
	}
	if opt.SearchDepth == 0 {
		opt.SearchDepth = 2
	}
	if opt.SearchDepth < 0 {
		opt.SearchDepth = 0
	}
	if opt.Depth < 1 || opt.Depth > 9 || opt.SearchDepth > 9 {
		return nil, fmt.Errorf("rcx: depth %d, search depth %d: each must be 1..9", opt.Depth, opt.SearchDepth)
	}
	if p.Files > MaxFiles || p.Ranks > MaxRanks {
		return nil, &UnsupportedError{Feature: fmt.Sprintf("a %dx%d board (at most %dx%d)", p.Files, p.Ranks, MaxFiles, MaxRanks)}
	}
	if len(p.Pieces) > MaxTypes {
		return nil, &UnsupportedError{Feature: fmt.Sprintf("%d piece types (at most %d)", len(p.Pieces), MaxTypes)}
	}
	if p.Castling960 {
		return nil, &UnsupportedError{Feature: "Chess960 castling"}
	}
	if err := Unsupported(p); err != nil {
		return nil, err
	}
	fen := opt.FEN
	if fen == "" {
		fen = p.Start
	}
	if f := strings.Fields(fen); len(f) > 0 && strings.Contains(f[0], "[") {
		return nil, &UnsupportedError{Feature: "drops (a start position with holdings)"}
	}
	// Decode and check every move (before the VM, which refuses some of
	// them less precisely); find the guard band.
	moves := make([][]legdefs.Move, len(p.Pieces))
	regionMoves := make([][][]legdefs.Move, len(p.Pieces))
	gb := 2
	for i, pt := range p.Pieces {
		ms, err := decodeMoves(p.Table, pt.Offset, pt.Letter)
		if err != nil {
			return nil, err
		}
		all := ms
		for _, rm := range pt.RegionMoves {
			rms, err := decodeMoves(p.Table, rm.Offset, pt.Letter)
			if err != nil {
				return nil, err
			}
			regionMoves[i] = append(regionMoves[i], rms)
			all = append(all[:len(all):len(all)], rms...)
		}
		for _, m := range all {
			if len(m) > MaxLegs {
				return nil, &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("a move of %d legs (at most %d)", len(m), MaxLegs)}
			}
			for _, l := range m {
				if abs(int(l.DX)) > MaxFiles || abs(int(l.DY)) > MaxRanks {
					return nil, &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("a step of (%d,%d)", l.DX, l.DY)}
				}
				gb = max(gb, abs(int(l.DX)), abs(int(l.DY)))
			}
		}
		moves[i] = ms
	}
	pos, err := vm.NewPosition(p, fen)
	if err != nil {
		return nil, fmt.Errorf("rcx: %w", err)
	}
	if f := strings.Fields(pos.FEN()); len(f) > 3 && f[3] != "-" {
		return nil, &UnsupportedError{Feature: "a start position with an e.p. square"}
	}
	lay := layout{files: p.Files, ranks: p.Ranks, gb: gb, stride: p.Files + gb}
	lay.size = (p.Ranks+2*gb)*lay.stride + gb
	sq16 := lay.size > 255
	longest := max(p.Files, p.Ranks)

	// Legs, moves and the e.p. squares of leaps.
	var legs []cleg
	var inter []int
	type hdr struct{ leg, n int }
	var hdrs []hdr
	typeMoves := []int{0}
	hasEP, hasCastle, hasPromo, hasDedupe, hasUnload := false, false, false, false, false
	flags := make([]int, len(p.Pieces))
	// addMoves emits a move list; it reports whether two of its paths
	// may make one move (then the type dedupes, as in vm).
	addMoves := func(pt legdefs.PieceType, ms []legdefs.Move) bool {
		seen := map[int]bool{}
		dup := false
		for _, m := range ms {
			hdrs = append(hdrs, hdr{len(legs), len(m)})
			if len(m) > 1 {
				dup = true
			} else if len(m) == 1 {
				// two single-leg moves reaching one offset: dedupe (as vm)
				l := m[0]
				off := int(l.DY)*lay.stride + int(l.DX)
				n := int(l.Range)
				if n <= 0 {
					n = longest
				}
				for k := 1; k <= n && k <= longest; k++ {
					if seen[k*off] {
						dup = true
					}
					seen[k*off] = true
				}
			}
			rngs, rest := m.Steps(p.Files, p.Ranks)
			for k, l := range m {
				cl := cleg{mode: coreMode(m, k, rest[k]), off: int(l.DY)*lay.stride + int(l.DX), rng: int(rngs[k]), dx: int(l.DX), dy: int(l.DY)}
				if k == 0 {
					cl.piece, cl.moveText = pt.Letter, m.String()
				}
				if l.Mode&(legdefs.ModeLame|legdefs.ModeJump|legdefs.ModeJump2|legdefs.ModeEPRights) != 0 {
					cl.interIdx = len(inter)
					for _, st := range legdefs.Passed(l.DX, l.DY) {
						cl.inter = append(cl.inter, int(st[1])*lay.stride+int(st[0]))
					}
					inter = append(inter, cl.inter...)
				}
				if l.Mode&(legdefs.ModeEP|legdefs.ModeEPRights) != 0 {
					hasEP = true
				}
				if l.Mode&legdefs.ModeCastle != 0 {
					hasCastle = true
				}
				if l.Mode&legdefs.ModeUnload != 0 {
					hasUnload = true
				}
				legs = append(legs, cl)
			}
		}
		return dup
	}
	for i, pt := range p.Pieces {
		if addMoves(pt, moves[i]) {
			flags[i] |= 2
		}
		typeMoves = append(typeMoves, len(hdrs))
		if pt.Royal {
			flags[i] |= 1
		}
	}
	// Zones: confinement and region moves (whose moves follow all types').
	hasZones := false
	mapLen := (lay.size + 7) / 8
	var zmap []int
	addMap := func(g legdefs.Region, c int) int {
		if g == nil {
			return 0xffff
		}
		row := make([]int, mapLen)
		for _, s := range g {
			f, r := s%p.Files, s/p.Files
			if c == 1 {
				r = p.Ranks - 1 - r
			}
			q := lay.sq(f, r)
			row[q>>3] |= 1 << (q & 7)
		}
		zmap = append(zmap, row...)
		return len(zmap) - mapLen
	}
	confW, confB := make([]int, len(p.Pieces)), make([]int, len(p.Pieces))
	zsetFirst := []int{0}
	var zsets [][6]int // first hdr, end hdr, from W, from B, to W, to B
	for i, pt := range p.Pieces {
		confW[i], confB[i] = addMap(pt.Confine, 0), addMap(pt.Confine, 1)
		if pt.Confine != nil {
			hasZones = true
		}
		for k, rm := range pt.RegionMoves {
			hasZones = true
			first := len(hdrs)
			if addMoves(pt, regionMoves[i][k]) {
				flags[i] |= 2
			}
			zsets = append(zsets, [6]int{first, len(hdrs), addMap(rm.From, 0), addMap(rm.From, 1), addMap(rm.To, 0), addMap(rm.To, 1)})
		}
		zsetFirst = append(zsetFirst, len(zsets))
	}
	for i := range flags {
		if flags[i]&2 != 0 {
			hasDedupe = true
		}
	}
	if len(legs) > 0xffff || len(inter) > 0xffff {
		return nil, &UnsupportedError{Feature: "a move table this large"}
	}

	// Promotion.
	letters := make([]string, len(p.Pieces))
	for i, pt := range p.Pieces {
		letters[i] = strings.ToUpper(pt.Letter)
	}
	promoFirst := []int{0}
	var promoTo []int
	zoneW := make([]int, len(p.Pieces))
	zoneB := make([]int, len(p.Pieces))
	for i, pt := range p.Pieces {
		if pr := pt.Promote; pr != nil {
			hasPromo = true
			for _, r := range pr.To {
				k := indexFold(letters, string(r))
				if k < 0 {
					return nil, fmt.Errorf("rcx: piece %s promotes to unknown piece %q", pt.Letter, string(r))
				}
				promoTo = append(promoTo, k)
			}
			zoneW[i] = lay.sq(0, p.Ranks-pr.Zone)
			zoneB[i] = lay.sq(0, pr.Zone)
		}
		promoFirst = append(promoFirst, len(promoTo))
	}
	royalPromo := false
	for _, k := range promoTo {
		if p.Pieces[k].Royal {
			royalPromo = true
		}
	}

	// The start position, read by the VM (virginity included).
	type placed struct{ sq, pc int }
	var start []placed
	royals := [2][]int{}
	for r := 0; r < p.Ranks; r++ {
		for f := 0; f < p.Files; f++ {
			s := pos.Square(f, r)
			l := pos.Piece(s)
			if l == "" {
				continue
			}
			t := indexFold(letters, l)
			pc := 0x40
			c := 0
			if strings.ToLower(l) == l && strings.ToUpper(l) != l {
				pc, c = 0x80, 1
			}
			pc |= t
			if pos.Virgin(s) {
				pc |= 0x20
			}
			start = append(start, placed{lay.sq(f, r), pc})
			if p.Pieces[t].Royal {
				royals[c] = append(royals[c], lay.sq(f, r))
			}
		}
	}
	startRoyal := [2]int{}
	for c := 0; c < 2; c++ {
		switch {
		case royalPromo || len(royals[c]) > 1 || hasUnload && len(royals[0])+len(royals[1]) > 0:
			startRoyal[c] = 1 // scan
		case len(royals[c]) == 1:
			startRoyal[c] = royals[c][0]
		}
	}

	values := pieceValues(p, letters)
	reachMoves := make([][]legdefs.Move, len(p.Pieces))
	for i := range moves {
		reachMoves[i] = moves[i]
		for _, rms := range regionMoves[i] {
			reachMoves[i] = append(reachMoves[i][:len(reachMoves[i]):len(reachMoves[i])], rms...)
		}
	}
	reach, reachRow := reachMaps(reachMoves, lay)

	maxDepth := max(opt.Depth, opt.SearchDepth)
	moveCap := 64 + 56*maxDepth
	moveSize := 12
	if sq16 {
		moveSize = 20
	}

	name := cName(p.Name)
	var vh, ti bytes.Buffer
	fmt.Fprintf(&vh, "/* Generated by betzac rcx for variant %s. Do not edit. */\n", p.Name)
	def := func(k string, v any) { fmt.Fprintf(&vh, "#define %s %v\n", k, v) }
	def("VARIANT", fmt.Sprintf("%q", p.Name))
	def("FILES", p.Files)
	def("RANKS", p.Ranks)
	def("STRIDE", lay.stride)
	def("BSIZE", lay.size)
	def("FIRST_SQ", lay.sq(0, 0))
	def("LAST_SQ", lay.sq(p.Files-1, p.Ranks-1))
	def("LONGEST", longest)
	def("NTYPES", len(p.Pieces))
	def("SQ16", b2i(sq16))
	def("HAS_EP", b2i(hasEP))
	def("HAS_CASTLE", b2i(hasCastle))
	def("HAS_PROMO", b2i(hasPromo))
	def("HAS_DEDUPE", b2i(hasDedupe))
	def("HAS_UNLOAD", b2i(hasUnload))
	def("HAS_ZONES", b2i(hasZones))
	def("HAS_FLYING", b2i(p.FlyingGeneral))
	def("PERFT_DEPTH", opt.Depth)
	def("SEARCH_DEPTH", opt.SearchDepth)
	def("MOVE_CAP", moveCap)
	def("START_STM", pos.SideToMove())
	def("START_ROYAL_W", startRoyal[0])
	def("START_ROYAL_B", startRoyal[1])
	def("NSTART", len(start))

	fmt.Fprintf(&ti, "/* Generated by betzac rcx for variant %s. Do not edit.\n", p.Name)
	fmt.Fprintf(&ti, "   Board %dx%d in a mailbox of %d squares, rows of %d (guard band %d).\n", p.Files, p.Ranks, lay.size, lay.stride, gb)
	fmt.Fprintf(&ti, "   Start: %s */\n\n", pos.FEN())
	ti.WriteString("/* The legdefs table: per leg the compiler's range, dx, dy and mode,\n   with the mailbox offset of a step and the squares it leaps over. */\n")
	ti.WriteString("static const leg_t legs[] = {\n")
	for _, l := range legs {
		if l.piece != "" {
			fmt.Fprintf(&ti, "\t/* %s: %s */\n", l.piece, l.moveText)
		}
		fmt.Fprintf(&ti, "\t{%#xL, %d, %d, %d, %d, %d, %d},\n", l.mode, l.off, l.rng, l.dx, l.dy, len(l.inter), l.interIdx)
	}
	if len(legs) == 0 {
		ti.WriteString("\t{0, 0, 0, 0, 0, 0, 0},\n")
	}
	ti.WriteString("};\n\n")
	fmt.Fprintf(&ti, "static const s16 inter_off[] = {%s};\n\n", joinInts(append(inter, 0)))
	ti.WriteString("/* Each move: its first leg and number of legs. */\nstatic const move_hdr_t move_hdr[] = {\n")
	for _, h := range hdrs {
		fmt.Fprintf(&ti, "\t{%d, %d},\n", h.leg, h.n)
	}
	if len(hdrs) == 0 {
		ti.WriteString("\t{0, 0},\n")
	}
	ti.WriteString("};\n\n")
	ti.WriteString("/* Per type (")
	for i, pt := range p.Pieces {
		if i > 0 {
			ti.WriteString(", ")
		}
		fmt.Fprintf(&ti, "%d %s %q", i, pt.Letter, pt.Betza)
	}
	ti.WriteString("). */\n")
	fmt.Fprintf(&ti, "static const u16 type_moves[] = {%s};\n", joinInts(typeMoves))
	fmt.Fprintf(&ti, "static const u8 type_flags[] = {%s}; /* 1 royal, 2 dedupe */\n", joinInts(flags))
	fmt.Fprintf(&ti, "static const s16 type_value[] = {%s};\n", joinInts(values))
	fmt.Fprintf(&ti, "static const char type_letter[] = %q;\n", strings.Join(letters, ""))
	if hasPromo {
		ti.WriteString("/* Promotion: choices promo_to[promo_first[t]..promo_first[t+1]); the zone\n   is squares >= zone_white[t] for White, < zone_black[t] for Black. */\n")
		fmt.Fprintf(&ti, "static const u8 promo_first[] = {%s};\n", joinInts(promoFirst))
		fmt.Fprintf(&ti, "static const u8 promo_to[] = {%s};\n", joinInts(append(promoTo, 0)))
		fmt.Fprintf(&ti, "static const sq_t zone_white[] = {%s};\n", joinInts(zoneW))
		fmt.Fprintf(&ti, "static const sq_t zone_black[] = {%s};\n", joinInts(zoneB))
	}
	ti.WriteString("/* Per type, a bitmap over target - attacker + BSIZE - 1 (White's view):\n   where it might capture. attacked() walks only pieces that might. */\n")
	fmt.Fprintf(&ti, "static const u16 reach_row[] = {%s};\n", joinInts(reachRow))
	fmt.Fprintf(&ti, "static const u8 reach[] = {%s};\n", joinInts(reach))
	if hasZones {
		ti.WriteString("/* Zones: bitmaps over the mailbox (rows of zmap; 0xffff none). A type's\n   moves must end in its confinement; region sets add moves on some squares. */\n")
		fmt.Fprintf(&ti, "static const u8 zmap[] = {%s};\n", joinInts(append(zmap, 0)))
		fmt.Fprintf(&ti, "static const u16 conf_w[] = {%s};\n", joinInts(confW))
		fmt.Fprintf(&ti, "static const u16 conf_b[] = {%s};\n", joinInts(confB))
		fmt.Fprintf(&ti, "static const u8 zset_first[] = {%s};\n", joinInts(zsetFirst))
		ti.WriteString("static const zset_t zsets[] = {\n")
		for _, z := range zsets {
			fmt.Fprintf(&ti, "\t{%d, %d, {%d, %d}, {%d, %d}},\n", z[0], z[1], z[2], z[3], z[4], z[5])
		}
		if len(zsets) == 0 {
			ti.WriteString("\t{0, 0, {0xffff, 0xffff}, {0xffff, 0xffff}},\n")
		}
		ti.WriteString("};\n")
	}
	ti.WriteString("\n/* The start position: squares and contents (colour | virgin | type). */\n")
	sort.Slice(start, func(a, b int) bool { return start[a].sq < start[b].sq })
	sqs, pcs := make([]int, len(start)), make([]int, len(start))
	for i, s := range start {
		sqs[i], pcs[i] = s.sq, s.pc
	}
	fmt.Fprintf(&ti, "static const sq_t start_sq[] = {%s};\n", joinInts(append(sqs, 0)))
	fmt.Fprintf(&ti, "static const u8 start_pc[] = {%s};\n", joinInts(append(pcs, 0)))

	// Size estimate: data as emitted, the core's text as calibrated.
	est := Size{Stack: Stack}
	est.Text = coreText(hasEP, hasCastle, hasPromo, hasDedupe, hasUnload) +
		12*max(1, len(legs)) + 2*(len(inter)+1) + 4*max(1, len(hdrs)) +
		len(p.Pieces)*6 + 2 + (len(start)+1)*2
	est.Text += len(reach) + 2*len(reachRow)
	if hasZones {
		est.Text += 680 + len(zmap) + 4*len(p.Pieces) + 10*len(zsets)
	}
	if hasPromo {
		est.Text += len(p.Pieces)*3 + len(promoTo) + 2
	}
	est.BSS = lay.size + moveCap*moveSize + 64
	if hasDedupe {
		est.BSS += lay.size
	}
	if est.Total() > Budget {
		return nil, &TooBigError{Size: est}
	}

	out := &Program{Name: name, Estimate: est, MoveCap: moveCap}
	out.Files = append(out.Files, File{"variant.h", vh.Bytes()}, File{"tables.inc", ti.Bytes()})
	for _, f := range []string{"betzac.h", "core.c", "app.c", "crt0.s", "bare.ld", "bare_lib.c"} {
		b, err := sources.ReadFile("c/" + f)
		if err != nil {
			return nil, err
		}
		out.Files = append(out.Files, File{f, b})
	}
	mk, err := sources.ReadFile("c/Makefile.tmpl")
	if err != nil {
		return nil, err
	}
	var mb bytes.Buffer
	tm := template.Must(template.New("Makefile").Delims("[[", "]]").Parse(string(mk)))
	if err := tm.Execute(&mb, map[string]any{"Name": name, "Variant": p.Name, "Budget": Budget, "Stack": Stack}); err != nil {
		return nil, err
	}
	out.Files = append(out.Files, File{"Makefile", mb.Bytes()})
	return out, nil
}

// knownRules are the rule fields of the Program (named as package fields
// names them) the RCX core implements. Unsupported refuses a Program that
// sets any other one, so that a rule added to the Program later is
// refused until the core learns it, never silently ignored.
var knownRules = fieldSet(
	"Program.Name", "Program.Files", "Program.Ranks", "Program.Table", "Program.Pieces", "Program.Start",
	"Program.FlyingGeneral",
	// FENCounting only says how a FEN's e.p. field is read and printed; it
	// changes no move, so the brick can ignore it.
	"Program.FENCounting",
	"PieceType.Letter", "PieceType.Name", "PieceType.Betza", "PieceType.Offset", "PieceType.Royal",
	"PieceType.Promote", "PieceType.Confine", "PieceType.RegionMoves",
	"Promotion.Zone", "Promotion.To",
	"RegionMoves.Betza", "RegionMoves.Offset", "RegionMoves.From", "RegionMoves.To",
)

// ruleNames says what some fields are, for the error.
var ruleNames = map[string]string{
	"Program.Castling960": "Chess960 castling",
	"Program.Hand":        "drops (pieces in hand)",
	"PieceType.Drop":      "drops",
	"Program.Makpong":     "Makpong's rule",
	"Promotion.Optional":  "optional promotion",
	"Promotion.Leaving":   "promotion on leaving the zone",
	"Promotion.Limit":     "promotion limits",
	"Program.BareKing":    "the bare-king rule",
}

func fieldSet(names ...string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

func ruleName(field string) string {
	if n, ok := ruleNames[field]; ok {
		return fmt.Sprintf("%s (%s)", n, field)
	}
	return "the rule " + field
}

// Unsupported returns an *UnsupportedError for the first rule field or
// mode bit of p that the RCX core does not implement, or nil. Emit calls
// it first.
func Unsupported(p *legdefs.Program) error {
	top := *p
	top.Pieces = nil
	if f := fields.FirstUnknown(top, knownRules); f != "" {
		return &UnsupportedError{Feature: ruleName(f)}
	}
	for _, pt := range p.Pieces {
		if f := fields.FirstUnknown(pt, knownRules); f != "" {
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: ruleName(f)}
		}
		offsets := []int{pt.Offset}
		for _, rm := range pt.RegionMoves {
			offsets = append(offsets, rm.Offset)
		}
		for _, off := range offsets {
			if off < 0 || off >= len(p.Table) {
				continue // decodeMoves reports it
			}
			for _, m := range p.Table.Moves(off) {
				for _, l := range m {
					if err := checkMode(pt, l.Mode); err != nil {
						return err
					}
				}
			}
		}
	}
	return nil
}

// checkMode refuses the mode bits the core does not implement.
func checkMode(pt legdefs.PieceType, mode int32) error {
	if bad := mode &^ knownModes; bad != 0 {
		return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("mode bits %#x (%s)", bad, legdefs.ModeName(bad&-bad))}
	}
	for _, u := range unsupportedModes {
		if mode&u.bit != 0 {
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("%s, mode bit %s", u.name, legdefs.ModeName(u.bit))}
		}
	}
	return nil
}

// decodeMoves decodes the move list at offset.
func decodeMoves(t legdefs.Table, offset int, letter string) ([]legdefs.Move, error) {
	if offset < 0 || offset >= len(t) {
		return nil, fmt.Errorf("rcx: piece %s: table offset %d out of range", letter, offset)
	}
	ms := t.Moves(offset)
	if ms == nil && t[offset] != 0 {
		return nil, fmt.Errorf("rcx: piece %s: malformed legdefs at offset %d", letter, offset)
	}
	return ms, nil
}

// coreText is the calibrated text size of the compiled core and front
// end (h8300-hms-gcc 3.4.6 -Os) with the given parts switched on.
func coreText(ep, castle, promo, dedupe, unload bool) int {
	n := 4300
	if unload {
		n += 180
	}
	if ep {
		n += 250
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

// reachMaps returns, per piece type, a bitmap of the displacements
// (target - attacker, White's view, as mailbox offsets + size-1) at which
// the type might capture, ignoring the board: a superset, so that
// attacked() may skip every other piece. reachRow[t] is type t's first
// byte.
func reachMaps(moves [][]legdefs.Move, lay layout) (reach []int, reachRow []int) {
	rowLen := (2*lay.size - 1 + 7) / 8
	for _, ms := range moves {
		row := make([]int, rowLen)
		type state struct{ k, x, y int }
		for _, m := range ms {
			if len(m) == 0 || m[0].Mode&legdefs.ModeCastle != 0 {
				continue
			}
			seen := map[state]bool{}
			todo := []state{{0, 0, 0}}
			// the resolved ranges, a rest leg's in full: a superset
			rngs, _ := m.Steps(lay.files, lay.ranks)
			for len(todo) > 0 {
				st := todo[len(todo)-1]
				todo = todo[:len(todo)-1]
				l := m[st.k]
				rng := int(rngs[st.k])
				final := st.k == len(m)-1
				capt := l.Mode&(legdefs.ModeCapture|legdefs.ModeRoyalOnly) != 0
				for n := 1; n <= rng; n++ {
					x, y := st.x+n*int(l.DX), st.y+n*int(l.DY)
					if abs(x) >= lay.files || abs(y) >= lay.ranks {
						break
					}
					if capt {
						i := y*lay.stride + x + lay.size - 1
						row[i>>3] |= 1 << (i & 7)
					}
					if !final {
						ns := state{st.k + 1, x, y}
						if !seen[ns] {
							seen[ns] = true
							todo = append(todo, ns)
						}
					}
				}
			}
		}
		reachRow = append(reachRow, len(reach))
		reach = append(reach, row...)
	}
	return reach, reachRow
}

// pieceValues gives each type its number of moves from the centre of an
// empty board (at least 1); royal types are worth nothing.
func pieceValues(p *legdefs.Program, letters []string) []int {
	vals := make([]int, len(p.Pieces))
	cf, cr := p.Files/2, p.Ranks/2
	for i, pt := range p.Pieces {
		if pt.Royal {
			continue
		}
		vals[i] = 1
		var b strings.Builder
		for r := p.Ranks - 1; r >= 0; r-- {
			empty := 0
			for f := 0; f < p.Files; f++ {
				if f == cf && r == cr {
					if empty > 0 {
						fmt.Fprint(&b, empty)
					}
					empty = 0
					b.WriteString(letters[i])
					continue
				}
				empty++
			}
			if empty > 0 {
				fmt.Fprint(&b, empty)
			}
			if r > 0 {
				b.WriteByte('/')
			}
		}
		pos, err := vm.NewPosition(p, b.String()+" w - - 0 1")
		if err != nil {
			continue
		}
		vals[i] = max(1, len(pos.LegalMoves()))
	}
	return vals
}

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func indexFold(letters []string, l string) int {
	for i, x := range letters {
		if strings.EqualFold(x, l) {
			return i
		}
	}
	return -1
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}

var nonName = regexp.MustCompile(`[^A-Za-z0-9_]+`)

// cName makes a variant name a file base name make is happy with.
func cName(s string) string {
	s = nonName.ReplaceAllString(s, "_")
	if s == "" {
		return "variant"
	}
	return s
}
