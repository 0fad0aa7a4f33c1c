package xqboard_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/betzac/betzac/compiler"
	"github.com/betzac/betzac/vm"
	"github.com/betzac/betzac/vm/vmtest"
	"github.com/betzac/betzac/xqboard"
)

// xqLike is a variant file in the shape of Xiangqi with one piece
// changed (PIECE), so that each class boundary is tried by itself.
const xqLike = `name: xqlike
board: 9x10
flying-general: true
pieces:
  - {letter: R, name: Chariot, betza: R}
  - {letter: K, name: General, betza: W, royal: true, confine: d1-f3}
  - PIECE
start: 3k5/9/9/9/9/9/9/9/9/X2K4R w - - 0 1
`

// TestFits checks which variants fit and the reason given for those that
// do not: the first field or move outside the classes of doc.go.
func TestFits(t *testing.T) {
	builtins := []struct{ name, want string }{
		{"xiangqi", ""},
		{"minixiangqi", ""},
		{"chess", "piece P: PieceType.Promote is set"},
		{"janggi", ""},
		{"crazyhouse", "rule Program.Hand is set"},
		{"manchu", "mode lame"},
	}
	for _, c := range builtins {
		if got := errString(xqboard.Fits(vmtest.Program(t, c.name))); !strings.Contains(got, c.want) || (c.want == "") != (got == "") {
			t.Errorf("%s: Fits = %q, want %q", c.name, got, c.want)
		}
	}
	pieces := []struct{ piece, want string }{
		{"{letter: X, name: Horse, betza: mafsW}", ""},
		{"{letter: X, name: Cannon, betza: mRcpR}", ""},
		{"{letter: X, name: Hopper, betza: pR}", ""},
		{"{letter: X, name: Bishop, betza: B}", ""},
		{"{letter: X, name: Soldier, betza: fW, region-moves: [{from: a6-i10, betza: sW}]}", ""},
		{"{letter: X, name: Short, betza: R2}", "in no class"},
		{"{letter: X, name: Grasshopper, betza: gQ}", "toggle"},
		{"{letter: X, name: Pawn, betza: fmWfcF}", ""},
		{"{letter: X, name: Lame, betza: nN}", "mode lame"},
		{"{letter: X, name: Locust, betza: cafsW}", "in no class"},
		{"{letter: X, name: Jumper, betza: mRcpR, region-moves: [{from: a6-i10, betza: R}]}", "beside another line"},
		{"{letter: X, name: Pawn, betza: fW, promote: {zone: 1, to: R}}", "PieceType.Promote is set"},
		{"{letter: X, name: Pawn, betza: ifmnDfmW}", "mode"},
		{"{letter: X, name: Pawn, betza: fW, drop: {ranks: [1, 5]}}", "PieceType.Drop is set"},
		{"{letter: X, name: Pawn, betza: fW, initial-region: a1-i2}", "PieceType.InitialRegion is set"},
		{"{letter: X, name: Pawn, betza: fW, clock: reset}", ""},
		{"{letter: X, name: Elephant, betza: mafsmafW}", ""},
		{"{letter: X, name: Cannon, betza: pR, cannot-hop-over: X, cannot-capture: X}", ""},
		{"{letter: X, name: Cannon, betza: pR, cannot-capture: K}", "cannot capture the royal type"},
		{"{letter: X, name: Cannon, betza: pR, region-moves: [{from: d1-f3, betza: pB}]}", ""},
		{"{letter: X, name: Horse, betza: W, region-moves: [{from: d1-f3, betza: mafsW}]}", "is a lame leap"},
		{"{letter: X, name: Bishop, betza: B, region-moves: [{from: d1-f3, betza: B}]}", "beside another line"},
		{"{letter: X, name: Long, betza: mafsmafmafW}", "in no class"},
	}
	for _, c := range pieces {
		if got := xqLikeFits(t, c.piece, ""); !strings.Contains(got, c.want) || (c.want == "") != (got == "") {
			t.Errorf("%s: Fits = %q, want %q", c.piece, got, c.want)
		}
	}
}

// xqLikeFits returns what Fits says of xqLike with piece and the rule
// line rule ("" if none).
func xqLikeFits(t *testing.T, piece, rule string) string {
	t.Helper()
	src := strings.Replace(xqLike, "PIECE", piece, 1)
	src = strings.Replace(src, "flying-general: true\n", "flying-general: true\n"+rule+"\n", 1)
	_, prog, err := compiler.LoadBytes("xqlike.yaml", []byte(src))
	if err != nil {
		t.Fatalf("%s %s: %v", piece, rule, err)
	}
	return errString(xqboard.Fits(prog))
}

// TestFitsRules: the result-only rules (legdefs.ResultOnly) and
// FlyingGeneral fit, any other rule is named.
func TestFitsRules(t *testing.T) {
	cases := []struct{ rule, want string }{
		{"counting: makruk", ""},
		{"shatar-mate: true", ""},
		{"extinction-value: win", ""},
		{"chasing-rule: axf", ""},
		{"pass: true", "rules Program.FlyingGeneral and Program.Pass or Program.Bikjang are set together"},
		{"bikjang: true", "rules Program.FlyingGeneral and Program.Pass or Program.Bikjang are set together"},
	}
	var got, want []string
	for _, c := range cases {
		got = append(got, xqLikeFits(t, "{letter: X, name: Cannon, betza: mRcpR}", c.rule))
		want = append(want, c.want)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Fits (-want +got):\n%s", diff)
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// TestFromPositionRoyals: a position fits only with one royal a side,
// the side not to move not in check (by a piece, or generals facing).
func TestFromPositionRoyals(t *testing.T) {
	prog := vmtest.Program(t, "xiangqi")
	cases := []struct{ fen, want string }{
		{"3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1", ""},
		{"4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1", ""},
		{"4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1", "the side not to move is in check"},
		{"4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1", "the side not to move is in check"},
		{"9/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "side 1 has no royal piece"},
		{"4k4/9/9/9/9/9/9/9/4K4/4K4 w - - 0 1", "side 0 has more than one royal piece"},
	}
	var got, want []string
	for _, c := range cases {
		pos, err := vm.NewAnyPosition(prog, c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		_, err = xqboard.FromPosition(pos)
		got, want = append(got, errString(err)), append(want, c.want)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("FromPosition errors (-want +got):\n%s", diff)
	}
}
