package rcx

import (
	"testing"

	"github.com/betzac/betzac/legdefs"
	"github.com/google/go-cmp/cmp"
)

// chessLay is chess's mailbox: 8×8, guard band 2, rows of 10.
var chessLay = layout{files: 8, ranks: 8, gb: 2, stride: 10, size: 122}

// TestLineMap: line[] gives a displacement's shortest step among the
// steps that matter, and marks the indices two of them share: rows of
// 10 make (7, 0) and (-3, 1) both offset 7.
func TestLineMap(t *testing.T) {
	at := func(dx, dy int) int { return dy*chessLay.stride + dx + chessLay.size - 1 }
	tests := []struct {
		name   string
		aims   []int
		dx, dy int
		want   int
	}{
		{"rank, rook's step", []int{1}, 7, 0, 1},
		{"(-3,1)'s step 7 does not matter", []int{1}, -3, 1, 1},
		{"both matter: ambiguous", []int{1, 7}, 7, 0, lineAmbiguous},
		{"file, two squares", nil, 0, -2, -10},
		{"diagonal", []int{11}, 3, 3, 11},
		{"knight's line, its step", []int{21}, 2, 4, 21},
		{"no step that matters", nil, 2, 1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tb := &tables{lay: chessLay}
			for _, a := range tc.aims {
				tb.legs = append(tb.legs, cleg{aim: a})
			}
			if got := tb.lineMap()[at(tc.dx, tc.dy)]; got != tc.want {
				t.Errorf("line[(%d,%d)] = %d, want %d", tc.dx, tc.dy, got, tc.want)
			}
		})
	}
}

// TestAimOf: a final leg aims at its line's shortest step, one that
// takes nothing never hits, earlier legs and castling are not aimed.
func TestAimOf(t *testing.T) {
	const mc = legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeFinal
	hop := legdefs.Move{{Range: 0, DX: 0, DY: 1, Mode: legdefs.ModeHop}, {Range: 0, DX: 0, DY: 1, Mode: legdefs.ModeCapture | legdefs.ModeFinal}}
	tests := []struct {
		name string
		m    legdefs.Move
		k    int
		want int
	}{
		{"rider", legdefs.Move{{Range: 0, DX: 1, DY: 1, Mode: mc}}, 0, 11},
		{"(2,2) rider: the line's step", legdefs.Move{{Range: 0, DX: 2, DY: 2, Mode: mc}}, 0, 11},
		{"knight", legdefs.Move{{Range: 1, DX: 1, DY: 2, Mode: mc}}, 0, 21},
		{"move only", legdefs.Move{{Range: 0, DX: 0, DY: 1, Mode: legdefs.ModeMove | legdefs.ModeFinal}}, 0, aimNever},
		{"cannon's hop leg", hop, 0, 0},
		{"cannon's capture leg", hop, 1, 10},
		{"castling", legdefs.Move{{Range: 0, DX: 1, Mode: legdefs.ModeCastle}, {Range: 1, DX: 2, Mode: legdefs.ModeMove | legdefs.ModeFinal}}, 1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := chessLay.aimOf(tc.m, tc.k); got != tc.want {
				t.Errorf("aimOf leg %d = %d, want %d", tc.k, got, tc.want)
			}
		})
	}
}

// TestMoveMaps: a sliding multi-leg move gets its own reach map, shared
// by moves with the same one, and no more than maxMoveMaps are made.
func TestMoveMaps(t *testing.T) {
	hook := func(dx1, dy1, dx2, dy2 int32) legdefs.Move {
		return legdefs.Move{{Range: 0, DX: dx1, DY: dy1, Mode: legdefs.ModeMove}, {Range: 0, DX: dx2, DY: dy2, Mode: legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeFinal}}
	}
	tb := &tables{lay: chessLay}
	got := []int{
		tb.moveMap(hook(0, 1, 1, 0)),
		tb.moveMap(hook(1, 0, 0, 1)), // the same quadrant
		tb.moveMap(hook(0, -1, -1, 0)),
		tb.moveMap(legdefs.Move{{Range: 0, DX: 1, Mode: legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeFinal}}),
		tb.moveMap(legdefs.Move{{Range: 1, DX: 1, Mode: legdefs.ModeMove}, {Range: 1, DX: 1, DY: 1, Mode: legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeFinal}}),
	}
	if diff := cmp.Diff([]int{1, 1, 2, 0, 0}, got); diff != "" {
		t.Errorf("map numbers (-want +got):\n%s", diff)
	}
	// (3, 2) is in the ++ quadrant only
	i := 2*chessLay.stride + 3 + chessLay.size - 1
	rowLen := (2*chessLay.size - 1 + 7) / 8
	if tb.mreach[i>>3]&(1<<(i&7)) == 0 || tb.mreach[rowLen+(i>>3)]&(1<<(i&7)) != 0 {
		t.Errorf("(3,2): in map 1 %v, in map 2 %v; want in 1 only", tb.mreach[i>>3]&(1<<(i&7)) != 0, tb.mreach[rowLen+(i>>3)]&(1<<(i&7)) != 0)
	}
	for dx := int32(-7); dx <= 7; dx++ {
		for dy := int32(1); dy <= 7; dy++ {
			tb.moveMap(hook(0, 1, dx, dy))
		}
	}
	if n := len(tb.mreach) / rowLen; n != maxMoveMaps {
		t.Errorf("%d maps, want at most %d", n, maxMoveMaps)
	}
}
