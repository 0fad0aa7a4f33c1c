package gamecourier

import (
	"fmt"
	"strings"

	"github.com/betzac/betzac/internal/lazy"
	"github.com/betzac/betzac/legdefs"
)

// What a preset needs besides the move generator (issue 24), each in a
// form a public source shows:
//
//   - "setsystem maxmove N;" in Pre-Game: Muller's own preset starts with
//     "setsystem maxmove 4;" (NOTES-2.md N1b,
//     https://www.chessvariants.com/index/editcomment.php?reply=39815),
//     and maxmove is the number of actions a turn may have (NOTES.md S13,
//     https://www.chessvariants.com/index/editcomment.php?reply=20841).
//     Without it a typed promotion ("e7-e8; Q-e8") or a locust capture
//     naming its victims ("c3-e5; @-d4") may be refused before the code
//     runs, if the default is one action.
//   - "setflag rules;" in Pre-Game: "The rules flag can be set with the
//     command "setflag rules;", typically in the pregame code" (Duniho
//     2018-08-22, https://www.chessvariants.com/index/listcomments.php?id=36817).
//   - the words check and stalemate in the Post-Game code: Game Courier
//     judges how far a preset enforces the rules partly by "the post-game
//     code for the strings check and stalemate" (Duniho 2017-07-03,
//     https://www.chessvariants.com/index/listcomments.php?id=34551). The
//     subset has no comments, so the words stand in a string set to a
//     global nothing reads.

// presetHead is the first lines of the Pre-Game.
func presetHead(p *legdefs.Program) []string {
	return []string{fmt.Sprintf("setsystem maxmove %d;", maxActions(p)), "setflag rules;"}
}

// postGameWords is the line before the Post-Game's call.
const postGameWords = `set gcwords "check stalemate";` + "\n"

// maxActions is the most actions a turn of p needs in Game Courier's
// notation: the move itself, one "@-SQ" per locust victim (a move of n
// legs has at most n-1) and one "X-SQ" for a promotion.
func maxActions(p *legdefs.Program) int {
	legs, promo := 1, 0
	for i, pt := range p.Pieces {
		for _, m := range p.AllMoves(i) {
			legs = max(legs, len(m))
		}
		if pt.Promote != nil || pt.Sittuyin != nil {
			promo = 1
		}
	}
	return legs + promo
}

// chessPieces are the chess pieces by label, with their name and
// XBetza: a piece of that label that has the name, or moves so, is drawn
// by any chess set (a Pawn: steps forward, captures diagonally forward).
var chessPieces = lazy.Value[map[string][2]string]{Build: func() map[string][2]string {
	return map[string][2]string{"K": {"King", "K"}, "Q": {"Queen", "Q"}, "R": {"Rook", "R"},
		"B": {"Bishop", "B"}, "N": {"Knight", "N"}, "P": {"Pawn", "fmWfcF"}}
}}

// needImages are the labels of p's pieces that are no chess piece: a
// chess set has no image for them.
func needImages(p *legdefs.Program, labels []string) []string {
	var out []string
	for i, pt := range p.Pieces {
		c, ok := chessPieces.Get()[labels[i]]
		if !ok || pt.Name != c[0] && pt.Betza != c[1] && !(labels[i] == "P" && strings.HasPrefix(pt.Betza, c[1])) {
			out = append(out, labels[i])
		}
	}
	return out
}

// settingsText is settings.txt: one line per field of the settings
// form, by its key in a settings file (the keys and their meanings as
// transcribed in talvola/abstract_games,
// .claude/skills/gamecourier-to-platform/SKILL.md, NOTES.md S20).
func (pr *Preset) settingsText() string {
	var b strings.Builder
	fmt.Fprintf(&b, "game      %s (any new name: the game's name)\n", pr.Name)
	fmt.Fprintf(&b, "files     %s\n", strings.Join(pr.Files, " "))
	fmt.Fprintf(&b, "ranks     %s\n", strings.Join(pr.Ranks, " "))
	fmt.Fprintf(&b, "cols      %d\n", len(pr.Files))
	fmt.Fprintf(&b, "code      %s   (the FEN: the start position)\n", pr.FEN)
	b.WriteString("shape     Square Cells\n")
	b.WriteString("sides     White, Black (the first side moves first)\n")
	b.WriteString("rulesurl  the address of the variant's rules page (betzac does not know it)\n")
	b.WriteString("board     keep the pattern of the preset you cloned (it only colours the squares)\n")
	b.WriteString("\nPieces (labels: White's, then Black's):\n")
	others := pr.NeedImages
	b.WriteString("  " + strings.Join(allLabels(pr.Labels), " ") + "\n")
	if len(others) == 0 {
		b.WriteString("set       keep the chess set of the Chess preset you cloned: every label is a chess piece's\n")
		return b.String()
	}
	fmt.Fprintf(&b, "set       a set with images for %s (and their lower-case Black forms) is needed:\n"+
		"          betzac knows no Game Courier set that has them; below, Alfaerie image names where betzac knows one\n\n",
		strings.Join(others, " "))
	b.WriteString(pr.PieceSet)
	return b.String()
}
