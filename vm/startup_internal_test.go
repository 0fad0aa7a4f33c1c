package vm

import (
	"slices"
	"strings"
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// builtinTables builds the tables of every built-in variant the VM runs.
func builtinTables(t *testing.T) map[string]*tables {
	t.Helper()
	out := map[string]*tables{}
	for _, name := range variants.BuiltinNames() {
		tb, err := newTables(builtinProgram(t, name))
		if err != nil {
			continue // refused by the VM: no tables to compare
		}
		out[name] = tb
	}
	if len(out) < 100 {
		t.Fatalf("only %d built-ins have tables", len(out))
	}
	return out
}

// drawnZobrist is buildZobrist's keys drawn one after the other from the
// generator, every mailbox square's: the way they were built before
// zobristKey.
func drawnZobrist(t *tables) (zPiece, zVirgin, zEP []uint64, zSide uint64, zWall []uint64) {
	rng := splitmix64(zobristSeed)
	zPiece = make([]uint64, 2*len(t.types)*t.size)
	for i := range zPiece {
		zPiece[i] = rng.next()
	}
	zVirgin, zEP = make([]uint64, t.size), make([]uint64, t.size)
	for i := range zVirgin {
		zVirgin[i], zEP[i] = rng.next(), rng.next()
	}
	zSide = rng.next()
	zWall = make([]uint64, t.size)
	for i := range zWall {
		zWall[i] = rng.next()
	}
	return
}

// onBoard keeps keys' entries on the board's squares, the others 0.
func onBoard(t *tables, keys []uint64) []uint64 {
	out := make([]uint64, len(keys))
	for base := 0; base < len(keys); base += t.size {
		for _, s := range t.squares {
			out[base+int(s)] = keys[base+int(s)]
		}
	}
	return out
}

// pieceKeys is pieceKey's answers laid out as the stream draws them:
// by colour, type and mailbox square, 0 off the board.
func pieceKeys(t *tables) []uint64 {
	keys := make([]uint64, 2*len(t.types)*t.size)
	for c := range 2 {
		for k := range t.types {
			for _, s := range t.squares {
				v := colourBit(c) | uint8(k)
				keys[(c*len(t.types)+k)*t.size+int(s)] = t.pieceKey(v, int(s))
			}
		}
	}
	return keys
}

// The keys drawn by index are the stream's on the board, 0 off it.
func TestZobristKeysByIndex(t *testing.T) {
	for name, tb := range builtinTables(t) {
		zPiece, zVirgin, zEP, zSide, zWall := drawnZobrist(tb)
		want := [][]uint64{onBoard(tb, zPiece), onBoard(tb, zVirgin), onBoard(tb, zEP), {zSide}, onBoard(tb, zWall)}
		got := [][]uint64{pieceKeys(tb), tb.zVirgin, tb.zEP, {tb.zSide}, tb.zWall}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: keys (-drawn +by index):\n%s", name, diff)
		}
	}
}

// onBoardPerSquare is findOnBoardAt's answer worked out square by square
// (before edge classes), up to the last square of the board.
func onBoardPerSquare(t *tables, offs []int32) [][]int32 {
	at := make([][]int32, int(t.squares[len(t.squares)-1])+1)
	for _, s := range t.squares {
		l := []int32{}
		for _, off := range offs {
			if to := int(s) + int(off); uint(to) < uint(t.size) && t.sqFile[to] >= 0 {
				l = append(l, off)
			}
		}
		if len(offs) > 0 {
			at[s] = l
		}
	}
	return at
}

// lists returns at's lists by square (nil off the board).
func (at offsAt) lists() [][]int32 {
	out := make([][]int32, len(at))
	for s, l := range at {
		if l != nil {
			out[s] = *l
		}
	}
	return out
}

