package gamecourier

import (
	"fmt"
	"slices"
	"strings"

	"github.com/betzac/betzac/gamecode"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// The game's end by Game Courier's own commands. No public page shows
// won, drawn or lost (../shared/gamecode/FIDELITY.md §1.2; searched
// again for issue 24: the stored pages, code and issues hold no preset
// and no reference text with them), so the preset prints its verdict
// (gameOver in dialect.go). The staged probe asks the server: run in
// White's Post-Move after White's move, does won make White win, does
// drawn draw, does lost make White lose (ProbeReport.EndsWork)? A preset
// maker whose server says so asks for them (betzac gamecourier --ends):
// then a position without moves, or one the bare-king rule ends, also
// runs, in the Post-Game of the side that just moved [N9], won when the
// side to move loses by the variant's value (a checkmate; a stalemate
// whose value is loss; a bare king's side, under "loses"), lost when it
// wins (stalemate-value or checkmate-value win; the side that bared the
// other's king under "loses"), and drawn on a draw.

// verdictLoser is the loser of a position without moves as GAMEOVER
// names it (EndTurn2 in gc/perform.gc): value is the Rules' value of
// that end for the side to move ("" for def): "#en" the side to move,
// "#sd" the side that just moved, "-1" a draw.
func verdictLoser(value, def string) string {
	if value == "" {
		value = def
	}
	switch value {
	case legdefs.ValueLoss:
		return "#en"
	case legdefs.ValueWin:
		return "#sd"
	}
	return "-1"
}

// endCommand is the command that ends the game as loser says, run by
// the side that just moved.
func endCommand(loser string) string {
	switch loser {
	case "#en":
		return "won"
	case "#sd":
		return "lost"
	}
	return "drawn"
}

// verdict is one statement of EndTurn2 that prints a verdict: the
// loser GAMEOVER names and the word.
type verdict struct{ loser, word string }

// verdicts are the statements of pr's code that print a verdict: the
// checkmate's and the stalemate's, as the variant values them
// (Preset.loser, set by Emit), and the bare-king rule's three (the
// rule's value is read at run time, #bkr). needed is false for those the
// variant never runs.
func (pr *Preset) verdicts() (all []verdict, needed []bool) {
	l := pr.loser
	if l == [2]string{} {
		l = [2]string{"#en", "-1"}
	}
	all = []verdict{{l[0], "checkmate"}, {l[1], "stalemate"}, {"-1", "bare king"}, {"#en", "bare king"}, {"#sd", "bare king"}}
	needed = []bool{true, true, pr.bare == legdefs.BareKingEnds, pr.bare == legdefs.BareKingLoses, pr.bare == legdefs.BareKingLoses}
	return all, needed
}

// EndWithCommands makes pr end the game with won, lost or drawn after
// printing each verdict (Preset.Ends).
func (pr *Preset) EndWithCommands() error {
	if pr.Ends {
		return nil
	}
	all, _ := pr.verdicts()
	for _, vd := range all {
		v := gameOver(vd.loser, vd.word)
		if n := strings.Count(pr.PreGame, v); n != 1 {
			return fmt.Errorf("gamecourier: the Pre-Game prints %q %d times, not once: the game end cannot be added", v, n)
		}
		pr.PreGame = strings.Replace(pr.PreGame, v, v+" "+endCommand(vd.loser)+";", 1)
	}
	pr.Ends = true
	return nil
}

// EndsWork reports whether the answers show every command
// EndWithCommands gives pr working as pr's variant uses it: won, run by
// the side that just moved, makes it win; lost makes it lose; drawn
// draws.
func (rep *ProbeReport) EndsWork(pr *Preset) bool {
	want := map[string]string{"won": "white", "lost": "black", "drawn": "draw"}
	all, needed := pr.verdicts()
	for i, vd := range all {
		if !needed[i] {
			continue
		}
		w := endCommand(vd.loser)
		ok := false
		for _, f := range rep.Findings {
			ok = ok || f.Key == w && f.Status == want[w]
		}
		if !ok {
			return false
		}
	}
	return true
}

// gameVerdict is what the preset prints, as the VM decides it, when the
// bare-king rule has ended the game (bare) or the side to move has no
// legal move: the reason, bare king, checkmate or stalemate, and the
// VM's outcome (vm.Position.Result, which applies the Rules' values).
// When the Result gives another reason (insufficient material, which
// the preset does not judge) the end counts with its default value.
func gameVerdict(pos *vm.Position, bare bool) string {
	word := "stalemate"
	switch {
	case bare:
		word = "bare king"
	case pos.InCheck():
		word = "checkmate"
	}
	r := pos.Result()
	if r.Reason != word {
		r.Outcome = vm.Draw // insufficient material
		if word == "checkmate" {
			r.Outcome = vm.BlackWins - vm.Outcome(pos.SideToMove())
		}
	}
	switch r.Outcome {
	case vm.WhiteWins:
		return word + ": Black loses"
	case vm.BlackWins:
		return word + ": White loses"
	}
	return word + ": draw"
}

// sameEnds holds the game-ending commands a request ran to the VM's
// verdict: none for a preset that only prints it; for one that ends
// games (Preset.Ends), the command that gives the verdict's outcome, run
// by the side that just moved. Only EndTurn2, which only the Post-Game
// calls, runs them, so they run in the Post-Game of the side that just
// moved (gamecode's End.Field names the field the statement stands in,
// Pre-Game, not the one running).
func (c *checker) sameEnds(pos *vm.Position, verdict string, got []gamecode.End) error {
	var want, have []string
	if c.pr.Ends && verdict != "" {
		mover := [2]string{"White", "Black"}[1-pos.SideToMove()]
		switch {
		case strings.HasSuffix(verdict, ": draw"):
			want = []string{"drawn"}
		case strings.HasSuffix(verdict, mover+" loses"):
			want = []string{"lost"}
		default:
			want = []string{"won"}
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
