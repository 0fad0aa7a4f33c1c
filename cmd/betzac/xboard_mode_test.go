package main

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/enginetest"
	"github.com/betzac/betzac/vm"
)

// newXBoardSession drives runXBoard through a pipe.
func newXBoardSession(t *testing.T) *uciSession { return newPipeSession(t, runXBoard) }

// TestXBoardModePipe: the features, a divide on a 10-rank board in CECP's
// ranks from 0 (the setboard's e.p. square too), ping answered after the
// move, and bad input answered as CECP says.
func TestXBoardModePipe(t *testing.T) {
	s := newXBoardSession(t)
	s.send("xboard")
	s.send("protover 2")
	fs := s.until("feature done=1")
	if !strings.Contains(fs[0], "setboard=1 usermove=1 ping=1") || !strings.Contains(fs[0], `,normal,`) || !strings.Contains(fs[0], ",fischerandom,") || !strings.Contains(fs[0], ",xiangqi,") {
		t.Errorf("features: %q", fs)
	}
	s.send("new")
	s.send("variant grand")
	// d5xe4 e.p. in betzac's ranks is d4e3 in CECP's.
	s.send("setboard r8r/1nbqkacbn1/ppp1pppppp/10/10/3pP5/10/PPPP1PPPPP/1NBQKACBN1/R8R b - e3 0 1")
	s.send("perft 1")
	if got := s.until("Nodes searched"); !slices.Contains(got, "d4e3: 1") || !slices.Contains(got, "Nodes searched: 77") {
		t.Errorf("grand divide (77 moves with d4e3 e.p.): %q", got)
	}
	s.send("variant xiangqi")
	s.send("sd 2")
	s.send("go")
	got := nonEmpty(s.until("move "))
	s.send("ping 7")
	got = append(got, s.until("pong 7")...)
	if len(got) != 2 || !strings.HasPrefix(got[0], "move ") {
		t.Errorf("go then ping: %q, want the move, then pong 7", got)
	}
	for _, bad := range []struct{ cmd, want string }{
		{"usermove zz", "Illegal move: zz"},
		{"usermove h0h9", "Illegal move: h0h9"},
		{"variant nosuch", "Error (unknown variant): nosuch"},
		{"frobnicate", "Error (unknown command): frobnicate"},
		{"sd x", "Error (bad sd): x"},
		{"level 40 x 0", "Error (bad level): 40 x 0"},
		{"option Foo=1", "Error (unknown option): Foo=1"},
		{"option VariantPath=/nonexistent.yaml", "Error (VariantPath): "},
		{"perft 0", "Error (bad depth): 0"},
		{"time x", "Error (bad time): x"},
		{"setboard 8/8 w", "tellusererror Illegal position: FEN column 1, board field: 2 ranks, expected 10"},
		// After a refused position, no move is played on the old board.
		{"usermove b0c2", "Illegal move: b0c2"},
		{"go", "Error (illegal position): go"},
		{"perft 1", "Error (illegal position): perft"},
	} {
		s.send(bad.cmd) // answered with one line (the pipe holds no more)
		if got := s.until(""); !strings.HasPrefix(got[0], bad.want) {
			t.Errorf("%s: got %q, want a line starting %q", bad.cmd, got, bad.want)
		}
	}
}

// TestXBoardModeEnginetest: betzac enginetest --protocol xboard runs betzac
// xboard as the engine and finds that they agree, on an 8-rank and on
// 10-rank boards (ranks from 0 both ways) and with drops.
func TestXBoardModeEnginetest(t *testing.T) {
	for _, tt := range []struct{ variant, depth, agree string }{
		{"chess", "3", "agree    8902 nodes"}, {"xiangqi", "2", "agree    1920 nodes"},
		{"grand", "2", "agree "}, {"crazyhouse", "2", "agree    400 nodes"},
	} {
		t.Setenv("BETZAC_RUN_MAIN", "1")
		out, errOut, code := execute(t, "enginetest", "--protocol", "xboard", "--engine", os.Args[0]+" xboard", tt.variant, "-d", tt.depth)
		if code != 0 || !strings.Contains(out, tt.agree) {
			t.Errorf("%s: exit %d\n%s%s", tt.variant, code, out, errOut)
		}
	}
}

// TestXBoardModeSelfPlay: betzac xboard plays both sides ("go" for each
// move) in chess, xiangqi (ranks from 0) and hookchess (multi-leg
// moves); every move must be legal for the VM.
func TestXBoardModeSelfPlay(t *testing.T) {
	for _, variant := range []string{"chess", "xiangqi", "hookchess"} {
		s := newXBoardSession(t)
		s.send("xboard")
		s.send("protover 2")
		s.until("feature done=1")
		s.send("new")
		s.send("variant " + enginetest.XBoardName(variant))
		s.send("sd 2")
		_, p, _ := compiler.Load(variant)
		pos, _ := vm.NewPosition(p, "")
		var moves []string
		for ply := 0; ply < 40; ply++ {
			s.send("go")
			got := s.until("") // a move, or the result
			mv, ok := strings.CutPrefix(got[0], "move ")
			if !ok {
				if len(pos.LegalMoves()) > 0 && !pos.Result().Over() {
					t.Errorf("%s ply %d: %q, not a move", variant, ply, got)
				}
				break
			}
			if p.Ranks == 10 {
				mv = enginetest.ShiftRanks(mv, 1)
			}
			m, err := pos.ParseMove(mv)
			if err != nil {
				t.Fatalf("%s ply %d after %s: move %s: %v", variant, ply, strings.Join(moves, " "), mv, err)
			}
			pos.Make(m)
			moves = append(moves, mv)
		}
		t.Logf("%s: %s", variant, strings.Join(moves, " "))
	}
}

// nonEmpty drops the blank lines (the one after a divide).
func nonEmpty(lines []string) []string {
	return slices.DeleteFunc(lines, func(l string) bool { return l == "" })
}
