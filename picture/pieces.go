package picture

import (
	"embed"
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
)

//go:embed cburnett/*.svg
var cburnettFS embed.FS

// cburnett holds the chess pieces' drawings by "wK" … "bP", without their
// outer <svg> element (45×45 user units). They are read on first use: at
// package init every betzac command paid for it (issue 31).
var cburnett = lazy.Value[map[string]string]{Build: loadCburnett}

func loadCburnett() map[string]string {
	out := map[string]string{}
	for _, c := range "wb" {
		for _, p := range "KQRBNP" {
			name := string(c) + string(p)
			data, err := cburnettFS.ReadFile("cburnett/" + name + ".svg")
			if err != nil {
				panic(err) // embedded: cannot happen
			}
			s := string(data)
			s = s[strings.Index(s, ">")+1 : strings.LastIndex(s, "</svg>")]
			out[name] = s
		}
	}
	return out
}

// chessLetters are the chess pieces' names; chessPairs the fairy pieces
// drawn as two of them (their moves are the two's), by name and by Betza.
// These tables and the characters below are built on first use: only the
// commands that draw pieces read them, and every command paid 5 KB for
// them at start (issue 31).
var (
	chessLetters = lazy.Value[map[string]string]{Build: func() map[string]string {
		return map[string]string{"king": "K", "queen": "Q", "rook": "R", "bishop": "B", "knight": "N", "pawn": "P"}
	}}
	chessPairs = lazy.Value[map[string]string]{Build: func() map[string]string {
		return map[string]string{
			"archbishop": "BN", "princess": "BN", "cardinal": "BN", "janus": "BN",
			"chancellor": "RN", "marshal": "RN", "empress": "RN",
			"amazon": "QN", "centaur": "KN",
		}
	}}
	betzaPairs = lazy.Value[map[string]string]{Build: func() map[string]string {
		return map[string]string{"BN": "BN", "NB": "BN", "RN": "RN", "NR": "RN", "QN": "QN", "NQ": "QN", "KN": "KN", "NK": "KN"}
	}}
)

// The characters of the shogi, xiangqi and janggi pieces, by name. A
// xiangqi or janggi pair is the first side's and the second's. Shogi's
// king is 玉 (gyokushō) for the first player and 王 (ōshō) for the
// second: 玉将 is "for the challenger or lower-ranked player who makes the
// first move" (Wiktionary, ぎょくしょう,
// https://en.m.wiktionary.org/wiki/ぎょくしょう), 王将 the higher-ranked
// player's ("Shogi Pieces",
// http://quest-for-japan.com/traditional-culture/shogi-generals-board-game-shogi-pieces/).
// Janggi's generals are 楚 (Cho, Blue, who moves first) and 漢 (Han, Red),
// its soldiers 卒 (jol, Blue's) and 兵 (byeong, Red's), the other pieces
// the same on both sides (車 包 馬 象 士): Wikipedia, Janggi, "The
// general" (as https://wikisum.wiki/wiki/Korean_chess gives it), and
// "Korea Janggi", http://dcslab.snu.ac.kr/~nirsys/KoreaJanggi.htm ("Green
// WANG is called CHO and red WANG is called HAN ... Green JJOL is called
// JJOL and red JJOL is called Byung").
var (
	shogiChars = lazy.Value[map[string]string]{Build: func() map[string]string {
		return map[string]string{
			"king": "玉", "rook": "飛", "bishop": "角", "gold general": "金", "silver general": "銀",
			"knight": "桂", "lance": "香", "pawn": "歩", "dragon": "龍", "horse": "馬", "tokin": "と",
			"promoted silver": "全", "promoted knight": "圭", "promoted lance": "杏",
			// chu shogi's, by the one-kanji abbreviations of its diagrams
			"go-between": "仲", "reverse chariot": "反", "ferocious leopard": "豹", "copper general": "銅",
			"drunk elephant": "象", "blind tiger": "虎", "phoenix": "鳳", "kirin": "麒", "side mover": "横",
			"vertical mover": "竪", "dragon horse": "馬", "dragon king": "龍", "free king": "奔", "lion": "獅",
			"white horse": "駒", "whale": "鯨", "crown prince": "太", "flying stag": "鹿", "free boar": "猪",
			"flying ox": "牛", "horned falcon": "鷹", "soaring eagle": "鷲",
		}
	}}
	xiangqiChars = lazy.Value[map[string][2]string]{Build: func() map[string][2]string {
		return map[string][2]string{
			"general": {"帥", "將"}, "king": {"帥", "將"}, "advisor": {"仕", "士"}, "elephant": {"相", "象"},
			"horse": {"傌", "馬"}, "chariot": {"俥", "車"}, "cannon": {"炮", "砲"}, "soldier": {"兵", "卒"},
		}
	}}
	janggiChars = lazy.Value[map[string][2]string]{Build: func() map[string][2]string {
		return map[string][2]string{
			"general": {"楚", "漢"}, "king": {"楚", "漢"}, "guard": {"士", "士"}, "advisor": {"士", "士"},
			"elephant": {"象", "象"}, "horse": {"馬", "馬"}, "chariot": {"車", "車"}, "cannon": {"包", "包"},
			"soldier": {"卒", "兵"},
		}
	}}
)

