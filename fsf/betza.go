package fsf

import (
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// FSF reads a direction on K or Q otherwise than XBetza: it splits the
// atom into W and F (R and B) and gives each the same direction letters
// (src/piece.cpp from_betza), so fK is fW+fF (three forward squares) and
// frQ is rR+frB, where in XBetza fK is fW alone and frQ frB alone.
// xbetzaOf rewrites such terms as W/F (R/B) terms; other terms mean the
// same in both and are kept.

// fsfDirs are the vectors FSF gives an atom (a, b) (a along the file,
// b across) for one direction string, in its order, each with the
// direction strings that select it (src/piece.cpp).
var fsfDirs = []struct {
	sel string
	vec func(a, b int) (int, int) // (file, rank) for White
}{
	{"ff vv rf rv fh rh hr", func(a, b int) (int, int) { return b, a }},
	{"bb vv lb lv bh lh hr", func(a, b int) (int, int) { return -b, -a }},
	{"rr ss br bs bh rh hr", func(a, b int) (int, int) { return a, -b }},
	{"ll ss fl fs fh lh hr", func(a, b int) (int, int) { return -a, b }},
	{"rr ss fr fs fh rh hl", func(a, b int) (int, int) { return a, b }},
	{"ll ss bl bs bh lh hl", func(a, b int) (int, int) { return -a, -b }},
	{"bb vv rb rv bh rh hl", func(a, b int) (int, int) { return b, -a }},
	{"ff vv lf lv fh lh hl", func(a, b int) (int, int) { return -b, a }},
}

// xbetzaDir is XBetza's direction letters for one W or F vector.
var xbetzaDir = lazy.Value[map[[2]int]string]{Build: func() map[[2]int]string {
	return map[[2]int]string{
		{0, 1}: "f", {0, -1}: "b", {1, 0}: "r", {-1, 0}: "l",
		{1, 1}: "fr", {-1, 1}: "fl", {1, -1}: "br", {-1, -1}: "bl",
	}
}}

// fsfDirections splits FSF direction letters into its direction strings:
// a vertical and a horizontal letter (or a letter twice) pair up, any
// other letter stands for itself doubled.
func fsfDirections(mods string) []string {
	const vert, horiz = "fbvh", "rlsh"
	var out []string
	for i := 0; i < len(mods); i++ {
		c := mods[i]
		if i+1 < len(mods) {
			c2 := mods[i+1]
			if c2 == c || strings.IndexByte(vert, c) >= 0 && strings.IndexByte(horiz, c2) >= 0 ||
				strings.IndexByte(horiz, c) >= 0 && strings.IndexByte(vert, c2) >= 0 {
				out = append(out, string([]byte{c, c2}))
				i++
				continue
			}
		}
		out = append(out, string([]byte{c, c}))
	}
	return out
}

// fsfVectors is the set of vectors FSF gives atom (a, b) of a two-atom
// letter (K, Q: no splitting of W's direction pairs) for dirs.
func fsfVectors(a, b int, dirs []string) map[[2]int]bool {
	set := map[[2]int]bool{}
	for _, d := range fsfDirs {
		for _, s := range dirs {
			if strings.Contains(" "+d.sel+" ", " "+s+" ") {
				x, y := d.vec(a, b)
				set[[2]int{x, y}] = true
			}
		}
	}
	return set
}

// xbetzaOf rewrites FSF Betza as XBetza that means the same. ok is false
// if a term with a direction on K or Q has a form it cannot rewrite.
func xbetzaOf(fsf string) (string, bool) {
	var out strings.Builder
	start := 0 // start of the current term's modifiers
	for i := 0; i < len(fsf); i++ {
		c := fsf[i]
		if c < 'A' || c > 'Z' {
			continue
		}
		end := i + 1
		if end < len(fsf) && (fsf[end] >= '0' && fsf[end] <= '9' || fsf[end] == c) {
			end++
		}
		prefix, term, suffix := fsf[start:i], fsf[start:end], fsf[i+1:end]
		start, i = end, end-1
		var mods, other strings.Builder
		for _, m := range []byte(prefix) {
			if strings.IndexByte("fbvhrls", m) >= 0 {
				mods.WriteByte(m)
			} else {
				other.WriteByte(m)
			}
		}
		if lame, ok := lameLeaper(other.String(), term); ok {
			out.WriteString(lame)
			continue
		}
		if (c != 'K' && c != 'Q') || mods.Len() == 0 {
			out.WriteString(term)
			continue
		}
		if suffix == string(c) {
			return "", false // KK, QQ
		}
		orth, diag := "W", "F"
		if c == 'Q' {
			orth, diag = "R", "B"
		}
		dirs := fsfDirections(mods.String())
		for _, atom := range []struct {
			letter string
			a, b   int
		}{{orth, 1, 0}, {diag, 1, 1}} {
			vecs := fsfVectors(atom.a, atom.b, dirs)
			for _, v := range [][2]int{{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}} {
				if vecs[v] {
					out.WriteString(other.String() + xbetzaDir.Get()[v] + atom.letter + suffix)
				}
			}
		}
	}
	out.WriteString(fsf[start:])
	return out.String(), true
}

// lameLeaper rewrites an FSF lame leaper (n on a leaper atom, src/piece.cpp
// from_betza): FSF has tables only for nD, nN, nA (betzac's n means the
// same) and nZ (the Janggi elephant's path, mafsmafW); any other lame
// atom (nW, nC, ...) generates no move there (bitboard.cpp: its steps have
// a limit and no rider table), so the term is left out. ok is false if the
// term is not a lame leaper.
func lameLeaper(mods, term string) (string, bool) {
	if !strings.Contains(mods, "n") || len(term) == 0 {
		return "", false
	}
	atom := term[len(term)-1]
	if atom < 'A' || atom > 'Z' || strings.ContainsAny(mods, "pg") || len(term) >= 2 && term[len(term)-2] == atom {
		return "", false // a rider (NN), a digit, a hopper: not a leaper
	}
	switch atom {
	case 'D', 'N', 'A':
		return term, true
	case 'Z':
		if term == "nZ" {
			return "mafsmafW", true
		}
		return "", false
	case 'Q', 'R', 'B', 'K':
		return "", false
	}
	return "", true
}
