package gamecourier

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
	if _, err := Emit(p); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Emit gives %v, want a refusal naming %s", err, want)
	}
}

// TestRefusedCounterStrike: Chu Shogi's counter-strike rule is refused by
// name, so chushogi is (its tests use chunocs.yaml, without the rule).
func TestRefusedCounterStrike(t *testing.T) {
	_, p, err := compiler.Load("chushogi")
	if err != nil {
		t.Fatal(err)
	}
	want := "Chu Shogi's counter-strike rule (counter-strike) (Program.CounterStrike)"
	if _, err := Emit(p); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("Emit gives %v, want a refusal naming %s", err, want)
	}
}
