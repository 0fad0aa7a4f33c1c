package main

import (
	"encoding/xml"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/variants"
)

// The chess start position, drawn by hand: rank 8 at the top.
const chessStartASCII = `    +---+---+---+---+---+---+---+---+
  8 | r | n | b | q | k | b | n | r |
    +---+---+---+---+---+---+---+---+
  7 | p | p | p | p | p | p | p | p |
    +---+---+---+---+---+---+---+---+
  6 |   |   |   |   |   |   |   |   |
    +---+---+---+---+---+---+---+---+
  5 |   |   |   |   |   |   |   |   |
    +---+---+---+---+---+---+---+---+
  4 |   |   |   |   |   |   |   |   |
    +---+---+---+---+---+---+---+---+
  3 |   |   |   |   |   |   |   |   |
    +---+---+---+---+---+---+---+---+
  2 | P | P | P | P | P | P | P | P |
    +---+---+---+---+---+---+---+---+
  1 | R | N | B | Q | K | B | N | R |
    +---+---+---+---+---+---+---+---+
      a   b   c   d   e   f   g   h 
White to move
FEN: rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
20 legal moves
Result: *
`

const wideFEN = "k25/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/26/1+R23K[Rr] w - - 0 1"

func TestShow(t *testing.T) {
	runGoodInputs(t, []goodInput{
		{name: "chess start ascii", args: []string{"show", "chess", "--ascii"}, stdout: chessStartASCII},
		{
			name: "chess symbols",
			args: []string{"show", "chess"},
			has:  []string{"  8 │ ♜ │ ♞ │ ♝ │ ♛ │ ♚ │ ♝ │ ♞ │ ♜ │\n", "  1 │ ♖ │ ♘ │ ♗ │ ♕ │ ♔ │ ♗ │ ♘ │ ♖ │\n", "    ┌───┬"},
		},
		{
			// Fool's mate: Qh4 mates.
			name: "mate",
			args: []string{"show", "chess", "--moves", "f2f3 e7e5 g2g4 d8h4"},
			has:  []string{"White to move\n", "White is checkmated: in check with no legal move\n"},
		},
		{
			// The black king on h8 has g8, g7, h7, all guarded by Qf7 and Kg6,
			// and is not attacked itself.
			name: "stalemate",
			args: []string{"show", "chess", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"},
			has:  []string{"Black has no legal move and is not in check"},
		},
		{
			// The rook on e1 checks the king on e8; it may go to d8 d7 f8 f7
			// (not e7, on the rook's file).
			name: "check",
			args: []string{"show", "chess", "--fen", "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"},
			has:  []string{"Black is in check; 4 legal moves\n"},
		},
		{
			// e4 takes d5: White has a pawn in hand.
			name: "holdings",
			args: []string{"show", "crazyhouse", "--moves", "e2e4 d7d5 e4d5"},
			has:  []string{"White in hand: P\n", "Black in hand: -\n", "[P] b KQkq - 0 2\n"},
		},
		{
			// Fairy pieces keep their letters; shogi's promoted bishop is +B.
			// The sides are shogi's: Sente (the FEN's w) and Gote.
			name: "promoted piece",
			args: []string{"show", "shogi", "--ascii", "--fen", "lnsgkgsnl/1r5+B1/ppppppppp/9/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] b - - 0 1"},
			has:  []string{"    |   | r |   |   |   |   |   |+B |   | b\n", "Sente in hand: B\n", "Gote to move\n"},
		},
		{
			name: "26 files",
			args: []string{"show", "testdata/wide.yaml", "--ascii", "--fen", wideFEN},
			has: []string{" 26 | k |   |", "  1 |   |+R |", "|   | K |\n",
				"      a   b   c   d   e   f   g   h   i   j   k   l   m   n   o   p   q   r   s   t   u   v   w   x   y   z \n"},
		},
	})
}

func TestShowEveryBuiltin(t *testing.T) {
	for _, name := range variants.BuiltinNames() {
		for _, ascii := range []string{"--ascii=false", "--ascii"} {
			out, errOut, status := execute(t, "show", name, ascii)
			if status != 0 || !strings.Contains(out, "FEN: ") || !strings.Contains(out, " to move\n") {
				t.Errorf("show %s %s: status %d: %s%s", name, ascii, status, out, errOut)
			}
		}
	}
}

func TestDiagramErrors(t *testing.T) {
	tests := []struct {
		name   string
		args   []string
		status int
		stderr string
	}{
		{"unknown piece", []string{"diagram", "chess", "--piece", "Z"}, 1,
			"betzac: chess: no piece \"Z\" in chess (its pieces: P N B R Q K)\n"},
		{"bad square", []string{"diagram", "chess", "--piece", "N", "--at", "i1"}, 1,
			"betzac: chess: square \"i1\": off the 8×8 board (a1-h8)\n"},
		{"bad board", []string{"diagram", "--betza", "N", "--board", "0x8"}, 2, ""},
		{"wide board", []string{"diagram", "--betza", "N", "--board", "27x8"}, 2, ""},
		{"no piece", []string{"diagram", "chess"}, 2, ""},
		{"square but no piece", []string{"diagram", "chess", "--at", "e4"}, 2, ""},
		{"all without -o", []string{"diagram", "chess", "--all"}, 2, ""},
		{"betza and variant", []string{"diagram", "chess", "--betza", "N"}, 2, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, errOut, status := execute(t, tc.args...)
			if status != tc.status {
				t.Errorf("status %d, want %d: %s", status, tc.status, errOut)
			}
			if tc.stderr != "" && errOut != tc.stderr {
				t.Errorf("stderr %q, want %q", errOut, tc.stderr)
			}
		})
	}
}

