package refgen

import (
	"fmt"
	"slices"

	"github.com/betzac/betzac/internal/fields"
	"github.com/betzac/betzac/variants"
)

// implementedRules are the variants.Variant fields (named as package
// fields names them) refgen implements, each once (ImplementedRules).
// New refuses a variant that sets any other (Unsupported), so a rule
// added to the schema is refused here until refgen learns it. Betza
// modifiers refgen does not know are refused by the parser (piece.go),
// which lists the ones it reads. The guard test (package guard) holds
// refgen to both.
var implementedRules = []string{
	// what the variant is, not a rule
	"Variant.Name", "Variant.Title", "Variant.Description", "Variant.Sides", "Variant.BoardStyle", "Variant.Inherit", "Variant.File", "Piece.Name", "Piece.BetzaPos",
	"FilePos.Line", "FilePos.Column", "Piece.File", "RegionMove.BetzaPos", "RegionMove.File",
	"Variant.StartPos", "Variant.StartFile", "Variant.InheritPos",
	"Variant.Files", "Variant.Ranks", "Variant.Pieces", "Variant.Start",
	"Piece.Letter", "Piece.Betza", "Piece.Royal",
	"Piece.Promote", "Promote.Zone", "Promote.To", "Promote.Optional", "Promote.Leaving",
	"Promote.CaptureInside", "Promote.ToBlack", "Promote.Squares", "Promote.SquaresBlack", "Promote.Nothing",
	"Piece.Hand", "Piece.Drop", "DropRule.Ranks", "DropRule.FileLimit", "DropRule.NoMate", "DropRule.Never",
	"Piece.Clock", "Piece.InitialRegion", "Piece.Confine", "Piece.CannotCapture",
	"Piece.RegionMoves", "RegionMove.Betza", "RegionMove.From", "RegionMove.To",
	"Variant.FlyingGeneral", "Variant.Makpong", "Variant.RoyalExtinction", "Variant.EPFieldMarked", "Variant.NoEPPromotion", "Variant.BareKing",
	"Variant.FlagSquares", "Square.File", "Square.Rank", "Variant.FlagSquaresBlack", "Variant.FlagPieces", "Variant.FlagMove", "Variant.FlagSafe", "Variant.NoChecks",
	"Variant.FlagCount", "Variant.FlagBlocked", "Variant.FlagSide",
	"Variant.Extinction", "Variant.ExtinctionCount", "Variant.MustCapture", "Variant.Holes", "Variant.Petrify",
	"Variant.Blast", "Variant.BlastSpared", "Variant.BlastImmune", "Variant.MutuallyImmune", "Variant.Iron", "Variant.Baring", "Variant.CounterStrike", "Variant.ProtectedLion",
	"Variant.Walling", "Variant.WallingRegion", "Variant.WallOrMove",
	"Variant.Gating",
	"Variant.OppositeColourDrops", "Variant.CastlingDrops", "Variant.MustDrop", "Variant.RoyalDrops", "Variant.PassOnStalemate",
	"Variant.Connect", "Variant.ConnectSquare", "Variant.ConnectCollinear", "Variant.ConnectLines", "Variant.ConnectPieces",
	"Variant.ConnectFrom", "Variant.ConnectTo", "Variant.ConnectFromBlack", "Variant.ConnectToBlack",
	"Variant.CastlingPartners", "Variant.OppositeCastling", "Variant.CastlingWins",
	// changes no move; a FEN whose e.p. field holds a count is refused
	// by the FEN reader
	"Variant.FENCounting",
	// the result of a game (stalemate's and checkmate's values, the
	// n-move and n-fold rules) changes no legal move
	"Variant.StalemateValue", "Variant.CheckmateValue", "Variant.ExtinctionValue", "Variant.NMoveRule", "Variant.NFoldRule", "Variant.NFoldValue", "Variant.NFoldValueAbsolute", "Variant.PerpetualCheckIllegal", "Variant.ChasingRule", "Variant.Counting", "Variant.MaterialCounting", "Variant.ShatarMate", "Variant.MoveRepetitionIllegal",
	"Variant.Hand", "HandRules.Drops", "HandRules.CapturesToHand", "HandRules.DropPromoted", "HandRules.ImmobilityIllegal", "HandRules.NoDropChecks", "HandRules.DropStack",
}

var implementedRule = func() map[string]bool {
	m := map[string]bool{}
	for _, r := range implementedRules {
		m[r] = true
	}
	return m
}()

// ImplementedRules returns the variants.Variant fields refgen
// implements, each once, in a slice of the caller's.
func ImplementedRules() []string { return slices.Clone(implementedRules) }

// Unsupported returns an error naming the first rule of v that refgen
// does not implement, or nil.
func Unsupported(v *variants.Variant) error {
	if f := fields.FirstUnknown(v, implementedRule); f != "" {
		return fmt.Errorf("refgen: %s: the rule %s is not supported", v.Name, f)
	}
	return nil
}
