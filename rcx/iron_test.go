package rcx

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
)

// ironVariant is chess with iron knights (legdefs.Rules.Iron).
const ironVariant = "name: ironknights\ninherit: chess\niron: N\n"

// TestRefusedIron: the emitted code does not implement iron pieces, and
// the refusal names the rule in legdefs' words.
func TestRefusedIron(t *testing.T) {
	_, p, err := compiler.LoadBytes("ironknights.yaml", []byte(ironVariant))
	if err != nil {
		t.Fatal(err)
	}
	want := "iron pieces, which cannot be captured (iron) (Program.Iron)"
	if _, err := Emit(p, Options{}); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Emit gives %v, want a refusal naming %s", err, want)
	}
}

// TestRefusedCounterStrike: Chu Shogi's counter-strike rule is refused by
// name (on chess's board: chushogi's 12x12 is refused first).
func TestRefusedCounterStrike(t *testing.T) {
	_, p, err := compiler.LoadBytes("cs.yaml", []byte("name: cs\ninherit: chess\ncounter-strike: N\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := "Chu Shogi's counter-strike rule (counter-strike)"
	if _, err := Emit(p, Options{}); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Emit gives %v, want a refusal naming %s", err, want)
	}
}
