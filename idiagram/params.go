package idiagram

import (
	"strconv"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// settings are the parameters a definition sets, with the Diagram's
// defaults for those it does not. Source for every parameter: betza.js,
// function ParseGameDef (the public 110,446-byte copy that
// ../shared/reference/README.md names), which sets the defaults when the
// page has no Setup script and then reads each "key=value" line.
type settings struct {
	files, ranks int     // files=, ranks= (parseInt): the board; 8 and 8
	symmetry     string  // symmetry=: mirror (default), rotate, none (PutInner)
	promoZone    int     // promoZone=: depth of the zone; 1
	maxPromote   int     // maxPromote=: pieces 1..maxPromote promote (Promotion); 1
	promoChoice  string  // promoChoice=: IDs promotion may choose (SetPromoChoice); QNRB
	promoOffset  int     // promoOffset=: Shogi-style, piece n promotes to n+promoOffset (StackMove); 0
	holdings     int     // holdingsType=: 0 none; -1, -2 captures to the capturer's hand (Hold)
	royal        []int   // royal=: royal piece numbers, 1-based; none: the last piece
	iron         []int   // iron=: iron piece numbers, 1-based (each line adds one)
	baring       []int   // baring=N: baring piece numbers, 1-based (each line adds one)
	baringAll    bool    // baring=0: every piece not royal so far (baring.go)
	antiTrade    []Param // antiTrade= lines, read with the pieces (antitrade.go)
	firstRank    int     // firstRank=: the number of the first rank (rank1); 1
	shuffle      string  // shuffle=: groups of IDs to shuffle (shuffle.go); none
	extinction   int     // extinction=: 3, or 0 (extinction.go)
	ignored      []string
	line         map[string]int // each parameter's line
}

// paramInt reads a whole number between lo and hi. The Diagram's
// parseInt would read "10x" as 10 and "x" as NaN; both are refused.
func paramInt(p Param, lo, hi int) (int, error) {
	n, err := strconv.Atoi(p.Value)
	if err != nil || n < lo || n > hi {
		return 0, lineErrorf(p.Line, "%s=%s: want a whole number from %d to %d", p.Key, p.Value, lo, hi)
	}
	return n, nil
}

// cosmetic parameters change the picture or the page's AI only
// (ParseGameDef stores them in display variables).
var cosmetic = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	return map[string]bool{
		"graphicsDir": true, "graphicsType": true, "squareSize": true,
		"whitePrefix": true, "blackPrefix": true, "satellite": true,
		"lightShade": true, "darkShade": true, "startShade": true, "shady": true,
		"useMarkers": true, "enableAI": true,
	}
}}

// refused are parameters ParseGameDef reads that this import does not
// translate, with the reason.
var refused = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		// counterStrike, protected, tradeThreshold: betza.js ScoreMove, read
		// for issue 28; each differs from betzac's rule where a page uses it
		// (testdata/capture-rules-differ.tsv: betza.js's counts and betzac's).
		"counterStrike":  "after a piece of another type took one of this type, the Diagram bars the next move's capture of this type by any piece, a Lion too, except on the square the taking move came from, and records only the type of the last square the move took on (betza.js ScoreMove); betzac's counter-strike is shogiops's, which bars only a capture by another type and allows the recapture on the square the Lion was taken on, so it is not translated",
		"protected":      "the Diagram makes a piece of this type that takes one, next to it or not, on any leg, royal for a move (illegal if it can then be taken), unless the move gains more than its value and tradeThreshold's piece's, in values it estimates (betza.js ScoreMove); betzac's protected-lion is shogiops's, which allows taking a Lion next to it, or after taking another piece than its exempted types, so it is not translated",
		"tradeThreshold": "it only changes protected=, whose trade it allows by piece values that betza.js estimates from random positions (GaugeValues), not by types, so it is not translated",
		"castleFlip":     "not translated yet",
		"autoGate":       "gating is not translated yet",
		"zonal":          "confinement by the page's own BadZone script cannot be translated",
	}
}}

