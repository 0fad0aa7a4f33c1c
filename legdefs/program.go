package legdefs

import "iter"

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
	// Rules are the variant-wide rules (rules.go), embedded so that a
	// back end reads p.Makpong.
	Rules
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
	// on) and be dropped on, as Fairy-Stockfish's mobilityRegion; nil
	// means anywhere. See Region.
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
	// k's promoted form X~ (the type whose letter is k's and "~"), if
	// there is one, counts as k and is capped by k's limit, as FSF
	// counts a promoted queen of a drop variant as a queen (grandhouse).
	Limit map[int]int
	// ToBlack, if not nil, is Black's choices instead of To, as indices
	// (Chigorin Chess: White promotes to C, R, N, Black to Q, R, B).
	ToBlack []int
	// Squares, if not nil, is the zone instead of the last Zone ranks, as
	// White sees it; SquaresBlack is Black's, or nil for Squares mirrored
	// top to bottom (see Region). Legan Chess promotes on an L of squares
	// in its corner.
	Squares, SquaresBlack Region
	// Nothing: there is nothing to promote to (To is empty), so the piece
	// may not end a move in the zone; it still attacks the zone's squares
	// (Fairy-Stockfish's pawn without promotionPieceTypes).
	Nothing bool
}

// Moves returns the decoded moves of piece type i.
func (p *Program) Moves(i int) []Move { return p.Table.Moves(p.Pieces[i].Offset) }

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
	// Never: the piece is never dropped, though it may be held.
	Never bool
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

// The Clock values. Captures, drops and promotions reset the clock
// whatever the rule (vm's clock.go).
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
	for _, l := range Letters(s) {
		out = append(out, l)
	}
	return out
}

// Letters yields the letters of s as SplitLetters splits them, each with
// its offset in s, and makes no slice (for loading, issue 31).
func Letters(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := 0; i < len(s); {
			j := i + 1
			if s[i] == '+' && j < len(s) || j < len(s) && s[j] == '~' {
				j++
			}
			if !yield(i, s[i:j]) {
				return
			}
			i = j
		}
	}
}
