package main

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestUCIChess960Match: betzac match sets UCI_Chess960 for a variant that
// castles as in Chess960 (and UCI_Variant chess for chess960, atomic for
// atomic960, as Fairy-Stockfish's names are), so betzac uci must list the
// option and play the Chess960 variant it names. CI/allplay.sh found all
// three refused ("the engine has no UCI_Chess960 option").
func TestUCIChess960Match(t *testing.T) {
	t.Setenv("BETZAC_RUN_MAIN", "1")
	engine := os.Args[0] + " uci"
	for _, v := range []string{"chess960", "atomic960", "caparandom"} {
		out, errOut, code := execute(t, "match", v, "--engine", engine, "--engine", engine,
			"--depth", "1", "--games", "2", "--max-plies", "40", "--random-plies", "2")
		if code != 0 {
			t.Errorf("%s: exit %d\n%s%s", v, code, out, errOut)
		}
	}
}

// TestUCIChess960Option: UCI_Chess960 is listed, and with it UCI_Variant
// chess plays chess960, whose castling is written king-takes-rook.
func TestUCIChess960Option(t *testing.T) {
	s := newUCISession(t)
	s.send("uci")
	if hs := s.until("uciok"); !slices.Contains(hs, "option name UCI_Chess960 type check default false") {
		t.Errorf("no UCI_Chess960 option in %q", hs)
	}
	s.send("setoption name UCI_Chess960 value true")
	s.send("setoption name UCI_Variant value chess")
	s.send("position fen 4k3/8/8/8/8/8/8/R3K2R w HA - 0 1 moves e1h1")
	s.send("isready")
	if got := s.until("readyok"); slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, "info string") }) {
		t.Errorf("castling e1h1 in chess with UCI_Chess960: %q", got)
	}
	s.send("setoption name UCI_Chess960 value maybe")
	if got := s.until("info string"); !strings.Contains(got[len(got)-1], `UCI_Chess960 "maybe": want true or false`) {
		t.Errorf("bad UCI_Chess960 value: %q", got)
	}
}

// TestUSIChess960Option: in USI mode the option is USI_Chess960, as
// Fairy-Stockfish's USI mode renames its UCI_ options
// (src/uci.cpp, UCI::option_name); setoption takes that name, and the
// UCI one too, as FSF's setoption does (is_valid_option).
func TestUSIChess960Option(t *testing.T) {
	for _, name := range []string{"USI_Chess960", "UCI_Chess960"} {
		s := newModeSession(t, usiDialect)
		s.send("usi")
		if hs := s.until("usiok"); !slices.Contains(hs, "option name USI_Chess960 type check default false") {
			t.Errorf("no USI_Chess960 option in %q", hs)
		}
		s.send("setoption name " + name + " value true")
		s.send("setoption name USI_Variant value chess")
		s.send("position fen 4k3/8/8/8/8/8/8/R3K2R w HA - 0 1 moves 4h1h")
		s.send("isready")
		if got := s.until("readyok"); slices.ContainsFunc(got, func(l string) bool { return strings.HasPrefix(l, "info string") }) {
			t.Errorf("%s: castling 4h1h (e1h1) in chess: %q", name, got)
		}
	}
}
