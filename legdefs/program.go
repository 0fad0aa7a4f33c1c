package legdefs

// Program is the compiled form of a variant: the legdefs table plus what a
// back end needs beside it. It is the contract between the front end and
// every back end (vm, rcx, and any to come): they may precompute from it,
// but never read anything it does not say.
type Program struct {
	Name         string // variant name, e.g. "chess"
	Files, Ranks int    // board size
	Table        Table  // legdefs for every piece type, one list after another
	Pieces       []PieceType
	// Start is the start position, FEN. Besides the position a game
	// starts from, it decides which pieces are virgin in a FEN (those on
	// their start squares; castling pieces from the castling field) and
	// the partners of O-atom castling: the types that stand where a royal
	// piece's castling legs end in it (the corners, one square in for jO).
	Start string
	// Castling960 switches on Chess960 (Fischer random) castling, which the
	// O atom cannot express: a virgin royal piece castles with a virgin
	// non-royal piece on its own rank; the royal goes to the g file (c on
	// the queen side) and the partner to the f file (d), counted from the
	// board's edge (files Files-2/Files-3 and 2/3). Every square between
	// the royal and its destination and between the partner and its
	// destination must be empty except for those two pieces, and the
	// squares the royal stands on, passes and lands on may not be attacked.
	// Castling rights come from the FEN (X-FEN or Shredder-FEN). The
	// partners are the types that stand on the start position's corners.
	// When it is set, the VM ignores O-atom castling moves in the table
	// (a chess960 variant may inherit a KisO2 King).
	Castling960 bool
	// Hand holds the rules of drops and holdings (see HandRules).
	Hand HandRules
	// FlyingGeneral: a move is illegal if afterwards the mover's royal
	// piece stands on the same file or rank as an enemy royal piece with
	// no piece between them (Xiangqi's rule that the generals may not face
	// each other; like Fairy-Stockfish, ranks count too).
	FlyingGeneral bool
	// Makpong: a royal piece that is in check may move only by capturing
	// the one piece that gives check (Makpong's rule).
	Makpong bool
	// Pass: a side whose royal piece is not attacked may pass, written as
	// the royal piece's move to its own square ("e2e2", as
	// Fairy-Stockfish). With Bikjang, a pass is legal even in check while
	// the royal pieces face each other.
	Pass bool
	// Bikjang (Janggi): while the royal pieces face each other on an open
	// file or rank, the side to move may only pass or make a move after
	// which they no longer face each other; the game ends (no legal moves)
	// when two positions in a row have them facing, or after two passes in
	// a row. The position a game starts from counts as the first of two.
	Bikjang bool
	// Gates: the FEN castling field lists, by file letter (White's upper
	// case, on its first rank; Black's lower case, on its last), the
	// pieces there that have not moved and so may make their initial
	// moves; FEN prints them so ("DEde", Fairy-Stockfish's gates as in
	// Cambodian chess). Every other piece counts as moved.
	Gates bool
	// FENCounting: a FEN may give a counting limit (a number) instead of
	// the e.p. square, as Fairy-Stockfish writes Makruk-family counting;
	// it is kept and printed back (0 as "-") and changes no move.
	FENCounting bool
	// ChecksToWin > 0: a side that has given this many checks has won, so
	// the game ends (no legal moves). A FEN may give the checks each side
	// still needs as W+B after the e.p. field ("1+1", Fairy-Stockfish's
	// check counting); without it both need ChecksToWin. FEN prints it.
	ChecksToWin int
	// MustDrop: a side that has pieces in hand must drop one if it has a
	// legal drop (Fairy-Stockfish's mustDrop, Sittuyin's setup).
	// RoyalDrops: royal pieces in hand may be dropped too (otherwise they
	// never are); a side's royal piece counts once it is on the board.
	MustDrop, RoyalDrops bool
	// DupleCheck relaxes the royal rule for a side that has two or more
	// royal pieces before its move, or one and promotes a piece to a
	// royal type: the move is illegal only if afterwards every one of them
	// (the promoted piece included) can be captured. A side with one
	// royal piece that does not promote to another must leave it
	// uncapturable (Spartan Chess; Fairy-Stockfish's dupleCheck with
	// extinction pseudo-royals).
	DupleCheck bool
	// RoyalExtinction: a side loses only when it has no royal piece left.
	// A move is illegal if, on the board after it, the mover has exactly
	// one royal piece and an enemy move could capture it, or two or more
	// and a single enemy move (a locust capture takes several) could
	// capture all of them; with none it is legal. The count is taken
	// after the move, so a promotion to a royal type counts. Enemy moves
	// are pseudo-legal (their own royal safety is ignored, as for check).
	RoyalExtinction bool
	// EPFieldMarked: the FEN e.p. field lists every e.p. square and the
	// square of the piece that made them (the victim of an e.p. capture),
	// whether or not a capture is possible, rank by rank from a1
	// (Fairy-Stockfish's form for Betza-defined pawns: Berolina "c5d6",
	// Pawn Sideways "e3e4"); otherwise only the squares a piece of the
	// side to move could capture on.
	EPFieldMarked bool
	// BareKing is the bare-king rule (variants.BareKing*): a side is bare
	// when it has one piece or none (its king), pieces in hand counted.
	// "ends": the side to move has no moves when either side is bare.
	// "loses": it has none when the side that just moved is bare and it
	// has two pieces or more, or when it is bare itself and the other
	// side has three or more (with two it may still take the last one
	// and bare the other king in return). Fairy-Stockfish's extinction
	// rule on all pieces (count 1; for "loses" opponent count 2 and
	// extinctionClaim), which its legal move generation checks first.
	BareKing string
}

