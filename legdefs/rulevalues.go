package legdefs

// The values the string fields of Rules and HandRules take, and the
// HandRules themselves (rules.go holds Rules).

// The values of Rules.MaterialCounting.
const (
	MaterialNone      = ""
	MaterialJanggi    = "janggi"
	MaterialUnweighed = "unweighted"
	MaterialWhiteOdds = "white-draw-odds"
	MaterialBlackOdds = "black-draw-odds"
)

// The values of Rules.Counting.
const (
	CountingNone      = ""
	CountingMakruk    = "makruk"
	CountingCambodian = "cambodian"
	CountingASEAN     = "asean"
)

// The values of Rules.ChasingRule.
const (
	ChasingNone = ""
	ChasingAXF  = "axf"
)

// NMoveRuleOff and NFoldRuleOff are the NMoveRule and NFoldRule values
// that switch the rule off ("n-move-rule: 0", "n-fold-rule: 0").
const (
	NMoveRuleOff = -1
	NFoldRuleOff = -1
)

// NMoves is the n-move rule's count: 50 by default, 0 when off.
func (r *Rules) NMoves() int { return ruleCount(r.NMoveRule, NMoveRuleOff, 50) }

// NFolds is the n-fold rule's count: 3 by default, 0 when off.
func (r *Rules) NFolds() int { return ruleCount(r.NFoldRule, NFoldRuleOff, 3) }

// ruleCount is a count rule's value v read: 0 when off, def when unset.
func ruleCount(v, off, def int) int {
	switch v {
	case off:
		return 0
	case 0:
		return def
	}
	return v
}

// The values of StalemateValue, CheckmateValue and NFoldValue, for the
// side to move; "" is each field's default (draw, loss, draw).
const (
	ValueDraw = "draw"
	ValueLoss = "loss"
	ValueWin  = "win"
)

// The values of Rules.ConnectLines.
const (
	ConnectAll        = ""
	ConnectOrthogonal = "orthogonal"
	ConnectHorizontal = "horizontal"
	ConnectVertical   = "vertical"
	ConnectDiagonal   = "diagonal"
)

// The values of Rules.Walling.
const (
	WallingNone   = ""
	WallingPast   = "past"
	WallingStatic = "static"
	WallingArrow  = "arrow"
	WallingDuck   = "duck"
	WallingEdge   = "edge"
)

// Square is a board square: 0-based file and rank (a1 is {0, 0}).
type Square struct{ File, Rank int }

// The FlagSide values: which sides have goal squares.
const (
	FlagSideBoth  = ""      // both ("flag-side: both")
	FlagSideWhite = "white" // White only
	FlagSideBlack = "black" // Black only
)

// ExtinctionAll is the Extinction value that counts all of a side's
// pieces together.
const ExtinctionAll = "*"

// The values of Rules.BareKing.
const (
	BareKingNone  = ""      // no bare-king rule ("bare-king: none")
	BareKingEnds  = "ends"  // the game ends when either side is bare
	BareKingLoses = "loses" // a bare king loses unless it bares the other at once
)

// HandRules are a variant's rules of drops and holdings. A position holds,
// besides the board, the pieces each side has in hand (FEN holdings,
// "[Nn]"); a drop puts one of them on an empty square as a move.
type HandRules struct {
	// Drops ("drops: true"): the side to move may drop a piece from its
	// hand on an empty square instead of moving (subject to
	// PieceType.Drop).
	Drops bool
	// CapturesToHand ("captures-to-hand: true"): every piece a move
	// captures goes to the capturer's hand as the type PieceType.Hand of
	// the captured piece (demoted, and of the capturer's colour); without
	// it captured pieces leave the game.
	CapturesToHand bool
	// DropPromoted ("drop-promoted: true"): a piece in hand may also be
	// dropped as its promoted form, PieceType.Promoted (Kyoto shogi).
	DropPromoted bool
	// ImmobilityIllegal ("immobility-illegal: true"): a move or drop may
	// not leave a piece on a square from which it could never move again,
	// that is, where it has no move on an otherwise empty board, nor with
	// one friendly piece anywhere else on it (a hopper's screen, a jump's
	// hurdle): shogi's pawn or lance on the last rank, knight on the last
	// two. A move that can promote there must promote.
	ImmobilityIllegal bool
	// NoDropChecks ("no-drop-checks: true", with drops): a drop after
	// which an enemy royal piece is attacked is illegal, whether the
	// dropped piece attacks it or screens a hopper that does
	// (Fairy-Stockfish's dropChecks = false, Supply chess).
	NoDropChecks bool
	// DropStack ("drop-stack: bottom"; "none" is the default), one of the
	// DropStack constants, with drops: DropStackBottom allows a drop only
	// on the first rank (White's, for both sides) or on a square whose
	// square below (towards rank 1) holds a piece of either side, as in
	// Connect Four (Fairy-Stockfish's enclosingDrop = top).
	// DropStackSides (Fairy-Stockfish's enclosingDrop = anyside) allows a drop on a square a piece pushed in
	// from an edge reaches, as that engine computes it: pushed in from
	// file a (when that rank's square there is empty) or from rank 1 (when
	// that file's is), it slides to the square before the first piece or
	// the far edge; pushed in from the last file or the last rank (when
	// the square there is empty), it lands on the rank's or file's first
	// empty square counted from file a or rank 1, which is not where it
	// would stop if that line has a gap. Not with Holes.
	DropStack string
}

// The values of HandRules.DropStack.
const (
	DropStackNone   = ""
	DropStackBottom = "bottom"
	DropStackSides  = "sides"
)

// ChasingPieces are the pieces Rules.ChasingRule knows, Xiangqi's, by
// their Betza, with Fairy-Stockfish's type name: the horse mafsW or nN,
// the elephant mafF or nA, the general the royal W (and no other piece is
// royal), the soldier fW (sideways too on its region-moves' squares,
// FSF's promoted soldier) or fsW.
var ChasingPieces = map[string]string{
	"R": "rook", "mafsW": "horse", "nN": "horse", "mRcpR": "cannon", "mafF": "elephant", "nA": "elephant",
	"F": "fers", "W": "king", "fW": "soldier", "fsW": "soldier",
}
