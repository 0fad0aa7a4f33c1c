package vm

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/betzac/betzac/legdefs"
)

// Square contents. A square holds 0 (empty), guard (off the board), or a
// piece: a colour bit ORed with the piece type index (0..maxTypes-1).
const (
	whiteBit uint8 = 0x40
	blackBit uint8 = 0x80
	guard    uint8 = 0xC0
	colMask  uint8 = 0xC0
	typeMask uint8 = 0x3F
	maxTypes       = 64
	maxSize        = legdefs.MaxBoard
)

// colourBit returns the square colour bit of colour c (0 White, 1 Black;
// c&1, so that the shift needs no test of its size: a hot path).
func colourBit(c int) uint8 { return whiteBit << uint(c&1) }

// ptype is the precomputed information of a piece type.
type ptype struct {
	letter  string
	royal   bool
	pawnish bool // its moves reset the half-move clock
	promo   *legdefs.Promotion
	promoTo []uint8 // type indices
	// promoToBlack is Black's choices when they differ (promoextra.go)
	promoToBlack []uint8
	// promoLimit[k] is the most pieces of type k (with its X~ form) the
	// side may have for a promotion to k (Promotion.Limit, promolimit.go),
	// -1 for no limit; nil: no limits.
	promoLimit []int
	dedupe     bool // two paths may reach the same move
	// dedupeSingle: a single-leg move may repeat another move; without
	// it only general moves may repeat one another (apartFromSingle), and
	// the single-leg moves take genMoves's free path
	dedupeSingle bool
	gen          genKind   // how genMoves takes its moves where none needs a test (plan.go)
	castles      bool      // has O castling legs
	zone         [2][]bool // per colour and square: a move ending here promotes (nil: never)
	zones        *zoneType // confinement and region moves (zones.go); nil: none
	pr           promoRule // shogi-style promotion and immobility (promotion.go)
	dr           dropRule  // drops and holdings (drops.go)
	simple       bool      // its captures are single-leg leaps and rides only
	clockRev     bool      // only its irreversible moves reset the half-move clock (clock.go)
	col          [2]ptcol
}