// PieceType is one kind of piece. Its moves are Table.Moves(Offset).
// Where it names other piece types (promotion, hand, hop and capture
// limits, Sittuyin promotion) it gives their indices in Program.Pieces;
// the compiler resolves the letters of the variant file once, so that a
// back end never looks a letter up for a rule.
type PieceType struct {
	// Letter is the FEN letter as White's piece (upper case), e.g. "N";
	// "+X" or "X~" is a promoted form of X (see SplitLetters).
	Letter string
	Name   string
	Betza  string // the source XBetza string
	Offset int    // index in Table of the piece's first move
	Royal  bool   // a move is illegal if it leaves a royal piece capturable
	// Promote is the promotion rule of this piece, or nil.
	Promote *Promotion
	// Hand is the index of the piece type the capturer gets in hand when
	// this piece is captured and Program.Hand.CapturesToHand is set: the
	// piece itself, or X for a promoted form +X unless the file says
	// otherwise. It is always a valid index.
	Hand int
	// Promoted is the index of its promoted form, the piece type whose
	// letter is "+" and this one's, which it may also be dropped as when
	// Program.Hand.DropPromoted is set; -1: it has none.
	Promoted int
	// Drop restricts where the piece may be dropped from hand; nil: on
	// any empty square (subject to Hand.ImmobilityIllegal).
	Drop *DropRule
	// Clock says how the piece's moves count for the half-move clock
	// (captures always reset it); see Clock.
	Clock Clock
	// InitialRegion, if not nil, is where the piece's initial (i) moves
	// are allowed whether or not it has moved (Fairy-Stockfish's
	// double-step region: a Pawn Sideways pawn that steps sideways along
	// its second rank may still double-step); nil: only while it has
	// never moved. White's squares; Black's are mirrored (see Region).
	InitialRegion Region
	// Confine is the set of squares the piece may move to (and capture
	// on); nil means anywhere. See Region.
	Confine Region
	// RegionMoves are moves the piece has only on some squares.
	RegionMoves []RegionMoves
	// CannotHopOver and CannotCapture are the indices of the piece types
	// this one may not hop over (use as a screen) and may not capture, by
	// any of its moves (the Janggi cannon: the cannon's own index in
	// both); nil: none.
	CannotHopOver, CannotCapture []int
	// InitialNotInCheck: its initial (i) moves are not allowed while its
	// side's royal piece is attacked (the Cambodian king's leap).
	InitialNotInCheck bool
	// LosesInitialTo: indices of piece types; it loses its initial moves
	// (it counts as moved) when an enemy piece of one of these types ends
	// a move on its file or rank (the Cambodian king, when a rook lines up
	// with it). nil: never.
	LosesInitialTo []int
	// Sittuyin: Sittuyin's promotion for this piece, or nil. Instead of
	// moving, the piece may become a Sittuyin.To piece, on its square or
	// by one of that piece's non-capturing moves to an empty square, when
	// its side has no To piece, when it stands on one of Sittuyin.Squares
	// (Black's mirrored) or is the last piece of its type of its side, and
	// when afterwards the new piece attacks no enemy piece and the enemy
	// royal piece is not in check. Written like a promotion: "g7g7f",
	// "b7c8f".
	Sittuyin *SittuyinPromotion
}

