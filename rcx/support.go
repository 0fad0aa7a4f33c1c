package rcx

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/internal/fields"
	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
)

// unsupportedModes are the mode bits the core refuses.
var unsupportedModes = []int32{
	legdefs.ModeRelay, legdefs.ModeJump2, legdefs.ModeCylinder, legdefs.ModeTorus,
	legdefs.ModeCrooked, legdefs.ModeCircular, legdefs.ModeCurveStep, legdefs.ModeEPTrail,
	legdefs.ModeImitator, legdefs.ModePreUnload,
}

// knownRules are the rule fields of the Program (named as package fields
// names them) the RCX core implements. Unsupported refuses a Program that
// sets any other one, so that a rule added to the Program later is
// refused until the core learns it, never silently ignored. Built on
// first use, by the commands that emit for the brick (issue 31).
var knownRules = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	known := fieldSet(
		"Program.Name", "Program.Files", "Program.Ranks", "Program.Table", "Program.Pieces", "Program.Start",
		"Program.FlyingGeneral", "Program.BareKing", "Program.Extinction", "Program.ExtinctionCount",
		"Program.MustCapture", "Program.ChecksToWin", "Program.Castling960",
		"Program.CastlingPartners", "Program.Makpong", "Program.PassOnStalemate",
		// Hand only holds the HandRules, each refused by name below.
		"Program.Hand",
		// FENCounting only says how a FEN's e.p. field is read and printed; it
		// changes no move, so the brick can ignore it.
		"Program.FENCounting",
		"PieceType.Letter", "PieceType.Name", "PieceType.Betza", "PieceType.Offset", "PieceType.Royal",
		"PieceType.Promote", "PieceType.Confine", "PieceType.RegionMoves", "PieceType.InitialRegion",
		// The e.p. field's form (marked or capturable) only says how a FEN
		// reads: the brick refuses a start position with e.p. squares.
		"Program.EPFieldMarked",
		// Hand and Promoted matter only with Program.Hand (refused); the
		// brick keeps no half-move clock, so a piece's Clock changes no move.
		"PieceType.Hand", "PieceType.Promoted", "PieceType.Clock",
		"Promotion.Zone", "Promotion.To", "Promotion.ToBlack", "Promotion.Nothing",
		"RegionMoves.Betza", "RegionMoves.Offset", "RegionMoves.From", "RegionMoves.To",
	)
	// The result of a game (legdefs.ResultOnly: stalemate's and
	// checkmate's values, the n-move and n-fold rules, …) changes no
	// move: the brick generates moves and adjudicates nothing.
	for _, n := range legdefs.ResultOnlyRules() {
		known["Program."+n] = true
	}
	return known
}}

func fieldSet(names ...string) map[string]bool {
	m := map[string]bool{}
	for _, n := range names {
		m[n] = true
	}
	return m
}

// unknownRules names the rule fields set in v that knownRules lacks.
func unknownRules(v any) []string {
	var names []string
	for _, f := range fields.Set(v) {
		if n := legdefs.FieldFeature(f); !knownRules.Get()[f] && !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return names
}

// Unsupported returns an *UnsupportedError for the rule fields of p the
// RCX core does not implement (naming each of the variant's and of the
// first such piece's), else the first such mode bit, or nil.
// Emit calls it first.
func Unsupported(p *legdefs.Program) error {
	top := *p
	top.Pieces = nil
	rules := unknownRules(top)
	for _, pt := range p.Pieces {
		pr := unknownRules(pt)
		switch {
		case len(pr) == 0:
			continue
		case len(rules) == 0:
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: strings.Join(pr, ", ")}
		}
		rules = append(rules, fmt.Sprintf("piece %s's %s", pt.Letter, strings.Join(pr, ", ")))
		break
	}
	if len(rules) > 0 {
		return &UnsupportedError{Feature: strings.Join(rules, ", ")}
	}
	for i, pt := range p.Pieces {
		for _, m := range p.AllMoves(i) {
			for _, l := range m {
				if err := checkMode(pt, l.Mode); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// checkMode refuses the mode bits the core does not implement.
func checkMode(pt legdefs.PieceType, mode int32) error {
	if bad := mode &^ knownModes; bad != 0 {
		return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("mode bits %#x (%s)", bad, legdefs.ModeName(bad&-bad))}
	}
	for _, bit := range unsupportedModes {
		if mode&bit != 0 {
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: legdefs.ModeFeature(bit)}
		}
	}
	return nil
}

// decoded are the Program's moves, decoded and checked, with the guard
// band the longest step needs.
type decoded struct {
	moves       [][]legdefs.Move   // per type
	regionMoves [][][]legdefs.Move // per type, per region set
	gb          int
}

// decodePieces decodes every type's moves, refusing one with too many
// legs or too long a step, and finds the guard band.
func decodePieces(p *legdefs.Program) (decoded, error) {
	d := decoded{
		moves:       make([][]legdefs.Move, len(p.Pieces)),
		regionMoves: make([][][]legdefs.Move, len(p.Pieces)),
		gb:          2,
	}
	for i, pt := range p.Pieces {
		ms := p.Table.Moves(pt.Offset)
		if p.Castling960 {
			ms = without960(ms)
		}
		all := ms
		for _, rm := range pt.RegionMoves {
			rms := p.Table.Moves(rm.Offset)
			d.regionMoves[i] = append(d.regionMoves[i], rms)
			all = append(all[:len(all):len(all)], rms...)
		}
		if err := checkMoves(pt, all, &d.gb); err != nil {
			return d, err
		}
		d.moves[i] = ms
	}
	return d, nil
}

// without960 is ms less its castling (O-atom) moves: with Chess960
// castling the VM ignores them and castles apart from the table, and so
// does the core (gen960).
func without960(ms []legdefs.Move) []legdefs.Move {
	var out []legdefs.Move
	for _, m := range ms {
		if len(m) == 0 || m[0].Mode&legdefs.ModeCastle == 0 {
			out = append(out, m)
		}
	}
	return out
}

// checkMoves refuses a move of pt with too many legs or too long a step
// and widens the guard band *gb to its longest step.
func checkMoves(pt legdefs.PieceType, ms []legdefs.Move, gb *int) error {
	for _, m := range ms {
		if len(m) > MaxLegs {
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("a move of %d legs (at most %d)", len(m), MaxLegs)}
		}
		for _, l := range m {
			if abs(int(l.DX)) > MaxFiles || abs(int(l.DY)) > MaxRanks {
				return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("a step of (%d,%d)", l.DX, l.DY)}
			}
			*gb = max(*gb, abs(int(l.DX)), abs(int(l.DY)))
		}
	}
	return nil
}
