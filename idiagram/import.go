package idiagram

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
)

// Imported is a Diagram definition translated to a betzac variant file.
type Imported struct {
	YAML string
	// Ignored lists parameters that change only the picture.
	Ignored []string
}

// piece is one piece line with its defaults filled in.
type piece struct {
	PieceLine
	letter, betza   string
	royal           bool
	iron            bool // iron= (legdefs.Rules.Iron)
	baring          bool // baring= (legdefs.Rules.Baring, baring.go)
	antiTrade       int  // antiTrade= group (antitrade.go): cannot-capture
	hand, handBlack int  // pieces in hand at the start
}

// Import translates the Diagram definition in text (a page's HTML or the
// definition alone) to a betzac variant file named name, and checks that
// it loads, compiles and sets up its start position.
func Import(text, name string) (*Imported, error) {
	d, err := Parse(text)
	if err != nil {
		return nil, err
	}
	s, err := readSettings(d)
	if err != nil {
		return nil, err
	}
	pieces, holes, err := readPieces(d, s)
	if err != nil {
		return nil, err
	}
	if err := checkPromoOffset(pieces, s); err != nil {
		return nil, err
	}
	if err := checkMeaning(pieces); err != nil {
		return nil, err
	}
	start, err := startFEN(pieces, holes, s)
	if err != nil {
		return nil, err
	}
	if err := readShuffle(pieces, s); err != nil {
		return nil, err
	}
	if err := checkExtinction(pieces, s, start); err != nil {
		return nil, err
	}
	yaml, lines := writeYAML(name, pieces, s, start, promotesTo(pieces, s))
	if err := check(name, yaml, lines); err != nil {
		return nil, err
	}
	if err := checkLocusts(pieces, name, yaml); err != nil { // locust.go
		return nil, err
	}
	if err := checkBaring(pieces, s, name, yaml); err != nil { // baring.go
		return nil, err
	}
	return &Imported{YAML: yaml, Ignored: s.ignored}, nil
}

// readPieces fills in each piece's defaults as ParseGameDef does: its ID
// (the name's first letter), moves (DefaultMove of the name in lower
// case) and royalty (royal=, or else the last piece). Pieces named "hole"
// are holes, not piece types, and are not counted.
func readPieces(d *Diagram, s *settings) (pieces, holes []piece, err error) {
	seen := map[string]int{}
	for _, pl := range d.Pieces {
		p := piece{PieceLine: pl, letter: strings.ToUpper(pl.ID), betza: pl.Betza}
		lower := strings.ToLower(pl.Name)
		if lower == "hole" {
			holes = append(holes, p)
			continue
		}
		if p.letter == "" {
			p.letter = strings.ToUpper(pl.Name)[:1]
		}
		if len(p.letter) != 1 || p.letter[0] < 'A' || p.letter[0] > 'Z' {
			return nil, nil, lineErrorf(pl.Line, "piece %s: ID %q is not one letter, as betzac's piece letters are", pl.Name, p.letter)
		}
		if prev, ok := seen[p.letter]; ok {
			return nil, nil, lineErrorf(pl.Line, "piece %s: ID %s is already the ID of the piece at line %d", pl.Name, p.letter, prev)
		}
		seen[p.letter] = pl.Line
		if p.betza == "" {
			p.betza = defaultBetza.Get()[lower]
			if lower == "king" {
				p.betza = kingBetza(s.files)
			}
			if p.betza == "" {
				return nil, nil, lineErrorf(pl.Line, "piece %s has no moves, and the Diagram has none for the name %q (it gives it \"O\", castling only)", pl.Name, pl.Name)
			}
		}
		if p.hand, p.handBlack, err = readHand(pl); err != nil {
			return nil, nil, err
		}
		pieces = append(pieces, p)
	}
	if err := markRoyal(pieces, s); err != nil {
		return nil, nil, err
	}
	if err := markIron(pieces, s); err != nil {
		return nil, nil, err
	}
	if err := markBaring(pieces, s); err != nil { // baring.go
		return nil, nil, err
	}
	return pieces, holes, markAntiTrade(pieces, s) // antitrade.go
}

// readHand reads a piece's hand field: "2" for each side, or "2,1" for
// White and Black.
func readHand(pl PieceLine) (w, b int, err error) {
	if pl.Hand == "" {
		return 0, 0, nil
	}
	ws, bs, two := strings.Cut(pl.Hand, ",")
	if !two {
		bs = ws
	}
	w, err1 := strconv.Atoi(strings.TrimSpace(ws))
	b, err2 := strconv.Atoi(strings.TrimSpace(bs))
	if err1 != nil || err2 != nil || w < 0 || b < 0 || w > 99 || b > 99 {
		return 0, 0, lineErrorf(pl.Line, "piece %s: hand %q: want a count from 0 to 99, or White's and Black's (2,1)", pl.Name, pl.Hand)
	}
	return w, b, nil
}

