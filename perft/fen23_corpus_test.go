package perft_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/golden"
	"github.com/betzac/betzac/variants"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// TestCorpusFENsRead (issue 23): the FEN checks refuse nothing a real
// game has. Every start position of a built-in variant and every position
// of the golden corpus reads, without a warning (the corpus positions
// were set up by engines and published tables, so a warning there would
// be a false alarm; horde's side without a king is warned about, as
// before).
func TestCorpusFENsRead(t *testing.T) {
	progs := vmtest.Programs{}
	n := 0
	read := func(variant, what, fen string) {
		t.Helper()
		pos, err := vm.NewPosition(progs.Get(t, variant), fen)
		switch {
		case err != nil:
			t.Errorf("%s %s: %v", variant, what, err)
		case len(pos.Warnings()) > 0 && !strings.Contains(pos.Warnings()[0], "has no royal piece"):
			t.Errorf("%s %s: warnings %q", variant, what, pos.Warnings())
		}
		n++
	}
	for _, name := range variants.BuiltinNames() {
		read(name, "start", "")
	}
	for _, name := range golden.Variants() {
		f, err := golden.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range f.Positions {
			read(f.Variant, p.Name, p.FEN)
		}
	}
	t.Logf("%d FENs", n)
}
