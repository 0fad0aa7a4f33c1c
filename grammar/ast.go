package grammar

// Piece is one parsed Betza string: a sequence of terms, each of which adds
// moves to the piece. "KisO2" has two terms, "K" and "isO2".
type Piece struct {
	Source string
	Terms  []*Term
}

// Term is either an atom with its prefixes, or a bracket group.
//
// An atom term has one Leg per leg of the move: the prefixes are split at each
// 'a', so "mafsW" has Legs [{m}, {fs}] and "W" has Legs [{}]. Every leg of an
// atom term moves with the same atom.
//
// A bracket term ("fr[W?B]") has Outer prefixes, written before the '[', and
// one BracketLeg per leg, each with its own atom.
type Term struct {
	Pos     Pos
	Legs    []*Leg        // atom term: the prefix groups, len >= 1
	Atom    *Atom         // atom term: the atom; nil for a bracket term
	Outer   []Mod         // bracket term: prefixes outside the brackets
	Bracket []*BracketLeg // bracket term: the legs, len >= 1
}

// IsBracket reports whether t is a bracket term.
func (t *Term) IsBracket() bool { return t.Atom == nil }

// Leg is the modifiers of one leg, in source order. Order matters: the
// direction letters combine pairwise ("rfN" is not "frN").
type Leg struct {
	Pos  Pos // position of the first modifier, or of what follows an empty leg
	Mods []Mod
}

// Mod is one lower-case modifier letter.
type Mod struct {
	Pos    Pos
	Letter byte
}

// BracketLeg is one leg inside brackets: "?R" in "[F?R]". Sep is the
// separator written before it: 0 for the first leg, '-' (the move only passes
// the previous leg's end square) or '?' (it may also stop there).
type BracketLeg struct {
	Pos  Pos
	Sep  byte
	Mods []Mod
	Atom *Atom
}

// Atom is an atom letter with its suffixes.
type Atom struct {
	Pos     Pos
	Letter  byte // canonical: W F D N A H C Z G K Q R B O U I @ (L and J are read as C and Z)
	Ext     byte // 'X' or 'Y' extension, or 0
	Doubled bool // written twice ("NN"): unlimited range
	Range   int  // written range 0..99, or NoRange
	Star    bool // range written as '*'
}

// NoRange is Atom.Range when no range is written.
const NoRange = -1

// Pos is a position in a Betza string: a byte offset and a 1-based column.
// Betza strings are one line, so the column is Offset+1; callers that embed a
// string in a file add their own line and column.
type Pos struct {
	Offset int
}

// Column is the 1-based column of p.
func (p Pos) Column() int { return p.Offset + 1 }