// image is how one piece type is drawn.
type image struct {
	kind     string    // "chess", "pair", "shogi", "xiangqi", "janggi" or "disc"
	glyph    [2]string // chess: the letters of the piece(s); else the text, White's and Black's
	promoted bool      // shogi: the promoted side, in red
	scale    float64   // janggi: the piece's size, by rank
}

// Set draws a variant's pieces in a style.
type Set struct {
	style  Style
	images map[string]image // by White's letter
}

// NewSet chooses the drawing of each of prog's pieces in style st: in a
// chess style, Colin M.L. Burnett's chess pieces for the pieces with
// chess names, two of them for their common compounds (Archbishop,
// Chancellor, Amazon, Centaur), a letter in a disc for the others; in the
// shogi style pentagons, in xiangqi's discs, in janggi's octagons, with
// the piece's character where its name is a known one, else its letter.
func NewSet(st Style, prog *legdefs.Program) *Set {
	s := &Set{style: st, images: map[string]image{}}
	for _, pt := range prog.Pieces {
		s.images[pt.Letter] = choose(st, pt)
	}
	return s
}

// Style returns the set's style.
func (s *Set) Style() Style { return s.style }

func choose(st Style, pt legdefs.PieceType) image {
	name := strings.ToLower(pt.Name)
	letter := strings.TrimSuffix(strings.TrimPrefix(pt.Letter, "+"), "~")
	disc := image{kind: "disc", glyph: [2]string{pt.Letter, pt.Letter}}
	switch st.Board() {
	case Shogi:
		im := image{kind: "shogi", glyph: [2]string{pt.Letter, pt.Letter}, promoted: pt.Letter != letter}
		// chu shogi's "Rook (promoted)" is a Gold General promoted: a rook
		// in red
		if c, ok := shogiChars.Get()[strings.TrimSuffix(name, " (promoted)")]; ok && !st.Letters() {
			im.glyph = [2]string{c, c}
			if c == "玉" {
				im.glyph[1] = "王"
			}
		}
		return im
	case Xiangqi, Janggi:
		chars := xiangqiChars.Get()
		im := image{kind: st.Board(), glyph: disc.glyph, scale: 1}
		if st.Board() == Janggi {
			chars = janggiChars.Get()
			im.scale = map[string]float64{"general": 1, "king": 1, "soldier": 0.78, "guard": 0.78, "advisor": 0.78}[name]
			if im.scale == 0 {
				im.scale = 0.9
			}
		}
		if c, ok := chars[name]; ok && !st.Letters() {
			im.glyph = c
		}
		return im
	}
	if st.Letters() {
		return disc
	}
	name = strings.TrimPrefix(name, "promoted ")
	if l, ok := chessLetters.Get()[name]; ok {
		return image{kind: "chess", glyph: [2]string{l}}
	}
	pair, ok := chessPairs.Get()[name]
	if !ok {
		pair, ok = betzaPairs.Get()[pt.Betza]
	}
	if ok {
		return image{kind: "pair", glyph: [2]string{pair[:1], pair[1:]}}
	}
	return disc
}

// Describe names the drawing of FEN letter p (lower case Black's), for
// tests and listings: "cburnett wN", "cburnett bR+bN", "shogi 桂",
// "shogi promoted と", "xiangqi 傌", "janggi 楚", "disc X".
func (s *Set) Describe(p string) string {
	im, side, c := s.lookup(p)
	switch im.kind {
	case "chess":
		return "cburnett " + c + im.glyph[0]
	case "pair":
		return "cburnett " + c + im.glyph[0] + "+" + c + im.glyph[1]
	case "shogi":
		if im.promoted {
			return "shogi promoted " + im.glyph[side]
		}
	}
	return im.kind + " " + im.glyph[side]
}

// lookup returns the drawing of FEN letter p, its side (0 White's, 1
// Black's: lower case) and that side's letter in the cburnett names ("w",
// "b"); a letter the variant has no piece for is a disc.
func (s *Set) lookup(p string) (im image, side int, c string) {
	up := strings.ToUpper(p)
	im, ok := s.images[up]
	if !ok {
		im = image{kind: "disc", glyph: [2]string{up, up}}
	}
	if p != up {
		side = 1
	}
	return im, side, "wb"[side : side+1]
}

var xmlEscaper = lazy.Value[*strings.Replacer]{Build: func() *strings.Replacer {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;")
}}

