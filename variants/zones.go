package variants

import (
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// This file holds the schema of board regions and the rules that use them:
// pieces confined to a region (the Xiangqi palace), moves a piece has only
// on some squares (the Xiangqi soldier across the river, the Janggi palace
// diagonals).

// Region is a set of board squares as White sees them. Black's region is
// its mirror image top to bottom: the square on file f, rank r (0-based)
// becomes file f, rank Ranks-1-r.
type Region []Square

// Square is a board square: 0-based file and rank (a1 is {0, 0}).
type Square struct{ File, Rank int }

// Contains reports whether the region holds the square (file, rank).
func (g Region) Contains(file, rank int) bool {
	for _, s := range g {
		if s.File == file && s.Rank == rank {
			return true
		}
	}
	return false
}

// RegionMove is a set of extra moves a piece has only while it stands on a
// square of From, and only to squares of To (nil: any square; a slide
// may pass squares outside To).
type RegionMove struct {
	Betza    string
	From, To Region
	// BetzaPos and File locate Betza for error messages, as Piece.BetzaPos
	// and Piece.File do.
	BetzaPos FilePos
	File     string
}

// Schema field names of this file's rules.
var (
	zonePieceFields      = []string{"confine", "region-moves", "cannot-hop-over", "cannot-capture", "initial-not-in-check", "loses-initial-to", "sittuyin-promotion"}
	sittuyinFields       = []string{"squares", "to"}
	regionMoveFields     = []string{"from", "to", "betza"}
	errRegionSyntaxShape = "want squares (e4) and rectangles (d1-f3, two corners) separated by spaces or commas"
)

// rawPieceZones are a piece's region fields, as written.
type rawPieceZones struct {
	confine *rawRegion
	moves   []*rawRegionMove
	// cannot-hop-over, cannot-capture, loses-initial-to: piece letters
	noHop, noCapture, spoiledBy *str
	initialNotInCheck           bool
	sittuyin                    *rawSittuyin
}

type rawSittuyin struct {
	squares *rawRegion
	to      *str
}

type rawRegion struct {
	s       *str
	squares Region
	offs    []int // offset in s of the item each square came from
}

type rawRegionMove struct {
	at       loc
	betza    *str
	from, to *rawRegion
}

// pieceZone decodes one of zonePieceFields into p.
func (d *decoder) pieceZone(p *rawPiece, key string, v *yaml.Node) {
	switch key {
	case "confine":
		p.zones.confine = d.region(v, "confine")
	case "initial-not-in-check":
		p.zones.initialNotInCheck, _ = d.boolean(v, key)
	case "sittuyin-promotion":
		p.zones.sittuyin = d.sittuyin(v)
	case "cannot-hop-over", "cannot-capture", "loses-initial-to":
		s := d.str(v, key)
		if s == nil {
			return
		}
		for i := 0; i < len(s.val); i++ {
			if c := s.val[i]; c < 'A' || c > 'Z' {
				d.e.add(s.pos(i), "%s %q: want upper-case piece letters, got %q", key, s.val, c)
				return
			}
		}
		switch key {
		case "cannot-hop-over":
			p.zones.noHop = s
		case "cannot-capture":
			p.zones.noCapture = s
		default:
			p.zones.spoiledBy = s
		}
	case "region-moves":
		if v.Kind != yaml.SequenceNode {
			d.e.add(nodeLoc(d.file, v), "region-moves: want a list of {from: SQUARES, betza: MOVES}, got %s", kindName(v))
			return
		}
		for _, item := range v.Content {
			if m := d.regionMove(resolve(item)); m != nil {
				p.zones.moves = append(p.zones.moves, m)
			}
		}
	}
}

// sittuyin decodes sittuyin-promotion: {squares: REGION, to: LETTER}; nil
// if it is not valid.
func (d *decoder) sittuyin(n *yaml.Node) *rawSittuyin {
	const ctx = "sittuyin-promotion: "
	sp := &rawSittuyin{}
	isMap := d.mapping(n, ctx+"want {squares: SQUARES, to: LETTER}", ctx, sittuyinFields, func(key string, k, v *yaml.Node) {
		if key == "squares" {
			sp.squares = d.region(v, ctx+"squares")
		} else {
			sp.to = d.letter(v, ctx+"to")
		}
	})
	if !isMap {
		return nil
	}
	if sp.squares == nil || sp.to == nil {
		if !hasKey(n, "squares") || !hasKey(n, "to") {
			d.e.add(nodeLoc(d.file, n), ctx+"want both squares and to")
		}
		return nil
	}
	return sp
}

func (d *decoder) regionMove(n *yaml.Node) *rawRegionMove {
	at := nodeLoc(d.file, n)
	m := &rawRegionMove{at: at}
	isMap := d.mapping(n, "region-moves: want {from: SQUARES, betza: MOVES}", "region-moves: ", regionMoveFields, func(key string, k, v *yaml.Node) {
		switch key {
		case "from":
			m.from = d.region(v, "region-moves: from")
		case "to":
			m.to = d.region(v, "region-moves: to")
		case "betza":
			m.betza = d.str(v, "betza")
			if m.betza != nil {
				d.betza(m.betza)
			}
		}
	})
	if !isMap {
		return nil
	}
	if m.from == nil || m.betza == nil {
		if m.from == nil && !hasKey(n, "from") {
			d.e.add(at, "region-moves: missing required field from")
		}
		if m.betza == nil && !hasKey(n, "betza") {
			d.e.add(at, "region-moves: missing required field betza")
		}
		return nil
	}
	return m
}

func hasKey(m *yaml.Node, key string) bool {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if resolve(m.Content[i]).Value == key {
			return true
		}
	}
	return false
}

