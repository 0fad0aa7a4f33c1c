package gamecourier

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/gamecode"
)

// The game's end by Game Courier's own commands. No public page shows
// won, drawn or lost (../shared/gamecode/FIDELITY.md §1.2), so the preset
// prints its verdict (gameOver in dialect.go). The staged probe asks the
// server: run in White's Post-Move after White's move, does won make
// White win, does drawn draw (ProbeReport.EndsWork)? A preset maker whose
// server says so asks for them (betzac gamecourier --ends): then a
// checkmate also runs won, in the Post-Game of the side that just moved
// [N9], the mating side, and a stalemate drawn. The bare-king verdict
// stays printed: which side wins it the probe does not ask.

// mateVerdict and staleVerdict are the statements that print the two
// verdicts, as EndTurn2 has them.
var (
	mateVerdict  = gameOver("#en", "checkmate")
	staleVerdict = gameOver("-1", "stalemate")
)

// EndWithCommands makes pr end the game with won on checkmate and drawn
// on stalemate, after printing the verdict (Preset.Ends).
func (pr *Preset) EndWithCommands() error {
	if pr.Ends {
		return nil
	}
	for _, v := range []string{mateVerdict, staleVerdict} {
		if n := strings.Count(pr.PreGame, v); n != 1 {
			return fmt.Errorf("gamecourier: the Pre-Game prints %q %d times, not once: the game end cannot be added", v, n)
		}
	}
	pr.PreGame = strings.Replace(pr.PreGame, mateVerdict, mateVerdict+" won;", 1)
	pr.PreGame = strings.Replace(pr.PreGame, staleVerdict, staleVerdict+" drawn;", 1)
	pr.Ends = true
	return nil
}

// EndsWork reports whether the answers show won and drawn as
// EndWithCommands uses them: won, run by the side that just moved,
// makes it win; drawn draws.
func (rep *ProbeReport) EndsWork() bool {
	var won, drawn bool
	for _, f := range rep.Findings {
		won = won || f.Key == "won" && f.Status == "white"
		drawn = drawn || f.Key == "drawn" && f.Status == "draw"
	}
	return won && drawn
}

// sameEnds holds the game-ending commands a request ran to the VM's
// verdict: none for a preset that only prints it; for one that ends
// games (Preset.Ends), won on checkmate and drawn on stalemate. Only
// EndTurn2, which only the Post-Game calls, runs them, so they run in
// the Post-Game of the side that just moved (gamecode's End.Field names
// the field the statement stands in, Pre-Game, not the one running).
func (c *checker) sameEnds(verdict string, got []gamecode.End) error {
	var want, have []string
	if c.pr.Ends {
		switch {
		case strings.HasPrefix(verdict, "checkmate"):
			want = []string{"won"}
		case strings.HasPrefix(verdict, "stalemate"):
			want = []string{"drawn"}
		}
	}
	for _, e := range got {
		have = append(have, e.Word)
	}
	if !slices.Equal(want, have) {
		return fmt.Errorf("the preset ends the game with %q, the VM's verdict %q wants %q", have, verdict, want)
	}
	return nil
}
