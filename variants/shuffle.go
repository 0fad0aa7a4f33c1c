package variants

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/betzac/betzac/internal/fenboard"
)

// Shuffle is a shuffled start position ("shuffle: …", "shuffle-black: …"),
// as the Interactive Diagram's shuffle= parameter draws one (betza.js,
// functions Shuffle and ShuffleOne, read, not copied).
//
// Spec is groups of piece letters separated by ','. The pieces of a group
// (White's, in the start position) trade squares among themselves: each
// group's squares are the squares its pieces stand on. A '!' before a
// letter makes that piece's copies a colour-bound set: each goes on the
// other square colour than the one drawn before it (two bishops on
// opposite colours). A ':' before a letter makes a symmetric pair: exactly
// two, the second on the file mirroring the first's, on the other colour.
// A castling king (a royal piece whose Betza has O) may be shuffled only
// with its castling partners, the two pieces on the corners of its rank,
// and then stands between them; the variant must use chess960 castling,
// since standard castling starts from the start position's squares.
//
// Black is White's placement mirrored top to bottom ("mirror", the
// Diagram's default symmetry), turned half round ("rotate"), or drawn
// on its own ("independent").
type Shuffle struct {
	Spec  string
	Black string
	Pos   FilePos // where Spec is written
}

// Shuffle's Black values.
var shuffleBlack = []string{"mirror", "rotate", "independent"}

// shuffleGroup is one group of a Spec: letters in order, and each one's
// prefix ('!', ':' or 0).
type shuffleGroup struct {
	letters []string
	prefix  map[string]byte
}

// shuffleBoard is a start position's placement: at[rank][file], rank 0
// White's first; "" empty.
type shuffleBoard struct {
	files, ranks int
	at           [][]string
}

func readShuffleBoard(fen string, files, ranks int) *shuffleBoard {
	b := &shuffleBoard{files: files, ranks: ranks, at: make([][]string, ranks)}
	rows := strings.Split(strings.Fields(fen)[0], "/")
	for r := range ranks {
		b.at[r] = make([]string, files)
		f := 0
		for t := range fenboard.Tokens(rows[ranks-1-r]) {
			if n, ok := t.Count(files); ok && t.Kind == fenboard.Empty {
				f += n
				continue
			}
			if f < files {
				b.at[r][f] = t.Text
			}
			f++
		}
	}
	return b
}

// parseShuffle reads Spec into groups, refusing what the Diagram would
// silently ignore or misplace. letterOK says whether a piece has the letter.
func parseShuffle(spec string) ([]shuffleGroup, error) {
	var gs []shuffleGroup
	seen := map[string]bool{}
	for gi, g := range strings.Split(spec, ",") {
		sg := shuffleGroup{prefix: map[string]byte{}}
		var pre byte
		for i := 0; i < len(g); i++ {
			c := g[i]
			switch {
			case c == '!' || c == ':':
				if pre != 0 {
					return nil, fmt.Errorf("group %d %q: %q after %q: want one prefix before a letter", gi+1, g, c, pre)
				}
				pre = c
			case c >= 'A' && c <= 'Z':
				l := string(c)
				if seen[l] {
					return nil, fmt.Errorf("group %d %q: piece %s is named twice in the shuffle", gi+1, g, l)
				}
				seen[l] = true
				sg.letters = append(sg.letters, l)
				sg.prefix[l], pre = pre, 0
			default:
				return nil, fmt.Errorf("group %d %q: %q: want upper-case piece letters, each perhaps after '!' (a colour-bound set) or ':' (a symmetric pair)", gi+1, g, c)
			}
		}
		if pre != 0 {
			return nil, fmt.Errorf("group %d %q: %q ends the group: want a letter after it", gi+1, g, pre)
		}
		if len(sg.letters) == 0 {
			return nil, fmt.Errorf("group %d is empty", gi+1)
		}
		gs = append(gs, sg)
	}
	return gs, nil
}

