package fsf

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFSFStartFEN: a startFen is read as Fairy-Stockfish's Position::set
// (src/position.cpp) reads it; the expected FENs are worked out from that
// function, as each case's comment says.
func TestFSFStartFEN(t *testing.T) {
	letters := fenLetters{
		pieces:      map[byte]bool{'P': true, 'N': true, 'B': true, 'R': true, 'Q': true, 'K': true},
		untranslate: map[byte]string{'O': "immobile = o"},
		promoted:    map[byte]byte{'P': 'Q', 'N': 'O'},
	}
	tests := []struct {
		name, fen  string
		noCastling bool // castling = false
		want       string
		problems   []string
	}{
		// [petty]: after "-" castling, the e.p. loop reads the char '0' (not
		// a file letter) and stops; the half-move clock reads "1", the move
		// number nothing (ply 0: move 1).
		{name: "no e.p. field", fen: "qkbnr/ppppp/5/5/PPPPP/QKBNR w - 0 1", want: "qkbnr/ppppp/5/5/PPPPP/QKBNR w - - 1 1"},
		// [alapo], [nim]: no side field; sideToMove is BLACK only for 'b'.
		{name: "board only", fen: "rbqqbr/6/6/6/6/RBQQBR", want: "rbqqbr/6/6/6/6/RBQQBR w - - 0 1"},
		{name: "black", fen: "8/8/8/8/8/8/8/8 b", want: "8/8/8/8/8/8/8/8 b - - 0 1"},
		// [argess], [quasi-shatranj]: a digit after the side skips castling
		// and e.p. ("Skip parsing castling and en passant flags if not present").
		{name: "no castling field", fen: "k7/8/8/8/8/8/8/K7 b 0 1", want: "k7/8/8/8/8/8/8/K7 b - - 0 1"},
		// castling letters: K Q k q and files; others are skipped.
		{name: "castling letters", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQ0kq e3 4 9", want: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq e3 4 9"},
		{name: "shredder", fen: "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1", want: "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"},
		// castling_enabled() false: no right is set.
		{name: "castling disabled", fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", noCastling: true, want: "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1"},
		// e.p.: a square off the board is not read.
		{name: "e.p. off the board", fen: "k7/8/8/8/8/8/8/K7 w - z9 0 1", want: "k7/8/8/8/8/8/8/K7 w - - 0 1"},
		// [gethenian]: "+X" puts X's promotedPieceType, with X's colour.
		{name: "promoted", fen: "k7/+p7/8/8/8/8/8/+PK6 w - - 0 1", want: "k7/q7/8/8/8/8/8/QK6 w - - 0 1"},
		// '+' before a type without a promoted type is skipped; so is '~'.
		{name: "plus and tilde", fen: "k7/8/8/8/8/8/8/+KQ~6 w - - 0 1", want: "k7/8/8/8/8/8/8/KQ6 w - - 0 1"},
		// a character that is no piece is skipped without advancing the square.
		{name: "unknown letter", fen: "k7/8/8/8/8/8/8/Kx7 w - - 0 1", want: "k7/8/8/8/8/8/8/K7 w - - 0 1"},
		{name: "ten files", fen: "k9/10/K9 w - - 0 1", want: "k9/10/K9 w - - 0 1"},
		// [chak], [stardust]: an untranslated piece type is named once.
		{name: "untranslated piece", fen: "k3o3/8/8/8/8/8/4O3/K7 w - - 0 1", want: "k7/8/8/8/8/8/8/K7 w - - 0 1",
			problems: []string{"startFen places O, the piece of immobile = o, which is not translated"}},
		{name: "promoted to untranslated", fen: "k7/8/8/8/8/8/8/K+N6 w - - 0 1", want: "k7/8/8/8/8/8/8/K7 w - - 0 1",
			problems: []string{`startFen "+N": immobile = o is not translated`}},
		// [crossderby]: '*' is a wall square, a hole in betzac.
		{name: "walls", fen: "k*6/8/8/8/8/8/8/K6* w - - 0 1", want: "k*6/8/8/8/8/8/8/K6* w - - 0 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var problems []string
			files, ranks := 8, 8
			if strings.Contains(tt.fen, "10") {
				files, ranks = 10, 3
			}
			if strings.HasPrefix(tt.fen, "rbqqbr") {
				files, ranks = 6, 6
			}
			got := fsfStartFEN(tt.fen, files, ranks, !tt.noCastling, letters, func(f string, a ...any) {
				problems = append(problems, fmt.Sprintf(f, a...))
			})
			if got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
			if d := cmp.Diff(tt.problems, problems); d != "" {
				t.Errorf("problems (-want +got):\n%s", d)
			}
		})
	}
}

// TestImportStartFEN: sections whose FSF start FEN betzac's reader would
// refuse import, or are refused naming the setting behind the problem.
func TestImportStartFEN(t *testing.T) {
	tests := []struct {
		ini, start   string
		untranslated []string
	}{
		{ini: "[a:chess]\nstartFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\n",
			start: "start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\n"},
		{ini: "[a:chess]\nbanner = o\nstartFen = rnbqkbnr/pppppppp/8/3o4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
			start:        "start: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
			untranslated: []string{"startFen places O, the piece of banner = o, which is not translated", "banner = o"}},
		// FSF's immobile piece is from_betza("") (piece.cpp): a blocker
		{ini: "[a:chess]\nimmobile = o\nstartFen = rnbqkbnr/pppppppp/8/3o4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n",
			start: "start: rnbqkbnr/pppppppp/8/3o4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"},
	}
	for _, tt := range tests {
		imp, err := Import(strings.NewReader(tt.ini), "a")
		if err != nil {
			t.Errorf("%q: %v", tt.ini, err)
			continue
		}
		if !strings.Contains(imp.YAML, tt.start) {
			t.Errorf("%q: the YAML lacks %q:\n%s", tt.ini, tt.start, imp.YAML)
		}
		if d := cmp.Diff(tt.untranslated, imp.Untranslated); d != "" {
			t.Errorf("%q: untranslated (-want +got):\n%s", tt.ini, d)
		}
	}
}

// TestImportNoPromotionTypes: with "promotionPieceTypes = -" (FSF's
// PieceSet "-" is no type) the pawn has nothing to promote to: it may
// not enter the promotion region ("to: -").
func TestImportNoPromotionTypes(t *testing.T) {
	imp, err := Import(strings.NewReader("[a:chess]\npromotionPieceTypes = -\n"), "a")
	if err != nil {
		t.Fatal(err)
	}
	if len(imp.Untranslated) > 0 {
		t.Errorf("untranslated: %q", imp.Untranslated)
	}
	if want := `promote: {zone: 1, to: "-"}`; !strings.Contains(imp.YAML, want) {
		t.Errorf("the YAML lacks %s:\n%s", want, imp.YAML)
	}
}
