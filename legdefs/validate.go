package legdefs

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// Limits of the encoding, which the compiler never exceeds.
const (
	// MaxBoard is the most files or ranks a board may have (files are
	// lettered a to z).
	MaxBoard = 26
	// MaxLegs is the most legs a move may have, except a crooked or
	// circular path (z, q; its first leg has ModeCurveStep), which has a
	// leg per step, up to MaxBoard.
	MaxLegs = 8
)

// Validate checks that p is well formed: a board of 1 to MaxBoard files
// and ranks, at least one piece type, and for each type
// a move list (and region move lists) that starts within the table and
// decodes, with legs of legal ranges and steps no longer than the board
// allows, regions on the board, a promotion zone within it, and only the
// pieces the chasing rule knows if it is on (ChasingPieceError). Its errors
// name the piece ("piece N: table offset 999 out of range"). It does not
// check what the back ends implement: each refuses that itself. Start may
// be empty: a position is then given by FEN.
func (p *Program) Validate() error {
	if p == nil {
		return errors.New("no Program")
	}
	if p.Files < 1 || p.Files > MaxBoard || p.Ranks < 1 || p.Ranks > MaxBoard {
		return fmt.Errorf("board %dx%d: files and ranks must be 1..%d", p.Files, p.Ranks, MaxBoard)
	}
	if len(p.Pieces) == 0 {
		return errors.New("no piece types")
	}
	for i := range p.Pieces {
		if err := p.validatePiece(&p.Pieces[i]); err != nil {
			return fmt.Errorf("piece %s: %w", pieceName(i, &p.Pieces[i]), err)
		}
	}
	return p.validateHoles()
}

// validateHoles checks that each hole is on the board, once.
func (p *Program) validateHoles() error {
	for i, h := range p.Holes {
		if h.File < 0 || h.File >= p.Files || h.Rank < 0 || h.Rank >= p.Ranks {
			return fmt.Errorf("hole (file %d, rank %d) is off the %dx%d board", h.File+1, h.Rank+1, p.Files, p.Ranks)
		}
		if slices.Contains(p.Holes[:i], h) {
			return fmt.Errorf("hole (file %d, rank %d) is given twice", h.File+1, h.Rank+1)
		}
	}
	return nil
}

// pieceName names piece type i by its letter, or its index if it has none.
func pieceName(i int, pt *PieceType) string {
	if pt.Letter == "" {
		return fmt.Sprintf("#%d", i)
	}
	return pt.Letter
}

// validatePiece checks one piece type's move lists, regions, promotion
// zone and the types it names. It allocates nothing unless it fails: it
// runs for every type of every Program a VM is built from (issue 31).
func (p *Program) validatePiece(pt *PieceType) error {
	if err := p.validateList(pt.Offset); err != nil {
		return err
	}
	if err := ChasingPieceError(p.ChasingRule, pt.Betza, pt.Royal); err != nil {
		return err
	}
	for _, rm := range pt.RegionMoves {
		if err := p.validateList(rm.Offset); err != nil {
			return fmt.Errorf("region moves %q: %w", rm.Betza, err)
		}
	}
	if pr := pt.Promote; pr != nil && pr.Squares == nil && (pr.Zone < 1 || pr.Zone > p.Ranks) {
		return fmt.Errorf("promotion zone %d out of range", pr.Zone)
	}
	err := cmp.Or(p.validateRegion("initial region", pt.InitialRegion), p.validateRegion("confine", pt.Confine))
	for _, rm := range pt.RegionMoves {
		err = cmp.Or(err, p.validateRegion("region moves from", rm.From), p.validateRegion("region moves to", rm.To))
	}
	if pr := pt.Promote; pr != nil {
		err = cmp.Or(err, p.validateRegion("promotion squares", pr.Squares), p.validateRegion("promotion squares for Black", pr.SquaresBlack))
	}
	if pt.Sittuyin != nil {
		err = cmp.Or(err, p.validateRegion("Sittuyin squares", pt.Sittuyin.Squares))
	}
	return cmp.Or(err, p.validateTypeRefs(pt))
}

// validateTypeRefs checks that every piece type pt's rules name (by index)
// is one of p's: promotion choices and limits, the type it goes to hand
// as, its promoted form (-1: none), and the types its other rules list.
func (p *Program) validateTypeRefs(pt *PieceType) error {
	err := cmp.Or(p.typeRefs("hand", pt.Hand), p.typeRefs("cannot hop over", pt.CannotHopOver...),
		p.typeRefs("cannot capture", pt.CannotCapture...), p.typeRefs("loses initial moves to", pt.LosesInitialTo...))
	if pt.Promoted != -1 {
		err = cmp.Or(err, p.typeRefs("promoted form", pt.Promoted))
	}
	if pr := pt.Promote; pr != nil {
		err = cmp.Or(err, p.typeRefs("promotes to", pr.To...), p.typeRefs("promotes (Black) to", pr.ToBlack...))
		for k := range pr.Limit {
			err = cmp.Or(err, p.typeRefs("promotion limit", k))
		}
	}
	if pt.Sittuyin != nil {
		err = cmp.Or(err, p.typeRefs("Sittuyin promotion", pt.Sittuyin.To))
	}
	return err
}

// typeRefs checks that each of types, which the rule what of a piece type
// names, is one of p's piece types.
func (p *Program) typeRefs(what string, types ...int) error {
	for _, k := range types {
		if k < 0 || k >= len(p.Pieces) {
			return fmt.Errorf("%s: no piece type %d", what, k)
		}
	}
	return nil
}

// validateList checks the move list at offset: it starts in the table,
// decodes, and each move's legs are legal.
func (p *Program) validateList(offset int) error {
	if offset < 0 || offset >= len(p.Table) {
		return fmt.Errorf("table offset %d out of range", offset)
	}
	if _, _, ok := p.Table.listSize(offset); !ok {
		return fmt.Errorf("malformed legdefs at offset %d", offset)
	}
	var err error
	p.Table.EachMove(offset, func(m Move) bool {
		err = validateMove(m)
		return err == nil
	})
	return err
}

// validateMove checks a move's number of legs, their ranges and steps.
func validateMove(m Move) error {
	if len(m) > MaxLegs && (len(m) > MaxBoard || m[0].Mode&ModeCurveStep == 0) {
		return fmt.Errorf("a move with %d legs (at most %d)", len(m), MaxLegs)
	}
	for _, l := range m {
		if l.Range < -2 {
			return fmt.Errorf("range %d: a range is a count, 0, -1 or -2", l.Range)
		}
		if abs32(l.DX) > MaxBoard || abs32(l.DY) > MaxBoard {
			return fmt.Errorf("step (%d,%d) too long", l.DX, l.DY)
		}
	}
	return nil
}

// validateRegion checks that every square of g, the region what of a
// piece type, is on the board.
func (p *Program) validateRegion(what string, g Region) error {
	for _, s := range g {
		if s < 0 || s >= p.Files*p.Ranks {
			return fmt.Errorf("%s: %w", what, fmt.Errorf("square %d is off the %dx%d board", s, p.Files, p.Ranks))
		}
	}
	return nil
}