// tables is everything precomputed from a Program; it is shared by all
// positions of the Program and never modified after creation.
type tables struct {
	hands        bool       // holdings matter: drops or captures to hand (drops.go)
	noVirgin     bool       // no-virgin: no square is kept virgin (virgin.go)
	hr           handTables // drops.go
	prog         *legdefs.Program
	files, ranks int
	gb, stride   int // guard band width, mailbox row length
	size         int
	squares      []int16           // the on-board squares, a1, b1, ..., rank by rank
	scan         []scanChunk       // the squares as words, for countPieces
	boardAt      map[string]offsAt // onBoardAt's answers by offsets, shared by the types with the same (ridesat.go)
	listRoom     [][]int32         // room for onBoardAt's answers' lists (keepLists)
	legsOf       map[string][]cleg // compiledLegs's answers by turned move, shared by the moves with the same (legmemo.go)
	sqFile       []int8            // per mailbox index; -1 off the board
	sqRank       []int8
	types        []ptype
	promoKeeps   bool     // promotions keep the half-move clock: a promoted type demotes (clock.go)
	letters      []string // FEN letters by type (upper case)
	limitAs      []uint8  // the type each counts as under promotion limits (promolimit.go)
	att          [2][]attRay
	attLeaps     [2]int      // att[c][:attLeaps[c]] are the leaps (maskN 0), the rest rides
	attAt        [2][]sqRays // att per target square (attacksat.go)
	exotic       uint64      // types whose attacks need move generation
	allSimple    bool
	plan         plan   // the path a node takes (plan.go)
	relay        bool   // some type has a relay (x) leg
	induces      bool   // some relay leg is not a move's last (movegen.go, dedupeInduced)
	partnerMask  uint64 // types that may be castling partners
	// oppMask, dropPartners: the types of OppositeColourDrops and
	// CastlingDrops (placement.go)
	oppMask, dropPartners uint64
	// castleIn[side] is 1 when the royal castles on that side (0: towards
	// the last file, 1: towards file a) with the piece one square in from
	// the edge (jO), else 0: where a FEN's K/Q right looks for the partner.
	castleIn    [2]int
	castleRoyal uint64 // the types that castle with the FEN's rights (castlerTypes)
	hasRoyal    bool
	royalPromo  bool // some piece promotes to a royal type
	startBoard  []uint8
	zPiece      []uint64 // by block (colour, type) of zStride keys (buildZobrist)
	zStride     int
	lazyKeys    *lazyKeys // keyless tables' keys, drawn on first use; nil: keyed (zobrist.go)
	zVirgin     []uint64
	zEP         []uint64
	zSide       uint64
	zWall       []uint64    // a wall on a square (walls.go)
	walls       *wallTables // nil: no walling (walls.go)
	hasEPRights bool
	// rules are the Program's variant-wide rules. Each rule reads its
	// flag here: a field load, as cheap as a copy of its own would be,
	// even where move generation and the legality test read it.
	rules legdefs.Rules
	spoil bool // some type has LosesInitialTo
	// end: the game-end rules' tables; gameEndOn: there are some
	// (gameend.go)
	end       gameEnd
	connect   connectTables // connect.go
	dropStack bool          // Hand.DropStack (connect.go)
	dropSides bool          // Hand.DropStack sides
	gameEndOn bool
	nodeEnds  bool        // a rule nodeOver looks at is on, so appendLegal asks it
	blast     blastTables // blast.go
	iron      uint64      // the iron types (iron.go)
	baring    uint64      // the types that keep a side from being bare (baring.go)
	csMask    uint64      // the counter-strike types (counterstrike.go)
	zLion     []uint64    // the counter-strike square's hash keys
	protLion  bool        // Rules.ProtectedLion (counterstrike.go)
	cheapMask uint64      // its types
	csReach   int         // how far a move of a counter-strike type may end (moveReach)
	csBox     []bool      // lionsWithin's test of csReach by displacement (buildCSBox); nil: by files and ranks
	csBoxMid  int         // csBox's index of displacement 0
	csTrack   bool        // Make keeps the counter-strike squares (lion-squares shortcut, lionsquares.go)
	csPats    []uint64    // lionsNear's byte patterns of the counter-strike pieces, read through csBytes
	csBytes   uint64      // what lionsNear keeps of each byte: the type alone where no counter-strike type is 0
	// zoneMake: Make and Unmake call zones.go (pass, bikjang, spoil,
	// checks to win); zoneNode: so does move generation (pass, bikjang,
	// checks to win)
	zoneMake, zoneNode bool
	// zoneEnd: move generation ends in zones.go (pass, must-drop, royal
	// drops, Sittuyin promotion)
	zoneEnd   bool
	rankZones []rankZone // the zones promoZoneOf made of the last ranks (promoextra.go)
	sittuyin  bool       // some type has a Sittuyin promotion
	sittTypes []int      // those types
	// rev are the reverse attack patterns of the exotic types, per
	// attacking colour (nil: none); revScan the exotic types they do not
	// cover (attackrev.go).
	rev     [2]*revTable
	revScan uint64
	// bentList: no move unloads a piece, so the list of enemy bent
	// riders made for a node holds while its moves are tested
	// (bentcache.go)
	bentList bool
	// bentTrack: Make keeps each side's bent riders (bent-keep shortcut,
	// bentkeep.go); bentSide: 1 + the colour of a listed bent rider's
	// square value, else 0
	bentTrack bool
	bentSide  [256]uint8
	// rideMemo: checksAndPins keeps what the attack rides found for the
	// siblings (ride-memo, ridememo.go); rideAlign, by displacement from
	// a target (+ size-1), the rides a square there may be on; memoRides:
	// att's rides (att[c][attLeaps[c]:]), by their bits
	rideMemo  bool
	rideAlign [2][]uint64
	memoRides [2][]attRay
	// royalMemo: countRoyalTested keeps the attack rays' answers on the
	// royal's destinations for the siblings (royal-memo, royalmemo.go)
	royalMemo bool
	// csSide: 1 + the colour of a counter-strike piece's square value,
	// else 0 (lionsquares.go)
	csSide [256]uint8
	// chunkTrack: Make keeps the scan chunks holding each side's pieces
	// (chunk-keep shortcut, chunkkeep.go); chunkOf: an on-board square's
	// chunk (buildChunkOf; chunk-keep and count-near's keep read it; at
	// most 104 chunks on a 26×26 board)
	chunkTrack bool
	chunkOf    []uint8
	// bentsOnly: every exotic attacker is a bent rider with reverse
	// patterns (no leap, ride or hop pattern, no revScan type), so that
	// with bent-check the node's exotic check test finds nothing the
	// pins walk did not (setupLegality)
	bentsOnly bool
	// bentKey, bentKey0: a square's key, for the index of the
	// displacement between two squares (bentcache.go, bentDisp)
	bentKey  []int32
	bentKey0 int32
	// reach maps reach[colour][type*size+square], over the squares
	// reachIdx[colour] numbers, where the plan has scReach (revreach.go)
	reach     [2][]reachPair
	reachIdx  [2][]int8
	epSources [2][]epSource
	// initRegion: per type, its initial-region masks per colour
	// (initial.go); nil: no type has one
	initRegion [][2][]bool
	// hole: per mailbox index, a hole of the board (holes.go); nil: none
	hole []bool
	// petrify: the types that turn into a wall when they capture
	// (petrify.go)
	petrify uint64
	// attNear: per attacking colour and square, the types that may attack
	// a royal drop square from there (royaldrops.go); nil: not built
	attNear [2][]uint64
	// dropFirst: must-drop generates a node's drops first (mustdrop.go)
	dropFirst bool
	// pcOf is the moves of the piece a board byte holds (swar.go)
	pcOf [256]*ptcol
	// kindOf: what countPieces tests of the piece a board byte holds
	// (kindSwar, kindMCAll, kindMCAt), without pcOf's pointer (swar.go)
	kindOf [256]uint8
	// grids: compileType's scratch, reused from type to type (vecgrid.go)
	grids struct {
		seen   vecGrid[struct{}]
		stepOf vecGrid[vec]
	}
	nb nearTables // count-near (near.go)
	// edgeClass: per entry of squares, its edge class, numbering
	// edgeReps, each class's first square; nil: no classes (ridesat.go)
	edgeClass []int16
	edgeReps  []int16
}

