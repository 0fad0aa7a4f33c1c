package vm

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/quote"
)

// MoveString returns m in UCI coordinates as Fairy-Stockfish prints them:
// "e2e4", "e7e8q", castling as the royal's move ("e1g1"; Chess960, or
// a castling whose royal move is also a normal move of the royal, as
// Haynie's one-square d1c1: royal takes partner, "e1h1", "d1a1"), files
// a..z and ranks 1..26 ("a10").
// A move with locust captures lists every square it stops on, comma
// separated like XBoard: "e4e5,e5f6"; an unload move (XBetza u) also
// lists the square the victim reappears on, after the locust squares,
// unless it is the origin or one of them ("g8g6,g6g4" for afudQ). A move
// that bends (a hook mover's a1-d4, see paths.go) lists where each leg
// ends, by the first path in table order that makes it: "a1a4,a4d4".
func (p *Position) MoveString(m Move) string {
	t := p.t
	from, to := int(m.From), int(m.To)
	var sb strings.Builder
	switch {
	case m.Kind&KindDrop != 0: // "P@e4", "+L@c3": the dropped type's letter (drops.go)
		if int(m.Promo) <= len(t.letters) {
			sb.WriteString(t.letters[m.Promo-1])
		}
		sb.WriteString("@" + t.squareName(to))
		return sb.String()
	case m.Gate&gateAtPartner != 0: // castling gated on the partner's square, "h1e1h" (gating.go)
		sb.WriteString(t.squareName(int(m.V[0])) + t.squareName(from))
	case m.Kind&KindCastle != 0 && (t.rules.Castling960 || p.plainMoveTo(from, to)):
		sb.WriteString(t.squareName(from) + t.squareName(int(m.V[0])))
	case m.Kind&(KindLocust|KindUnload) != 0:
		nv := int(m.NV)
		if m.Kind&KindEP != 0 {
			nv--
		}
		at := from
		stop := func(s int) {
			sb.WriteString(t.squareName(at) + t.squareName(s) + ",")
			at = s
		}
		unloadStop := m.Kind&KindUnload != 0 && m.Unload != m.From
		for i := 0; i < nv; i++ {
			stop(int(m.V[i]))
			unloadStop = unloadStop && m.V[i] != m.Unload
		}
		if unloadStop {
			stop(int(m.Unload))
		}
		sb.WriteString(t.squareName(at) + t.squareName(to))
	case m.Kind&^KindEPRights == 0 && m.NV == 0 && p.bendingMover(from):
		// a bent move (a hook mover's): its first path (paths.go)
		paths, _ := p.movePaths(m, true)
		var stops []int16
		if len(paths) > 0 {
			stops = paths[0]
		}
		t.pathString(&sb, from, to, stops)
	default:
		sb.WriteString(t.squareName(from) + t.squareName(to))
	}
	sb.WriteString(p.promoText(m))
	sb.WriteString(p.gateText(m))                // gating.go
	sb.WriteString(p.wallSuffix(m, sb.String())) // walls.go
	return sb.String()
}

// plainMoveTo reports whether a legal move other than castling goes from
// from to to. Fairy-Stockfish (uci.cpp, UCI::move) prints a castling move
// as royal takes partner when the royal's own move would read as a
// pseudo-legal normal move; for a legal castling the two agree, as the
// normal move can only be illegal where castling out of check is too.
func (p *Position) plainMoveTo(from, to int) bool {
	for _, m := range p.LegalMoves() {
		if m.Kind&KindCastle == 0 && int(m.From) == from && int(m.To) == to {
			return true
		}
	}
	return false
}

// promoText is the promotion part of m's notation: "q", "+", "-" or "".
func (p *Position) promoText(m Move) string {
	t := p.t
	if m.Promo == 0 || int(m.Promo) > len(t.letters) {
		return ""
	}
	if v := p.board[m.From]; v != 0 && v != guard {
		return t.promoSuffix(int(v&typeMask), int(m.Promo-1)) // promotion.go
	}
	return lower(t.letters[m.Promo-1])
}

// MoveError says why a move string was not accepted.
type MoveError struct {
	Move   string
	Reason string // "malformed: …", "not legal: …", "ambiguous: …"
}

func (e *MoveError) Error() string { return fmt.Sprintf("move %s: %s", quote.Q(e.Move), e.Reason) }

// MaxMoveLen bounds a move string: 25 legs on a 26x26 board ("z26a1,").
const MaxMoveLen = 150

