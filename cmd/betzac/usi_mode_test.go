package main

import (
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
)

// TestUSIModePipe plays through USI: the handshake's option names, a
// position by SFEN with USI moves, a search whose bestmove must be legal
// there, a divide in USI with drops, a mate counted in plies, and bad
// input answered by info string lines.
func TestUSIModePipe(t *testing.T) {
	s := newModeSession(t, usiDialect)
	s.send("usi")
	hs := s.until("usiok")
	for _, want := range []string{"option name USI_Variant type combo default shogi var ", "option name USI_Hash type spin", "option name VariantPath type string"} {
		if !slices.ContainsFunc(hs, func(l string) bool { return strings.HasPrefix(l, want) }) {
			t.Errorf("no line starting %q in %q", want, hs)
		}
	}
	_, shogi, _ := compiler.Load("shogi")
	// After 7g7f 3c3d 8h2b+ 3a2b the first player holds a bishop.
	s.send("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 3c3d 8h2b+ 3a2b")
	s.send("go perft 1")
	lines := s.until("Nodes searched")
	if !slices.Contains(lines, "B*5e: 1") || !slices.Contains(lines, "2h1h: 1") {
		t.Errorf("divide without B*5e or 2h1h in USI: %q", lines)
	}
	s.send("usinewgame")
	s.send("go btime 1000 wtime 1000 byoyomi 100")
	lines = s.until("bestmove")
	best := strings.Fields(lines[len(lines)-1])[1]
	pos, _ := vm.NewPosition(shogi, "lnsgkg1nl/1r5s1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL[B] w - - 0 3")
	if _, err := pos.ParseUSI(best); err != nil {
		t.Errorf("bestmove %s: %v", best, err)
	}
	// Mate in one is one ply in USI; a1a8 is 8h8a.
	s.send("setoption name USI_Variant value chess")
	s.send("position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
	s.send("go depth 3")
	got := s.until("bestmove")
	if got[len(got)-1] != "bestmove 8h8a" || !strings.Contains(got[len(got)-2], "score mate 1 ") {
		t.Errorf("mate in one: %q", got)
	}
	for _, bad := range []struct{ cmd, want string }{
		{"position startpos moves 5h5a", "info string position: move 5h5a: "},
		{"position sfen lnsgkgsnl b - 1", `info string position: SFEN fields field: variant chess is not of the shogi family`},
		{"position frobnicate", `info string position: want startpos, sfen or fen, got "frobnicate"`},
		{"setoption name USI_Variant value nosuchvariant", `info string setoption: unknown variant "nosuchvariant"`},
		{"setoption name USI_Hash value 0", "info string setoption: option Hash"},
		{"go byoyomi x", `info string go: byoyomi "x" is not a count`},
	} {
		s.send(bad.cmd)
		if got := s.until("info string"); !strings.HasPrefix(got[len(got)-1], bad.want) {
			t.Errorf("%s: got %q, want a line starting %q", bad.cmd, got[len(got)-1], bad.want)
		}
	}
	s.send("setoption name USI_Variant value shogi")
	s.send("position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1")
	s.send("go perft 1")
	if got := s.until("Nodes searched"); !slices.Contains(got, "3c3d: 1") {
		t.Errorf("second player to move: no 3c3d in %q", got)
	}
}

// TestUSIModeEnginetest: betzac enginetest --protocol usi runs betzac usi
// as the engine and finds that they agree, by SFEN and by FEN.
func TestUSIModeEnginetest(t *testing.T) {
	for _, v := range []string{"shogi", "minishogi", "chess", "crazyhouse"} {
		t.Setenv("BETZAC_RUN_MAIN", "1")
		out, errOut, code := execute(t, "enginetest", "--protocol", "usi", "--engine", os.Args[0]+" usi", v, "-d", "2")
		if code != 0 || !strings.Contains(out, "agree ") {
			t.Errorf("%s: exit %d\n%s%s", v, code, out, errOut)
		}
	}
}

// TestUSIModeSelfPlay: betzac usi plays both sides of games of shogi
// and minishogi, each move sent back as "position startpos moves ...";
// every bestmove must be legal for the VM. Some plies are searched on
// the clock with byoyomi, the others to a fixed depth.
func TestUSIModeSelfPlay(t *testing.T) {
	for _, variant := range []string{"shogi", "minishogi"} {
		s := newModeSession(t, usiDialect)
		s.send("usi")
		s.until("usiok")
		s.send("setoption name USI_Variant value " + variant)
		_, p, _ := compiler.Load(variant)
		pos, _ := vm.NewPosition(p, "")
		rng := rand.New(rand.NewPCG(7, 30))
		var moves []string
		for ply := 0; ply < 40 && len(pos.LegalMoves()) > 0; ply++ {
			s.send(strings.TrimSpace("position startpos moves " + strings.Join(moves, " ")))
			if rng.IntN(3) == 0 {
				s.send("go btime 500 wtime 500 byoyomi 20")
			} else {
				s.send("go depth 2")
			}
			got := s.until("bestmove")
			best := strings.Fields(got[len(got)-1])[1]
			m, err := pos.ParseUSI(best)
			if err != nil {
				t.Fatalf("%s ply %d, after %s: bestmove %s: %v", variant, ply, strings.Join(moves, " "), best, err)
			}
			pos.Make(m)
			moves = append(moves, best)
		}
		t.Logf("%s: %s", variant, strings.Join(moves, " "))
	}
}