// markCompiled marks, per type and colour, what genMoves may skip: the
// general moves when all are compiled (bents), p.seen when no two moves
// end on one square (markDisjoint, bents.go).
func (t *tables) markCompiled() {
	for i := range t.types {
		for c := range t.types[i].col {
			pc := &t.types[i].col[c]
			pc.allCompiled = !slices.ContainsFunc(pc.general, func(gm gmove) bool { return !gm.compiled })
			t.markDisjoint(pc) // bents.go
		}
	}
}

// onlyHops reports whether a piece of type ty, moves pc, is a hopper and
// nothing else (not royal, not deduplicated).
func onlyHops(ty *ptype, pc *ptcol) bool {
	return !ty.royal && !ty.dedupe && len(pc.hops) > 0 && len(pc.plain) == 0 && len(pc.slides) == 0 &&
		len(pc.special) == 0 && len(pc.bents) == 0 && len(pc.general) == 0
}

// promotes reports whether a piece of type ty and colour c may promote.
func promotes(ty *ptype, c int) bool {
	return ty.zone[c] != nil || ty.pr.leaving || ty.pr.captureIn
}

// zoneIdle returns, for a type with zone rules z, the squares of colour
// c where the rules change nothing but where its moves may end (its
// confinement, which countConfined applies) and what it may hop over or
// capture (countHops): its moves there are its own, genZoned adds no
// other. That holds off the From squares of its region moves when it has
// no other zone rule; nil: nowhere.
func zoneIdle(z *zoneType, c int) []bool {
	if z.spoiledBy != 0 || z.sitt != nil {
		return nil
	}
	var idle []bool
	for i := range z.sets {
		from := z.sets[i].from[c]
		if from == nil {
			return nil // everywhere
		}
		if idle == nil {
			idle = make([]bool, len(from))
			for s := range idle {
				idle[s] = true
			}
		}
		for s, f := range from {
			idle[s] = idle[s] && !f
		}
	}
	if idle == nil { // confinement alone
		idle = make([]bool, len(z.confine[c]))
		for s := range idle {
			idle[s] = true
		}
	}
	return idle
}

