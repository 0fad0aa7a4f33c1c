package vm_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/vm"
)

// TestMoveRepetitionWon: the searcher's form of Janggi's move repetition
// rule answers as Game.Result does on TestResultAsFSF's janggimodern
// lines (ffish: nothing after eight plies; Black, to move, wins after the
// chariot's fifth move back and forth), also from a line that does not
// reach back to the game's start, and leaves the position as it was.
func TestMoveRepetitionWon(t *testing.T) {
	eight := strings.Repeat("a1a2 a10a9 a2a1 a9a10 ", 2)
	for _, c := range []struct {
		name, moves string
		from        int // the moves line holds: from this one on
		want        bool
	}{
		{"not yet", eight, 0, false},
		{"fifth move back and forth", eight + "a1a2", 0, true},
		{"from a later position", "e4f4 e7f7 " + eight + "a1a2", 2, true},
		{"a line too short to see it", eight + "a1a2", 5, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(t, "janggimodern", "")
			p := g.Position().Clone()
			var line []vm.Move
			for _, s := range strings.Fields(c.moves) {
				m, err := p.ParseMove(s)
				if err != nil {
					t.Fatalf("%s: %v", s, err)
				}
				line = append(line, m)
				p.Make(m)
				g.Play(m)
			}
			if r := g.Result(); (r.Reason == "move repetition") != (c.want || c.from == 5) {
				t.Fatalf("Game.Result: %v", r)
			}
			before := p.FEN()
			if got := p.MoveRepetitionWon(line[c.from:]); got != c.want {
				t.Errorf("MoveRepetitionWon = %v, want %v", got, c.want)
			}
			if got := p.FEN(); got != before {
				t.Errorf("left %s, not %s", got, before)
			}
		})
	}
}