// region reads a region string: squares and rectangles separated by spaces
// or commas. Squares are checked against the board later (checkZones).
func (d *decoder) region(n *yaml.Node, field string) *rawRegion {
	s := d.str(n, field)
	if s == nil {
		return nil
	}
	g, offs, err := parseRegion(s.val)
	if err != nil {
		d.e.add(s.pos(err.off), "%s %q: %s", field, s.val, err.msg)
		return nil
	}
	return &rawRegion{s: s, squares: g, offs: offs}
}

type regionError struct {
	off int
	msg string
}

// ParseRegion parses a region as the schema writes it: squares ("e4",
// "a10") and rectangles given by two opposite corners ("d1-f3"),
// separated by spaces or commas.
func ParseRegion(s string) (Region, error) {
	g, _, err := parseRegion(s)
	if err != nil {
		return nil, fmt.Errorf("region %q: %s", s, err.msg)
	}
	return g, nil
}

func parseRegion(s string) (Region, []int, *regionError) {
	var g Region
	var offs []int
	seen := map[Square]bool{}
	for i := 0; i < len(s); {
		if s[i] == ' ' || s[i] == ',' || s[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != ',' && s[j] != '\t' {
			j++
		}
		item := s[i:j]
		a, b, isRect := strings.Cut(item, "-")
		from, ok1 := parseSquareName(a)
		to := from
		ok2 := true
		if isRect {
			to, ok2 = parseSquareName(b)
		}
		if !ok1 || !ok2 {
			return nil, nil, &regionError{i, fmt.Sprintf("%q: %s", item, errRegionSyntaxShape)}
		}
		for f := min(from.File, to.File); f <= max(from.File, to.File); f++ {
			for r := min(from.Rank, to.Rank); r <= max(from.Rank, to.Rank); r++ {
				q := Square{f, r}
				if !seen[q] {
					seen[q] = true
					g = append(g, q)
					offs = append(offs, i)
				}
			}
		}
		i = j
	}
	if len(g) == 0 {
		return nil, nil, &regionError{0, "an empty region: " + errRegionSyntaxShape}
	}
	return g, offs, nil
}

// parseSquareName parses "e4", "a10" (files a-z, ranks from 1).
func parseSquareName(s string) (Square, bool) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' || !allDigits(s[1:]) || s[1] == '0' {
		return Square{}, false
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n > 26 {
		return Square{}, false
	}
	return Square{int(s[0] - 'a'), n - 1}, true
}

