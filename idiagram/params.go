package idiagram

import (
	"strconv"
	"strings"
)

// settings are the parameters a definition sets, with the Diagram's
// defaults for those it does not.
type settings struct {
	files, ranks int    // files=, ranks=: the board; 8 and 8
	symmetry     string // symmetry=: how Black's pieces are placed; mirror
	promoZone    int    // promoZone=: ranks of the promotion zone; 1
	promoChoice  string // promoChoice=: IDs a pawn promotes to; "" = default
	holdings     int    // holdingsType=: 0 no hands, 1 captures go to hand
	royal        int    // royal=: the royal piece's number, 1-based; 0 = last
	firstRank    int    // firstRank=: the number of the first rank; 1
	ignored      []string
	line         map[string]int // each parameter's line
}

// paramInt reads a whole number between lo and hi.
func paramInt(p Param, lo, hi int) (int, error) {
	n, err := strconv.Atoi(p.Value)
	if err != nil || n < lo || n > hi {
		return 0, lineErrorf(p.Line, "%s=%s: want a whole number from %d to %d", p.Key, p.Value, lo, hi)
	}
	return n, nil
}

// cosmetic parameters change the picture only (documentation, "Embedding a
// Diagram" and "Controlling the Appearance"; the example there sets
// graphicsDir, graphicsType, squareSize, whitePrefix, blackPrefix and
// satellite).
var cosmetic = map[string]bool{
	"graphicsDir": true, "graphicsType": true, "squareSize": true,
	"whitePrefix": true, "blackPrefix": true, "satellite": true,
	"lightShade": true, "darkShade": true, "rimColor": true, "coordColor": true,
	"borders": true, "useMarkers": true, "hlColor": true,
}

// refused are parameters the Diagram reads that this import does not
// translate, with the reason.
var refused = map[string]string{
	"iron":           "a capture rule betzac does not have yet (issue 28)",
	"counterStrike":  "a capture rule betzac does not have yet (issue 28)",
	"antiTrade":      "a capture rule betzac does not have yet (issue 28)",
	"protected":      "a capture rule betzac does not have yet (issue 28)",
	"tradeThreshold": "a capture rule betzac does not have yet (issue 28)",
	"baring":         "a game-end rule betzac's import does not translate yet (issue 28)",
	"shuffle":        "shuffled start positions are not in betzac yet (issue 28)",
	"maxPromote":     "not translated: its meaning was not at hand from a public source",
	"promoOffset":    "not translated (Shogi-style promotion): its meaning was not at hand from a public source",
	"castleFlip":     "not translated: its meaning was not at hand from a public source",
	"autoGate":       "not translated (gating): its meaning was not at hand from a public source",
	"extinction":     "not translated: a game-end rule",
	"stalemate":      "not translated: a game-end rule",
}

// readSettings reads the parameters of d. A parameter set twice takes
// its last value, as a later assignment does in the Diagram's script.
func readSettings(d *Diagram) (*settings, error) {
	s := &settings{files: 8, ranks: 8, symmetry: "mirror", promoZone: 1, firstRank: 1, line: map[string]int{}}
	var err error
	for _, p := range d.Params {
		s.line[p.Key] = p.Line
		switch p.Key {
		case "files":
			s.files, err = paramInt(p, 1, 26)
		case "ranks":
			s.ranks, err = paramInt(p, 1, 26)
		case "promoZone":
			s.promoZone, err = paramInt(p, 1, 26)
		case "holdingsType":
			s.holdings, err = paramInt(p, 0, 1)
		case "royal":
			s.royal, err = paramInt(p, 1, len(d.Pieces))
		case "firstRank":
			s.firstRank, err = paramInt(p, 0, 1)
		case "symmetry":
			if p.Value != "mirror" && p.Value != "rotate" {
				return nil, lineErrorf(p.Line, "symmetry=%s: not translated: the only ones read are mirror and rotate (none, with its colour separator, is not at hand from a public source)", p.Value)
			}
			s.symmetry = p.Value
		case "promoChoice":
			if strings.ContainsAny(p.Value, "!*") {
				return nil, lineErrorf(p.Line, "promoChoice=%s: the '!' and '*' prefixes are not translated: their meaning was not at hand from a public source", p.Value)
			}
			s.promoChoice = p.Value
		default:
			if cosmetic[p.Key] {
				s.ignored = append(s.ignored, p.Key+"="+p.Value)
				continue
			}
			if why, ok := refused[p.Key]; ok {
				return nil, lineErrorf(p.Line, "%s=%s: %s", p.Key, p.Value, why)
			}
			return nil, lineErrorf(p.Line, "%s=%s: unknown parameter", p.Key, p.Value)
		}
		if err != nil {
			return nil, err
		}
	}
	return s, nil
}