// quickSpecials reports whether every special leap of pc is a lame leap
// countConfined counts (quickPush, quickLame).
func quickSpecials(pc *ptcol) bool {
	for i := range pc.special {
		if q := pc.special[i].quick; q != quickPush && q != quickLame {
			return false
		}
	}
	return true
}

// markZoneFar marks, for each countOnly type and colour with a promotion
// zone, the squares from which no plain leap, slide step (blockers
// ignored) or special leap ends in the zone: countPieces counts a piece
// there as if it could not promote. Where a move that starts in the zone
// may promote wherever it ends (leaving, capture-inside: promoZone, push),
// the zone's own squares are not marked. The types with the same squares
// share one array (answerSet).
func (t *tables) markZoneFar() {
	longest := int32(max(t.files, t.ranks))
	var farAnswers answerSet[bool]
	var last [2]zoneFarStart // by colour: the types mostly share their arrays
	for i := range t.types {
		ty := &t.types[i]
		for c := range ty.col {
			pc := &ty.col[c]
			if !pc.countOnly() || ty.zone[c] == nil {
				continue
			}
			st := &last[c]
			if startIn := ty.pr.startIn(c); !sameArray(st.zone, ty.zone[c]) || !sameArray(st.startIn, startIn) {
				t.setZoneFarStart(st, ty.zone[c], startIn)
			}
			far := farAnswers.start(t.size)
			copy(far, st.far)
			pc.clearReachers(far, st.zone, st.zoneSquares, longest)
			pc.zoneFar = farAnswers.keep() // share.go
		}
	}
}

// zoneFarStart is what markZoneFar works out from a zone and startIn
// alone, once for the types with the same arrays.
type zoneFarStart struct {
	zone, startIn []bool
	zoneSquares   []int16 // zone's squares
	far           []bool  // the board's squares not in startIn
}

// setZoneFarStart works st out for zone and startIn, in st's arrays
// once made (markZoneFar's allocations are a fresh page's share: issue 31).
func (t *tables) setZoneFarStart(st *zoneFarStart, zone, startIn []bool) {
	if st.far == nil {
		st.far, st.zoneSquares = make([]bool, t.size), make([]int16, 0, len(t.squares))
	}
	st.zone, st.startIn, st.zoneSquares = zone, startIn, st.zoneSquares[:0]
	for _, s := range t.squares {
		if zone[s] {
			st.zoneSquares = append(st.zoneSquares, s)
		}
		st.far[s] = startIn == nil || !startIn[s]
	}
}

// sameArray reports whether a and b are the same array (or both empty).
func sameArray(a, b []bool) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// clearReachers clears far on each square from which a plain leap, slide
// or special leap of pc may end on a square of zone, blockers ignored:
// worked back from zoneSquares, zone's squares (all on the board: a
// promotion zone), which are fewer than the board's (a third of Chu
// Shogi's), not forward from every square.
func (pc *ptcol) clearReachers(far, zone []bool, zoneSquares []int16, longest int32) {
	unmark := func(from int) {
		if uint(from) < uint(len(far)) {
			far[from] = false
		}
	}
	for _, z := range zoneSquares {
		for _, l := range pc.plain {
			unmark(int(z) - int(l.off))
		}
		for k := range pc.special {
			unmark(int(z) - int(pc.special[k].off))
		}
		for _, l := range pc.slides {
			// back from z to the mailbox's end, as a slide forward runs on
			// past the board's; up to a zone square, whose own walk back
			// clears the rest
			for k, from := min(l.max, longest), int(z)-int(l.off); k > 0 && uint(from) < uint(len(far)); k, from = k-1, from-int(l.off) {
				if far[from] = false; zone[from] {
					break
				}
			}
		}
	}
}

