package xqboard_test

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/internal/fenboard"
	"github.com/betzac/betzac/legdefs"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
)

// palaceCase is a position on a 9×10 board, given as the side to move
// and pieces ("Ke2": letter, upper case White's, and square), and
// whether the side to move is in check there (as the VM says).
type palaceCase struct {
	name   string
	stm    string
	pieces []string
	check  bool
}

// janggiPalaceCases: checks and pins along the palace diagonals, which
// this back end looks along only where a region move can end (lookDirs):
// from a palace corner or across the centre, in both palaces, and along
// the same line from outside the palace, which gives no check.
var janggiPalaceCases = []palaceCase{
	{"chariot on the palace corner, general in the centre", "w", []string{"Ke2", "rf3", "kd10"}, true},
	{"chariot across the palace centre", "w", []string{"Kd1", "rf3", "ke10"}, true},
	{"chariot on the corner behind the general", "w", []string{"Kd3", "rf1", "ke10"}, true},
	{"chariot outside the palace on the diagonal line", "w", []string{"Ke2", "rg4", "kd10"}, false},
	{"chariot further out on the diagonal line", "w", []string{"Kd1", "rh5", "ke10"}, false},
	{"chariot on the palace edge, not on a diagonal", "w", []string{"Kd1", "re3", "kf10"}, false},
	{"cannon over the palace centre", "w", []string{"Kd1", "cf3", "Ne2", "kf10"}, true},
	{"cannon outside the palace over its corner", "w", []string{"Ke2", "cg4", "Nf3", "kd10"}, false},
	{"horse pinned on the palace centre", "w", []string{"Kd1", "rf3", "Ne2", "kf10"}, false},
	{"guard may not step between general and cannon", "w", []string{"Kd1", "cf3", "Ae1", "kf10"}, false},
	{"chariot in Blue's palace checks Red's general", "b", []string{"ke9", "Rd10", "Kd1"}, true},
	{"chariot across Red's palace", "b", []string{"kf10", "Rd8", "Ke1"}, true},
	{"chariot outside Red's palace on its diagonal line", "b", []string{"ke9", "Rc7", "Kd1"}, false},
	{"cannon over Red's palace centre", "b", []string{"kf8", "Cd10", "pe9", "Ke1"}, true},
	{"check in Blue's palace, pin in Red's", "w", []string{"Ke2", "rd1", "kd10", "ae9", "Rf8"}, true},
	{"check in Red's palace, pin in Blue's", "b", []string{"Kd1", "Ae2", "rf3", "ke9", "Rf8"}, true},
}

// TestJanggiPalaceLines compares perft 1-3 on this back end with the
// VM's at janggiPalaceCases.
func TestJanggiPalaceLines(t *testing.T) {
	checkPalaceCases(t, vmtest.Program(t, "janggi"), janggiPalaceCases)
}

// sidedRegions is a variant whose region lines are read per side and
// whose king may leave its palace: the chariot rides diagonally in its
// own palace (White's d1-f3, Black's mirrored d8-f10), the cannon hops
// diagonally in the enemy's, and the archer rides diagonally from its
// own half into the enemy's.
const sidedRegions = `name: sidedregions
board: 9x10
pieces:
  - {letter: R, name: Chariot, betza: R, region-moves: [{from: &own "d1 f1 e2 d3 f3", to: *own, betza: B}]}
  - {letter: C, name: Cannon, betza: mRcpR, region-moves: [{from: &enemy "d8 f8 e9 d10 f10", to: *enemy, betza: pB}]}
  - {letter: A, name: Archer, betza: W, region-moves: [{from: a1-i5, to: a6-i10, betza: B}]}
  - {letter: N, name: Knight, betza: N}
  - {letter: K, name: King, betza: K, royal: true}
start: 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1
`

