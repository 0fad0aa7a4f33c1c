package diagram_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/diagram"
)

// A board with holes is drawn as its players see it: the holes are no
// squares, in Text (blank) and SVG (no square drawn), and the piece moves
// on the board, not on the rectangle. Troitzky's corners are holes (its
// start FEN, ****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/...: eight on
// ranks 1 and 10, four on 2 and 9, two on 3, 4, 7 and 8; 32).
func TestHolesDrawnAbsent(t *testing.T) {
	prog := load(t, "troitzky")
	d, err := diagram.ForPiece(prog, "Q", "e5", "")
	if err != nil {
		t.Fatal(err)
	}
	holes := 0
	for i := range d.Marks {
		if d.IsHole(i) {
			holes++
			if d.Marks[i] != 0 || d.Pieces[i] != "" {
				t.Errorf("hole %v: marks %b, piece %q", diagram.Square{File: i % d.Files, Rank: i / d.Files}, d.Marks[i], d.Pieces[i])
			}
		}
	}
	if holes != 32 {
		t.Errorf("%d holes, want 32", holes)
	}
	// The queen's diagonals from e5 stop at c3 and h8 (b2 and i9 are
	// holes); on the file e1 and e10 are squares, on the rank a5 and j5.
	has := map[string]bool{}
	for _, s := range marked(d, diagram.Move, diagram.Move) {
		has[s] = true
	}
	for s, ok := range map[string]bool{"c3:m": true, "b2:m": false, "a1:m": false, "h8:m": true, "i9:m": false,
		"e1:m": true, "e10:m": true, "a5:m": true, "j5:m": true} {
		if has[s] != ok {
			t.Errorf("queen on e5: %s marked %v, want %v", s, has[s], ok)
		}
	}
	lines := strings.Split(d.Text(), "\n")
	// rank 1: a1-d1 holes (blank), e1 the queen's file, f1 empty
	if diff := cmp.Diff(" 1              *  . "+strings.Repeat(" ", 12), lines[10]); diff != "" {
		t.Errorf("Text's rank 1 (-want +got):\n%s\n%s", diff, d.Text())
	}
	squaresDrawn := len(regexp.MustCompile(`fill="#(f0d9b5|b58863)"`).FindAll(d.SVG(), -1))
	if squaresDrawn != 100-32 {
		t.Errorf("SVG draws %d squares, want 68 (100 less 32 holes)", squaresDrawn)
	}
}

// Castling with holes: Omicron's rim is holes, so its king on g2 castles
// with the rooks on c2 and j2 (one in from the last squares, b2 and k2,
// where the Champions stand), to e2 or i2. The diagram shows those rooks
// (not the Champions), and the squares between king and rook that are not
// the king's targets (d2) must be empty; the rooks' squares are not.
func TestCastlingWithHoles(t *testing.T) {
	d, err := diagram.ForPiece(load(t, "omicron"), "K", "g2", "")
	if err != nil {
		t.Fatal(err)
	}
	var pieces []string
	for i, p := range d.Pieces {
		if p != "" {
			pieces = append(pieces, diagram.Square{File: i % d.Files, Rank: i / d.Files}.String()+p)
		}
	}
	if diff := cmp.Diff([]string{"c2R", "g2K", "j2R"}, pieces); diff != "" {
		t.Errorf("pieces (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(squares("e2:O i2:O"), marked(d, diagram.Castle, diagram.Castle)); diff != "" {
		t.Errorf("castling (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(squares("d2:b"), marked(d, diagram.Block, diagram.Block)); diff != "" {
		t.Errorf("must be empty (-want +got):\n%s\n%s", diff, d.Text())
	}
}

func TestPieceOnAHole(t *testing.T) {
	_, err := diagram.ForPiece(load(t, "troitzky"), "Q", "a1", "")
	if err == nil || !strings.Contains(err.Error(), "square a1 is a hole, not on the board") {
		t.Errorf("ForPiece on a hole: %v", err)
	}
}