// squares returns the squares (file, rank) holding pieces of g of one
// colour, in rank-major order, and each letter's count.
func (b *shuffleBoard) squares(g shuffleGroup, white bool) ([][2]int, map[string]int) {
	var sq [][2]int
	n := map[string]int{}
	for r := range b.ranks {
		for f := range b.files {
			l := b.at[r][f]
			if l == "" || l == "*" || (strings.ToUpper(l) == l) != white {
				continue
			}
			if _, ok := g.prefix[strings.ToUpper(l)]; ok {
				sq = append(sq, [2]int{f, r})
				n[strings.ToUpper(l)]++
			}
		}
	}
	return sq, n
}

// castler returns the letter of the castling king (a royal piece whose
// Betza has O), "" if none.
func castler(v *Variant) string {
	for _, p := range v.Pieces {
		if p.Royal && strings.Contains(p.Betza, "O") {
			return p.Letter
		}
	}
	return ""
}

// checkShuffle validates v.Shuffle against v's pieces, start position and
// castling.
func checkShuffle(v *Variant) error {
	s := v.Shuffle
	if !slices.Contains(shuffleBlack, s.Black) {
		return fmt.Errorf("shuffle-black %q: want mirror, rotate or independent", s.Black)
	}
	gs, err := parseShuffle(s.Spec)
	if err != nil {
		return fmt.Errorf("shuffle %q: %v", s.Spec, err)
	}
	b := readShuffleBoard(v.Start, v.Files, v.Ranks)
	for _, g := range gs {
		for _, l := range g.letters {
			if v.Piece(l) == nil {
				return fmt.Errorf("shuffle %q: no piece %s", s.Spec, l)
			}
		}
		for _, white := range []bool{true, false} {
			if !white && s.Black != "independent" {
				break
			}
			if err := checkGroup(v, b, g, white); err != nil {
				return fmt.Errorf("shuffle %q: %v", s.Spec, err)
			}
		}
	}
	return checkShuffleBlack(v, b, gs)
}

// checkGroup checks one group for one side's pieces.
func checkGroup(v *Variant, b *shuffleBoard, g shuffleGroup, white bool) error {
	side := map[bool]string{true: "White", false: "Black"}[white]
	_, n := b.squares(g, white)
	for _, l := range g.letters {
		switch {
		case n[l] == 0:
			return fmt.Errorf("%s has no %s in the start position to shuffle", side, l)
		case g.prefix[l] == '!' && n[l] < 2:
			return fmt.Errorf("!%s: a colour-bound set needs two or more, %s has %d", l, side, n[l])
		case g.prefix[l] == ':' && n[l] != 2:
			return fmt.Errorf(":%s: a symmetric pair needs exactly two, %s has %d", l, side, n[l])
		}
	}
	king := castler(v)
	if _, ok := g.prefix[king]; !ok || king == "" {
		return nil
	}
	return checkCastleShuffle(v, b, g, n, king, white)
}

// checkCastleShuffle checks a group holding the castling king: one king,
// its two partners (the pieces on its rank's corners, one type) in the
// same group with no prefix, and chess960 castling.
func checkCastleShuffle(v *Variant, b *shuffleBoard, g shuffleGroup, n map[string]int, king string, white bool) error {
	if n[king] != 1 {
		return fmt.Errorf("the castling king %s is shuffled, but a side has %d", king, n[king])
	}
	rook := b.partner(king, white)
	if rook == "" || n[rook] != 2 {
		return fmt.Errorf("the castling king %s is shuffled without its castling partners: the same piece on both corners of its rank, two of them, in its group", king)
	}
	if g.prefix[rook] != 0 {
		return fmt.Errorf("the castling king's partners %s cannot also be a colour-bound set or symmetric pair", rook)
	}
	if !v.Castling960 {
		return fmt.Errorf("the castling king %s is shuffled: needs castling: chess960 (standard castling starts from the start position's squares)", king)
	}
	return nil
}