// Draw writes FEN letter p's piece (lower case Black's) into the
// size×size box whose top left corner is (x, y).
func (s *Set) Draw(sb *strings.Builder, p string, x, y, size float64) {
	im, side, c := s.lookup(p)
	switch im.kind {
	case "chess":
		nested(sb, cburnett.Get()[c+im.glyph[0]], x, y, size)
	case "pair":
		// the knight small in front, the other piece behind it
		nested(sb, cburnett.Get()[c+im.glyph[0]], x+size*0.22, y, size*0.8)
		nested(sb, cburnett.Get()[c+im.glyph[1]], x, y+size*0.3, size*0.68)
	case "shogi":
		drawShogi(sb, im, side == 1, x, y, size)
	case Xiangqi, Janggi:
		drawDisc(sb, im, side, x, y, size)
	default:
		fill, ink := "#ffffff", "#000000"
		if side == 1 {
			fill, ink = "#212121", "#ffffff"
		}
		cx, cy := x+size/2, y+size/2
		fmt.Fprintf(sb, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="#212121" stroke-width="%.1f"/>`, cx, cy, size*0.36, fill, size/40)
		text(sb, im.glyph[side], cx, cy, size*0.45, ink, false)
	}
}

// nested writes a cburnett drawing scaled into a size×size box.
func nested(sb *strings.Builder, inner string, x, y, size float64) {
	fmt.Fprintf(sb, `<svg x="%.1f" y="%.1f" width="%.1f" height="%.1f" viewBox="0 0 45 45">%s</svg>`, x, y, size, size, inner)
}

// text writes a centred text of font size fs at (cx, cy): a letter in
// bold sans-serif, smaller when it is two; characters in a serif face.
func text(sb *strings.Builder, t string, cx, cy, fs float64, ink string, rotate bool) {
	if len([]rune(t)) > 1 {
		fs *= 0.7
	}
	tr := ""
	if rotate {
		tr = fmt.Sprintf(` transform="rotate(180 %.1f %.1f)"`, cx, cy)
	}
	fmt.Fprintf(sb, `<text x="%.1f" y="%.1f" font-size="%.1f" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="%s"%s>%s</text>`,
		cx, cy, fs, ink, tr, xmlEscaper.Get().Replace(t))
}

// drawShogi draws a shogi piece: a wooden pentagon pointing at the enemy,
// its character black, or red on the promoted side.
func drawShogi(sb *strings.Builder, im image, black bool, x, y, size float64) {
	cx, cy := x+size/2, y+size/2
	pts := [][2]float64{{0, -0.44}, {0.3, -0.3}, {0.38, 0.44}, {-0.38, 0.44}, {-0.3, -0.3}}
	var path strings.Builder
	for i, p := range pts {
		if black {
			p[0], p[1] = -p[0], -p[1]
		}
		fmt.Fprintf(&path, "%c%.1f,%.1f", "ML"[min(i, 1)], cx+p[0]*size, cy+p[1]*size)
	}
	fmt.Fprintf(sb, `<path d="%sz" fill="#f9e2a8" stroke="#5d4037" stroke-width="%.1f"/>`, path.String(), size/30)
	ink := "#111111"
	if im.promoted {
		ink = "#c62828"
	}
	g := im.glyph[0]
	dy := size * 0.05 // the pentagon's middle is below the box's
	if black {
		dy = -dy
	}
	text(sb, g, cx, cy+dy, size*0.46, ink, black)
}

// drawDisc draws a xiangqi disc or a janggi octagon, ringed and written in
// the side's colour: red and black (xiangqi), blue and red (janggi).
func drawDisc(sb *strings.Builder, im image, side int, x, y, size float64) {
	colours := [2]string{"#c62828", "#212121"}
	if im.kind == Janggi {
		colours = [2]string{"#1e4fa3", "#c62828"}
	}
	ink := colours[side]
	cx, cy := x+size/2, y+size/2
	r := size * 0.44 * im.scale
	if im.kind == Xiangqi {
		fmt.Fprintf(sb, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#fbe9c7" stroke="#5d4037" stroke-width="%.1f"/>`, cx, cy, r, size/30)
		fmt.Fprintf(sb, `<circle cx="%.1f" cy="%.1f" r="%.1f" fill="none" stroke="%s" stroke-width="%.1f"/>`, cx, cy, r*0.82, ink, size/30)
	} else {
		var path strings.Builder
		for i := 0; i < 8; i++ {
			dx, dy := [8]float64{-0.41, 0.41, 1, 1, 0.41, -0.41, -1, -1}[i], [8]float64{-1, -1, -0.41, 0.41, 1, 1, 0.41, -0.41}[i]
			fmt.Fprintf(&path, "%c%.1f,%.1f", "ML"[min(i, 1)], cx+dx*r, cy+dy*r)
		}
		fmt.Fprintf(sb, `<path d="%sz" fill="#fbf3e4" stroke="%s" stroke-width="%.1f"/>`, path.String(), ink, size/25)
	}
	text(sb, im.glyph[side], cx, cy, r*1.15, ink, false)
}

// PieceSVG is FEN letter p's piece alone, as a self-contained SVG of
// size×size pixels (for the web page's board and hands).
func (s *Set) PieceSVG(p string, size int) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="serif">`, size, size, size, size)
	s.Draw(&sb, p, 0, 0, float64(size))
	sb.WriteString("</svg>")
	return sb.String()
}
