package grammar

import "github.com/alecthomas/participle/v2/lexer"

// scan is a hand-written parser for the participle grammar above: it
// builds the same tree (pPiece, with the same positions) for a well-formed
// string and reports false for anything else, which Parse then gives to
// participle for its error. Participle's parse took 12 µs and 12 KB a
// string and building the parser 0.4 ms at start-up, a tenth of
// "perft chushogi -d 1" (issue 31); scan takes well under a microsecond.
// TestScanMatchesParticiple and FuzzScan hold the two to the same trees.
// The input has passed validChar, so every byte is ASCII.
func scan(src string) (*pPiece, bool) {
	s := scanner{src: src}
	p := &pPiece{}
	for s.i < len(src) {
		t, ok := s.term()
		if !ok {
			return nil, false
		}
		p.Terms = append(p.Terms, t)
	}
	return p, true
}

type scanner struct {
	src string
	i   int
}

// pos is the participle position of offset i (the input is one line).
func (s *scanner) pos(i int) lexer.Position {
	return lexer.Position{Offset: i, Line: 1, Column: i + 1}
}

func (s *scanner) peek() byte {
	if s.i < len(s.src) {
		return s.src[s.i]
	}
	return 0
}

// term is Mod* ( Bracket | Atom ).
func (s *scanner) term() (*pTerm, bool) {
	t := &pTerm{Pos: s.pos(s.i), Mods: s.mods()}
	if s.peek() == '[' {
		b, ok := s.bracket()
		t.Bracket = b
		return t, ok
	}
	a, ok := s.atom()
	t.Atom = a
	return t, ok
}

func (s *scanner) mods() []*pMod {
	var mods []*pMod
	for c := s.peek(); c >= 'a' && c <= 'z'; c = s.peek() {
		mods = append(mods, &pMod{Pos: s.pos(s.i), Letter: s.src[s.i : s.i+1]})
		s.i++
	}
	return mods
}

// bracket is "[" BLeg ( ("-" | "?") BLeg )* "]".
func (s *scanner) bracket() (*pBracket, bool) {
	s.i++ // '['
	first, ok := s.bleg()
	if !ok {
		return nil, false
	}
	b := &pBracket{First: first}
	for c := s.peek(); c == '-' || c == '?'; c = s.peek() {
		r := &pBRest{Pos: s.pos(s.i), Sep: s.src[s.i : s.i+1]}
		s.i++
		if r.Leg, ok = s.bleg(); !ok {
			return nil, false
		}
		b.Rest = append(b.Rest, r)
	}
	if s.peek() != ']' {
		return nil, false
	}
	s.i++
	return b, true
}

func (s *scanner) bleg() (*pBLeg, bool) {
	l := &pBLeg{Pos: s.pos(s.i), Mods: s.mods()}
	a, ok := s.atom()
	l.Atom = a
	return l, ok
}

// atom is an atom letter, then X or Y, then digits or '*', each optional.
func (s *scanner) atom() (*pAtom, bool) {
	c := s.peek()
	if !(c >= 'A' && c <= 'Z' || c == '@') {
		return nil, false
	}
	a := &pAtom{Pos: s.pos(s.i), Letter: s.src[s.i : s.i+1]}
	s.i++
	if c := s.peek(); c == 'X' || c == 'Y' {
		a.Ext = s.src[s.i : s.i+1]
		s.i++
	}
	switch start := s.i; {
	case s.peek() == '*':
		s.i++
		a.Range = "*"
	default:
		for c := s.peek(); c >= '0' && c <= '9'; c = s.peek() {
			s.i++
		}
		a.Range = s.src[start:s.i]
	}
	return a, true
}