// epSource describes a move that makes e.p. rights, for inferring the
// victim from a FEN e.p. square.
type epSource struct {
	typ   uint8
	off   int32   // the whole leap
	inter []int32 // the squares leapt over, from the origin
	// wrap: the leap wraps round the board (o, oo); leg is then the leg,
	// for wrapStep
	wrap bool
	leg  cleg
}

// newTables checks a Program and precomputes everything the VM needs.
func newTables(p *legdefs.Program) (*tables, error) { return newTablesKeyed(p, true) }

// newTablesKeyed is newTables, with the pieces' Zobrist keys when keyed
// (else keyless: buildZobrist).
func newTablesKeyed(p *legdefs.Program, keyed bool) (*tables, error) {
	t, mf, err := newTypes(p)
	if err != nil {
		return nil, err
	}
	t.compileTypes(func(off int) []legdefs.Move { return p.Table.MovesIn(off, &mf.buf) })
	t.buildZones()
	t.buildGameEnd()             // gameend.go
	t.buildAttacks()             // attacks.go
	t.buildBlast()               // blast.go (before buildPlan: a blast variant tests each move)
	t.buildIron()                // iron.go
	t.buildBaring()              // baring.go
	t.nodeEnds = t.hasNodeEnds() // movegen.go
	t.buildReverse()             // attackrev.go
	hasUnload := mf.unload
	t.markCompiled()
	t.buildZobrist(keyed)                          // zobrist.go
	if err := t.buildCounterStrike(); err != nil { // counterstrike.go
		return nil, err
	}
	t.buildProtectedLion()                 // counterstrike.go
	t.buildPetrify()                       // petrify.go
	if err := t.buildWalls(); err != nil { // walls.go
		return nil, err
	}
	if err := t.parseStart(); err != nil {
		return nil, err
	}
	t.buildPlacement() // placement.go
	t.buildHand()      // drops.go
	t.buildPlan(hasUnload)
	return t, nil
}

// newTypes checks a Program and starts its tables: the board and the types
// as buildTypes fills them, with the facts of their moves (readMoves), for
// compileTypes.
func newTypes(p *legdefs.Program) (*tables, moveFacts, error) {
	if err := checkProgram(p); err != nil {
		return nil, moveFacts{}, err
	}
	t := &tables{prog: p, files: p.Files, ranks: p.Ranks, rules: p.Rules}
	mf, err := readMoves(p) // readmoves.go
	if err != nil {
		return nil, moveFacts{}, err
	}
	t.gb, t.relay, t.induces = int(mf.gb), mf.relay, mf.induces
	t.buildMailbox() // mailbox.go
	t.buildScan()    // mailbox.go
	t.buildTypes()
	return t, mf, nil
}

// checkProgram checks that a Program is well formed (Program.Validate), has
// no more piece types than the VM holds, and asks for nothing the VM does
// not support.
func checkProgram(p *legdefs.Program) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("vm: %w", err)
	}
	if len(p.Pieces) > maxTypes {
		return fmt.Errorf("vm: %d piece types; need 1..%d", len(p.Pieces), maxTypes)
	}
	return Unsupported(p)
}

