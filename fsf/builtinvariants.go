package fsf

import (
	"fmt"
	"slices"
	"sort"
)

// builtinVariants are the variants Fairy-Stockfish registers before it reads
// any variants.ini, from src/variant.cpp, VariantMap::init (the add("...")
// calls; commit c19b5f6c66894fdb0e88d0dd100e3885f744760a), with those of
// its ALLVARS and LARGEBOARDS builds, since a user's FSF may be either. A
// variants.ini section of one of these names is skipped (variant.cpp,
// parse_istream: "Variant 'x' already exists."), so FSF plays its own.
// builtinKeys holds the settings of those the import knows as parents.
var builtinVariants = []string{
	"chess", "normal", "fischerandom", "nocastle", "armageddon", "torpedo", "berolina", "pawnsideways",
	"pawnback", "legan", "fairy", "makruk", "makpong", "cambodian", "karouk", "asean",
	"ai-wok", "shatranj", "chaturanga", "amazon", "georgian", "nightrider", "grasshopper", "hoppelpoppel",
	"newzealand", "kingofthehill", "racingkings", "knightmate", "misere", "losers", "giveaway", "antichess",
	"suicide", "codrus", "extinction", "kinglet", "threekings", "horde", "petrified", "nocheckatomic",
	"atomic", "atomar", "isolation", "isolation7x7", "snailtrail", "fox-and-hounds", "duck", "joust",
	"3check", "5check", "crazyhouse", "loop", "chessgi", "bughouse", "koedem", "pocketknight",
	"placement", "sittuyin", "seirawan", "shouse", "dragon", "paradigm", "minishogi", "mini",
	"kyotoshogi", "micro", "dobutsu", "gorogoro", "judkins", "torishogi", "euroshogi", "losalamos",
	"gardner", "almost", "sortofalmost", "chigorin", "perfect", "spartan", "shatar", "coregal",
	"clobber", "breakthrough", "ataxx", "flipersi", "flipello", "minixiangqi", "raazuvaa", "shogi",
	"checkshogi", "shoshogi", "yarishogi", "okisakishogi", "capablanca", "capahouse", "caparandom", "gothic",
	"janus", "modern", "chancellor", "embassy", "centaur", "gustav3", "jesonmor", "courier",
	"grand", "opulent", "tencubed", "omicron", "troitzky", "wolf", "shako", "clobber10",
	"flipello10", "amazons", "xiangqi", "manchu", "supply", "janggi", "janggitraditional", "janggimodern",
	"janggicasual",
}

// Builtin reports whether name is one of Fairy-Stockfish's built-in
// variants, which a variants.ini section of that name cannot replace.
func Builtin(name string) bool {
	return slices.Contains(builtinVariants, name)
}

// Rename is the section name export suggests for a variant named as one
// of FSF's built-ins.
func Rename(name string) string {
	return "betzac-" + name
}

// skipBuiltins removes from secs the sections named as FSF's built-in
// variants, which FSF skips, so that a child inherits FSF's own as in
// FSF; it warns at each, by line.
func skipBuiltins(secs map[string]*section) []LineError {
	var out []LineError
	for name, s := range secs {
		if Builtin(name) {
			out = append(out, LineError{s.line, fmt.Sprintf("section [%s] has the name of a Fairy-Stockfish built-in variant: FSF skips it (\"Variant '%s' already exists.\") and a child inherits its own %s; so does the import", name, name, name)})
			delete(secs, name)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Line < out[j].Line })
	return out
}
