package rcx

import (
	"fmt"
	"sort"
	"strings"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

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
	rng             int
	aim             int // core.c's leg_t aim (aimOf)
	inter           []int
	interIdx        int
	piece, moveText string
}

// hdr is one move as emitted: its first leg and number of legs.
type hdr struct{ leg, n, mapNo int }

// placed is one piece of the start position: its mailbox square and its
// board byte (colour | virgin | type).
type placed struct{ sq, pc int }

// tables is what the emitter works out from a Program for variant.h and
// tables.inc.
type tables struct {
	lay     layout
	longest int // the longer side of the board
	sq16    bool
	letters []string // per type, upper case

	legs      []cleg
	inter     []int // mailbox offsets of the squares legs pass
	hdrs      []hdr
	typeMoves []int // type t's moves are hdrs[typeMoves[t]:typeMoves[t+1]]
	flags     []int // per type: 1 royal, 2 dedupe

	hasEP, hasCastle, hasPromo, hasDedupe, hasUnload, hasZones bool

	mapLen       int    // bytes of one zone bitmap
	zmap         []int  // zone bitmaps, one row of mapLen each
	confW, confB []int  // per type, its confinement's row in zmap (0xffff none)
	initW, initB []int  // per type, its initial region's row in zmap (0xffff none)
	hasInit      bool   // some type has an initial region
	checks       [2]int // the checks White and Black still need at the start (Program.ChecksToWin)
	zsetFirst    []int
	zsets        [][6]int // first hdr, end hdr, from W, from B, to W, to B

	promoFirst, promoTo []int
	promoFirstB         []int // Black's starts in promoTo when some type has Promotion.ToBlack, else nil
	zoneW, zoneB        []int

	start      []placed // sorted by square
	startRoyal [2]int   // per colour: the royal square, 1 to scan, 0 none

	values          []int
	reach, reachRow []int
	line            []int // lineMap
	mreach          []int // the moves' own reach maps (moveMap)
	fast            bool  // fastLegal: the core tests only moves that may expose
	through, ray    []int // throughMap, with fast

	moveCap, moveSize int
	maxDepth          int // the deeper of perft and search (the foe lists' plies)
}

// buildTables works out the legs, moves, zones, promotions, start
// position, values and reach maps for p (sizeMoveArea the move area).
func buildTables(p *legdefs.Program, pos *vm.Position, dm decoded) (*tables, error) {
	t := &tables{lay: layout{files: p.Files, ranks: p.Ranks, gb: dm.gb, stride: p.Files + dm.gb}}
	t.lay.size = (p.Ranks+2*dm.gb)*t.lay.stride + dm.gb
	t.sq16 = t.lay.size > 255
	t.longest = max(p.Files, p.Ranks)
	t.addTypeMoves(p, dm.moves)
	t.addZones(p, dm.regionMoves)
	if len(t.legs) > 0xffff || len(t.inter) > 0xffff {
		return nil, &UnsupportedError{Feature: "a move table this large"}
	}
	t.letters = make([]string, len(p.Pieces))
	for i, pt := range p.Pieces {
		t.letters[i] = strings.ToUpper(pt.Letter)
	}
	if err := t.addPromotions(p); err != nil {
		return nil, err
	}
	t.addStart(p, pos)
	for i, l := range t.letters {
		if p.CastlingPartners != "" && strings.Contains(p.CastlingPartners, l) {
			t.flags[i] |= 8 // core.c TF_PARTNER, as vm's lettersMask
		}
	}
	if p.Castling960 {
		if err := t.add960(p); err != nil {
			return nil, err
		}
	}
	t.values = pieceValues(p, t.letters)
	t.reach, t.reachRow = reachMaps(allMoves(dm), t.lay)
	t.line = t.lineMap()
	if t.fast = fastLegal(allMoves(dm), t); t.fast {
		t.through, t.ray = throughMap(allMoves(dm), t.lay)
	}
	t.moveSize = 12
	if t.sq16 {
		t.moveSize = 20
	}
	return t, nil
}

// allMoves is each type's moves with its region moves after them.
func allMoves(dm decoded) [][]legdefs.Move {
	all := make([][]legdefs.Move, len(dm.moves))
	for i := range dm.moves {
		all[i] = dm.moves[i]
		for _, rms := range dm.regionMoves[i] {
			all[i] = append(all[i][:len(all[i]):len(all[i])], rms...)
		}
	}
	return all
}

// addTypeMoves emits each type's moves and sets its flags.
func (t *tables) addTypeMoves(p *legdefs.Program, moves [][]legdefs.Move) {
	t.typeMoves = []int{0}
	t.flags = make([]int, len(p.Pieces))
	for i, pt := range p.Pieces {
		if t.addMoves(pt, moves[i]) {
			t.flags[i] |= 2
		}
		t.typeMoves = append(t.typeMoves, len(t.hdrs))
		if pt.Royal {
			t.flags[i] |= 1
		}
	}
}

