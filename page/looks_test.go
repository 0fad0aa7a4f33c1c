package page

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/picture"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// Every piece of every built-in's start position has its image in the
// page's looks (the page would fall back to a letter in a disc), the
// board picture is there exactly when the style is not chess's, and a
// holed board's picture as Black sees it differs from White's.
func TestLooks(t *testing.T) {
	for _, name := range variants.BuiltinNames() {
		v, p, err := compiler.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		l := looks(v, p)
		pos, err := vm.NewPosition(p, "")
		if err != nil {
			t.Fatal(err)
		}
		for r := 0; r < pos.Ranks(); r++ {
			for f := 0; f < pos.Files(); f++ {
				if sq := pos.Square(f, r); sq >= 0 && pos.Piece(sq) != "" {
					if _, ok := l.Pieces[pos.Piece(sq)]; !ok {
						t.Errorf("%s: no image for %s on %s", name, pos.Piece(sq), pos.SquareName(sq))
					}
				}
			}
		}
		if got, want := len(l.Background), map[bool]int{true: 0, false: 2}[v.BoardStyle.Board() == picture.Chess]; got != want {
			t.Errorf("%s (%s): %d board pictures, want %d", name, v.BoardStyle, got, want)
		}
		if len(l.Background) == 2 && len(p.Holes) == 0 && l.Background[0] != l.Background[1] {
			t.Errorf("%s: a board with no holes looks different turned round", name)
		}
	}
	// the xiangqi board's picture has the palaces' lines and the river
	v, p, err := compiler.Load("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	if bg := looks(v, p).Background[0]; !strings.Contains(bg, `class="river"`) || !strings.Contains(bg, `class="lines"`) {
		t.Errorf("xiangqi's board picture has no river or lines:\n%s", bg)
	}
}