// sidedRegionCases: a king is checked along a diagonal only where the
// enemy's regions (not its own) let a ride or hop end.
var sidedRegionCases = []palaceCase{
	{"king in the opponent's palace, chariot on its corner", "w", []string{"Ke9", "rd10", "ka1"}, true},
	{"king in the opponent's palace, chariot across it", "w", []string{"Kf10", "rd8", "ka1"}, true},
	{"king in the opponent's palace, chariot outside it", "w", []string{"Ke9", "rg7", "ka1"}, false},
	{"king steps into the opponent's palace", "w", []string{"Ke8", "rd10", "Nf9", "ka1"}, false},
	{"king in its own palace, enemy chariot on the corner", "w", []string{"Ke2", "rd1", "ka10"}, false},
	{"Black king in White's palace, White chariot", "b", []string{"kd1", "Rf3", "Ka10"}, true},
	{"Black king in its own palace, White chariot", "b", []string{"ke9", "Rd10", "Ka1"}, false},
	{"king in its own palace, enemy cannon across it", "w", []string{"Kd1", "cf3", "ne2", "ka10"}, true},
	{"king in the opponent's palace, enemy cannon across it", "w", []string{"Kf10", "cd8", "Ne9", "ka1"}, false},
	{"archer from its own half into the enemy's", "w", []string{"Ke2", "aa6", "ki10"}, true},
	{"archer within the enemy's half", "w", []string{"Ke2", "ab5", "ki10"}, false},
	{"White archer checks Black's king", "b", []string{"ke7", "Ab4", "Ka1"}, true},
	{"knight pinned against the archer", "w", []string{"Ke2", "Nd3", "aa6", "ki10"}, false},
	{"pinned where only the enemy looks diagonally", "w", []string{"Kg4", "Nf5", "ad7", "ki10"}, false},
}

// TestSidedRegionLines compares perft 1-3 on this back end with the VM's
// at sidedRegionCases.
func TestSidedRegionLines(t *testing.T) {
	checkPalaceCases(t, programOf(t, sidedRegions), sidedRegionCases)
}

// flyingOnly has the flying general and no ride or hop along files and
// ranks: only Tables.flyDirs looks along them.
const flyingOnly = `name: flyingonly
board: 9x10
flying-general: true
pieces:
  - {letter: N, name: Horse, betza: mafsW}
  - {letter: K, name: General, betza: W, royal: true, confine: d1-f3}
start: 4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1
`

// TestFlyingOnlyLines: a horse between the generals is pinned, and a
// general may not step onto the other's file.
func TestFlyingOnlyLines(t *testing.T) {
	checkPalaceCases(t, programOf(t, flyingOnly), []palaceCase{
		{"horse pinned between the generals", "w", []string{"Ke1", "Ne5", "ke10", "nc8"}, false},
		{"general may not face the other", "w", []string{"Kd1", "ke10", "Nb2"}, false},
		{"Black's horse pinned", "b", []string{"Kf2", "nf6", "kf9"}, false},
	})
}

func programOf(t *testing.T, src string) *legdefs.Program {
	t.Helper()
	_, prog, err := compiler.LoadBytes("palace.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

// checkPalaceCases checks that each case's side to move is in check as
// the case says (VM) and that perft 1-3 on this back end equal the VM's.
func checkPalaceCases(t *testing.T, prog *legdefs.Program, cases []palaceCase) {
	t.Helper()
	for _, c := range cases {
		fen := placement(c.stm, c.pieces...)
		pos, err := vm.NewPosition(prog, fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if pos.InCheck() != c.check {
			t.Errorf("%s %s: VM in check %v, want %v", c.name, fen, pos.InCheck(), c.check)
		}
		if d := cmp.Diff(counts(t, pos, 3, false), counts(t, pos, 3, true)); d != "" {
			t.Errorf("%s %s: perft 1-3 (-vm +xqboard):\n%s", c.name, fen, d)
		}
	}
}

// placement is the FEN of a 9×10 board with pieces ("Ke2") and side to
// move stm.
func placement(stm string, pieces ...string) string {
	var board [10][9]byte
	for _, p := range pieces {
		f := int(p[1] - 'a')
		r, err := strconv.Atoi(p[2:])
		if err != nil || f < 0 || f >= 9 || r < 1 || r > 10 {
			panic(fmt.Sprintf("placement: bad piece %q", p))
		}
		board[r-1][f] = p[0]
	}
	at := func(f, r int) string {
		if board[r][f] == 0 {
			return ""
		}
		return string(board[r][f])
	}
	return fenboard.Placement(9, 10, at) + " " + stm + " - - 0 1"
}
