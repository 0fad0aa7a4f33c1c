package page_test

import (
	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/picture"
)

// checkLooks: the board is drawn in the variant's board-style (a picture
// under clear squares unless it is chess's), every piece on it is its
// image from package picture, as Go draws it, with its letter kept, and
// the coordinates are picture's (checkCoords).
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
	c.checkCoords()
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

// checkCoords: the coordinates round the board are package picture's
// (Board.Labels, which the SVG pictures write), each in the square at its
// edge of the board as shown, by file or rank; labels on two opposite
// edges (xiangqi's, one row each player's) turn with the board.
func (c *pageCheck) checkCoords() {
	c.b.t.Helper()
	v, p, err := compiler.Load(c.variant)
	if err != nil {
		c.b.t.Fatal(err)
	}
	flipped := eval[bool](c.b, `flipped`)
	labels := picture.Board{Style: v.BoardStyle, Files: p.Files, Ranks: p.Ranks}.Labels()
	used := map[string]bool{}
	for _, l := range labels {
		used[l.Side] = true
	}
	opposite := map[string]string{"top": "bottom", "bottom": "top", "left": "right", "right": "left"}
	at := map[string]map[int]string{"top": {}, "bottom": {}, "left": {}, "right": {}}
	for _, l := range labels {
		side := l.Side
		if flipped && used[opposite[side]] {
			side = opposite[side]
		}
		at[side][l.Index] = l.Text
	}
	want := []string{}
	for y := range p.Ranks {
		for x := range p.Files {
			file, rank := x, p.Ranks-1-y
			if flipped {
				file, rank = p.Files-1-x, y
			}
			edge := map[string]bool{"top": y == 0, "bottom": y == p.Ranks-1, "left": x == 0, "right": x == p.Files-1}
			for _, side := range []string{"top", "bottom", "left", "right"} {
				i := file
				if side == "left" || side == "right" {
					i = rank
				}
				if t, ok := at[side][i]; ok && edge[side] {
					want = append(want, side+" "+t)
				}
			}
		}
	}
	got := eval[[]string](c.b, `[...document.querySelectorAll("#board .coord")].map(e => e.classList[1] + " " + e.textContent)`)
	if diff := cmp.Diff(want, got); diff != "" {
		c.b.t.Errorf("coordinates on the page (+) vs package picture's labels (-), flipped %v:\n%s", flipped, diff)
	}
}

// coords are the page's coordinates on one edge of the board, in the
// order shown (left to right, top to bottom).
func (c *pageCheck) coords(side string) string {
	c.b.t.Helper()
	return eval[string](c.b, `[...document.querySelectorAll("#board .coord.`+side+`")].map(e => e.textContent).join(" ")`)
}

// checkCoordsAre: the coordinates on each edge named read as want.
func (c *pageCheck) checkCoordsAre(want map[string]string) {
	c.b.t.Helper()
	got := map[string]string{}
	for side := range want {
		got[side] = c.coords(side)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		c.b.t.Errorf("coordinates by edge (-want +got):\n%s", diff)
	}
}