// checkZones checks the regions of every piece against the board, and
// the letters of cannot-hop-over and cannot-capture.
func checkZones(r *rawVariant, e *errs) {
	check := func(p *rawPiece, g *rawRegion, field string) { checkRegion(r, p, g, field, e) }
	letters := map[byte]bool{}
	for _, p := range r.pieces {
		if len(p.letter.val) == 1 {
			letters[p.letter.val[0]] = true
		}
	}
	for _, p := range r.pieces {
		for _, s := range []*str{p.zones.noHop, p.zones.noCapture, p.zones.spoiledBy} {
			if s == nil || r.brokenPieces {
				continue
			}
			for i := 0; i < len(s.val); i++ {
				if !letters[s.val[i]] {
					e.add(s.pos(i), "piece %s: %q: no piece %c", p.letter.val, s.val, s.val[i])
				}
			}
		}
		check(p, p.zones.confine, "confine")
		if sp := p.zones.sittuyin; sp != nil {
			check(p, sp.squares, "sittuyin-promotion: squares")
			if !r.brokenPieces && !letters[sp.to.val[0]] || len(sp.to.val) != 1 {
				e.add(sp.to.loc, "piece %s: sittuyin-promotion: to %q: no piece %s", p.letter.val, sp.to.val, sp.to.val)
			}
		}
		for _, m := range p.zones.moves {
			check(p, m.from, "region-moves: from")
			check(p, m.to, "region-moves: to")
		}
	}
}

// checkRegion reports the first square of g, the region piece p's field
// gives, that is off the board.
func checkRegion(r *rawVariant, p *rawPiece, g *rawRegion, field string, e *errs) {
	if g == nil || r.board == nil {
		return
	}
	for i, q := range g.squares {
		if q.File >= r.files || q.Rank >= r.ranks {
			e.add(g.s.pos(g.offs[i]), "piece %s: %s %q: square %c%d is off the %s board%s",
				p.letter.val, field, g.s.val, 'a'+q.File, q.Rank+1, r.board.val, elsewhere(g.s.loc, r.board.loc, "board"))
			return
		}
	}
}

// region is the region's squares, or nil for a field that is absent.
func (g *rawRegion) region() Region {
	if g == nil {
		return nil
	}
	return g.squares
}

// finishZones copies the pieces' zone fields into the Variant.
func finishZones(r *rawVariant, v *Variant) {
	for i, p := range r.pieces {
		q := &v.Pieces[i]
		q.InitialNotInCheck = p.zones.initialNotInCheck
		if sp := p.zones.sittuyin; sp != nil {
			q.SittuyinPromotion = &SittuyinPromotion{Squares: sp.squares.squares, To: sp.to.val}
		}
		q.LosesInitialTo = p.zones.spoiledBy.value()
		q.CannotHopOver = p.zones.noHop.value()
		q.CannotCapture = p.zones.noCapture.value()
		q.Confine = p.zones.confine.region()
		for _, m := range p.zones.moves {
			q.RegionMoves = append(q.RegionMoves, RegionMove{
				Betza:    m.betza.val,
				From:     m.from.squares,
				To:       m.to.region(),
				BetzaPos: m.betza.loc.filePos(),
				File:     m.betza.loc.file,
			})
		}
	}
}

// SittuyinPromotion is Sittuyin's pawn promotion: see Piece.
type SittuyinPromotion struct {
	Squares Region // where the piece must stand, unless it is its side's last one
	To      string // the letter it becomes
}