// Promotion says where a piece promotes and to what.
type Promotion struct {
	Zone int   // depth of the zone: the last Zone ranks from the owner's view
	To   []int // indices of the piece types it may promote to, in order
	// Optional: the piece may also decline to promote (one more move,
	// without promotion); otherwise a move that can promote must.
	Optional bool
	// Leaving: a move that starts in the zone may promote too (moving
	// within or out of it, as in shogi); otherwise only a move that ends
	// in the zone.
	Leaving bool
	// CaptureInside (Chu Shogi, the Chu Shogi Renmei rule): a move that
	// starts in the zone may promote only if it captures (on its
	// destination or as a locust victim), and then wherever it ends; a
	// move from outside may promote when it ends in the zone. It
	// overrides Leaving for moves that start in the zone.
	CaptureInside bool
	// Limit caps promotions by type: a promotion to the piece type with
	// index k is possible only while the mover's side has fewer than
	// Limit[k] pieces of type k on the board (Fairy-Stockfish's
	// promotionLimit; Grand Chess). A type not in Limit is not capped.
	Limit map[int]int
	// ToBlack, if not nil, is Black's choices instead of To, as indices
	// (Chigorin Chess: White promotes to C, R, N, Black to Q, R, B).
	ToBlack []int
	// Squares, if not nil, is the zone instead of the last Zone ranks, as
	// White sees it; SquaresBlack is Black's, or nil for Squares mirrored
	// top to bottom (see Region). Legan Chess promotes on an L of squares
	// in its corner.
	Squares, SquaresBlack Region
}

// Moves returns the decoded moves of piece type i.
func (p *Program) Moves(i int) []Move { return p.Table.Moves(p.Pieces[i].Offset) }

// HandRules are a variant's rules of drops and holdings. A position holds,
// besides the board, the pieces each side has in hand (FEN holdings,
// "[Nn]"); a drop puts one of them on an empty square as a move.
type HandRules struct {
	// Drops: the side to move may drop a piece from its hand on an empty
	// square instead of moving (subject to PieceType.Drop).
	Drops bool
	// CapturesToHand: every piece a move captures goes to the capturer's
	// hand as the type PieceType.Hand of the captured piece (demoted, and
	// of the capturer's colour).
	CapturesToHand bool
	// DropPromoted: a piece in hand may also be dropped as its promoted
	// form, the type whose letter is "+" and its own (Kyoto shogi).
	DropPromoted bool
	// ImmobilityIllegal: a move or drop may not leave a piece on a square
	// from which it could never move again, that is, where it has no move
	// on an otherwise empty board (shogi: a pawn or lance on the last
	// rank, a knight on the last two). A move that can promote there must
	// promote.
	ImmobilityIllegal bool
}

// DropRule restricts where a piece may be dropped.
type DropRule struct {
	// Ranks: the lowest and highest rank, counted from the owner's side
	// (1 = its first rank); 0, 0 = any rank.
	Ranks [2]int
	// FileLimit > 0: no drop on a file that already holds this many of
	// the dropping side's pieces of this type (shogi's nifu: 1).
	FileLimit int
	// NoMate: a drop of this piece that checkmates is illegal (shogi's
	// uchifuzume).
	NoMate bool
}

// Region is a set of squares, each file + rank*Files (0-based, as White
// sees the board). For Black the region is mirrored top to bottom: the
// square (file, rank) becomes (file, Ranks-1-rank).
type Region []int

// Has reports whether the region holds square sq (file + rank*Files).
func (g Region) Has(sq int) bool {
	for _, s := range g {
		if s == sq {
			return true
		}
	}
	return false
}

// RegionMoves are extra moves of a piece type: it has them only while it
// stands on a square of From, and they may only end on a square of To
// (nil: anywhere; a slide may pass squares outside To). Their
// legdefs are Table.Moves(Offset), after every piece type's list.
type RegionMoves struct {
	Betza    string
	Offset   int
	From, To Region
}

// SittuyinPromotion is PieceType.Sittuyin: the squares (as a Region) and
// the index of the piece type it becomes.
type SittuyinPromotion struct {
	Squares Region
	To      int
}

// Clock is a piece type's rule for the half-move clock.
type Clock uint8

// The Clock values. Captures reset the clock whatever the rule.
const (
	// ClockKeep: its moves never reset the clock.
	ClockKeep Clock = iota
	// ClockReset: every move of it resets the clock.
	ClockReset
	// ClockIrreversible: a move resets the clock unless the piece could
	// move straight back, with a plain one-leg move from where it lands
	// (Fairy-Stockfish's rule for pawns it defines by Betza).
	ClockIrreversible
)

// SplitLetters splits a string of FEN piece letters into letters: a '+'
// belongs to the letter after it, a '~' to the letter before it ("QRBN",
// "+P", "Q~R~"); any other byte is a letter of its own.
func SplitLetters(s string) []string {
	var out []string
	for i := 0; i < len(s); {
		j := i + 1
		if s[i] == '+' && j < len(s) {
			j++
		} else if j < len(s) && s[j] == '~' {
			j++
		}
		out = append(out, s[i:j])
		i = j
	}
	return out
}