// findOnBoardAt by edge class answers as square by square, for every
// type's ride and leap offsets and for every step of the guard band's box.
func TestOnBoardAtByEdgeClass(t *testing.T) {
	for name, tb := range builtinTables(t) {
		if tb.edgeReps == nil && tb.hole == nil && tb.stride >= 2*tb.gb+1 {
			t.Errorf("%s: no edge classes", name)
		}
		lists := [][]int32{boxSteps(tb)}
		for i := range tb.types {
			for c := range tb.types[i].col {
				pc := &tb.types[i].col[c]
				lists = append(lists, pc.rideOffs, pc.leapOffs)
			}
		}
		for _, offs := range lists {
			if len(offs) > 64 {
				offs = offs[:64]
			}
			if diff := cmp.Diff(onBoardPerSquare(tb, offs), tb.findOnBoardAt(offs).lists(), cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("%s: offsets %v (-per square +by class):\n%s", name, offs, diff)
			}
		}
	}
}

// boxSteps returns the offsets of the steps of at most gb files and gb
// ranks, and one step past (not in the box).
func boxSteps(t *tables) []int32 {
	var offs []int32
	for dy := -t.gb; dy <= t.gb; dy++ {
		for dx := -t.gb; dx <= t.gb; dx++ {
			if dx != 0 || dy != 0 {
				offs = append(offs, int32(dx+dy*t.stride))
			}
		}
	}
	return append(offs, int32(t.gb+1), int32(-(t.gb+1)*t.stride))
}

// mayReachAsBefore is markZoneFar's test as it was, forward from a square,
// every step of a slide tested.
func mayReachAsBefore(pc *ptcol, from int, zone []bool, longest int32) bool {
	in := func(s int) bool { return s >= 0 && s < len(zone) && zone[s] }
	for _, l := range pc.plain {
		if in(from + int(l.off)) {
			return true
		}
	}
	for _, l := range pc.special {
		if in(from + int(l.off)) {
			return true
		}
	}
	for _, l := range pc.slides {
		for k := int32(1); k <= min(l.max, longest); k++ {
			if in(from + int(k*l.off)) {
				return true
			}
		}
	}
	return false
}

// zoneTablesAsBefore works out, square by square as before the start-up
// work of issue 31, a type's promotion zone and, per colour, zoneFar,
// mcAt and zoneCode.
type zoneTables struct {
	PromoZone, Zone [2][]bool
	ZoneFar, MCAt   [2][]bool
	ZoneCode        [2][]uint8
}

func zoneTablesAsBefore(t *tables, ty *ptype) zoneTables {
	var z zoneTables
	longest := int32(max(t.files, t.ranks))
	for c := range ty.col {
		pc := &ty.col[c]
		if ty.promo != nil {
			z.PromoZone[c] = make([]bool, t.size)
			for _, s := range t.squares {
				z.PromoZone[c][s] = t.inPromoZone(c, int(s), ty.promo)
			}
		}
		z.Zone[c] = ty.zone[c]
		if ty.pr.special {
			z.Zone[c] = make([]bool, t.size)
			for _, s := range t.squares {
				z.Zone[c][s] = ty.pr.inZone[c] != nil && ty.pr.inZone[c][s] || ty.pr.stuck[c] != nil && ty.pr.stuck[c][s]
			}
		}
		startIn := func(s int16) bool {
			return (ty.pr.leaving || ty.pr.captureIn) && ty.pr.inZone[c] != nil && ty.pr.inZone[c][s]
		}
		if pc.countOnly() && ty.zone[c] != nil {
			z.ZoneFar[c] = make([]bool, t.size)
			for _, s := range t.squares {
				z.ZoneFar[c][s] = !startIn(s) && !mayReachAsBefore(pc, int(s), ty.zone[c], longest)
			}
		}
		if shortcutsOff&scCountMCAt == 0 && pc.count == countFreeLeaps && pc.mc && len(pc.special) == 0 {
			at, some := make([]bool, t.size), false
			for _, s := range t.squares {
				far := pc.zoneFar != nil && pc.zoneFar[s]
				at[s] = far || ty.zone[c] == nil && !startIn(s)
				some = some || at[s]
			}
			if some {
				z.MCAt[c] = at
			}
		}
		z.ZoneCode[c] = make([]uint8, t.size)
		for _, s := range t.squares {
			switch {
			case pc.zoneFar != nil && pc.zoneFar[s]:
			case startIn(s):
				z.ZoneCode[c][s] = 2
			default:
				z.ZoneCode[c][s] = 1
			}
		}
	}
	return z
}

