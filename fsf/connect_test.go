package fsf

import (
	"strings"
	"testing"
)

// TestImportConnect: FSF's connect settings (variant.h, position.cpp
// is_immediate_game_end) become betzac's connect rules or are named.
// The expected lines follow FSF's meaning, given in each case's comment.
func TestImportConnect(t *testing.T) {
	const stones = "[x]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\nstartFen = 3/3/3[PPPPPpppp] w - - 0 1\npieceDrops = true\n"
	tests := []struct {
		name, ini    string
		want         []string // lines the YAML must have
		untranslated []string // nil: none
		ignored      string   // an Ignored entry, if any
	}{
		// connectN: n in a row along every line (all three kinds default
		// to true); the immobile piece never moves
		{"tictactoe", stones + "connectN = 3\n",
			[]string{`  - {letter: P, name: "Immobile", betza: "", clock: keep}`, "connect: 3"}, nil, ""},
		// connectDiagonal = false leaves the ranks and files
		{"orthogonal", stones + "connectN = 3\nconnectDiagonal = false\n", []string{"connect: 3", "connect-lines: orthogonal"}, nil, ""},
		{"vertical", stones + "connectN = 3\nconnectDiagonal = false\nconnectHorizontal = false\n", []string{"connect-lines: vertical"}, nil, ""},
		{"diagonal", stones + "connectN = 3\nconnectVertical = false\nconnectHorizontal = false\n", []string{"connect-lines: diagonal"}, nil, ""},
		{"rank and diagonals", stones + "connectN = 3\nconnectVertical = false\n", nil,
			[]string{"connectHorizontal = true, connectVertical = false, connectDiagonal = true (connect-lines: all, orthogonal, horizontal, vertical or diagonal)"}, ""},
		// connectNxN: an n by n block; collinearN: n on a line with
		// gaps; connectPieceTypes: the types counted; connectValue only
		// scores the end
		{"square", stones + "connectN = 3\nconnectNxN = 2\n", []string{"connect: 3", "connect-square: 2"}, nil, ""},
		{"collinear", "[x]\nmaxRank = 5\nmaxFile = 5\ncustomPiece1 = m:cW\ncustomPiece2 = p:mW\nstartFen = ppppM/ppppp/ppMpp/ppppp/Mpppp\n" +
			"collinearN = 3\nconnectDiagonal = false\nconnectPieceTypes = m\nconnectValue = loss\n",
			[]string{"connect-collinear: 3", "connect-lines: orthogonal", "connect-pieces: M"}, nil,
			"connectValue = loss (scores a connection: no move changes)"},
		{"pieces not translated", stones + "connectN = 3\nconnectPieceTypes = q\n", nil,
			[]string{"connectPieceTypes = q (Q is not a translated piece)"}, ""},
		// enclosingDrop = top: a drop on rank 1 or on a piece (cfour)
		{"top drops", stones + "connectN = 3\nenclosingDrop = top\n", []string{"connect: 3", "drop-stack: bottom"}, nil, ""},
		// enclosingDrop = anyside: pushed in from an edge (cfour-anyside)
		{"anyside drops", stones + "connectN = 3\nenclosingDrop = anyside\n", []string{"drop-stack: sides"}, nil, ""},
		{"reversi drops", stones + "connectN = 3\nenclosingDrop = reversi\n", nil, []string{"enclosingDrop = reversi"}, ""},
		// connect regions (gale) are named
		{"regions", stones + "connectRegion1White = a*\nconnectRegion2White = c*\nconnectRegion1Black = *1\nconnectRegion2Black = *3\nconnectDiagonal = false\n",
			[]string{"connect-from: a1 a2 a3", "connect-to: c1 c2 c3", "connect-from-black: a1-c1", "connect-to-black: a3-c3", "connect-lines: orthogonal"}, nil, ""},
		// freeDrops (Ataxx, and gale through snort): a side drops without
		// holding; where no piece moves the board only fills, so a hand of
		// one piece per empty square (here 7) never runs out
		{"free drops", "[x]\nmaxRank = 3\nmaxFile = 3\nimmobile = p\nstartFen = P1p/3/3\npieceDrops = true\nfreeDrops = true\nadjudicateFullBoard = true\nconnectN = 3\n",
			[]string{"start: P1p/3/3[PPPPPPPppppppp] w - - 0 1", "connect: 3"}, nil,
			"adjudicateFullBoard = true (no piece moves, no pass: a full board has no moves anyway)"},
		// a piece that moves may empty squares again: named
		{"free drops that move", "[x]\nmaxRank = 3\nmaxFile = 3\ncustomPiece1 = p:mW\nstartFen = P1p/3/3\npieceDrops = true\nfreeDrops = true\n", nil,
			[]string{"freeDrops = true"}, ""},
		// gale inherits snort, which inherits FSF's built-in ataxx
		{"ataxx parent", "[snort:ataxx]\nimmobile = p\nstartFen = 8/8/8/8/8/8/8/8\nenclosingDrop = snort\nflipEnclosedPieces = none\nmaxRank = 8\nmaxFile = 8\npassOnStalemate = false\n" +
			"[x:snort]\nmaxRank = 3\nmaxFile = 3\nstartFen = 1p1/P1P/1p1\nenclosingDrop = none\nconnectRegion1White = a*\nconnectRegion2White = c*\nconnectRegion1Black = *1\nconnectRegion2Black = *3\n",
			[]string{`  - {letter: P, name: "Immobile", betza: "", clock: keep}`, "drops: true", "connect-from: a1 a2 a3", "start: 1p1/P1P/1p1[PPPPPppppp] w - - 0 1"}, nil, ""},
		{"regions one side", stones + "connectRegion1White = a*\nconnectRegion2White = c*\n", nil,
			[]string{"connect regions for one side only (betzac's connect-from and connect-to are both sides' unless Black's are given)"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			imp := wantImportLines(t, tt.ini, tt.untranslated, tt.want)
			if tt.ignored != "" && !strings.Contains(strings.Join(imp.Ignored, "\n"), tt.ignored) {
				t.Errorf("ignored %q, want %q among them", imp.Ignored, tt.ignored)
			}
		})
	}
}
