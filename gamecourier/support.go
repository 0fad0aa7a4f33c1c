package gamecourier

import (
	"fmt"

	"github.com/betzac/betzac/internal/fields"
	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
)

// knownModes are the mode bits the emitted generator implements (NextLeg
// in code.go). toggle and final only mark the table; the rest is walked.
const knownModes = legdefs.ModeMove | legdefs.ModeCapture | legdefs.ModeEP |
	legdefs.ModeCastle | legdefs.ModeHop | legdefs.ModeToggle | legdefs.ModeInitial |
	legdefs.ModeLame | legdefs.ModeFinal | legdefs.ModeFriend |
	legdefs.ModeEPRights | legdefs.ModeIso | legdefs.ModeCastleInner

// knownRules are the rule fields of the Program (named as package fields
// names them) the emitted code implements. Unsupported refuses a Program
// that sets any other one, so that a rule added to the Program later is
// refused until the emitter learns it, never silently ignored. Built on
// first use, by the commands that emit a preset (issue 31).
var knownRules = lazy.Value[map[string]bool]{Build: func() map[string]bool {
	known := map[string]bool{}
	for _, n := range []string{
		"Program.Name", "Program.Files", "Program.Ranks", "Program.Table", "Program.Pieces", "Program.Start",
		// FENCounting and EPFieldMarked only say how a FEN's e.p. field is
		// read and printed; they change no move.
		"Program.FENCounting", "Program.EPFieldMarked",
		"Program.BareKing", "Program.FlyingGeneral", "Program.Castling960", "Program.RoyalExtinction", "Program.Makpong", "Program.DupleCheck",
		"PieceType.Confine", "PieceType.RegionMoves",
		"RegionMoves.Betza", "RegionMoves.Offset", "RegionMoves.From",
		"PieceType.Letter", "PieceType.Name", "PieceType.Betza", "PieceType.Offset", "PieceType.Royal",
		"PieceType.Promote", "Promotion.Zone", "Promotion.To",
		"Promotion.Optional", "Promotion.Leaving", "Promotion.CaptureInside", "Promotion.Limit", "Promotion.ToBlack",
		"Promotion.Squares", "Promotion.SquaresBlack",
		"Program.Hand", "HandRules.ImmobilityIllegal", "HandRules.Drops", "HandRules.CapturesToHand",
		// Clock only feeds the half-move clock, which changes no move;
		// Promoted is read only by drops of promoted pieces
		// (HandRules.DropPromoted), which are refused.
		"PieceType.Clock", "PieceType.Promoted",
		"PieceType.Hand", "PieceType.Drop", "PieceType.InitialRegion", "DropRule.Ranks", "DropRule.FileLimit", "DropRule.NoMate",
	} {
		known[n] = true
	}
	// The result-only rules (legdefs.ResultOnly: the n-move and n-fold
	// rules, …) change no move and the preset adjudicates no draw. Its
	// verdict on a position without moves follows StalemateValue and
	// CheckmateValue (ends.go).
	for _, n := range legdefs.ResultOnlyRules() {
		known["Program."+n] = true
	}
	return known
}}

// UnsupportedError is a Program that uses what the emitted code does not
// implement.
type UnsupportedError struct {
	Piece, Betza string // the piece whose move uses it, if any
	Feature      string
}

func (e *UnsupportedError) Error() string {
	if e.Piece != "" {
		return fmt.Sprintf("gamecourier: piece %s %q: %s is not supported", e.Piece, e.Betza, e.Feature)
	}
	return fmt.Sprintf("gamecourier: %s is not supported", e.Feature)
}

// Unsupported returns an *UnsupportedError for the first rule field or
// mode bit of p that the emitted code does not implement, or nil. Emit
// calls it first.
func Unsupported(p *legdefs.Program) error {
	top := *p
	top.Pieces = nil
	if f := fields.FirstUnknown(top, knownRules.Get()); f != "" {
		return &UnsupportedError{Feature: legdefs.FieldFeature(f)}
	}
	for _, pt := range p.Pieces {
		if f := fields.FirstUnknown(pt, knownRules.Get()); f != "" {
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: legdefs.FieldFeature(f)}
		}
		if pt.Offset < 0 || pt.Offset >= len(p.Table) {
			return fmt.Errorf("gamecourier: piece %s: table offset %d out of range", pt.Letter, pt.Offset)
		}
		if limitsTilde(p, pt.Promote) {
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: "promotion limits that count a promoted form X~ as X (Promotion.Limit)"}
		}
		if p.Hand.Drops && pt.Confine != nil {
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: "drops of a confined piece (PieceType.Confine with HandRules.Drops)"}
		}
		ms := p.Table.Moves(pt.Offset)
		if ms == nil && p.Table[pt.Offset] != 0 {
			return fmt.Errorf("gamecourier: piece %s: malformed legdefs at offset %d", pt.Letter, pt.Offset)
		}
		for _, rm := range pt.RegionMoves {
			if rm.Offset < 0 || rm.Offset >= len(p.Table) {
				return fmt.Errorf("gamecourier: piece %s: region moves (RegionMoves.Offset) at offset %d out of range", pt.Letter, rm.Offset)
			}
			ms = append(ms, p.Table.Moves(rm.Offset)...)
		}
		for _, m := range ms {
			if err := checkMove(pt, m); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkMove refuses the mode bits the code does not implement, and moves
// of more legs than NextLeg keeps victims for.
func checkMove(pt legdefs.PieceType, m legdefs.Move) error {
	for _, l := range m {
		if bad := l.Mode &^ knownModes; bad != 0 {
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: legdefs.ModeFeature(bad & -bad)}
		}
	}
	if len(m) > maxLegs {
		return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("a move of %d legs (at most %d)", len(m), maxLegs)}
	}
	return nil
}

// limitsTilde reports whether promotion pr limits a type that has a
// promoted form X~, which the VM counts as X (the emitted code counts
// the type alone).
func limitsTilde(p *legdefs.Program, pr *legdefs.Promotion) bool {
	if pr == nil {
		return false
	}
	for k := range pr.Limit {
		if k < 0 || k >= len(p.Pieces) {
			continue // not a type: the table checks name it
		}
		for _, q := range p.Pieces {
			if q.Letter == p.Pieces[k].Letter+"~" {
				return true
			}
		}
	}
	return false
}
