package vm

import (
	"testing"

	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
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

// The keys drawn by index are the stream's on the board, 0 off it.
func TestZobristKeysByIndex(t *testing.T) {
	for name, tb := range builtinTables(t) {
		zPiece, zVirgin, zEP, zSide, zWall := drawnZobrist(tb)
		want := [][]uint64{onBoard(tb, zPiece), onBoard(tb, zVirgin), onBoard(tb, zEP), {zSide}, onBoard(tb, zWall)}
		got := [][]uint64{tb.zPiece, tb.zVirgin, tb.zEP, {tb.zSide}, tb.zWall}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: keys (-drawn +by index):\n%s", name, diff)
		}
	}
}

// onBoardPerSquare is findOnBoardAt's answer worked out square by square
// (before edge classes).
func onBoardPerSquare(t *tables, offs []int32) [][]int32 {
	at := make([][]int32, t.size)
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
			if diff := cmp.Diff(onBoardPerSquare(tb, offs), tb.findOnBoardAt(offs)); diff != "" {
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