// readSettings reads the parameters of d. A parameter set twice takes
// its last value, as the Diagram's later assignment does (royal= adds a
// royal piece each time).
//
// It is long because it is one switch over the parameters, as
// ParseGameDef's.
func readSettings(d *Diagram) (*settings, error) {
	s := &settings{files: 8, ranks: 8, symmetry: "mirror", promoZone: 1, maxPromote: 1,
		promoChoice: "QNRB", firstRank: 1, extinction: 3, line: map[string]int{}}
	var err error
	for _, p := range d.Params {
		s.line[p.Key] = p.Line
		n := 0
		switch p.Key {
		case "files":
			s.files, err = paramInt(p, 1, 26)
		case "ranks":
			s.ranks, err = paramInt(p, 1, 26)
		case "promoZone":
			s.promoZone, err = paramInt(p, 0, 26)
		case "promoOffset":
			s.promoOffset, err = paramInt(p, 0, len(d.Pieces))
		case "maxPromote":
			s.maxPromote, err = paramInt(p, 0, len(d.Pieces))
		case "holdingsType":
			if s.holdings, err = paramInt(p, -2, 1); err == nil && s.holdings == 1 {
				return nil, lineErrorf(p.Line, "holdingsType=1: a captured piece goes back to its owner's hand (betza.js Hold): betzac has no such rule")
			}
		case "royal":
			if s.baringAll {
				return nil, lineErrorf(p.Line, "royal= after baring=0: betza.js has then given this piece baring's bits too and counts it among the baring pieces, which betzac's baring (the pieces beside the royal ones) does not; put royal= first")
			}
			n, err = paramInt(p, 1, len(d.Pieces))
			s.royal = append(s.royal, n)
		case "iron":
			n, err = paramInt(p, 1, len(d.Pieces))
			s.iron = append(s.iron, n)
		case "baring":
			if n, err = paramInt(p, 0, len(d.Pieces)); n > 0 {
				s.baring = append(s.baring, n)
			}
			s.baringAll = s.baringAll || err == nil && n == 0
		case "antiTrade":
			s.antiTrade = append(s.antiTrade, p)
		case "firstRank":
			s.firstRank, err = paramInt(p, 0, 26)
		case "symmetry":
			if p.Value != "mirror" && p.Value != "rotate" && p.Value != "none" {
				return nil, lineErrorf(p.Line, "symmetry=%s: want mirror, rotate or none (the Diagram reads any other value as none)", p.Value)
			}
			s.symmetry = p.Value
		case "promoChoice":
			err = readPromoChoice(p, s)
		case "shuffle":
			s.shuffle = p.Value
		case "extinction":
			if s.extinction, err = paramInt(p, 0, 3); err == nil && (s.extinction == 1 || s.extinction == 2) {
				return nil, lineErrorf(p.Line, "extinction=%d: royalty that differs by side is not translated (0 or 3)", s.extinction)
			}
		case "stalemate":
			if p.Value != "draw" {
				return nil, lineErrorf(p.Line, "stalemate=%s: a stalemated side that loses is not translated (stalemate=draw is the default)", p.Value)
			}
		default:
			if cosmetic.Get()[p.Key] {
				s.ignored = append(s.ignored, p.Key+"="+p.Value)
				continue
			}
			if why, ok := refused.Get()[p.Key]; ok {
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

// readPromoChoice reads promoChoice=: piece IDs. SetPromoChoice gives an
// ID with a '!' before it choice 2, with '*' choice 3 (only while one is in
// hand), and with a number after it its own zone depth; none of these is
// translated (for '!' and the depth the move generator StackMove and the
// user's Click read them differently).
func readPromoChoice(p Param, s *settings) error {
	for i, c := range p.Value {
		switch {
		case c == '!':
			return lineErrorf(p.Line, "promoChoice=%s: '!' is not translated (betza.js's move generator allows the next piece only on the last rank, its Click only elsewhere)", p.Value)
		case c == '*':
			return lineErrorf(p.Line, "promoChoice=%s: '*' (the next piece must come from the hand) is not translated", p.Value)
		case c >= '0' && c <= '9':
			return lineErrorf(p.Line, "promoChoice=%s: a zone depth after an ID (%q) is not translated", p.Value, p.Value[:i+1])
		}
	}
	s.promoChoice = strings.TrimSpace(p.Value)
	return nil
}
