package fsf

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestImportSettingValues: values FSF's parser reads otherwise than
// they look are read as FSF reads them, with a warning at their line, or
// refused at their line when FSF's reading cannot be what was meant.
// Each expected message is written from the input: the line of the
// setting, and FSF's rule (src/parser.cpp, src/variant.cpp, the header
// of its variants.ini).
func TestImportSettingValues(t *testing.T) {
	tests := []struct {
		name, ini string
		wantErr   *LineError
		wantWarn  []LineError
		// wantYAML and notYAML are in (not in) the YAML written
		wantYAML, notYAML string
	}{
		{name: "huge empty-square count", ini: "[a:chess]\nstartFen = 99999999999999999999/8/8/8/8/8/8/8 w - - 0 1\n",
			wantErr: &LineError{2, "startFen: empty-square count 99999999999999999999 is more than the board's 8 files"}},
		{name: "count of 200000000", ini: "[a:chess]\nstartFen = rnbqkbnr/200000000/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n",
			wantErr: &LineError{2, "startFen: empty-square count 200000000 is more than the board's 8 files"}},
		{name: "count one over the board", ini: "[a:chess]\nmaxFile = 6\nstartFen = 7/6/6/6/6/6/6/6 w - - 0 1\n",
			wantErr: &LineError{3, "startFen: empty-square count 7 is more than the board's 6 files"}},
		{name: "a count with many digits", ini: "[a:chess]\nstartFen = " + strings.Repeat("9", 40) + "/8/8/8/8/8/8/8\n",
			wantErr: &LineError{2, "startFen: empty-square count of 40 digits is more than the board's 8 files"}},
		{name: "an int too large", ini: "[a:chess]\nconnectN = 99999999999\n",
			wantErr: &LineError{2, "connectN = 99999999999: want a whole number 0 to 2147483647 (Fairy-Stockfish's [int], a C++ int)"}},
		// digits in the hand are not empty squares
		{name: "a count in hand", ini: "[a:chess]\npieceDrops = true\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[99999999999Q] w KQkq - 0 1\n",
			wantYAML: `not translated: startFen pieces in hand "99999999999Q": 9 is not a translated piece`},
		{name: "a long value is not repeated", ini: "[a:chess]\ncastling = " + strings.Repeat("y", 100) + "\nmaxRank = 8" + strings.Repeat("x", 100) + "\n",
			wantErr: &LineError{3, "maxRank = (a value of 101 characters): want a rank 1 to 10 (Fairy-Stockfish's [Rank])"}},
		{name: "a long boolean is not repeated", ini: "[a:chess]\ncastling = " + strings.Repeat("y", 100) + "\n",
			wantWarn: []LineError{{2, `castling = (a value of 100 characters): Fairy-Stockfish reads every value but "true" as false: read as false`}}},
		// FSF's bool is "true" or "false" only: check says "doubleStep -
		// Invalid value 1 for type bool", "castling - Invalid value True
		// for type bool" (Fairy-Stockfish 281126), and reads false
		{name: "doubleStep = 1 is false", ini: "[a:chess]\ndoubleStep = 1\n",
			wantWarn: []LineError{{2, `doubleStep = 1: Fairy-Stockfish reads every value but "true" as false: read as false`}}},
		{name: "castling = True is false", ini: "[a:chess]\ncastling = True\n",
			wantWarn: []LineError{{2, `castling = True: Fairy-Stockfish reads every value but "true" as false: read as false`}}},
		{name: "castling = maybe is false", ini: "[a:chess]\ncastling = maybe\n",
			wantWarn: []LineError{{2, `castling = maybe: Fairy-Stockfish reads every value but "true" as false: read as false`}},
			notYAML:  "O2"},
		{name: "a boolean with a trailing comment is false", ini: "[a:chess]\n\ncastling = true # on\n",
			wantWarn: []LineError{{3, `castling = true # on: Fairy-Stockfish reads every value but "true" as false: read as false`}},
			notYAML:  "O2"},
		{name: "castling = true castles", ini: "[a:chess]\ncastling = true\n", wantYAML: "O2"},
		{name: "customPiece99", ini: "[a:chess]\ncustomPiece99 = z:W\n",
			wantErr: &LineError{2, "customPiece99: Fairy-Stockfish has no such setting: its custom pieces are customPiece1 to customPiece25"}},
		{name: "customPiece0", ini: "[a:chess]\ncustomPiece0 = z:W\n",
			wantErr: &LineError{2, "customPiece0: Fairy-Stockfish has no such setting: its custom pieces are customPiece1 to customPiece25"}},
		{name: "customPiece01", ini: "[a:chess]\ncustomPiece01 = z:W\n",
			wantErr: &LineError{2, "customPiece01: Fairy-Stockfish has no such setting: its custom pieces are customPiece1 to customPiece25"}},
		{name: "customPiece25", ini: "[a:chess]\ncustomPiece25 = z:W\n", wantYAML: `name: "Custom piece 25"`},
		{name: "promotion to no piece", ini: "[a:chess]\npromotionPieceTypes = xyz\n",
			wantErr: &LineError{2, "promotionPieceTypes = xyz: 'x' names no piece type of section [a]"}},
		{name: "White's promotion to no piece", ini: "[a:chess]\npromotionPieceTypesWhite = qz\n",
			wantErr: &LineError{2, "promotionPieceTypesWhite = qz: 'z' names no piece type of section [a]"}},
		{name: "promotion to pieces in either case", ini: "[a:chess]\npromotionPieceTypes = QrB\n", wantYAML: "to: QRB"},
		{name: "maxFile 0", ini: "[a:chess]\nmaxFile = 0\n",
			wantErr: &LineError{2, "maxFile = 0: want a file 1 to 12 or a to l (Fairy-Stockfish's [File])"}},
		{name: "maxFile abc", ini: "[a:chess]\nmaxFile = abc\n",
			wantErr: &LineError{2, `maxFile = abc: want a file 1 to 12 or a to l (Fairy-Stockfish's [File]); Fairy-Stockfish would read "a" and drop "bc"`}},
		{name: "maxFile 1000", ini: "[a:chess]\nmaxFile = 1000\nmaxRank = 1000\n",
			wantErr: &LineError{2, "maxFile = 1000: want a file 1 to 12 or a to l (Fairy-Stockfish's [File])"}},
		{name: "maxRank 8.5", ini: "[a:chess]\nmaxRank = 8.5\n",
			wantErr: &LineError{2, `maxRank = 8.5: want a rank 1 to 10 (Fairy-Stockfish's [Rank]); Fairy-Stockfish would read "8" and drop ".5"`}},
		{name: "maxRank too large for int", ini: "[a:chess]\nmaxRank = 99999999999999999999\n",
			wantErr: &LineError{2, "maxRank = 99999999999999999999: want a rank 1 to 10 (Fairy-Stockfish's [Rank])"}},
		{name: "a count that is not a number", ini: "[a:chess]\nflagRegion = *8\nflagPieceCount = x\n",
			wantErr: &LineError{3, "flagPieceCount = x: want a whole number 0 to 2147483647 (Fairy-Stockfish's [int], a C++ int)"}},
		{name: "an int that is not a number", ini: "[a:chess]\nconnectN = four\n",
			wantErr: &LineError{2, "connectN = four: want a whole number 0 to 2147483647 (Fairy-Stockfish's [int], a C++ int)"}},
		// FSF's number reader stops before the comment (parser.cpp: ss >> i)
		{name: "maxFile with a trailing comment", ini: "[a:chess]\nmaxFile = 8 # comment\n",
			wantWarn: []LineError{{2, `maxFile = 8 # comment: read as 8, as Fairy-Stockfish reads it: an ini line has no end-of-line comment, but its number reader stops before " # comment"`}},
			wantYAML: "board: 8x8"},
		{name: "maxFile as a letter", ini: "[a:chess]\nmaxFile = j\nstartFen = 10/10/10/10/10/10/10/4K4k w - - 0 1\n", wantYAML: "board: 10x8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			imp, err := Import(strings.NewReader(tt.ini), "a")
			var le *LineError
			if tt.wantErr != nil {
				if !errors.As(err, &le) {
					t.Fatalf("error %v, want at line %d: %s", err, tt.wantErr.Line, tt.wantErr.Msg)
				}
				if diff := cmp.Diff(tt.wantErr, le); diff != "" {
					t.Errorf("error (-want +got):\n%s", diff)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.wantWarn, imp.Warnings); diff != "" {
				t.Errorf("warnings (-want +got):\n%s", diff)
			}
			if !strings.Contains(imp.YAML, tt.wantYAML) || tt.notYAML != "" && strings.Contains(imp.YAML, tt.notYAML) {
				t.Errorf("YAML has not %q, or has %q:\n%s", tt.wantYAML, tt.notYAML, imp.YAML)
			}
		})
	}
}
