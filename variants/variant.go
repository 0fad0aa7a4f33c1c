package variants

import (
	"fmt"

	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/picture"
)

// Variant is one variant definition, after loading and inheritance.
type Variant struct {
	Name  string
	Title string
	// Description is a sentence or two on the variant ("description"), ""
	// if the file has none; the web page shows it under the title.
	Description string
	// Sides are the players' names ("sides: Red Black"), the side that
	// moves first (the FEN's w, upper-case letters) first; White and Black
	// if the file and those it inherits from do not say.
	Sides [2]string
	// BoardStyle is how the board and pieces are drawn ("board-style:
	// xiangqi"), inherited; the chess style if no file says.
	BoardStyle picture.Style
	Inherit    string
	Files      int // board width, from "board: 10x8"
	Ranks      int // board height
	Pieces     []Piece
	Start      string // start position, FEN
	File       string // the file it was loaded from (for error messages), or "builtin:NAME.yaml"
	// StartPos is where the start FEN is written, in StartFile (File, or
	// an inherited file's), for messages about the start position.
	StartPos  FilePos
	StartFile string
	// Shuffle ("shuffle", "shuffle-black") draws a start position from
	// Start (shuffle.go); nil: Start is the only one.
	Shuffle    *Shuffle
	InheritPos FilePos // where inherit is written in File (PointInherited)
	// Rules are the variant-wide rules, each documented at its field of
	// legdefs.Rules with the key that sets it ("makpong: true").
	legdefs.Rules
}

// Piece is one piece type of a variant.
type Piece struct {
	Letter  string // FEN letter, upper case (White)
	Name    string
	Betza   string
	Royal   bool
	Promote *Promote
	// Hand is the letter of the piece the capturer gets in hand when this
	// piece is captured (with captures-to-hand), as the file says ("hand:
	// P"), or X for a promoted form +X; "" means the piece itself.
	Hand string
	// Drop restricts drops of this piece (nil: anywhere empty).
	Drop *DropRule
	// BetzaPos is where the Betza string starts in File, so that an error at
	// column c of the string can be reported at BetzaPos.Line, BetzaPos.Column+c-1.
	BetzaPos FilePos
	// File is the file the piece was defined in: Variant.File, or, for a
	// piece that came from an inherited variant, that variant's file.
	// BetzaPos is a position in this file. ErrorAt uses both.
	File string
	// Clock ("clock") says how its moves count for the half-move clock:
	// ClockReset, ClockIrreversible or ClockKeep; "" leaves it to the
	// compiler's default (compiler.DefaultClock).
	Clock string
	// InitialRegion ("initial-region"), when not nil, is where the
	// piece's initial (i) moves are allowed, moved or not; nil: only
	// while it has not moved. Given for White; Black's is mirrored (see
	// Region).
	InitialRegion Region
	// Confine ("confine: d1-f3") is the region the piece may move to;
	// nil: anywhere. Black's is mirrored (see Region).
	Confine Region
	// RegionMoves ("region-moves") are extra moves the piece has only on
	// some squares.
	RegionMoves []RegionMove
	// CannotHopOver and CannotCapture ("cannot-hop-over: C") are the
	// letters of the pieces it may not use as a screen, and may not
	// capture (the Janggi cannon).
	CannotHopOver, CannotCapture string
	// InitialNotInCheck ("initial-not-in-check: true"): its initial (i)
	// moves are not allowed while its side is in check.
	InitialNotInCheck bool
	// LosesInitialTo ("loses-initial-to: R"): it loses its initial moves
	// when an enemy piece of one of these types ends a move on its file or
	// rank.
	LosesInitialTo string
	// SittuyinPromotion ("sittuyin-promotion: {squares: …, to: F}"): the
	// piece promotes as a Sittuyin pawn; nil: not.
	SittuyinPromotion *SittuyinPromotion
}

// Promote is a piece's promotion rule.
type Promote struct {
	Zone int    // depth of the promotion zone in ranks
	To   string // letters it may promote to: single letters, +X and X~ forms
	// Nothing ("to: -"): there is nothing to promote to, so the piece may
	// not end a move in the zone (Fairy-Stockfish's pawn without
	// promotionPieceTypes); it still attacks the zone's squares. To is "".
	Nothing bool
	// Optional: the piece may also decline to promote (shogi); otherwise
	// a move that can promote must.
	Optional bool
	// Leaving: a move that starts in the zone may promote too (moving
	// within or out of it, shogi); otherwise only a move that ends there.
	Leaving bool
	// CaptureInside ("capture-inside: true", Chu Shogi): a move that
	// starts in the zone may promote only if it captures, and then
	// wherever it ends; a non-capture promotes only entering the zone.
	CaptureInside bool
	// Limit caps promotions by type: the piece may promote to X only
	// while its side has fewer than Limit[X] pieces X on the board (Grand
	// Chess, Fairy-Stockfish's promotionLimit). nil: no caps.
	Limit map[string]int
	// ToBlack ("to-black") is Black's choices when they differ from To
	// (Chigorin Chess); "" means To.
	ToBlack string
	// Squares ("squares"), when not nil, is the zone instead of Zone's
	// ranks, as White sees it; SquaresBlack is Black's, or nil for
	// Squares mirrored top to bottom (as Region is).
	Squares, SquaresBlack Region
}

// DropRule restricts where a piece may be dropped.
type DropRule struct {
	// Ranks is the lowest and highest rank, counted from the owner's side
	// (1 = its first rank), it may be dropped on; 0, 0 = any.
	Ranks [2]int
	// FileLimit > 0: it may not be dropped on a file that already holds
	// this many of the owner's pieces of its type (shogi's nifu: 1).
	FileLimit int
	// NoMate: a drop of it may not checkmate (shogi's uchifuzume).
	NoMate bool
	// Never: it is never dropped, though it may be held (Fairy-Stockfish's
	// dragon: a pawn in hand, whose only drop rank is one pawns may not
	// be dropped on).
	Never bool
}

// FilePos is a line and column (1-based) in a variant file.
type FilePos struct{ Line, Column int }

// Board returns the board size as it is written in a variant file: "10x8".
func (v *Variant) Board() string { return fmt.Sprintf("%dx%d", v.Files, v.Ranks) }

// Piece returns the piece type with the given (upper-case) letter, or nil.
func (v *Variant) Piece(letter string) *Piece {
	for i := range v.Pieces {
		if v.Pieces[i].Letter == letter {
			return &v.Pieces[i]
		}
	}
	return nil
}
