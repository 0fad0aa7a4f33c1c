package fsf

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
)

// TestExportRefusesIron: Fairy-Stockfish has no iron pieces, and the
// refusal names the rule (chess with iron knights: nothing else in it is
// refused).
func TestExportRefusesIron(t *testing.T) {
	v, p, err := compiler.LoadBytes("ironknights.yaml", []byte("name: ironknights\ninherit: chess\niron: N\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Export(v, p, "")
	want := "iron pieces (iron: N): Fairy-Stockfish has no piece that cannot be captured"
	if err == nil || !strings.Contains(err.Error(), want) || strings.Count(err.Error(), "\n") != 1 {
		t.Errorf("Export: %v, want one problem: %s", err, want)
	}
}

// TestExportRefusesBaring: Fairy-Stockfish's extinction cannot count the
// Diagram's baring pieces together, and the refusal names the rule.
func TestExportRefusesBaring(t *testing.T) {
	v, p, err := compiler.LoadBytes("baringrooks.yaml", []byte("name: baringrooks\ninherit: chess\nbaring: R\n"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Export(v, p, "")
	want := "the baring rule (baring: R): Fairy-Stockfish's extinction counts each type apart, not the listed pieces together"
	if err == nil || !strings.Contains(err.Error(), want) || strings.Count(err.Error(), "\n") != 1 {
		t.Errorf("Export: %v, want one problem: %s", err, want)
	}
}
