package variants

import "fmt"

// Variant is one variant definition, after loading and inheritance.
type Variant struct {
	Name    string
	Title   string
	Inherit string
	Files   int // board width, from "board: 10x8"
	Ranks   int // board height
	Pieces  []Piece
	Start   string // start position, FEN
	File    string // the file it was loaded from (for error messages), or "builtin:NAME.yaml"
	// Chess960 is set by "castling: chess960": castling follows the
	// Chess960 rules (the king and rook may start on any files, and end
	// where they would in standard chess).
	Chess960 bool
	// FlyingGeneral ("flying-general: true"): a move is illegal if it
	// leaves the mover's royal piece on the same file or rank as the
	// enemy royal piece with no piece between them (Xiangqi).
	FlyingGeneral bool
	// Makpong ("makpong: true"): a royal piece in check may move only to
	// capture the piece that gives check.
	Makpong bool
}

// Piece is one piece type of a variant.
type Piece struct {
	Letter  string // FEN letter, upper case (White)
	Name    string
	Betza   string
	Royal   bool
	Promote *Promote
	// BetzaPos is where the Betza string starts in File, so that an error at
	// column c of the string can be reported at BetzaPos.Line, BetzaPos.Column+c-1.
	BetzaPos FilePos
	// File is the file the piece was defined in: Variant.File, or, for a
	// piece that came from an inherited variant, that variant's file.
	// BetzaPos is a position in this file. ErrorAt uses both.
	File string
	// Confine ("confine: d1-f3") is the region the piece may move to;
	// nil: anywhere. Black's is mirrored (see Region).
	Confine Region
	// RegionMoves ("region-moves") are extra moves the piece has only on
	// some squares.
	RegionMoves []RegionMove
}

// Promote is a piece's promotion rule.
type Promote struct {
	Zone int    // depth of the promotion zone in ranks
	To   string // letters it may promote to
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
