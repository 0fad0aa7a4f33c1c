package vm

import (
	"fmt"
	"slices"
	"sync"

	"github.com/betzac/betzac/internal/fields"
	"github.com/betzac/betzac/legdefs"
)

// What the VM implements. NewPosition refuses a Program that uses
// anything else (Unsupported), so that a mode bit or rule the compiler
// learns is never silently ignored here: teaching the VM a bit or a rule
// means handling it and adding it to one of these lists. The guard test
// (package guard) holds every back end to its lists.
var (
	// ImplementedModes are the mode bits (legdefs.ModeBits) the VM runs.
	// Not jump2 (jj): XBoard reads it as "may jump many", which the VM
	// does not do.
	ImplementedModes = []int32{
		legdefs.ModeMove, legdefs.ModeCapture, legdefs.ModeEP,
		legdefs.ModeCastle, legdefs.ModeHop, legdefs.ModeToggle,
		legdefs.ModeInitial, legdefs.ModeLame, legdefs.ModeJump,
		legdefs.ModeFinal, legdefs.ModeFriend,
		legdefs.ModeRoyalOnly, legdefs.ModeEPRights, legdefs.ModeIso,
		legdefs.ModeUnload, legdefs.ModeCastleInner, legdefs.ModeRelay,
		legdefs.ModeCylinder, legdefs.ModeTorus, legdefs.ModeCrooked,
		legdefs.ModeCircular, legdefs.ModeCurveStep,
	}
	// implementedRules are the Program fields (named as package fields
	// names them) the VM implements; every one today (ImplementedRules).
	implementedRules = []string{
		"Program.Name", "Program.Files", "Program.Ranks", "Program.Table", "Program.Pieces",
		"PieceType.Letter", "PieceType.Name", "PieceType.Betza", "PieceType.Offset", "PieceType.Royal",
		"PieceType.Promote", "Promotion.Zone", "Promotion.To", "Promotion.Optional", "Promotion.Leaving",
		"Promotion.CaptureInside", "Promotion.Limit", "Promotion.ToBlack", "Promotion.Squares", "Promotion.SquaresBlack", "Promotion.Nothing",
		"PieceType.Hand", "PieceType.Promoted", "PieceType.Drop", "DropRule.Ranks", "DropRule.FileLimit", "DropRule.NoMate", "DropRule.Never",
		"PieceType.Clock", "PieceType.InitialRegion", "PieceType.Confine",
		"PieceType.RegionMoves", "RegionMoves.Betza", "RegionMoves.Offset", "RegionMoves.From", "RegionMoves.To",
		"PieceType.CannotHopOver", "PieceType.CannotCapture", "PieceType.InitialNotInCheck", "PieceType.LosesInitialTo",
		"PieceType.Sittuyin", "SittuyinPromotion.Squares", "SittuyinPromotion.To",
		"Program.Start", "Program.Castling960", "Program.Hand",
		"HandRules.Drops", "HandRules.CapturesToHand", "HandRules.DropPromoted", "HandRules.ImmobilityIllegal", "HandRules.NoDropChecks", "HandRules.DropStack",
		"Program.FlyingGeneral", "Program.Makpong", "Program.Pass", "Program.Bikjang", "Program.Gates",
		"Program.FENCounting", "Program.ChecksToWin", "Program.MustDrop", "Program.RoyalDrops",
		"Program.DupleCheck", "Program.RoyalExtinction", "Program.EPFieldMarked", "Program.NoEPPromotion", "Program.BareKing",
		"Program.FlagSquares", "Square.File", "Square.Rank", "Program.FlagSquaresBlack", "Program.FlagPieces", "Program.FlagMove", "Program.FlagSafe", "Program.NoChecks",
		"Program.FlagCount", "Program.FlagBlocked", "Program.FlagSide",
		"Program.Extinction", "Program.ExtinctionCount", "Program.MustCapture", "Program.Holes", "Program.Petrify",
		"Program.Blast", "Program.BlastSpared", "Program.BlastImmune", "Program.MutuallyImmune", "Program.Iron", "Program.Baring", "Program.CounterStrike", "Program.ProtectedLion",
		"Program.Walling", "Program.WallingRegion", "Program.WallOrMove", "Program.Gating",
		"Program.OppositeColourDrops", "Program.CastlingDrops", "Program.PassOnStalemate",
		"Program.Connect", "Program.ConnectSquare", "Program.ConnectCollinear", "Program.ConnectLines", "Program.ConnectPieces",
		"Program.ConnectFrom", "Program.ConnectTo", "Program.ConnectFromBlack", "Program.ConnectToBlack",
		"Program.CastlingPartners", "Program.OppositeCastling", "Program.CastlingWins",
		// game ends without a move changed: Position.Result, Game.Result (result.go, game.go)
		"Program.StalemateValue", "Program.CheckmateValue", "Program.ExtinctionValue", "Program.NMoveRule", "Program.NFoldRule", "Program.NFoldValue", "Program.NFoldValueAbsolute", "Program.PerpetualCheckIllegal", "Program.ChasingRule", "Program.Counting", "Program.MaterialCounting", "Program.ShatarMate", "Program.MoveRepetitionIllegal",
	}
	implementedModeMask = func() (m int32) {
		for _, b := range ImplementedModes {
			m |= b
		}
		return m
	}()
	// implementedRule is implementedRules as a set, built on first use:
	// every command paid 16 KB at start for it (issue 31).
	implementedRule = sync.OnceValue(func() map[string]bool {
		m := make(map[string]bool, len(implementedRules))
		for _, r := range implementedRules {
			m[r] = true
		}
		return m
	})
)

// ImplementedRules returns the Program fields (named as package fields
// names them) the VM implements, each once, in a slice of the caller's.
func ImplementedRules() []string { return slices.Clone(implementedRules) }

// UnsupportedError is a Program that uses what the VM does not implement.
type UnsupportedError struct {
	Piece, Betza string // the piece whose move uses it, if any
	Feature      string // a mode bit's name (legdefs.ModeBits) or a rule field ("Program.Pass")
}

func (e *UnsupportedError) Error() string {
	if e.Piece != "" {
		return fmt.Sprintf("vm: piece %s %q: %s is not supported", e.Piece, e.Betza, e.Feature)
	}
	return fmt.Sprintf("vm: %s is not supported", e.Feature)
}

// Unsupported returns an *UnsupportedError for the first rule field or
// mode bit p uses that the VM does not implement, or nil.
func Unsupported(p *legdefs.Program) error {
	if f := fields.FirstUnknown(p, implementedRule()); f != "" {
		return &UnsupportedError{Feature: "the rule " + f}
	}
	for i, pt := range p.Pieces {
		var err error
		p.EachMove(i, func(m legdefs.Move) bool {
			for _, l := range m {
				if bad := l.Mode &^ implementedModeMask; bad != 0 {
					err = &UnsupportedError{Piece: pt.Letter, Betza: pt.Betza, Feature: modeFeature(bad)}
					return false
				}
			}
			return true
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// modeFeature names the lowest of the mode bits in bad.
func modeFeature(bad int32) string {
	bit := bad & -bad
	return fmt.Sprintf("mode bit %s (%#x)", legdefs.ModeName(bit), uint32(bit))
}
