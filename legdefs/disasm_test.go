package legdefs_test

import (
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/variants"
	"github.com/google/go-cmp/cmp"
)

func TestDisassemble(t *testing.T) {
	v := &variants.Variant{
		Name: "demo", Files: 8, Ranks: 8, Start: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
		Pieces: []variants.Piece{
			{Letter: "P", Name: "Pawn", Betza: "ifmnDfmWfceF", Promote: &variants.Promote{Zone: 1, To: "H"}},
			{Letter: "K", Name: "King", Betza: "fKisO2", Royal: true},
			{Letter: "H", Name: "Hook", Betza: "masR"},
		},
	}
	p, err := compiler.Compile(v)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := legdefs.Disassemble(&b, p); err != nil {
		t.Fatal(err)
	}
	want := `# program demo: board 8x8, 3 piece types, table of 118 integers
# start 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1
` + legdefs.Legend + `
P "Pawn": betza "ifmnDfmWfceF", offset 0, 4 moves, promotes to H in the last 1 ranks
     0  1×(0,+2) m initial lame epRights
     5  1×(0,+1) m
    10  1×(+1,+1) ce
    15  1×(-1,+1) ce
    20  end

K "King": betza "fKisO2", offset 21, 3 moves, royal
    21  1×(0,+1) mc
    26  ∞×(+1,0) castle initial → 1×(+2,0) m castle
    35  ∞×(-1,0) castle initial → 1×(-2,0) m castle
    44  end

H "Hook": betza "masR", offset 45, 8 moves
    45  ∞×(0,+1) m → ∞×(+1,0) mc
    54  ∞×(+1,0) m → ∞×(0,-1) mc
    63  ∞×(0,-1) m → ∞×(-1,0) mc
    72  ∞×(-1,0) m → ∞×(0,+1) mc
    81  ∞×(0,+1) m → ∞×(-1,0) mc
    90  ∞×(+1,0) m → ∞×(0,+1) mc
    99  ∞×(0,-1) m → ∞×(+1,0) mc
   108  ∞×(-1,0) m → ∞×(0,-1) mc
   117  end
`
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("Disassemble (-want +got):\n%s", diff)
	}
}

func TestDisassembleBetza(t *testing.T) {
	tb, err := compiler.CompileBetza("zB3", 8, 8)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := legdefs.DisassembleBetza(&b, "zB3", tb.Moves(0)[:1]); err != nil {
		t.Fatal(err)
	}
	want := `betza "zB3": 1 moves
     0  1×(+1,+1) mc curveStep → 1×(+1,-1) mc curveStep → 1×(+1,+1) mc
    13  end
`
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("DisassembleBetza (-want +got):\n%s", diff)
	}
}

func TestModeString(t *testing.T) {
	tests := []struct {
		mode  int32
		final bool
		want  string
	}{
		{0, false, "-"},
		{1027, true, "mc"},
		{1027, false, "mc final"},
		{17601, true, "m initial lame epRights"},
		{72, false, "castle initial"},
		{48, false, "hop toggle"},
		{2097154, false, "c unload"},
		{1048579, false, "mc curveStep"},
		{1 << 30, false, "0x40000000"},
		{5120, true, "friend"},
	}
	for _, tc := range tests {
		if got := legdefs.ModeString(tc.mode, tc.final); got != tc.want {
			t.Errorf("ModeString(%d, %v) = %q, want %q", tc.mode, tc.final, got, tc.want)
		}
	}
}

func TestTableString(t *testing.T) {
	tb, err := compiler.CompileBetza("fmW", 8, 8)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := tb.String(), "1 1 0 1 1025 0"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}
