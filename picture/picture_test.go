package picture_test

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/picture"
)

func load(t *testing.T, name string) (picture.Style, *picture.Set, int, int) {
	t.Helper()
	v, p, err := compiler.Load(name)
	if err != nil {
		t.Fatal(err)
	}
	return v.BoardStyle, picture.NewSet(v.BoardStyle, p), p.Files, p.Ranks
}

// Each piece gets the image its players know it by: the expected values
// are the games' own (the cburnett set's file names, the characters
// printed on shogi, xiangqi and janggi pieces), not betzac's output.
func TestPieceImages(t *testing.T) {
	for _, tc := range []struct {
		variant string
		want    map[string]string // FEN letter: the image
	}{
		{"chess", map[string]string{"K": "cburnett wK", "q": "cburnett bQ", "N": "cburnett wN", "p": "cburnett bP"}},
		{"capablanca", map[string]string{"A": "cburnett wB+wN", "c": "cburnett bR+bN", "R": "cburnett wR"}},
		{"amazon", map[string]string{"A": "cburnett wQ+wN"}},
		{"shogi", map[string]string{"K": "shogi 玉", "k": "shogi 王", "N": "shogi 桂", "L": "shogi 香", "P": "shogi 歩",
			"+P": "shogi promoted と", "+R": "shogi promoted 龍", "+b": "shogi promoted 馬", "g": "shogi 金"}},
		{"xiangqi", map[string]string{"K": "xiangqi 帥", "k": "xiangqi 將", "N": "xiangqi 傌", "n": "xiangqi 馬",
			"R": "xiangqi 俥", "r": "xiangqi 車", "P": "xiangqi 兵", "p": "xiangqi 卒", "C": "xiangqi 炮", "c": "xiangqi 砲"}},
		{"janggi", map[string]string{"K": "janggi 楚", "k": "janggi 漢", "A": "janggi 士", "C": "janggi 包", "P": "janggi 卒", "p": "janggi 兵"}},
		// invented pieces: their letters in a disc
		{"hoppelpoppel", map[string]string{"N": "disc N", "b": "disc B", "K": "cburnett wK"}},
		{"chushogi", map[string]string{"N": "shogi 獅", "Q": "shogi 奔", "+H": "shogi promoted 鷹", "+D": "shogi promoted 鷲",
			"+G": "shogi promoted 飛", "+O": "shogi promoted 獅", "e": "shogi 象"}},
	} {
		_, set, _, _ := load(t, tc.variant)
		got := map[string]string{}
		for l := range tc.want {
			got[l] = set.Describe(l)
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: images (-want +got):\n%s", tc.variant, diff)
		}
	}
	// a piece with no kanji here is its letter on a shogi piece
	invented := &legdefs.Program{Pieces: []legdefs.PieceType{{Letter: "Z", Name: "Zebra"}, {Letter: "+Z", Name: "Zebra (promoted)"}}}
	for l, want := range map[string]string{"Z": "shogi Z", "+z": "shogi promoted +Z"} {
		if got := picture.NewSet("shogi", invented).Describe(l); got != want {
			t.Errorf("shogi %s: %q, want %q", l, got, want)
		}
	}
	// "letters" draws the letters on the family's shapes
	_, p, err := compiler.Load("xiangqi")
	if err != nil {
		t.Fatal(err)
	}
	if got := picture.NewSet("xiangqi letters", p).Describe("n"); got != "xiangqi N" {
		t.Errorf("xiangqi letters: n is %q, want xiangqi N", got)
	}
}

