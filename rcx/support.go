package rcx

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/internal/fields"
	"github.com/betzac/betzac/legdefs"
)

// unsupportedModes names the mode bits the core refuses.
var unsupportedModes = []struct {
	bit  int32
	name string
}{
	{legdefs.ModeRelay, "relay (x)"},
	{legdefs.ModeJump2, "jj (may jump many)"},
	{legdefs.ModeCylinder, "cylinder wrapping (o)"},
	{legdefs.ModeTorus, "torus wrapping (oo)"},
	{legdefs.ModeCrooked, "crooked moves (z)"},
	{legdefs.ModeCircular, "circular moves (q)"},
	{legdefs.ModeCurveStep, "crooked or circular paths"},
	{legdefs.ModeEPTrail, "e.p. trails (n on a slider)"},
	{legdefs.ModeImitator, "imitators (I)"},
	{legdefs.ModePreUnload, "the pre-unload marker"},
}

// knownRules are the rule fields of the Program (named as package fields
// names them) the RCX core implements. Unsupported refuses a Program that
// sets any other one, so that a rule added to the Program later is
// refused until the core learns it, never silently ignored.
var knownRules = fieldSet(
	"Program.Name", "Program.Files", "Program.Ranks", "Program.Table", "Program.Pieces", "Program.Start",
	"Program.FlyingGeneral",
	// Hand only holds the HandRules, each refused by name below.
	"Program.Hand",
	// FENCounting only says how a FEN's e.p. field is read and printed; it
	// changes no move, so the brick can ignore it.
	"Program.FENCounting",
	"PieceType.Letter", "PieceType.Name", "PieceType.Betza", "PieceType.Offset", "PieceType.Royal",
	"PieceType.Promote", "PieceType.Confine", "PieceType.RegionMoves",
	// Hand and Promoted matter only with Program.Hand (refused); the
	// brick keeps no half-move clock, so a piece's Clock changes no move.
	"PieceType.Hand", "PieceType.Promoted", "PieceType.Clock",
	"Promotion.Zone", "Promotion.To",
	"RegionMoves.Betza", "RegionMoves.Offset", "RegionMoves.From", "RegionMoves.To",
)

// ruleNames says what some fields are, for the error.
var ruleNames = map[string]string{
	"Program.Castling960":         "Chess960 castling",
	"HandRules.Drops":             "drops (pieces in hand)",
	"HandRules.CapturesToHand":    "captures to hand",
	"HandRules.DropPromoted":      "drops of promoted pieces",
	"HandRules.ImmobilityIllegal": "the immobility rule (immobility-illegal)",
	"HandRules.NoDropChecks":      "drops that may not give check (no-drop-checks)",
	"Program.NoEPPromotion":       "e.p. captures that do not promote (no-ep-promotion)",
	"HandRules.DropStack":         "drops that rest on a piece (drop-stack)",
	"PieceType.Drop":              "drops",
	"Program.Makpong":             "Makpong's rule",
	"Promotion.Optional":          "optional promotion",
	"Promotion.Leaving":           "promotion on leaving the zone",
	"Promotion.Nothing":           "a promotion zone with nothing to promote to (promote: to: -)",
	"Promotion.Limit":             "promotion limits",
	"Program.BareKing":            "the bare-king rule",
	"Program.FlagSquares":         "goal squares (flag-squares)",
	"Program.FlagSquaresBlack":    "goal squares (flag-squares-black)",
	"Program.FlagPieces":          "flag pieces (flag-pieces)",
	"Program.FlagSafe":            "safe flag pieces (flag-safe)",
	"Program.FlagMove":            "the flag move (flag-move)",
	"Program.FlagCount":           "goals won with several flag pieces (flag-count)",
	"Program.FlagBlocked":         "goals won when blocked (flag-blocked)",
	"Program.FlagSide":            "goal squares for one side (flag-side)",
	"Program.NoChecks":            "the no-checks rule",
	"Program.Extinction":          "extinction",
	"Program.ExtinctionCount":     "extinction",
	"Program.MustCapture":         "forced captures (must-capture)",
	"Program.PassOnStalemate":     "passing when stalemated (pass-on-stalemate)",
	"Program.Holes":               "board holes ('*' squares)",
	"Program.Petrify":             "petrification",
	"Program.Blast":               "blasts (blast)",
	"Program.BlastSpared":         "blasts (blast-spared)",
	"Program.BlastImmune":         "blasts (blast-immune)",
	"Program.MutuallyImmune":      "mutually immune pieces (mutually-immune)",
	"Program.Walling":             "walls (walling)",
	"Program.WallingRegion":       "walls (walling-region)",
	"Program.WallOrMove":          "walls (wall-or-move)",
	"Program.Gating":              "gating (S-chess)",
	"Program.OppositeColourDrops": "bishops dropped on opposite colours (opposite-colour-drops)",
	"Program.CastlingDrops":       "castling rights for dropped pieces (castling-drops)",
	"Program.Connect":             "n in a row wins (connect)",
	"Program.ConnectSquare":       "square blocks win (connect-square)",
	"Program.ConnectCollinear":    "n on a line wins (connect-collinear)",
	"Program.ConnectLines":        "the connect rules' lines (connect-lines)",
	"Program.ConnectPieces":       "the connect rules' pieces (connect-pieces)",
	"Program.ConnectFrom":         "linked regions win (connect-from)",
	"Program.ConnectTo":           "linked regions win (connect-to)",
	"Program.ConnectFromBlack":    "linked regions win (connect-from-black)",
	"Program.ConnectToBlack":      "linked regions win (connect-to-black)",
	"Program.CastlingPartners":    "castling partners by type (castling-partners)",
	"Program.OppositeCastling":    "castling on opposite sides (opposite-castling)",
	"Program.CastlingWins":        "castling wins (castling-wins)",
}

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
		if n := ruleName(f); !knownRules[f] && !slices.Contains(names, n) {
			names = append(names, n)
		}
	}
	return names
}

// ruleName names a field for the error, the HandRules' by their path
// from the Program.
func ruleName(field string) string {
	shown := strings.Replace(field, "HandRules.", "Program.Hand.", 1)
	if n, ok := ruleNames[field]; ok {
		return fmt.Sprintf("%s (%s)", n, shown)
	}
	return "the rule " + shown
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
	for _, u := range unsupportedModes {
		if mode&u.bit != 0 {
			return &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: fmt.Sprintf("%s, mode bit %s", u.name, legdefs.ModeName(u.bit))}
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
