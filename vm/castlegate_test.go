package vm_test

import (
	"testing"

	"github.com/betzac/betzac/internal/testenv"
)

// TestCastleGate holds the castle-gate shortcut (castling skipped where
// the piece beside the royal cannot be its partner) to the path without
// it, on random games from positions where either side may castle soon,
// with the partner far from the royal or (swapcastle, KisO1: king and
// rook swap) beside it: CountLegal with and without it and the moves
// listed must agree at every ply. TestShortcutsAlone takes only the
// first built-ins that use a shortcut, from their start.
func TestCastleGate(t *testing.T) {
	games, plies := testenv.Pick(3, 12), testenv.Pick(60, 150)
	swap := fromYAML(t, "name: swapcastle\ninherit: chess\npieces:\n  - {letter: K, name: King, betza: KisO1, royal: true}\n"+
		"start: 6kr/pppppppp/8/8/8/8/PPPPPPPP/6KR w Kk - 0 1\n")
	shortcutGames(t, "castle-gate", []gameCase{
		{"griffon", builtin(t, "griffon"), "r4k3r/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1"},
		{"griffon", builtin(t, "griffon"), "rn3k2nr/ppp1pppppp/3p6/10/10/10/10/4P5/PPPP1PPPPP/R1B2KH2R w KQkq - 0 1"},
		{"capablanca", builtin(t, "capablanca"), "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1"},
		{"chess", builtin(t, "chess"), "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"},
		{"shako", builtin(t, "shako"), ""}, // jO: the partner one square in from the corner
		{"swapcastle", swap, ""},
	}, games, plies, 59, countsAgree, nil)
}