func TestDiagramText(t *testing.T) {
	// N from d4: the eight (1,2) leaps, each a move or a capture.
	want := `Knight (N) N on d4
 8  .  .  .  .  .  .  .  . 
 7  .  .  .  .  .  .  .  . 
 6  .  .  *  .  *  .  .  . 
 5  .  *  .  .  .  *  .  . 
 4  .  .  . [N] .  .  .  . 
 3  .  *  .  .  .  *  .  . 
 2  .  .  *  .  *  .  .  . 
 1  .  .  .  .  .  .  .  . 
    a  b  c  d  e  f  g  h 
  *  moves or captures
`
	out, errOut, status := execute(t, "diagram", "chess", "--piece", "n")
	if status != 0 {
		t.Fatal(errOut)
	}
	if diff := cmp.Diff(want, out); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

func TestDiagramMoves(t *testing.T) {
	// After e2e4 d7d5 the pawn on e4 (White's, Black to move: drawn with
	// its own side to move) steps to e5 or takes d5; e4 is no start square,
	// so there is no double step.
	out, errOut, status := execute(t, "diagram", "chess", "--moves", "e2e4 d7d5", "--at", "e4")
	if status != 0 {
		t.Fatal(errOut)
	}
	for _, want := range []string{" 5  .  .  .  x  m  .  .  . \n", " 4  .  .  .  . [P] .  .  . \n", "  m  moves (no capture)\n  x  captures only\n"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// Every built-in variant's --all writes one well-formed, non-empty SVG
// per piece and an index.html naming each.
func TestDiagramAllBuiltins(t *testing.T) {
	for _, name := range variants.BuiltinNames() {
		dir := filepath.Join(t.TempDir(), name)
		if _, errOut, status := execute(t, "diagram", name, "--all", "-o", dir); status != 0 {
			t.Fatalf("%s: status %d: %s", name, status, errOut)
		}
		_, p, err := compiler.Load(name)
		if err != nil {
			t.Fatal(err)
		}
		index, err := os.ReadFile(filepath.Join(dir, "index.html"))
		if err != nil {
			t.Fatal(err)
		}
		for _, pt := range p.Pieces {
			file := diagramFileName(pt.Letter)
			if !strings.Contains(string(index), `src="`+file+`"`) {
				t.Errorf("%s: index.html does not show %s", name, file)
			}
			checkSVG(t, filepath.Join(dir, file))
		}
	}
}

// checkSVG fails unless file is a well-formed XML document whose root is
// an svg element with children.
func checkSVG(t *testing.T, file string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(strings.NewReader(string(data)))
	root, elements := "", 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Errorf("%s: not well-formed XML: %v", file, err)
			return
		}
		if se, ok := tok.(xml.StartElement); ok {
			if root == "" {
				root = se.Name.Local
			}
			elements++
		}
	}
	if root != "svg" || elements < 10 {
		t.Errorf("%s: root %q with %d elements, want an svg with its drawing", file, root, elements)
	}
}
