package legdefs

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
)

// What each rule field and mode bit is, in words, for the error of a back
// end that refuses it (rcx, gamecourier): one home, so that every back
// end names a feature the same way. Fields are named as package
// internal/fields names them ("Program.Makpong", "HandRules.Drops"). The
// tables are built on first use: only a refusal reads them, and every
// command paid for them at start (issue 31).

// fieldFeatures say what some rule fields are. A field without an entry
// is named by its path.
var fieldFeatures = lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		"Program.StalemateValue":        "stalemate's value (stalemate-value)",
		"Program.CheckmateValue":        "checkmate's value (checkmate-value)",
		"Program.ExtinctionValue":       "extinction's value (extinction-value)",
		"Program.NMoveRule":             "the n-move rule (n-move-rule)",
		"Program.NFoldRule":             "the n-fold repetition rule (n-fold-rule)",
		"Program.NFoldValue":            "the value of a repetition (n-fold-value)",
		"Program.NFoldValueAbsolute":    "the value of a repetition for White (n-fold-value-absolute)",
		"Program.PerpetualCheckIllegal": "perpetual check loses (perpetual-check-illegal)",
		"Program.ChasingRule":           "Xiangqi's chasing rule (chasing-rule)",
		"Program.Counting":              "the Makruk family's counting (counting)",
		"Program.MaterialCounting":      "draws decided by material (material-counting)",
		"Program.ShatarMate":            "Shatar's rule of which mates win (shatar-mate)",
		"Program.MoveRepetitionIllegal": "Janggi's move repetition rule (move-repetition-illegal)",
		"Program.Baring":                "the Interactive Diagram's baring rule (baring)",
		"Program.BareKing":              "the bare-king rule",
		"Program.Blast":                 "blasts (blast)",
		"Program.BlastImmune":           "blasts (blast-immune)",
		"Program.BlastSpared":           "blasts (blast-spared)",
		"Program.Castling960":           "Chess960 castling",
		"Program.CastlingDrops":         "castling rights for dropped pieces (castling-drops)",
		"Program.CastlingPartners":      "castling partners by type (castling-partners)",
		"Program.CastlingWins":          "castling wins (castling-wins)",
		"Program.Connect":               "n in a row wins (connect)",
		"Program.ConnectCollinear":      "n on a line wins (connect-collinear)",
		"Program.ConnectFrom":           "linked regions win (connect-from)",
		"Program.ConnectFromBlack":      "linked regions win (connect-from-black)",
		"Program.ConnectLines":          "the connect rules' lines (connect-lines)",
		"Program.ConnectPieces":         "the connect rules' pieces (connect-pieces)",
		"Program.ConnectSquare":         "square blocks win (connect-square)",
		"Program.ConnectTo":             "linked regions win (connect-to)",
		"Program.ConnectToBlack":        "linked regions win (connect-to-black)",
		"Program.DupleCheck":            "duple check",
		"Program.Extinction":            "extinction",
		"Program.ExtinctionCount":       "extinction",
		"Program.FlagBlocked":           "goals won when blocked (flag-blocked)",
		"Program.FlagCount":             "goals won with several flag pieces (flag-count)",
		"Program.FlagMove":              "the flag move (flag-move)",
		"Program.FlagPieces":            "flag pieces (flag-pieces)",
		"Program.FlagSafe":              "safe flag pieces (flag-safe)",
		"Program.FlagSide":              "goal squares for one side (flag-side)",
		"Program.FlagSquares":           "goal squares (flag-squares)",
		"Program.FlagSquaresBlack":      "goal squares (flag-squares-black)",
		"Program.FlyingGeneral":         "the flying-general rule",
		"Program.Gating":                "gating (S-chess)",
		"Program.Holes":                 "board holes ('*' squares)",
		"Program.Makpong":               "Makpong's rule",
		"Program.MustCapture":           "forced captures (must-capture)",
		"Program.MutuallyImmune":        "mutually immune pieces (mutually-immune)",
		"Program.Iron":                  "iron pieces, which cannot be captured (iron)",
		"Program.CounterStrike":         "Chu Shogi's counter-strike rule (counter-strike)",
		"Program.ProtectedLion":         "Chu Shogi's protected-Lion rule (protected-lion)",
		"Program.NoChecks":              "the no-checks rule",
		"Program.NoEPPromotion":         "e.p. captures that do not promote (no-ep-promotion)",
		"Program.OppositeCastling":      "castling on opposite sides (opposite-castling)",
		"Program.OppositeColourDrops":   "bishops dropped on opposite colours (opposite-colour-drops)",
		"Program.PassOnStalemate":       "passing when stalemated (pass-on-stalemate)",
		"Program.Petrify":               "petrification",
		"Program.RoyalExtinction":       "royal extinction",
		"Program.Walling":               "walls (walling)",
		"Program.WallingRegion":         "walls (walling-region)",
		"Program.WallOrMove":            "walls (wall-or-move)",
		"HandRules.CapturesToHand":      "captured pieces going to the capturer's hand",
		"HandRules.DropPromoted":        "drops of promoted pieces",
		"HandRules.DropStack":           "drops that rest on a piece (drop-stack)",
		"HandRules.Drops":               "drops (pieces in hand)",
		"HandRules.ImmobilityIllegal":   "the immobility rule (immobility-illegal)",
		"HandRules.NoDropChecks":        "drops that may not give check (no-drop-checks)",
		"PieceType.CannotCapture":       "pieces it may not capture (cannot-capture; the Diagram's antiTrade=)",
		"PieceType.Confine":             "confinement regions",
		"PieceType.Drop":                "drops",
		"PieceType.Hand":                "pieces in hand",
		"PieceType.RegionMoves":         "region moves",
		"Promotion.CaptureInside":       "the Chu Shogi promotion rule",
		"Promotion.Leaving":             "promotion on leaving the zone",
		"Promotion.Limit":               "promotion limits",
		"Promotion.Nothing":             "a promotion zone with nothing to promote to (promote: to: -)",
		"Promotion.Optional":            "optional promotion",
		"RegionMoves.To":                "region moves that may end only in a region",
	}
}}

