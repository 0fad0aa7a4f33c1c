package match

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/betzac/betzac/pgn"
	"github.com/betzac/betzac/vm"
)

// PGN writes the games as PGN (package pgn): the Variant tag unless the
// variant is chess, FEN and SetUp when a game does not start at the
// variant's start, Result and Termination, the moves in SAN, and why the
// game ended as a comment after the last move.
func (r *Report) PGN() (string, error) {
	var sb strings.Builder
	for i, g := range r.Games {
		if i > 0 {
			sb.WriteString("\n")
		}
		text, err := r.gamePGN(g)
		if err != nil {
			return "", fmt.Errorf("game %d: %w", g.Number, err)
		}
		sb.WriteString(text)
	}
	return sb.String(), nil
}

func (r *Report) gamePGN(g *Game) (string, error) {
	root, err := vm.NewPosition(r.prog, g.Root)
	if err != nil {
		return "", err
	}
	tags := []pgn.Tag{
		{Name: "Event", Value: "betzac match"},
		{Name: "Date", Value: r.Date},
		{Name: "Round", Value: strconv.Itoa(g.Number)},
		{Name: "White", Value: r.Players[g.White].Name},
		{Name: "Black", Value: r.Players[g.White^1].Name},
	}
	if r.Variant != "chess" {
		tags = append(tags, pgn.Tag{Name: "Variant", Value: r.Variant})
	}
	if g.Root != "" {
		tags = append(tags, pgn.Tag{Name: "FEN", Value: g.Root}, pgn.Tag{Name: "SetUp", Value: "1"})
	}
	tags = append(tags, pgn.Tag{Name: "Termination", Value: g.Termination})
	first := 1
	if f := strings.Fields(root.FEN()); len(f) >= 6 {
		if n, err := strconv.Atoi(f[5]); err == nil && n > 0 {
			first = n
		}
	}
	sans := append([]string(nil), g.SAN...)
	if len(sans) > 0 {
		// braces end a PGN comment: none may stand inside one
		why := strings.NewReplacer("{", "(", "}", ")").Replace(g.Reason)
		sans[len(sans)-1] += " {" + why + "}"
	}
	return pgn.Write(tags, sans, root.SideToMove() == 1, first, g.Result), nil
}
