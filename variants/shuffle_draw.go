package variants

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// partner returns the (upper-case) letter of the castling king's partners
// for one side: the piece on both corners of the king's rank, "" if the
// corners differ or are empty (ShuffleOne's rule).
func (b *shuffleBoard) partner(king string, white bool) string {
	sq, _ := b.squares(shuffleGroup{prefix: map[string]byte{king: 0}}, white)
	if len(sq) == 0 {
		return ""
	}
	row := b.at[sq[0][1]]
	l := strings.ToUpper(row[0])
	if row[0] == "" || row[0] == "*" || row[0] != row[b.files-1] {
		return ""
	}
	return l
}

// drawGroup draws one group's placement for one side and writes it to b;
// with sym "mirror" or "rotate" also Black's copy. As ShuffleOne: first the
// colour-bound sets and symmetric pairs, then the other pieces at random,
// and a shuffled castling king last, between its two partners on the
// three squares left.
func (b *shuffleBoard) drawGroup(g shuffleGroup, white bool, king string, rng *rand.Rand, sym string) error {
	free, n := b.squares(g, white)
	placed := map[[2]int]string{}
	take := func(l string, cands [][2]int) [2]int {
		s := cands[rng.IntN(len(cands))]
		free = slices.DeleteFunc(free, func(x [2]int) bool { return x == s })
		placed[s] = l
		n[l]--
		return s
	}
	for _, l := range g.letters {
		if g.prefix[l] == 0 {
			continue
		}
		// next reports whether x may follow last: the other colour and,
		// for a symmetric pair, the mirrored file.
		next := func(last, x [2]int) bool {
			return (x[0]+x[1])%2 != (last[0]+last[1])%2 && (g.prefix[l] != ':' || x[0] == b.files-1-last[0])
		}
		last := [2]int{-1, -1}
		for first := true; n[l] > 0; first = false {
			cands := slices.DeleteFunc(slices.Clone(free), func(x [2]int) bool {
				if first { // a square some other free square may follow
					return !slices.ContainsFunc(free, func(y [2]int) bool { return next(x, y) })
				}
				return !next(last, x)
			})
			if len(cands) == 0 {
				return fmt.Errorf("shuffle: no square left for %s%s", string(g.prefix[l]), l)
			}
			last = take(l, cands)
		}
	}
	rook := ""
	if _, ok := g.prefix[king]; ok && king != "" {
		rook = b.partner(king, white)
	}
	for _, l := range g.letters {
		keep := 0
		switch l {
		case king:
			keep = n[l]
		case rook:
			keep = 2
		}
		for n[l] > keep {
			take(l, free)
		}
	}
	if rook != "" { // free holds three squares, in order: R K R
		placed[free[0]], placed[free[1]], placed[free[2]] = rook, king, rook
	}
	for s, l := range placed {
		if !white {
			l = strings.ToLower(l)
		}
		b.at[s[1]][s[0]] = l
		if sym == "mirror" || sym == "rotate" {
			f, r := b.blackSquare(s[0], s[1], sym)
			b.at[r][f] = strings.ToLower(l)
		}
	}
	return nil
}
