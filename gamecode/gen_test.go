package gamecode

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// tinyGen is a table-driven generator in the subset, written by hand in
// Muller's design (seed 003) and the shape NOTES-2 §5.1 asks of the
// emitter: Post-Move calls HandleMove, which checks the newest move
// (mln == $maxmln) against the generated moves, refuses it with die if
// it is not among them, and performs it; Post-Game highlights the moves
// of the side to move with setlegal, the side kept in a global (btm,
// Black to move). Every sub variable is declared with
// my at the top of its sub, globals are set in Pre-Game, no sub's value
// is read, a where result is tested with onboard, and arrays are read
// at "+ #base i" with base measured at run time, so that it behaves the
// same under every switch. The table is the legdefs layout (nLegs, then
// range dx dy mode per leg, 0 ends a piece): a Rook at 0, a Knight at
// 21 (mode 3 = move or capture).
const tinyGen = `
set base - 1 elem 1 (0 1);
set legdefs (
  1 0 1 0 3  1 0 -1 0 3  1 0 0 1 3  1 0 0 -1 3  0
  1 1 1 2 3  1 1 2 1 3  1 1 -1 2 3  1 1 -2 1 3
  1 1 1 -2 3  1 1 2 -1 3  1 1 -1 -2 3  1 1 -2 -1 3  0);
set task 0;
set hit false;
set btm false;
sub HandleMove black:
  if == mln $maxmln:
    set task 2;
    set hit false;
    gosub GenSide #btm;
    if not #hit:
      die "illegal move";
    endif;
  endif;
  eval join "MOVE: " thismove;
  set btm not #btm;
endsub;
sub Found from to:
  if == #task 1:
    setlegal #from #to;
  elseif == thismove join #from join "-" #to:
    set hit true;
  endif;
endsub;
sub GenMoves sq:
  my piece i n range dx dy mode to steps stop;
  set piece space #sq;
  set i cond == toupper #piece R 0 cond == toupper #piece N 21 -1;
  if < #i 0:
    return;
  endif;
  set n elem + #base #i #legdefs;
  do while > #n 0:
    set range elem + #base + 1 #i #legdefs;
    set dx elem + #base + 2 #i #legdefs;
    set dy elem + #base + 3 #i #legdefs;
    set mode elem + #base + 4 #i #legdefs;
    set to #sq;
    set steps 0;
    set stop false;
    do while not #stop:
      set to where #to #dx #dy;
      set steps + #steps 1;
      if not onboard #to:
        set stop true;
      elseif empty #to:
        if & 1 #mode:
          gosub Found #sq #to;
        endif;
      else:
        if and & 2 #mode not == isupper space #to isupper #piece:
          gosub Found #sq #to;
        endif;
        set stop true;
      endif;
      if == #steps #range:
        set stop true;
      endif;
    loop;
    set i + #i + 1 * 4 #n;
    set n elem + #base #i #legdefs;
  loop;
endsub;
sub GenSide black:
  my sq file;
  set file a1;
  do while onboard #file:
    set sq #file;
    do while onboard #sq:
      if cond #black islower space #sq isupper space #sq:
        gosub GenMoves #sq;
      endif;
      set sq where #sq 0 1;
    loop;
    set file where #file 1 0;
  loop;
endsub;
`

func tinyPreset() Preset {
	return Preset{
		Files:         strings.Split("abcd", ""),
		Ranks:         strings.Split("1234", ""),
		FEN:           "1P2/4/1R1r/N3",
		Pieces:        []string{"R", "N", "P", "r"},
		PreGame:       tinyGen,
		PostMoveWhite: "gosub HandleMove false;",
		PostMoveBlack: "gosub HandleMove true;",
		PostGameWhite: "set task 1; gosub GenSide #btm;",
		PostGameBlack: "set task 1; gosub GenSide #btm;",
	}
}

// The moves are worked out by hand on the 4×4 board
//
//	4 . P . .
//	3 . . . .
//	2 . R . r
//	1 N . . .
//	  a b c d
//
// White's Pawn has no entry in the table: it never moves.
func TestTableDrivenGenerator(t *testing.T) {
	tests := []struct {
		name    string
		moves   []string
		legal   []Legal
		refusal *Refusal
	}{
		// Rook b2: c2, d2 (takes r, stops), a2, b3 (b4 own), b1.
		// Knight a1: b3, c2; the other six leaps leave the board.
		{"start", nil, []Legal{
			{"a1", "b3"}, {"a1", "c2"},
			{"b2", "a2"}, {"b2", "b1"}, {"b2", "b3"}, {"b2", "c2"}, {"b2", "d2"}}, nil},
		// Black's Rook d2: c2 (takes the Knight, stops), d3, d4, d1.
		{"after N a1-c2", []string{"a1-c2"}, []Legal{
			{"d2", "c2"}, {"d2", "d1"}, {"d2", "d3"}, {"d2", "d4"}}, nil},
		// Rook b2: a2, b3, b1 (c2 own). Knight c2: d4, a3, a1 (b4 own;
		// e3, e1, d0, b0 off the board).
		{"after r d2-d1", []string{"a1-c2", "d2-d1"}, []Legal{
			{"b2", "a2"}, {"b2", "b1"}, {"b2", "b3"},
			{"c2", "a1"}, {"c2", "a3"}, {"c2", "d4"}}, nil},
		{"a Knight does not step", []string{"a1-a2"}, nil, &Refusal{Move: 0, Message: "illegal move"}},
		{"a Rook does not pass a piece", []string{"a1-c2", "d2-b2"}, nil, &Refusal{Move: 1, Message: "illegal move"}},
		{"Black does not move White's pieces", []string{"a1-c2", "b2-b1"}, nil, &Refusal{Move: 1, Message: "illegal move"}},
	}
	for _, tc := range tests {
		got, err := runInvariant(t, tinyPreset(), tc.moves, nil)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if diff := cmp.Diff(tc.legal, got.Legal); diff != "" {
			t.Errorf("%s: legal moves (-want +got):\n%s", tc.name, diff)
		}
		if diff := cmp.Diff(tc.refusal, got.Refusal); diff != "" {
			t.Errorf("%s: refusal (-want +got):\n%s", tc.name, diff)
		}
	}
}

// BenchmarkTinyGenerator replays two moves and generates White's moves
// on the 4×4 board: one page request of the hand-written generator.
func BenchmarkTinyGenerator(b *testing.B) {
	prog, err := Compile(tinyPreset())
	if err != nil {
		b.Fatal(err)
	}
	var r Result
	for b.Loop() {
		if r, err = prog.Run([]string{"a1-c2", "d2-d1"}, Switches{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(r.Cost.Statements), "stmts/run")
	b.ReportMetric(float64(r.Cost.Ops), "ops/run")
}