// checkShuffleBlack checks that with mirror or rotate Black's shuffled
// pieces stand where White's mirrored or turned ones would, so that the
// drawn placement can be copied.
func checkShuffleBlack(v *Variant, b *shuffleBoard, gs []shuffleGroup) error {
	if v.Shuffle.Black == "independent" {
		return nil
	}
	for _, g := range gs {
		wsq, _ := b.squares(g, true)
		bsq, _ := b.squares(g, false)
		for _, s := range wsq {
			f, r := b.blackSquare(s[0], s[1], v.Shuffle.Black)
			if b.at[r][f] != strings.ToLower(b.at[s[1]][s[0]]) {
				how := map[string]string{"mirror": "mirrored top to bottom", "rotate": "turned half round"}[v.Shuffle.Black]
				return fmt.Errorf("shuffle-black: %s: Black's shuffled pieces are not White's %s: %s on %c%d has no %s on %c%d (use shuffle-black: independent)",
					v.Shuffle.Black, how, b.at[s[1]][s[0]], 'a'+s[0], s[1]+1, strings.ToLower(b.at[s[1]][s[0]]), 'a'+f, r+1)
			}
		}
		if len(bsq) != len(wsq) {
			return fmt.Errorf("shuffle-black: %s: Black has %d pieces of a group where White has %d (use shuffle-black: independent)", v.Shuffle.Black, len(bsq), len(wsq))
		}
	}
	return nil
}

// blackSquare returns the square Black's copy of (f, r) goes to.
func (b *shuffleBoard) blackSquare(f, r int, sym string) (int, int) {
	if sym == "rotate" {
		return b.files - 1 - f, b.ranks - 1 - r
	}
	return f, b.ranks - 1 - r
}

// ShuffleStart draws a start position by v.Shuffle with rng and returns
// its FEN: Start with the shuffled pieces moved. It returns Start when v
// has no shuffle.
func (v *Variant) ShuffleStart(rng *rand.Rand) (string, error) {
	if v.Shuffle == nil {
		return v.Start, nil
	}
	gs, err := parseShuffle(v.Shuffle.Spec)
	if err != nil {
		return "", err
	}
	b := readShuffleBoard(v.Start, v.Files, v.Ranks)
	king := castler(v)
	for _, g := range gs {
		if err := b.drawGroup(g, true, king, rng, v.Shuffle.Black); err != nil {
			return "", err
		}
		if v.Shuffle.Black == "independent" {
			if err := b.drawGroup(g, false, king, rng, ""); err != nil {
				return "", err
			}
		}
	}
	fields := strings.Fields(v.Start)
	fields[0] = fenboard.Placement(b.files, b.ranks, func(f, r int) string { return b.at[r][f] })
	return strings.Join(fields, " "), nil
}

// finishShuffle sets v.Shuffle from the file's keys and checks it, the
// error at the key's value.
func finishShuffle(r *rawVariant, v *Variant) error {
	if r.shuffle == nil {
		if r.shuffleBlack != nil {
			l := r.shuffleBlack.loc
			return ErrorList{{File: l.file, Line: int(l.line), Column: int(l.col), Msg: "shuffle-black: needs shuffle"}}
		}
		return nil
	}
	l := r.shuffle.loc
	v.Shuffle = &Shuffle{Spec: r.shuffle.val, Black: "mirror", Pos: l.filePos()}
	if r.shuffleBlack != nil {
		v.Shuffle.Black = r.shuffleBlack.val
		if !slices.Contains(shuffleBlack, v.Shuffle.Black) {
			l = r.shuffleBlack.loc
		}
	}
	if err := checkShuffle(v); err != nil {
		return ErrorList{{File: l.file, Line: int(l.line), Column: int(l.col), Msg: err.Error()}}
	}
	return nil
}