// The promotion zones, zoneFar, mcAt and zoneCode are as they were built
// square by square, for each type alone (zoneFar and zoneCode are shared
// by the types with the same: answerSet).
func TestZoneTablesAsBefore(t *testing.T) {
	for name, tb := range builtinTables(t) {
		for i := range tb.types {
			ty := &tb.types[i]
			got := zoneTables{Zone: ty.zone, ZoneCode: [2][]uint8{ty.col[0].zoneCode, ty.col[1].zoneCode}}
			if ty.promo != nil {
				got.PromoZone = ty.pr.inZone
			}
			for c := range ty.col {
				got.ZoneFar[c], got.MCAt[c] = ty.col[c].zoneFar, ty.col[c].mcAt
			}
			if diff := cmp.Diff(zoneTablesAsBefore(tb, ty), got); diff != "" {
				t.Errorf("%s: type %s (-before +now):\n%s", name, ty.letter, diff)
			}
		}
	}
}

// markZoneFar's shared start (zoneFarStart) follows startIn as well as
// the zone: in Chu Shogi with every other type's startIn the whole board
// (the zone arrays kept), each zoneFar is as worked out square by square.
func TestZoneFarStartIn(t *testing.T) {
	tb, err := newTables(builtinProgram(t, "chushogi"))
	if err != nil {
		t.Fatal(err)
	}
	board := make([]bool, tb.size)
	for _, s := range tb.squares {
		board[s] = true
	}
	for i := 0; i < len(tb.types); i += 2 {
		tb.types[i].pr.inZone = [2][]bool{board, board}
	}
	tb.markZoneFar()
	for i := range tb.types {
		ty := &tb.types[i]
		want := zoneTablesAsBefore(tb, ty).ZoneFar
		if diff := cmp.Diff(want, [2][]bool{ty.col[0].zoneFar, ty.col[1].zoneFar}); diff != "" {
			t.Errorf("type %s (-before +now):\n%s", ty.letter, diff)
		}
	}
}

// raysAt is a square's attack rays (sqRays) as offsets and leaps.
type raysAt struct {
	Offs  []int32
	Leaps int
}

// The attack rays by edge class are the rays worked out square by square.
func TestRaysAtByEdgeClass(t *testing.T) {
	for name, tb := range builtinTables(t) {
		for c := range tb.att {
			all, leaps := tb.att[c], tb.attLeaps[c]
			var want, got []raysAt
			for sq := range tb.size {
				w := raysAt{Leaps: leaps}
				for i, r := range all {
					if tb.plan.uses&scRaysAt == 0 || tb.sqFile[sq] < 0 || tb.rayStarts(sq, r) {
						w.Offs = append(w.Offs, r.off)
					} else if i < leaps {
						w.Leaps--
					}
				}
				want = append(want, w)
				g := raysAt{Leaps: tb.attAt[c][sq].leaps}
				for _, r := range tb.attAt[c][sq].rays {
					g.Offs = append(g.Offs, r.off)
				}
				got = append(got, g)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("%s: colour %d (-per square +now):\n%s", name, c, diff)
			}
		}
	}
}

// reachesSeenAsBefore and markStepsAsBefore are reachesSeen and
// markSteps through get and put, raySteps at every step.
func reachesSeenAsBefore(t *tables, seen *vecGrid[struct{}], dx, dy, rng int32) bool {
	again := false
	for k := int32(1); k <= t.raySteps(dx, dy, rng); k++ {
		d := vec{k * dx, k * dy}
		if _, ok := seen.get(d); ok {
			again = true
		}
		seen.put(d, struct{}{})
	}
	return again
}

func markStepsAsBefore(t *tables, stepOf *vecGrid[vec], dx, dy, rng int32) {
	step := vec{dx, dy}
	for k := int32(1); k <= t.raySteps(dx, dy, rng); k++ {
		d := vec{k * dx, k * dy}
		if st, ok := stepOf.get(d); ok && st != step {
			stepOf.put(d, vec{})
		} else {
			stepOf.put(d, step)
		}
	}
}