// addMoves emits a move list; it reports whether two of its paths may
// make one move (then the type dedupes, as in vm).
func (t *tables) addMoves(pt legdefs.PieceType, ms []legdefs.Move) bool {
	seen := map[int]bool{}
	dup := false
	for _, m := range ms {
		t.hdrs = append(t.hdrs, hdr{len(t.legs), len(m), t.moveMap(m)})
		if len(m) > 1 {
			dup = true
		} else if len(m) == 1 && t.reachesTwice(m[0], seen) {
			dup = true
		}
		rngs, rest := m.Steps(t.lay.files, t.lay.ranks)
		for k := range m {
			t.addLeg(pt, m, k, int(rngs[k]), rest[k])
		}
	}
	return dup
}

// reachesTwice marks in seen the offsets a single-leg move l reaches and
// reports whether one was seen before: two single-leg moves reaching one
// offset dedupe (as vm).
func (t *tables) reachesTwice(l legdefs.Leg, seen map[int]bool) bool {
	dup := false
	off := int(l.DY)*t.lay.stride + int(l.DX)
	n := int(l.Range)
	if n <= 0 {
		n = t.longest
	}
	for k := 1; k <= n && k <= t.longest; k++ {
		if seen[k*off] {
			dup = true
		}
		seen[k*off] = true
	}
	return dup
}

// addLeg emits leg k of m, with the squares it passes, and notes the
// core's parts it needs.
func (t *tables) addLeg(pt legdefs.PieceType, m legdefs.Move, k, rng int, rest bool) {
	l := m[k]
	cl := cleg{mode: coreMode(m, k, rest), off: int(l.DY)*t.lay.stride + int(l.DX), rng: rng, aim: t.lay.aimOf(m, k)}
	if k == 0 {
		cl.piece, cl.moveText = pt.Letter, m.String()
	}
	if l.Mode&(legdefs.ModeLame|legdefs.ModeJump|legdefs.ModeJump2|legdefs.ModeEPRights) != 0 {
		cl.interIdx = len(t.inter)
		for _, st := range legdefs.Passed(l.DX, l.DY) {
			cl.inter = append(cl.inter, int(st[1])*t.lay.stride+int(st[0]))
		}
		t.inter = append(t.inter, cl.inter...)
	}
	if l.Mode&(legdefs.ModeEP|legdefs.ModeEPRights) != 0 {
		t.hasEP = true
	}
	if l.Mode&legdefs.ModeCastle != 0 {
		t.hasCastle = true
	}
	if l.Mode&legdefs.ModeUnload != 0 {
		t.hasUnload = true
	}
	t.legs = append(t.legs, cl)
}

// addZones emits the confinements and the region moves (whose moves
// follow all types').
func (t *tables) addZones(p *legdefs.Program, regionMoves [][][]legdefs.Move) {
	t.mapLen = (t.lay.size + 7) / 8
	t.confW, t.confB = make([]int, len(p.Pieces)), make([]int, len(p.Pieces))
	t.initW, t.initB = make([]int, len(p.Pieces)), make([]int, len(p.Pieces))
	t.zsetFirst = []int{0}
	for i, pt := range p.Pieces {
		t.confW[i], t.confB[i] = t.addMap(pt.Confine, 0), t.addMap(pt.Confine, 1)
		if pt.Confine != nil {
			t.hasZones = true
		}
		t.initW[i], t.initB[i] = t.addMap(pt.InitialRegion, 0), t.addMap(pt.InitialRegion, 1)
		if pt.InitialRegion != nil {
			t.hasZones, t.hasInit = true, true // zmap holds it
		}
		for k, rm := range pt.RegionMoves {
			t.hasZones = true
			first := len(t.hdrs)
			if t.addMoves(pt, regionMoves[i][k]) {
				t.flags[i] |= 2
			}
			t.zsets = append(t.zsets, [6]int{first, len(t.hdrs), t.addMap(rm.From, 0), t.addMap(rm.From, 1), t.addMap(rm.To, 0), t.addMap(rm.To, 1)})
		}
		t.zsetFirst = append(t.zsetFirst, len(t.zsets))
	}
	for i := range t.flags {
		if t.flags[i]&2 != 0 {
			t.hasDedupe = true
		}
	}
}

// addMap adds region g, seen by colour c, as a bitmap over the mailbox
// and returns its row in zmap (0xffff for no region).
func (t *tables) addMap(g legdefs.Region, c int) int {
	if g == nil {
		return 0xffff
	}
	row := make([]int, t.mapLen)
	for _, s := range g {
		f, r := s%t.lay.files, s/t.lay.files
		if c == 1 {
			r = t.lay.ranks - 1 - r
		}
		q := t.lay.sq(f, r)
		row[q>>3] |= 1 << (q & 7)
	}
	t.zmap = append(t.zmap, row...)
	return len(t.zmap) - t.mapLen
}

