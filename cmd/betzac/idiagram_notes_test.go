package main

import (
	"strings"
	"testing"
)

// TestExportIDNotes: export id writes pocketknight's hand column (the
// Knight in hand) and says on standard error that the Diagram's AI makes
// no drops; chess has no note.
func TestExportIDNotes(t *testing.T) {
	out, errOut, st := execute(t, "export", "id", "pocketknight")
	if st != 0 || !strings.Contains(out, "\nKnight:N:N::b1,g1:1\n") {
		t.Fatalf("export id pocketknight: status %d\n%s%s", st, out, errOut)
	}
	if want := "betzac: note: drops: the Diagram's AI makes none (betza.js GenAll), and a player's drop (a click on a piece in hand, then on any square, an occupied one too) is not checked (Click, MakeMove)\n"; errOut != want {
		t.Errorf("export id pocketknight stderr %q, want %q", errOut, want)
	}
	if _, errOut, st := execute(t, "export", "id", "chess"); st != 0 || errOut != "" {
		t.Errorf("export id chess: status %d, stderr %q, want none", st, errOut)
	}
}