// ParseMove reads a move in the notation of MoveString and returns the
// legal move it names, or a *MoveError that says why not (notation_why.go).
// Chess960 castling may also be given as the royal's own move ("e1g1")
// when that is not a normal move. A bent move may be
// written plain ("a1d4") or by any path that makes it ("a1a4,a4d4" or
// "a1d1,d1d4"); a path that does not make it is an error saying which do.
func (p *Position) ParseMove(s string) (Move, error) {
	in := s
	s = strings.TrimSpace(s)
	if len(s) > MaxMoveLen { // a pasted text, not to be echoed whole
		return Move{}, &MoveError{Move: in, Reason: fmt.Sprintf("malformed: %d bytes, longer than any move", len(s))}
	}
	if why := caseHint(s); why != "" { // notation_why.go
		return Move{}, &MoveError{Move: in, Reason: "malformed: " + why}
	}
	if why := p.t.offBoard(s); why != "" {
		return Move{}, &MoveError{Move: in, Reason: "malformed: " + why}
	}
	if err := p.checkSyntax(p.withoutWall(s)); err != "" {
		return Move{}, &MoveError{Move: in, Reason: "malformed: " + err}
	}
	want := strings.ToLower(s)
	moves := p.LegalMoves()
	var found []Move
	for _, m := range moves {
		if strings.ToLower(p.MoveString(m)) == want {
			found = append(found, m)
		}
	}
	if len(found) == 0 && !strings.Contains(want, ",") {
		// a bent move written plain, "a1d4" (paths.go)
		for _, m := range moves {
			if m.Kind&^KindEPRights == 0 && m.NV == 0 && p.bendingMover(int(m.From)) &&
				strings.ToLower(p.t.squareName(int(m.From))+p.t.squareName(int(m.To))+p.promoText(m)) == want {
				found = append(found, m)
			}
		}
	}
	if len(found) == 0 && strings.Contains(want, ",") {
		// a bent move written by any of its paths, "a1d1,d1d4" (paths.go)
		m, ok, reason := p.bentSpelling(want, moves)
		if ok {
			found = append(found, m)
		} else if reason != "" {
			return Move{}, &MoveError{Move: in, Reason: reason}
		}
	}
	if len(found) == 0 && p.t.rules.Castling960 {
		for _, m := range moves {
			if m.Kind&KindCastle != 0 && p.t.squareName(int(m.From))+p.t.squareName(int(m.To)) == want {
				found = append(found, m)
			}
		}
	}
	if len(found) == 0 && p.t.rules.WallOrMove {
		found = p.unwalledFSF(want, moves) // walls.go
	}
	switch len(found) {
	case 0:
		if why := p.wallMissing(s, moves); why != "" { // walls.go
			return Move{}, &MoveError{Move: in, Reason: why}
		}
		return Move{}, &MoveError{Move: in, Reason: "not legal: " + p.whyIllegal(s, moves)}
	case 1:
		return found[0], nil
	}
	return Move{}, &MoveError{Move: in, Reason: fmt.Sprintf("ambiguous: %d legal moves are written this way", len(found))}
}

// checkSyntax returns "" if s looks like a move: square pairs separated by
// commas (each pair starting where the last ended), and an optional
// promotion letter at the end.
func (p *Position) checkSyntax(s string) string {
	t := p.t
	if s == "" {
		return "empty move"
	}
	if at := strings.IndexByte(s, '@'); at >= 0 { // a drop, "P@e4"
		if t.typeOf(s[:at]) < 0 {
			return fmt.Sprintf("%q: %q is not a piece of this variant", s, s[:at])
		}
		if sq, n := t.parseSquare(s[at+1:]); sq < 0 || at+1+n != len(s) {
			return fmt.Sprintf("%q: expected a square of the %dx%d board after '@'", s, t.files, t.ranks)
		}
		return ""
	}
	parts := strings.Split(s, ",")
	prev := -1
	for i, part := range parts {
		a, n := t.parseSquare(part)
		if a < 0 {
			return fmt.Sprintf("%q does not start with a square of the %dx%d board", part, t.files, t.ranks)
		}
		b, k := t.parseSquare(part[n:])
		if b < 0 {
			return fmt.Sprintf("%q: expected a second square after %q", part, part[:n])
		}
		if prev >= 0 && a != prev {
			return fmt.Sprintf("leg %q does not start where the previous leg ended", part)
		}
		prev = b
		rest := part[n+k:]
		if rest == "" {
			continue
		}
		if i != len(parts)-1 {
			return fmt.Sprintf("%q: unexpected %q after the squares", part, rest)
		}
		if rest == "+" || rest == "-" { // shogi promotion, Kyoto demotion
			continue
		}
		if len(rest) != 1 || !((rest[0] >= 'a' && rest[0] <= 'z') || (rest[0] >= 'A' && rest[0] <= 'Z')) {
			return fmt.Sprintf("%q: expected a promotion letter, got %q", part, rest)
		}
		if t.typeOf(rest) < 0 {
			return fmt.Sprintf("%q: %q is not a piece of this variant", part, rest)
		}
	}
	return ""
}
