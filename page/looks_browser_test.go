package page_test

import (
	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/picture"
)

// checkLooks: the board is drawn in the variant's board-style (a picture
// under clear squares unless it is chess's), and every piece on it is
// its image from package picture, as Go draws it, with its letter kept.
func (c *pageCheck) checkLooks() {
	c.b.t.Helper()
	v, p, err := compiler.Load(c.variant)
	if err != nil {
		c.b.t.Fatal(err)
	}
	style := eval[[]string](c.b, `[document.getElementById("board").dataset.style,
		String(document.getElementById("board").classList.contains("pictured"))]`)
	pictured := v.BoardStyle.Board() != picture.Chess
	if diff := cmp.Diff([]string{v.BoardStyle.Board(), map[bool]string{true: "true", false: "false"}[pictured]}, style); diff != "" {
		c.b.t.Errorf("board style, pictured (-want +got):\n%s", diff)
	}
	got := eval[[]string](c.b, `[...document.querySelectorAll("#board .sq .pc")].map(pc => {
		const img = pc.querySelector("img");
		const prefix = "data:image/svg+xml,";
		const svg = img && img.src.startsWith(prefix) ? decodeURIComponent(img.src.slice(prefix.length)) : "(no image)";
		return pc.parentElement.dataset.sq + " " + pc.textContent + " " + svg;
	})`)
	set := picture.NewSet(v.BoardStyle, p)
	pos := c.position()
	want := []string{} // as the page's list is, when the board starts empty (placement)
	for r := pos.Ranks() - 1; r >= 0; r-- {
		for f := 0; f < pos.Files(); f++ {
			sq := pos.Square(f, r)
			if sq < 0 || pos.Piece(sq) == "" {
				continue
			}
			pc := pos.Piece(sq)
			want = append(want, pos.SquareName(sq)+" "+toUpper(pc)+" "+set.PieceSVG(pc, 48))
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		c.b.t.Errorf("pieces on the page (+) vs package picture's images (-):\n%s", diff)
	}
}

func toUpper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}
