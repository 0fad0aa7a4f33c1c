package idiagram

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/compiler"
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
	letter, betza string
	royal         bool
	hand          int
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
	pieces, err := readPieces(d, s)
	if err != nil {
		return nil, err
	}
	start, err := startFEN(pieces, s)
	if err != nil {
		return nil, err
	}
	to, err := promotesTo(pieces, s)
	if err != nil {
		return nil, err
	}
	yaml, lines := writeYAML(name, pieces, s, start, to)
	if err := check(name, yaml, lines); err != nil {
		return nil, err
	}
	return &Imported{YAML: yaml, Ignored: s.ignored}, nil
}

// readPieces fills in each piece's defaults: its ID, moves and royalty.
func readPieces(d *Diagram, s *settings) ([]piece, error) {
	royal := s.royal
	if royal == 0 {
		// Assumption: with no royal= the last piece is royal (the
		// documentation's example adds royal=8 once a ninth piece, the
		// Lion, follows the King).
		royal = len(d.Pieces)
	}
	seen := map[string]int{}
	var out []piece
	for i, pl := range d.Pieces {
		p := piece{PieceLine: pl, letter: strings.ToUpper(pl.ID), betza: pl.Betza, royal: i+1 == royal}
		if p.letter == "" {
			p.letter = strings.ToUpper(pl.Name[:1])
		}
		if len(p.letter) != 1 || p.letter[0] < 'A' || p.letter[0] > 'Z' {
			return nil, lineErrorf(pl.Line, "piece %s: ID %q is not one letter, as betzac's piece letters are", pl.Name, p.letter)
		}
		if prev, ok := seen[p.letter]; ok {
			return nil, lineErrorf(pl.Line, "piece %s: ID %s is already the ID of the piece at line %d", pl.Name, p.letter, prev)
		}
		seen[p.letter] = pl.Line
		if p.betza == "" {
			b, ok := defaultBetza[pl.Name]
			if !ok {
				return nil, lineErrorf(pl.Line, "piece %s has no moves, and %q is not a name whose default moves are known here (%s)", pl.Name, pl.Name, defaultNames())
			}
			p.betza = b
		}
		if pl.Hand != "" {
			n, err := strconv.Atoi(pl.Hand)
			if err != nil || n < 0 || n > 99 {
				return nil, lineErrorf(pl.Line, "piece %s: hand %q: want a count from 0 to 99", pl.Name, pl.Hand)
			}
			if n > 0 && s.holdings == 0 {
				return nil, lineErrorf(pl.Line, "piece %s: %d in hand, but there are no hands without holdingsType=1", pl.Name, n)
			}
			p.hand = n
		}
		out = append(out, p)
	}
	return out, nil
}

func defaultNames() string {
	var names []string
	for _, n := range []string{"Pawn", "Knight", "Bishop", "Rook", "Queen", "King", "Archbishop", "Chancellor"} {
		if _, ok := defaultBetza[n]; ok {
			names = append(names, n)
		}
	}
	return strings.Join(names, ", ")
}

// promotesTo is what the pieces with ID P promote to: promoChoice, or
// else (an assumption) every other piece but the royal one, in order.
func promotesTo(pieces []piece, s *settings) (string, error) {
	if s.promoChoice != "" {
		for _, c := range strings.ToUpper(s.promoChoice) {
			if !hasLetter(pieces, string(c)) {
				return "", lineErrorf(s.line["promoChoice"], "promoChoice=%s: %c is no piece's ID", s.promoChoice, c)
			}
		}
		return strings.ToUpper(s.promoChoice), nil
	}
	var to strings.Builder
	for _, p := range pieces {
		if p.letter != "P" && !p.royal {
			to.WriteString(p.letter)
		}
	}
	return to.String(), nil
}

func hasLetter(pieces []piece, l string) bool {
	for _, p := range pieces {
		if p.letter == l {
			return true
		}
	}
	return false
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
