package vm_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
)

// TestFfishInsufficient holds Position.InsufficientMaterial to
// Fairy-Stockfish's hasInsufficientMaterial for each side, in positions
// of random games ffish played (testdata/ffish-insufficient.js writes
// them), Armageddon's among them: ffish 0.7.10 counts any piece as able
// to mate under material counting (Black's draw odds).
func TestFfishInsufficient(t *testing.T) {
	f, err := os.Open("testdata/ffish-insufficient.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	progs := map[string]*legdefs.Program{}
	sc := bufio.NewScanner(f)
	line := 0
	for sc.Scan() {
		line++
		field := strings.Split(sc.Text(), "\t")
		if len(field) != 4 {
			t.Fatalf("line %d: %d fields, want 4", line, len(field))
		}
		p := progs[field[0]]
		if p == nil {
			if _, p, err = compiler.Load(field[0]); err != nil {
				t.Fatalf("line %d: %v", line, err)
			}
			progs[field[0]] = p
		}
		pos, err := vm.NewPosition(p, field[1])
		if err != nil {
			t.Fatalf("line %d: %v", line, err)
		}
		got := fmt.Sprint(pos.InsufficientMaterial(0), " ", pos.InsufficientMaterial(1))
		if d := cmp.Diff(field[2]+" "+field[3], got); d != "" {
			t.Errorf("line %d (%s %s): White, Black insufficient (-ffish +betzac):\n%s", line, field[0], field[1], d)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
}
