package gamecourier

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// Preset is what the preset editor needs for one variant: the settings
// and the code of each field.
type Preset struct {
	Name         string
	Files, Ranks []string  // file letters, rank numbers, as coordinates use them
	FEN          string    // the start position, Game Courier's FEN
	Labels       []string  // White's label of each piece type; Black's is lower case
	PieceSet     string    // the suggested piece set, as text
	NeedImages   []string  // labels a chess set has no image for (complete.go)
	Ends         bool      // the game ends with won, lost and drawn (ends.go)
	loser        [2]string // checkmate's and stalemate's loser in GAMEOVER (ends.go)
	bare         string    // the bare-king rule (Program.BareKing)
	PreGame      string
	PostMove     [2]string // White's, Black's
	PostGame     [2]string
}

// Emit turns p into a preset, or refuses it (an *UnsupportedError naming
// the feature) when it uses what the code does not implement.
func Emit(p *legdefs.Program) (*Preset, error) {
	if err := Unsupported(p); err != nil {
		return nil, err
	}
	if _, ok := bareKingCode.Get()[p.BareKing]; !ok {
		return nil, &UnsupportedError{Feature: fmt.Sprintf("the bare-king rule %q (Program.BareKing)", p.BareKing)}
	}
	if p.Files > 26 {
		return nil, &UnsupportedError{Feature: fmt.Sprintf("a board of %d files (at most 26)", p.Files)}
	}
	labels, err := Labels(p)
	if err != nil {
		return nil, err
	}
	pos, err := startPosition(p)
	if err != nil {
		return nil, err
	}
	fen, err := startFEN(p, pos, labels)
	if err != nil {
		return nil, err
	}
	b := newBoard(p)
	pr := &Preset{Name: p.Name, FEN: fen, Labels: labels, PieceSet: pieceSet(p, labels), NeedImages: needImages(p, labels)}
	for f := 0; f < p.Files; f++ {
		pr.Files = append(pr.Files, string(rune('a'+f)))
	}
	for r := 0; r < p.Ranks; r++ {
		pr.Ranks = append(pr.Ranks, fmt.Sprint(r+1))
	}
	var pre []string
	pre = append(pre, baseProbe()...)
	pre = append(pre, noneValue())
	pre = append(pre, tables(p, b, labels)...)
	pre = append(pre, globals()...)
	pre = append(pre, separator())
	pre = append(pre, fmt.Sprintf("set bkr %d;", bareKingCode.Get()[p.BareKing]))
	pre = append(pre, "set pcount 0;", "set gstm 0;", fmt.Sprintf("set mkp %d;", b2i(p.Makpong)), fmt.Sprintf("set dupl %d;", b2i(p.DupleCheck)), "set rto #none;", "set bov #none;", fmt.Sprintf("set rext %d;", b2i(p.RoyalExtinction)), fmt.Sprintf("set fgen %d;", b2i(p.FlyingGeneral)),
		"set dir4 "+biased([]int{1, -1, b.w, -b.w}, b.bias)+";",
		fmt.Sprintf("set c960 %d;", b2i(p.Castling960)), "set ppart "+ints(partners(p, pos))+";")
	pre = append(pre, startFlags(p, pos)...)
	pre = append(pre, handTables(p, b, labels, pos)...)
	pre = append(pre, fmt.Sprintf("set hands %d;", b2i(p.Hand.Drops || p.Hand.CapturesToHand)))
	pr.bare = p.BareKing
	pr.loser = [2]string{verdictLoser(p.CheckmateValue, legdefs.ValueLoss), verdictLoser(p.StalemateValue, legdefs.ValueDraw)}
	lib := strings.Replace(library.Get(), "GAMEOVER[#en|checkmate]", "GAMEOVER["+pr.loser[0]+"|checkmate]", 1)
	lib = strings.Replace(lib, "GAMEOVER[-1|stalemate]", "GAMEOVER["+pr.loser[1]+"|stalemate]", 1)
	pre = append(pre, expand(typeOf(labels)+handSubs(len(p.Pieces))+lib))
	pr.PreGame = compactRows(strings.Join(append(presetHead(p), pre...), "\n"), len(p.Pieces)) + "\n"
	if line := negativeLiteral(pr.PreGame); line != "" {
		return nil, fmt.Errorf("gamecourier: the Pre-Game holds a negative literal, which no source shows read as a number (EVIDENCE.md): %s", line)
	}
	for sd := range 2 {
		pr.PostMove[sd] = fmt.Sprintf("gosub HandleMove %d;\n", sd)
		pr.PostGame[sd] = postGameWords + "gosub EndTurn;\n" // one text: see package doc
	}
	return pr, nil
}

