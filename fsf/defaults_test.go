package fsf

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
)

// importSample imports a section of testdata/sample.ini.
func importSample(t *testing.T, section string) *Imported {
	t.Helper()
	f, err := os.ReadFile("testdata/sample.ini")
	if err != nil {
		t.Fatal(err)
	}
	imp, err := Import(strings.NewReader(string(f)), section)
	if err != nil {
		t.Fatal(err)
	}
	return imp
}

// TestImportDefaults: FSF's defaults that differ from betzac's are carried
// over, or named.
func TestImportDefaults(t *testing.T) {
	tests := []struct {
		section      string
		untranslated []string
		has          []string // lines the YAML must contain
		badFEN       bool     // the section's start FEN does not fit its board
	}{
		{section: "doublearmy",
			has: []string{`{letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: NBRQ}, initial-region: "a2-h2"}`}},
		{section: "grandish", untranslated: []string{
			"doubleStepRegionWhite = *2 (Fairy-Stockfish's default), doubleStepRegionBlack = *7 (Fairy-Stockfish's default) (betzac's initial-region is the same for both sides, mirrored)",
		}, badFEN: true,
			// FSF's default promotion regions are the absolute ranks 8
			// and 1, whatever the board's size: squares, not a zone
			has: []string{`{letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {squares: "a8-j8", squares-black: "a1-j1", to: NBRQ}}`}},
		// FSF's default without a parent: nothing to promote to
		{section: "bare",
			has: []string{
				`{letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: "-"}}`,
				`{letter: S, name: "Custom piece 1", betza: "ifmnDfmW", initial-region: "a2-h2"}`,
			}},
		{section: "weak", // Black's pawns stand on ranks 5 to 7; knights in its corners, no rights
			has: []string{`{letter: P, name: "Pawn", betza: "ifmnDfmWfceF", promote: {zone: 1, to: NBRQ}, initial-region: "a2-h2"}`}},
		{section: "pawnletter",
			has: []string{`{letter: P, name: "Custom piece 1", betza: "fmWfcF", clock: keep}`}},
		// FSF castles with the rooks inside the corner knights
		{section: "knightcorner", has: []string{"castling-partners: R"}},
	}
	for _, tt := range tests {
		t.Run(tt.section, func(t *testing.T) {
			imp := importSample(t, tt.section)
			if d := cmp.Diff(tt.untranslated, imp.Untranslated); d != "" {
				t.Errorf("untranslated (-want +got):\n%s", d)
			}
			for _, h := range tt.has {
				if !strings.Contains(imp.YAML, h+"\n") {
					t.Errorf("the YAML lacks %s:\n%s", h, imp.YAML)
				}
			}
			if _, err := variants.LoadBytes(tt.section+".yaml", []byte(imp.YAML)); err != nil && !tt.badFEN {
				t.Errorf("%v\n%s", err, imp.YAML)
			}
		})
	}
}

// TestImportPerft: imported sections count what Fairy-Stockfish counts.
// Carrying over only what [doublearmy] writes gave 125,440 at depth 4
// (fourth-rank pawns double-stepping); [weak] likewise for Black.
func TestImportPerft(t *testing.T) {
	tests := []struct {
		section string
		fen     string // "": the start position
		depth   int
		nodes   uint64 // Fairy-Stockfish's
	}{
		{"doublearmy", "", 4, 125292}, // issue 10
		// the rest: fairy-stockfish-nnue.wasm (FSF b2e693ef) loading
		// testdata/sample.ini, go perft
		{"weak", "", 3, 10295},
		{"pawnletter", "", 3, 2124},
		{"bare", "", 3, 405}, // its pawns do not reach the promotion rank by then
		// issue 10: FSF's short start FEN (no e.p. field)
		{"petty", "", 4, 4065},
		// issue 10: one-square castling d1c1 (FSF prints it d1a1)
		{"haynie", "", 3, 344},
		{"haynie", "rb1qbr/Ppk1p1/2ppBp/2P1P1/PQ1P1P/R2KBR w KQ - 2 8", 3, 8091},
		// issue 10: FSF's built-in gardner and losalamos as parents
		{"4x5chess", "", 4, 1487},
		{"alamos", "", 4, 14332},
	}
	for _, tt := range tests {
		t.Run(tt.section, func(t *testing.T) {
			imp := importSample(t, tt.section)
			_, p, err := compiler.LoadBytes(tt.section+".yaml", []byte(imp.YAML))
			if err != nil {
				t.Fatal(err)
			}
			wantFSFPerft(t, p, tt.fen, tt.depth, tt.nodes)
		})
	}
}
