package vm_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// TestFENImmobilePromoted: with immobility-illegal a piece with no move
// (an empty Betza, Fairy-Stockfish's immobile) may stand anywhere a
// promotion puts it, since the rule, as FSF's immobilityIllegal
// (position.cpp legal: drops and normal moves only), does not forbid a
// promotion; one no promotion makes could only be there from the start.
func TestFENImmobilePromoted(t *testing.T) {
	src := "name: t\nboard: 3x4\nimmobility-illegal: true\npieces:\n" +
		"  - {letter: K, betza: K, royal: true}\n  - {letter: P, betza: fW, promote: {zone: 1, to: +P}}\n" +
		"  - {letter: +P, betza: \"\"}\n  - {letter: O, betza: \"\"}\nstart: 2k/3/3/K2 w - - 0 1\n"
	_, prog, err := compiler.LoadBytes("t.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ fen, wantErr string }{
		{"+P1k/3/3/K2 w - - 0 1", ""}, // Pa3-a4 promoted
		{"O1k/3/3/K2 w - - 0 1", "O on a4: it could never move"},
	}
	for _, c := range cases {
		_, err := vm.NewPosition(prog, c.fen)
		switch {
		case c.wantErr == "" && err != nil:
			t.Errorf("%s: %v", c.fen, err)
		case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
			t.Errorf("%s: error %v, want one with %q", c.fen, err, c.wantErr)
		}
	}
}
