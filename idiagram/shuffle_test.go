package idiagram

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
)

// chessDef is the Chess array as Diagram piece lines (symmetry=mirror).
const chessDef = "Pawn::::a2-h2\nKnight:N:::b1,g1\nBishop::::c1,f1\nRook::::a1,h1\nQueen::::d1\nKing::::e1\n"

// TestShuffleImport: shuffle= becomes the shuffle key with IDs as piece
// letters and symmetry= as shuffle-black; what the Diagram reads
// differently is refused at the parameter's line.
func TestShuffleImport(t *testing.T) {
	runImportCases(t, []importCase{
		{"colour-bound bishops, mirrored", "shuffle=N!BQ\n" + chessDef, []string{`shuffle: "N!BQ"`, "shuffle-black: mirror"}, ""},
		{"symmetric pair, rotated", "symmetry=rotate\nshuffle=:NQ\n" + chessDef,
			[]string{`shuffle: ":NQ"`, "shuffle-black: rotate"}, ""},
		{"symmetry none: Black on its own", "symmetry=none\nshuffle=NQ\nKnight:N:::b1,g1,,b8,g8\nQueen::::d1,,d8\nKing::::e1,,e8\n",
			[]string{`shuffle: "NQ"`, "shuffle-black: independent"}, ""},
		{"an ID in lower case", "shuffle=nQ\nKnight:n:::b1,g1\nQueen::::d1\n" + king, []string{`shuffle: "NQ"`}, ""},
		{"groups", "shuffle=N,!B\n" + chessDef, []string{`shuffle: "N,!B"`}, ""},
		{"an ID no piece has", "shuffle=NX\n" + chessDef, nil, `line 1: shuffle=NX: no piece has the ID "X"`},
		{"the ID's case matters, as split does", "shuffle=N\nKnight:n:::b1,g1\n" + king, nil, `line 1: shuffle=N: no piece has the ID "N"`},
		{"the castling king", "shuffle=RK\n" + chessDef, nil, "line 1: shuffle=RK: shuffles the castling piece King: the Diagram then castles with the pieces its definition puts on the corners, which is not translated"},
		{"a colour-bound single piece (the Diagram ignores the '!')", "shuffle=N!Q\n" + chessDef, nil,
			`line 1: the variant file it translates to is wrong: shuffle "N!Q": !Q: a colour-bound set needs two or more, White has 1`},
	})
}

// TestShuffleExport exports variants with a shuffle: shuffle= and the
// symmetry= its shuffle-black needs, read back to the same shuffle; a
// shuffle-black the start position's symmetry cannot carry is refused.
func TestShuffleExport(t *testing.T) {
	tests := []struct{ name, yaml, want, wantErr string }{
		{"mirror", "shuffle: \"N!BQ\"\n", "symmetry=mirror\nshuffle=N!BQ\n", ""},
		{"independent", "shuffle: \"N!BQ\"\nshuffle-black: independent\n", "symmetry=none\nshuffle=N!BQ\n", ""},
		{"rotate on a mirrored start", "shuffle: \"N!B\"\nshuffle-black: rotate\n", "",
			"shuffle-black: rotate: the Diagram draws Black's shuffled pieces by symmetry=, and the start position is written with symmetry=mirror"},
	}
	for _, tc := range tests {
		v, err := variants.LoadBytes("t.yaml", []byte("name: t\ninherit: chess\n"+tc.yaml))
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		p, err := compiler.Compile(v)
		if err != nil {
			t.Fatal(err)
		}
		text, err := Export(v, p)
		if tc.wantErr != "" {
			var ee *ExportError
			if !errors.As(err, &ee) || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("%s: got %v, want an export error with %q", tc.name, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !strings.Contains(text, tc.want) {
			t.Errorf("%s: no %q in\n%s", tc.name, tc.want, text)
		}
		imp, err := Import(text, "t")
		if err != nil {
			t.Fatal(err)
		}
		back, err := variants.LoadBytes("t.yaml", []byte(imp.YAML))
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(v.Shuffle.Spec+" "+v.Shuffle.Black, back.Shuffle.Spec+" "+back.Shuffle.Black); diff != "" {
			t.Errorf("%s: read back (-exported +imported):\n%s", tc.name, diff)
		}
	}
}
