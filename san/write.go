package san

import (
	"strconv"
	"strings"

	"github.com/betzac/betzac/vm"
)

// List returns the SAN of every legal move of p, in the order of
// p.LegalMoves(), each different from the others.
func List(p *vm.Position) []string {
	moves := p.LegalMoves()
	return list(p, moves)
}

// Move returns the SAN of m, a legal move of p.
func Move(p *vm.Position, m vm.Move) string {
	moves := p.LegalMoves()
	bodies := resolvedBodies(p, moves)
	for i, x := range moves {
		if x == m {
			return bodies[i] + checkMark(p, m)
		}
	}
	return p.MoveString(m) // not legal here: its UCI text rather than a guess
}

// list writes the SAN of each of moves (p's legal moves).
func list(p *vm.Position, moves []vm.Move) []string {
	bodies := resolvedBodies(p, moves)
	for i, m := range moves {
		bodies[i] += checkMark(p, m)
	}
	return bodies
}

// resolvedBodies is each move's SAN without check mark, all different.
func resolvedBodies(p *vm.Position, moves []vm.Move) []string {
	byTo := map[int16][]vm.Move{} // disambiguation looks only at moves to the same square
	for _, m := range moves {
		byTo[m.To] = append(byTo[m.To], m)
	}
	bodies := make([]string, len(moves))
	for i, m := range moves {
		bodies[i] = body(p, byTo[m.To], m, asNeeded)
	}
	resolve(p, moves, bodies)
	return bodies
}

// resolve gives moves whose bodies read alike their origin square, then,
// if that is not enough, their UCI text after a colon.
func resolve(p *vm.Position, moves []vm.Move, bodies []string) {
	for round := 0; round < 2; round++ {
		seen := map[string]int{}
		for _, b := range bodies {
			seen[b]++
		}
		for i, m := range moves {
			if seen[bodies[i]] < 2 {
				continue
			}
			if round == 0 {
				bodies[i] = body(p, nil, m, full)
			} else {
				bodies[i] += ":" + p.MoveString(m)
			}
		}
	}
}

// How body disambiguates.
const (
	asNeeded = iota // as FSF does
	full            // the origin square, whatever the other moves
	bare            // not at all (for Read's ambiguity message)
)

// body is m's SAN without check mark, disambiguated as mode says among
// moves (asNeeded: the legal moves to m's destination; else unused).
func body(p *vm.Position, moves []vm.Move, m vm.Move, mode int) string {
	var sb strings.Builder
	switch {
	case m.Kind&vm.KindDrop != 0:
		sb.WriteString(p.DropLetter(m) + "@" + p.SquareName(int(m.To)))
	case m.Kind&vm.KindCastle != 0:
		if file(p, int(m.V[0])) > file(p, int(m.From)) {
			sb.WriteString("O-O")
		} else {
			sb.WriteString("O-O-O")
		}
		if mode == full {
			sb.WriteString("-" + p.SquareName(int(m.From)))
		}
	default:
		letter := strings.ToUpper(p.Piece(int(m.From)))
		if letter != "P" {
			sb.WriteString(letter)
		}
		if mode != bare {
			sb.WriteString(origin(p, moves, m, letter, mode == full))
		}
		legs(p, &sb, m)
	}
	if s := p.PromotionText(m); s != "" {
		sb.WriteString("=" + s) // "=Q", or "=+" shogi-style
	}
	if l, sq := p.Gating(m); l != "" {
		sb.WriteString("/" + l)
		if m.Kind&vm.KindCastle != 0 {
			sb.WriteString(p.SquareName(sq))
		}
	}
	if m.Kind&vm.KindWall != 0 {
		sb.WriteString("," + p.SquareName(int(m.Wall)))
	}
	return sb.String()
}

// legs writes the captures on the way (multi-leg moves), the capture
// mark and the destination.
func legs(p *vm.Position, sb *strings.Builder, m vm.Move) {
	to := int(m.To)
	if m.Kind&(vm.KindLocust|vm.KindUnload) == 0 {
		if p.Captures(m) {
			sb.WriteString("x")
		}
		sb.WriteString(p.SquareName(to))
		return
	}
	nv := int(m.NV)
	if m.Kind&vm.KindEP != 0 {
		nv-- // the e.p. victim is not a stop
	}
	for i := 0; i < nv; i++ {
		sb.WriteString("x" + p.SquareName(int(m.V[i])))
	}
	if enemy(p, to) {
		sb.WriteString("x")
	} else if nv > 0 {
		sb.WriteString("-")
	} else if m.Kind&vm.KindEP != 0 {
		sb.WriteString("x")
	}
	sb.WriteString(p.SquareName(to))
	if m.Kind&vm.KindUnload != 0 {
		sb.WriteString(">" + p.SquareName(int(m.Unload)))
	}
}

// enemy reports whether an enemy of the side to move stands on sq.
func enemy(p *vm.Position, sq int) bool {
	s := p.Piece(sq)
	if s == "" {
		return false
	}
	white := strings.ToUpper(s) == s && strings.ToLower(s) != s
	return white == (p.SideToMove() == 1)
}

// origin is the disambiguation of m by letter: "" when no other piece of
// that letter has a legal move to m's destination, else its file, rank
// or square as FSF chooses (disambiguation_level); a pawn capture always
// names its file.
func origin(p *vm.Position, moves []vm.Move, m vm.Move, letter string, square bool) string {
	from, to := int(m.From), int(m.To)
	ff, fr := p.FileRank(from)
	if square {
		return p.SquareName(from)
	}
	sameFile, sameRank, others := false, false, false
	for _, o := range moves {
		if o.From == m.From || o.To != m.To || o.Kind&(vm.KindDrop|vm.KindCastle) != 0 ||
			strings.ToUpper(p.Piece(int(o.From))) != letter {
			continue
		}
		of, or := p.FileRank(int(o.From))
		others = true
		sameFile = sameFile || of == ff
		sameRank = sameRank || or == fr
	}
	switch {
	case letter == "P" && p.Captures(m) && to != from:
		if !others || !sameFile {
			return fileName(ff)
		}
	case !others:
		return ""
	case !sameFile:
		return fileName(ff)
	}
	if !sameRank {
		return strconv.Itoa(fr + 1)
	}
	return p.SquareName(from)
}

func file(p *vm.Position, sq int) int {
	f, _ := p.FileRank(sq)
	return f
}

func fileName(f int) string { return string(rune('a' + f)) }

// checkMark is "+" if m gives check, "#" if it also leaves the opponent
// no legal move, else "".
func checkMark(p *vm.Position, m vm.Move) string {
	p.Make(m)
	defer p.Unmake(m)
	if !p.InCheck() {
		return ""
	}
	if len(p.LegalMoves()) == 0 {
		return "#"
	}
	return "+"
}
