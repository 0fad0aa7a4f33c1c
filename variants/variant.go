package variants

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
}

// Promote is a piece's promotion rule.
type Promote struct {
	Zone int    // depth of the promotion zone in ranks
	To   string // letters it may promote to
}

// FilePos is a line and column (1-based) in a variant file.
type FilePos struct{ Line, Column int }