// reachesSeen and markSteps fill their grids as through get and put,
// for every step of up to 3 files and ranks and a few ranges, one after
// the other on one grid.
func TestVecGridMarksAsBefore(t *testing.T) {
	for _, size := range [][2]int{{8, 8}, {12, 12}, {9, 10}, {3, 7}} {
		tb := &tables{files: size[0], ranks: size[1]}
		seen, seenBefore := newVecGrid[struct{}](size[0], size[1]), newVecGrid[struct{}](size[0], size[1])
		stepOf, stepOfBefore := newVecGrid[vec](size[0], size[1]), newVecGrid[vec](size[0], size[1])
		var again, againBefore []bool
		for _, rng := range []int32{1, 0, 2, 5} {
			for dy := int32(-3); dy <= 3; dy++ {
				for dx := int32(-3); dx <= 3; dx++ {
					if dx == 0 && dy == 0 || tb.raySteps(dx, dy, rng) == 0 {
						continue
					}
					again = append(again, tb.reachesSeen(&seen, dx, dy, rng))
					againBefore = append(againBefore, reachesSeenAsBefore(tb, &seenBefore, dx, dy, rng))
					tb.markSteps(&stepOf, dx, dy, rng)
					markStepsAsBefore(tb, &stepOfBefore, dx, dy, rng)
				}
			}
		}
		got := []any{again, seen.slots, stepOf.slots}
		want := []any{againBefore, seenBefore.slots, stepOfBefore.slots}
		if diff := cmp.Diff(want, got, cmp.AllowUnexported(vecSlot[struct{}]{}, vecSlot[vec]{}, vec{})); diff != "" {
			t.Errorf("%dx%d: (-before +now):\n%s", size[0], size[1], diff)
		}
	}
}

// boolsEqual answers as slices.Equal.
func TestBoolsEqual(t *testing.T) {
	lists := [][]bool{nil, {}, {false}, {true}, {true, false}, {true, true}, make([]bool, 242), append(make([]bool, 241), true)}
	for _, a := range lists {
		for _, b := range lists {
			if got, want := boolsEqual(a, b), slices.Equal(a, b); got != want {
				t.Errorf("boolsEqual(%v, %v) = %v, slices.Equal %v", a, b, got, want)
			}
		}
	}
}

// asciiFoldsApart says apart only of strings strings.EqualFold finds
// different, for every pair of first bytes.
func TestASCIIFoldsApart(t *testing.T) {
	for x := 0; x < 256; x++ {
		for y := 0; y < 256; y++ {
			for _, rest := range [][2]string{{"", ""}, {"x", "X"}, {"\u212a", "k"}} {
				a, b := string(rune(x))+rest[0], string(rune(y))+rest[1]
				if asciiFoldsApart(a, b) && strings.EqualFold(a, b) {
					t.Errorf("asciiFoldsApart(%q, %q), but EqualFold", a, b)
				}
			}
		}
	}
	if !asciiFoldsApart("K", "q") || asciiFoldsApart("K", "k") || asciiFoldsApart("\u212a", "k") {
		t.Error("asciiFoldsApart(K, q) false, or (K, k) or (Kelvin sign, k) true")
	}
}

// TestHopLeapsHaveHopLegs: hopSteps gives hopsCollide no grid for a type
// without a hop leg, as hopLeap makes a hop of no other move.
func TestHopLeapsHaveHopLegs(t *testing.T) {
	hops := 0
	for name, tb := range builtinTables(t) {
		for i := range tb.prog.Pieces {
			tb.prog.EachMove(i, func(m legdefs.Move) bool {
				for _, s := range []int32{1, -1} {
					if _, ok := tb.hopLeap(m, s); ok {
						hops++
						if !hasMode([]legdefs.Move{m}, legdefs.ModeHop) {
							t.Errorf("%s: type %d: hop %v has no hop leg", name, i, m)
						}
					}
				}
				return true
			})
		}
	}
	if hops == 0 {
		t.Error("no built-in has a hop")
	}
}