// FieldFeature names a rule field for an error: "what it is (path)", the
// HandRules by their path from the Program ("Program.Hand.Drops"), or
// "the rule path" for a field without words.
func FieldFeature(field string) string {
	path := strings.Replace(field, "HandRules.", "Program.Hand.", 1)
	if what, ok := fieldFeatures.Get()[field]; ok {
		return fmt.Sprintf("%s (%s)", what, path)
	}
	return "the rule " + path
}

// modeFeatures say what the mode bits a back end may refuse are.
var modeFeatures = lazy.Value[map[int32]string]{Build: func() map[int32]string {
	return map[int32]string{
		ModeJump:      "jumping leaps and ski legs (j)",
		ModeJump2:     "jj (may jump many)",
		ModeRelay:     "relay (x)",
		ModeCylinder:  "cylinder wrapping (o)",
		ModeTorus:     "torus wrapping (oo)",
		ModeCrooked:   "crooked moves (z)",
		ModeCircular:  "circular moves (q)",
		ModeCurveStep: "crooked or circular paths",
		ModeUnload:    "unload (u)",
		ModePreUnload: "the pre-unload marker",
		ModeEPTrail:   "e.p. trails (n on a slider)",
		ModeImitator:  "imitators (I)",
		ModeRoyalOnly: "captures of royal pieces only (k)",
	}
}}

// ModeFeature names a single mode bit for an error: "what it is, mode bit
// NAME", or "an unknown mode, mode bit NAME".
func ModeFeature(bit int32) string {
	what, ok := modeFeatures.Get()[bit]
	if !ok {
		what = "an unknown mode"
	}
	return fmt.Sprintf("%s, mode bit %s", what, ModeName(bit))
}