// addPromotions emits each type's promotion choices and zone.
func (t *tables) addPromotions(p *legdefs.Program) error {
	t.promoFirst = []int{0}
	t.zoneW = make([]int, len(p.Pieces))
	t.zoneB = make([]int, len(p.Pieces))
	black := false
	for i, pt := range p.Pieces {
		if pr := pt.Promote; pr != nil {
			t.hasPromo = true
			if err := t.addChoices(p, pt, pr.To); err != nil {
				return err
			}
			t.zoneW[i] = t.lay.sq(0, p.Ranks-pr.Zone)
			t.zoneB[i] = t.lay.sq(0, pr.Zone)
			black = black || pr.ToBlack != nil
			if pr.Nothing {
				t.flags[i] |= 4 // core.c TF_NOTHING: it may not end a move in the zone
			}
		}
		t.promoFirst = append(t.promoFirst, len(t.promoTo))
	}
	if !black {
		return nil
	}
	// Black's choices follow White's: promo_first_b indexes them
	t.promoFirstB = []int{len(t.promoTo)}
	for _, pt := range p.Pieces {
		if pr := pt.Promote; pr != nil {
			to := pr.To
			if pr.ToBlack != nil {
				to = pr.ToBlack
			}
			if err := t.addChoices(p, pt, to); err != nil {
				return err
			}
		}
		t.promoFirstB = append(t.promoFirstB, len(t.promoTo))
	}
	if len(t.promoTo) > 0xff {
		return &UnsupportedError{Feature: "more than 255 promotion choices"}
	}
	return nil
}

// addChoices appends the promotion choices to (type indices) of pt.
func (t *tables) addChoices(p *legdefs.Program, pt legdefs.PieceType, to []int) error {
	for _, k := range to {
		if k < 0 || k >= len(p.Pieces) {
			return fmt.Errorf("rcx: piece %s promotes to piece type %d, which the Program does not have", pt.Letter, k)
		}
		t.promoTo = append(t.promoTo, k)
	}
	return nil
}

// addStart emits the start position, read by the VM (virginity
// included), and where each side's royal piece stands.
func (t *tables) addStart(p *legdefs.Program, pos *vm.Position) {
	royals := [2][]int{}
	for r := 0; r < p.Ranks; r++ {
		for f := 0; f < p.Files; f++ {
			s := pos.Square(f, r)
			l := pos.Piece(s)
			if l == "" {
				continue
			}
			k := indexFold(t.letters, l)
			pc := 0x40
			c := 0
			if strings.ToLower(l) == l && strings.ToUpper(l) != l {
				pc, c = 0x80, 1
			}
			pc |= k
			if pos.Virgin(s) {
				pc |= 0x20
			}
			t.start = append(t.start, placed{t.lay.sq(f, r), pc})
			if p.Pieces[k].Royal {
				royals[c] = append(royals[c], t.lay.sq(f, r))
			}
		}
	}
	sort.Slice(t.start, func(a, b int) bool { return t.start[a].sq < t.start[b].sq })
	scan := t.royalPromo(p) || t.hasUnload && len(royals[0])+len(royals[1]) > 0
	for c := 0; c < 2; c++ {
		switch {
		case scan || len(royals[c]) > 1:
			t.startRoyal[c] = 1 // scan
		case len(royals[c]) == 1:
			t.startRoyal[c] = royals[c][0]
		}
	}
}

// royalPromo reports whether a type may promote to a royal one.
func (t *tables) royalPromo(p *legdefs.Program) bool {
	for _, k := range t.promoTo {
		if p.Pieces[k].Royal {
			return true
		}
	}
	return false
}

// add960 marks the Chess960 castling partners as the VM finds them: the
// non-royal types in a corner of the Program's start (core.c TF_PARTNER);
// the core's castling parts go in.
func (t *tables) add960(p *legdefs.Program) error {
	sp, err := vm.NewPosition(p, p.Start)
	if err != nil {
		return fmt.Errorf("rcx: the Program's start: %w", err)
	}
	t.hasCastle = true
	for _, fr := range [][2]int{{0, 0}, {p.Files - 1, 0}, {0, p.Ranks - 1}, {p.Files - 1, p.Ranks - 1}} {
		if l := sp.Piece(sp.Square(fr[0], fr[1])); l != "" {
			if k := indexFold(t.letters, l); !p.Pieces[k].Royal {
				t.flags[k] |= 8
			}
		}
	}
	return nil
}