// segments returns the line segments of a board's "lines" path, as
// "file,rank-file,rank" of the cells whose centres they join (48-pixel
// cells, the board's top left at x0, y0).
func segments(t *testing.T, svg string, ranks int, x0, y0 float64) map[string]bool {
	t.Helper()
	m := regexp.MustCompile(`class="lines" d="([^"]*)"`).FindStringSubmatch(svg)
	if m == nil {
		t.Fatalf("no lines in\n%s", svg)
	}
	out := map[string]bool{}
	cell := func(x, y float64) string {
		return fmt.Sprintf("%c%d", 'a'+int((x-x0)/48), ranks-int((y-y0)/48))
	}
	for _, seg := range strings.Split(m[1], "M")[1:] {
		var ax, ay, bx, by float64
		if _, err := fmt.Sscanf(seg, "%f,%fL%f,%f", &ax, &ay, &bx, &by); err != nil {
			t.Fatalf("segment %q: %v", seg, err)
		}
		out[cell(ax, ay)+"-"+cell(bx, by)] = true
	}
	return out
}

// Xiangqi's board: lines through the points, the palaces' diagonals, the
// river (no line across it but on the edge files); janggi's has no river.
func TestIntersectionBoards(t *testing.T) {
	for _, tc := range []struct {
		style      picture.Style
		has, hasNo []string
	}{
		{"xiangqi", []string{"d1-f3", "f1-d3", "d8-f10", "f8-d10", "a5-a6", "i5-i6", "a1-b1", "e4-e5"}, []string{"e5-e6", "b5-b6", "d4-f6"}},
		{"janggi", []string{"d1-f3", "f8-d10", "e5-e6", "b5-b6"}, nil},
	} {
		var sb strings.Builder
		picture.Board{Style: tc.style, Files: 9, Ranks: 10}.Draw(&sb, 0, 0, 48)
		segs := segments(t, sb.String(), 10, 0, 0)
		for _, s := range tc.has {
			if !segs[s] {
				t.Errorf("%s: no line %s", tc.style, s)
			}
		}
		for _, s := range tc.hasNo {
			if segs[s] {
				t.Errorf("%s: a line %s", tc.style, s)
			}
		}
		river := strings.Contains(sb.String(), `class="river"`)
		if river != (tc.style == "xiangqi") {
			t.Errorf("%s: river written %v", tc.style, river)
		}
	}
}

// Coordinates as the players write them.
func TestLabels(t *testing.T) {
	side := func(st picture.Style, files, ranks int, where string) string {
		var out []string
		for _, l := range (picture.Board{Style: st, Files: files, Ranks: ranks}).Labels() {
			if l.Side == where {
				out = append(out, l.Text)
			}
		}
		return strings.Join(out, " ")
	}
	for _, tc := range []struct {
		style        picture.Style
		files, ranks int
		where, want  string
	}{
		{"", 8, 8, "bottom", "a b c d e f g h"},
		{"", 8, 8, "left", "1 2 3 4 5 6 7 8"},
		{"shogi", 9, 9, "top", "9 8 7 6 5 4 3 2 1"},
		{"shogi", 9, 9, "right", "九 八 七 六 五 四 三 二 一"}, // rank 1 (bottom) first: 九
		{"shogi letters", 9, 9, "right", "i h g f e d c b a"},
		{"shogi", 12, 12, "right", "十二 十一 十 九 八 七 六 五 四 三 二 一"},
		{"xiangqi", 9, 10, "bottom", "九 八 七 六 五 四 三 二 一"},
		{"xiangqi", 9, 10, "top", "1 2 3 4 5 6 7 8 9"},
		{"janggi", 9, 10, "left", "0 9 8 7 6 5 4 3 2 1"},
		{"janggi", 9, 10, "bottom", "1 2 3 4 5 6 7 8 9"},
	} {
		if got := side(tc.style, tc.files, tc.ranks, tc.where); got != tc.want {
			t.Errorf("%q %dx%d %s: %q, want %q", tc.style, tc.files, tc.ranks, tc.where, got, tc.want)
		}
	}
}

