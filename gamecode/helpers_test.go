package gamecode

import (
	"errors"
	"strings"
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// chess is an 8×8 preset with the orthodox start position.
func chess(preGame string) Preset {
	return Preset{
		Files:   strings.Split("abcdefgh", ""),
		Ranks:   strings.Split("12345678", ""),
		FEN:     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
		Pieces:  strings.Split("KQRBNPkqrbnp", ""),
		PreGame: preGame,
	}
}

// outcome is a Result without its cost, which may differ between
// switches (an eager chain evaluates more).
type outcome struct {
	Pieces  map[string]string
	Flags   []string
	Legal   []Legal
	Refusal *Refusal
	Output  []string
	Ends    []End
}

func outcomeOf(r Result) outcome {
	return outcome{r.Pieces(), r.Flags, r.Legal, r.Refusal, r.Output, r.Ends}
}

// runInvariant runs a game under every switch combination (the
// pairwise set in the default tier, internal/testenv; fix may pin some)
// and fails the test if the outcomes differ.
func runInvariant(t *testing.T, p Preset, moves []string, fix func(*Switches)) (outcome, error) {
	t.Helper()
	prog, err := Compile(p)
	if err != nil {
		return outcome{}, err
	}
	set := AllSwitches()
	if !testenv.Full() {
		set = PairwiseSwitches()
	}
	got, err := InvariantOver(set, func(sw Switches) (outcome, error) {
		if fix != nil {
			fix(&sw)
		}
		r, err := prog.Run(moves, sw)
		return outcomeOf(r), err
	})
	var diff *DiffError
	if errors.As(err, &diff) {
		t.Fatal(err)
	}
	return got, err
}
