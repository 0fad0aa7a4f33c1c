package san

import (
	"fmt"
	"sort"
	"strings"

	"github.com/betzac/betzac/vm"
)

// Error says why a SAN text names no legal move, or more than one.
type Error struct {
	Move   string
	Reason string
	Legal  []string // the legal moves in SAN, sorted
}

func (e *Error) Error() string {
	return fmt.Sprintf("move %q: %s; legal moves: %s", e.Move, e.Reason, strings.Join(e.Legal, " "))
}

// Read returns the legal move of p whose SAN is s, or one that a looser
// form of s names (see the package comment), or an *Error.
func Read(p *vm.Position, s string) (vm.Move, error) {
	moves := p.LegalMoves()
	bodies := resolvedBodies(p, moves)
	in := strings.TrimRight(strings.TrimSpace(s), "!?")
	want := loose(in)
	var found []int
	for i, m := range moves {
		if want != "" && fits(p, m, bodies[i], want) {
			found = append(found, i)
		}
	}
	if strings.HasSuffix(in, "+") && !strings.HasSuffix(in, "=+") && !strings.HasSuffix(in, "++") {
		// a shogi writer's "Bxh8+" may mean the promotion "Bxh8=+"
		alt := loose(in[:len(in)-1] + "=+")
		for i, m := range moves {
			if fits(p, m, bodies[i], alt) && !hasIndex(found, i) {
				found = append(found, i)
			}
		}
	}
	if len(found) > 1 { // the exact SAN, check mark and all, decides
		var exact []int
		for _, i := range found {
			if bodies[i]+checkMark(p, moves[i]) == in {
				exact = append(exact, i)
			}
		}
		if len(exact) == 1 {
			found = exact
		}
	}
	if len(found) == 1 {
		return moves[found[0]], nil
	}
	sans := list(p, moves)
	sorted := append([]string(nil), sans...)
	sort.Strings(sorted)
	if len(found) == 0 {
		for i, m := range moves { // "Nc3" where Nbc3 and Ndc3 are legal
			if want != "" && loose(body(p, nil, m, bare)) == want {
				found = append(found, i)
			}
		}
	}
	if len(found) < 2 {
		reason := "not a legal move in SAN"
		if len(moves) == 0 {
			reason = "no legal move in this position"
		}
		return vm.Move{}, &Error{Move: s, Reason: reason, Legal: sorted}
	}
	var names []string
	for _, i := range found {
		names = append(names, sans[i])
	}
	return vm.Move{}, &Error{Move: s, Reason: "ambiguous: it fits " + strings.Join(names, ", "), Legal: sorted}
}

// fits reports whether m (whose SAN is san) is named by want, a loose
// text: its SAN, the SAN with the origin square, or with "P" for a pawn.
func fits(p *vm.Position, m vm.Move, san, want string) bool {
	if loose(san) == want {
		return true
	}
	full := body(p, nil, m, full)
	if loose(full) == want {
		return true
	}
	if m.Kind&(vm.KindDrop|vm.KindCastle) == 0 && strings.ToUpper(p.Piece(int(m.From))) == "P" {
		return loose("P"+san) == want || loose("P"+full) == want
	}
	return false
}

// loose is s without what Read lets a writer leave out: check marks at
// the end, "x", "=" (but not the "=+" of a shogi promotion, kept as "+"),
// and "-" between squares; "0" in castling reads as "O".
func loose(s string) string {
	s = strings.TrimRight(s, "!?")
	if strings.HasSuffix(s, "#") {
		s = s[:len(s)-1]
	} else if strings.HasSuffix(s, "+") && !strings.HasSuffix(s, "=+") {
		s = s[:len(s)-1]
	}
	if strings.HasPrefix(s, "0-0") {
		s = "O-O" + strings.Replace(s[3:], "-0", "-O", 1)
	}
	castle := strings.HasPrefix(s, "O-O")
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == 'x' || c == '=' || (c == '-' && !castle && (i == 0 || s[i-1] != '=')) {
			continue
		}
		sb.WriteByte(c)
	}
	return sb.String()
}

func hasIndex(list []int, i int) bool {
	for _, x := range list {
		if x == i {
			return true
		}
	}
	return false
}