// buildTypes fills each type's letter, royalty and the rules read from its
// Piece alone (clock, initial region).
func (t *tables) buildTypes() {
	p := t.prog
	t.types = make([]ptype, len(p.Pieces))
	t.letters = make([]string, len(p.Pieces))
	for i, pt := range p.Pieces {
		ty := &t.types[i]
		ty.letter = strings.ToUpper(pt.Letter)
		t.letters[i] = ty.letter
		ty.royal = pt.Royal
		ty.promo = pt.Promote
		t.setClock(ty, pt.Clock)                // clock.go
		t.setInitialRegion(i, pt.InitialRegion) // initial.go
		if pt.Royal {
			t.hasRoyal = true
		}
	}
	t.promoKeeps = demotes(p) // clock.go
}

// compileTypes reads each type's promotion and compiles its moves, as
// movesAt decodes the list at a table offset, for both colours
// (movecompile.go), with its promotion zone. The moves of a type are read
// only while it is compiled: movesAt may decode each into one buffer.
func (t *tables) compileTypes(movesAt func(offset int) []legdefs.Move) {
	t.buildLimitAs() // promolimit.go
	for i, pt := range t.prog.Pieces {
		ty := &t.types[i]
		if pt.Promote != nil {
			t.buildPromotion(ty, pt)
		}
		ty.simple = true
		moves := movesAt(pt.Offset)
		for c := 0; c < 2; c++ {
			t.compileType(i, c, moves)
			if ty.promo != nil {
				ty.zone[c] = t.promoZoneOf(c, ty.promo) // promoextra.go
			}
		}
	}
}

// buildPromotion checks the promotion of type ty (the Piece pt) and fills
// its choices and limits as type indices.
func (t *tables) buildPromotion(ty *ptype, pt legdefs.PieceType) {
	ty.promoTo = t.promoChoices(pt.Promote.To)
	t.buildPromoBlack(ty, pt.Promote)
	t.buildPromoLimits(ty, pt.Promote) // promolimit.go
}

// promoChoices returns the promotion choices types as uint8s, noting a
// royal one.
func (t *tables) promoChoices(types []int) []uint8 {
	out := []uint8{}
	for _, k := range types {
		if t.types[k].royal {
			t.royalPromo = true
		}
		out = append(out, uint8(k))
	}
	return out
}

// typeOf returns the type index for a FEN letter (either case), or -1.
func (t *tables) typeOf(letter string) int {
	for i, l := range t.letters {
		if !asciiFoldsApart(l, letter) && strings.EqualFold(l, letter) {
			return i
		}
	}
	return -1
}

// asciiFoldsApart reports whether a and b start with ASCII bytes that
// differ in more than case, so that strings.EqualFold(a, b) is false
// (typeOf asks it of every letter of every piece of a FEN).
func asciiFoldsApart(a, b string) bool {
	if a == "" || b == "" || a[0] >= utf8.RuneSelf || b[0] >= utf8.RuneSelf {
		return false
	}
	x, y := a[0], b[0]
	caseOnly := x|0x20 == y|0x20 && x|0x20 >= 'a' && x|0x20 <= 'z'
	return x != y && !caseOnly
}

// parseStart reads the Program's start position board (for virginity of
// pieces that a FEN's castling field does not cover) and the castling
// partner types (the non-royal pieces on the start position's corners).
func (t *tables) parseStart() error {
	t.startBoard = make([]uint8, t.size)
	if t.prog.Start == "" {
		return nil
	}
	field := strings.Fields(t.prog.Start)
	if len(field) == 0 {
		return nil
	}
	if _, err := t.parseBoard(field[0], t.startBoard); err != nil {
		return fmt.Errorf("vm: the Program's start position: %w", err)
	}
	t.castleRoyal = t.castlerTypes() // castle.go
	if t.rules.Castling960 {
		for _, s := range []int{t.sq(0, 0), t.sq(t.files-1, 0), t.sq(0, t.ranks-1), t.sq(t.files-1, t.ranks-1)} {
			v := t.startBoard[s]
			if v != 0 && !t.types[v&typeMask].royal {
				t.partnerMask |= 1 << uint(v&typeMask)
			}
		}
		return nil
	}
	t.castlePartners()
	return nil
}