// bareKingCode is #bkr, the bare-king rule (Program.BareKing): 0 none,
// 1 "ends", 2 "loses".
var bareKingCode = lazy.Value[map[string]int]{Build: func() map[string]int {
	return map[string]int{"": 0, "ends": 1, "loses": 2}
}}

// globalNames are the library's scalar globals, set in Pre-Game before
// any sub runs (a name first set inside a block may die with it).
var globalNames = lazy.Value[[]string]{Build: func() []string {
	return strings.Fields(`rd gty gcol gty0 vmask task stop found hit atk legal nleg hl chk
	pocc isep ok2 ok3 mtx mtl mtv abbr ga lf lt fs g9ok dtn hs hn bnu bnt
	mf mt mk mv1 mv2 ma mb men mef mes mpr mlab mplab
	epn epf eps epv nry ry1 ry2 ry3 q1 q2 q3 atk2 atk3 cov bko okz lto ipz cap cnt hcnt dmt dmate bovl
	ovn ovs1 ovs2 ovs3 ovs4 ovs5 ovl1 ovl2 ovl3 ovl4 ovl5`)
}}

func globals() []string {
	var out []string
	for _, n := range globalNames.Get() {
		out = append(out, fmt.Sprintf("set %s 0;", n))
	}
	return out
}

var (
	elemRE     = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`E\[([^|\]]*)\|(\w+)\]`) }}
	putRE      = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`PUT\[([^|\]]*)\|([^\]]*)\];`) }}
	moveRE     = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`MV\[(#\w+)\|(#\w+)\];`) }}
	legalRE    = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`SETLEGAL\[([^|\]]*)\|([^\]]*)\];`) }}
	dieRE      = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`DIE\[([^\]]*)\];`) }}
	gameOverRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`GAMEOVER\[([^|\]]*)\|([^\]]*)\];`) }}
)

// expand replaces the library's macros by the dialect's constructs, in
// this order.
func expand(src string) string {
	for _, x := range []struct {
		re *regexp.Regexp
		f  func(a, b string) string
	}{
		{elemRE.Get(), elem},
		{putRE.Get(), put},
		{moveRE.Get(), move},
		{legalRE.Get(), setLegal},
		{dieRE.Get(), func(text, _ string) string { return refuse(text) }},
		{gameOverRE.Get(), gameOver},
	} {
		src = x.re.ReplaceAllStringFunc(src, func(m string) string {
			g := append(x.re.FindStringSubmatch(m), "") // dieRE has one group
			return x.f(g[1], g[2])
		})
	}
	src = strings.ReplaceAll(src, "NEWEST", newest())
	return strings.TrimSpace(src)
}

// negativeRE is a negative number literal: a "-" that starts a word
// (a quoted "@-" or "-" does not).
var negativeRE = lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp { return regexp.MustCompile(`(?m)(?:^|[ (])-\d`) }}

// negativeLiteral is the first line of code holding a negative number
// literal, or "".
func negativeLiteral(code string) string {
	loc := negativeRE.Get().FindStringIndex(code)
	if loc == nil {
		return ""
	}
	start := strings.LastIndex(code[:loc[0]], "\n") + 1
	end, _, _ := strings.Cut(code[start:], "\n")
	return end
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// partners says which types castle with the royal piece in Chess960
// castling: those on the start position's corners (as the VM reads
// Program.Castling960), royal pieces excepted.
func partners(p *legdefs.Program, pos *vm.Position) []int {
	out := make([]int, len(p.Pieces))
	for _, c := range [][2]int{{0, 0}, {p.Files - 1, 0}, {0, p.Ranks - 1}, {p.Files - 1, p.Ranks - 1}} {
		l := strings.ToUpper(pos.Piece(pos.Square(c[0], c[1])))
		for i, pt := range p.Pieces {
			if pt.Letter == l && !pt.Royal {
				out[i] = 1
			}
		}
	}
	return out
}