// A position's SVG: each piece drawn on its square with its image (the
// cburnett drawing inside; a shogi piece's kanji), holes drawn as nothing.
func TestPositionSVG(t *testing.T) {
	st, set, files, ranks := load(t, "chess")
	pieces := make([]string, files*ranks)
	pieces[4], pieces[4+7*8], pieces[0] = "K", "k", "R"
	hole := make([]bool, files*ranks)
	hole[63] = true // h8
	svg := string(picture.Position{Board: picture.Board{Style: st, Files: files, Ranks: ranks, Hole: hole},
		Set: set, Pieces: pieces, Title: "t", Notes: []string{"White to move"}}.SVG())
	got := regexp.MustCompile(`data-square="(\w+)" data-piece="(\w+)"`).FindAllStringSubmatch(svg, -1)
	var placed []string
	for _, m := range got {
		placed = append(placed, m[1]+m[2])
	}
	sort.Strings(placed)
	if diff := cmp.Diff([]string{"a1R", "e1K", "e8k"}, placed); diff != "" {
		t.Errorf("pieces placed (-want +got):\n%s", diff)
	}
	if n := strings.Count(svg, `viewBox="0 0 45 45"`); n != 3 {
		t.Errorf("%d cburnett drawings, want 3", n)
	}
	squares := len(regexp.MustCompile(`fill="#(f0d9b5|b58863)"`).FindAllString(svg, -1))
	if squares != 63 {
		t.Errorf("%d squares drawn, want 63 (64 less a hole)", squares)
	}
	// shogi: pentagons and kanji; the star points of a 9x9 board
	st, set, files, ranks = load(t, "shogi")
	pieces = make([]string, files*ranks)
	pieces[0], pieces[80] = "+P", "l"
	svg = string(picture.Position{Board: picture.Board{Style: st, Files: files, Ranks: ranks}, Set: set, Pieces: pieces}.SVG())
	// Sente's tokin in red, upright; Gote's lance turned round
	for _, want := range []string{`fill="#c62828">と</text>`, `fill="#111111" transform="rotate(180 `, ">香</text>"} {
		if !strings.Contains(svg, want) {
			t.Errorf("shogi position: want %s in\n%s", want, svg)
		}
	}
	if n := strings.Count(svg, `class="star"`); n != 4 {
		t.Errorf("shogi: %d star points, want 4", n)
	}
}

func TestParseStyle(t *testing.T) {
	for in, want := range map[string]picture.Style{"chess": "chess", " xiangqi  letters ": "xiangqi letters", "janggi": "janggi"} {
		got, err := picture.ParseStyle(in)
		if err != nil || got != want {
			t.Errorf("ParseStyle(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "go", "shogi kanji", "chess letters please"} {
		if _, err := picture.ParseStyle(in); err == nil {
			t.Errorf("ParseStyle(%q): no error", in)
		}
	}
}

// TestPieceImagesAtOnce: the tables of piece names are built on first
// use (lazy.Value); sets drawn by goroutines at once, the first use
// when this test runs alone (go test -race -run TestPieceImagesAtOnce),
// describe their pieces as a set drawn afterwards does.
func TestPieceImagesAtOnce(t *testing.T) {
	type drawn struct {
		style picture.Style
		prog  *legdefs.Program
	}
	var all []drawn
	for _, name := range []string{"chess", "capablanca", "shogi", "xiangqi", "janggi"} {
		v, p, err := compiler.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, drawn{v.BoardStyle, p})
	}
	describe := func(d drawn) []string {
		set := picture.NewSet(d.style, d.prog)
		var out []string
		for _, pt := range d.prog.Pieces {
			out = append(out, set.Describe(pt.Letter), set.Describe(strings.ToLower(pt.Letter)))
		}
		return out
	}
	got := make([][]string, len(all))
	done := make(chan bool)
	for i, d := range all {
		go func() { got[i] = describe(d); done <- true }()
	}
	for range all {
		<-done
	}
	for i, d := range all {
		if diff := cmp.Diff(describe(d), got[i]); diff != "" {
			t.Errorf("%s: drawn at once (-after +at once):\n%s", d.prog.Name, diff)
		}
	}
}