// markRoyal makes the pieces royal= numbers royal, or the last one.
func markRoyal(pieces []piece, s *settings) error {
	if len(pieces) == 0 {
		return lineErrorf(1, "the definition has no piece but holes")
	}
	if len(s.royal) == 0 {
		pieces[len(pieces)-1].royal = true
	}
	return mark(pieces, s, "royal", s.royal, func(p *piece) { p.royal = true })
}

// markIron makes the pieces iron= numbers iron (ParseGameDef: royalness
// bits 4 and 5, which ScoreMove reads as a victim that may not be taken).
func markIron(pieces []piece, s *settings) error {
	return mark(pieces, s, "iron", s.iron, func(p *piece) { p.iron = true })
}

// mark calls set on the pieces that the setting key numbers (from 1).
func mark(pieces []piece, s *settings, key string, numbers []int, set func(*piece)) error {
	for _, n := range numbers {
		if n > len(pieces) {
			return lineErrorf(s.line[key], "%s=%d: there are %d pieces (holes do not count)", key, n, len(pieces))
		}
		set(&pieces[n-1])
	}
	return nil
}

// checkPromoOffset refuses a promoOffset that sends a promoting piece
// to no piece at all.
func checkPromoOffset(pieces []piece, s *settings) error {
	if s.promoOffset == 0 {
		return nil
	}
	for n := 1; n <= s.maxPromote && n <= len(pieces); n++ {
		if m := promotedNumber(n, s, len(pieces)); m > len(pieces) {
			return lineErrorf(s.line["promoOffset"], "promoOffset=%d: piece %d (%s) would promote to piece %d, but there are %d", s.promoOffset, n, pieces[n-1].Name, m, len(pieces))
		}
	}
	return nil
}

// promotesTo is what the promoting pieces (the first maxPromote) may
// choose, Chess-style: the defined pieces whose IDs promoChoice holds, in
// promoChoice's order (SetPromoChoice; an ID no piece has is no choice),
// or, for an empty promoChoice, every piece (SetPromoChoice and the move
// generator StackMove; the user's Click leaves out the first and the
// royal ones).
func promotesTo(pieces []piece, s *settings) string {
	var to strings.Builder
	if s.promoChoice != "" {
		for _, c := range strings.ToUpper(s.promoChoice) {
			if hasLetter(pieces, string(c)) && !strings.ContainsRune(to.String(), c) {
				to.WriteRune(c)
			}
		}
		return to.String()
	}
	for _, p := range pieces {
		to.WriteString(p.letter)
	}
	return to.String()
}

func hasLetter(pieces []piece, l string) bool {
	for _, p := range pieces {
		if p.letter == l {
			return true
		}
	}
	return false
}

// compiled is yaml's program, or nil when it does not load or compile
// (check reports why).
func compiled(name, yaml string) *legdefs.Program {
	v, err := variants.LoadBytes(name+".yaml", []byte(yaml))
	if err != nil {
		return nil
	}
	p, err := compiler.Compile(v)
	if err != nil {
		return nil
	}
	return p
}

// check loads and compiles yaml and sets up its start position. An error
// is put at the definition line that the variant file's line came from
// (lines[i] for line i+1; 0 for none).
func check(name, yaml string, lines []int) error {
	v, err := variants.LoadBytes(name+".yaml", []byte(yaml))
	if err == nil {
		p, cerr := compiler.Compile(v)
		if cerr == nil {
			if _, perr := vm.NewPosition(p, ""); perr != nil {
				return fmt.Errorf("the start position the squares give does not fit the variant: %v", perr)
			}
			return nil
		}
		err = cerr
	}
	var list variants.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		if e := list[0]; e.Line >= 1 && e.Line <= len(lines) && lines[e.Line-1] > 0 {
			return lineErrorf(lines[e.Line-1], "the variant file it translates to is wrong: %s", e.Msg)
		}
	}
	return fmt.Errorf("the variant file it translates to is wrong: %v", err)
}

// VariantName is a variant name for the definition read from path: its
// base name without the extension, with characters a name may not have
// as '-'; "diagram" if nothing is left.
func VariantName(path string) string {
	base := path[strings.LastIndexAny(path, `/\`)+1:]
	if i := strings.LastIndex(base, "."); i > 0 {
		base = base[:i]
	}
	var sb strings.Builder
	for _, c := range base {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
			sb.WriteRune(c)
		case sb.Len() > 0:
			sb.WriteByte('-')
		}
	}
	if sb.Len() == 0 {
		return "diagram"
	}
	return sb.String()
}
